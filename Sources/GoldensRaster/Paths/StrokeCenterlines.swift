/// One piece of a stroke's centre line, ready to be given width: a polyline in the path's
/// local units, closed (joined where it started) or open (capped at both ends), or a single
/// point (a dot: caps only).
struct Centerline {
    var points: [Point]
    /// Per point: true where the path turns at an element boundary (the style's join), false
    /// inside a flattened curve, where the curve's own stroke is what a round join draws.
    var corners: [Bool]
    var closed: Bool
    /// For a dot: the direction its square cap is aligned with.
    var direction: Point = Point(x: 1, y: 0)
}

/// A subpath flattened to a polyline, with the arc length at each vertex.
struct FlatSubpath {
    var points: [Point]
    var corners: [Bool]
    var closed: Bool
    /// Arc length from the start to each point; a closed subpath has one more entry: its
    /// whole length, back at the start.
    var distances: [Double] = []

    var length: Double { distances.last ?? 0 }
}

/// Turns a path into the centre lines a style strokes: curves flattened, the path trimmed to
/// `strokeStart...strokeEnd` of its total length, and cut into dashes.
///
/// Decisions where Core Graphics leaves room:
/// - the dash pattern restarts at the start of every subpath (offset by `dashPhase`), and
///   trimming does not move it: trimming uncovers dashes that stay where they are;
/// - on a closed subpath, a dash that runs over the end continues across the start as one
///   dash (joined there, not capped); a dash covering the whole loop strokes it closed;
/// - a subpath with no length draws a dot (round or square caps; nothing for butt) when it
///   has an element after its move and the pattern is on at its start; a lone move draws nothing;
/// - a zero-length dash (such as `[0, 4]`) is a dot aligned with the path there.
struct CenterlineBuilder {
    let style: StrokeStyle
    /// Largest distance between a curve and its polyline, in local units.
    let tolerance: Double
    /// Points closer than this are one point (so no direction is taken from rounding noise).
    var merge: Double { tolerance * 1e-3 }
    /// Upper bound of dashes in one path, so a pattern far finer than a pixel cannot hang a
    /// frame; the part of the path past it is not drawn.
    static let maximumDashes = 20_000

    func centerlines(of path: Path) -> [Centerline] {
        let subpaths = flatten(path)
        let start = min(max(style.strokeStart, 0), 1), end = min(max(style.strokeEnd, 0), 1)
        guard end > start else { return [] }
        let total = subpaths.reduce(0) { $0 + $1.length }
        let trim = (start * total, end * total)
        let pattern = style.dashPattern
        var lines: [Centerline] = []
        var offset = 0.0
        var dashes = 0
        for subpath in subpaths {
            let length = subpath.length
            defer { offset += length }
            if length == 0 {
                if trim.0 <= offset && offset <= trim.1 && (pattern.map { dashIsOn(atStart: $0) } ?? true) {
                    lines.append(Centerline(points: [subpath.points[0]], corners: [false], closed: false))
                }
                continue
            }
            // Untrimmed ends stay exact (sums of lengths round), so a closed subpath stays closed.
            let from = start <= 0 ? 0 : max(0, trim.0 - offset), to = end >= 1 ? length : min(length, trim.1 - offset)
            guard from < to else { continue }
            var intervals = pattern.map { dashIntervals(length: length, pattern: $0, limit: Self.maximumDashes - dashes) }
                ?? [(0, length)]
            dashes += intervals.count
            intervals = intervals.compactMap { interval in
                if interval.0 == interval.1 { return (from...to).contains(interval.0) ? interval : nil }
                let a = max(interval.0, from), b = min(interval.1, to)
                return a < b ? (a, b) : nil
            }
            if subpath.closed, let first = intervals.first, let last = intervals.last {
                if intervals.count == 1 && first.0 == 0 && first.1 == length {
                    lines.append(Centerline(points: subpath.points, corners: subpath.corners, closed: true))
                    continue
                }
                if intervals.count > 1 && first.0 == 0 && last.1 == length && first.1 > 0 && last.0 < length {
                    intervals.removeFirst()
                    intervals[intervals.count - 1] = (last.0, length + first.1)
                }
            }
            for (a, b) in intervals {
                lines.append(extract(subpath, from: a, to: b))
            }
        }
        return lines
    }

    // MARK: Flattening

