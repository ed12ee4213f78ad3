import Foundation
import Testing
@testable import GoldensWorkflow

@Suite struct ShardTests {
    @Test func partsAreParsedOrRefusedWithTheReason() throws {
        #expect(try Shard.parse("2/4", environment: [:]) == Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2/0", "x", "2/", "1/2/3", "1/100000000000", "1/99999999999999999999"] {
            #expect(throws: Shard.Problem.self, "\(bad)") { try Shard.parse(bad, environment: [:]) }
        }
        do {
            _ = try Shard.parse("5/4", environment: [:])
        } catch {
            #expect(error.description == "shard 5/4: expected I/N with 1 ≤ I ≤ N ≤ 10000")
        }
        // auto: GitLab's parallel jobs, then the variables the GitHub workflow passes, else all.
        #expect(try Shard.parse("auto", environment: ["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "5"]) == Shard(index: 3, count: 5))
        #expect(try Shard.parse("auto", environment: ["GOLDENS_SHARD_INDEX": "1", "GOLDENS_SHARD_TOTAL": "2"]) == Shard(index: 1, count: 2))
        #expect(try Shard.parse("auto", environment: [:]) == Shard(index: 1, count: 1))
        #expect(throws: Shard.Problem.self) { try Shard.parse("auto", environment: ["CI_NODE_INDEX": "one", "CI_NODE_TOTAL": "2"]) }
    }

    @Test func partsAreDisjointCoverTheSuiteAndBalanceTheCost() throws {
        // 40 items with uneven costs, listed in a shuffled (but fixed) order.
        let items = (0..<40).map { index in (name: "Suite/t\((index * 17) % 40)", cost: Double(1 + (index * 7) % 13)) }
        for count in [1, 2, 3, 4, 7] {
            let parts = try (1...count).map { index in
                try Shard(index: index, count: count).select(items, identifier: \.name, cost: \.cost)
            }
            let names = parts.flatMap { $0.map(\.name) }
            #expect(names.count == items.count && Set(names) == Set(items.map(\.name)), "\(count) shards")
            // Each part keeps the given order.
            for part in parts {
                let positions = part.map { item in items.firstIndex { $0.name == item.name }! }
                #expect(positions == positions.sorted())
            }
            let loads = parts.map { $0.reduce(0) { $0 + $1.cost } }
            #expect(loads.max()! - loads.min()! <= items.map(\.cost).max()!, "\(loads)")
            // The same plan every time, whatever order the items come in.
            let again = try Shard(index: 1, count: count).select(items.reversed(), identifier: \.name, cost: \.cost)
            #expect(Set(again.map(\.name)) == Set(parts[0].map(\.name)))
        }
    }

    @Test func costsComeFromTheLastRunsRecords() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        var check = sandbox.check(test: "slow", mode: .all)
        check.startedAt = ContinuousClock.now - .seconds(3)
        _ = try check.run(Frames.sequence())
        let costs = ShardCosts(records: GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records)
        #expect(costs.cost(of: "TransitionTests/slow/herb-pop") >= 3)
        #expect(costs.cost(suite: "TransitionTests", test: "slow") >= 3)
        // Unknown: the typical cost.
        #expect(costs.cost(of: "TransitionTests/new/x") == costs.cost(of: "TransitionTests/slow/herb-pop"))
        #expect(ShardCosts(records: []).cost(of: "anything") == 1)
    }

    @Test func aRunMadeOfEveryShardIsAFullRunOnlyThen() {
        func run(_ shard: String?, filter: String? = nil, finished: Bool = true, status: Int32 = 0) -> LastRun {
            LastRun(filter: filter, finished: finished, exitStatus: status, shard: shard)
        }
        #expect(LastRun.merged([run("1/3"), run("2/3", status: 1), run("3/3")]) == LastRun(filter: nil, finished: true, exitStatus: 1))
        #expect(LastRun.merged([run("1/3"), run("3/3")]).filter == "merged shards: not every shard of one split")
        #expect(LastRun.merged([run("1/2"), run("2/3")]).filter == "merged shards: not every shard of one split")
        #expect(LastRun.merged([run("1/2"), nil]).filter == "merged shards: not every shard of one split")
        #expect(LastRun.merged([run("1/2"), run("2/2", filter: "X")]).filter == "merged shards: filtered")
        #expect(LastRun.merged([run("1/2"), run("2/2", finished: false)]).finished == false)
    }
}

