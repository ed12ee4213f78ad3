import Dispatch
import Foundation
import GoldensDiff
import GoldensPNG
import GoldensRaster
import GoldensScene

/// Who is asking: the test and the call site, as the test framework names them.
public struct GoldenTestLocation: Sendable, Equatable {
    /// The suite, e.g. `"NavigationTransitionTests"` (a type path or the file name).
    public var suite: String
    /// The test, e.g. `"herbPop"` (the function name without its parameter list).
    public var test: String
    /// Tells tests apart where their sanitised names might meet: the framework's full test
    /// identity (module, type path, function with parameter labels). See `GoldenClaims`.
    public var claimant: String
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(suite: String, test: String, testIdentity: String? = nil,
                fileID: String, filePath: String, line: Int, column: Int) {
        self.suite = suite
        self.test = test
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.claimant = testIdentity ?? "\(suite).\(test)"
    }
}

/// One failing frame, ready to be reported by a test framework.
public struct GoldenFailure: Sendable {
    public var frameIndex: Int
    public var label: String
    /// The whole message: transition, frame and time, verdict, first divergent frame, paths.
    public var message: String
    /// PNG bytes to attach to the failure, with their names (`present@0.30.actual.png`, ...).
    public var attachments: [(name: String, bytes: [UInt8])]
    /// True for a recording the person asked for (`recordingFailsTest` off): reported, but
    /// the test does not fail.
    public var isWarning: Bool
}

/// What one assertion call found and did.
public struct GoldenCheckResult: Sendable {
    public var record: GoldenRunRecord
    /// One per frame that failed, in frame order.
    public var failures: [GoldenFailure]
    /// Where the run record was written.
    public var recordPath: String
    public var passed: Bool { !failures.contains { !$0.isWarning } }
    /// Index of the first frame that did not pass.
    public var firstDivergentFrame: Int? { failures.first?.frameIndex }

    /// "Suite/test/transition: 12 frames, 2 differ, 1 recorded (0.41 s)".
    public var progressLine: String {
        var counts: [String] = []
        let statuses = record.frames.map(\.status)
        func count(_ status: GoldenFrameStatus, _ word: String) {
            let n = statuses.filter { $0 == status }.count
            if n > 0 { counts.append("\(n) \(word)") }
        }
        count(.different, "differ")
        count(.missing, "missing")
        count(.unreadable, "unreadable")
        count(.recorded, "recorded")
        count(.recordFailed, "not recordable")
        let summary = counts.isEmpty ? "all match" : counts.joined(separator: ", ")
        let frames = record.frames.count
        let byFingerprint = record.frames.filter { $0.verifiedBy == .fingerprint }.count
        return "goldens: \(record.identifier): \(frames) frame\(frames == 1 ? "" : "s") compared, \(summary)"
            + (byFingerprint > 0 ? ", \(byFingerprint) by fingerprint" : "")
            + " (\(DecimalText.fixed(record.durationSeconds, digits: 2)) s)"
    }
}

/// The framework-free core of a golden assertion: locate each frame's golden, compare, record
/// as the mode allows, write artifacts and the run record, and build one failure per failing
/// frame. `GoldensTesting` turns the failures into Swift Testing issues or XCTest failures.
public struct GoldenCheck: Sendable {
    /// The transition's name; also a directory level between the test and the frames. Nil
    /// puts the frames directly in the test's directory and names the transition after the test.
    public var transition: String?
    public var location: GoldenTestLocation
    public var tolerance: Tolerance
    public var recordMode: RecordMode
    public var layout: GoldenLayout
    /// Whether a recorded golden fails the test (see `RecordMode`). On by default; `goldens
    /// record` turns it off through `GOLDENS_RECORDING_FAILS=0`, because there the person asked
    /// for the recording and the tool lists every golden it wrote.
    public var recordingFailsTest = true
    /// When the sequence's work began, if before `run` (a tool that renders the frames itself
    /// passes the instant rendering started), so the record's duration is its whole cost.
    public var startedAt: ContinuousClock.Instant?
    /// Compare every frame's pixels even when its fingerprint shows the golden holds them
    /// (`--verify-pixels`, `GOLDENS_VERIFY_PIXELS=1`).
    public var verifyPixels = false
    /// Runs before a golden's temporary file is renamed into place; tests use it to stand in
    /// for a process killed mid-write.
    var beforeGoldenRename: (@Sendable () throws -> Void)?

    public init(transition: String?, location: GoldenTestLocation, tolerance: Tolerance = .exact,
                recordMode: RecordMode, layout: GoldenLayout) {
        self.transition = transition
        self.location = location
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.layout = layout
    }

