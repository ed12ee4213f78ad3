/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`, or before it has
/// a basic symbol, `0 = constant + Σ coefficient·symbol`. Symbols are the solver's indices.
///
/// The cells are kept sorted by symbol: rows are short, so a binary search and a merge beat
/// hashing, and reading them in order makes every choice among symbols reproducible.
struct TableauRow {
    struct Cell {
        let symbol: Int
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double) { self.constant = constant }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = cells[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor·row`: one merge of the two sorted cell lists.
    mutating func insert(_ row: TableauRow, _ factor: Double) {
        constant += row.constant * factor
        guard !row.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0, theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count || (mine < cells.count && cells[mine].symbol < row.cells[theirs].symbol) {
                merged.append(cells[mine])
                mine += 1
                continue
            }
            let other = row.cells[theirs]
            var value = other.coefficient * factor
            if mine < cells.count && cells[mine].symbol == other.symbol {
                value += cells[mine].coefficient
                mine += 1
            }
            theirs += 1
            if !nearZero(value) { merged.append(Cell(symbol: other.symbol, coefficient: value)) }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Int) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = … + c·symbol + …` as `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Int) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells.remove(at: index).coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = … + c·rhs + …` as `rhs = …` (lhs joins the cells).
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side.
    mutating func substitute(_ symbol: Int, with row: TableauRow) {
        // Most rows do not hold the symbol; the ends of the sorted cells tell at once.
        guard let low = cells.first?.symbol, let high = cells.last?.symbol, low <= symbol, symbol <= high else { return }
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, coefficient)
    }
}

/// The tolerance under which a coefficient or constant counts as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
