import Foundation
import GoldensPNG
import GoldensRaster
import Testing

@Suite struct RoundTripTests {
    @Test func randomOpaqueBitmapRoundTripsExactlyAsRGB() throws {
        var random = SplitMix64(seed: 1)
        var bitmap = Bitmap(width: 17, height: 9)
        for y in 0..<9 {
            for x in 0..<17 {
                bitmap[x, y] = PremultipliedPixel(r: random.byte(), g: random.byte(), b: random.byte(), a: 255)
            }
        }
        let image = try PNGDecoder.decode(try PNGEncoder.encode(bitmap))
        #expect(image.bitmap == bitmap)
        #expect(image.header.colorType == .rgb)
        #expect(image.header.bitDepth == 8)
        #expect(!image.header.isInterlaced)
    }

    @Test func randomTranslucentBitmapRoundTripsExactlyAsRGBA() throws {
        // Premultiplied -> straight (round(c*255/a)) -> premultiplied (round(s*a/255)) is the
        // identity for every valid premultiplied pixel, so our own goldens never drift.
        var random = SplitMix64(seed: 2)
        var bitmap = Bitmap(width: 64, height: 33)
        for y in 0..<33 {
            for x in 0..<64 {
                let a = random.byte()
                bitmap[x, y] = PremultipliedPixel(r: random.byte() % (a &+ 1 == 0 ? 255 : a &+ 1),
                                                  g: a == 0 ? 0 : random.byte() % a,
                                                  b: a, a: a)
            }
        }
        let image = try PNGDecoder.decode(try PNGEncoder.encode(bitmap))
        #expect(image.header.colorType == .rgba)
        #expect(image.bitmap == bitmap)
    }

    @Test func everyValidPremultipliedPixelSurvivesTheStraightPNGBoundary() throws {
        // All (c, a) with c <= a: 32 896 pixels in one image.
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...a {
                bytes += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)]
            }
        }
        let bitmap = try #require(Bitmap(width: bytes.count / 4, height: 1, premultipliedBytes: bytes))
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(bitmap)).bitmap
        #expect(decoded == bitmap)
    }

    @Test func structuredBitmapsRoundTrip() throws {
        let sizes = [(1, 1), (1, 300), (300, 1), (255, 17)]
        for (width, height) in sizes {
            var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 10, g: 20, b: 30, a: 255))
            for x in 0..<width {
                bitmap[x, height - 1] = PremultipliedPixel(r: UInt8(x % 256), g: UInt8((x * 7) % 256), b: 0, a: 255)
            }
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(bitmap)).bitmap == bitmap, "\(width)x\(height)")
        }
    }

    @Test func anEmptyBitmapCannotBeEncodedAndSaysWhy() {
        #expect {
            _ = try PNGEncoder.encode(Bitmap(width: 0, height: 5), file: "empty.png")
        } throws: { error in
            guard let error = error as? PNGError, case .writeFailed(let reason) = error.problem else { return false }
            return error.file == "empty.png" && reason.contains("0x5")
        }
    }

    @Test func textChunksRoundTripInOrderWithLatin1AndUnicode() throws {
        let text = [
            PNGTextChunk(key: "Title", value: "herb-pop present @0.30"),
            PNGTextChunk(key: "Comment", value: "caf\u{E9} (Latin-1 fits tEXt)"),
            PNGTextChunk(key: "Description", value: "max \u{394}E 41.2 \u{2014} UTF-8 needs iTXt"),
            PNGTextChunk(key: "Empty", value: ""),
        ]
        let image = try PNGDecoder.decode(try PNGEncoder.encode(Bitmap(width: 2, height: 2), text: text))
        #expect(image.text == text)
        #expect(image.text(for: "Description") == text[2].value)
        #expect(image.text(for: "Missing") == nil)
    }

    @Test func goldenMetadataNamesTheRendererAndTheImage() throws {
        let data = try PNGEncoder.encode(Bitmap(width: 1, height: 1), text: .golden(describing: "slide-down present @0.50"))
        let image = try PNGDecoder.decode(data)
        #expect(image.text(for: PNGTextKey.description) == "slide-down present @0.50")
        #expect(image.text(for: PNGTextKey.rendererRevision) == String(GoldensVersion.renderer))
        #expect(image.text(for: PNGTextKey.software)?.contains(GoldensVersion.package) == true)
    }

    @Test(arguments: [
        "", String(repeating: "k", count: 80), " Leading", "Trailing ", "Double  space", "Tab\there", "\u{394}elta",
    ])
    func invalidTextKeysAreRefusedByName(_ key: String) {
        #expect {
            _ = try PNGEncoder.encode(Bitmap(width: 1, height: 1), text: [PNGTextChunk(key: key, value: "v")], file: "out.png")
        } throws: { error in
            guard let error = error as? PNGError, case .invalidText(let detail) = error.problem else { return false }
            return error.file == "out.png" && detail.contains("\"\(key)\"")
        }
    }

    @Test func aNULInsideATextValueIsRefused() {
        #expect(throws: PNGError(file: "<memory>", problem: .invalidText(detail: "the value of \"Key\" contains a NUL character"))) {
            _ = try PNGEncoder.encode(Bitmap(width: 1, height: 1), text: [PNGTextChunk(key: "Key", value: "a\u{0}b")])
        }
    }
}
