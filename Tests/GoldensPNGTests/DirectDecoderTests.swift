import Foundation
@testable import GoldensPNG
import GoldensRaster
import Testing

/// The direct decoder (8-bit RGB/RGBA without libpng, inflated by libdeflate or zlib) gives
/// exactly what libpng gives, and hands every file it does not take, damaged ones included,
/// to libpng, so errors are libpng's.
@Suite struct DirectDecoderTests {
    enum Outcome: Equatable {
        case image(PNGImage)
        case error(String)
    }

    /// What `route` makes of `data`: the image, or the error's text.
    static func outcome(_ data: [UInt8], _ route: PNGDecoder.Route) -> Outcome {
        do {
            return .image(try PNGDecoder.decode(data, file: "x.png", limits: .default, route: route))
        } catch {
            return .error("\(error)")
        }
    }

    static func expectSameEveryWay(_ data: [UInt8], _ comment: String) {
        let reference = outcome(data, .libpng)
        #expect(outcome(data, .fastest) == reference, "\(comment) (fastest vs libpng)")
        #expect(outcome(data, .directWithZlib) == reference, "\(comment) (zlib vs libpng)")
    }

    @Test(arguments: ConformanceTests.names)
    func pngSuiteDecodesAsLibpngDecodesIt(_ name: String) throws {
        let data = try TestResources.bytes(TestResources.pngSuite.appendingPathComponent(name))
        Self.expectSameEveryWay(data, name)
    }

    /// The direct decoder takes exactly the 8-bit RGB and RGBA files without palette or
    /// transparency chunk, plain and with every row filter; libpng reads the rest.
    @Test func takesTheCommonFormsOnly() throws {
        let taken = try ConformanceTests.names.filter { name in
            let data = try TestResources.bytes(TestResources.pngSuite.appendingPathComponent(name))
            return PNGDecoder.decodeDirect(data, width: 32, height: 32, withLibdeflate: false) != nil
        }
        #expect(taken == ["basn2c08.png", "basn6a08.png", "ftp0n2c08.png"])
    }

    /// Every filter forced on every row (and libpng's adaptive choice), on noise and on
    /// gradients, at widths around the vector lengths, translucent (RGBA) and opaque (RGB).
    @Test func everyFilterAtEveryWidthRoundTrips() throws {
        var random = SplitMix64(seed: 14)
        let filters: [PNGEncodeOptions.Filters] = [.none, .sub, .up, .average, .paeth, .all]
        for width in [1, 2, 3, 4, 5, 6, 7, 15, 16, 17, 33, 64] {
            for opaque in [true, false] {
                var bitmap = Bitmap(width: width, height: 9, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
                bitmap.withUnsafeMutableBytes { raw in
                    for index in stride(from: 0, to: raw.count, by: 4) {
                        let noisy = (index / 4) % 3 == 0
                        let alpha: UInt8 = opaque ? 255 : (noisy ? random.byte() | 1 : 200)
                        for channel in 0..<3 {
                            let value = noisy ? random.byte() : UInt8(truncatingIfNeeded: index &* 7 &+ channel &* 40)
                            raw[index + channel] = Premultiply.multiply(value, alpha)
                        }
                        raw[index + 3] = alpha
                    }
                }
                for filter in filters {
                    let options = PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: filter)
                    let data = try PNGEncoder.encode(bitmap, text: [PNGTextChunk(key: "Comment", value: "café")], options: options)
                    let direct = try #require(PNGDecoder.decodeDirect(data, width: width, height: 9, withLibdeflate: false))
                    #expect(direct.bitmap == bitmap, "width \(width), opaque \(opaque), filters \(filter.rawValue)")
                    #expect(direct.text == [PNGTextChunk(key: "Comment", value: "café")])
                    Self.expectSameEveryWay(data, "width \(width), opaque \(opaque), filters \(filter.rawValue)")
                }
            }
        }
    }

