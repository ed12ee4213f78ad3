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
    private(set) var box: PixelBounds
    /// x0, y0, x1, y1 per edge, in sub-pixel units relative to (box.x0, box.y0).
    private(set) var coordinates: UnsafeMutablePointer<Int32>
    private var capacity: Int
    /// Number of Int32 values in `coordinates` (four per edge).
    private(set) var valueCount = 0

    init(box: PixelBounds = .empty) {
        self.box = box
        capacity = 256
        coordinates = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    }

    deinit { coordinates.deallocate() }

    /// Empties the list for a new shape clipped to `box`.
    func reset(box: PixelBounds) {
        self.box = box
        valueCount = 0
    }

    var count: Int { valueCount / 4 }

    /// Appends segments through an `EdgeWriter` (see there), then keeps what it wrote.
    func write(_ body: (inout EdgeWriter) -> Void) {
        var writer = EdgeWriter(box: box, coordinates: coordinates, capacity: capacity, valueCount: valueCount)
        body(&writer)
        coordinates = writer.coordinates
        capacity = writer.capacity
        valueCount = writer.valueCount
    }
}
