import Foundation
import GoldensPNG
import GoldensRaster
import GoldensWorkflow
import Testing

/// A temporary package with goldens, and a run whose middle frame differs.
private struct TemporaryPackage {
    let root: URL
    var goldens: String { root.appendingPathComponent("Goldens").path }
    var artifacts: String { root.appendingPathComponent(".build/goldens-artifacts").path }

    init(_ label: String = #function) throws {
        root = try CLIFixtures.temporaryDirectory(label)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static func screen(offset: Int) -> Bitmap {
        var bitmap = Bitmap(width: 16, height: 20, fill: PremultipliedPixel(r: 20, g: 40, b: 160, a: 255))
        for y in 4..<10 { for x in offset..<min(16, offset + 5) { bitmap[x, y] = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) } }
        return bitmap
    }

    func frames(_ offsets: [Int]) -> [GoldenFrame] {
        offsets.enumerated().map { GoldenFrame(label: "present@\($0.offset)", time: Double($0.offset) * 0.1, bitmap: Self.screen(offset: $0.element)) }
    }

    func check(_ mode: RecordMode, test: String = "herbPop", artifacts: String? = nil) -> GoldenCheck {
        GoldenCheck(transition: "herb-pop",
                    location: GoldenTestLocation(suite: "TransitionTests", test: test, testIdentity: root.path + test,
                                                 fileID: "App/TransitionTests.swift", filePath: root.path + "/TransitionTests.swift",
                                                 line: 10, column: 9),
                    recordMode: mode, layout: GoldenLayout(goldensDirectory: goldens, artifactsDirectory: artifacts ?? self.artifacts))
    }

    /// Goldens recorded from offsets 0, 4, 8; then a run where frame 1 moved.
    func recordAndBreak() throws -> GoldenCheckResult {
        _ = try check(.all).run(frames([0, 4, 8]))
        return try check(.never).run(frames([0, 5, 8]))
    }

    var common: [String] { ["--package-path", root.path, "--artifacts", artifacts] }
}

@Suite struct AcceptCommandTests {
    @Test func acceptsOneNamedFrame() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failing = try package.recordAndBreak()
        let frame = failing.record.frames[1]

        let unknown = try CommandRunner.run(["accept"] + package.common + ["TransitionTests/nothing"])
        #expect(unknown.status == 1)
        #expect(unknown.standardError.contains("no failing frame with an actual image matches \"TransitionTests/nothing\""))

        let dry = try CommandRunner.run(["accept", "--dry-run"] + package.common)
        #expect(dry.standardOutput == "would accept \(frame.goldenPath)\n")
        #expect(try PNGDecoder.decode(contentsOf: frame.goldenPath).bitmap == TemporaryPackage.screen(offset: 4))

        let result = try CommandRunner.run(["accept"] + package.common + ["TransitionTests/herbPop/herb-pop/present@1"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "accepted \(frame.goldenPath)\n")
        #expect(try PNGDecoder.decode(contentsOf: frame.goldenPath).bitmap == TemporaryPackage.screen(offset: 5))
        #expect(try package.check(.never).run(package.frames([0, 5, 8])).passed)
    }
}

@Suite struct PruneCommandTests {
    @Test func listsThenDeletesOrphansOnlyAfterAFullRun() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        _ = try package.recordAndBreak()
        let orphan = package.goldens + "/TransitionTests/removed/old.png"
        try FileManager.default.createDirectory(atPath: (orphan as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGEncoder.write(TemporaryPackage.screen(offset: 1), to: orphan)

        let noRun = try CommandRunner.run(["prune"] + package.common)
        #expect(noRun.status == 1)
        #expect(noRun.standardError.contains("no record of a `goldens test` run"))

        try LastRun(filter: "herb", finished: true, exitStatus: 0).write(artifactsDirectory: package.artifacts)
        let filtered = try CommandRunner.run(["prune"] + package.common)
        #expect(filtered.status == 1)
        #expect(filtered.standardError.contains("the last run was filtered (--filter herb)"))

        try LastRun(filter: nil, finished: true, exitStatus: 1).write(artifactsDirectory: package.artifacts)
        let listed = try CommandRunner.run(["prune"] + package.common)
        #expect(listed.status == 0)
        #expect(listed.standardOutput.contains("orphan \(orphan)\n1 orphaned golden; delete with `goldens prune --delete`"))
        let refused = try CommandRunner.run(["prune", "--delete"] + package.common)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("the last run failed (status 1)"))
        #expect(FileManager.default.fileExists(atPath: orphan))

        try LastRun(filter: nil, finished: true, exitStatus: 0).write(artifactsDirectory: package.artifacts)
        let deleted = try CommandRunner.run(["prune", "--delete"] + package.common)
        #expect(deleted.status == 0)
        #expect(deleted.standardOutput.contains("1 orphaned golden deleted"))
        #expect(!FileManager.default.fileExists(atPath: package.goldens + "/TransitionTests/removed"))
        #expect(GoldenPruning.goldenFiles(under: package.goldens).count == 3)
    }
}

@Suite struct ReportCommandTests {
    @Test func writesThePageSummaryAndJUnit() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        _ = try package.recordAndBreak()
        let output = package.root.appendingPathComponent("report").path
        let result = try CommandRunner.run(["report"] + package.common + ["--output", output])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("1 transition, 3 frames: 2 passed, 1 failed, 0 recorded "
            + "(0 verified by fingerprint, 3 by pixels)\nreport:  \(output)/report.html\n"))
        for name in ["report.html", "summary.json", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: output + "/" + name))
        }
    }
}

