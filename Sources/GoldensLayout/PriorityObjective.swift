/// What the simplex minimizes: the violations of the optional constraints, one row of costs per
/// priority, the highest first.
///
/// Auto Layout satisfies a higher priority before any number of lower ones: a 999 height holds
/// against the 750 compression resistance of both of an image view's axes, which a single sum
/// weighted by priority would give up (750 + 750 > 999). So costs compare level by level, as
/// Cassowary's symbolic weights do: a symbol's cost is negative when its first non-zero level
/// is, whatever the levels below say.
struct PriorityObjective {
    /// The levels, highest priority first, each the sum of its constraints' error symbols.
    private var levels: [(priority: Double, row: TableauRow)] = []

    /// Adds `coefficient·symbol` at `priority`.
    mutating func insert(_ symbol: Int, _ coefficient: Double, priority: Double) {
        levels[level(priority)].row.insert(symbol, coefficient)
    }

    /// Adds `factor·row` at `priority`.
    mutating func insert(_ row: TableauRow, _ factor: Double, priority: Double) {
        levels[level(priority)].row.insert(row, factor)
    }

    mutating func substitute(_ symbol: Int, with row: TableauRow) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Int) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The sign of `symbol`'s cost: that of its coefficient at the highest level where it has one.
    func sign(of symbol: Int) -> Double {
        for level in levels {
            let coefficient = level.row.coefficient(of: symbol)
            if !nearZero(coefficient) { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The lowest symbol whose cost is negative, among those `allowed` admits.
    func firstNegative(where allowed: (Int) -> Bool) -> Int? {
        // A symbol whose cost is negative has a negative coefficient at some level.
        var lowest: Int?
        for level in levels {
            for cell in level.row.cells where cell.coefficient < 0 {
                if let found = lowest, found <= cell.symbol { break }
                if allowed(cell.symbol) && sign(of: cell.symbol) < 0 { lowest = cell.symbol }
            }
        }
        return lowest
    }

    /// Whether `a`'s cost divided by `aDivisor` is below `b`'s divided by `bDivisor`, level by
    /// level (the dual simplex's ratio test).
    func ratio(of a: Int, _ aDivisor: Double, isBelow b: Int, _ bDivisor: Double) -> Bool {
        for level in levels {
            let left = level.row.coefficient(of: a) / aDivisor, right = level.row.coefficient(of: b) / bDivisor
            if !nearZero(left - right) { return left < right }
        }
        return false
    }

    /// The index of `priority`'s level, made when it is new.
    private mutating func level(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert((priority, TableauRow(constant: 0)), at: index)
        return index
    }
}
