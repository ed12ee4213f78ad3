import Foundation
import GoldensDiff
import GoldensPNG
import GoldensRaster
import Testing
@testable import GoldensWorkflow

@Suite struct GoldenCheckRecordModeTests {
    @Test func neverFailsOnAMissingGoldenAndWritesNoGolden() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.check(mode: .never).run(Frames.sequence())
        #expect(result.record.frames.map(\.status) == [.missing, .missing, .missing])
        #expect(result.failures.count == 3)
        #expect(!result.passed)
        #expect(!FileManager.default.fileExists(atPath: sandbox.goldens + "/TransitionTests/herbPop/herb-pop/present@0.00.png"))
        let message = result.failures[1].message
        #expect(message.hasPrefix("herb-pop: frame \"present@0.50\" (t = 0.175 s), 2 of 3, has no golden, and record mode \"never\""))
        #expect(message.contains("first divergent frame: \"present@0.00\" (t = 0.000 s), 1 of 3"))
        // The actual image is kept so it can be reviewed and accepted.
        let actual = try #require(result.record.frames[1].actualPath)
        #expect(try Frames.decode(actual) == Frames.screen(offset: 6))
        #expect(message.contains("actual: \(actual)"))
    }

    @Test func onCIAMissingGoldenIsAFailureNotARecord() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let mode = try RecordMode.fromEnvironment(["CI": "true"])
        let result = try sandbox.check(mode: mode).run(Frames.sequence())
        #expect(result.record.frames.allSatisfy { $0.status == .missing })
        #expect(result.failures.first?.message.contains("(the default on CI)") == true)
        #expect(PathsBelow(sandbox.goldens).pngs.isEmpty)
        // Not even an empty directory appears in Goldens/.
        #expect(!FileManager.default.fileExists(atPath: sandbox.goldens))
    }

    /// A missing golden under each environment: recorded only where the mode allows it.
    @Test(arguments: [
        ([String: String](), GoldenFrameStatus.recorded),
        (["CI": "true"], .missing),
        (["CI": "true", "GOLDENS_RECORD": "missing"], .recorded),
        (["CI": "true", "GOLDENS_RECORD": "failed"], .recorded),
        (["CI": "true", "GOLDENS_RECORD": "all"], .recorded),
        (["GOLDENS_RECORD": "never"], .missing),
        (["GOLDENS_RECORD": "failed"], .recorded),
        (["GOLDENS_RECORD": "all"], .recorded),
    ])
    func missingGoldenUnderEachEnvironment(environment: [String: String], expected: GoldenFrameStatus) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let mode = try RecordMode.fromEnvironment(environment)
        let result = try sandbox.check(mode: mode).run(Frames.sequence())
        #expect(result.record.frames.allSatisfy { $0.status == expected })
        #expect(!result.passed)
        #expect(GoldenPruning.goldenFiles(under: sandbox.goldens).count == (expected == .recorded ? 3 : 0))
    }

    @Test func missingRecordsNewGoldensAndStillFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let frames = Frames.sequence()
        let result = try sandbox.check(mode: .missing).run(frames)
        #expect(result.record.frames.map(\.status) == [.recorded, .recorded, .recorded])
        #expect(!result.passed)
        #expect(result.failures[0].message.contains("recorded a new golden (record mode \"missing\")"))
        for (frame, record) in zip(frames, result.record.frames) {
            #expect(try Frames.decode(record.goldenPath) == frame.bitmap)
            let text = try PNGDecoder.decode(contentsOf: record.goldenPath).text(for: PNGTextKey.description)
            #expect(text == "herb-pop \(frame.label) (t = \(DecimalText.fixed(frame.time!, digits: 3)) s)")
        }
        // The second run compares against what was recorded and passes quietly.
        let again = try sandbox.check(mode: .missing).run(frames)
        #expect(again.passed)
        #expect(again.failures.isEmpty)
        #expect(again.record.frames.allSatisfy { $0.status == .passed && $0.found == "identical" })
    }

    @Test func missingModeNeverOverwritesADifferingGolden() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let golden = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/present@0.50.png"
        let before = try Frames.pngBytes(at: golden)

        let result = try sandbox.check(mode: .missing).run(Frames.sequence(offsets: [0, 7, 14]))
        #expect(result.record.frames.map(\.status) == [.passed, .different, .different])
        #expect(try Frames.pngBytes(at: golden) == before)
        let failure = result.failures[0]
        #expect(failure.frameIndex == 1)
        #expect(result.firstDivergentFrame == 1)
        let lines = failure.message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "herb-pop: frame \"present@0.50\" (t = 0.175 s), 2 of 3, differs from its golden")
        // 10 rows: column 6 turned blue, column 14 turned white.
        #expect(lines[1] == "  20 px differ (2.08 %), max Δ 225.0, region x 6..14 y 10..19; mean Δ 225.0")
        #expect(lines[2] == "  first divergent frame: this one")
        #expect(result.failures[1].message.contains("first divergent frame: \"present@0.50\" (t = 0.175 s), 2 of 3"))
        #expect(lines.contains("  tolerance: exact"))
        #expect(lines.contains("  golden: \(golden)"))
        let frame = result.record.frames[1]
        #expect(lines.contains("  actual: \(try #require(frame.actualPath))"))
        #expect(lines.contains("  diff:   \(try #require(frame.diffPath))"))
        #expect(try Frames.decode(frame.diffPath!).width == 24)
        #expect(FileManager.default.fileExists(atPath: try #require(frame.compositePath)))
        #expect(result.failures[0].attachments.map(\.name) == ["present@0.50.actual.png", "present@0.50.diff.png"])
    }

    @Test func failedModeRewritesDifferingGoldensAndKeepsThePreviousOne() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let changed = Frames.sequence(offsets: [0, 7, 12])
        let result = try sandbox.check(mode: .failed).run(changed)
        #expect(result.record.frames.map(\.status) == [.passed, .recorded, .passed])
        #expect(result.failures.count == 1)
        #expect(result.failures[0].message.contains("recorded a golden over one that differed"))
        #expect(result.failures[0].message.contains("px differ"))
        let frame = result.record.frames[1]
        #expect(try Frames.decode(frame.goldenPath) == changed[1].bitmap)
        #expect(try Frames.decode(try #require(frame.previousGoldenPath)) == Frames.screen(offset: 6))
    }

    @Test func allRewritesOnlyWhatIsNotIdentical() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let golden = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/present@0.00.png"
        let before = try Frames.pngBytes(at: golden)

        // Frame 2 differs by one level in one pixel: within a per-channel tolerance of 2.
        var frames = Frames.sequence()
        var nudged = frames[1].bitmap
        nudged[0, 0] = PremultipliedPixel(r: 31, g: 60, b: 200, a: 255)
        frames[1].bitmap = nudged
        let tolerance = Tolerance(distance: .perChannel(maxDelta: 2))
        let lenient = try sandbox.check(mode: .missing, tolerance: tolerance).run(frames)
        #expect(lenient.passed)

        let result = try sandbox.check(mode: .all, tolerance: tolerance).run(frames)
        #expect(result.record.frames.map(\.status) == [.passed, .recorded, .passed])
        #expect(result.record.frames.map(\.found) == ["identical", "matches", "identical"])
        #expect(try Frames.pngBytes(at: golden) == before)
        #expect(try Frames.decode(result.record.frames[1].goldenPath) == nudged)
    }

    @Test func askedForRecordingsAreWarningsNotFailures() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var check = sandbox.check(mode: .all)
        check.recordingFailsTest = false
        let result = try check.run(Frames.sequence())
        #expect(result.passed)
        #expect(result.failures.count == 3)
        #expect(result.failures.allSatisfy { $0.isWarning })
        #expect(result.record.failingFrames.isEmpty)
    }
}

