#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The outline of this path stroked with `style`: a path that, filled with the non-zero
    /// rule, covers exactly the points Core Graphics' stroke covers (CGContext.strokePath,
    /// CAShapeLayer), up to `tolerance` (local units) where curves and round parts are made of
    /// lines. The outline is a set of trapezoids that do not overlap (see `PolygonUnion`), so
    /// anti-aliased coverage counts every covered point once, however the stroke overlaps
    /// itself (past the union's work budget, a scribble of hundreds of crossing segments, it
    /// is the overlapping pieces instead). Empty when `lineWidth` is not above 0.
    ///
    /// With `visible` (local units), pieces that cannot reach it are left out: the outline is
    /// the same inside `visible`, and a stroke reaching far past the canvas (a curve with a
    /// handle a million points away, flattened into hundreds of thousands of round-joined
    /// segments) costs what its visible part costs.
    public func stroked(_ style: StrokeStyle, tolerance: Double, visible: Rect? = nil) -> Path {
        guard style.lineWidth > 0, style.lineWidth.isFinite, tolerance > 0, tolerance.isFinite else { return Path() }
        let lines = CenterlineBuilder(style: style, tolerance: tolerance).centerlines(of: self)
        var stroker = Stroker(style: style, tolerance: tolerance, visible: visible)
        for line in lines {
            stroker.add(line)
        }
        return stroker.union.trapezoids()
    }

    /// A rect that holds the stroke's outline: the control points' box grown by the farthest
    /// the outline gets from the path, a miter's tip (at most the limit in half widths), a
    /// square cap's corner (√2 half widths), or else half the width.
    func strokeBounds(_ style: StrokeStyle) -> Rect {
        let miter = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
        let reach = style.lineWidth / 2 * max(miter, style.lineCap == .square ? 2.0.squareRoot() : 1)
        return controlBounds.insetBy(dx: -reach, dy: -reach)
    }
}

/// Gives centre lines their width: every segment a rectangle, every join and cap its own
/// polygon (the join only on the outer side of the turn: the inner side is already covered
/// by the two segments), all unioned (PostScript's definition of a stroke).
struct Stroker {
    /// Largest distance between the drawn outline and the true stroke, in device pixels:
    /// finer than fills' curves (0.05 px) because a thin stroke is all edge, so the error is a
    /// larger part of each pixel it covers.
    static let deviceTolerance = 0.02
    /// Upper bound of chords in one round join or cap.
    static let maximumArcSteps = 4096

    let style: StrokeStyle
    let halfWidth: Double
    let tolerance: Double
    /// The widest angle one chord of a round part may span and stay within `tolerance`.
    let arcStep: Double
    private(set) var union = PolygonUnion()
    /// The polygon being built, reused so pieces do not allocate.
    private var piece: [Point] = []

    /// Where a piece must reach to be kept (the visible rect grown by the farthest a piece
    /// gets from its points), or nil to keep every piece.
    private let reachable: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    init(style: StrokeStyle, tolerance: Double, visible: Rect? = nil) {
        self.style = style
        halfWidth = style.lineWidth / 2
        self.tolerance = tolerance
        if let visible, visible.isFinite {
            // A miter's tip (the limit in half widths), a square cap's corner (√2) or an arc
            // point pushed out by the area correction (at most π/2, with the coarsest steps):
            // nothing a piece adds lies farther from its points.
            let miter = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
            let reach = halfWidth * max(miter, 2) + tolerance
            reachable = (visible.minX - reach, visible.minY - reach, visible.maxX + reach, visible.maxY + reach)
        } else {
            reachable = nil
        }
        // A chord spanning angle δ of a circle of radius r lies r(1 - cos(δ/2)) inside it.
        arcStep = tolerance < halfWidth ? 2 * PortableMath.acos(1 - tolerance / halfWidth) : Double.pi / 2
    }

    mutating func add(_ line: Centerline) {
        let points = line.points
        let n = points.count
        guard n > 1 else {
            if let point = points.first { addCap(at: point, outward: line.direction, dot: true) }
            return
        }
        let segments = line.closed ? n : n - 1
        for i in 0..<segments {
            addSegment(points[i], points[(i + 1) % n])
        }
        let joined = line.closed ? 0..<n : 1..<(n - 1)
        for i in joined {
            let before = points[(i + n - 1) % n], vertex = points[i], after = points[(i + 1) % n]
            guard let incoming = unit(before, vertex), let outgoing = unit(vertex, after) else { continue }
            addJoin(at: vertex, incoming, outgoing, line.corners[i] ? style.lineJoin : .round)
        }
        if !line.closed, let first = unit(points[1], points[0]), let last = unit(points[n - 2], points[n - 1]) {
            addCap(at: points[0], outward: first)
            addCap(at: points[n - 1], outward: last)
        }
    }

    // MARK: Pieces

    /// True when a piece built around the points `a` and `b` (a segment between them, or a
    /// join or cap at `a` == `b`) can reach the visible rect.
    private func reaches(_ a: Point, _ b: Point) -> Bool {
        guard let r = reachable else { return true }
        return !((a.x < r.minX && b.x < r.minX) || (a.x > r.maxX && b.x > r.maxX)
                 || (a.y < r.minY && b.y < r.minY) || (a.y > r.maxY && b.y > r.maxY))
    }

