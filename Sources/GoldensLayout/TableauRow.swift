/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`, or before it has
/// a basic symbol, `0 = constant + Σ coefficient·symbol`. Symbols are the solver's indices.
///
/// Cells live in a dictionary; nothing depends on its order (every choice among symbols breaks
/// ties by the lowest index), so solutions are the same in every process.
struct TableauRow {
    var constant: Double
    private(set) var cells: [Int: Double] = [:]

    init(constant: Double) { self.constant = constant }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if nearZero(sum) { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient·row`.
    mutating func insert(_ row: TableauRow, _ coefficient: Double) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Int) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol]! = -cells[symbol]! }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / value
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (lhs joins the cells).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side.
    mutating func substitute(_ symbol: Int, with row: TableauRow) {
        guard let value = cells.removeValue(forKey: symbol) else { return }
        insert(row, value)
    }
}

/// The tolerance under which a coefficient or constant counts as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
