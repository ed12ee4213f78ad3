/// Line segments ready for coverage: clipped to a pixel box and quantized to a fixed grid of
/// `EdgeList.subpixels` steps per pixel, relative to the box's top-left corner.
///
/// Why a fixed grid: every coordinate that reaches the coverage accumulator is an integer, so
/// coverage is computed in exact integer arithmetic (the same bytes on every CPU), and inputs
/// that differ by an ulp (another libm, another compiler) round to the same grid point.
///
/// A render keeps one list and refills it for every shape (`reset`), so its storage is
/// allocated once; it is a plain buffer rather than an array because generic array appends
/// are slow in debug builds and a line of text has thousands of edges.
final class EdgeList {
    /// Sub-pixel steps per pixel, in x and in y (a power of two: 8 bits of fraction).
    static let subpixelShift = 8
    static let subpixels = 1 << subpixelShift

    /// The device pixels the edges were clipped to.
    private(set) var box: PixelRect
    /// x0, y0, x1, y1 per edge, in sub-pixel units relative to (box.x0, box.y0).
    private(set) var coordinates: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// Number of Int32 values in `coordinates` (four per edge).
    private(set) var valueCount = 0

    init(box: PixelRect = .empty) {
        self.box = box
        capacity = 256
        coordinates = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    }

    deinit { coordinates.deallocate() }

    /// Empties the list for a new shape clipped to `box`.
    func reset(box: PixelRect) {
        self.box = box
        valueCount = 0
    }

    var count: Int { valueCount / 4 }

    /// Adds the device-space segment (x0, y0)–(x1, y1), clipped to the box:
    /// - parts above or below the box are dropped (they cover no visible row);
    /// - parts right of the box are dropped (coverage accumulates left to right);
    /// - parts left of the box are moved onto its left edge, keeping their vertical extent,
    ///   because they still wind every pixel to their right.
    func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }  // horizontal (and NaN: NaN != NaN is true, checked below)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let top = Double(box.y0), bottom = Double(box.y1)
        if (y0 <= top && y1 <= top) || (y0 >= bottom && y1 >= bottom) { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        // Clip in y, always interpolating from the original endpoints so that a shared
        // endpoint of two segments is clipped the same way.
        let slope = (x1 - x0) / (y1 - y0)
        if ay < top { ax = x0 + (top - y0) * slope; ay = top }
        if ay > bottom { ax = x0 + (bottom - y0) * slope; ay = bottom }
        if by < top { bx = x0 + (top - y0) * slope; by = top }
        if by > bottom { bx = x0 + (bottom - y0) * slope; by = bottom }
        guard ax.isFinite, bx.isFinite else { return }

        let left = Double(box.x0), right = Double(box.x1)
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
        let (first, second) = ax < bx ? (left, right) : (right, left)
        if (ax < first && first < bx) || (bx < first && first < ax) {
            let y = ay + (first - ax) * inverse
            piece(px, py, first, y, left: left, right: right)
            px = first
            py = y
        }
        if (ax < second && second < bx) || (bx < second && second < ax) {
            let y = ay + (second - ax) * inverse
            piece(px, py, second, y, left: left, right: right)
            px = second
            py = y
        }
        piece(px, py, bx, by, left: left, right: right)
    }

    /// A piece lying wholly left of, inside, or right of the box.
    private func piece(_ px: Double, _ py: Double, _ qx: Double, _ qy: Double, left: Double, right: Double) {
        let mid = (px + qx) / 2
        if mid <= left {
            append(left, py, left, qy)
        } else if mid < right {
            append(px, py, qx, qy)
        }
    }

    /// Quantizes a segment that lies (up to rounding) inside the box.
    private func append(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let scale = Double(EdgeList.subpixels)
        let maxX = Double(box.width) * scale, maxY = Double(box.height) * scale
        let qx0 = EdgeList.quantize((x0 - Double(box.x0)) * scale, maxX)
        let qy0 = EdgeList.quantize((y0 - Double(box.y0)) * scale, maxY)
        let qx1 = EdgeList.quantize((x1 - Double(box.x0)) * scale, maxX)
        let qy1 = EdgeList.quantize((y1 - Double(box.y0)) * scale, maxY)
        if qy0 == qy1 { return }
        if valueCount &+ 4 > capacity {
            let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
            larger.update(from: coordinates, count: valueCount)  // rare: capacity doubles
            coordinates.deallocate()
            coordinates = larger
            capacity *= 2
        }
        coordinates[valueCount] = qx0
        coordinates[valueCount &+ 1] = qy0
        coordinates[valueCount &+ 2] = qx1
        coordinates[valueCount &+ 3] = qy1
        valueCount &+= 4
    }

    private static func quantize(_ value: Double, _ limit: Double) -> Int32 {
        let v = value.rounded()
        if !(v > 0) { return 0 }
        if v > limit { return Int32(limit) }
        return Int32(v)
    }
}
