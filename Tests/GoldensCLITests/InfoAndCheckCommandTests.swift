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

    /// The package's own goldens, found from this file.
    private var packageGoldens: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens")
    }

    @Test func checkRendersTheFixturesAndMatchesTheGoldens() throws {
        let artifacts = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let result = try CommandRunner.run(["check", "--filter", "slideDown", "--goldens", packageGoldens.path,
                                            "--artifacts", artifacts.path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("ok    Fixtures/slideDown/present: 12 frames compared, all match"))
        #expect(result.standardOutput.contains("ok    Fixtures/slideDown/dismiss: 12 frames compared, all match"))
        #expect(result.standardOutput.contains("2 transitions, 24 frames: 24 passed, 0 failed, 0 recorded"))
        // The committed goldens carry their scenes' fingerprints: nothing is drawn or decoded.
        #expect(result.standardOutput.contains("(24 verified by fingerprint, 0 by pixels)"))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("report.html").path))
    }

    /// A copy of the package's goldens in `directory` with ten pixels of slideDown's
    /// `present@0.50` painted red.
    private func goldensWithOneChangedFrame(in directory: URL) throws -> URL {
        let goldens = directory.appendingPathComponent("Goldens")
        try FileManager.default.copyItem(at: packageGoldens, to: goldens)
        let changed = goldens.appendingPathComponent("Fixtures/slideDown/present/present@0.50.png").path
        var image = try PNGDecoder.decode(contentsOf: changed).bitmap
        for x in 100..<110 { image[x, 300] = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) }
        try PNGEncoder.write(image, to: changed)
        return goldens
    }

    @Test func checkFailsOnAChangedGoldenAndSaysWhere() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = try goldensWithOneChangedFrame(in: directory)
        let artifacts = directory.appendingPathComponent("artifacts")
        let result = try CommandRunner.run(["check", "--filter", "slideDown", "--goldens", goldens.path, "--artifacts", artifacts.path],
                                           environment: ["GITHUB_ACTIONS": nil])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("FAIL  Fixtures/slideDown/present: 12 frames compared, 1 differ"))
        #expect(result.standardOutput.contains("present: frame \"present@0.50\" (t = 0.250 s), 6 of 12, differs from its golden"))
        #expect(result.standardOutput.contains("10 px differ"))
        #expect(result.standardOutput.contains("ok    Fixtures/slideDown/dismiss"))
        #expect(FileManager.default.fileExists(
            atPath: artifacts.appendingPathComponent("frames/Fixtures/slideDown/present/present@0.50/diff.png").path))
        #expect(!result.standardOutput.contains("::error"))
    }

    /// Under GitHub Actions the failing frame becomes an annotation at the animator's
    /// declaration and the run is summarised on the job's page.
    @Test func checkOnGitHubActionsAnnotatesTheSourceAndWritesTheStepSummary() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = try goldensWithOneChangedFrame(in: directory)
        let artifacts = directory.appendingPathComponent("artifacts")
        let stepSummary = directory.appendingPathComponent("step-summary.md")
        try Data("earlier step\n".utf8).write(to: stepSummary)
        let workspace = packageGoldens.deletingLastPathComponent().path
        let result = try CommandRunner.run(
            ["check", "--filter", "slideDown", "--goldens", goldens.path, "--artifacts", artifacts.path],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace, "GITHUB_STEP_SUMMARY": stepSummary.path])
        #expect(result.status == 1)
        let annotations = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1)
        let annotation = try #require(annotations.first)
        let source = try String(contentsOfFile: workspace + "/Fixtures/Sources/SlideDownFixture.swift", encoding: .utf8)
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("class SlideDownAnimator") }) + 1
        #expect(annotation.hasPrefix("::error file=Fixtures/Sources/SlideDownFixture.swift,line=\(line),"
            + "title=Golden mismatch%3A present present@0.50::present: frame \"present@0.50\" (t = 0.250 s), 6 of 12"))
        #expect(annotation.contains("%0A  10 px differ"))
        let summary = try String(contentsOf: stepSummary, encoding: .utf8)
        #expect(summary.hasPrefix("earlier step\n### Goldens: 1 of 2 transitions failed\n"))
        #expect(summary.contains("24 frames: 23 passed, 1 failed, 0 recorded."))
        #expect(summary.contains("| Fixtures/slideDown/present | 1 of 12 | present@0.50 (t = 0.250 s) | "
            + "Fixtures/Sources/SlideDownFixture.swift:\(line) |"))
        #expect(summary.contains("Report: `\(artifacts.path)/report.html`"))
    }

    @Test func checkWithAMissingGoldenFailsWithoutRecordingIt() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = directory.appendingPathComponent("Goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["check", "--filter", "slideDown", "--goldens", goldens.path,
                                            "--artifacts", directory.appendingPathComponent("artifacts").path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("12 missing"))
        let written = FileManager.default.enumerator(atPath: goldens.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
        #expect(written == [])
    }

    /// `--quiet` leaves only failures and the totals; off a terminal there is no status line.
    @Test func quietCheckPrintsOnlyTheTotals() throws {
        let artifacts = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let result = try CommandRunner.run(["check", "--quiet", "--filter", "slideDown", "--goldens", packageGoldens.path,
                                            "--artifacts", artifacts.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("2 transitions, 24 frames: 24 passed, 0 failed, 0 recorded ("))
        #expect(result.standardOutput.split(separator: "\n") == [
            result.standardOutput.split(separator: "\n")[0], "report: \(artifacts.path)/report.html"])
    }

    /// On a terminal (`script` gives the tool one) a status line counts transitions and frames
    /// under the verdict lines, and is cleared before the totals.
    @Test func checkOnATerminalShowsProgress() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let tool = CommandRunner.executable else { return }
        let artifacts = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let command = [tool.path, "check", "--filter", "slideDown", "--goldens", packageGoldens.path, "--artifacts", artifacts.path]
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try CommandRunner.run(["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 0)
        let output = result.standardOutput
        #expect(output.contains("\r\u{1B}[2K1/2 transitions · 12 frames · "))
        #expect(output.contains("\r\u{1B}[2K2/2 transitions · 24 frames · "))
        #expect(output.contains("ok    Fixtures/slideDown/dismiss"))
        // The status is cleared right before the totals.
        #expect(output.contains("\r\u{1B}[2K2 transitions, 24 frames: 24 passed"))
    }

    /// Three shards as three processes, merged, give the unsharded run's verdicts: the same
    /// summary (timings aside) and the same failing frame.
    @Test func shardsMergedGiveTheUnshardedVerdicts() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = try goldensWithOneChangedFrame(in: directory).path
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        let whole = try CommandRunner.run(["check", "-q", "--filter", "slide", "--goldens", goldens, "--artifacts", path("whole")])
        #expect(whole.status == 1)
        var transitions = 0
        for index in 1...3 {
            let part = try CommandRunner.run(["check", "-q", "--filter", "slide", "--shard", "\(index)/3", "--goldens", goldens,
                                              "--artifacts", path("shard-\(index)")])
            transitions += Int(part.standardOutput.split(separator: "\n").last { $0.contains(" frames: ") }?
                .prefix { $0 != " " } ?? "") ?? 0
        }
        #expect(transitions == 4)
        let merged = try CommandRunner.run(["report", "--merge", path("shard-1"), path("shard-2"), path("shard-3"),
                                            "--artifacts", path("merged"), "--strict"])
        #expect(merged.status == 1, "\(merged.standardError)")
        #expect(merged.standardOutput.contains("merged 3 shards: 4 transitions"))
        func summary(_ name: String) throws -> [[String: String]] {
            let data = try Data(contentsOf: URL(fileURLWithPath: path(name) + "/summary.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let items = try #require(json["transitions"] as? [[String: Any]])
            return items.map { item in item.filter { $0.key != "durationSeconds" }.mapValues { "\($0)" } }
        }
        #expect(try summary("merged") == summary("whole"))
        #expect(try summary("merged").first { $0["identifier"] == "Fixtures/slideDown/present" }?["failingFrames"]?.contains("present@0.50") == true)
        // A shard count that does not add up is refused by name.
        let bad = try CommandRunner.run(["check", "--shard", "4/3"])
        #expect(bad.status != 0 && bad.standardError.contains("shard 4/3: expected I/N with 1 ≤ I ≤ N"))
    }
}
