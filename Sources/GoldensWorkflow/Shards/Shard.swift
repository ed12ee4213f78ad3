/// One part of a suite split over N processes or CI jobs: `--shard 2/4` is the second of four.
///
/// The parts are disjoint and together are the whole suite, and the split depends only on the
/// suite and the costs given (never on the machine or the order work was found in), so every
/// job of a CI matrix computes the same plan and runs its own part.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    /// More parts than any CI runs at once; a larger count is a mistake, refused by name.
    public static let maxCount = 10_000

    public init(index: Int, count: Int) throws(Problem) {
        guard count >= 1, count <= Self.maxCount, (1...count).contains(index) else {
            throw Problem(description: "shard \(index)/\(count): expected I/N with 1 ≤ I ≤ N ≤ \(Self.maxCount)")
        }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// "2/4", or "auto": the CI's own variables (GitLab's `parallel:` sets `CI_NODE_INDEX` and
    /// `CI_NODE_TOTAL`; a GitHub Actions matrix passes `GOLDENS_SHARD_INDEX` and
    /// `GOLDENS_SHARD_TOTAL`, see docs/ci), or the whole suite when neither is set.
    public static func parse(_ text: String, environment: [String: String]) throws(Problem) -> Shard {
        if text == "auto" {
            for (indexKey, totalKey) in [("CI_NODE_INDEX", "CI_NODE_TOTAL"), ("GOLDENS_SHARD_INDEX", "GOLDENS_SHARD_TOTAL")] {
                guard let indexText = environment[indexKey], let totalText = environment[totalKey] else { continue }
                guard let index = Int(indexText), let total = Int(totalText) else {
                    throw Problem(description: "--shard auto: \(indexKey)=\(indexText) \(totalKey)=\(totalText): expected whole numbers")
                }
                return try Shard(index: index, count: total)
            }
            return try Shard(index: 1, count: 1)
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw Problem(description: "--shard \(text): expected I/N (e.g. 2/4) or auto")
        }
        return try Shard(index: index, count: count)
    }

    /// The items of this shard, in their given order. Items are balanced by `cost` (the largest
    /// first, each to the least loaded shard, ties to the lower shard and by identifier), so
    /// the parts' costs differ by at most the largest single item.
    public func select<Item>(_ items: [Item], identifier: (Item) -> String, cost: (Item) -> Double) -> [Item] {
        let assignment = Self.assign(items.map { (identifier($0), max(0, cost($0).isFinite ? cost($0) : 0)) }, count: count)
        return items.indices.filter { assignment[$0] == index - 1 }.map { items[$0] }
    }

    /// For each item (identifier, cost), its 0-based shard.
    static func assign(_ items: [(identifier: String, cost: Double)], count: Int) -> [Int] {
        let order = items.indices.sorted {
            (items[$0].cost, items[$1].identifier) > (items[$1].cost, items[$0].identifier)
        }
        var loads = Array(repeating: 0.0, count: count)
        var shards = Array(repeating: 0, count: items.count)
        for item in order {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            shards[item] = lightest
            loads[lightest] += items[item].cost
        }
        return shards
    }
}
