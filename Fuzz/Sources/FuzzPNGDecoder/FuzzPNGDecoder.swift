import FuzzSupport
import GoldensPNG
import GoldensRaster

/// Any bytes → the PNG decoder by each of its routes: `fastest` (the direct decoder on
/// libdeflate when the system has it), `directWithZlib`, and `libpng` alone. Properties:
/// - each gives an image or a `PNGError` with a message, never traps;
/// - all three give the same outcome: the same image, header and text, or all an error (the
///   direct decoder hands everything it does not take to libpng, so libpng's word is final);
/// - a small decoded image encodes and decodes back to the same pixels (premultiplied values
///   survive the straight-alpha PNG round trip, see README "Pixels and PNG files").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A megapixel at most: an IHDR may claim 4096 x 4096 in a few dozen bytes, and the time
    // goes to allocating and filling 64 MB rather than to anything the decoder decides.
    let limits = PNGDecodeLimits(maxPixels: 1 << 20)
    let routes: [PNGDecoder.Route] = [.fastest, .directWithZlib, .libpng]
    let outcomes = routes.map { route in decode(bytes, limits: limits, route: route) }
    for (route, outcome) in zip(routes, outcomes) {
        if case .failure(let error) = outcome, error.description.isEmpty || "\(error.problem)".isEmpty {
            fuzzFailure("route \(route): an error without a message")
        }
    }
    let libpng = outcomes[2]
    for (route, outcome) in zip(routes.prefix(2), outcomes.prefix(2)) {
        switch (outcome, libpng) {
        case (.success(let image), .success(let reference)):
            if image.bitmap != reference.bitmap {
                fuzzFailure("route \(route) decodes other pixels than libpng (\(image.header) vs \(reference.header))")
            }
            if image.header != reference.header || image.text != reference.text {
                fuzzFailure("route \(route) reads another header or text than libpng: \(image.header) \(image.text) vs \(reference.header) \(reference.text)")
            }
        case (.failure, .failure):
            break
        case (.success(let image), .failure(let error)):
            fuzzFailure("route \(route) decodes a \(image.header) image that libpng refuses: \(error)")
        case (.failure(let error), .success(let reference)):
            fuzzFailure("route \(route) refuses a \(reference.header) image libpng decodes: \(error)")
        }
    }
    if case .success(let image) = libpng, image.bitmap.pixelCount <= 1 << 16 {
        roundTrip(image.bitmap)
    }
    return 0
}

private func decode(_ bytes: [UInt8], limits: PNGDecodeLimits, route: PNGDecoder.Route) -> Result<PNGImage, PNGError> {
    do {
        return .success(try PNGDecoder.decode(bytes, file: "<fuzz>", limits: limits, route: route))
    } catch {
        return .failure(error)
    }
}

private func roundTrip(_ bitmap: Bitmap) {
    let encoded: [UInt8]
    do {
        encoded = try PNGEncoder.encode(bitmap)
    } catch {
        fuzzFailure("a decoded \(bitmap.width)x\(bitmap.height) image cannot be encoded: \(error)")
    }
    do {
        let decoded = try PNGDecoder.decode(encoded)
        if decoded.bitmap != bitmap {
            fuzzFailure("a decoded \(bitmap.width)x\(bitmap.height) image changes through encode and decode")
        }
    } catch {
        fuzzFailure("an encoded \(bitmap.width)x\(bitmap.height) image cannot be decoded: \(error)")
    }
}
