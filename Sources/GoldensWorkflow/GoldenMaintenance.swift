import Foundation
import GoldensPNG

/// What `goldens test` leaves beside the records: whether the last run covered every test and
/// finished, so `goldens prune` never mistakes "not run" for "not used".
public struct LastRun: Codable, Sendable, Equatable {
    /// The `--filter` of the run, nil for a full run.
    public var filter: String?
    /// False while the run is going (a killed run stays false).
    public var finished: Bool
    /// `swift test`'s exit status, when it finished.
    public var exitStatus: Int32?
    /// The part of the suite the run ran ("2/4"), when it was one shard of several.
    public var shard: String?

    public init(filter: String?, finished: Bool, exitStatus: Int32?, shard: String? = nil) {
        self.filter = filter
        self.finished = finished
        self.exitStatus = exitStatus
        self.shard = shard
    }

    /// The run that shards' runs make together: a full run when they are every shard of one
    /// split, each finished and unfiltered (the worst exit status stands); else an unfinished
    /// run that says what is missing, so `goldens prune` never trusts a partial merge.
    public static func merged(_ runs: [LastRun?]) -> LastRun {
        let known = runs.compactMap { $0 }
        let shards = known.compactMap { $0.shard.flatMap { try? Shard.parse($0, environment: [:]) } }
        let counts = Set(shards.map(\.count))
        let complete = known.count == runs.count && shards.count == runs.count && counts.count == 1
            && Set(shards.map(\.index)) == Set(1...(counts.first ?? 1))
        let filters = known.compactMap(\.filter)
        guard complete, filters.isEmpty, known.allSatisfy(\.finished) else {
            let what = complete ? (filters.isEmpty ? "a shard did not finish" : "filtered") : "not every shard of one split"
            return LastRun(filter: "merged shards: \(what)", finished: known.allSatisfy(\.finished), exitStatus: nil)
        }
        return LastRun(filter: nil, finished: true, exitStatus: known.compactMap(\.exitStatus).max() ?? 0)
    }

    public static func path(artifactsDirectory: String) -> String {
        PathText.join(artifactsDirectory, "last-run.json")
    }

    public func write(artifactsDirectory: String) throws {
        try PathText.makeDirectory(artifactsDirectory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileSystem.writeAtomically(Array(try encoder.encode(self)), to: Self.path(artifactsDirectory: artifactsDirectory))
    }

    public static func read(artifactsDirectory: String) -> LastRun? {
        guard let bytes = try? FileSystem.readFile(at: path(artifactsDirectory: artifactsDirectory), maxBytes: 1 << 20) else { return nil }
        return try? JSONDecoder().decode(LastRun.self, from: Data(bytes))
    }
}

/// Taking reviewed actual images as the new goldens.
public enum GoldenAcceptance {
    public struct Accepted: Sendable, Equatable {
        public var goldenPath: String
        public var actualPath: String
        /// A frame's image, or the sequence's motion trace (taken with its frames).
        public var kind: Kind = .image

        public enum Kind: Sendable, Equatable { case image, motion }
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The failing frames (not recorded ones: those are goldens already) whose actual image
    /// exists, that match one of `names` (all when empty). A name matches a frame when it
    /// equals, or is a leading part (whole components) of, the frame's golden path relative to
    /// the goldens directory (`NavigationTests/herbPop/herb-pop/present@0.30.png`, `.png`
    /// optional) or its display path (`NavigationTests/herbPop/herb-pop/present@0.30`).
    /// A name that matches nothing is an error, so a typo never passes silently.
    public static func candidates(in records: [GoldenRunRecord], matching names: [String]) throws -> [Accepted] {
        var found: [Accepted] = []
        var used = Set<String>()
        for record in records {
            let before = found.count
            for frame in record.frames where frame.status.failsTest && frame.status != .recorded {
                guard let actual = frame.actualPath else { continue }
                let relative = PathText.relative(frame.goldenPath, to: record.goldensRoot)
                let keys = [relative, String(relative.dropLast(relative.hasSuffix(".png") ? 4 : 0)),
                            record.identifier + "/" + frame.label]
                var matched = names.isEmpty
                for name in names {
                    let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
                    if keys.contains(where: { $0 == trimmed || $0.hasPrefix(trimmed + "/") }) {
                        matched = true
                        used.insert(name)
                    }
                }
                if matched { found.append(Accepted(goldenPath: frame.goldenPath, actualPath: actual)) }
            }
            // A sequence whose frames are taken takes its motion trace with them.
            if found.count > before, let motion = record.motion, let actual = motion.actualPath {
                let golden = PathText.join([record.goldensRoot, record.goldenDirectory, MotionFile.fileName])
                found.append(Accepted(goldenPath: golden, actualPath: actual, kind: .motion))
            }
        }
        let unused = names.filter { !used.contains($0) }
        if !unused.isEmpty {
            throw Problem(description: "no failing frame with an actual image matches \(unused.map { "\"\($0)\"" }.joined(separator: ", ")); "
                + "names are golden paths below the goldens directory, e.g. Suite/test/transition/label")
        }
        return found
    }

