import CPNGShim
import GoldensRaster

/// How hard the encoder works.
///
/// The default (zlib level 7, no row filter) was chosen by measuring a 1170x2532 transition-like
/// frame (`PNGBenchmark`): frames are mostly flat colour, where deflate already finds each row in
/// the previous one and filters only add noise. It encoded in ~60 ms at 1.10x the size of
/// `optipng -o2`, where libpng's adaptive filtering took ~140 ms for 1.23x and level 9 ~150 ms
/// for 1.00x. Images dominated by gradients or photographs compress better with `.all` filters.
public struct PNGEncodeOptions: Sendable, Equatable {
    /// zlib level, 0 (store) to 9 (smallest).
    public var compressionLevel: Int
    public var strategy: Strategy
    public var filters: Filters

    public enum Strategy: Int32, Sendable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        case runLength = 3
    }

    /// Which PNG row filters libpng may choose from (it picks one per row adaptively).
    public struct Filters: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static let none = Filters(rawValue: 0x08)
        public static let sub = Filters(rawValue: 0x10)
        public static let up = Filters(rawValue: 0x20)
        public static let average = Filters(rawValue: 0x40)
        public static let paeth = Filters(rawValue: 0x80)
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    public init(compressionLevel: Int, strategy: Strategy, filters: Filters) {
        self.compressionLevel = compressionLevel
        self.strategy = strategy
        self.filters = filters
    }

    public static let `default` = PNGEncodeOptions(compressionLevel: 7, strategy: .default, filters: .none)
}

public enum PNGEncoder {
    /// Encodes `bitmap` as 8-bit RGB when every pixel is opaque, 8-bit RGBA otherwise
    /// (straight alpha, as PNG requires), with `text` as text chunks.
    public static func encode(_ bitmap: Bitmap, text: [PNGTextChunk] = [],
                              options: PNGEncodeOptions = .default, file: String = "<memory>") throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw PNGError(file: file, problem: .writeFailed(
                reason: "a PNG needs a width and height of at least 1 pixel, this bitmap is \(bitmap.width)x\(bitmap.height)"))
        }
        let entries = try TextEntries(text, file: file)
        // Opaque: libpng reads the premultiplied bytes as they are (they equal the straight ones)
        // and drops the alpha byte. Translucent: unpremultiply into a copy first.
        let channels = bitmap.isOpaque ? 3 : 4
        let rows = channels == 3 ? bitmap.bytes : straightBytes(bitmap)

        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let cOptions = gpng_encode_options(compression_level: Int32(max(0, min(9, options.compressionLevel))),
                                           strategy: options.strategy.rawValue,
                                           filters: options.filters.rawValue)
        let status = rows.withUnsafeBufferPointer { pixels in
            entries.withCEntries { texts in
                gpng_encode(pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.bytesPerRow,
                            Int32(channels), cOptions, texts.baseAddress, texts.count,
                            &output, &outputSize, &message, message.count)
            }
        }
        guard status == GPNG_OK, let output else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError(file: file, problem: status == GPNG_OUT_OF_MEMORY ? .outOfMemory : .writeFailed(reason: reason))
        }
        defer { gpng_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// Encodes `bitmap` and writes it to `path` atomically: a reader sees the old file or the
    /// new one, never a part of either, even if the process is killed mid-write.
    public static func write(_ bitmap: Bitmap, to path: String, text: [PNGTextChunk] = [],
                             options: PNGEncodeOptions = .default) throws(PNGError) {
        let bytes = try encode(bitmap, text: text, options: options, file: path)
        try FileSystem.writeAtomically(bytes, to: path)
    }

    /// The bitmap's pixels with straight alpha: `round(c * 255 / a)`, 0 where a = 0.
    private static func straightBytes(_ bitmap: Bitmap) -> [UInt8] {
        let byteCount = bitmap.pixelCount * 4
        return [UInt8](unsafeUninitializedCapacity: byteCount) { destination, initialized in
            bitmap.bytes.withUnsafeBufferPointer { source in
                let from = source.baseAddress!
                let to = destination.baseAddress!
                var offset = 0
                while offset < byteCount {
                    let a = from[offset &+ 3]
                    to[offset] = Premultiply.divide(from[offset], a)
                    to[offset &+ 1] = Premultiply.divide(from[offset &+ 1], a)
                    to[offset &+ 2] = Premultiply.divide(from[offset &+ 2], a)
                    to[offset &+ 3] = a
                    offset &+= 4
                }
            }
            initialized = byteCount
        }
    }
}

/// Text chunks checked against the PNG rules and held as C strings for the encoder.
private struct TextEntries {
    private var keys: [[CChar]] = []
    private var values: [[CChar]] = []
    private var isUTF8: [Bool] = []

    init(_ chunks: [PNGTextChunk], file: String) throws(PNGError) {
        for chunk in chunks {
            guard let key = Latin1.encode(chunk.key), (1...79).contains(key.count),
                  key.allSatisfy({ (32...126).contains($0) || $0 >= 161 }),
                  key.first != 32, key.last != 32, !chunk.key.contains("  ") else {
                throw PNGError(file: file, problem: .invalidText(
                    detail: "key \"\(chunk.key)\" must be 1 to 79 printable Latin-1 characters without leading, trailing or double spaces"))
            }
            guard !chunk.value.unicodeScalars.contains("\0") else {
                throw PNGError(file: file, problem: .invalidText(detail: "the value of \"\(chunk.key)\" contains a NUL character"))
            }
            keys.append(key.map { CChar(bitPattern: $0) } + [0])
            if let latin1 = Latin1.encode(chunk.value) {
                values.append(latin1.map { CChar(bitPattern: $0) } + [0])
                isUTF8.append(false)
            } else {
                values.append(Array(chunk.value.utf8).map { CChar(bitPattern: $0) } + [0])
                isUTF8.append(true)
            }
        }
    }

    func withCEntries<R>(_ body: (UnsafeBufferPointer<gpng_text_entry>) -> R) -> R {
        // The C strings must outlive the call, so pin each array's storage while building entries.
        func build(_ index: Int, _ entries: inout [gpng_text_entry]) -> R {
            if index == keys.count { return entries.withUnsafeBufferPointer(body) }
            return keys[index].withUnsafeBufferPointer { key in
                values[index].withUnsafeBufferPointer { value in
                    entries.append(gpng_text_entry(key: key.baseAddress, text: value.baseAddress,
                                                   text_length: value.count - 1, is_utf8: isUTF8[index] ? 1 : 0))
                    return build(index + 1, &entries)
                }
            }
        }
        var entries: [gpng_text_entry] = []
        return build(0, &entries)
    }
}
