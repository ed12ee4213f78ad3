import Foundation
import GoldensLayout
import Testing

/// Generated systems solved by an independent linear-programming solver (HiGHS), level by level
/// as Auto Layout orders priorities, from `Expectations/make_layout_systems.py`. Where a
/// variable's value is unique both solvers must find it; where the optimum is a set, they must
/// reach the same violation at every priority.
@Suite struct ReferenceSolverAgreementTests {
    struct Expectations: Decodable {
        let required: Double
        let systems: [System]
    }

    struct System: Decodable {
        struct Constraint: Decodable {
            let terms: [[Double]]
            let constant: Double
            let op: String
            let priority: Double
        }

        struct Change: Decodable {
            let constraint: Int
            let constant: Double
            let values: [Double]
            let unique: [Bool]
            let errors: [[Double]]
        }

        let variables: Int
        let constraints: [Constraint]
        let rejected: [Int]
        let values: [Double]
        let unique: [Bool]
        let errors: [[Double]]
        let changes: [Change]?
    }

    static func load() throws -> Expectations {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Expectations/layout_systems.json")
        return try JSONDecoder().decode(Expectations.self, from: Data(contentsOf: url))
    }

    /// One generated system in our solver, with the constraints kept for re-reading errors.
    struct Built {
        var solver = LayoutSolver()
        var variables: [LayoutVariable]
        var constraints: [LinearConstraint] = []
        var rejected: [Int] = []
        var accepted: [Int] = []

        init(_ system: System) {
            variables = (0..<system.variables).map { LayoutVariable("x\($0)") }
            for (index, spec) in system.constraints.enumerated() {
                var expression = LinearExpression(constant: spec.constant)
                for term in spec.terms { expression.add(variables[Int(term[0])], times: term[1]) }
                let relation: LinearRelation = spec.op == "<=" ? .lessThanOrEqual : spec.op == ">=" ? .greaterThanOrEqual : .equal
                let constraint = LinearConstraint(expression, relation, priority: spec.priority)
                constraints.append(constraint)
                do {
                    try solver.add(constraint)
                    accepted.append(index)
                } catch {
                    rejected.append(index)
                }
            }
        }

        /// The summed violation of the accepted optional constraints at each priority, highest
        /// first.
        func errorsByPriority() -> [(priority: Double, violation: Double)] {
            var sums: [Double: Double] = [:]
            for constraint in accepted.map({ constraints[$0] }) where !constraint.isRequired {
                var value = constraint.expression.value(in: solver)
                value += (solver.constant(of: constraint) ?? constraint.expression.constant) - constraint.expression.constant
                let violation: Double
                switch constraint.relation {
                case .equal: violation = abs(value)
                case .lessThanOrEqual: violation = max(0, value)
                case .greaterThanOrEqual: violation = max(0, -value)
                }
                sums[constraint.priority, default: 0] += violation
            }
            return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
        }

        /// Checks the required constraints hold (to a tolerance) with the current constants.
        func requiredHold() -> Bool {
            accepted.map { constraints[$0] }.filter(\.isRequired).allSatisfy { constraint in
                let value = constraint.expression.value(in: solver)
                    + (solver.constant(of: constraint) ?? constraint.expression.constant) - constraint.expression.constant
                switch constraint.relation {
                case .equal: return abs(value) < 1e-6
                case .lessThanOrEqual: return value < 1e-6
                case .greaterThanOrEqual: return value > -1e-6
                }
            }
        }
    }

    static func agree(_ built: Built, values: [Double], unique: [Bool], errors: [[Double]], _ what: String) {
        #expect(built.requiredHold(), "\(what): a required constraint does not hold")
        // The reference holds each level within 1e-11 relative of its optimum and writes 12
        // significant digits.
        for (index, variable) in built.variables.enumerated() where unique[index] {
            let ours = built.solver.value(of: variable)
            #expect(abs(ours - values[index]) <= 1e-7 * max(1, abs(values[index])),
                    "\(what): x\(index) = \(ours), reference \(values[index])")
        }
        let ours = built.errorsByPriority()
        #expect(ours.map(\.priority) == errors.map { $0[0] }, "\(what): priorities \(ours.map(\.priority)), reference \(errors.map { $0[0] })")
        for ((priority, violation), reference) in zip(ours, errors) {
            #expect(abs(violation - reference[1]) <= 1e-7 * max(1, abs(reference[1])),
                    "\(what): violation at priority \(priority) \(violation), reference \(reference[1])")
        }
    }

    @Test func solutionsMatchTheReference() throws {
        let expectations = try Self.load()
        #expect(expectations.systems.count >= 500)
        #expect(expectations.systems.filter { !$0.rejected.isEmpty }.count >= 50)
        for (number, system) in expectations.systems.enumerated() {
            let built = Built(system)
            #expect(built.rejected == system.rejected, "system \(number): rejected \(built.rejected), reference \(system.rejected)")
            Self.agree(built, values: system.values, unique: system.unique, errors: system.errors, "system \(number)")
        }
    }

    /// Constants changed in place (the incremental path) reach the from-scratch optimum.
    @Test func constantChangesMatchTheReferenceFromScratch() throws {
        let expectations = try Self.load()
        var steps = 0
        for (number, system) in expectations.systems.enumerated() {
            guard let changes = system.changes else { continue }
            var built = Built(system)
            for (step, change) in changes.enumerated() {
                let constraint = built.constraints[change.constraint]
                do {
                    try built.solver.setConstant(change.constant, of: constraint)
                } catch {
                    Issue.record("system \(number) change \(step): \(error)")
                    break
                }
                Self.agree(built, values: change.values, unique: change.unique, errors: change.errors, "system \(number) change \(step)")
                steps += 1
            }
        }
        #expect(steps >= 200)
    }
}
