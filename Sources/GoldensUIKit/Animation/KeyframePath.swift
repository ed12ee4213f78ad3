import Foundation
import GoldensScene

/// A `CAKeyframeAnimation.path` as keyframes of a point property: points along the path with
/// the times they are reached, and the path's direction there for `rotationMode`.
///
/// Core Animation makes every element of the path (each line and curve) a keyframe. In the paced
/// modes the point moves at a constant speed along the whole path; otherwise each element takes
/// an equal share of the duration (or the share `keyTimes` gives, one time per element end), and
/// a curve is traversed by its own parameter. Curves are followed through 16 points each, close
/// enough that no frame tells them from the curve at phone sizes.
struct KeyframePath {
    private(set) var points: [Point] = []
    private(set) var times: [Double] = []
    /// The direction of travel (the path's tangent) at the start and at the end of the step from
    /// each point to the next: a line's own direction, a curve's derivative at those points.
    private var stepTangents: [(start: Point, end: Point)] = []

    private static let stepsPerCurve = 16

    /// Nil for a path with no segment to travel.
    init?(_ path: Path, keyTimes: [Double]?, paced: Bool, discrete: Bool) {
        // Each element's points after its start, and the tangents of its steps.
        var elements: [[Point]] = []
        var tangents: [[(start: Point, end: Point)]] = []
        var start: Point?
        var subpathStart: Point?
        var firstPoint: Point?
        /// A cubic's points through `stepsPerCurve` steps, and its derivative at each step's ends.
        func appendCubic(_ from: Point, _ c1: Point, _ c2: Point, _ p: Point) {
            if firstPoint == nil { firstPoint = from }
            elements.append((1...Self.stepsPerCurve).map { step in
                let t = Double(step) / Double(Self.stepsPerCurve), u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                return Point(x: a * from.x + b * c1.x + c * c2.x + d * p.x,
                             y: a * from.y + b * c1.y + c * c2.y + d * p.y)
            })
            tangents.append(Self.curveTangents { t in
                let u = 1 - t
                return Point(x: 3 * u * u * (c1.x - from.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p.x - c2.x),
                             y: 3 * u * u * (c1.y - from.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p.y - c2.y))
            })
            start = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                start = p
                subpathStart = p
                if firstPoint == nil { firstPoint = p }
            case .line(let p):
                let from = start ?? p
                if firstPoint == nil { firstPoint = from }
                elements.append([p])
                let direction = Point(x: p.x - from.x, y: p.y - from.y)
                tangents.append([(direction, direction)])
                start = p
            case .quad(let p, let c):
                // A quadratic is the cubic with handles two thirds of the way to its control
                // (the same curve at the same parameter), as the rasterizer's flattening takes it.
                let from = start ?? c
                appendCubic(from, Point(x: from.x + 2 / 3 * (c.x - from.x), y: from.y + 2 / 3 * (c.y - from.y)),
                            Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
            case .cubic(let p, let c1, let c2):
                appendCubic(start ?? c1, c1, c2, p)
            case .close:
                if let subpathStart, let current = start, current != subpathStart {
                    elements.append([subpathStart])
                    let direction = Point(x: subpathStart.x - current.x, y: subpathStart.y - current.y)
                    tangents.append([(direction, direction)])
                }
                start = subpathStart
            }
        }
        // A path with a point that is not a number has no way to travel.
        guard let origin = firstPoint, !elements.isEmpty, origin.x.isFinite, origin.y.isFinite,
              elements.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return nil }

        points = [origin]
        var elementOf: [Int] = [0]
        var fractionOf: [Double] = [0]
        var allTangents: [(start: Point, end: Point)] = []
        for (index, element) in elements.enumerated() {
            allTangents += tangents[index]
            for (step, point) in element.enumerated() {
                points.append(point)
                elementOf.append(index)
                fractionOf.append(Double(step + 1) / Double(element.count))
            }
        }

        if paced {
            var lengths: [Double] = [0]
            for i in 1..<points.count {
                let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
                lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
            }
            let total = lengths[lengths.count - 1]
            times = total > 0 ? lengths.map { $0 / total } : points.indices.map { Double($0) / Double(points.count - 1) }
        } else {
            // One time per element end: the given key times when there is one per vertex.
            let vertexTimes = keyTimes.flatMap { $0.count == elements.count + 1 && $0.allSatisfy(\.isFinite) ? $0 : nil }
                ?? (0...elements.count).map { Double($0) / Double(elements.count) }
            times = points.indices.map { i in
                guard i > 0 else { return vertexTimes[0] }
                let element = elementOf[i]
                return vertexTimes[element] + fractionOf[i] * (vertexTimes[element + 1] - vertexTimes[element])
            }
        }

        // A step whose tangent vanishes (a curve starting on its control point) turns along its chord.
        stepTangents = allTangents.enumerated().map { i, pair in
            let chord = Point(x: points[i + 1].x - points[i].x, y: points[i + 1].y - points[i].y)
            let fallback = Self.unit(chord) ?? Point(x: 1, y: 0)
            return (Self.unit(pair.start) ?? fallback, Self.unit(pair.end) ?? fallback)
        }

        if discrete {
            // Only the elements' ends are keyframes: the point jumps from one to the next.
            let kept = points.indices.filter { $0 == 0 || fractionOf[$0] == 1 }
            points = kept.map { points[$0] }
            times = kept.map { times[$0] }
            stepTangents = kept.dropLast().map { stepTangents[$0] }
        }
    }

    private static func curveTangents(_ derivative: (Double) -> Point) -> [(start: Point, end: Point)] {
        (1...stepsPerCurve).map { step in
            (derivative(Double(step - 1) / Double(stepsPerCurve)), derivative(Double(step) / Double(stepsPerCurve)))
        }
    }

    /// The direction of travel at `progress`: the tangent of the step it falls in, between the
    /// tangents at the step's ends (so a curve turns smoothly and a corner turns at once).
    func direction(at progress: Double) -> Point {
        guard !stepTangents.isEmpty else { return Point(x: 1, y: 0) }
        var index = 0
        while index < stepTangents.count - 1, progress >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        let fraction = span > 0 ? min(1, max(0, (progress - times[index]) / span)) : 0
        let (a, b) = stepTangents[index]
        return Self.unit(Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)) ?? a
    }

    private static func unit(_ v: Point) -> Point? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 1e-12 ? Point(x: v.x / length, y: v.y / length) : nil
    }
}