    /// The rectangle of one segment: its length by the line's width.
    private mutating func addSegment(_ a: Point, _ b: Point) {
        guard reaches(a, b), let t = unit(a, b) else { return }
        let nx = -t.y * halfWidth, ny = t.x * halfWidth
        begin()
        piece.append(Point(x: a.x + nx, y: a.y + ny))
        piece.append(Point(x: b.x + nx, y: b.y + ny))
        piece.append(Point(x: b.x - nx, y: b.y - ny))
        piece.append(Point(x: a.x - nx, y: a.y - ny))
        union.addPolygon(piece)
    }

    /// The join at `vertex` between unit directions `t1` and `t2`, on the outer side of the turn.
    private mutating func addJoin(at vertex: Point, _ t1: Point, _ t2: Point, _ join: LineJoin) {
        guard reaches(vertex, vertex) else { return }
        let cross = t1.x * t2.y - t1.y * t2.x, dot = t1.x * t2.x + t1.y * t2.y
        if cross == 0 && dot > 0 { return }  // straight on: the rectangles meet edge to edge
        // The outer side is opposite the turn; the normals (-t.y, t.x) turn by the same angle
        // as the directions. Reversing exactly (a U-turn) has two outer sides: the round join
        // is then the half disk ahead of the incoming segment.
        let side: Double, turn: Double
        if cross == 0 {
            side = -1
            turn = Double.pi
        } else {
            side = cross > 0 ? -1 : 1
            turn = PortableMath.atan2(cross, dot)
        }
        let n1 = Point(x: -t1.y * side, y: t1.x * side), n2 = Point(x: -t2.y * side, y: t2.x * side)
        let a = Point(x: vertex.x + n1.x * halfWidth, y: vertex.y + n1.y * halfWidth)
        let b = Point(x: vertex.x + n2.x * halfWidth, y: vertex.y + n2.y * halfWidth)
        begin()
        piece.append(vertex)
        piece.append(a)
        switch join {
        case .bevel:
            break
        case .miter:
            // Miter length / line width is 1 / sin(φ/2) = 1 / cos(turn/2) = √(2 / (1 + cos turn)).
            if 1 + dot > 0 && 2 / (1 + dot) <= style.miterLimit * style.miterLimit {
                let k = halfWidth / (1 + dot)
                piece.append(Point(x: vertex.x + (n1.x + n2.x) * k, y: vertex.y + (n1.y + n2.y) * k))
            }
        case .round:
            appendArc(center: vertex, from: n1, sweep: turn)
        }
        piece.append(b)
        union.addPolygon(piece)
    }

    /// The cap at an open end, `outward` pointing away from the line; for a dot (a subpath or
    /// dash of no length) the cap reaches behind the point too: a disk for round caps, a
    /// square aligned with `outward` for square caps. Butt caps add nothing.
    private mutating func addCap(at end: Point, outward t: Point, dot: Bool = false) {
        guard reaches(end, end) else { return }
        let n = Point(x: -t.y, y: t.x)
        let h = halfWidth
        func offset(_ along: Double, _ across: Double) -> Point {
            Point(x: end.x + (t.x * along + n.x * across) * h, y: end.y + (t.y * along + n.y * across) * h)
        }
        begin()
        switch style.lineCap {
        case .butt:
            return
        case .square:
            let back = dot ? -1.0 : 0
            piece.append(offset(back, 1))
            piece.append(offset(1, 1))
            piece.append(offset(1, -1))
            piece.append(offset(back, -1))
        case .round:
            // From the normal through `outward` (a quarter turn back from it) to the other
            // normal, or all the way round.
            piece.append(offset(0, 1))
            appendArc(center: end, from: n, sweep: dot ? -2 * Double.pi : -Double.pi)
            if !dot { piece.append(offset(0, -1)) }
        }
        union.addPolygon(piece)
    }

    private mutating func begin() {
        piece.removeAll(keepingCapacity: true)
    }

    /// Appends the points strictly inside the arc about `center` that starts at unit vector
    /// `start` (at radius `halfWidth`) and turns by `sweep` radians, at most `arcStep` apart.
    ///
    /// Chords of a circle cut off area (a disk of 23 chords is 1.2 % short), so the inner
    /// points sit on a slightly larger radius, chosen so that the fan from the centre through
    /// the two ends (which stay on the circle, where the segments' corners are) has exactly
    /// the sector's area: the outline then crosses the circle, half as far from it either way.
    private mutating func appendArc(center: Point, from start: Point, sweep: Double) {
        let steps = min(Stroker.maximumArcSteps, max(1, Int((abs(sweep) / arcStep).rounded(.up))))
        guard steps > 1 else { return }
        let step = abs(sweep) / Double(steps)
        // The fan's area is sin(step)/2 · (2·h·R + (steps − 2)·R²); the sector's h²·sweep/2.
        let stretch = step / PortableMath.sin(step), inner = Double(steps - 2)
        let radius = steps == 2 ? halfWidth * stretch
            : halfWidth * ((1 + inner * Double(steps) * stretch).squareRoot() - 1) / inner
        let startAngle = PortableMath.atan2(start.y, start.x)
        var i = 1
        while i < steps {
            let angle = startAngle + sweep * Double(i) / Double(steps)
            piece.append(Point(x: center.x + PortableMath.cos(angle) * radius, y: center.y + PortableMath.sin(angle) * radius))
            i += 1
        }
    }
}

extension Transform {
    /// How much the transform stretches a length at most (its largest singular value): a
    /// distance of `d` local units is at most `d · largestScale` device pixels.
    var largestScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let half = (p - q) / 2
        return ((p + q) / 2 + (half * half + r * r).squareRoot()).squareRoot()
    }
}
