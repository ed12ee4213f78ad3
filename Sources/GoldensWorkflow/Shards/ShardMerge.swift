import Foundation
import GoldensPNG

/// Joins the artifacts of a suite's shards into one artifacts directory: every shard's run
/// records (their artifact paths moved to where the shard's files are now), and the run
/// marker of the whole. `goldens report`, `accept` and `prune` then read the merged directory
/// as they read one run's.
public enum ShardMerge {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// What the merge joined: the records, and the record files that could not be read.
    public struct Result: Sendable {
        public var records: [GoldenRunRecord]
        public var problems: [String]
    }

    /// Reads `shardDirectories`' records and writes them under `outputDirectory/records`
    /// (replacing the records there), with a `last-run.json` for the whole. Refuses an output
    /// that is one of the shards, and a sequence that two shards both ran.
    public static func merge(_ shardDirectories: [String], into outputDirectory: String) throws -> Result {
        let output = PathText.absolute(outputDirectory)
        let shards = shardDirectories.map(PathText.absolute)
        guard !shards.isEmpty else { throw Problem(description: "--merge needs at least one shard's artifacts directory") }
        if let twice = shards.first(where: { shard in shards.filter { $0 == shard }.count > 1 }) {
            throw Problem(description: "\(twice) is given twice")
        }
        if shards.contains(output) {
            throw Problem(description: "the merged report's directory \(output) is one of the shards; give another with --artifacts")
        }
        var records: [GoldenRunRecord] = []
        var problems: [String] = []
        var ranBy: [String: String] = [:]
        for shard in shards {
            guard FileManager.default.fileExists(atPath: PathText.join(shard, "records")) else {
                throw Problem(description: "\(shard): no run records (records/); is it a shard's artifacts directory?")
            }
            let loaded = GoldenRunRecord.loadAll(from: PathText.join(shard, "records"))
            problems += loaded.problems
            for record in loaded.records {
                // One sequence of goldens (its directory and frames) belongs to one shard; a
                // shard may well have several records of one test (a parameterised one).
                let key = ([record.goldenDirectory] + record.frames.map(\.label)).joined(separator: "\u{0}")
                if let other = ranBy[key], other != shard {
                    throw Problem(description: "\(record.identifier) was run by two shards, \(other) and \(shard): "
                        + "were they made with the same --shard count?")
                }
                ranBy[key] = shard
                records.append(record)
            }
        }
        records.sort { ($0.identifier, $0.source) < ($1.identifier, $1.source) }

        let layout = GoldenLayout(goldensDirectory: "/", artifactsDirectory: output)
        try? FileManager.default.removeItem(atPath: layout.recordsDirectory)
        for (index, var record) in records.enumerated() {
            // Records keep the paths into their shard's directory, final (no root to move
            // from); the file name only has to be unique.
            record.artifactsRoot = nil
            let directory = PathText.join(layout.recordsDirectory, "merged")
            try PathText.makeDirectory(directory)
            let name = String(format: "%06d", index) + "." + GoldenName.component(record.transition) + ".json"
            try FileSystem.writeAtomically(Array(try record.encoded()), to: PathText.join(directory, name))
        }
        try LastRun.merged(shards.map { LastRun.read(artifactsDirectory: $0) }).write(artifactsDirectory: output)
        return Result(records: records, problems: problems)
    }
}
