import Foundation

// The geometry and colour types animate as small vectors (see `Interpolatable`).

extension Point: Interpolatable {
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: Interpolatable {
    public static func + (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
    public static func - (lhs: Size, rhs: Size) -> Size { Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    public var magnitudeSquared: Double { width * width + height * height }
}

extension Rect: Interpolatable {
    public static func + (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size) }
    public static func - (lhs: Rect, rhs: Rect) -> Rect { Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size) }
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
    public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

/// Colours interpolate per straight (unpremultiplied) sRGB component, as Core Animation
/// interpolates `backgroundColor`.
extension Color: Interpolatable {
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }
    public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
    public var magnitudeSquared: Double { red * red + green * green + blue * blue + alpha * alpha }
}

/// An affine transform taken apart into translation, rotation, a residual 2x2 (skew) and
/// scale, the way CSS/WebKit decompose 2-D matrices for interpolation. Animating these parts
/// instead of the six matrix entries keeps a rotation rigid half-way (a matrix blend of 0° and
/// 180° would collapse to a point) and makes identity → 2π a full turn only when asked.
public struct DecomposedTransform: Sendable, Hashable, Interpolatable {
    public var translationX: Double
    public var translationY: Double
    public var scaleX: Double
    public var scaleY: Double
    /// Radians, clockwise on a y-down screen (as `Transform(rotationAngle:)`).
    public var angle: Double
    /// What remains after removing rotation and scale: identity unless the transform skews.
    public var m11: Double
    public var m12: Double
    public var m21: Double
    public var m22: Double
    /// What a 3-D transform adds (see `Depth`); all zero for an affine one.
    public var depth = Depth()

    public init(_ transform: Transform) {
        var row0 = (transform.a, transform.b)
        var row1 = (transform.c, transform.d)
        var sx = (row0.0 * row0.0 + row0.1 * row0.1).squareRoot()
        var sy = (row1.0 * row1.0 + row1.1 * row1.1).squareRoot()
        // A reflection shows as a negative determinant; put it on one axis.
        if row0.0 * row1.1 - row0.1 * row1.0 < 0 {
            if row0.0 < row1.1 { sx = -sx } else { sy = -sy }
        }
        if sx != 0 { row0 = (row0.0 / sx, row0.1 / sx) }
        if sy != 0 { row1 = (row1.0 / sy, row1.1 / sy) }
        // A collapsed axis (scale 0, as in "grow from nothing") has no direction of its own:
        // take the one perpendicular to the other axis, so the residual stays a rotation and
        // scale interpolates linearly (0 -> 1 is 0.5 half-way, not 0.25).
        switch (sx == 0, sy == 0) {
        case (true, true): (row0, row1) = ((1, 0), (0, 1))
        case (true, false): row0 = (row1.1, -row1.0)
        case (false, true): row1 = (-row0.1, row0.0)
        case (false, false): break
        }
        let angle = PortableMath.atan2(row0.1, row0.0)
        var residual = (m11: row0.0, m12: row0.1, m21: row1.0, m22: row1.1)
        if angle != 0 {
            // Rotate back by the angle, leaving only skew in the residual.
            let sine = -row0.1, cosine = row0.0
            residual = (m11: cosine * row0.0 - sine * row0.1, m12: sine * row0.0 + cosine * row0.1,
                        m21: cosine * row1.0 - sine * row1.1, m22: sine * row1.0 + cosine * row1.1)
        }
        self.init(translationX: transform.tx, translationY: transform.ty, scaleX: sx, scaleY: sy, angle: angle,
                  m11: residual.m11, m12: residual.m12, m21: residual.m21, m22: residual.m22)
    }

    public init(translationX: Double, translationY: Double, scaleX: Double, scaleY: Double, angle: Double,
                m11: Double = 1, m12: Double = 0, m21: Double = 0, m22: Double = 1) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    /// The matrix again: scale, then the residual, then rotation, then translation.
    public var transform: Transform {
        let residual = Transform(a: m11, b: m12, c: m21, d: m22, tx: 0, ty: 0)
        return Transform(scaleX: scaleX, y: scaleY)
            .concatenating(residual)
            .concatenating(Transform(rotationAngle: angle))
            .concatenating(Transform(translationX: translationX, y: translationY))
    }

