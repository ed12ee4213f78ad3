import GoldensRaster
import Testing

@Suite struct BitmapTests {
    @Test func premultiplyIsExactRounding() {
        for c in 0...255 {
            for a in 0...255 {
                let expected = UInt8((Double(c * a) / 255).rounded())
                #expect(Premultiply.multiply(UInt8(c), UInt8(a)) == expected, "c=\(c) a=\(a)")
            }
        }
    }

    @Test func unpremultiplyIsExactRoundingAndInvertsOpaque() {
        for a in 1...255 {
            for c in 0...a {
                let expected = UInt8(min(255, (Double(c * 255) / Double(a)).rounded()))
                #expect(Premultiply.divide(UInt8(c), UInt8(a)) == expected, "c=\(c) a=\(a)")
            }
        }
        for c in 0...255 {
            #expect(Premultiply.divide(Premultiply.multiply(UInt8(c), 255), 255) == UInt8(c))
        }
        #expect(Premultiply.divide(200, 0) == 0)
    }

    @Test func premultiplyThenUnpremultiplyLosesAtMostTheQuantizationStep() {
        // Documented behaviour for translucent pixels: the straight colour comes back within
        // half of 255/a of the original (premultiplication keeps a+1 levels, not 256).
        for a in 1...255 {
            for c in 0...255 {
                let back = Premultiply.divide(Premultiply.multiply(UInt8(c), UInt8(a)), UInt8(a))
                #expect(abs(Double(back) - Double(c)) <= 127.5 / Double(a) + 0.5, "c=\(c) a=\(a)")
            }
        }
    }

    @Test func fillSubscriptAndOpacity() {
        let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
        var bitmap = Bitmap(width: 3, height: 2, fill: red)
        #expect(bitmap.bytes.count == 24)
        #expect(bitmap[2, 1] == red)
        #expect(bitmap.isOpaque)
        bitmap[1, 1] = PremultipliedPixel(straightR: 255, g: 255, b: 255, a: 128)
        #expect(bitmap[1, 1] == PremultipliedPixel(r: 128, g: 128, b: 128, a: 128))
        #expect(!bitmap.isOpaque)
        #expect(Bitmap(width: 2, height: 2).bytes.allSatisfy { $0 == 0 })
        #expect(Bitmap(width: 2, height: 2, premultipliedBytes: [0, 0, 0]) == nil)
    }

    @Test func copiesAreIndependentValues() {
        let original = Bitmap(width: 2, height: 2)
        var copy = original
        copy[0, 0] = PremultipliedPixel(r: 1, g: 2, b: 3, a: 4)
        #expect(original[0, 0] == .clear)
        #expect(copy[0, 0] == PremultipliedPixel(r: 1, g: 2, b: 3, a: 4))
    }
}
