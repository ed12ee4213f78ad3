#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
                    bounds.add(mapped(p, transform))
                case .quad(let p, let c):
                    bounds.add(mapped(p, transform))
                    bounds.add(mapped(c, transform))
                case .cubic(let p, let c1, let c2):
                    bounds.add(mapped(p, transform))
                    bounds.add(mapped(c1, transform))
                    bounds.add(mapped(c2, transform))
                case .close:
                    break
                }
                index &+= 1
            }
        }
        guard bounds.allFinite, bounds.minX <= bounds.maxX else { return nil }
        let low = snap(Point(x: bounds.minX, y: bounds.minY)), high = snap(Point(x: bounds.maxX, y: bounds.maxY))
        guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { return nil }
        return (low.x, low.y, high.x, high.y)
    }

    /// A running bounding box that notices non-finite points.
    private struct Bounds {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var allFinite = true

        @_transparent
        mutating func add(_ q: (x: Double, y: Double)) {
            if !(finite(q.x) && finite(q.y)) {
                allFinite = false
                return
            }
            if q.x < minX { minX = q.x }
            if q.x > maxX { maxX = q.x }
            if q.y < minY { minY = q.y }
            if q.y > maxY { maxY = q.y }
        }
    }

    /// A device point rounded to the sub-pixel grid (exact in a Double).
    static func snap(_ p: Point) -> Point {
        let s = Double(EdgeList.subpixels)
        return Point(x: round(p.x * s) / s, y: round(p.y * s) / s)
    }

    /// `snap(p.applying(t))` as a pair, with `scale` the sub-pixel steps per pixel. Spelled out
    /// (C's `round`, no `Point`s) because the flattener runs per point in every debug build:
    /// there `Double.rounded()` switches over its rule at each call, and a function of another
    /// file (`applying`, `Point.init`) is never inlined. The arithmetic is `applying`'s, in the
    /// same order, so the bits are the same.
    @_transparent
    private static func device(_ p: Point, _ t: Transform, _ scale: Double) -> (Double, Double) {
        let (x, y) = mapped(p, t)
        return (round(x * scale) / scale, round(y * scale) / scale)
    }

    /// `p.applying(t)` as a pair (see `device`).
    @_transparent
    private static func mapped(_ p: Point, _ t: Transform) -> (x: Double, y: Double) {
        (t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty)
    }

    /// Appends the closed outline of `path` under `transform` to `edges`.
    static func flatten(_ path: Path, transform: Transform, into edges: EdgeList) {
        edges.write { flatten(path, transform: transform, into: &$0) }
    }

    private static func flatten(_ path: Path, transform t: Transform, into edges: inout EdgeWriter) {
        let scale = Double(EdgeList.subpixels)
        var startX = 0.0, startY = 0.0, x = 0.0, y = 0.0
        var open = false
        // Indexing a buffer instead of `for in`: the generic iterator is slow in debug builds.
        path.elements.withUnsafeBufferPointer { elements in
            var index = 0
            var px = 0.0, py = 0.0, c1x = 0.0, c1y = 0.0, c2x = 0.0, c2y = 0.0
            while index < elements.count {
                let element = elements[index]
                index &+= 1
                switch element {
                case .move(let p):
                    if open { edges.addLine(x, y, startX, startY) }
                    (startX, startY) = device(p, t, scale)
                    (x, y) = (startX, startY)
                    open = true
                case .line(let p):
                    (px, py) = device(p, t, scale)
                    if !open { (startX, startY) = (x, y); open = true }
                    edges.addLine(x, y, px, py)
                    (x, y) = (px, py)
                case .quad(let p, let c):
                    if !open { (startX, startY) = (x, y); open = true }
                    (c1x, c1y) = device(c, t, scale)
                    (px, py) = device(p, t, scale)
                    // Degree elevation keeps one curve routine: a quadratic is an exact cubic.
                    addCubic(x, y, x + 2.0 / 3.0 * (c1x - x), y + 2.0 / 3.0 * (c1y - y),
                             px + 2.0 / 3.0 * (c1x - px), py + 2.0 / 3.0 * (c1y - py), px, py, &edges)
                    (x, y) = (px, py)
                case .cubic(let p, let c1, let c2):
                    if !open { (startX, startY) = (x, y); open = true }
                    (px, py) = device(p, t, scale)
                    (c1x, c1y) = device(c1, t, scale)
                    (c2x, c2y) = device(c2, t, scale)
                    addCubic(x, y, c1x, c1y, c2x, c2y, px, py, &edges)
                    (x, y) = (px, py)
                case .close:
                    if open { edges.addLine(x, y, startX, startY) }
                    (x, y) = (startX, startY)
                    open = false
                }
            }
        }
        if open { edges.addLine(x, y, startX, startY) }
    }

    /// How many equal-parameter segments keep a cubic's polyline within `tolerance` of it
    /// (in the points' units), by Wang's formula: n = sqrt(3·2/8 · max|second difference| / tolerance),
    /// at most `maximumSegmentsPerCurve`.
    static func cubicSegmentCount(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        segmentCount(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y, tolerance: tolerance)
    }

    @_transparent
    private static func segmentCount(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                     _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double, tolerance: Double) -> Int {
        let ddx0 = x0 - 2 * x1 + x2, ddy0 = y0 - 2 * y1 + y2
        let ddx1 = x1 - 2 * x2 + x3, ddy1 = y1 - 2 * y2 + y3
        // Comparisons rather than the generic `max` and `min`, which a debug build calls unspecialized.
        let d0 = (ddx0 * ddx0 + ddy0 * ddy0).squareRoot(), d1 = (ddx1 * ddx1 + ddy1 * ddy1).squareRoot()
        let exact = ceil((0.75 * (d1 >= d0 ? d1 : d0) / tolerance).squareRoot())
        guard finite(exact), exact < Double(maximumSegmentsPerCurve) else { return maximumSegmentsPerCurve }
        return exact < 1 ? 1 : Int(exact)
    }

    /// The cubic (x0, y0) … (x3, y3) as line segments (see `segmentCount`).
    @_transparent
    private static func addCubic(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                 _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double, _ edges: inout EdgeWriter) {
        // A curve whose control polygon misses the box (or lies wholly to its left) winds the
        // visible pixels exactly like its chord: the two differ by a closed loop outside the box.
        // (Comparisons: the variadic `min` and `max` allocate an array per call in debug.)
        var minX = x0, maxX = x0, minY = y0, maxY = y0
        if x1 < minX { minX = x1 } else if x1 > maxX { maxX = x1 }
        if x2 < minX { minX = x2 } else if x2 > maxX { maxX = x2 }
        if x3 < minX { minX = x3 } else if x3 > maxX { maxX = x3 }
        if y1 < minY { minY = y1 } else if y1 > maxY { maxY = y1 }
        if y2 < minY { minY = y2 } else if y2 > maxY { maxY = y2 }
        if y3 < minY { minY = y3 } else if y3 > maxY { maxY = y3 }
        if edges.misses(minX: minX, minY: minY, maxX: maxX, maxY: maxY) {
            edges.addLine(x0, y0, x3, y3)
            return
        }
        let n = segmentCount(x0, y0, x1, y1, x2, y2, x3, y3, tolerance: tolerance)
        // Evaluate the polynomial form at t = i / n.
        let ax = x3 - x0 + 3 * (x1 - x2), bx = 3 * (x0 - 2 * x1 + x2), cx = 3 * (x1 - x0)
        let ay = y3 - y0 + 3 * (y1 - y2), by = 3 * (y0 - 2 * y1 + y2), cy = 3 * (y1 - y0)
        var t = 0.0, x = 0.0, y = 0.0
        let count = Double(n)
        var i = 1
        // The curve lies in its control points' hull, up to the rounding of the polynomial
        // (far below the margin): then every segment is appended as `addLine` would (no
        // clipping), each point quantized once. The glyphs of a label take this path.
        let margin = 1.0 / 1024
        if edges.holds(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin) {
            var previous = edges.quantized(x0, y0), next = previous
            while i < n {
                t = Double(i) / count
                next = edges.quantized(((ax * t + bx) * t + cx) * t + x0, ((ay * t + by) * t + cy) * t + y0)
                edges.append(previous, next)
                previous = next
                i += 1
            }
            edges.append(previous, edges.quantized(x3, y3))
            return
        }
        var previousX = x0, previousY = y0
        while i < n {
            t = Double(i) / count
            x = ((ax * t + bx) * t + cx) * t + x0
            y = ((ay * t + by) * t + cy) * t + y0
            edges.addLine(previousX, previousY, x, y)
            previousX = x
            previousY = y
            i += 1
        }
        edges.addLine(previousX, previousY, x3, y3)
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
    /// Sub-pixel steps per pixel (a stored copy: a static is a function call in a debug build).
    private let scale: Double
    var coordinates: UnsafeMutablePointer<Int32>
    var capacity: Int
    var valueCount: Int

    init(box: PixelBounds, coordinates: UnsafeMutablePointer<Int32>, capacity: Int, valueCount: Int) {
        left = Double(box.x0)
        right = Double(box.x1)
        top = Double(box.y0)
        bottom = Double(box.y1)
        scale = Double(EdgeList.subpixels)
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

    /// True when `minX...maxX` × `minY...maxY` lies in the part of the box where `addLine`
    /// appends a segment as it is: left of the right edge (a segment on it is dropped).
    @_transparent
    func holds(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        minX >= left && maxX < right && minY >= top && maxY <= bottom
    }

    /// Adds the device-space segment (x0, y0)–(x1, y1), clipped to the box:
    /// - parts above or below the box are dropped (they cover no visible row);
    /// - parts right of the box are dropped (coverage accumulates left to right);
    /// - parts left of the box are moved onto its left edge, keeping their vertical extent,
    ///   because they still wind every pixel to their right.
    @_transparent
    mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if holds(minX: x0 < x1 ? x0 : x1, minY: y0 < y1 ? y0 : y1, maxX: x0 < x1 ? x1 : x0, maxY: y0 < y1 ? y1 : y0) {
            // What the steps below come to for a segment in the box (NaN fails the test).
            append(quantized(x0, y0), quantized(x1, y1))
            return
        }
        guard y0 != y1 else { return }  // horizontal (and NaN: NaN != NaN is true, checked below)
        guard finite(x0), finite(y0), finite(x1), finite(y1) else { return }
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
            guard finite(ax), finite(bx) else { return }
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
        append(quantized(x0, y0), quantized(x1, y1))
    }

    /// A point inside the box on the sub-pixel grid, relative to the box's top-left corner.
    @_transparent
    func quantized(_ x: Double, _ y: Double) -> (x: Int32, y: Int32) {
        (EdgeWriter.quantize((x - left) * scale, maxX), EdgeWriter.quantize((y - top) * scale, maxY))
    }

    /// Appends the quantized segment a–b unless it is horizontal there.
    @_transparent
    mutating func append(_ a: (x: Int32, y: Int32), _ b: (x: Int32, y: Int32)) {
        if a.y == b.y { return }
        if valueCount &+ 4 > capacity {
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
            larger.update(from: coordinates, count: valueCount)  // rare: capacity doubles
            coordinates.deallocate()
            coordinates = larger
            capacity *= 2
        }
        let out = coordinates + valueCount
        out[0] = a.x
        out[1] = a.y
        out[2] = b.x
        out[3] = b.y
        valueCount &+= 4
    }

    @_transparent
    private static func quantize(_ value: Double, _ limit: Double) -> Int32 {
        let v = round(value)  // C's: see `Flattener.device`
        if !(v > 0) { return 0 }
        if v > limit { return Int32(limit) }
        return Int32(v)
    }
}

/// `x.isFinite` as arithmetic (NaN and the infinities give NaN, finite values 0), which a debug
/// build inlines; it calls the standard library for `isFinite` at every use.
@_transparent
private func finite(_ x: Double) -> Bool {
    x - x == 0
}
