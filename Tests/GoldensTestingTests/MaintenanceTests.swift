import Foundation
import GoldensPNG
import GoldensScene
import Testing
@testable import GoldensWorkflow

@Suite struct AcceptTests {
    @Test func acceptCopiesReviewedActualsOverGoldens() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        _ = try sandbox.check(test: "other", transition: nil, mode: .all).run([GoldenFrame(label: "x", bitmap: Frames.screen(offset: 1))])
        let changed = Frames.sequence(offsets: [0, 7, 14])
        _ = try sandbox.check(mode: .never).run(changed)
        _ = try sandbox.check(test: "other", transition: nil, mode: .never).run([GoldenFrame(label: "x", bitmap: Frames.screen(offset: 2))])
        let records = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records

        let one = try GoldenAcceptance.candidates(in: records, matching: ["TransitionTests/herbPop/herb-pop/present@0.50"])
        #expect(one.map { ($0.goldenPath as NSString).lastPathComponent } == ["present@0.50.png"])
        let both = try GoldenAcceptance.candidates(in: records, matching: ["TransitionTests/herbPop"])
        #expect(both.count == 2)
        #expect(try GoldenAcceptance.candidates(in: records, matching: []).count == 3)
        #expect(throws: GoldenAcceptance.Problem.self) {
            try GoldenAcceptance.candidates(in: records, matching: ["TransitionTests/herb"])
        }

        for item in both { try GoldenAcceptance.accept(item) }
        let after = try sandbox.check(mode: .never).run(changed)
        #expect(after.passed)
        #expect(try Frames.decode(sandbox.goldens + "/TransitionTests/other/x.png") == Frames.screen(offset: 1))
    }

    @Test func acceptRefusesAnActualThatIsNotAPNG() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try sandbox.check(mode: .never).run(Frames.sequence())
        let frame = result.record.frames[0]
        try FileSystem.writeAtomically(Array("junk".utf8), to: frame.actualPath!)
        #expect(throws: PNGError.self) {
            try GoldenAcceptance.accept(.init(goldenPath: frame.goldenPath, actualPath: frame.actualPath!))
        }
        #expect(!FileManager.default.fileExists(atPath: frame.goldenPath))
    }
}

@Suite struct PruneTests {
    @Test func orphansAreGoldensNoRecordTouched() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(Frames.sequence())
        let stale = sandbox.goldens + "/OldTests/removedTest/frame.png"
        try FileManager.default.createDirectory(atPath: (stale as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGEncoder.write(Frames.screen(offset: 0), to: stale)
        let notes = sandbox.goldens + "/README.txt"
        try Data("not a golden".utf8).write(to: URL(fileURLWithPath: notes))

        let records = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records
        let orphans = GoldenPruning.orphans(goldensDirectory: sandbox.goldens, records: records)
        #expect(orphans == [PathText.absolute(stale)])

        try GoldenPruning.delete(orphans, goldensDirectory: sandbox.goldens)
        #expect(!FileManager.default.fileExists(atPath: sandbox.goldens + "/OldTests"))
        #expect(FileManager.default.fileExists(atPath: notes))
        #expect(GoldenPruning.goldenFiles(under: sandbox.goldens).count == 3)
    }

    @Test func lastRunMarkerRoundTrips() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        #expect(LastRun.read(artifactsDirectory: sandbox.artifacts) == nil)
        let run = LastRun(filter: "Pop", finished: true, exitStatus: 1)
        try run.write(artifactsDirectory: sandbox.artifacts)
        #expect(LastRun.read(artifactsDirectory: sandbox.artifacts) == run)
    }
}

/// The motion trace beside a sequence's goldens: when it is written, kept, accepted and pruned.
@Suite struct MotionFileTests {
    /// A trace of one view whose y runs through `values` (one per 1/120 s).
    private func trace(_ values: [Double]) -> MotionTrace {
        MotionTrace(step: (MotionTrace.defaultStep * 1e9).rounded() / 1e9,
                    times: values.indices.map { (Double($0) / 120 * 1000).rounded() / 1000 },
                    views: [ViewMotion(name: "Card.view", properties: [PropertyCurve(property: "y", values: values)])])
    }

    private func frames(_ offsets: [Int], motion: MotionTrace) -> [GoldenFrame] {
        Frames.sequence(offsets: offsets).map { frame in
            var frame = frame
            frame.motion = motion
            return frame
        }
    }