    /// The transition's name in messages.
    public var transitionName: String { transition ?? location.test }

    /// The golden directory's components below the goldens directory, sanitised.
    public var goldenDirectoryComponents: [String] {
        [GoldenName.component(location.suite), GoldenName.component(location.test)]
            + (transition.map { [GoldenName.component($0)] } ?? [])
    }

    /// Where the golden of a frame labelled `label` lives.
    public func goldenPath(for label: String) -> String {
        PathText.join([layout.goldensDirectory] + goldenDirectoryComponents + [GoldenName.component(label) + ".png"])
    }

    public func run(_ frames: [GoldenFrame]) throws(GoldenSetupError) -> GoldenCheckResult {
        let clock = ContinuousClock()
        let started = startedAt ?? clock.now
        guard !frames.isEmpty else { throw .noFrames(transition: transitionName) }

        // Paths first: a duplicate label or a claimed path stops the call before any write.
        var paths: [String] = []
        var seen: [String: String] = [:]
        for frame in frames {
            let path = goldenPath(for: frame.label)
            let key = GoldenClaims.key(path)
            if let other = seen[key] { throw .duplicateLabel(label: frame.label, other: other, path: path) }
            seen[key] = frame.label
            paths.append(path)
        }
        try GoldenClaims.claim(paths, for: location.claimant)

        // Frames are independent (own golden, own artifact directory), so they are decoded,
        // compared and written on all cores; results are kept in frame order.
        let goldenPaths = paths
        let outcomes = concurrentMap(frames.count) { index in evaluate(frames[index], index: index, goldenPath: goldenPaths[index]) }
        var frameRecords = outcomes.map(\.record)
        let attachments = outcomes.map(\.attachments)

        // Messages need the whole sequence (the first divergent frame), so they come last.
        let firstDivergent = frameRecords.first { $0.status.failsTest }
        let packageDirectory = GoldenLayout.packageRoot(containing: layout.goldensDirectory)
        var failures: [GoldenFailure] = []
        for index in frameRecords.indices where frameRecords[index].status.failsTest {
            let name = (goldenDirectoryComponents + [GoldenName.component(frameRecords[index].label)]).joined(separator: "/")
            let accept = GoldenAcceptance.command(accepting: name, artifactsDirectory: layout.artifactsDirectory,
                                                  packageDirectory: packageDirectory)
            let message = FailureMessage.make(frame: frameRecords[index], of: frameRecords.count,
                                              transition: transitionName, firstDivergent: firstDivergent,
                                              tolerance: tolerance, recordMode: recordMode, acceptCommand: accept)
            frameRecords[index].message = message
            let isWarning = frameRecords[index].status == .recorded && !recordingFailsTest
            failures.append(GoldenFailure(frameIndex: index, label: frameRecords[index].label, message: message,
                                          attachments: attachments[index], isWarning: isWarning))
        }

        let elapsed = started.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let record = GoldenRunRecord(
            formatVersion: GoldenRunRecord.formatVersion, suite: location.suite, test: location.test,
            transition: transitionName, goldenDirectory: goldenDirectoryComponents.joined(separator: "/"),
            goldensRoot: layout.goldensDirectory, artifactsRoot: layout.artifactsDirectory, recordMode: recordMode.rawValue, tolerance: tolerance.summary,
            source: "\(location.fileID):\(location.line)", sourcePath: location.filePath, sourceLine: location.line,
            recordingFailsTest: recordingFailsTest,
            durationSeconds: seconds, frames: frameRecords,
            motion: frames.first?.motion.map { keepMotion($0, frames: frameRecords) })
        let recordPath = try write(record, labels: frames.map(\.label))
        return GoldenCheckResult(record: record, failures: failures, recordPath: recordPath)
    }

    // MARK: - One frame

    fileprivate struct Outcome: Sendable {
        var record: GoldenRunRecord.FrameRecord
        var attachments: [(name: String, bytes: [UInt8])] = []
    }

