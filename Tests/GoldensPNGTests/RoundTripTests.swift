import GoldensPNG
import GoldensRaster
import Testing

@Suite struct RoundTripTests {
    @Test func opaqueBitmapRoundTripsExactlyAsRGB() throws {
        var bitmap = Bitmap(width: 17, height: 9)
        var random = SplitMix64(seed: 1)
        for y in 0..<9 {
            for x in 0..<17 {
                let value = random.next()
                bitmap[x, y] = PremultipliedPixel(r: UInt8(truncatingIfNeeded: value), g: UInt8(truncatingIfNeeded: value >> 8),
                                                  b: UInt8(truncatingIfNeeded: value >> 16), a: 255)
            }
        }
        let data = try PNGEncoder.encode(bitmap)
        let image = try PNGDecoder.decode(data)
        #expect(image.bitmap == bitmap)
        #expect(image.header.colorType == .rgb)
        #expect(image.header.bitDepth == 8)
    }
}

/// A tiny deterministic generator (SplitMix64), so "random" test images are the same every run.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
