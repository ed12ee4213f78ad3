import Foundation
import GoldensDiff
import GoldensPNG

/// What one assertion call did, as written to `<artifacts>/records/.../*.json`.
///
/// Each call writes its own file (named from its suite, test, transition and a hash of its
/// golden paths), atomically, so tests running in parallel never write the same file; `goldens
/// report` and `goldens prune` merge them. The records of a run are also the list of goldens it
/// touched.
public struct GoldenRunRecord: Codable, Sendable, Equatable {
    /// Bumped when the format changes incompatibly.
    public static let formatVersion = 1

    public var formatVersion: Int
    /// The suite and test as the test framework names them (not sanitised).
    public var suite: String
    public var test: String
    /// The transition's name as given, or the test's name when none was given.
    public var transition: String
    /// The directory of this sequence's goldens, relative to the goldens directory.
    public var goldenDirectory: String
    /// Absolute path of the goldens directory.
    public var goldensRoot: String
    /// The artifacts directory the record was written in. Records read from elsewhere (a CI
    /// shard's artifacts downloaded by the job that merges them) have their artifact paths
    /// moved to where they were found. Nil in merged records, whose paths already point into
    /// the shards' directories (and in records older than the field): never moved.
    public var artifactsRoot: String?
    public var recordMode: String
    /// The tolerance in words ("exact", "ΔE ≤ 2, ...").
    public var tolerance: String
    /// Where the assertion was called: "Module/File.swift:12".
    public var source: String
    /// The same place as an absolute file path and a line, for links and CI annotations
    /// (absent in records written before they were kept).
    public var sourcePath: String?
    public var sourceLine: Int?
    /// Whether recorded frames failed the test in this run (see `GoldenCheck.recordingFailsTest`).
    public var recordingFailsTest: Bool
    /// How long comparing (and writing) took, in seconds, rendering included when the caller
    /// said when it began (`GoldenCheck.startedAt`). For progress and balancing shards; never
    /// compared.
    public var durationSeconds: Double
    public var frames: [FrameRecord]
    /// The motion traces, when the frames carried one (see `MotionFile`).
    public var motion: MotionRecord?

    /// Where a sequence's motion traces are, absolute paths.
    public struct MotionRecord: Codable, Sendable, Equatable {
        /// The golden trace beside the goldens, when there is one after the run.
        public var goldenPath: String?
        /// The run's trace in the artifacts (written when a frame failed).
        public var actualPath: String?
        /// A copy of the golden trace as it was before this run overwrote it.
        public var previousGoldenPath: String?
        /// Whether this run wrote the golden trace.
        public var wroteGolden: Bool
        /// Why a trace could not be read or written.
        public var problem: String?

        /// The golden trace as it was when the run began.
        public var comparedGoldenPath: String? { previousGoldenPath ?? (wroteGolden ? nil : goldenPath) }
    }

    public struct FrameRecord: Codable, Sendable, Equatable {
        public var index: Int
        public var label: String
        public var time: Double?
        public var status: GoldenFrameStatus
        /// What was found before any write: missing, unreadable, differs, matches, identical.
        public var found: String
        /// Absolute path of the golden.
        public var goldenPath: String
        public var verdict: VerdictRecord?
        /// Why the golden could not be used or written, when that happened.
        public var problem: String?
        /// Artifacts, absolute paths (only for frames that did not pass).
        public var actualPath: String?
        public var diffPath: String?
        public var compositePath: String?
        /// A copy of the golden as it was compared (kept when the golden was overwritten).
        public var previousGoldenPath: String?
        public var displayListPath: String?
        /// The failure message, as the test reported it.
        public var message: String?
        /// How a golden that was there was found to match or differ: by its fingerprint
        /// (nothing drawn or decoded) or by comparing pixels; nil when there was none to read.
        public var verifiedBy: Verification?

        /// The golden as it was compared: the copy kept when it was overwritten, else the
        /// golden itself; nil when there was none.
        public var comparedGoldenPath: String? {
            previousGoldenPath ?? (found == "missing" ? nil : goldenPath)
        }
    }

    public struct VerdictRecord: Codable, Sendable, Equatable {
        public var kind: String
        public var passed: Bool
        public var goldenWidth: Int
        public var goldenHeight: Int
        public var actualWidth: Int
        public var actualHeight: Int
        public var comparedPixels: Int
        public var failingPixels: Int
        public var failingRatio: Double
        public var maxDistance: Double
        public var meanDistance: Double
        public var distanceUnit: String
        /// The changed box as [x, y, width, height], if any.
        public var region: [Int]?
        public var description: String

        public init(_ verdict: Verdict) {
            kind = verdict.kind.rawValue
            passed = verdict.passed
            goldenWidth = verdict.goldenWidth
            goldenHeight = verdict.goldenHeight
            actualWidth = verdict.actualWidth
            actualHeight = verdict.actualHeight
            comparedPixels = verdict.comparedPixels
            failingPixels = verdict.failingPixels
            failingRatio = verdict.failingRatio.isFinite ? verdict.failingRatio : 0
            maxDistance = verdict.maxDistance.isFinite ? verdict.maxDistance : 0
            meanDistance = verdict.meanDistance.isFinite ? verdict.meanDistance : 0
            distanceUnit = verdict.distanceUnit
            region = verdict.changedBounds.map { [$0.x, $0.y, $0.width, $0.height] }
            description = verdict.description
        }
    }

