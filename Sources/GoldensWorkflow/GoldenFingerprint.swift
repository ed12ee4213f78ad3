import GoldensRaster

/// What lets a check know a golden holds a frame's pixels without drawing the frame, decoding
/// the golden or comparing them.
///
/// A golden written for a frame carries, in a `Goldens-Fingerprint` text chunk, a digest of
/// everything that determines its pixels (the display list, which holds the canvas size and
/// the scale in its transforms; the bytes of every image it draws; the renderer revision) and
/// a digest of the PNG's own image data (its IDAT chunks and every chunk that says how to decode
/// them: header, palette, transparency, colour space; text chunks excepted). A later frame whose display list and
/// images give the same scene digest draws the same pixels, and a golden whose image data still
/// hashes to the stamped value still holds the pixels it was written with: the frame matches.
/// A golden edited by another tool either loses the chunk or no longer hashes to it; a golden
/// from another renderer revision has another scene digest: both are compared pixel by pixel.
public enum GoldenFingerprint {
    /// The PNG text keyword.
    public static let key = "Goldens-Fingerprint"
    /// Set to 1 to compare every frame's pixels, as `--verify-pixels` does.
    public static let verifyPixelsEnvironmentKey = "GOLDENS_VERIFY_PIXELS"

    /// Whether `environment` asks for every frame's pixels to be compared.
    public static func verifyPixels(_ environment: [String: String]) -> Bool {
        environment[verifyPixelsEnvironmentKey].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The scene digest of a frame: "r<renderer revision>-<32 hex digits>".
    public static func scene(displayList: String, images: [String: Bitmap]) -> String {
        var digest = ContentDigest()
        digest.update(displayList)
        for name in images.keys.sorted() {
            guard let image = images[name] else { continue }
            digest.update("\u{0}image \(name) \(image.width)x\(image.height)\u{0}")
            image.withUnsafeBytes { digest.update($0) }
        }
        return "r\(GoldensVersion.renderer)-" + digest.hex
    }

    /// `png` with a fingerprint chunk (the scene digest and the digest of its image data)
    /// inserted before IEND; any fingerprint chunk it had is dropped. Nil when `png` is not a
    /// well-formed PNG.
    public static func stamp(_ png: [UInt8], scene: String) -> [UInt8]? {
        guard let chunks = PNGChunkWalk(png), let end = chunks.end else { return nil }
        var out = Array(png[..<end])
        for stale in chunks.fingerprints.reversed() { out.removeSubrange(stale) }
        PNGChunks.append("tEXt", Array(key.utf8) + [0] + Array((scene + " pixels-" + chunks.imageDigest).utf8), to: &out)
        return out + png[end...]
    }

    /// Whether `png` carries the fingerprint of `scene` and its image data still hashes to it.
    public static func matches(_ png: [UInt8], scene: String) -> Bool {
        guard let chunks = PNGChunkWalk(png), let value = chunks.fingerprintValue else { return false }
        return value == scene + " pixels-" + chunks.imageDigest
    }

    /// The scene digest a fingerprint chunk's text holds ("r1-… pixels-…" → "r1-…").
    public static func sceneDigest(inText value: String) -> String? {
        value.split(separator: " ").first.map(String.init)
    }
}

/// The chunks of a PNG file read straight from its bytes (no decompression): where IEND and
/// any fingerprint chunks are, the fingerprint's text, and a digest of every chunk but the
/// text and time ones (the image data with everything that says how to decode it).
struct PNGChunkWalk {
    private(set) var end: Int?
    private(set) var fingerprints: [Range<Int>] = []
    private(set) var fingerprintValue: String?
    private(set) var imageDigest = ""

    init?(_ png: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 8, Array(png[0..<8]) == signature else { return nil }
        var digest = ContentDigest()
        let keyword = Array(GoldenFingerprint.key.utf8) + [0]
        var end: Int?, fingerprints: [Range<Int>] = [], fingerprintValue: String?
        let broken = png.withUnsafeBytes { bytes in
            PNGChunks.walk(png) { type, extent, data in
                guard end == nil else { return }  // what follows IEND is not the image
                switch type {
                case "tEXt":
                    if data.count >= keyword.count, png[data.prefix(keyword.count)].elementsEqual(keyword) {
                        fingerprints.append(extent)
                        fingerprintValue = String(decoding: png[data.dropFirst(keyword.count)], as: UTF8.self)
                    }
                case "IEND":
                    end = extent.lowerBound
                case "zTXt", "iTXt", "tIME":
                    break
                default:
                    // Every chunk that can change the decoded pixels (IHDR, PLTE, tRNS, IDAT,
                    // gamma and colour chunks): its type and data.
                    digest.update(UnsafeRawBufferPointer(rebasing: bytes[(extent.lowerBound + 4)..<data.upperBound]))
                }
            }
        }
        guard let end, broken.map({ $0.offset > end }) ?? true else { return nil }
        (self.end, self.fingerprints, self.fingerprintValue) = (end, fingerprints, fingerprintValue)
        imageDigest = digest.hex
    }
}

/// A 128-bit content digest: two independent 64-bit multiply-rotate lanes over 8-byte words,
/// each finished with a strong mixer. Not cryptographic (nobody forges goldens); fast in debug
/// builds (a raw-pointer loop) and the same on every platform (words read little-endian).
struct ContentDigest {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        var a = self.a, b = self.b
        var index = 0
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            a = (a ^ word) &* 0x0000_0100_0000_01B3
            a = (a << 31) | (a >> 33)
            b = (b &+ word) &* 0xFF51_AFD7_ED55_8CCD
            b ^= b >> 29
            index &+= 8
        }
        while index < count {
            let byte = UInt64(base.load(fromByteOffset: index, as: UInt8.self))
            a = (a ^ byte) &* 0x0000_0100_0000_01B3
            b = (b &+ byte) &* 0xC4CE_B9FE_1A85_EC53
            index &+= 1
        }
        self.a = a
        self.b = b
        length &+= UInt64(count)
    }

    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    var hex: String {
        NumberText.hex64(Self.mix(a ^ length)) + NumberText.hex64(Self.mix(b &+ length))
    }

    /// A 64-bit finalizer (from splitmix64): every input bit affects every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
