import Foundation
import GoldensJPEG
import GoldensRaster
import Testing

/// Every bad input gives a `JPEGError` naming the file and the problem: nothing traps, nothing
/// hangs, and nothing image-sized is allocated for a lie in the header.
@Suite struct HostileInputTests {
    private func problem(decoding data: [UInt8], limits: JPEGDecodeLimits = .default) -> JPEGError.Problem? {
        do {
            _ = try JPEGDecoder.decode(data, file: "bad.jpg", limits: limits)
            return nil
        } catch {
            #expect(error.file == "bad.jpg")
            #expect(error.description.hasPrefix("bad.jpg: "))
            #expect(!"\(error.problem)".isEmpty)
            return error.problem
        }
    }

    private func detail(_ problem: JPEGError.Problem?) -> String {
        switch problem {
        case .corrupt(let detail)?, .truncated(let detail)?, .unsupported(let detail)?: detail
        default: ""
        }
    }

    /// A copy of `data` with the frame header's bytes at `index` (0 is the precision, after the
    /// length) replaced.
    private func patchingFrame(_ data: [UInt8], _ changes: [Int: UInt8]) throws -> [UInt8] {
        let frame = try #require(JPEGSegments(data).segments.first { (0xC0...0xC2).contains($0.marker) })
        var result = data
        for (index, value) in changes { result[frame.offset + 4 + index] = value }
        return result
    }

    @Test func emptyAndForeignData() {
        #expect(problem(decoding: []) == .empty)
        #expect(problem(decoding: [0xFF]) == .truncated(detail: "only the first byte of the SOI marker"))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]
        #expect(problem(decoding: png) == .notJPEG(firstBytes: Array(png.prefix(8))))
        #expect(JPEGError(file: "a.jpg", problem: .notJPEG(firstBytes: png)).description.contains("89 50 4E 47"))
        #expect(problem(decoding: [0xFF, 0xD8]).map { if case .truncated = $0 { true } else { false } } == true)
    }

    @Test(arguments: ["baseline-420-40x30", "progressive-420-40x30", "restart-420-48x40", "grey-progressive-21x34",
                      "progressive-restart-420-35x27"])
    func everyTruncationThrows(_ name: String) throws {
        let data = try TestResources.bytes(name)
        for length in 0..<data.count {
            let found = problem(decoding: Array(data.prefix(length)))
            #expect(found != nil, "\(name) cut at \(length) of \(data.count) bytes decoded")
        }
    }

    @Test func aMissingEOIIsTruncated() throws {
        let data = try TestResources.bytes("baseline-444-32x24")
        guard case .truncated(let detail)? = problem(decoding: Array(data.dropLast(2))) else {
            Issue.record("expected truncated")
            return
        }
        #expect(detail.contains("EOI"))
    }

    /// Flipping bits anywhere gives an image or an error, never a trap. (Most flips in the coded
    /// data still decode: JPEG has no checksums.)
    @Test(arguments: ["baseline-420-40x30", "progressive-420-40x30", "progressive-restart-420-35x27", "baseline-411-61x11"])
    func flippedBytesNeverTrap(_ name: String) throws {
        let data = try TestResources.bytes(name)
        var errors = 0
        for offset in 0..<data.count {
            for mask: UInt8 in [0x01, 0x10, 0xFF] {
                var damaged = data
                damaged[offset] ^= mask
                if problem(decoding: damaged) != nil { errors += 1 }
            }
        }
        #expect(errors > 0)
    }

