import Foundation
import GoldensPNG
import GoldensRaster
import Testing

@Suite struct InfoAndCheckCommandTests {
    @Test func versionAndHelp() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            == "\(GoldensVersion.package) (renderer \(GoldensVersion.renderer))")
        let help = try CommandRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("info"))
        #expect(help.standardOutput.contains("check"))
    }

    @Test func infoDescribesTheStoredForm() throws {
        let result = try CommandRunner.run(["info", CLIFixtures.suiteImage("ibasn3p04.png")])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("size:       32 x 32 px"))
        #expect(result.standardOutput.contains("colour:     palette, 4-bit"))
        #expect(result.standardOutput.contains("interlace:  Adam7"))
        #expect(result.standardOutput.contains("text:       none"))
    }

    @Test func infoPrintsTextChunks() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("golden.png").path
        try PNGEncoder.write(Bitmap(width: 3, height: 2), to: path, text: .golden(describing: "pop present @0.50"))
        let result = try CommandRunner.run(["info", path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("colour:     RGBA, 8-bit"))
        #expect(result.standardOutput.contains("    Description: pop present @0.50"))
        #expect(result.standardOutput.contains("    Goldens-Renderer: \(GoldensVersion.renderer)"))
    }

    @Test func infoOnABadFileExitsNonZeroNamingTheFileAndProblem() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("notes.png").path
        try Data("just text".utf8).write(to: URL(fileURLWithPath: path))
        let result = try CommandRunner.run(["info", path, CLIFixtures.suiteImage("basn0g01.png")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("\(path): is not a PNG file"))
        // The good file after the bad one is still described.
        #expect(result.standardOutput.contains("grayscale, 1-bit"))
    }

    @Test func infoRefusesMoreThanThePixelBudget() throws {
        let result = try CommandRunner.run(["info", "--max-pixels", "1000", CLIFixtures.suiteImage("basn6a08.png")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("claims 32x32 pixels, more than the limit of 1000 pixels"))
    }

    @Test func checkValidatesEveryGoldenInSortedOrder() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let suite = directory.appendingPathComponent("Goldens/Suite/test")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try PNGEncoder.write(Bitmap(width: 4, height: 4), to: suite.appendingPathComponent("b.png").path)
        try PNGEncoder.write(Bitmap(width: 2, height: 3), to: suite.appendingPathComponent("a.png").path)
        let good = try CommandRunner.run(["check"], in: directory)
        #expect(good.status == 0)
        #expect(good.standardOutput == """
            ok    Goldens/Suite/test/a.png  2x3
            ok    Goldens/Suite/test/b.png  4x4
            2 goldens checked, 2 valid, 0 bad

            """)
        let truncated = try Data(contentsOf: suite.appendingPathComponent("b.png")).prefix(40)
        try truncated.write(to: suite.appendingPathComponent("c.png"))
        let bad = try CommandRunner.run(["check"], in: directory)
        #expect(bad.status == 1)
        #expect(bad.standardOutput.contains("BAD   Goldens/Suite/test/c.png: is truncated"))
        #expect(bad.standardOutput.hasSuffix("3 goldens checked, 2 valid, 1 bad\n"))
    }

    @Test func checkWithoutAGoldensDirectorySaysSo() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CommandRunner.run(["check"], in: directory)
        #expect(result.status != 0)
        #expect(result.standardError.contains("Goldens: no such directory"))
    }
}