    /// The command that accepts `name` (a golden path below the goldens directory, as
    /// `candidates` matches it; nil for every failing frame) from the run whose artifacts are in `artifactsDirectory`, to be
    /// run in the package directory: `--artifacts` is given (relative to the package when
    /// inside it) unless it is the default.
    public static func command(accepting name: String?, artifactsDirectory: String, packageDirectory: String?) -> String {
        var words = ["swift", "run", "goldens", "accept"]
        let artifacts = packageDirectory.map { PathText.relative(artifactsDirectory, to: $0) } ?? artifactsDirectory
        if artifacts != GoldenLayout.defaultArtifactsPath { words += ["--artifacts", shellWord(artifacts)] }
        return (words + (name.map { [shellWord($0)] } ?? [])).joined(separator: " ")
    }

    /// `text` as one word for a POSIX shell: as it is when it holds only safe characters,
    /// else in single quotes.
    static func shellWord(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-")
        if !text.isEmpty && text.allSatisfy({ safe.contains($0) }) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Writes an actual's pixels over its golden, atomically. The actual is decoded (so a
    /// damaged file is refused) and encoded again with the goldens' settings and its own text
    /// chunks (artifacts are compressed lightly; goldens are not).
    /// A motion trace is read (so a damaged one is refused) and written as it was.
    public static func accept(_ accepted: Accepted) throws {
        try PathText.makeDirectory(PathText.directory(of: accepted.goldenPath))
        switch accepted.kind {
        case .image:
            // Re-encoded, so a fingerprint the actual carried is stamped again for the new bytes.
            let actualBytes = try FileSystem.readFile(at: accepted.actualPath, maxBytes: PNGDecodeLimits.default.maxFileBytes)
            let image = try PNGDecoder.decode(actualBytes, file: accepted.actualPath)
            // Only an actual that still holds what was stamped passes its scene on (one edited
            // since is accepted, but compared by pixels from then on).
            let fingerprint = image.text.first { $0.key == GoldenFingerprint.key }
                .flatMap { GoldenFingerprint.sceneDigest(inText: $0.value) }
                .flatMap { GoldenFingerprint.matches(actualBytes, scene: $0) ? $0 : nil }
            var bytes = try PNGEncoder.encode(image.bitmap, text: image.text.filter { $0.key != GoldenFingerprint.key },
                                              file: accepted.goldenPath)
            if let fingerprint, let stamped = GoldenFingerprint.stamp(bytes, scene: fingerprint) { bytes = stamped }
            try FileSystem.writeAtomically(bytes, to: accepted.goldenPath)
        case .motion:
            try FileSystem.writeAtomically(MotionFile.encode(try MotionFile.read(accepted.actualPath)), to: accepted.goldenPath)
        }
    }
}

/// Finding goldens that no test touched.
public enum GoldenPruning {
    /// Every `.png` under `goldensDirectory` that no record names, sorted. Hidden files (such as
    /// the temporary file of a write that was killed) are not goldens and are skipped.
    /// A motion trace (`motion.json`) is an orphan when no record's sequence lives in its directory.
    public static func orphans(goldensDirectory: String, records: [GoldenRunRecord]) -> [String] {
        let touched = Set(records.flatMap { $0.frames.map { PathText.absolute($0.goldenPath) } })
        let sequences = Set(records.map { PathText.absolute(PathText.join($0.goldensRoot, $0.goldenDirectory)) })
        return goldenFiles(under: goldensDirectory).filter { file in
            file.hasSuffix("/" + MotionFile.fileName) ? !sequences.contains(PathText.directory(of: file)) : !touched.contains(file)
        }
    }

    /// The `.png` files (and motion traces) below `directory`, absolute and sorted.
    public static func goldenFiles(under directory: String) -> [String] {
        let root = URL(fileURLWithPath: PathText.absolute(directory))
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "png" || url.lastPathComponent == MotionFile.fileName {
            files.append(PathText.absolute(url.path))
        }
        return files.sorted()
    }

    /// Deletes `files`, then any directories under `goldensDirectory` left empty.
    public static func delete(_ files: [String], goldensDirectory: String) throws {
        for file in files { try FileManager.default.removeItem(atPath: file) }
        let root = PathText.absolute(goldensDirectory)
        var directories = Set(files.map { PathText.directory(of: $0) })
        while let directory = directories.popFirst() {
            guard directory.hasPrefix(root + "/"), directory != root,
                  let contents = try? FileManager.default.contentsOfDirectory(atPath: directory), contents.isEmpty else { continue }
            try FileManager.default.removeItem(atPath: directory)
            directories.insert(PathText.directory(of: directory))
        }
    }
}