@Suite struct GoldenCheckBadGoldenTests {
    @Test func corruptGoldenIsReportedAndLeftAloneUnlessRecordingFailures() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let check = sandbox.check(transition: nil, mode: .missing)
        let path = check.goldenPath(for: "settled")
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let junk = Array("this is not a png".utf8)
        try FileSystem.writeAtomically(junk, to: path)

        let frame = GoldenFrame(label: "settled", bitmap: Frames.screen(offset: 3))
        let result = try check.run([frame])
        #expect(result.record.frames[0].status == .unreadable)
        #expect(try Frames.pngBytes(at: path) == junk)
        let message = result.failures[0].message
        #expect(message.contains("herbPop: frame \"settled\", 1 of 1: its golden cannot be used and was left as it is"))
        #expect(message.contains("problem: \(path): is not a PNG file: it starts with 74 68 69 73"))

        let repaired = try sandbox.check(transition: nil, mode: .failed).run([frame])
        #expect(repaired.record.frames[0].status == .recorded)
        #expect(try Frames.decode(path) == frame.bitmap)
    }

    @Test func truncatedGoldenIsUnreadable() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let check = sandbox.check(mode: .all)
        _ = try check.run(Frames.sequence())
        let path = check.goldenPath(for: "present@1.00")
        let bytes = try Frames.pngBytes(at: path)
        try FileSystem.writeAtomically(Array(bytes.prefix(bytes.count / 2)), to: path)
        let result = try sandbox.check(mode: .never).run(Frames.sequence())
        #expect(result.record.frames.map(\.status) == [.passed, .passed, .unreadable])
        #expect(result.failures[0].message.contains("is truncated") || result.failures[0].message.contains("is corrupt"))
    }

    @Test func wrongSizeGoldenFailsWithBothSizes() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(transition: nil, mode: .all).run([GoldenFrame(label: "card", bitmap: Frames.screen(offset: 2, width: 24, height: 40))])
        let result = try sandbox.check(transition: nil, mode: .never)
            .run([GoldenFrame(label: "card", bitmap: Frames.screen(offset: 2, width: 30, height: 40))])
        #expect(result.record.frames[0].status == .different)
        #expect(result.record.frames[0].verdict?.kind == "sizeMismatch")
        #expect(result.failures[0].message.contains("size differs: golden 24x40, actual 30x40"))
        #expect(try Frames.decode(try #require(result.record.frames[0].diffPath)).width == 30)
    }

    @Test func killedWriteLeavesTheOldGoldenWhole() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let golden = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/present@0.50.png"
        let before = try Frames.pngBytes(at: golden)

        struct Killed: Error {}
        var check = sandbox.check(mode: .failed)
        check.beforeGoldenRename = { throw Killed() }
        let result = try check.run(Frames.sequence(offsets: [0, 9, 12]))
        #expect(result.record.frames[1].status == .recordFailed)
        #expect(result.failures[0].message.contains("could not record"))
        #expect(try Frames.pngBytes(at: golden) == before)
        let directory = (golden as NSString).deletingLastPathComponent
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["present@0.00.png", "present@0.50.png", "present@1.00.png"])
    }

    @Test func aKilledWritersTemporaryFileIsNeverTakenForAGolden() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let directory = sandbox.goldens + "/TransitionTests/herbPop/herb-pop"
        // What a process killed between write and rename leaves: a hidden temporary file.
        try FileSystem.writeAtomically([0x89, 0x50], to: directory + "/.present@0.50.png.999.1.tmp")
        #expect(GoldenPruning.goldenFiles(under: sandbox.goldens).count == 3)
        let result = try sandbox.check(mode: .never).run(Frames.sequence())
        #expect(result.passed)
    }
}

