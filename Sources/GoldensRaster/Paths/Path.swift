/// A vector outline made of subpaths of lines, quadratic and cubic Bézier curves, in a local
/// space that a `Transform` maps to device pixels when the path is drawn.
///
/// Subpaths are closed implicitly when filled. A path is a value; building one never fails:
/// non-finite coordinates are accepted here and make the fill draw nothing.
public struct Path: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(to: Point)
        case line(to: Point)
        case quad(to: Point, control: Point)
        case cubic(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Where the next segment starts, kept as elements are added so that asking is constant
    /// time (paths are built a point at a time, asking each time).
    public private(set) var currentPoint: Point?
    /// The start of the subpath being built: where a close returns the current point.
    private var subpathStart: Point?

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
        for element in elements { follow(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// Moves the current point past `element`: to its end, or after a close to the start of
    /// the subpath it closed (Core Graphics' rule); nil for an empty path.
    private mutating func follow(_ element: Element) {
        switch element {
        case .move(let p):
            currentPoint = p
            subpathStart = p
        case .line(let p), .quad(let p, _), .cubic(let p, _, _): currentPoint = p
        case .close: currentPoint = subpathStart
        }
    }

    private mutating func add(_ element: Element) {
        elements.append(element)
        follow(element)
    }

    public mutating func move(to point: Point) {
        add(.move(to: point))
    }

    public mutating func line(to point: Point) {
        add(.line(to: point))
    }

    public mutating func quadCurve(to point: Point, control: Point) {
        add(.quad(to: point, control: control))
    }

    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        add(.cubic(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        add(.close)
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
        for element in other.elements { follow(element) }
    }

    /// The path with every point mapped by `transform` (Béziers stay Béziers under affine maps).
    public func applying(_ transform: Transform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quad(let p, let c): .quad(to: p.applying(transform), control: c.applying(transform))
            case .cubic(let p, let c1, let c2):
                .cubic(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .close: .close
            }
        })
    }

    /// The bounding box of all points, control points included (so it contains the curve).
    /// `.zero` for an empty path.
    public var controlBounds: Rect {
        var first = true
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        func add(_ p: Point) {
            if first {
                x0 = p.x; x1 = p.x; y0 = p.y; y1 = p.y
                first = false
            } else {
                x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let p, let c): add(p); add(c)
            case .cubic(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Which points a fill covers when subpaths overlap or a path crosses itself.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Covered where the winding number is not zero (the default of UIKit and Core Animation).
    case nonZero
    /// Covered where the winding number is odd.
    case evenOdd
}
