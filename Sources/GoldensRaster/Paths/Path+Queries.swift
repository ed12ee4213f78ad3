/// Questions Core Graphics answers about a path without drawing it (`CGPath.contains`,
/// `UIBezierPath.reversing()`).
extension Path {
    /// Whether a fill of the path with `rule` covers `point`: every subpath closed, curves
    /// flattened to a thousandth of a unit, the winding number counted along a ray to +x. Edges
    /// are half open, as a rasterizer's pixel-centre rule: a point on a rect's left or top edge
    /// is inside, one on its right or bottom edge outside (as `CGRect.contains`).
    public func contains(_ point: Point, rule: FillRule) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let outline = CenterlineBuilder(style: StrokeStyle(lineWidth: 1), tolerance: 1e-3)
        var winding = 0
        for subpath in outline.flatten(self) where subpath.points.count > 1 {
            let points = subpath.points
            var index = 0
            while index < points.count {
                let a = points[index], b = points[(index + 1) % points.count]
                index += 1
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                // Half-open in y: an edge counts for points with a.y <= y < b.y (or the reverse).
                let upward = a.y < b.y
                let low = upward ? a : b, high = upward ? b : a
                guard point.y >= low.y, point.y < high.y else { continue }
                let x = low.x + (point.y - low.y) / (high.y - low.y) * (high.x - low.x)
                if x > point.x { winding += upward ? 1 : -1 }
            }
        }
        return rule == .evenOdd ? winding & 1 != 0 : winding != 0
    }

    /// The same outline traced backwards: each subpath runs from its end to its start with its
    /// segments (and a curve's control points) in reverse order; a closed subpath stays closed.
    /// Subpaths with no segment (a lone move) draw nothing and are left out.
    public func reversed() -> Path {
        var result = Path()
        var start: Point?
        var segments: [Element] = []
        var closed = false
        func finish() {
            defer { segments = []; closed = false }
            guard let first = start, !segments.isEmpty else { return }
            // points[i] is where segment i starts; the last is where the subpath ends.
            var points = [first]
            for segment in segments {
                switch segment {
                case .line(let p), .quad(let p, _), .cubic(let p, _, _): points.append(p)
                case .move, .close: break
                }
            }
            result.move(to: points[points.count - 1])
            var index = segments.count - 1
            while index >= 0 {
                switch segments[index] {
                case .line: result.line(to: points[index])
                case .quad(_, let c): result.quadCurve(to: points[index], control: c)
                case .cubic(_, let c1, let c2): result.curve(to: points[index], control1: c2, control2: c1)
                case .move, .close: break
                }
                index -= 1
            }
            if closed { result.closeSubpath() }
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                start = p
            case .close:
                closed = true
                let subpathStart = start
                finish()
                start = subpathStart  // a segment after a close starts where the subpath did
            case .line, .quad, .cubic:
                if start == nil { start = .zero }
                segments.append(element)
            }
        }
        finish()
        return result
    }
}

extension Path {
    /// The smallest rect holding every point the path passes through: its end points and the
    /// extremes of its curves, not their control points (Core Graphics' `boundingBoxOfPath`);
    /// nil for an empty path.
    public var tightBounds: Rect? {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func add(_ p: Point) {
            guard let b = box else { return box = (p.x, p.y, p.x, p.y) }
            box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y))
        }
        var pen = Point.zero, start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                add(p)
                pen = p
                start = p
            case .line(let p):
                add(p)
                pen = p
            case .quad(let p, let c):
                // A quadratic is the cubic with handles two thirds of the way to its control.
                let c1 = Point(x: pen.x + 2 / 3 * (c.x - pen.x), y: pen.y + 2 / 3 * (c.y - pen.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                addCubicExtremes(pen, c1, c2, p, add)
                pen = p
            case .cubic(let p, let c1, let c2):
                addCubicExtremes(pen, c1, c2, p, add)
                pen = p
            case .close:
                pen = start
            }
        }
        return box.map { Rect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
    }

    /// Adds a cubic's end and the points where it turns in x or in y (its derivative's roots
    /// inside (0, 1)).
    private func addCubicExtremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ add: (Point) -> Void) {
        add(p3)
        func point(_ t: Double) -> Point {
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            return Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
        }
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // The derivative / 3: a t² + b t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { add(point(t)) }
        }
    }
}

extension Path {
    /// The centre lines a stroke in `style` paints, trimmed and cut into its dashes, as a path
    /// of polylines (curves flattened to `tolerance`): each dash an open subpath, a dash round
    /// a whole closed subpath closed (Core Graphics' `copy(dashingWithPhase:lengths:)`).
    public func dashed(_ style: StrokeStyle, tolerance: Double) -> Path {
        guard tolerance > 0, tolerance.isFinite else { return Path() }
        var result = Path()
        for line in CenterlineBuilder(style: style, tolerance: tolerance).centerlines(of: self) {
            guard let first = line.points.first else { continue }
            result.move(to: first)
            for point in line.points.dropFirst() { result.line(to: point) }
            if line.closed { result.closeSubpath() }
        }
        return result
    }
}