@Suite struct ShardMergeTests {
    /// Two shards' artifacts, each written by its own check, then moved as a CI download would.
    @Test func mergedRecordsAreTheShardsWithTheirFilesWhereTheyAreNow() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let shards = (1...2).map { sandbox.root.appendingPathComponent("run/shard-\($0)").path }
        for (index, directory) in shards.enumerated() {
            let layout = GoldenLayout(goldensDirectory: sandbox.goldens, artifactsDirectory: directory)
            var record = sandbox.check(test: "t\(index)", mode: .all)
            record.layout = layout
            _ = try record.run(Frames.sequence())
            var compare = sandbox.check(test: "t\(index)", mode: .never)
            compare.layout = layout
            _ = try compare.run(Frames.sequence(offsets: [0, 7, 12]))
            try LastRun(filter: nil, finished: true, exitStatus: 1, shard: "\(index + 1)/2").write(artifactsDirectory: directory)
        }
        let downloaded = sandbox.root.appendingPathComponent("download").path
        try FileManager.default.moveItem(atPath: sandbox.root.appendingPathComponent("run").path, toPath: downloaded)
        let moved = shards.map { $0.replacingOccurrences(of: "/run/", with: "/download/") }

        let output = sandbox.root.appendingPathComponent("merged").path
        let result = try ShardMerge.merge(moved, into: output)
        #expect(result.records.map(\.test) == ["t0", "t1"])
        #expect(result.problems.isEmpty)
        let actual = try #require(result.records[0].frames[1].actualPath)
        #expect(actual.hasPrefix(moved[0] + "/frames/"))
        #expect(FileManager.default.fileExists(atPath: actual))
        #expect(LastRun.read(artifactsDirectory: output) == LastRun(filter: nil, finished: true, exitStatus: 1))

        // The merged directory is an artifacts directory like any other: reread, its records
        // keep the shards' paths, and the report shows both shards' failures.
        let reread = GoldenRunRecord.loadAll(from: GoldenLayout(goldensDirectory: "/", artifactsDirectory: output).recordsDirectory)
        #expect(reread.records.map(\.frames) == result.records.map(\.frames))
        let report = try GoldenReport.write(artifactsDirectory: output)
        #expect(report.summary.totals == RunSummary.Totals(transitions: 2, frames: 6, passed: 4, failed: 2, recorded: 0,
                                                           verifiedByFingerprint: 0, verifiedByPixels: 6))
        let accepted = try GoldenAcceptance.candidates(in: reread.records, matching: [])
        #expect(accepted.count == 2 && accepted.allSatisfy { FileManager.default.fileExists(atPath: $0.actualPath) })

        // Refused: the output among the shards, a shard with no records, a shard given twice,
        // a sequence two shards ran.
        #expect(throws: ShardMerge.Problem.self) { try ShardMerge.merge(moved, into: moved[0]) }
        #expect(throws: ShardMerge.Problem.self) { try ShardMerge.merge([sandbox.root.path], into: output) }
        #expect(throws: ShardMerge.Problem.self) { try ShardMerge.merge([moved[0], moved[0]], into: output) }
        let copy = sandbox.root.appendingPathComponent("copy").path
        try FileManager.default.copyItem(atPath: moved[0], toPath: copy)
        #expect(throws: ShardMerge.Problem.self) { try ShardMerge.merge([moved[0], copy], into: output) }
    }
}
