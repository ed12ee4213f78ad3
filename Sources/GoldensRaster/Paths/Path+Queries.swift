/// Questions Core Graphics answers about a path without drawing it (`CGPath.contains`,
/// `UIBezierPath.reversing()`).
extension Path {
    /// Whether a fill of the path with `rule` covers `point`: every subpath closed, curves
    /// flattened to a thousandth of a unit, the winding number counted along a ray to +x. A
    /// point exactly on an edge counts as inside when the edge is crossed upward-inclusive, as
    /// a rasterizer's half-open rule does (so a point on a rect's left or top edge is inside).
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
                if x >= point.x { winding += upward ? 1 : -1 }
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
