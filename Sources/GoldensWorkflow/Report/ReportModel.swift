import Foundation

/// The merged records of a run, summarised per transition: what the report, the JSON summary,
/// the JUnit file and `goldens test`'s closing lines are built from.
public struct RunSummary: Codable, Sendable, Equatable {
    public var totals: Totals
    public var transitions: [TransitionSummary]
    /// Record files that could not be read, each with why.
    public var unreadableRecords: [String]

    public struct Totals: Codable, Sendable, Equatable {
        public var transitions: Int
        public var frames: Int
        public var passed: Int
        public var failed: Int
        public var recorded: Int
        /// Frames known to match from their golden's fingerprint (nothing drawn or decoded),
        /// and frames whose pixels were compared.
        public var verifiedByFingerprint = 0
        public var verifiedByPixels = 0

        /// "28 transitions, 321 frames: 320 passed, 1 failed, 0 recorded (300 verified by
        /// fingerprint, 21 by pixels)": the closing line of `check`, `test` and `report`.
        public var line: String {
            "\(transitions) transition\(transitions == 1 ? "" : "s"), \(frames) frame\(frames == 1 ? "" : "s"): "
                + "\(passed) passed, \(failed) failed, \(recorded) recorded "
                + "(\(verifiedByFingerprint) verified by fingerprint, \(verifiedByPixels) by pixels)"
        }
    }

    public struct TransitionSummary: Codable, Sendable, Equatable {
        public var identifier: String
        public var suite: String
        public var test: String
        public var transition: String
        public var source: String
        /// "passed", "recorded" (every failing frame was a recording) or "failed".
        public var status: String
        public var frames: Int
        public var passed: Int
        public var failed: Int
        public var recorded: Int
        public var durationSeconds: Double
        /// Labels of the frames that did not pass (recorded ones included).
        public var failingFrames: [String]
    }

    public init(records: [GoldenRunRecord], problems: [String]) {
        transitions = records.map { record in
            let statuses = record.frames.map(\.status)
            let passed = statuses.filter { $0 == .passed }.count
            let recorded = statuses.filter { $0 == .recorded }.count
            let failed = statuses.count - passed - recorded
            return TransitionSummary(
                identifier: record.identifier, suite: record.suite, test: record.test, transition: record.transition,
                source: record.source, status: failed > 0 ? "failed" : (recorded > 0 ? "recorded" : "passed"),
                frames: statuses.count, passed: passed, failed: failed, recorded: recorded,
                durationSeconds: record.durationSeconds, failingFrames: record.frames.filter { $0.status.failsTest }.map(\.label))
        }
        totals = Totals(transitions: transitions.count, frames: transitions.reduce(0) { $0 + $1.frames },
                        passed: transitions.reduce(0) { $0 + $1.passed }, failed: transitions.reduce(0) { $0 + $1.failed },
                        recorded: transitions.reduce(0) { $0 + $1.recorded },
                        verifiedByFingerprint: records.reduce(0) { $0 + $1.frames.filter { $0.verifiedBy == .fingerprint }.count },
                        verifiedByPixels: records.reduce(0) { $0 + $1.frames.filter { $0.verifiedBy == .pixels }.count })
        unreadableRecords = problems
    }

    /// True when no frame failed other than by being recorded (what `goldens record` wants).
    public var onlyRecordings: Bool { totals.failed == 0 && unreadableRecords.isEmpty }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }
}
