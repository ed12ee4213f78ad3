import Dispatch
import GoldensRaster

/// A golden and an actual PNG file, read to be compared (`goldens diff`).
public struct PNGFilePair: Sendable {
    public let goldenPath: String
    public let actualPath: String
    let goldenData: [UInt8]
    let actualData: [UInt8]
    let limits: PNGDecodeLimits
    /// The two files hold the same bytes.
    let sameBytes: Bool

    /// Reads both files; an error names its file.
    public init(golden goldenPath: String, actual actualPath: String, limits: PNGDecodeLimits = .default) throws(PNGError) {
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.limits = limits
        goldenData = try FileSystem.readFile(at: goldenPath, maxBytes: limits.maxFileBytes)
        actualData = try FileSystem.readFile(at: actualPath, maxBytes: limits.maxFileBytes)
        sameBytes = goldenData == actualData
    }

    /// When the two files are byte-identical, their image's size, found without inflating the
    /// image data: their pixels are the same whatever they are. The file must still check out
    /// (signature, chunk structure, every CRC, the pixel budget); nil when the files differ or
    /// the file is not one the direct decoder reads, and `decode()` then has the answer.
    public func identicalImageSize() throws(PNGError) -> (width: Int, height: Int)? {
        guard sameBytes, let (width, height) = PNGDecoder.checkedSize(goldenData) else { return nil }
        try PNGDecoder.checkBudget(width: width, height: height, limits: limits, file: goldenPath)
        return (width, height)
    }

    /// Both images, decoded: once when the files are byte-identical, on two threads when both
    /// are large. The golden's error comes first, being the one the user is least likely to
    /// expect.
    public func decode() throws(PNGError) -> (golden: Bitmap, actual: Bitmap) {
        if sameBytes {
            let bitmap = try PNGDecoder.decode(goldenData, file: goldenPath, limits: limits).bitmap
            return (bitmap, bitmap)
        }
        // Waking a second thread costs more than decoding a small image.
        if min(Self.pixels(goldenData), Self.pixels(actualData)) < Self.parallelPixels {
            return (try PNGDecoder.decode(goldenData, file: goldenPath, limits: limits).bitmap,
                    try PNGDecoder.decode(actualData, file: actualPath, limits: limits).bitmap)
        }
        let results = UnsafeMutablePointer<Result<Bitmap, PNGError>>.allocate(capacity: 2)
        defer { results.deinitialize(count: 2).deallocate() }
        let inputs = [(goldenData, goldenPath), (actualData, actualPath)]
        let limits = limits
        // Each iteration writes only its own slot, and both are done before either is read.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let (data, path) = inputs[index]
            (slots + index).initialize(to: Result { () throws(PNGError) -> Bitmap in
                try PNGDecoder.decode(data, file: path, limits: limits).bitmap
            })
        }
        return (try results[0].get(), try results[1].get())
    }

    /// Below this many pixels (in the smaller image) a pair is decoded on one thread.
    static let parallelPixels = 1 << 20

    /// Width x height as the IHDR claims, 0 when there is none; saturated, since a hostile
    /// header may claim 2^32 x 2^32.
    static func pixels(_ data: [UInt8]) -> Int {
        guard let (width, height) = PNGDecoder.declaredSize(data) else { return 0 }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }
}