    /// This decomposition with its angle moved by whole turns to lie within half a turn of
    /// `other`'s, so interpolating between them takes the shorter way round.
    public func nearestRotation(to other: DecomposedTransform) -> DecomposedTransform {
        if depth.rotationX != 0 || depth.rotationY != 0 || other.depth.rotationX != 0 || other.depth.rotationY != 0 {
            return nearestSpatialRotation(to: other)
        }
        var copy = self
        let turn = 2 * Double.pi
        while copy.angle - other.angle > .pi { copy.angle -= turn }
        while other.angle - copy.angle > .pi { copy.angle += turn }
        return copy
    }

    public static func + (lhs: DecomposedTransform, rhs: DecomposedTransform) -> DecomposedTransform {
        lhs.combined(with: rhs, by: +)
    }

    public static func - (lhs: DecomposedTransform, rhs: DecomposedTransform) -> DecomposedTransform {
        lhs.combined(with: rhs, by: -)
    }

    public func scaled(by factor: Double) -> DecomposedTransform {
        combined(with: self) { value, _ in value * factor }
    }

    public var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 } + depth.components.reduce(0) { $0 + $1 * $1 }
    }

    private var components: [Double] { [translationX, translationY, scaleX, scaleY, angle, m11, m12, m21, m22] }

    private func combined(with other: DecomposedTransform, by operation: (Double, Double) -> Double) -> DecomposedTransform {
        var result = DecomposedTransform(translationX: operation(translationX, other.translationX),
                                         translationY: operation(translationY, other.translationY),
                                         scaleX: operation(scaleX, other.scaleX), scaleY: operation(scaleY, other.scaleY),
                                         angle: operation(angle, other.angle),
                                         m11: operation(m11, other.m11), m12: operation(m12, other.m12),
                                         m21: operation(m21, other.m21), m22: operation(m22, other.m22))
        result.depth = Depth(components: zip(depth.components, other.depth.components).map(operation))
        return result
    }
}

/// Paths animate point by point (`CAShapeLayer.path`), as Core Animation animates two paths
/// with the same points: element by element, a close (which has no points) on either side
/// kept, so an oval grows into a full-circle arc that UIKit leaves open (the circle reveal
/// apps write). Paths whose points differ have no in-between: the start shows until the end,
/// which then shows at once.
extension Path: Interpolatable {
    public static func + (lhs: Path, rhs: Path) -> Path { lhs.combined(with: rhs, by: +) ?? lhs }
    public static func - (lhs: Path, rhs: Path) -> Path { lhs.combined(with: rhs, by: -) ?? lhs }

    public func scaled(by factor: Double) -> Path {
        combined(with: self) { value, _ in value * factor } ?? self
    }

    public var magnitudeSquared: Double {
        elements.reduce(0) { sum, element in sum + element.points.reduce(0) { $0 + $1.magnitudeSquared } }
    }

    public func interpolated(to end: Path, progress: Double) -> Path {
        if progress == 0 { return self }
        if progress == 1 { return end }
        guard let difference = end.combined(with: self, by: -) else { return progress < 1 ? self : end }
        return self + difference.scaled(by: progress)
    }

    /// The element-wise combination of two paths with the same points, or nil. A close on one
    /// side only is kept: it has no points to combine.
    private func combined(with other: Path, by operation: (Double, Double) -> Double) -> Path? {
        func point(_ a: Point, _ b: Point) -> Point { Point(x: operation(a.x, b.x), y: operation(a.y, b.y)) }
        let (mine, theirs) = (elements, other.elements)
        var result: [Element] = []
        result.reserveCapacity(max(mine.count, theirs.count))
        var (i, j) = (0, 0)
        while i < mine.count || j < theirs.count {
            let a = i < mine.count ? mine[i] : nil, b = j < theirs.count ? theirs[j] : nil
            switch (a, b) {
            case (.close?, .close?): result.append(.close); i += 1; j += 1
            case (.close?, _): result.append(.close); i += 1
            case (_, .close?): result.append(.close); j += 1
            case let (.move(p)?, .move(q)?): result.append(.move(to: point(p, q))); i += 1; j += 1
            case let (.line(p)?, .line(q)?): result.append(.line(to: point(p, q))); i += 1; j += 1
            case let (.quad(p, c)?, .quad(q, d)?): result.append(.quad(to: point(p, q), control: point(c, d))); i += 1; j += 1
            case let (.cubic(p, c1, c2)?, .cubic(q, d1, d2)?):
                result.append(.cubic(to: point(p, q), control1: point(c1, d1), control2: point(c2, d2)))
                i += 1; j += 1
            default: return nil
            }
        }
        return Path(elements: result)
    }
}

extension Path.Element {
    /// The element's points, control points included.
    var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let p, let c): [p, c]
        case .cubic(let p, let c1, let c2): [p, c1, c2]
        case .close: []
        }
    }
}
