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
