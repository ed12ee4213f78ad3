import FuzzSupport
import GoldensJPEG
import GoldensRaster

/// Any bytes → the JPEG decoder. Properties:
/// - it gives an image or a `JPEGError` with a message, never traps (AddressSanitizer checks
///   that it never reads or writes outside its buffers);
/// - an image has the frame header's size and is opaque;
/// - decoding the same bytes again gives the same pixels (no state outlives a decode, nothing
///   reads uninitialized memory into the output).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A megapixel at most, as for PNGs: a frame header claims 4096 x 4096 in a few bytes, and
    // the time would go to allocating rather than to anything the decoder decides.
    let limits = JPEGDecodeLimits(maxPixels: 1 << 20)
    let first = decode(bytes, limits: limits)
    switch first {
    case .failure(let error):
        if error.description.isEmpty || "\(error.problem)".isEmpty { fuzzFailure("an error without a message") }
    case .success(let image):
        if image.bitmap.width != image.header.width || image.bitmap.height != image.header.height {
            fuzzFailure("a \(image.header.width)x\(image.header.height) frame decodes to a \(image.bitmap.width)x\(image.bitmap.height) bitmap")
        }
        if !image.bitmap.isOpaque { fuzzFailure("a JPEG decodes to pixels that are not opaque") }
    }
    let second = decode(bytes, limits: limits)
    switch (first, second) {
    case (.success(let a), .success(let b)):
        if a != b { fuzzFailure("the same bytes decode to different pixels") }
    case (.failure(let a), .failure(let b)):
        if a != b { fuzzFailure("the same bytes fail differently: \(a) vs \(b)") }
    default:
        fuzzFailure("the same bytes decode once and fail once")
    }
    return 0
}

private func decode(_ bytes: [UInt8], limits: JPEGDecodeLimits) -> Result<JPEGImage, JPEGError> {
    do {
        return .success(try JPEGDecoder.decode(bytes, file: "<fuzz>", limits: limits))
    } catch {
        return .failure(error)
    }
}