    /// A file split into many IDAT chunks, and one with ancillary chunks between them and
    /// after, decode the same every way; data that is not one run of IDAT chunks goes to libpng.
    @Test func chunkLayoutsDecodeAsLibpngDecodesThem() throws {
        let bitmap = Bitmap(width: 5, height: 4, fill: PremultipliedPixel(r: 10, g: 200, b: 30, a: 255))
        let data = try PNGEncoder.encode(bitmap)
        let chunks = Self.chunks(data)
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.body)
        let ihdr = PNGBytes.chunk("IHDR", chunks[0].body)
        let end = PNGBytes.chunk("IEND", [])
        let pieces = stride(from: 0, to: stream.count, by: 3).map { PNGBytes.chunk("IDAT", Array(stream[$0..<min($0 + 3, stream.count)])) }
        let split = PNGBytes.signature + ihdr + pieces.joined() + end
        #expect(PNGDecoder.decodeDirect(split, width: 5, height: 4, withLibdeflate: false)?.bitmap == bitmap)
        Self.expectSameEveryWay(split, "split IDAT")

        let gamma = PNGBytes.chunk("gAMA", PNGBytes.bigEndian(45455))
        let withAncillary = PNGBytes.signature + ihdr + gamma + PNGBytes.chunk("IDAT", stream) + gamma + end
        #expect(PNGDecoder.decodeDirect(withAncillary, width: 5, height: 4, withLibdeflate: false)?.bitmap == bitmap)
        Self.expectSameEveryWay(withAncillary, "ancillary chunks")

        let interrupted = PNGBytes.signature + ihdr + pieces[0] + gamma + pieces.dropFirst().joined() + end
        #expect(PNGDecoder.decodeDirect(interrupted, width: 5, height: 4, withLibdeflate: false) == nil)
        Self.expectSameEveryWay(interrupted, "IDAT run interrupted")
    }

    /// Damage the direct decoder meets (a bad CRC, a broken or short stream, a bad filter
    /// byte, a truncated file, a text chunk without keyword) ends with libpng's answer.
    @Test func damagedFilesGetLibpngsAnswer() throws {
        var random = SplitMix64(seed: 7)
        var bitmap = Bitmap(width: 20, height: 6, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        bitmap.withUnsafeMutableBytes { raw in
            for index in stride(from: 0, to: raw.count, by: 4) { for channel in 0..<3 { raw[index + channel] = random.byte() } }
        }
        let data = try PNGEncoder.encode(bitmap, options: PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: .paeth))
        let chunks = Self.chunks(data)
        let ihdr = PNGBytes.chunk("IHDR", chunks[0].body)
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.body)
        let end = PNGBytes.chunk("IEND", [])

        var badCRC = data
        let idatAt = 8 + 25
        badCRC[idatAt + 10] ^= 0x40
        var brokenStream = stream
        brokenStream[stream.count / 2] ^= 0xFF
        let raw = Self.inflateStored(rows: 6, rowBytes: 60, filter: 7)
        let cases: [(String, [UInt8])] = [
            ("bad CRC", badCRC),
            ("broken stream", PNGBytes.signature + ihdr + PNGBytes.chunk("IDAT", brokenStream) + end),
            ("short stream", PNGBytes.signature + ihdr + PNGBytes.chunk("IDAT", Array(stream.prefix(stream.count / 2))) + end),
            ("filter byte 7", PNGBytes.signature + ihdr + PNGBytes.chunk("IDAT", raw) + end),
            ("truncated", Array(data.prefix(data.count - 20))),
            ("no IEND", PNGBytes.signature + ihdr + PNGBytes.chunk("IDAT", stream)),
            ("text without keyword", PNGBytes.signature + ihdr + PNGBytes.chunk("tEXt", [0] + Array("x".utf8))
                + PNGBytes.chunk("IDAT", stream) + end),
        ]
        for (name, damaged) in cases {
            #expect(PNGDecoder.decodeDirect(damaged, width: 20, height: 6, withLibdeflate: false) == nil, "\(name)")
            Self.expectSameEveryWay(damaged, name)
        }
    }

    // MARK: - Helpers

    /// Every chunk's type and data (see `PNGBytes.chunks(in:)`).
    static func chunks(_ data: [UInt8]) -> [(type: String, body: [UInt8])] {
        PNGBytes.chunks(in: data).map { ($0.type, Array(data[$0.offset + 8 ..< $0.offset + 8 + $0.length])) }
    }

    /// A zlib stream of stored (uncompressed) blocks holding `rows` rows of `rowBytes` zero
    /// bytes, each starting with the filter byte `filter`.
    static func inflateStored(rows: Int, rowBytes: Int, filter: UInt8) -> [UInt8] {
        var payload: [UInt8] = []
        for _ in 0..<rows { payload += [filter] + Array(repeating: 0, count: rowBytes) }
        let length = UInt16(payload.count)
        var adler = (a: UInt32(1), b: UInt32(0))
        for byte in payload {
            adler.a = (adler.a + UInt32(byte)) % 65521
            adler.b = (adler.b + adler.a) % 65521
        }
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + payload + PNGBytes.bigEndian(adler.b << 16 | adler.a)
    }
}

