import Foundation
import GoldensPNG
import GoldensRaster
import Testing

/// Every PngSuite image decodes to the pixels an independent decoder (pypng) gives, after the
/// documented premultiplication. Expectations live in Resources/expected (see record.py there).
@Suite struct ConformanceTests {
    static let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: TestResources.pngSuite.path))
        .map { $0.filter { $0.hasSuffix(".png") }.sorted() } ?? []

    @Test func theSuiteIsPresent() {
        #expect(Self.names.count == 60)
    }

    @Test(arguments: names)
    func decodesLikeAnIndependentDecoder(_ name: String) throws {
        let image = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent(name).path)
        let stem = String(name.dropLast(4))
        let straight = try TestResources.bytes(TestResources.expected.appendingPathComponent(stem + ".rgba"))
        try #require(straight.count == image.bitmap.width * image.bitmap.height * 4)
        var expected = straight
        for offset in stride(from: 0, to: expected.count, by: 4) {
            let a = expected[offset + 3]
            for channel in 0..<3 { expected[offset + channel] = Premultiply.multiply(expected[offset + channel], a) }
        }
        let mismatch = zip(image.bitmap.bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(mismatch == nil, "\(name): first difference at byte \(mismatch?.offset ?? -1)")
    }

    /// PngSuite names encode the stored form: [i]basn<colour type><g|c|p|a><depth>.
    @Test(arguments: names.filter { $0.contains("basn") })
    func headerReportsTheStoredForm(_ name: String) throws {
        let image = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent(name).path)
        let code = Array(name.dropFirst(name.hasPrefix("i") ? 5 : 4).prefix(4))
        #expect(image.header.colorType.rawValue == Int(String(code[0])))
        #expect(image.header.bitDepth == Int(String(code[2...3])))
        #expect(image.header.isInterlaced == name.hasPrefix("i"))
        #expect(image.header.width == 32 && image.header.height == 32)
    }

    @Test func transparencyChunkIsReportedAndBecomesAlpha() throws {
        let image = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent("ftbbn3p08.png").path)
        #expect(image.header.hasTransparencyChunk)
        #expect(!image.bitmap.isOpaque)
        let opaque = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent("ftp0n3p08.png").path)
        #expect(!opaque.header.hasTransparencyChunk)
        #expect(opaque.bitmap.isOpaque)
    }

    @Test func interlacedAndPlainImagesDecodeToTheSamePixels() throws {
        for name in Self.names where name.hasPrefix("i") {
            let plain = String(name.dropFirst())
            let a = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent(name).path).bitmap
            let b = try PNGDecoder.decode(contentsOf: TestResources.pngSuite.appendingPathComponent(plain).path).bitmap
            #expect(a == b, "\(name) vs \(plain)")
        }
    }
}
