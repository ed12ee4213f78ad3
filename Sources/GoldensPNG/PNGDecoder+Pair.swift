import Dispatch
import GoldensRaster

extension PNGDecoder {
    /// A golden and an actual file, read and decoded for comparison: once when the files are
    /// byte-identical, on two threads when both are large. An error names its file; the
    /// golden's comes first, being the one the user is least likely to expect.
    public static func decodePair(golden goldenPath: String, actual actualPath: String,
                                  limits: PNGDecodeLimits = .default) throws(PNGError) -> (golden: Bitmap, actual: Bitmap) {
        let goldenData = try FileSystem.readFile(at: goldenPath, maxBytes: limits.maxFileBytes)
        let actualData = try FileSystem.readFile(at: actualPath, maxBytes: limits.maxFileBytes)
        if goldenData == actualData {
            let bitmap = try decode(goldenData, file: goldenPath, limits: limits).bitmap
            return (bitmap, bitmap)
        }
        // Waking a second thread costs more than decoding a small image.
        let pixels = { (data: [UInt8]) -> Int in
            guard let (width, height) = declaredSize(data) else { return 0 }
            let (product, overflow) = width.multipliedReportingOverflow(by: height)
            return overflow ? Int.max : product  // a hostile header may claim 2^32 x 2^32
        }
        if min(pixels(goldenData), pixels(actualData)) < parallelPairPixels {
            return (try decode(goldenData, file: goldenPath, limits: limits).bitmap,
                    try decode(actualData, file: actualPath, limits: limits).bitmap)
        }
        let results = UnsafeMutablePointer<Result<Bitmap, PNGError>>.allocate(capacity: 2)
        defer { results.deinitialize(count: 2).deallocate() }
        let inputs = [(goldenData, goldenPath), (actualData, actualPath)]
        // Each iteration writes only its own slot, and both are done before either is read.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (data, path) = inputs[index]
            (slots + index).initialize(to: Result { () throws(PNGError) -> Bitmap in
                try decode(data, file: path, limits: limits).bitmap
            })
        }
        return (try results[0].get(), try results[1].get())
    }

    /// Below this many pixels (in the smaller image) a pair is decoded on one thread.
    static let parallelPairPixels = 1 << 20
}
