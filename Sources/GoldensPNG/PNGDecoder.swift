import CPNGShim
import GoldensRaster

/// Limits applied before anything image-sized is allocated.
public struct PNGDecodeLimits: Sendable, Equatable {
    /// Largest `width * height` accepted. The default fits a 4096x4096 frame.
    public var maxPixels: Int
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int

    public init(maxPixels: Int = 4096 * 4096, maxFileBytes: Int = 512 << 20) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }

    public static let `default` = PNGDecodeLimits()
}

public enum PNGDecoder {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// True when `data` starts like a PNG: the signature's first four bytes ("\u{89}PNG"), so a
    /// signature damaged later in transfer still counts, for callers that pick a decoder by
    /// content rather than by file name.
    public static func looksLikePNG(_ data: [UInt8]) -> Bool {
        data.starts(with: signature.prefix(4))
    }

    /// Reads and decodes the PNG at `path`.
    public static func decode(contentsOf path: String, limits: PNGDecodeLimits = .default) throws(PNGError) -> PNGImage {
        let data = try FileSystem.readFile(at: path, maxBytes: limits.maxFileBytes)
        return try decode(data, file: path, limits: limits)
    }

    /// Reads only the header and text chunks before the image data: cheap, allocates no pixels.
    public static func header(contentsOf path: String, limits: PNGDecodeLimits = .default) throws(PNGError) -> PNGHeader {
        let data = try FileSystem.readFile(at: path, maxBytes: limits.maxFileBytes)
        return try withReader(data, file: path) { reader throws(PNGError) in try readHeader(reader, file: path) }
    }

    /// Decodes PNG bytes. `file` names the source in errors.
    public static func decode(_ data: [UInt8], file: String = "<memory>", limits: PNGDecodeLimits = .default) throws(PNGError) -> PNGImage {
        try decode(data, file: file, limits: limits, route: .fastest)
    }

    /// Which decoder reads a file. `fastest` (what `decode` uses) is the direct decoder with
    /// libdeflate when the system has it, else with zlib, and libpng for every file the direct
    /// decoder does not take. The others exist so tests and benchmarks can hold each against
    /// libpng; all give the same image.
    public enum Route: Sendable, CaseIterable {
        case fastest
        case directWithZlib
        case libpng
    }

