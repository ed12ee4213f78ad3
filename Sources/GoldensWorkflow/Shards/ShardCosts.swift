/// What each transition cost in an earlier run, from its records: what `Shard.select` balances.
public struct ShardCosts: Sendable {
    /// Seconds per sequence identifier ("Suite/test/transition").
    public var seconds: [String: Double]

    public init(records: [GoldenRunRecord]) {
        var seconds: [String: Double] = [:]
        for record in records { seconds[record.identifier, default: 0] += max(0, record.durationSeconds) }
        self.seconds = seconds
    }

    /// The cost of a sequence: its seconds last time, else the typical (median) cost, so a new
    /// transition counts as an ordinary one; 1 when nothing is known.
    public func cost(of identifier: String) -> Double {
        seconds[identifier] ?? typical
    }

    /// The cost of a test: the sum over its sequences ("Suite/test/…").
    public func cost(suite: String, test: String) -> Double {
        let prefix = "\(suite)/\(test)/"
        let total = seconds.filter { $0.key.hasPrefix(prefix) }.values.reduce(0, +)
        return total > 0 ? total : typical
    }

    private var typical: Double {
        let known = seconds.values.sorted()
        return known.isEmpty ? 1 : max(known[known.count / 2], 1e-3)
    }
}