/// Byte-identical files are known to hold the same pixels once their chunks check out; any
/// other pair is decoded.
@Suite struct PNGFilePairTests {
    static func write(_ bytes: [UInt8], _ name: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func identicalFilesGiveTheirSizeWithoutDecoding() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let image = try PNGEncoder.encode(Bitmap(width: 6, height: 5, fill: PremultipliedPixel(r: 1, g: 2, b: 3, a: 255)))
        let a = try Self.write(image, "a.png", in: directory), b = try Self.write(image, "b.png", in: directory)
        let pair = try PNGFilePair(golden: a, actual: b)
        #expect(try pair.identicalImageSize().map { [$0.width, $0.height] } == [6, 5])
        #expect(try pair.decode().golden == (try pair.decode().actual))

        // A damaged stream whose CRCs were fixed up: identical files still hold identical
        // bytes (no decode needed); the same damage in one file only is an error naming it.
        let chunks = DirectDecoderTests.chunks(image)
        var stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.body)
        stream[2] ^= 0xFF
        let damaged = PNGBytes.signature + PNGBytes.chunk("IHDR", chunks[0].body) + PNGBytes.chunk("IDAT", stream) + PNGBytes.chunk("IEND", [])
        let c = try Self.write(damaged, "c.png", in: directory), d = try Self.write(damaged, "d.png", in: directory)
        #expect(try PNGFilePair(golden: c, actual: d).identicalImageSize().map { [$0.width, $0.height] } == [6, 5])
        #expect(try PNGFilePair(golden: a, actual: c).identicalImageSize() == nil)
        #expect(throws: PNGError.self) { try PNGFilePair(golden: a, actual: c).decode() }

        // A bad CRC, or a claim over the pixel budget, is not waved through.
        var badCRC = image
        badCRC[badCRC.count - 20] ^= 1
        let e = try Self.write(badCRC, "e.png", in: directory), f = try Self.write(badCRC, "f.png", in: directory)
        #expect(try PNGFilePair(golden: e, actual: f).identicalImageSize() == nil)
        #expect(throws: PNGError.self) { try PNGFilePair(golden: e, actual: f).decode() }
        let huge = PNGBytes.signature + PNGBytes.ihdr(width: 5000, height: 5000, colorType: 2)
            + PNGBytes.chunk("IDAT", stream) + PNGBytes.chunk("IEND", [])
        let g = try Self.write(huge, "g.png", in: directory), h = try Self.write(huge, "h.png", in: directory)
        #expect(throws: PNGError.self) { try PNGFilePair(golden: g, actual: h).identicalImageSize() }
    }
}

extension DirectDecoderTests {
    /// Text ends at a NUL inside the value, and a chunk whose name is not four letters is
    /// libpng's to refuse: both routes agree.
    @Test func textAndChunkNamesAsLibpngReadsThem() throws {
        let bitmap = Bitmap(width: 3, height: 2, fill: PremultipliedPixel(r: 9, g: 8, b: 7, a: 255))
        let data = try PNGEncoder.encode(bitmap)
        let chunks = Self.chunks(data)
        let ihdr = PNGBytes.chunk("IHDR", chunks[0].body), idat = PNGBytes.chunk("IDAT", chunks.filter { $0.type == "IDAT" }.flatMap(\.body))
        let end = PNGBytes.chunk("IEND", [])
        let text = PNGBytes.signature + ihdr + PNGBytes.chunk("tEXt", Array("Comment".utf8) + [0] + Array("ab".utf8) + [0] + Array("cd".utf8))
            + idat + end
        #expect(try PNGDecoder.decode(text, route: .fastest).text == [PNGTextChunk(key: "Comment", value: "ab")])
        Self.expectSameEveryWay(text, "text with a NUL")
        let badName = PNGBytes.signature + ihdr + PNGBytes.chunk("ab1d", [1, 2]) + idat + end
        #expect(PNGDecoder.decodeDirect(badName, width: 3, height: 2, withLibdeflate: false) == nil)
        Self.expectSameEveryWay(badName, "chunk named ab1d")
    }
}