    private func evaluate(_ frame: GoldenFrame, index: Int, goldenPath: String) -> Outcome {
        var record = GoldenRunRecord.FrameRecord(
            index: index, label: frame.label, time: frame.time, status: .passed, found: "missing", goldenPath: goldenPath)
        let artifactDirectory = PathText.join([layout.framesDirectory] + goldenDirectoryComponents + [GoldenName.component(frame.label)])

        // What is there now.
        var state = GoldenState.missing
        var goldenBytes: [UInt8]?
        var golden: Bitmap?
        var comparison: Comparison?
        if FileManager.default.fileExists(atPath: goldenPath) {
            do {
                let bytes = try FileSystem.readFile(at: goldenPath, maxBytes: PNGDecodeLimits.default.maxFileBytes)
                goldenBytes = bytes
                // The golden was written for this very scene and still holds what was written:
                // it matches, without drawing the frame or decoding the golden.
                if !verifyPixels, let scene = frame.fingerprint, GoldenFingerprint.matches(bytes, scene: scene) {
                    record.found = "identical"
                    record.verifiedBy = .fingerprint
                    removeArtifacts(artifactDirectory)
                    return Outcome(record: record)
                }
                golden = try PNGDecoder.decode(bytes, file: goldenPath).bitmap
            } catch {
                state = .unreadable
                record.problem = "\(error)"
            }
        }
        if let golden {
            let verdict = ImageDiff.compare(golden: golden, actual: frame.bitmap, tolerance: tolerance)
            record.verdict = .init(verdict)
            record.verifiedBy = .pixels
            // Under `all`, an identical golden that lacks this scene's fingerprint is rewritten
            // to carry it (same pixels, one more text chunk).
            let gainsFingerprint = recordMode == .all && frame.fingerprint.map { scene in
                goldenBytes.map { !GoldenFingerprint.matches($0, scene: scene) } ?? true
            } == true
            switch verdict.kind {
            case .identical where gainsFingerprint:
                state = .matches
            case .identical:
                record.found = "identical"
                removeArtifacts(artifactDirectory)
                return Outcome(record: record)
            case .withinTolerance:
                state = .matches
            case .different, .sizeMismatch:
                state = .differs
                comparison = ImageDiff.diff(golden: golden, actual: frame.bitmap, tolerance: tolerance)
            }
        }
        record.found = switch state {
        case .missing: "missing"
        case .unreadable: "unreadable"
        case .differs: "differs"
        case .matches: "matches"
        }

        let records = recordMode.records(state)
        if state == .matches && !records {
            removeArtifacts(artifactDirectory)
            return Outcome(record: record)
        }

        // The frame fails: keep what a person needs to review it.
        removeArtifacts(artifactDirectory)
        var outcome = Outcome(record: record)
        do {
            try PathText.makeDirectory(artifactDirectory)
            let labelName = GoldenName.component(frame.label)
            var actualBytes = try PNGEncoder.encode(frame.bitmap, text: .golden(describing: describe(frame)),
                                                    options: Self.artifactEncoding)
            // Stamped, so `goldens accept` can give the golden it becomes this scene's fingerprint.
            if let scene = frame.fingerprint, let stamped = GoldenFingerprint.stamp(actualBytes, scene: scene) { actualBytes = stamped }
            outcome.record.actualPath = try writeArtifact(actualBytes, artifactDirectory, "actual.png")
            outcome.attachments.append((labelName + ".actual.png", actualBytes))
            if let comparison, let golden {
                let diffBytes = try PNGEncoder.encode(comparison.diffImage, options: Self.artifactEncoding)
                outcome.record.diffPath = try writeArtifact(diffBytes, artifactDirectory, "diff.png")
                outcome.attachments.append((labelName + ".diff.png", diffBytes))
                let sheet = ImageDiff.composite(golden: golden, actual: frame.bitmap, comparison: comparison)
                outcome.record.compositePath = try writeArtifact(try PNGEncoder.encode(sheet, options: Self.artifactEncoding),
                                                                 artifactDirectory, "composite.png")
            }
            if let goldenBytes, records {
                outcome.record.previousGoldenPath = try writeArtifact(goldenBytes, artifactDirectory, "previous-golden.png")
            }
            if let list = frame.displayList {
                outcome.record.displayListPath = try writeArtifact(Array(list.utf8), artifactDirectory, "display-list.json")
                for (file, image) in frame.displayListImages.sorted(by: { $0.key < $1.key }) {
                    _ = try writeArtifact(try PNGEncoder.encode(image, options: Self.artifactEncoding), artifactDirectory,
                                          GoldenName.component(file))
                }
            }
        } catch {
            outcome.record.problem = [outcome.record.problem, "artifacts incomplete: \(error)"].compactMap { $0 }.joined(separator: "; ")
        }

        if records {
            do {
                var bytes = try PNGEncoder.encode(frame.bitmap, text: .golden(describing: describe(frame)), file: goldenPath)
                if let scene = frame.fingerprint, let stamped = GoldenFingerprint.stamp(bytes, scene: scene) { bytes = stamped }
                // Directories appear in Goldens/ only when a golden is written into them.
                try PathText.makeDirectory(PathText.directory(of: goldenPath))
                try FileSystem.writeAtomically(bytes, to: goldenPath, beforeRename: beforeGoldenRename ?? {})
                outcome.record.status = .recorded
            } catch {
                outcome.record.status = .recordFailed
                outcome.record.problem = [outcome.record.problem, "could not record: \(error)"].compactMap { $0 }.joined(separator: "; ")
            }
        } else {
            outcome.record.status = switch state {
            case .missing: .missing
            case .unreadable: .unreadable
            case .differs, .matches: .different
            }
        }
        return outcome
    }

