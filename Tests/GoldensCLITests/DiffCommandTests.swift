import Foundation
import GoldensPNG
import GoldensRaster
import Testing

/// `goldens diff` end to end: the built binary run as a subprocess on PNGs written to a
/// temporary directory (removed afterwards).
@Suite struct DiffCommandTests {
    /// Runs `goldens` with `arguments` (through the shared runner).
    static func run(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments)
    }

    /// A fresh temporary directory, removed when `body` returns.
    static func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try CLIFixtures.temporaryDirectory("diff")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    static let white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)

    /// golden.png (white 8x6) and actual.png (the same with one pixel at (2, 3) changed by `step`).
    static func writePair(in directory: URL, step: UInt8) throws -> (String, String) {
        let golden = Bitmap(width: 8, height: 6, fill: white)
        var actual = golden
        actual[2, 3] = PremultipliedPixel(r: 255 - step, g: 255, b: 255, a: 255)
        let goldenPath = directory.appendingPathComponent("golden.png").path
        let actualPath = directory.appendingPathComponent("actual.png").path
        try PNGEncoder.write(golden, to: goldenPath)
        try PNGEncoder.write(actual, to: actualPath)
        return (goldenPath, actualPath)
    }

    @Test func identicalFilesExitZero() throws {
        try Self.withDirectory { directory in
            let (golden, _) = try Self.writePair(in: directory, step: 40)
            let run = try Self.run(["diff", golden, golden])
            #expect(run.status == 0)
            #expect(run.standardOutput == "identical (8x6)\n")
        }
    }

    @Test func differentFilesExitOneWithTheVerdict() throws {
        try Self.withDirectory { directory in
            let (golden, actual) = try Self.writePair(in: directory, step: 40)
            let run = try Self.run(["diff", golden, actual])
            #expect(run.status == 1)
            #expect(run.standardOutput == "1 px differ (2.08 %), max Δ 40.0, region x 2..2 y 3..3\n")
        }
    }

    @Test func toleranceFlagsLoosenTheVerdict() throws {
        try Self.withDirectory { directory in
            let (golden, actual) = try Self.writePair(in: directory, step: 40)
            #expect(try Self.run(["diff", golden, actual, "--max-channel-delta", "40"]).status == 0)
            #expect(try Self.run(["diff", golden, actual, "--max-channel-delta", "39"]).status == 1)
            #expect(try Self.run(["diff", golden, actual, "--max-failing-pixels", "1"]).status == 0)
            #expect(try Self.run(["diff", golden, actual, "--ignore", "2,3,1,1"]).status == 0)
            #expect(try Self.run(["diff", golden, actual, "--delta-e", "1"]).status == 1)
        }
    }

    @Test func jsonOutput() throws {
        try Self.withDirectory { directory in
            let (golden, actual) = try Self.writePair(in: directory, step: 40)
            let run = try Self.run(["diff", golden, actual, "--json", "--yiq", "0.05"])
            #expect(run.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            #expect(object["verdict"] as? String == "different")
            #expect(object["failingPixels"] as? Int == 1)
            #expect(object["comparedPixels"] as? Int == 48)
            #expect(object["distanceUnit"] as? String == "YIQ")
        }
    }

    @Test func badInputsExitTwoWithTheCodecMessage() throws {
        try Self.withDirectory { directory in
            let (golden, _) = try Self.writePair(in: directory, step: 40)
            let notPNG = directory.appendingPathComponent("notes.png").path
            try Data("hello, not an image".utf8).write(to: URL(fileURLWithPath: notPNG))
            let bad = try Self.run(["diff", golden, notPNG])
            #expect(bad.status == 2)
            #expect(bad.standardError.hasPrefix("error: \(notPNG): "))
            #expect(bad.standardOutput.isEmpty)

            let missing = directory.appendingPathComponent("missing.png").path
            let absent = try Self.run(["diff", missing, golden])
            #expect(absent.status == 2)
            #expect(absent.standardError == "error: \(missing): no such file\n")

            let range = try Self.run(["diff", golden, golden, "--yiq", "3"])
            #expect(range.status == 2)
            #expect(range.standardError.contains("--yiq 3.0: expected a threshold in 0...1"))

            let region = try Self.run(["diff", golden, golden, "--ignore", "1,2,three,4"])
            #expect(region.status == 2)
            #expect(region.standardError.contains("--ignore 1,2,three,4"))
        }
    }

    @Test func hostileHeadersExitTwo() throws {
        try Self.withDirectory { directory in
            let (golden, _) = try Self.writePair(in: directory, step: 40)
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden)))
            // IHDR width and height (bytes 16..<24) claiming 2^32-1 x 2^32-1 pixels, then 2^32-1 x 7.
            for index in 16..<24 { bytes[index] = 0xFF }
            let huge = directory.appendingPathComponent("huge.png").path
            try Data(bytes).write(to: URL(fileURLWithPath: huge))
            bytes[20] = 0; bytes[21] = 0; bytes[22] = 0; bytes[23] = 7
            let wide = directory.appendingPathComponent("wide.png").path
            try Data(bytes).write(to: URL(fileURLWithPath: wide))
            let run = try Self.run(["diff", huge, wide])
            #expect(run.status == 2)
            #expect(run.standardError.hasPrefix("error: \(huge): "))
        }
    }

    @Test func writesDiffAndCompositeImages() throws {
        try Self.withDirectory { directory in
            let (golden, actual) = try Self.writePair(in: directory, step: 200)
            let diffPath = directory.appendingPathComponent("diff.png").path
            let sheetPath = directory.appendingPathComponent("sheet.png").path
            let run = try Self.run(["diff", golden, actual, "-o", diffPath, "--composite", sheetPath])
            #expect(run.status == 1)
            let diff = try PNGDecoder.decode(contentsOf: diffPath).bitmap
            #expect(diff.width == 8 && diff.height == 6)
            #expect(diff[2, 3] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
            #expect(diff[0, 0] == Self.white)
            let sheet = try PNGDecoder.decode(contentsOf: sheetPath).bitmap
            #expect(sheet.width > 24 && sheet.height > 6)
        }
    }
}
