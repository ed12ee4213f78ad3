import Foundation
import GoldensPNG
import GoldensRaster
import Testing

/// Every bad input gives a typed error naming the file and the problem; nothing traps and
/// nothing image-sized is allocated for a lie in the header.
@Suite struct HostileInputTests {
    static let sample = TestResources.pngSuite.appendingPathComponent("basn2c08.png")

    private func problem(decoding data: [UInt8], limits: PNGDecodeLimits = .default) -> PNGError.Problem? {
        do {
            _ = try PNGDecoder.decode(data, file: "bad.png", limits: limits)
            return nil
        } catch {
            #expect(error.file == "bad.png")
            #expect(error.description.hasPrefix("bad.png: "))
            return error.problem
        }
    }

    @Test func zeroBytesIsEmpty() {
        #expect(problem(decoding: []) == .empty)
    }

    @Test func everyTruncationIsReportedAsTruncated() throws {
        let data = try TestResources.bytes(Self.sample)
        for length in 1..<data.count {
            let found = problem(decoding: Array(data.prefix(length)))
            guard case .truncated = found else {
                Issue.record("cut at \(length) of \(data.count) bytes gave \(String(describing: found))")
                continue
            }
        }
    }

    @Test func aBadSignatureIsNotAPNGAndShowsTheBytes() throws {
        var data = try TestResources.bytes(Self.sample)
        data[1] = UInt8(ascii: "Q")
        #expect(problem(decoding: data) == .notPNG(firstBytes: Array(data.prefix(8))))
        let message = PNGError(file: "x.png", problem: .notPNG(firstBytes: Array(data.prefix(8)))).description
        #expect(message.contains("89 51 4E 47"))
        #expect(message.contains("expected 89 50 4E 47 0D 0A 1A 0A"))
    }

    @Test func otherFormatsAreNamed() {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46]
        #expect(problem(decoding: jpeg) == .notPNG(firstBytes: Array(jpeg.prefix(8))))
        #expect(PNGError(file: "a.png", problem: .notPNG(firstBytes: jpeg)).description.contains("a JPEG"))
        let text = Array("{\"version\": 1}".utf8)
        #expect(problem(decoding: text) == .notPNG(firstBytes: Array(text.prefix(8))))
    }

    @Test(arguments: ["IHDR", "IDAT", "IEND"])
    func aCRCMismatchInACriticalChunkIsCorrupt(_ type: String) throws {
        var data = try TestResources.bytes(Self.sample)
        let chunk = try #require(PNGBytes.chunks(in: data).first { $0.type == type })
        data[chunk.offset + 8 + chunk.length] ^= 0x01  // first CRC byte
        guard case .corrupt(let detail)? = problem(decoding: data) else {
            Issue.record("expected corrupt for \(type)")
            return
        }
        #expect(detail.contains("CRC"), "\(detail)")
    }

    @Test func damagedImageDataIsCorrupt() throws {
        var data = try TestResources.bytes(Self.sample)
        let idat = try #require(PNGBytes.chunks(in: data).first { $0.type == "IDAT" })
        let body = Array(data[idat.offset + 8 ..< idat.offset + 8 + idat.length]).map { $0 ^ 0x5A }
        data.replaceSubrange(idat.offset ..< idat.offset + 12 + idat.length, with: PNGBytes.chunk("IDAT", body))
        guard case .corrupt? = problem(decoding: data) else {
            Issue.record("expected corrupt")
            return
        }
    }

    @Test func aHugeHeaderIsRefusedBeforeAnyPixelMemory() {
        // 100000 x 100000 RGBA would be 40 GB; the refusal must come from the header alone.
        let data = PNGBytes.signature + PNGBytes.ihdr(width: 100_000, height: 100_000)
            + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGBytes.chunk("IEND", [])
        #expect(problem(decoding: data) == .tooManyPixels(width: 100_000, height: 100_000, limit: 4096 * 4096))
    }

    @Test func thePixelBudgetIsConfigurableAndExact() throws {
        let data = try TestResources.bytes(Self.sample)  // 32 x 32
        #expect(problem(decoding: data, limits: PNGDecodeLimits(maxPixels: 1023)) == .tooManyPixels(width: 32, height: 32, limit: 1023))
        #expect(problem(decoding: data, limits: PNGDecodeLimits(maxPixels: 1024)) == nil)
        let fourK = PNGBytes.signature + PNGBytes.ihdr(width: 4097, height: 4096)
        #expect(problem(decoding: fourK) == .tooManyPixels(width: 4097, height: 4096, limit: 4096 * 4096))
    }

    @Test func anInvalidHeaderIsCorrupt() {
        let data = PNGBytes.signature + PNGBytes.ihdr(width: 0, height: 10) + PNGBytes.chunk("IEND", [])
        guard case .corrupt? = problem(decoding: data) else {
            Issue.record("expected corrupt")
            return
        }
        let badDepth = PNGBytes.signature + PNGBytes.ihdr(width: 4, height: 4, bitDepth: 7, colorType: 2)
        guard case .corrupt? = problem(decoding: badDepth) else {
            Issue.record("expected corrupt")
            return
        }
    }

    @Test func filesystemProblemsNameTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path("missing.png")
        #expect(throws: PNGError(file: missing, problem: .notFound)) { try PNGDecoder.decode(contentsOf: missing) }
        #expect(throws: PNGError(file: directory.url.path, problem: .isDirectory)) {
            try PNGDecoder.decode(contentsOf: directory.url.path)
        }
        let empty = directory.path("empty.png")
        FileManager.default.createFile(atPath: empty, contents: Data())
        #expect(throws: PNGError(file: empty, problem: .empty)) { try PNGDecoder.decode(contentsOf: empty) }
        let underAFile = empty + "/inner.png"
        #expect(throws: PNGError(file: underAFile, problem: .notReadable(reason: "Not a directory"))) {
            try PNGDecoder.decode(contentsOf: underAFile)
        }
        #expect(throws: PNGError(file: "/dev/null", problem: .notReadable(reason: "not a regular file"))) {
            try PNGDecoder.decode(contentsOf: "/dev/null")
        }
        let big = directory.path("big.png")
        FileManager.default.createFile(atPath: big, contents: Data(count: 2000))
        #expect(throws: PNGError(file: big, problem: .fileTooLarge(bytes: 2000, limit: 1000))) {
            try PNGDecoder.decode(contentsOf: big, limits: PNGDecodeLimits(maxFileBytes: 1000))
        }
    }

    @Test func anUnreadableFileSaysPermissionDenied() throws {
        guard geteuid() != 0 else { return }  // root reads any file; the other cases above still run
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let locked = directory.path("locked.png")
        FileManager.default.createFile(atPath: locked, contents: Data(try TestResources.bytes(Self.sample)),
                                       attributes: [.posixPermissions: 0])
        #expect(throws: PNGError(file: locked, problem: .notReadable(reason: "Permission denied"))) {
            try PNGDecoder.decode(contentsOf: locked)
        }
    }

    @Test func headerOnlyReadAllocatesNoPixels() throws {
        let data = PNGBytes.signature + PNGBytes.ihdr(width: 100_000, height: 100_000, bitDepth: 16, colorType: 2)
            + PNGBytes.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + PNGBytes.chunk("IEND", [])
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("claims.png")
        FileManager.default.createFile(atPath: path, contents: Data(data))
        let header = try PNGDecoder.header(contentsOf: path)
        #expect(header.width == 100_000 && header.bitDepth == 16 && header.colorType == .rgb)
    }
}