    /// The golden's Description text: "herb-pop present@0.30 (t = 0.300 s)". Control
    /// characters (a PNG text chunk cannot hold NUL) become U+FFFD.
    private func describe(_ frame: GoldenFrame) -> String {
        var text = "\(transitionName) \(frame.label)"
        if let time = frame.time { text += " (t = \(DecimalText.fixed(time, digits: 3)) s)" }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            clean.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
        }
        return String(clean)
    }

    /// Artifacts are read once by a person or the report, so they are compressed lightly:
    /// zlib level 1 encodes several times faster than the goldens' level 7 on a phone-sized
    /// frame, for somewhat larger files. `goldens accept` re-encodes with the golden settings.
    static let artifactEncoding = PNGEncodeOptions(compressionLevel: 1, strategy: .default, filters: .none)

    private func writeArtifact(_ bytes: [UInt8], _ directory: String, _ name: String) throws -> String {
        let path = PathText.join(directory, name)
        try FileSystem.writeAtomically(bytes, to: path)
        return path
    }

    /// A passing frame leaves no stale images from an earlier failing run.
    private func removeArtifacts(_ directory: String) {
        guard FileManager.default.fileExists(atPath: directory) else { return }
        try? FileManager.default.removeItem(atPath: directory)
    }

    // MARK: - Motion

    /// Writes the run's trace beside its artifacts when a frame failed, and as the golden trace
    /// when it is new (and the mode records missing goldens) or when this run recorded frames
    /// (or the mode rewrites goldens that differ) and the trace changed. An overwritten golden
    /// trace is kept beside the artifacts for the report.
    private func keepMotion(_ trace: MotionTrace, frames: [GoldenRunRecord.FrameRecord]) -> GoldenRunRecord.MotionRecord {
        let goldenPath = PathText.join([layout.goldensDirectory] + goldenDirectoryComponents + [MotionFile.fileName])
        let artifactDirectory = PathText.join([layout.framesDirectory] + goldenDirectoryComponents)
        let bytes = MotionFile.encode(trace)
        let exists = FileManager.default.fileExists(atPath: goldenPath)
        let existing = exists ? try? FileSystem.readFile(at: goldenPath, maxBytes: MotionFile.maxBytes) : nil
        let recordedFrames = frames.contains { $0.status == .recorded }
        let writesGolden = existing != bytes && (recordedFrames || recordMode.records(exists ? .differs : .missing))
        var motion = GoldenRunRecord.MotionRecord(goldenPath: exists ? goldenPath : nil, wroteGolden: false)
        do {
            if frames.contains(where: { $0.status.failsTest }) {
                try PathText.makeDirectory(artifactDirectory)
                motion.actualPath = try writeArtifact(bytes, artifactDirectory, MotionFile.fileName)
                if writesGolden, let existing {
                    motion.previousGoldenPath = try writeArtifact(existing, artifactDirectory, "previous-" + MotionFile.fileName)
                }
            }
            if writesGolden {
                try PathText.makeDirectory(PathText.directory(of: goldenPath))
                try FileSystem.writeAtomically(bytes, to: goldenPath)
                motion.goldenPath = goldenPath
                motion.wroteGolden = true
            }
        } catch {
            motion.problem = "motion trace: \(error)"
        }
        return motion
    }

    // MARK: - The run record

    private func write(_ record: GoldenRunRecord, labels: [String]) throws(GoldenSetupError) -> String {
        // One file per call: named for the sequence plus a hash of its golden paths, so
        // repeating a call replaces its own record and no two calls share one.
        let key = ([record.goldenDirectory] + labels.map(GoldenName.component)).joined(separator: "\n")
        let hash = String(NumberText.hex64(StableHash.fnv1a(key)).prefix(12))
        let name = GoldenName.component(transitionName) + "." + hash + ".json"
        let directory = PathText.join([layout.recordsDirectory] + goldenDirectoryComponents.prefix(2))
        let path = PathText.join(directory, name)
        try PathText.makeDirectory(directory)
        do {
            let data = try record.encoded()
            try FileSystem.writeAtomically(Array(data), to: path)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
        return path
    }
}
