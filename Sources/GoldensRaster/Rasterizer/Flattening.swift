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

        @_transparent
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
    @_transparent
    static func snap(_ p: Point) -> Point {
        let s = Double(EdgeList.subpixels)
        return Point(x: (p.x * s).rounded() / s, y: (p.y * s).rounded() / s)
    }

    /// Appends the closed outline of `path` under `transform` to `edges`.
    static func flatten(_ path: Path, transform: Transform, into edges: EdgeList) {
        edges.write { flatten(path, transform: transform, into: &$0) }
    }

    private static func flatten(_ path: Path, transform: Transform, into edges: inout EdgeWriter) {
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
                    addCubic(current, cc1, cc2, p2, &edges)
                    current = p2
                case .cubic(let p, let c1, let c2):
                    if !open { start = current; open = true }
                    let q = snap(p.applying(transform))
                    addCubic(current, snap(c1.applying(transform)), snap(c2.applying(transform)), q, &edges)
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
    @_transparent
    static func cubicSegmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let ddx0 = p0.x - 2 * p1.x + p2.x, ddy0 = p0.y - 2 * p1.y + p2.y
        let ddx1 = p1.x - 2 * p2.x + p3.x, ddy1 = p1.y - 2 * p2.y + p3.y
        // Comparisons rather than the generic `max` and `min`, which a debug build calls unspecialized.
        let d0 = (ddx0 * ddx0 + ddy0 * ddy0).squareRoot(), d1 = (ddx1 * ddx1 + ddy1 * ddy1).squareRoot()
        let exact = (0.75 * (d1 >= d0 ? d1 : d0) / tolerance).squareRoot().rounded(.up)
        guard exact.isFinite, exact < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return exact < 1 ? 1 : Int(exact)
    }

    @_transparent
    private static func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ edges: inout EdgeWriter) {
        // A curve whose control polygon misses the box (or lies wholly to its left) winds the
        // visible pixels exactly like its chord: the two differ by a closed loop outside the box.
        // (Comparisons: the variadic `min` and `max` allocate an array per call in debug.)
        var minX = p0.x, maxX = p0.x, minY = p0.y, maxY = p0.y
        if p1.x < minX { minX = p1.x } else if p1.x > maxX { maxX = p1.x }
        if p2.x < minX { minX = p2.x } else if p2.x > maxX { maxX = p2.x }
        if p3.x < minX { minX = p3.x } else if p3.x > maxX { maxX = p3.x }
        if p1.y < minY { minY = p1.y } else if p1.y > maxY { maxY = p1.y }
        if p2.y < minY { minY = p2.y } else if p2.y > maxY { maxY = p2.y }
        if p3.y < minY { minY = p3.y } else if p3.y > maxY { maxY = p3.y }
        if edges.misses(minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            edges.addLine(p0.x, p0.y, p3.x, p3.y)
            return
        }
        let n = cubicSegmentCount(p0, p1, p2, p3, tolerance: tolerance)
        // Evaluate the polynomial form at t = i / n.
        let ax = p3.x - p0.x + 3 * (p1.x - p2.x), bx = 3 * (p0.x - 2 * p1.x + p2.x), cx = 3 * (p1.x - p0.x)
        let ay = p3.y - p0.y + 3 * (p1.y - p2.y), by = 3 * (p0.y - 2 * p1.y + p2.y), cy = 3 * (p1.y - p0.y)
        var previousX = p0.x, previousY = p0.y
        var t = 0.0, x = 0.0, y = 0.0
        let count = Double(n)
        var i = 1
        while i < n {
            t = Double(i) / count
            x = ((ax * t + bx) * t + cx) * t + p0.x
            y = ((ay * t + by) * t + cy) * t + p0.y
            edges.addLine(previousX, previousY, x, y)
            previousX = x
            previousY = y
            i += 1
        }
        edges.addLine(previousX, previousY, p3.x, p3.y)
    }
}

/// The appending end of an `EdgeList`, as a value: the box as ready-made doubles and the
/// storage as plain fields, so the per-segment work touches no class properties (each of which
/// a debug build checks for exclusive access, twice per read) and repeats no conversions. It
/// lives in this file, beside the flattener, because a debug build inlines `@_transparent`
/// functions only within their file.
struct EdgeWriter {
    private let left: Double, right: Double, top: Double, bottom: Double
    /// The largest quantized x and y (the box's size in sub-pixel steps).
    private let maxX: Double, maxY: Double
    var coordinates: UnsafeMutablePointer<Int32>
    var capacity: Int
    var valueCount: Int