    @Test func hugeSizesAreRefusedBeforeAllocating() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        // 100000 does not fit the 16-bit fields; 65535 x 65535 is the largest claim there is.
        let huge = try patchingFrame(data, [1: 0xFF, 2: 0xFF, 3: 0xFF, 4: 0xFF])
        #expect(problem(decoding: huge) == .tooManyPixels(width: 65535, height: 65535, limit: 4096 * 4096))
        let limits = JPEGDecodeLimits(maxPixels: 1000)
        #expect(problem(decoding: data, limits: limits) == .tooManyPixels(width: 40, height: 30, limit: 1000))
    }

    /// Blocks are stored padded to whole MCUs: a thin image's padding is bounded too.
    @Test func paddingCountsAgainstTheLimit() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        // 1 x 60000 pixels in 16x16 MCUs: 1.44 million stored samples, over 4 x 60000 + 2^20.
        let thin = try patchingFrame(data, [1: 0xEA, 2: 0x60, 3: 0, 4: 1])
        guard case .unsupported(let detail)? = problem(decoding: thin, limits: JPEGDecodeLimits(maxPixels: 60_000)) else {
            Issue.record("expected unsupported")
            return
        }
        #expect(detail.contains("padded"))
    }

    @Test func zeroSizesAreRefused() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        #expect(detail(problem(decoding: try patchingFrame(data, [3: 0, 4: 0]))).contains("width 0"))
        guard case .unsupported(let detail)? = problem(decoding: try patchingFrame(data, [1: 0, 2: 0])) else {
            Issue.record("expected unsupported for height 0")
            return
        }
        #expect(detail.contains("DNL"))
    }

    @Test func missingTablesAndScansAreNamed() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        #expect(detail(problem(decoding: JPEGSegments.removing(0xC4, from: data))).contains("no DHT segment"))
        #expect(detail(problem(decoding: JPEGSegments.removing(0xDB, from: data))).contains("no DQT segment"))
        let sos = try #require(JPEGSegments(data).first(0xDA))
        let noScan = Array(data[..<sos.offset]) + [0xFF, 0xD9]
        #expect(detail(problem(decoding: noScan)).contains("no scan"))
        let noFrame = JPEGSegments.removing(0xC0, from: data)
        #expect(detail(problem(decoding: noFrame)).contains("before the frame header"))
    }

    @Test func aHuffmanTableWithTooManyCodesIsCorrupt() throws {
        var data = try TestResources.bytes("baseline-420-40x30")
        let table = try #require(JPEGSegments(data).first(0xC4))
        // Move the longest code to length 1: the same number of symbols, but a table that was
        // nearly full has no room for a 1-bit code.
        let counts = table.offset + 5
        let longest = try #require((0..<16).last { data[counts + $0] > 0 })
        data[counts + longest] -= 1
        data[counts] += 1
        #expect(detail(problem(decoding: data)).contains("more codes"))
    }

    @Test func badLengthsAreCaught() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        let table = try #require(JPEGSegments(data).first(0xDB))
        var short = data
        short[table.offset + 2] = 0
        short[table.offset + 3] = 1
        #expect(detail(problem(decoding: short)).contains("less than its own 2 bytes"))
        var long = data
        long[table.offset + 2] = 0xFF
        long[table.offset + 3] = 0xFF
        guard case .truncated? = problem(decoding: long) else {
            Issue.record("expected truncated")
            return
        }
    }

    @Test func unsupportedKindsSaySo() throws {
        let data = try TestResources.bytes("baseline-420-40x30")
        let frame = try #require(JPEGSegments(data).first(0xC0))
        for (marker, expected) in [(UInt8(0xC3), "lossless"), (0xC9, "arithmetic"), (0xC5, "hierarchical")] {
            var changed = data
            changed[frame.offset + 1] = marker
            guard case .unsupported(let detail)? = problem(decoding: changed) else {
                Issue.record("SOF \(marker): expected unsupported")
                continue
            }
            #expect(detail.contains(expected))
        }
        guard case .unsupported(let twelve)? = problem(decoding: try patchingFrame(data, [0: 12])) else {
            Issue.record("expected unsupported for 12-bit")
            return
        }
        #expect(twelve.contains("12-bit"))
    }

    @Test func tooManyScansAreRefused() throws {
        let data = try TestResources.bytes("progressive-420-40x30")
        guard case .unsupported(let detail)? = problem(decoding: data, limits: JPEGDecodeLimits(maxScans: 3)) else {
            Issue.record("expected unsupported")
            return
        }
        #expect(detail.contains("more than 3 scans"))
    }

    @Test func filesThatAreNotThere() throws {
        #expect(throws: JPEGError(file: "/nonexistent/x.jpg", problem: .notFound)) {
            try JPEGDecoder.decode(contentsOf: "/nonexistent/x.jpg")
        }
        #expect(throws: JPEGError(file: TestResources.directory.path, problem: .isDirectory)) {
            try JPEGDecoder.decode(contentsOf: TestResources.directory.path)
        }
        let name = "baseline-1x1"
        let limits = JPEGDecodeLimits(maxFileBytes: 10)
        do {
            _ = try JPEGDecoder.decode(contentsOf: TestResources.path(name, "jpg"), limits: limits)
            Issue.record("expected fileTooLarge")
        } catch {
            guard case .fileTooLarge = error.problem else {
                Issue.record("expected fileTooLarge, got \(error)")
                return
            }
        }
    }
}
