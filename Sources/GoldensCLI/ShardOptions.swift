import ArgumentParser
import Foundation
import GoldensWorkflow

/// `--shard` and `--costs`, shared by `goldens check` and `goldens test`.
struct ShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Run one part of the suite: I/N (e.g. 2/4), or auto (CI_NODE_INDEX/CI_NODE_TOTAL, "
        + "else GOLDENS_SHARD_INDEX/GOLDENS_SHARD_TOTAL).", valueName: "I/N|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("Artifacts of an earlier run (a merged one, say) whose records give each transition's cost "
        + "for --shard; every job must be given the same (without it, transitions count alike)."), completion: .directory)
    var costs: String?

    /// The part to run: the whole suite without `--shard`.
    func part(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard {
        do {
            return try Shard.parse(shard ?? "1/1", environment: environment)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The costs `--costs` gives; none without it. Only costs every job is given alike: a
    /// job's own last records would give each job another plan, and the parts would overlap
    /// and miss transitions.
    func shardCosts() -> ShardCosts {
        ShardCosts(records: costs.map {
            GoldenRunRecord.loadAll(from: GoldenLayout(goldensDirectory: "/", artifactsDirectory: $0).recordsDirectory).records
        } ?? [])
    }
}
