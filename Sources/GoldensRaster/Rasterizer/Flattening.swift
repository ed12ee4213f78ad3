/// Turns a path into device-space line segments for the coverage accumulator.
///
/// Order of operations, chosen for stable output:
/// 1. every point is mapped to device pixels and **snapped** to the sub-pixel grid
///    (1/256 px), so ulp-level differences in the inputs vanish before anything depends on them;
/// 2. curves are split into `n` equal-parameter segments, `n` from Wang's bound on the second
///    differences of the (snapped) control points, so the chord error stays under `tolerance`
///    **device** pixels: a @3x frame is exactly as smooth as a @1x one;
/// 3. segments are clipped to the drawing box and quantized (see `EdgeList`).
struct Flattener {
    /// Largest distance between a curve and its polyline, in device pixels.
    static let tolerance = 0.05
    /// Upper bound of segments per curve, so hostile curves (1e7 px long) cannot hang a frame.
    static let maximumSegmentsPerCurve = 2048

    /// The device-space bounds of a path's control points after snapping, or nil when a point
    /// is not finite (such a path draws nothing).
    static func deviceBounds(of path: Path, transform: Transform) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        // Snapping is monotonic, so the extremes of the snapped points are the snapped
        // extremes: four roundings per path instead of two per point. A point whose snap
        // overflows is an extreme, so its overflow still shows.
        var bounds = Bounds()
        path.elements.withUnsafeBufferPointer { elements in
            var index = 0
            while index < elements.count {
                switch elements[index] {
                case .move(let p), .line(let p):
                    bounds.add(p.applying(transform))
                case .quad(let p, let c):
                    bounds.add(p.applying(transform))
                    bounds.add(c.applying(transform))
                case .cubic(let p, let c1, let c2):
                    bounds.add(p.applying(transform))
                    bounds.add(c1.applying(transform))
                    bounds.add(c2.applying(transform))
                case .close:
                    break
                }
                index &+= 1
            }
        }
        guard bounds.finite, bounds.minX <= bounds.maxX else { return nil }
        let low = snap(Point(x: bounds.minX, y: bounds.minY)), high = snap(Point(x: bounds.maxX, y: bounds.maxY))
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { return nil }
        return (low.x, low.y, high.x, high.y)
    }

    /// A running bounding box that notices non-finite points.
    private struct Bounds {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var finite = true

        mutating func add(_ q: Point) {
            if !(q.x.isFinite && q.y.isFinite) {
                finite = false
                return
            }
            if q.x < minX { minX = q.x }
            if q.x > maxX { maxX = q.x }
            if q.y < minY { minY = q.y }
            if q.y > maxY { maxY = q.y }
        }
    }

    /// A device point rounded to the sub-pixel grid (exact in a Double).
    @inline(__always)
    static func snap(_ p: Point) -> Point {
        let s = Double(EdgeList.subpixels)
        return Point(x: (p.x * s).rounded() / s, y: (p.y * s).rounded() / s)
    }

    /// Appends the closed outline of `path` under `transform` to `edges`.
    static func flatten(_ path: Path, transform: Transform, into edges: EdgeList) {
        var start = Point.zero
        var current = Point.zero
        var open = false
        // Indexing a buffer instead of `for in`: the generic iterator is slow in debug builds.
        path.elements.withUnsafeBufferPointer { elements in
            var index = 0
            while index < elements.count {
                let element = elements[index]
                index &+= 1
                switch element {
                case .move(let p):
                    if open { edges.addLine(current.x, current.y, start.x, start.y) }
                    start = snap(p.applying(transform))
                    current = start
                    open = true
                case .line(let p):
                    let q = snap(p.applying(transform))
                    if !open { start = current; open = true }
                    edges.addLine(current.x, current.y, q.x, q.y)
                    current = q
                case .quad(let p, let c):
                    if !open { start = current; open = true }
                    let c1 = snap(c.applying(transform)), p2 = snap(p.applying(transform))
                    // Degree elevation keeps one curve routine: a quadratic is an exact cubic.
                    let cc1 = Point(x: current.x + 2.0 / 3.0 * (c1.x - current.x), y: current.y + 2.0 / 3.0 * (c1.y - current.y))
                    let cc2 = Point(x: p2.x + 2.0 / 3.0 * (c1.x - p2.x), y: p2.y + 2.0 / 3.0 * (c1.y - p2.y))
                    addCubic(current, cc1, cc2, p2, edges)
                    current = p2
                case .cubic(let p, let c1, let c2):
                    if !open { start = current; open = true }
                    let q = snap(p.applying(transform))
                    addCubic(current, snap(c1.applying(transform)), snap(c2.applying(transform)), q, edges)
                    current = q
                case .close:
                    if open { edges.addLine(current.x, current.y, start.x, start.y) }
                    current = start
                    open = false
                }
            }
        }
        if open { edges.addLine(current.x, current.y, start.x, start.y) }
    }

    /// How many equal-parameter segments keep a cubic's polyline within `tolerance` of it
    /// (in the points' units), by Wang's formula: n = sqrt(3·2/8 · max|second difference| / tolerance),
    /// at most `maximumSegmentsPerCurve`.
    static func cubicSegmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let ddx0 = p0.x - 2 * p1.x + p2.x, ddy0 = p0.y - 2 * p1.y + p2.y
        let ddx1 = p1.x - 2 * p2.x + p3.x, ddy1 = p1.y - 2 * p2.y + p3.y
        let dd = max((ddx0 * ddx0 + ddy0 * ddy0).squareRoot(), (ddx1 * ddx1 + ddy1 * ddy1).squareRoot())
        let exact = (0.75 * dd / tolerance).squareRoot().rounded(.up)
        return exact.isFinite ? max(1, min(Int(min(exact, 1e9)), maximumSegmentsPerCurve)) : maximumSegmentsPerCurve
    }

    private static func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ edges: EdgeList) {
        // A curve whose control polygon misses the box (or lies wholly to its left) winds the
        // visible pixels exactly like its chord: the two differ by a closed loop outside the box.
        let box = edges.box
        let minX = min(p0.x, p1.x, p2.x, p3.x), maxX = max(p0.x, p1.x, p2.x, p3.x)
        let minY = min(p0.y, p1.y, p2.y, p3.y), maxY = max(p0.y, p1.y, p2.y, p3.y)
        if maxX <= Double(box.x0) || minX >= Double(box.x1) || maxY <= Double(box.y0) || minY >= Double(box.y1) {
            edges.addLine(p0.x, p0.y, p3.x, p3.y)
            return
        }
        let n = cubicSegmentCount(p0, p1, p2, p3, tolerance: tolerance)
        // Evaluate the polynomial form at t = i / n.
        let ax = p3.x - p0.x + 3 * (p1.x - p2.x), bx = 3 * (p0.x - 2 * p1.x + p2.x), cx = 3 * (p1.x - p0.x)
        let ay = p3.y - p0.y + 3 * (p1.y - p2.y), by = 3 * (p0.y - 2 * p1.y + p2.y), cy = 3 * (p1.y - p0.y)
        var previousX = p0.x, previousY = p0.y
        var i = 1
        while i < n {
            let t = Double(i) / Double(n)
            let x = ((ax * t + bx) * t + cx) * t + p0.x
            let y = ((ay * t + by) * t + cy) * t + p0.y
            edges.addLine(previousX, previousY, x, y)
            previousX = x
            previousY = y
            i += 1
        }
        edges.addLine(previousX, previousY, p3.x, p3.y)
    }
}