@Suite struct GoldenCheckNamingTests {
    @Test func pathsFollowSuiteTestTransitionLabel() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let check = sandbox.check(suite: "Navigation/Tests", test: "..", transition: "pop: interactive", mode: .never)
        #expect(check.goldenPath(for: "present@0.30") == sandbox.goldens + "/Navigation_Tests/__/pop__interactive/present@0.30.png")
        let single = sandbox.check(transition: nil, mode: .never)
        #expect(single.goldenPath(for: "settled") == sandbox.goldens + "/TransitionTests/herbPop/settled.png")
    }

    @Test func hostileNamesStayInsideTheGoldensAndArtifactsDirectories() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let hostile = ["../../../../tmp/escape", "/etc/passwd", "..", "a\u{0}b", "nul", String(repeating: "x/", count: 200), "\u{202E}gnp.exe"]
        let frames = hostile.enumerated().map { GoldenFrame(label: $0.element, bitmap: Frames.screen(offset: $0.offset)) }
        let check = sandbox.check(suite: "../Suite", test: "/abs", transition: "..\\..", mode: .missing)
        let result = try check.run(frames)
        #expect(result.record.frames.allSatisfy { $0.status == .recorded })
        let goldens = sandbox.root.standardizedFileURL.path + "/Goldens/"
        let artifacts = sandbox.root.standardizedFileURL.path + "/.build/goldens-artifacts/"
        for frame in result.record.frames {
            #expect(PathText.absolute(frame.goldenPath).hasPrefix(goldens))
            #expect(PathText.absolute(frame.actualPath ?? "").hasPrefix(artifacts))
        }
        #expect(PathText.absolute(result.recordPath).hasPrefix(artifacts))
        // Everything written is one of the sandbox's own files: Package.swift, goldens, artifacts.
        for file in sandbox.files() {
            #expect(file == "Package.swift" || file.hasPrefix("Goldens/") || file.hasPrefix(".build/goldens-artifacts/"))
        }
        #expect(GoldenPruning.goldenFiles(under: sandbox.goldens).count == hostile.count)
    }

    @Test func duplicateLabelsAreAnError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let frame = GoldenFrame(label: "a/b", bitmap: Frames.screen(offset: 0))
        let clash = GoldenFrame(label: "A:B", bitmap: Frames.screen(offset: 1))
        #expect(throws: GoldenSetupError.self) { try sandbox.check(mode: .all).run([frame, clash]) }
        #expect(sandbox.files().filter { $0.hasSuffix(".png") }.isEmpty)
    }

    @Test func twoTestsMeetingOnOneGoldenIsAnErrorNotAnOverwrite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let frames = Frames.sequence()
        let first = sandbox.check(test: "herbPop", mode: .all)
        _ = try first.run(frames)
        // Same sanitised path from another test (here: the name differs only in case).
        let second = sandbox.check(test: "HerbPop", mode: .all)
        do {
            _ = try second.run(Frames.sequence(offsets: [1, 2, 3]))
            Issue.record("expected a claim error")
        } catch {
            guard case .pathClaimed(let path, let by, let claimant) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path.hasSuffix("/herbPop/herb-pop/present@0.00.png") || path.hasSuffix("/HerbPop/herb-pop/present@0.00.png"))
            #expect(by == first.location.claimant)
            #expect(claimant == second.location.claimant)
        }
        #expect(try Frames.decode(first.goldenPath(for: "present@0.00")) == frames[0].bitmap)
        // The first test may run again (repetitions, loops).
        #expect(try first.run(frames).passed)
    }

    @Test func noFramesIsAnError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(throws: GoldenSetupError.noFrames(transition: "herb-pop")) { try sandbox.check(mode: .all).run([]) }
    }

    @Test func packageRootIsFoundAboveTheTestFile() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let nested = sandbox.root.appendingPathComponent("Tests/AppTests")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let file = nested.appendingPathComponent("PopTests.swift").path
        let layout = try GoldenLayout.resolve(testFile: file, environment: [:])
        let root = sandbox.root.standardizedFileURL.path
        #expect(layout.goldensDirectory == root + "/Goldens")
        #expect(layout.artifactsDirectory == root + "/.build/goldens-artifacts")
        let moved = try GoldenLayout.resolve(testFile: file, environment: ["GOLDENS_ARTIFACTS": "out/artifacts"])
        #expect(moved.artifactsDirectory == root + "/out/artifacts")
        #expect(throws: GoldenSetupError.noPackageRoot(testFile: "/nonexistent-dir/x/Test.swift")) {
            try GoldenLayout.resolve(testFile: "/nonexistent-dir/x/Test.swift", environment: [:])
        }
    }
}