    init(box: PixelRect, coordinates: UnsafeMutablePointer<Int32>, capacity: Int, valueCount: Int) {
        left = Double(box.x0)
        right = Double(box.x1)
        top = Double(box.y0)
        bottom = Double(box.y1)
        let scale = Double(EdgeList.subpixels)
        maxX = Double(box.width) * scale
        maxY = Double(box.height) * scale
        self.coordinates = coordinates
        self.capacity = capacity
        self.valueCount = valueCount
    }

    /// True when a shape within `minX...maxX` × `minY...maxY` lies wholly outside the box's
    /// rows or columns, or wholly to its left.
    @_transparent
    func misses(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        maxX <= left || minX >= right || maxY <= top || minY >= bottom
    }

    /// Adds the device-space segment (x0, y0)–(x1, y1), clipped to the box:
    /// - parts above or below the box are dropped (they cover no visible row);
    /// - parts right of the box are dropped (coverage accumulates left to right);
    /// - parts left of the box are moved onto its left edge, keeping their vertical extent,
    ///   because they still wind every pixel to their right.
    @_transparent
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }  // horizontal (and NaN: NaN != NaN is true, checked below)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        // Clip in y, always interpolating from the original endpoints so that a shared
        // endpoint of two segments is clipped the same way.
        if ay < top || ay > bottom || by < top || by > bottom {
            let slope = (x1 - x0) / (y1 - y0)
            if ay < top { ax = x0 + (top - y0) * slope; ay = top }
            if ay > bottom { ax = x0 + (bottom - y0) * slope; ay = bottom }
            if by < top { bx = x0 + (top - y0) * slope; by = top }
            if by > bottom { bx = x0 + (bottom - y0) * slope; by = bottom }
            guard ax.isFinite, bx.isFinite else { return }
        }
        if ax >= right && bx >= right { return }
        if ax <= left && bx <= left {
            append(left, ay, left, by)
            return
        }
        if ax >= left && bx >= left && ax <= right && bx <= right {
            append(ax, ay, bx, by)
            return
        }
        // Split where the segment crosses the left and right edges of the box, in order
        // along the segment (no allocation: this runs for every edge of every glyph).
        let inverse = (by - ay) / (bx - ax)
        var px = ax, py = ay
        let first = ax < bx ? left : right, second = ax < bx ? right : left
        if (ax < first && first < bx) || (bx < first && first < ax) {
            let y = ay + (first - ax) * inverse
            piece(px, py, first, y)
            px = first
            py = y
        }
        if (ax < second && second < bx) || (bx < second && second < ax) {
            let y = ay + (second - ax) * inverse
            piece(px, py, second, y)
            px = second
            py = y
        }
        piece(px, py, bx, by)
    }

    /// A piece lying wholly left of, inside, or right of the box.
    @_transparent
    private mutating func piece(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double) {
        let mid = (px + qx) / 2
        if mid <= left {
            append(left, py, left, qy)
        } else if mid < right {
            append(px, py, qx, qy)
        }
    }

    /// Quantizes a segment that lies (up to rounding) inside the box.
    @_transparent
    private mutating func append(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let scale = Double(EdgeList.subpixels)
        let qy0 = EdgeWriter.quantize((y0 - top) * scale, maxY)
        let qy1 = EdgeWriter.quantize((y1 - top) * scale, maxY)
        if qy0 == qy1 { return }
        if valueCount &+ 4 > capacity {
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
            larger.update(from: coordinates, count: valueCount)  // rare: capacity doubles
            coordinates.deallocate()
            coordinates = larger
            capacity *= 2
        }
        let out = coordinates + valueCount
        out[0] = EdgeWriter.quantize((x0 - left) * scale, maxX)
        out[1] = qy0
        out[2] = EdgeWriter.quantize((x1 - left) * scale, maxX)
        out[3] = qy1
        valueCount &+= 4
    }

    @_transparent
    private static func quantize(_ value: Double, _ limit: Double) -> Int32 {
        let v = value.rounded()
        if !(v > 0) { return 0 }
        if v > limit { return Int32(limit) }
        return Int32(v)
    }
}
