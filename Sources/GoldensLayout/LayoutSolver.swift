/// The Cassowary incremental simplex (Badros, Borning & Stuckey 2001): required and optional
/// linear equalities and inequalities, added and removed one at a time, constants changed in
/// place, each change re-optimizing from the last solution instead of from scratch.
///
/// Optional constraints are soft: the solver minimizes their violations, a higher priority
/// before any number of lower ones (see ``PriorityObjective``), as Auto Layout does. A
/// required constraint that contradicts the required ones already in the system is not added;
/// `add` throws a ``LayoutConflict`` naming it and the constraints it contradicts, and the
/// system keeps the constraints it had (where the optimum is not unique, values may settle
/// elsewhere in it).
///
/// The primal simplex enters and leaves by the lowest index (Bland's rule, so it cannot cycle),
/// and every other choice is made in a fixed order too: the same sequence of calls gives the
/// same values in every process.
public struct LayoutSolver {
    private enum SymbolKind { case external, slack, error, dummy }

    /// The symbols a constraint added to the tableau. `marker` identifies its row; its column's
    /// coefficient in the original row is `markerSign`, which is what a constant change needs.
    private struct Tag {
        var marker: Int
        var other: Int?
        var markerSign: Double
        var constant: Double
    }

    private var kinds: [SymbolKind] = []
    /// The tableau: each basic symbol's row. Changed only through `setRow`, `takeRow` and
    /// `substitute`, which keep `columns` and `negativeRows` true.
    private var rows: [Int: TableauRow] = [:]
    /// For each symbol, the basic symbols of the rows that hold it: a substitution or a ratio
    /// test visits those rows only, not the whole tableau (which made adding n constraints
    /// cost n² row visits).
    private var columns: [Int: Set<Int>] = [:]
    /// The rows whose constant is below zero and whose symbol is not external: after a
    /// substitution every one of them goes on `infeasible`, as a scan of the table would put it.
    private var negativeRows: Set<Int> = []
    private var objective = PriorityObjective()
    private var artificial: TableauRow?
    private var infeasible: [Int] = []

    private var symbolOfVariable: [ObjectIdentifier: Int] = [:]
    private var variableOfSymbol: [Int: LayoutVariable] = [:]
    private var tags: [ObjectIdentifier: Tag] = [:]
    /// The constraint each marker or error symbol belongs to, for conflict reports.
    private var owners: [Int: LinearConstraint] = [:]
    private var edits: [ObjectIdentifier: LinearConstraint] = [:]

    public init() {}

    // MARK: Constraints

    public func contains(_ constraint: LinearConstraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints in the system (edit constraints included).
    public var constraintCount: Int { tags.count }

    /// Adds `constraint`. A required constraint that cannot hold together with the required
    /// ones already added throws, and leaves the system unchanged.
    public mutating func add(_ constraint: LinearConstraint) throws(LayoutConflict) {
        let key = ObjectIdentifier(constraint)
        guard tags[key] == nil else { return }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw LayoutConflict(constraint: constraint, conflicting: [], reason: "it holds a number that is not finite")
        }
        var (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard nearZero(row.constant) else {
                throw LayoutConflict(constraint: constraint, conflicting: conflicting(in: row))
            }
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
            setRow(tag.marker, row)
        } else if let certificate = addWithArtificialVariable(row) {
            optimize()
            throw LayoutConflict(constraint: constraint, conflicting: conflicting(in: certificate))
        }
        tags[key] = tag
        owners[tag.marker] = constraint
        if let other = tag.other { owners[other] = constraint }
        optimize()
    }