    @Test func traceRoundTripsThroughItsFile() throws {
        let original = trace([844, 600.125, -12.5, 0])
        var withGap = original
        withGap.views[0].properties[0].values[1] = nil
        for value in [original, withGap] {
            let bytes = MotionFile.encode(value)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("motion-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try FileSystem.writeAtomically(bytes, to: path)
            #expect(try MotionFile.read(path) == value)
        }
        #expect(String(decoding: MotionFile.encode(original), as: UTF8.self).contains("\"values\": [844, 600.125, -12.5, 0]"))
    }

    @Test func damagedTracesAreRefusedNamingTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("motion-bad-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cases = [
            "truncated": "{\"formatVersion\": 1, \"step\": 0.0083",
            "version": "{\"formatVersion\": 9, \"step\": 0.01, \"times\": [], \"views\": []}",
            "length": "{\"formatVersion\": 1, \"step\": 0.01, \"times\": [0, 0.01], \"views\": [{\"name\": \"v\", \"properties\": [{\"property\": \"y\", \"values\": [1]}]}]}",
            "step": "{\"formatVersion\": 1, \"step\": 1e-320, \"times\": [], \"views\": []}",
        ]
        for (name, text) in cases.sorted(by: { $0.key < $1.key }) {
            let path = directory + "/\(name).json"
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
            do {
                _ = try MotionFile.read(path)
                Issue.record("\(name) was accepted")
            } catch {
                #expect("\(error)".hasPrefix(path), "\(error)")
            }
        }
    }

    @Test func goldenTraceIsWrittenWithRecordedGoldensOnly() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let golden = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/motion.json"
        // Never records: no trace appears, and nothing is written to the goldens.
        let first = try sandbox.check(mode: .never).run(frames([0, 6, 12], motion: trace([1, 2, 3])))
        #expect(!FileManager.default.fileExists(atPath: golden))
        #expect(first.record.motion?.goldenPath == nil)
        #expect(first.record.motion?.actualPath != nil)
        // Recording the frames writes it.
        _ = try sandbox.check(mode: .missing).run(frames([0, 6, 12], motion: trace([1, 2, 3])))
        #expect(try MotionFile.read(golden) == trace([1, 2, 3]))
        // Passing frames with a changed trace leave the golden trace alone under `missing`.
        let passing = try sandbox.check(mode: .missing).run(frames([0, 6, 12], motion: trace([1, 2, 4])))
        #expect(passing.passed)
        #expect(try MotionFile.read(golden) == trace([1, 2, 3]))
        #expect(passing.record.motion?.actualPath == nil)
        // A failing run keeps its own trace beside its artifacts for the report and `accept`.
        let failing = try sandbox.check(mode: .never).run(frames([0, 7, 14], motion: trace([1, 5, 9])))
        #expect(!failing.passed)
        #expect(try MotionFile.read(try #require(failing.record.motion?.actualPath)) == trace([1, 5, 9]))
        #expect(failing.record.motion?.comparedGoldenPath == golden)

        // Accepting the frames takes the trace with them.
        let records = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records
        let accepted = try GoldenAcceptance.candidates(in: records, matching: ["TransitionTests/herbPop/herb-pop/present@0.50"])
        #expect(accepted.map(\.kind) == [.image, .motion])
        for item in accepted { try GoldenAcceptance.accept(item) }
        #expect(try MotionFile.read(golden) == trace([1, 5, 9]))

        // Re-recording keeps the trace it replaced for the report.
        let rerecorded = try sandbox.check(mode: .all).run(frames([0, 8, 16], motion: trace([1, 6, 9])))
        #expect(try MotionFile.read(try #require(rerecorded.record.motion?.comparedGoldenPath)) == trace([1, 5, 9]))
        #expect(try MotionFile.read(golden) == trace([1, 6, 9]))
    }

    @Test func traceOfASequenceNoRecordNamesIsAnOrphan() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run(frames([0, 6, 12], motion: trace([1, 2, 3])))
        let kept = try sandbox.check(test: "other", transition: nil, mode: .all).run([GoldenFrame(label: "x", bitmap: Frames.screen(offset: 1))])
        let all = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records
        #expect(GoldenPruning.orphans(goldensDirectory: sandbox.goldens, records: all).isEmpty)
        let orphans = GoldenPruning.orphans(goldensDirectory: sandbox.goldens, records: [kept.record])
        #expect(orphans.map { ($0 as NSString).lastPathComponent }.sorted()
            == ["motion.json", "present@0.00.png", "present@0.50.png", "present@1.00.png"])
        try GoldenPruning.delete(orphans, goldensDirectory: sandbox.goldens)
        #expect(!FileManager.default.fileExists(atPath: sandbox.goldens + "/TransitionTests/herbPop"))
    }
}
