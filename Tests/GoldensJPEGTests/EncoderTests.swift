import Foundation
import GoldensJPEG
import GoldensRaster
import Testing

/// Files the encoder writes decode back to nearly the same pixels, get smaller with the
/// quality, and come out the same bytes every time.
@Suite struct EncoderTests {
    /// Smooth gradients with a hard-edged disc and a stripe: what a screen holds.
    static func picture(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var pixel = PremultipliedPixel(r: UInt8(x * 255 / max(width - 1, 1)), g: UInt8(y * 255 / max(height - 1, 1)), b: 140, a: 255)
                let dx = x - width / 2, dy = y - height / 2
                if dx * dx + dy * dy < (width / 4) * (width / 4) { pixel = PremultipliedPixel(r: 250, g: 250, b: 250, a: 255) }
                if (x / 3) % 7 == 0 && y < height / 5 { pixel = PremultipliedPixel(r: 10, g: 20, b: 200, a: 255) }
                bitmap[x, y] = pixel
            }
        }
        return bitmap
    }

    /// The mean and largest difference of any channel between two bitmaps of one size.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, max: Int) {
        var total = 0, largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                    let d = abs(Int(u) - Int(v))
                    total += d
                    largest = max(largest, d)
                }
            }
        }
        return (Double(total) / Double(a.width * a.height * 3), largest)
    }

    @Test(arguments: [(61, 37), (8, 8), (1, 1), (130, 9)])
    func aFileDecodesToNearlyTheSamePixels(size: (Int, Int)) throws {
        let original = Self.picture(width: size.0, height: size.1)
        let bytes = try #require(JPEGEncoder.encode(original, quality: 90))
        if let folder = ProcessInfo.processInfo.environment["GOLDENS_DUMP_JPEG"] {
            FileManager.default.createFile(atPath: "\(folder)/encoded-\(size.0)x\(size.1).jpg", contents: Data(bytes))
        }
        let decoded = try JPEGDecoder.decode(bytes, file: "<encoded>").bitmap
        #expect(decoded.width == size.0 && decoded.height == size.1)
        let (mean, largest) = Self.difference(original, decoded)
        // libjpeg (through Pillow) at quality 90 without subsampling loses 4.97 on the 8x8 picture,
        // all edges, and 1.91 on the 61x37 one.
        #expect(mean < (size.0 * size.1 <= 64 ? 5.5 : 2.5), "mean difference \(mean)")
        #expect(largest < 90, "largest difference \(largest), at the disc's hard edge")
        #expect(decoded.isOpaque)
    }

    @Test func lowerQualityWritesFewerBytesAndLosesMore() throws {
        let original = Self.picture(width: 96, height: 64)
        let best = try #require(JPEGEncoder.encode(original, quality: 100))
        let good = try #require(JPEGEncoder.encode(original, quality: 75))
        let poor = try #require(JPEGEncoder.encode(original, quality: 10))
        #expect(best.count > good.count && good.count > poor.count)
        let bestError = Self.difference(original, try JPEGDecoder.decode(best, file: "best").bitmap).mean
        let poorError = Self.difference(original, try JPEGDecoder.decode(poor, file: "poor").bitmap).mean
        #expect(bestError < 1 && poorError > bestError * 2, "\(bestError) \(poorError)")
        #expect(JPEGEncoder.encode(original, quality: 75) == good, "the same bytes every time")
        #expect(JPEGEncoder.encode(original, quality: 500) == best && JPEGEncoder.encode(original, quality: -3) == JPEGEncoder.encode(original, quality: 1))
    }

    @Test func transparentPixelsAreTheirColourOverBlack() throws {
        var bitmap = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 { bitmap[x, y] = PremultipliedPixel(r: 100, g: 0, b: 0, a: 100) } }
        let decoded = try JPEGDecoder.decode(try #require(JPEGEncoder.encode(bitmap, quality: 95)), file: "half").bitmap
        #expect(abs(Int(decoded[8, 8].r) - 100) <= 3 && decoded[8, 8].a == 255)
    }

    @Test func anImageWithoutPixelsHasNoFile() {
        #expect(JPEGEncoder.encode(Bitmap(width: 0, height: 5), quality: 80) == nil)
        #expect(JPEGEncoder.encode(Bitmap(width: 70_000, height: 1), quality: 80) == nil)
    }
}
