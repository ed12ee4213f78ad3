import GoldensDiff
import GoldensRaster
import Testing

@Suite struct IdenticalTests {
    @Test func identicalNeedsSameSizeAndBytes() {
        let a = Bitmap(width: 4, height: 4)
        var b = a
        #expect(ImageDiff.isIdentical(a, b))
        b[3, 3] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 1)
        #expect(!ImageDiff.isIdentical(a, b))
        #expect(!ImageDiff.isIdentical(a, Bitmap(width: 2, height: 8)))
    }
}

@Suite struct IdenticalVerdictTests {
    /// The verdict for byte-identical files (built without pixels) is the one comparing the
    /// image with itself gives, ignore regions and colour model included.
    @Test func isWhatComparingAnImageWithItselfGives() {
        var image = Bitmap(width: 9, height: 7, fill: PremultipliedPixel(r: 10, g: 20, b: 30, a: 255))
        image[4, 4] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)
        let tolerances: [Tolerance] = [.exact, .pixelmatchDefaults, .perceptual,
                                       Tolerance.exact.ignoring(PixelRect(x: 2, y: 1, width: 3, height: 40))]
        for tolerance in tolerances {
            let verdict = ImageDiff.identicalVerdict(width: 9, height: 7, tolerance: tolerance)
            #expect(verdict == ImageDiff.compare(golden: image, actual: image, tolerance: tolerance))
            #expect(verdict.kind == .identical && verdict.passed)
        }
        #expect(ImageDiff.identicalVerdict(width: 9, height: 7, tolerance: Tolerance.exact.ignoring(PixelRect(x: 2, y: 1, width: 3, height: 40)))
            .comparedPixels == 9 * 7 - 3 * 6)
    }
}