    /// The subpaths as polylines, consecutive equal points merged. Subpaths that draw nothing
    /// (a lone move) are left out.
    func flatten(_ path: Path) -> [FlatSubpath] {
        var subpaths: [FlatSubpath] = []
        var current = FlatSubpath(points: [], corners: [], closed: false)
        var drawn = false
        var afterMove = false
        var start = Point.zero, pen = Point.zero
        func finish(closed: Bool) {
            if drawn && !current.points.isEmpty {
                current.closed = closed
                if closed && current.points.count > 1, let last = current.points.last, distance(last, current.points[0]) <= merge {
                    current.points.removeLast()
                    current.corners.removeLast()
                }
                current.distances = arcLengths(current.points, closed: closed)
                subpaths.append(current)
            }
            current = FlatSubpath(points: [], corners: [], closed: false)
            drawn = false
            afterMove = false
        }
        func add(_ p: Point, corner: Bool) {
            if current.points.isEmpty {
                current.points.append(pen)
                current.corners.append(true)
            }
            drawn = true
            if let last = current.points.last, distance(last, p) <= merge {
                if corner { current.corners[current.corners.count - 1] = true }
                return
            }
            current.points.append(p)
            current.corners.append(corner)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                start = p
                pen = p
                afterMove = true
            case .line(let p):
                add(p, corner: true)
                pen = p
            case .quad(let p, let c):
                // A quadratic is the cubic with handles two thirds of the way to its control.
                let c1 = Point(x: pen.x + 2 / 3 * (c.x - pen.x), y: pen.y + 2 / 3 * (c.y - pen.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                addCubic(pen, c1, c2, p, add)
                pen = p
            case .cubic(let p, let c1, let c2):
                addCubic(pen, c1, c2, p, add)
                pen = p
            case .close:
                if current.points.isEmpty && afterMove {
                    add(pen, corner: true)  // `M p Z`: a subpath of no length that draws
                }
                finish(closed: true)
                pen = start
            }
        }
        finish(closed: false)
        return subpaths
    }

    /// Points at equal steps of the parameter, as many as Wang's bound asks for `tolerance`.
    private func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ add: (Point, Bool) -> Void) {
        let n = Flattener.cubicSegmentCount(p0, p1, p2, p3, tolerance: tolerance)
        var i = 1
        while i < n {
            let t = Double(i) / Double(n), u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            add(Point(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y), false)
            i += 1
        }
        add(p3, true)
    }

    private func arcLengths(_ points: [Point], closed: Bool) -> [Double] {
        var result: [Double] = [0]
        result.reserveCapacity(points.count + 1)
        var total = 0.0
        for i in points.indices.dropFirst() {
            total += distance(points[i - 1], points[i])
            result.append(total)
        }
        if closed && points.count > 1 {
            result.append(total + distance(points[points.count - 1], points[0]))
        }
        return result
    }

    // MARK: Dashes

    /// Where the pattern, entered `dashPhase` in, starts: the element's index and what is
    /// left of it. A zero-length element at the very point counts (it is a dot there).
    private func patternStart(_ pattern: [Double]) -> (index: Int, remaining: Double) {
        let period = pattern.reduce(0, +)
        var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        var index = 0
        while phase > pattern[index] || (phase == pattern[index] && pattern[index] > 0) {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        return (index, pattern[index] - phase)
    }

    private func dashIsOn(atStart pattern: [Double]) -> Bool {
        patternStart(pattern).index % 2 == 0
    }

    /// The painted intervals of a subpath of `length`, in arc length: positive dashes that
    /// start before the end, and zero-length ones up to and at the end.
    private func dashIntervals(length: Double, pattern: [Double], limit: Int) -> [(Double, Double)] {
        var (index, remaining) = patternStart(pattern)
        var intervals: [(Double, Double)] = []
        var s = 0.0
        while s <= length && intervals.count < limit {
            let end = s + remaining
            if index % 2 == 0 {
                if remaining == 0 {
                    intervals.append((s, s))
                } else if s < length {
                    intervals.append((s, min(end, length)))
                }
            }
            s = end
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
        return intervals
    }

    // MARK: Extraction

    /// The centre line between arc lengths `a` and `b` of `subpath`; on a closed subpath `b`
    /// may pass its length, continuing across the start.
    func extract(_ subpath: FlatSubpath, from a: Double, to b: Double) -> Centerline {
        let n = subpath.points.count
        let length = subpath.length
        // Vertices unrolled: a closed subpath's vertex v is vertex v mod n, one loop on.
        let count = subpath.closed ? 2 * n + 1 : n
        func position(_ v: Int) -> Double { v <= n && v < subpath.distances.count ? subpath.distances[v] : length + subpath.distances[v - n] }
        func point(_ v: Int) -> Point { subpath.points[v % n] }
        func at(_ v: Int, _ s: Double) -> Point {
            guard v + 1 < count else { return point(v) }
            let span = position(v + 1) - position(v)
            let t = span > 0 ? (s - position(v)) / span : 0
            if t <= 0 { return point(v) }
            if t >= 1 { return point(v + 1) }
            let p = point(v), q = point(v + 1)
            return Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        // The segment holding `a`: the first v (at most count - 2) with position(v + 1) > a,
        // found by bisection (positions only grow), so cutting a long path into thousands of
        // dashes does not walk it from the start for each.
        var v = 0, last = max(0, count - 2)
        while v < last {
            let mid = (v + last) / 2
            if position(mid + 1) <= a { v = mid + 1 } else { last = mid }
        }
        var line = Centerline(points: [at(v, a)], corners: [false], closed: false)
        line.direction = unit(point(v), point(v + 1 < count ? v + 1 : v)) ?? Point(x: 1, y: 0)
        var w = v + 1
        while w < count && position(w) < b {
            if distance(point(w), line.points[line.points.count - 1]) > merge {
                line.points.append(point(w))
                line.corners.append(subpath.corners[w % n])
            }
            w += 1
        }
        let end = at(w - 1, b)
        if distance(end, line.points[line.points.count - 1]) > merge {
            line.points.append(end)
            line.corners.append(false)
        }
        return line
    }
}

/// The distance between two points.
func distance(_ p: Point, _ q: Point) -> Double {
    let dx = q.x - p.x, dy = q.y - p.y
    return (dx * dx + dy * dy).squareRoot()
}

/// The unit vector from `p` toward `q`, or nil when they are the same point.
func unit(_ p: Point, _ q: Point) -> Point? {
    let d = distance(p, q)
    guard d > 0, d.isFinite else { return nil }
    return Point(x: (q.x - p.x) / d, y: (q.y - p.y) / d)
}