    /// Removes `constraint`; removing one that is not in the system does nothing.
    public mutating func remove(_ constraint: LinearConstraint) {
        guard let tag = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        owners[tag.marker] = nil
        if let other = tag.other { owners[other] = nil }
        // Take the constraint's error terms out of the objective.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            if let row = rows[symbol] {
                objective.insert(row, -1, priority: constraint.priority)
            } else {
                objective.insert(symbol, -1, priority: constraint.priority)
            }
        }
        if takeRow(tag.marker) == nil, let leaving = markerLeavingRow(tag.marker) {
            // (A marker in no row at all has no effect left to remove.)
            var row = takeRow(leaving)!
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// Changes the constant of `constraint`'s expression to `constant` in place (the dual
    /// simplex restores feasibility), as Auto Layout does when code sets a constraint's
    /// `constant`. A change that would break a required constraint is undone and throws.
    public mutating func setConstant(_ constant: Double, of constraint: LinearConstraint) throws(LayoutConflict) {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags[key], constant != tag.constant else { return }
        guard constant.isFinite else { throw LayoutConflict(constraint: constraint, conflicting: [], reason: "its constant \(constant) is not a finite number") }
        if shiftConstant(by: constant - tag.constant, tag: tag) && dualOptimize() {
            tags[key]!.constant = constant
            return
        }
        // The old constant was feasible: shifting back and re-optimizing restores a solution.
        let conflict = LayoutConflict(constraint: constraint, conflicting: [])
        infeasible.removeAll()
        _ = shiftConstant(by: tag.constant - constant, tag: tag)
        _ = dualOptimize()
        throw conflict
    }

    /// The constraint's current constant (its expression's, changed by `setConstant`).
    public func constant(of constraint: LinearConstraint) -> Double? {
        tags[ObjectIdentifier(constraint)]?.constant
    }

    // MARK: Edit variables

    /// Lets `suggest(_:for:)` pull `variable` toward values at `priority` (below required).
    public mutating func addEditVariable(_ variable: LayoutVariable, priority: Double) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { return }
        let edit = LinearConstraint(LinearExpression(variable), .equal, priority: min(priority, LinearConstraint.required - 1))
        try? add(edit)
        edits[key] = edit
    }

    public mutating func removeEditVariable(_ variable: LayoutVariable) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        remove(edit)
    }

    /// Pulls an edit variable toward `value`.
    public mutating func suggest(_ value: Double, for variable: LayoutVariable) {
        guard let edit = edits[ObjectIdentifier(variable)] else { return }
        // Edits are optional, so the change always succeeds.
        try? setConstant(-value, of: edit)
    }

    // MARK: Values

    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// False when the optimum leaves `variable` free to move (Auto Layout's ambiguous layout):
    /// it is parametric, or its row holds a symbol that could change at no cost, an unbounded
    /// one or a slack or error whose objective cost is zero.
    public func isDetermined(_ variable: LayoutVariable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)], let row = rows[symbol] else { return false }
        return row.cells.allSatisfy { cell in
            switch kinds[cell.symbol] {
            case .dummy: true
            case .external: false
            case .slack, .error: objective.sign(of: cell.symbol) > 0
            }
        }
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private mutating func symbol(for variable: LayoutVariable) -> Int {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[key] = symbol
        variableOfSymbol[symbol] = variable
        return symbol
    }

    /// The constraint as a row in today's parametric symbols, with its slack, error or dummy
    /// symbols, and its errors weighted into the objective.
    private mutating func makeRow(for constraint: LinearConstraint) -> (TableauRow, Tag) {
        let expression = constraint.expression
        var row = TableauRow(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            tag = Tag(marker: slack, other: nil, markerSign: sign, constant: expression.constant)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, 1, priority: constraint.priority)
                tag.other = error
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy, 1)
                tag = Tag(marker: dummy, other: nil, markerSign: 1, constant: expression.constant)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, priority: constraint.priority)
                objective.insert(minus, 1, priority: constraint.priority)
                tag = Tag(marker: plus, other: minus, markerSign: -1, constant: expression.constant)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic: the lowest external one, else the constraint's own slack or
    /// error symbol when its coefficient is negative (so its value stays non-negative).
    private func chooseSubject(_ row: TableauRow, _ tag: Tag) -> Int? {
        if let external = row.cells.first(where: { kinds[$0.symbol] == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
            let kind = kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Finds a feasible basis for a row with no subject by minimizing an artificial variable.
    /// Returns nil on success, or the artificial row at its optimum when the row cannot hold:
    /// its symbols are the markers of the constraints that contradict it.
    private mutating func addWithArtificialVariable(_ row: TableauRow) -> TableauRow? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let final = artificial!
        artificial = nil
        let success = nearZero(final.constant)
        if var basic = takeRow(art) {
            // Failure leaves the artificial variable basic; dropping its row leaves the old
            // system, because pivots never write a basic symbol into other rows.
            guard success else { return final }
            if !basic.cells.isEmpty {
                guard let entering = basic.cells.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?.symbol else {
                    return final
                }
                basic.solve(for: entering, replacing: art)
                substitute(entering, with: basic)
                setRow(entering, basic)
            }
        }
        for key in columns[art] ?? [] {
            rows[key]!.remove(art)
        }
        columns[art] = nil
        objective.remove(art)
        return success ? nil : final
    }

    private func conflicting(in row: TableauRow) -> [LinearConstraint] {
        row.cells.compactMap { owners[$0.symbol] }.filter(\.isRequired)
    }

    // MARK: Simplex

    private mutating func substitute(_ symbol: Int, with row: TableauRow) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            // In place: the row leaves the dictionary for no copy.
            rows[key]!.substitute(symbol, with: row)
            // The row now holds what `row` holds, less what cancelled.
            let updated = rows[key]!
            for cell in row.cells {
                if updated.coefficient(of: cell.symbol) != 0 {
                    columns[cell.symbol, default: []].insert(key)
                } else {
                    columns[cell.symbol]?.remove(key)
                }
            }
            noteConstant(of: key)
        }
        infeasible.append(contentsOf: negativeRows.sorted(by: >))
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Puts `row` in the tableau as `key`'s row.
    private mutating func setRow(_ key: Int, _ row: TableauRow) {
        if rows[key] != nil { _ = takeRow(key) }
        rows[key] = row
        for cell in row.cells { columns[cell.symbol, default: []].insert(key) }
        noteConstant(of: key)
    }

    /// Takes `key`'s row out of the tableau.
    private mutating func takeRow(_ key: Int) -> TableauRow? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        for cell in row.cells { columns[cell.symbol]?.remove(key) }
        negativeRows.remove(key)
        return row
    }

    /// Keeps `negativeRows` true after `key`'s constant may have changed.
    private mutating func noteConstant(of key: Int) {
        if kinds[key] != .external, let row = rows[key], row.constant < 0 {
            negativeRows.insert(key)
        } else {
            negativeRows.remove(key)
        }
    }

    /// Primal simplex on the objective (or the artificial objective): enter the lowest symbol
    /// with a negative cost, leave by the minimum ratio test.
    private mutating func optimize(artificialObjective: Bool = false) {
        while true {
            let kinds = kinds
            let candidate = artificialObjective
                ? artificial!.cells.first(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol
                : objective.firstNegative { kinds[$0] != .dummy }
            guard let entering = candidate else { return }
            var leaving: Int?
            var best = Double.infinity
            // Rows without the entering symbol have a zero coefficient: only its column counts.
            for symbol in columns[entering] ?? [] where kinds[symbol] != .external {
                let row = rows[symbol]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if leaving.map({ ratio < best || (ratio == best && symbol < $0) }) ?? true {
                    best = ratio
                    leaving = symbol
                }
            }
            // An unbounded objective cannot happen: every error term is bounded below by zero.
            guard let leaving else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private mutating func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns false when a row cannot be made feasible.
    private mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            // A constant within rounding of zero is feasible (and may have no way to rise).
            guard let row = rows[leaving], row.constant < 0, !nearZero(row.constant) else { continue }
            var entering: (symbol: Int, coefficient: Double)?
            // Cells come in symbol order, so a tie keeps the lowest symbol.
            for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                if entering.map({ objective.ratio(of: cell.symbol, cell.coefficient, isBelow: $0.symbol, $0.coefficient) }) ?? true {
                    entering = (cell.symbol, cell.coefficient)
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering.symbol, leaving: leaving)
        }
        return true
    }

    /// The row to pivot a marker into when its constraint is removed while it is parametric.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (ratio: Double, symbol: Int)?
        var second: (ratio: Double, symbol: Int)?
        var third: Int?
        for symbol in columns[marker] ?? [] {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[symbol] == .external {
                third = min(third ?? symbol, symbol)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && symbol < first!.symbol) { first = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && symbol < second!.symbol) { second = (ratio, symbol) }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Adds `delta` to a constraint's constant: its marker column stands for the constant
    /// (`expression + sign·marker ⋈ 0`), so the marker shifts by `delta / sign` everywhere.
    /// Returns false when a row of redundant equalities (a basic dummy, whose value must stay
    /// zero) no longer holds.
    private mutating func shiftConstant(by delta: Double, tag: Tag) -> Bool {
        let shift = delta / tag.markerSign
        var consistent = true
        var negative: [Int] = []
        // The marker's own row, and the rows that hold the marker: no other constant moves.
        var touched = columns[tag.marker] ?? []
        if rows[tag.marker] != nil { touched.insert(tag.marker) }
        for key in touched {
            let coefficient = key == tag.marker ? -1 : rows[key]!.coefficient(of: tag.marker)
            guard coefficient != 0 else { continue }
            rows[key]!.constant += coefficient * shift
            noteConstant(of: key)
            let constant = rows[key]!.constant
            if kinds[key] == .dummy && !nearZero(constant) { consistent = false }
            if kinds[key] != .external && constant < 0 { negative.append(key) }
        }
        infeasible.append(contentsOf: negative.sorted(by: >))
        return consistent
    }
}

/// A required constraint that contradicts the required constraints already in a system: the
/// one that was not added (UIKit "breaks" it) and those it conflicts with.
public struct LayoutConflict: Error, CustomStringConvertible {
    public let constraint: LinearConstraint
    public let conflicting: [LinearConstraint]
    /// Set when the constraint itself is unusable (a constant that is not a number).
    public var reason: String?

    public init(constraint: LinearConstraint, conflicting: [LinearConstraint], reason: String? = nil) {
        self.constraint = constraint
        self.conflicting = conflicting
        self.reason = reason
    }

    public var description: String {
        if let reason { return "Unable to use constraint \(constraint): \(reason)" }
        let others = conflicting.filter { $0 !== constraint }.map { "  \($0)" }.joined(separator: "\n")
        return "Unable to simultaneously satisfy constraints.\n\(others)\n  \(constraint)\nWill attempt to recover by breaking constraint \(constraint)"
    }
}
