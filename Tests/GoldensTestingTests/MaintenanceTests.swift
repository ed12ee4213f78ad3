import Foundation
import GoldensPNG
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
