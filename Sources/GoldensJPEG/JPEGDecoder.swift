import GoldensRaster

/// Decodes JPEG files written by cameras, image editors and asset pipelines, in Swift alone.
///
/// Read: baseline (SOF0), extended sequential (SOF1, 8-bit) and progressive (SOF2) files with
/// Huffman coding; greyscale and three-component colour (YCbCr, or RGB when an Adobe marker or the
/// component ids say so) with any whole-ratio sampling (4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1…);
/// restart intervals. Refused with `.unsupported`: arithmetic coding, 12-bit samples, lossless
/// and hierarchical files, CMYK and YCCK.
///
/// The pixels depend on the file alone: integer IDCT (see `IDCT`), fixed chroma upsampling (see
/// `Upsampling`) and integer colour conversion (see `ColorConversion`), no floating point. They
/// equal libjpeg's defaults (and so Pillow's) byte for byte on the test images.
///
/// The EXIF orientation is not applied: the pixels come out as stored, as they do for a PNG.
///
/// Every defect of the data gives a `JPEGError` naming the file: a truncated file, a length
/// that does not fit, a broken Huffman table or code, a missing table, frame, scan or EOI marker.
/// Nothing image-sized is allocated before the frame header's size passes `limits`.
public enum JPEGDecoder {
    /// Reads and decodes the JPEG at `path`.
    public static func decode(contentsOf path: String, limits: JPEGDecodeLimits = .default) throws(JPEGError) -> JPEGImage {
        let data = try JPEGFile.contents(of: path, maxBytes: limits.maxFileBytes)
        return try decode(data, file: path, limits: limits)
    }

    /// Decodes JPEG bytes. `file` names the source in errors.
    public static func decode(_ data: [UInt8], file: String = "<memory>", limits: JPEGDecodeLimits = .default) throws(JPEGError) -> JPEGImage {
        if data.isEmpty { throw JPEGError(file: file, problem: .empty) }
        guard data.count >= 2, data[0] == 0xFF, data[1] == Marker.startOfImage else {
            if data == [0xFF] { throw JPEGError(file: file, problem: .truncated(detail: "only the first byte of the SOI marker")) }
            throw JPEGError(file: file, problem: .notJPEG(firstBytes: Array(data.prefix(8))))
        }
        let outcome: Result<JPEGImage, JPEGError> = data.withUnsafeBufferPointer { buffer in
            do throws(JPEGError) {
                let session = DecodingSession(bytes: buffer.baseAddress!, count: buffer.count, file: file, limits: limits)
                return .success(try session.run())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// True when `data` starts like a JPEG (an SOI marker and the 0xFF of the next marker), for
    /// callers that pick a decoder by content rather than by file name.
    public static func looksLikeJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == Marker.startOfImage && data[2] == 0xFF
    }
}
