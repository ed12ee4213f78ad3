/// An unknown of a layout system: one edge or size of one view. The solver gives it a value;
/// the variable itself holds only a name for people reading conflict reports.
public final class LayoutVariable: Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }
}

extension LayoutVariable: CustomStringConvertible {
    public var description: String { name }
}

/// `Σ coefficient·variable + constant`, the left side of every constraint (`expression ⋈ 0`).
///
/// Terms keep the order they were added in, and a variable added twice keeps one term, so an
/// expression built the same way always reads the same way.
public struct LinearExpression: Sendable {
    public struct Term: Sendable {
        public let variable: LayoutVariable
        public var coefficient: Double
    }

    public private(set) var terms: [Term] = []
    public var constant: Double

    public init(constant: Double = 0) { self.constant = constant }

    public init(_ variable: LayoutVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        add(variable, times: coefficient)
    }

    public mutating func add(_ variable: LayoutVariable, times coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append(Term(variable: variable, coefficient: coefficient))
        }
    }

    public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for term in other.terms { add(term.variable, times: term.coefficient * factor) }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// The value with the solver's current values for the variables.
    public func value(in solver: LayoutSolver) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }
}

extension LinearExpression: CustomStringConvertible {
    public var description: String {
        var text = ""
        for term in terms where term.coefficient != 0 {
            let sign = term.coefficient < 0 ? "-" : "+"
            let magnitude = abs(term.coefficient)
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += magnitude == 1 ? term.variable.name : "\(magnitude)·\(term.variable.name)"
        }
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        return text
    }
}

/// How an expression relates to zero.
public enum LinearRelation: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

/// `expression ⋈ 0` with a priority: 1000 is required; anything below is optional, and the
/// solver minimizes the sum of `priority × violation` over the optional constraints it cannot
/// satisfy (UIKit's priorities, used as weights of the objective).
public final class LinearConstraint: Sendable {
    public static let required: Double = 1000

    public let expression: LinearExpression
    public let relation: LinearRelation
    public let priority: Double
    /// Who asked for it, for conflict reports ("<NSLayoutConstraint card.top == top + 20>").
    public let label: String?

    public init(_ expression: LinearExpression, _ relation: LinearRelation, priority: Double = LinearConstraint.required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority.isNaN ? LinearConstraint.required : min(max(priority, 0), LinearConstraint.required)
        self.label = label
    }

    public var isRequired: Bool { priority >= LinearConstraint.required }
}

extension LinearConstraint: CustomStringConvertible {
    public var description: String {
        label ?? "\(expression) \(relation.rawValue) 0" + (isRequired ? "" : " @\(priority)")
    }
}
