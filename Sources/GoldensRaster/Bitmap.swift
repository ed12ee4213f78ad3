/// A rectangular image of RGBA8 pixels, **premultiplied** alpha, sRGB-encoded, rows top to bottom
/// with no padding: the pixel at (x, y) starts at byte `(y * width + x) * 4`.
///
/// Why premultiplied: it is what the rasterizer composites in (source-over is a multiply-add on
/// premultiplied values, as in Core Animation), and it is what the diff engine compares, so a
/// difference hidden under alpha 0 can never fail a test. The PNG boundary converts:
/// - decoding premultiplies with `round(c * a / 255)`; exact for every opaque pixel (a = 255);
/// - encoding unpremultiplies with `round(c * 255 / a)` (0 where a = 0); exact for opaque pixels.
///   For translucent pixels a straight PNG colour may come back one step off (premultiplying
///   loses precision as alpha falls), and colours under alpha 0 are dropped.
///
/// `Bitmap` is a value: copies share storage until one of them is written (copy-on-write).
/// Per-pixel loops use `withUnsafeBytes` / `withUnsafeMutableBytes` (see docs/Architecture.md,
/// "Performance rules").
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, premultiplied RGBA.
    public private(set) var bytes: [UInt8]

    /// A bitmap filled with one premultiplied pixel (transparent black by default).
    public init(width: Int, height: Int, fill pixel: PremultipliedPixel = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        let count = width * height
        if pixel == .clear {
            bytes = [UInt8](repeating: 0, count: count * 4)
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                let word = pixel.word
                buffer.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { words in
                    var index = 0
                    while index < count {
                        words[index] = word
                        index &+= 1
                    }
                }
                initialized = count * 4
            }
        }
    }

    /// Wraps premultiplied RGBA bytes. Returns nil when the count is not `width * height * 4`.
    public init?(width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard width >= 0, height >= 0, premultipliedBytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    public var pixelCount: Int { width * height }
    public var bytesPerRow: Int { width * 4 }

    public subscript(x: Int, y: Int) -> PremultipliedPixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
            let offset = (y * width + x) * 4
            return PremultipliedPixel(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
            let offset = (y * width + x) * 4
            bytes[offset] = newValue.r
            bytes[offset + 1] = newValue.g
            bytes[offset + 2] = newValue.b
            bytes[offset + 3] = newValue.a
        }
    }

    /// Read access to the pixel bytes for hot loops.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// Write access to the pixel bytes for hot loops.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            // Typed-pointer subscripts stay cheap in debug builds, unlike raw loads.
            guard let pixels = buffer.baseAddress else { return true }
            var offset = 3
            let end = buffer.count
            while offset < end {
                if pixels[offset] != 255 { return false }
                offset &+= 4
            }
            return true
        }
    }
}

/// One premultiplied RGBA8 pixel: every colour component is at most `a`.
public struct PremultipliedPixel: Sendable, Hashable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Premultiplies a straight-alpha pixel with exact rounding: `round(c * a / 255)`.
    public init(straightR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.init(r: Premultiply.multiply(r, a), g: Premultiply.multiply(g, a), b: Premultiply.multiply(b, a), a: a)
    }

    public static let clear = PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)

    /// The straight-alpha components, `round(c * 255 / a)`, 0 where a = 0.
    public var straight: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Premultiply.divide(r, a), Premultiply.divide(g, a), Premultiply.divide(b, a), a)
    }

    /// The four bytes as one word whose bytes in memory are r, g, b, a. (Shifts, not a byte
    /// view of a local: the word is read once per span, and a debug build would call a
    /// closure for it.)
    var word: UInt32 {
        UInt32(littleEndian: UInt32(r) | (UInt32(g) &<< 8) | (UInt32(b) &<< 16) | (UInt32(a) &<< 24))
    }

    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// The exact integer conversions between straight and premultiplied alpha.
public enum Premultiply {
    /// `round(c * a / 255)`, exactly, without a division.
    @inline(__always)
    public static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) &* UInt32(a) &+ 128
        return UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
    }

    /// `round(c * 255 / a)` clamped to 255; 0 where a = 0.
    @inline(__always)
    public static func divide(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        if a == 255 { return c }
        let value = (UInt32(c) &* 255 &+ UInt32(a) / 2) / UInt32(a)
        return UInt8(truncatingIfNeeded: min(value, 255))
    }
}

extension Bitmap {
    /// The pixels of `x..<x+width`, `y..<y+height`, cut to this bitmap (empty when they miss it).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(self.width, x + max(0, width)), y1 = min(self.height, y + max(0, height))
        guard x1 > x0, y1 > y0 else { return Bitmap(width: 0, height: 0) }
        var result = Bitmap(width: x1 - x0, height: y1 - y0)
        let rowBytes = (x1 - x0) * 4, sourceRow = bytesPerRow, targetRow = result.bytesPerRow
        withUnsafeBytes { source in
            result.withUnsafeMutableBytes { target in
                var row = 0
                while row < y1 - y0 {
                    let from = (y0 + row) &* sourceRow &+ x0 &* 4
                    target.baseAddress!.advanced(by: row &* targetRow)
                        .copyMemory(from: source.baseAddress!.advanced(by: from), byteCount: rowBytes)
                    row &+= 1
                }
            }
        }
        return result
    }
}