    /// Frames that failed the test (recordings included when they fail it).
    public var failingFrames: [FrameRecord] { frames.filter(fails) }

    /// Whether `frame` failed its test in this run.
    public func fails(_ frame: FrameRecord) -> Bool {
        frame.status.failsTest && (frame.status != .recorded || recordingFailsTest)
    }

    /// Where the assertion was called, as "path:line" with the path relative to `base` when
    /// inside it ("Fixtures/Sources/SlideDownFixture.swift:10"); `source` for older records.
    public func sourceText(relativeTo base: String?) -> String {
        guard let path = sourcePath else { return source }
        return (base.map { PathText.relative(path, to: $0) } ?? path) + (sourceLine.map { ":\($0)" } ?? "")
    }

    /// A stable identifier for the sequence: "Suite/test/transition".
    public var identifier: String { "\(suite)/\(test)/\(transition)" }
}

/// How a frame was checked against its golden.
public enum Verification: String, Codable, Sendable, Equatable {
    /// The golden's fingerprint names this frame's scene and its image data is intact.
    case fingerprint
    /// Decoded and compared pixel by pixel.
    case pixels
}

/// The outcome of one frame.
public enum GoldenFrameStatus: String, Codable, Sendable, Equatable {
    /// Identical to its golden or within tolerance.
    case passed
    /// Differs beyond tolerance (a size mismatch included).
    case different
    /// No golden, and the record mode did not allow writing one.
    case missing
    /// The golden exists but cannot be decoded, and was not rewritten.
    case unreadable
    /// A golden was written (new, or over one that differed, was unreadable, or under `all`).
    case recorded
    /// A golden had to be written but could not be.
    case recordFailed

    /// Every outcome but `passed` fails the test; a recording may be exempt (see `RecordMode`
    /// and `GoldenCheck.recordingFailsTest`).
    public var failsTest: Bool { self != .passed }
}

extension GoldenRunRecord {
    /// Pretty, key-sorted JSON, so records diff well and never depend on dictionary order.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    public static func decode(_ data: Data) throws -> GoldenRunRecord {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(GoldenRunRecord.self, from: data)
    }

    /// Every record under `recordsDirectory`, sorted by identifier then source, plus the files
    /// that could not be read (with why), so a damaged record is reported and never silently dropped.
    public static func loadAll(from recordsDirectory: String) -> (records: [GoldenRunRecord], problems: [String]) {
        var records: [GoldenRunRecord] = []
        var problems: [String] = []
        let root = URL(fileURLWithPath: recordsDirectory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return ([], [])
        }
        var files: [String] = []
        for case let url as URL in walker where url.pathExtension == "json" && !url.lastPathComponent.hasPrefix(".") {
            files.append(url.path)
        }
        for file in files.sorted() {
            do {
                let bytes = try FileSystem.readFile(at: file, maxBytes: 64 << 20)
                let record = try decode(Data(bytes))
                guard record.formatVersion == formatVersion else {
                    problems.append("\(file): record format \(record.formatVersion), expected \(formatVersion)")
                    continue
                }
                records.append(record.movingArtifacts(to: PathText.directory(of: PathText.absolute(recordsDirectory))))
            } catch {
                problems.append("\(file): \(error)")
            }
        }
        records.sort { ($0.identifier, $0.source) < ($1.identifier, $1.source) }
        return (records, problems)
    }
}

extension GoldenRunRecord {
    /// The record with every artifact path under `artifactsRoot` moved under `root` (the
    /// goldens' paths stay: a merging job checks the package out where the shards did).
    func movingArtifacts(to root: String) -> GoldenRunRecord {
        guard let old = artifactsRoot, old != root else { return self }
        func move(_ path: String?) -> String? {
            guard let path else { return nil }
            let relative = PathText.relative(path, to: old)
            return relative == path ? path : PathText.join(root, relative)
        }
        var moved = self
        moved.artifactsRoot = root
        for index in moved.frames.indices {
            moved.frames[index].actualPath = move(frames[index].actualPath)
            moved.frames[index].diffPath = move(frames[index].diffPath)
            moved.frames[index].compositePath = move(frames[index].compositePath)
            moved.frames[index].previousGoldenPath = move(frames[index].previousGoldenPath)
            moved.frames[index].displayListPath = move(frames[index].displayListPath)
            moved.frames[index].message = frames[index].message?.replacingOccurrences(of: old + "/", with: root + "/")
        }
        moved.motion?.actualPath = move(motion?.actualPath)
        moved.motion?.previousGoldenPath = move(motion?.previousGoldenPath)
        return moved
    }
}
