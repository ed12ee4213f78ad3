/// The decoder's memory for one frame component: its coefficient blocks, which the scans fill
/// (a progressive file adds to them scan by scan), and the quantization table it was coded with.
final class ComponentStorage {
    let frame: FrameComponent
    /// `blocksPerLine * blocksPerColumn` blocks of 64 coefficients in natural order, zeroed at first.
    let coefficients: UnsafeMutablePointer<Int16>
    /// 64 quantizer steps in natural order, copied when the component's first scan starts: a
    /// file may redefine a table for later components, never for one already under way.
    let quantization: UnsafeMutablePointer<Int32>
    var hasQuantization = false
    var scanCount = 0

    init(_ frame: FrameComponent) {
        self.frame = frame
        let count = frame.blocksPerLine * frame.blocksPerColumn * 64
        coefficients = .allocate(capacity: count)
        coefficients.initialize(repeating: 0, count: count)
        quantization = .allocate(capacity: 64)
        quantization.initialize(repeating: 0, count: 64)
    }

    deinit {
        coefficients.deallocate()
        quantization.deallocate()
    }
}

/// The zigzag order in which a block's coefficients are coded: entry k is the natural (row by row)
/// index of the k-th coded coefficient, from low frequencies to high.
enum ZigZag {
    static let naturalOrder: [Int32] = [
        0, 1, 8, 16, 9, 2, 3, 10,
        17, 24, 32, 25, 18, 11, 4, 5,
        12, 19, 26, 33, 40, 48, 41, 34,
        27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36,
        29, 22, 15, 23, 30, 37, 44, 51,
        58, 59, 52, 45, 38, 31, 39, 46,
        53, 60, 61, 54, 47, 55, 62, 63,
    ]
}
