import Foundation
import GoldensTesting
import Testing

/// The assertion as a test calls it: failures become Swift Testing issues at the call site.
@Suite struct ExpectGoldensTests {
    @Test func failingFramesBecomeIssuesWithTheMessage() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let frames = Frames.sequence()
        // Recording fails the test too (three issues, expected here).
        try withKnownIssue {
            _ = try expectGoldens(frames, named: "slide", record: .all,
                                  goldensDirectory: sandbox.goldens, artifactsDirectory: sandbox.artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("recorded a new golden (record mode \"all\")") }
        }
        var result: GoldenCheckResult?
        try withKnownIssue {
            result = try expectGoldens(Frames.sequence(offsets: [0, 7, 12]), named: "slide", record: .never,
                                       goldensDirectory: sandbox.goldens, artifactsDirectory: sandbox.artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("slide: frame \"present@0.50\" (t = 0.175 s), 2 of 3, differs") }
        }
        let record = try #require(result).record
        #expect(record.suite == "ExpectGoldensTests")
        #expect(record.test == "failingFramesBecomeIssuesWithTheMessage")
        #expect(record.goldenDirectory == "ExpectGoldensTests/failingFramesBecomeIssuesWithTheMessage/slide")
        #expect(record.source.hasPrefix("GoldensTestingTests/ExpectGoldensTests.swift:"))
    }

    @Test(.goldens(record: .never)) func suiteTraitSetsTheRecordMode() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var result: GoldenCheckResult?
        try withKnownIssue {
            result = try expectGolden(Frames.screen(offset: 3), named: "settled",
                                      goldensDirectory: sandbox.goldens, artifactsDirectory: sandbox.artifacts)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no golden, and record mode \"never\"") }
        }
        #expect(result?.record.recordMode == "never")
        #expect(result?.record.frames.first?.goldenPath
            == sandbox.goldens + "/ExpectGoldensTests/suiteTraitSetsTheRecordMode/settled.png")
    }

    @Test func scopedDefaultsApplyBelowTheCallArgument() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let defaults = GoldenDefaults(recordMode: .never, goldensDirectory: sandbox.goldens, artifactsDirectory: sandbox.artifacts)
        let result = try withGoldenDefaults(defaults) {
            try withKnownIssue {
                _ = try expectGolden(Frames.screen(offset: 1), named: "a", record: .missing)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("recorded a new golden (record mode \"missing\")") }
            }
            return try expectGolden(Frames.screen(offset: 1), named: "a")
        }
        #expect(result.passed)
        #expect(result.record.recordMode == "never")
    }
}
