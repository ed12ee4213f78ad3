import GoldensLayout
import Testing

@Suite struct LayoutSolverTests {
    /// `left + width == right`, the shape of every Auto Layout row.
    @Test func requiredEqualitiesChainValues() throws {
        let left = LayoutVariable("left"), width = LayoutVariable("width"), right = LayoutVariable("right")
        var solver = LayoutSolver()
        try solver.add(LinearConstraint(LinearExpression(left, plus: -20), .equal))
        try solver.add(LinearConstraint(LinearExpression(width, plus: -100), .equal))
        try solver.add(LinearConstraint(LinearExpression(left) + LinearExpression(width) - LinearExpression(right), .equal))
        #expect(solver.value(of: right) == 120)
    }

    /// Hugging (250) loses to compression resistance (750): the view keeps its content size
    /// when a lower-priority width asks for less.
    @Test func higherPriorityWinsAConflict() throws {
        let width = LayoutVariable("width")
        var solver = LayoutSolver()
        try solver.add(LinearConstraint(LinearExpression(width, plus: -120), .greaterThanOrEqual, priority: 750))
        try solver.add(LinearConstraint(LinearExpression(width, plus: -80), .equal, priority: 250))
        #expect(solver.value(of: width) == 120)
        // Priorities are strict, as in Auto Layout: 751 beats 750 and 250 pulling together
        // (a weighted sum would stop at 80, where 750·40 + 751·20 < 750·60 + 250·20).
        let stronger = LinearConstraint(LinearExpression(width, plus: -60), .equal, priority: 751)
        try solver.add(stronger)
        #expect(solver.value(of: width) == 60)
        solver.remove(stronger)
        #expect(solver.value(of: width) == 120)
    }

    @Test func contradictingRequiredConstraintIsRejectedAndNamed() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        var solver = LayoutSolver()
        let pin = LinearConstraint(LinearExpression(x, plus: -10), .equal, label: "x == 10")
        let gap = LinearConstraint(LinearExpression(y) - LinearExpression(x, plus: 5), .greaterThanOrEqual, label: "y >= x + 5")
        try solver.add(pin)
        try solver.add(gap)
        let bad = LinearConstraint(LinearExpression(y, plus: -12), .equal, label: "y == 12")
        let conflict = #expect(throws: LayoutConflict.self) { try solver.add(bad) }
        #expect(conflict?.constraint === bad)
        #expect(conflict?.conflicting.contains { $0 === gap } == true)
        #expect(conflict?.description.contains("Will attempt to recover by breaking constraint y == 12") == true)
        #expect(!solver.contains(bad))
        // The rest still solves: y rests at its lower bound.
        try solver.add(LinearConstraint(LinearExpression(y, plus: 0), .equal, priority: 1))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test func redundantEqualitiesConflictOnlyWhenTheyDisagree() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        let first = LinearConstraint(LinearExpression(x, plus: -10), .equal)
        let same = LinearConstraint(LinearExpression(x, times: 2, plus: -20), .equal)
        try solver.add(first)
        try solver.add(same)
        let other = LinearConstraint(LinearExpression(x, plus: -11), .equal)
        let conflict = #expect(throws: LayoutConflict.self) { try solver.add(other) }
        #expect(conflict?.conflicting.isEmpty == false)
        #expect(solver.value(of: x) == 10)
        // Changing a redundant equality's constant alone would contradict its twin.
        #expect(throws: LayoutConflict.self) { try solver.setConstant(-30, of: same) }
        #expect(solver.value(of: x) == 10)
    }

    @Test func constantChangesReoptimizeInPlace() throws {
        let top = LayoutVariable("top"), height = LayoutVariable("height"), bottom = LayoutVariable("bottom")
        var solver = LayoutSolver()
        let topPin = LinearConstraint(LinearExpression(top, plus: -100), .equal)
        let heightPin = LinearConstraint(LinearExpression(height, plus: -200), .equal)
        let limit = LinearConstraint(LinearExpression(bottom, plus: -400), .lessThanOrEqual)
        try solver.add(topPin)
        try solver.add(heightPin)
        try solver.add(LinearConstraint(LinearExpression(top) + LinearExpression(height) - LinearExpression(bottom), .equal))
        try solver.add(limit)
        try solver.setConstant(-150, of: topPin)
        #expect(solver.value(of: bottom) == 350)
        #expect(solver.constant(of: topPin) == -150)
        // Past the required limit: undone, reported, and the old layout kept.
        #expect(throws: LayoutConflict.self) { try solver.setConstant(-300, of: topPin) }
        #expect(solver.value(of: bottom) == 350)
        #expect(solver.constant(of: topPin) == -150)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        try solver.add(LinearConstraint(LinearExpression(x, plus: -300), .lessThanOrEqual))
        solver.addEditVariable(x, priority: 999)
        solver.suggest(120, for: x)
        #expect(solver.value(of: x) == 120)
        solver.suggest(500, for: x)
        #expect(solver.value(of: x) == 300)
        solver.removeEditVariable(x)
        #expect(solver.constraintCount == 1)
    }
}

@Suite struct LayoutSolverInputTests {
    @Test func numbersThatAreNotFiniteAreRefusedWithAReason() throws {
        let x = LayoutVariable("x")
        var solver = LayoutSolver()
        let pin = LinearConstraint(LinearExpression(x, plus: -10), .equal)
        try solver.add(pin)
        let bad = LinearConstraint(LinearExpression(x, plus: -.infinity), .lessThanOrEqual)
        let refused = #expect(throws: LayoutConflict.self) { try solver.add(bad) }
        #expect(refused?.description.contains("not finite") == true)
        #expect(throws: LayoutConflict.self) { try solver.setConstant(.nan, of: pin) }
        #expect(solver.value(of: x) == 10)
        // Removing what was never added, or twice, does nothing.
        solver.remove(bad)
        solver.remove(pin)
        solver.remove(pin)
        #expect(solver.constraintCount == 0)
    }
}