    public static func decode(_ data: [UInt8], file: String = "<memory>", limits: PNGDecodeLimits = .default,
                              route: Route) throws(PNGError) -> PNGImage {
        // Refuse an oversized claim from the IHDR bytes alone, before libpng reads further.
        if let (width, height) = declaredSize(data) {
            try checkBudget(width: width, height: height, limits: limits, file: file)
            if route != .libpng,
               let image = decodeDirect(data, width: width, height: height, withLibdeflate: route == .fastest) {
                return image
            }
        }
        return try withReader(data, file: file) { reader throws(PNGError) in
            let header = try readHeader(reader, file: file)
            try checkBudget(width: header.width, height: header.height, limits: limits, file: file)
            let pixelCount = header.width * header.height
            let stride = header.width * 4
            var failure: PNGError?
            let bytes = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initialized in
                let status = gpng_reader_read_pixels(reader, buffer.baseAddress, stride)
                if status != GPNG_OK {
                    failure = error(status, reader, file: file)
                    // Leave no uninitialized bytes behind, even though the array is discarded.
                    buffer.initialize(repeating: 0)
                } else if header.colorType == .rgba || header.colorType == .grayscaleAlpha || header.hasTransparencyChunk {
                    premultiplyInPlace(buffer.baseAddress!, pixelCount: pixelCount)
                }
                initialized = pixelCount * 4
            }
            if let failure { throw failure }
            let bitmap = Bitmap(width: header.width, height: header.height, premultipliedBytes: bytes)!
            return PNGImage(bitmap: bitmap, header: header, text: textChunks(reader))
        }
    }

    /// The size in the IHDR of a file the direct decoder reads whose structure and chunk CRCs
    /// check out, without inflating its image data; nil for any other file.
    static func checkedSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBufferPointer { gpng_check_direct($0.baseAddress, $0.count, &width, &height) }
        return status == GPNG_OK ? (Int(width), Int(height)) : nil
    }

    /// Whether `fastest` inflates with libdeflate on this machine.
    public static var hasLibdeflate: Bool { gpng_libdeflate_available() != 0 }

    // MARK: - Steps

    /// The common PNG (8-bit RGB or RGBA, see `gpng_decode_direct`) decoded without libpng, or
    /// nil for any other file and any damage, which libpng then reads and reports.
    static func decodeDirect(_ data: [UInt8], width: Int, height: Int, withLibdeflate: Bool) -> PNGImage? {
        // The chunks first: a file libpng must read costs no image-sized buffer here.
        guard let stored = checkedSize(data), stored.width == width, stored.height == height else { return nil }
        let pixelCount = width * height
        var found = gpng_direct_result()
        var status = GPNG_UNSUPPORTED
        let bytes = data.withUnsafeBufferPointer { file in
            // `height` bytes of room beyond the pixels: the decoder inflates RGBA in place.
            [UInt8](unsafeUninitializedCapacity: pixelCount * 4 + height) { buffer, initialized in
                status = gpng_decode_direct(file.baseAddress, file.count, UInt32(width), UInt32(height), 1, buffer.baseAddress,
                                            withLibdeflate ? GPNG_INFLATE_LIBDEFLATE : GPNG_INFLATE_ZLIB, &found)
                if status != GPNG_OK { buffer.initialize(repeating: 0) }
                else if found.has_alpha != 0 { premultiplyInPlace(buffer.baseAddress!, pixelCount: pixelCount) }
                initialized = pixelCount * 4
            }
        }
        guard status == GPNG_OK, let text = directTextChunks(data, found) else { return nil }
        let header = PNGHeader(width: width, height: height, bitDepth: 8, colorType: found.has_alpha != 0 ? .rgba : .rgb,
                               isInterlaced: false, hasTransparencyChunk: false)
        return PNGImage(bitmap: Bitmap(width: width, height: height, premultipliedBytes: bytes)!, header: header, text: text)
    }

    /// The tEXt chunks the direct decoder located, or nil when one has no valid keyword (1 to 79
    /// bytes before a NUL), which libpng then reads and handles as it always has.
    private static func directTextChunks(_ data: [UInt8], _ found: gpng_direct_result) -> [PNGTextChunk]? {
        let offsets = withUnsafeBytes(of: found.text_offsets) { Array($0.bindMemory(to: Int.self)) }
        let lengths = withUnsafeBytes(of: found.text_lengths) { Array($0.bindMemory(to: Int.self)) }
        var chunks: [PNGTextChunk] = []
        for index in 0..<found.text_count {
            let body = data[offsets[index]..<offsets[index] + lengths[index]]
            guard let separator = body.firstIndex(of: 0), (1...79).contains(separator - body.startIndex) else { return nil }
            let key = body[..<separator].withUnsafeBytes { Latin1.decode($0) }
            // libpng ends the text at the next NUL, if any.
            let text = body[(separator + 1)...]
            let value = text[..<(text.firstIndex(of: 0) ?? text.endIndex)].withUnsafeBytes { Latin1.decode($0) }
            chunks.append(PNGTextChunk(key: key, value: value))
        }
        return chunks
    }

    /// Width and height from an IHDR that directly follows the signature, as the format requires.
    static func declaredSize(_ data: [UInt8]) -> (Int, Int)? {
        guard data.count >= 24, data.starts(with: signature), data[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ offset: Int) -> Int {
            Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
        }
        return (word(16), word(20))
    }

    static func checkBudget(width: Int, height: Int, limits: PNGDecodeLimits, file: String) throws(PNGError) {
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= limits.maxPixels else {
            throw PNGError(file: file, problem: .tooManyPixels(width: width, height: height, limit: limits.maxPixels))
        }
    }

    private static func withReader<R>(_ data: [UInt8], file: String,
                                      _ body: (OpaquePointer) throws(PNGError) -> R) throws(PNGError) -> R {
        if data.isEmpty { throw PNGError(file: file, problem: .empty) }
        guard data.starts(with: signature) else {
            if signature.starts(with: data) {
                throw PNGError(file: file, problem: .truncated(detail: "only \(data.count) bytes of the 8-byte signature"))
            }
            throw PNGError(file: file, problem: .notPNG(firstBytes: Array(data.prefix(8))))
        }
        let result: Result<R, PNGError> = data.withUnsafeBufferPointer { buffer in
            guard let reader = gpng_reader_create(buffer.baseAddress, buffer.count) else {
                return .failure(PNGError(file: file, problem: .outOfMemory))
            }
            defer { gpng_reader_destroy(reader) }
            do throws(PNGError) {
                return .success(try body(reader))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func readHeader(_ reader: OpaquePointer, file: String) throws(PNGError) -> PNGHeader {
        var raw = gpng_header()
        let status = gpng_reader_read_header(reader, &raw)
        guard status == GPNG_OK else { throw error(status, reader, file: file) }
        guard let colorType = PNGHeader.ColorType(rawValue: Int(raw.color_type)) else {
            // libpng validates IHDR, so this is unreachable for data it accepted.
            throw PNGError(file: file, problem: .corrupt(detail: "unknown colour type \(raw.color_type)"))
        }
        return PNGHeader(width: Int(raw.width), height: Int(raw.height), bitDepth: Int(raw.bit_depth),
                         colorType: colorType, isInterlaced: raw.interlaced != 0,
                         hasTransparencyChunk: raw.has_trns != 0)
    }

    private static func textChunks(_ reader: OpaquePointer) -> [PNGTextChunk] {
        let count = gpng_reader_text_count(reader)
        var chunks: [PNGTextChunk] = []
        chunks.reserveCapacity(count)
        for index in 0..<count {
            var key: UnsafePointer<CChar>?
            var text: UnsafePointer<CChar>?
            var length = 0
            var isUTF8: Int32 = 0
            gpng_reader_text(reader, index, &key, &text, &length, &isUTF8)
            let keyString = key.map { Latin1.decode(cString: $0) } ?? ""
            let value: String
            if let text {
                let bytes = UnsafeRawBufferPointer(start: text, count: length)
                value = isUTF8 != 0 ? String(decoding: bytes, as: UTF8.self) : Latin1.decode(bytes)
            } else {
                value = ""
            }
            chunks.append(PNGTextChunk(key: keyString, value: value))
        }
        return chunks
    }

    private static func error(_ status: gpng_status, _ reader: OpaquePointer, file: String) -> PNGError {
        let message = String(cString: gpng_reader_message(reader))
        switch status {
        case GPNG_TRUNCATED: return PNGError(file: file, problem: .truncated(detail: message))
        case GPNG_OUT_OF_MEMORY: return PNGError(file: file, problem: .outOfMemory)
        default: return PNGError(file: file, problem: .corrupt(detail: message))
        }
    }

    /// Straight to premultiplied alpha in place, `round(c * a / 255)` per colour component.
    private static func premultiplyInPlace(_ pixels: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
        var offset = 0
        let end = pixelCount &* 4
        while offset < end {
            let a = pixels[offset &+ 3]
            if a != 255 {
                pixels[offset] = Premultiply.multiply(pixels[offset], a)
                pixels[offset &+ 1] = Premultiply.multiply(pixels[offset &+ 1], a)
                pixels[offset &+ 2] = Premultiply.multiply(pixels[offset &+ 2], a)
            }
            offset &+= 4
        }
    }
}

/// PNG keywords and tEXt/zTXt text are ISO 8859-1: each byte is the code point of the same value.
enum Latin1 {
    static func decode(cString: UnsafePointer<CChar>) -> String {
        var length = 0
        while cString[length] != 0 { length += 1 }
        return decode(UnsafeRawBufferPointer(start: cString, count: length))
    }

    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        return String(scalars)
    }

    /// The Latin-1 bytes of `string`, or nil if it has a character outside Latin-1.
    static func encode(_ string: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in string.unicodeScalars {
            guard scalar.value <= 0xFF else { return nil }
            bytes.append(UInt8(scalar.value))
        }
        return bytes
    }
}