@Suite struct GoldenArtifactTests {
    @Test func parallelTestsWriteTheirOwnRecords() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let count = 12
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                group.addTask {
                    let check = sandbox.check(test: "parallel\(index)", mode: .never)
                    _ = try check.run(Frames.sequence(offsets: [index % 5, 6]))
                }
            }
            try await group.waitForAll()
        }
        let (records, problems) = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory)
        #expect(problems.isEmpty)
        #expect(records.count == count)
        #expect(Set(records.map(\.test)).count == count)
        for record in records {
            #expect(record.frames.count == 2)
            for frame in record.frames {
                let actual = try #require(frame.actualPath)
                #expect(try Frames.decode(actual).width == 24)
            }
        }
        #expect(!sandbox.files().contains { $0.hasSuffix(".tmp") })
    }

    @Test func passingAgainRemovesStaleArtifacts() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let failing = try sandbox.check(mode: .never).run(Frames.sequence(offsets: [0, 7, 12]))
        let actual = try #require(failing.record.frames[1].actualPath)
        #expect(FileManager.default.fileExists(atPath: actual))
        let passing = try sandbox.check(mode: .never).run(Frames.sequence())
        #expect(passing.passed)
        #expect(!FileManager.default.fileExists(atPath: actual))
        #expect(passing.recordPath == failing.recordPath)
    }

    @Test func displayListIsKeptWithAFailingFrame() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let frame = GoldenFrame(label: "f", time: 0.1, bitmap: Frames.screen(offset: 1), displayList: "{\"ops\": []}")
        let result = try sandbox.check(mode: .never).run([frame])
        let path = try #require(result.record.frames[0].displayListPath)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"ops\": []}")
        #expect(result.failures[0].message.contains("display list: \(path)"))
    }
}

/// PNG files below a directory.
struct PathsBelow {
    var pngs: [String]
    init(_ directory: String) { pngs = GoldenPruning.goldenFiles(under: directory) }
}