@Suite struct TestCommandTests {
    /// A stand-in for `swift`: logs its arguments and golden environment, copies prepared run
    /// records into the artifacts directory as a real test run would, and exits with `status`.
    private func fakeSwift(in package: TemporaryPackage, staged: String, status: Int32) throws -> String {
        let log = package.root.appendingPathComponent("swift.log").path
        let script = package.root.appendingPathComponent("fake-swift").path
        let text = """
            #!/bin/sh
            echo "args: $*" > '\(log)'
            echo "env: record=$GOLDENS_RECORD progress=$GOLDENS_PROGRESS fails=$GOLDENS_RECORDING_FAILS artifacts=$GOLDENS_ARTIFACTS" >> '\(log)'
            echo "cwd: $(pwd)" >> '\(log)'
            mkdir -p "$GOLDENS_ARTIFACTS/records" && cp -R '\(staged)'/. "$GOLDENS_ARTIFACTS/records/"
            exit \(status)

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: script))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return script
    }

    @Test func runsSwiftTestWithTheModeAndSummarises() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let staging = package.root.appendingPathComponent("staging").path
        _ = try package.check(.all, artifacts: staging).run(package.frames([0, 4, 8]))
        _ = try package.check(.never, artifacts: staging).run(package.frames([0, 5, 8]))
        let swift = try fakeSwift(in: package, staged: staging + "/records", status: 1)
        // A record from an earlier run: a full run must not count it.
        let stale = package.artifacts + "/records/Old/gone.json"
        try FileManager.default.createDirectory(atPath: (stale as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: stale))

        let result = try CommandRunner.run(["test", "--record", "failed", "--swift", swift] + package.common + ["--", "--parallel"])
        #expect(result.status == 1)
        let log = try String(contentsOfFile: package.root.appendingPathComponent("swift.log").path, encoding: .utf8)
        #expect(log.contains("args: test --parallel\n"))
        #expect(log.contains("env: record=failed progress=1 fails= artifacts=\(package.artifacts)\n"))
        #expect(log.contains("cwd: \(package.root.standardizedFileURL.path)"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(result.standardOutput.contains("goldens: 1 transition, 3 frames: 2 passed, 1 failed, 0 recorded "
            + "(0 verified by fingerprint, 3 by pixels)\n"))
        #expect(result.standardOutput.contains("goldens: FAILED   TransitionTests/herbPop/herb-pop: present@1\n"))
        #expect(result.standardOutput.contains("goldens: report \(package.artifacts)/report.html\n"))
        #expect(FileManager.default.fileExists(atPath: package.artifacts + "/junit.xml"))
        #expect(LastRun.read(artifactsDirectory: package.artifacts) == LastRun(filter: nil, finished: true, exitStatus: 1))
    }

    /// A `swift` whose full test run dies on a trap in one suite: listed, each suite runs alone.
    @Test func aCrashCostsOnlyItsSuite() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let script = package.root.appendingPathComponent("crashing-swift").path
        let text = """
            #!/bin/sh
            case "$*" in
              "test list --skip-build"*) echo "App.GoodSuite/draws()"; echo "App.CrashySuite/unwraps()" ;;
              *CrashySuite*) echo "Fatal error: Unexpectedly found nil while unwrapping an Optional value" >&2; exit 1 ;;
              *GoodSuite*) echo "passed" ;;
              *) echo "error: Exited with unexpected signal code 4" >&2; exit 1 ;;
            esac

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: script))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)

        let result = try CommandRunner.run(["test", "--swift", script] + package.common)
        #expect(result.status == 1)
        #expect(result.standardError.contains("Exited with unexpected signal code 4"), "the child's errors pass through")
        #expect(result.standardOutput.contains("goldens: the test process crashed; running each suite in a process of its own"))
        #expect(result.standardOutput.contains("goldens: CRASHED  App.CrashySuite\ngoldens:     Fatal error: Unexpectedly found nil"))
        #expect(!result.standardOutput.contains("CRASHED  App.GoodSuite"))
        #expect(result.standardOutput.contains("goldens: 2 suites run alone: 1 crashed, 0 failed, 1 passed"))

        let plain = try CommandRunner.run(["test", "--no-isolate-crashes", "--swift", script] + package.common)
        #expect(plain.status == 1)
        #expect(!plain.standardOutput.contains("run alone"))
    }

    @Test func recordAsksForRecordingsThatDoNotFail() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let staging = package.root.appendingPathComponent("staging").path
        var check = package.check(.all, artifacts: staging)
        check.recordingFailsTest = false
        _ = try check.run(package.frames([0, 4]))
        let swift = try fakeSwift(in: package, staged: staging + "/records", status: 0)

        let result = try CommandRunner.run(["record", "--filter", "herb", "--swift", swift] + package.common)
        #expect(result.status == 0)
        let log = try String(contentsOfFile: package.root.appendingPathComponent("swift.log").path, encoding: .utf8)
        #expect(log.contains("args: test --filter herb\n"))
        #expect(log.contains("env: record=all progress=1 fails=0 "))
        #expect(result.standardOutput.contains("recorded \(package.goldens)/TransitionTests/herbPop/herb-pop/present@0.png\n"))
        #expect(result.standardOutput.contains("goldens: recorded TransitionTests/herbPop/herb-pop: present@0, present@1"))
        #expect(LastRun.read(artifactsDirectory: package.artifacts)?.filter == "herb")
    }

    @Test func unknownRecordModeIsAUsageError() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let result = try CommandRunner.run(["test", "--record", "sometimes", "--swift", "/bin/false"] + package.common)
        #expect(result.status == 64)
        #expect(result.standardError.contains("--record sometimes: expected one of never, missing, failed, all"))
    }
}
