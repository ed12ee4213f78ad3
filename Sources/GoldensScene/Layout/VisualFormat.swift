// Auto Layout's visual format language, as the Auto Layout Guide's appendix "Visual Format
// Language" defines it, parsed into a plain value. No views here: the layer that builds
// constraints (NSLayoutConstraint's `constraints(withVisualFormat:…)`) maps the value onto them,
// so the parser can be tested on strings alone.
//
// The grammar, as documented (`e` is the empty string):
//
//     format          (H|V ':')? ('|' connection)? view (connection view)* (connection '|')?
//     view            '[' name ('(' predicate (',' predicate)* ')')? ']'
//     connection      e | '-' | '-' simplePredicate '-' | '-(' predicate (',' predicate)* ')-'
//     simplePredicate metricName | positiveNumber
//     predicate       ('==' | '>=' | '<=')? (number | metricName | viewName) ('@' (number | metricName))?
//     name            [A-Za-z_][A-Za-z0-9_]*
//
// A view name as a predicate's object is only meaningful for a view's size (`[a(==b)]`: equal
// widths), so it is rejected inside a connection. The documented grammar has no whitespace, and
// neither does this parser.

/// One line of a visual format: the views along an axis, their sizes, and the spacing between
/// neighbours.
public struct VisualFormat: Sendable, Equatable {
    public enum Axis: Sendable { case horizontal, vertical }

    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// One predicate: a relation to a constant, or to another view's same dimension
    /// (`[a(==b)]`), with an optional priority.
    public struct Predicate: Sendable, Equatable {
        public var relation: Relation
        /// The constant (a number or a metric's value); 0 when `view` is set.
        public var constant: Double
        /// The view whose same dimension this predicate relates to; nil for a constant.
        public var view: String?
        /// 1...1000; nil when the format gives none, leaving the default (required) to the consumer.
        public var priority: Double?

        public init(relation: Relation = .equal, constant: Double = 0, view: String? = nil, priority: Double? = nil) {
            self.relation = relation
            self.constant = constant
            self.view = view
            self.priority = priority
        }
    }

    /// One end of a connection.
    public enum Item: Sendable, Equatable {
        case superview
        case view(String)
    }

    /// A view and the predicates on its size along the axis: `[button(>=50,<=100@750)]`.
    public struct ViewSpec: Sendable, Equatable {
        public var name: String
        public var size: [Predicate]

        public init(name: String, size: [Predicate] = []) {
            self.name = name
            self.size = size
        }
    }

    /// The spacing between two neighbours.
    public enum Connection: Sendable, Equatable {
        /// `-` alone. Left to the consumer, because the standard spacing depends on the pair
        /// (8 points between views, 20 to the superview's edge).
        case standard
        /// No dash (`[a][b]`, `|[a]`): the neighbours touch.
        case flush
        /// `-8-`, `-gap-` or `-(>=8,<=20@500)-`.
        case predicates([Predicate])
    }

    /// A connection and the neighbours it spaces, in the order of the format.
    public struct Link: Sendable, Equatable {
        public var from: Item
        public var to: Item
        public var connection: Connection

        public init(from: Item, to: Item, connection: Connection) {
            self.from = from
            self.to = to
            self.connection = connection
        }
    }

    public var axis: Axis
    /// The views in the order they appear; each at most once.
    public var views: [ViewSpec]
    /// One link for every pair of neighbours, flush ones included: from the leading superview (if
    /// any) to the first view, between consecutive views, then to the trailing superview (if any).
    public var connections: [Link]

    /// The format starts with `|` (after the orientation).
    public var leadingSuperview: Bool { connections.first?.from == .superview }

    /// The format ends with `|`.
    public var trailingSuperview: Bool { connections.last?.to == .superview }

    /// Parses `format`, resolving names against `metrics` and `viewNames` (the keys of the views
    /// dictionary), so that every error, unknown names included, points into the format.
    public static func parse(
        _ format: String,
        metrics: [String: Double] = [:],
        viewNames: Set<String>
    ) throws(VisualFormatError) -> VisualFormat {
        var parser = Parser(format: format, metrics: metrics, viewNames: viewNames)
        return try parser.parseFormat()
    }
}

/// Why a format did not parse, and where.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was expected or what was wrong, quoting the offending token.
    public var message: String
    public var format: String
    /// Where in `format` the problem is, in characters; `format.count` for its end.
    public var offset: Int

    public init(message: String, format: String, offset: Int) {
        self.message = message
        self.format = format
        self.offset = offset
    }

    /// UIKit's layout for the same exception: the message, the format, and a caret under the offset.
    public var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(String(repeating: " ", count: offset))^"
    }
}

/// A recursive-descent parser over the format's characters (not its UTF-8), so that an error's
/// offset is where the caret belongs when the format is printed.
private struct Parser {
    let format: String
    let text: [Character]
    let metrics: [String: Double]
    let viewNames: Set<String>
    var position = 0
    /// The views placed so far, to reject a view placed twice.
    var placed: Set<String> = []

    init(format: String, metrics: [String: Double], viewNames: Set<String>) {
        self.format = format
        self.text = Array(format)
        self.metrics = metrics
        self.viewNames = viewNames
    }

    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        guard !text.isEmpty else { throw failure("The format is empty", at: 0) }
        let axis = try parseOrientation()

        var views: [VisualFormat.ViewSpec] = []
        var connections: [VisualFormat.Link] = []
        // The item the next connection starts from.
        var previous: VisualFormat.Item
        if take("|") {
            previous = .superview
        } else {
            let view = try parseView()
            views.append(view)
            previous = .view(view.name)
        }

        while peek != nil {
            // A `|` after a view closes the format.
            if previous == .superview, !views.isEmpty {
                throw unexpected(after: "the closing '|'")
            }
            let connection = try parseConnection()
            if peek == "[" {
                let view = try parseView()
                connections.append(.init(from: previous, to: .view(view.name), connection: connection))
                views.append(view)
                previous = .view(view.name)
            } else if peek == "|" {
                // `||` or `|-|`: a superview on both sides of a connection.
                guard case .view = previous else { throw failure("Expected a view, found '|'", at: position) }
                position += 1
                connections.append(.init(from: previous, to: .superview, connection: connection))
                previous = .superview
            } else if case .view(let name) = previous, connection == .flush {
                throw unexpected(after: "view '\(name)'")
            } else if connection == .flush {
                throw failure("Expected a view\(found)", at: position)  // `|x`
            } else if peek == nil {
                throw danglingConnection()
            } else {
                throw failure("Expected a view or '|' after the connection\(found)", at: position)
            }
        }

        // Only `|` (or `H:|`) reaches here without a view.
        guard !views.isEmpty else { throw failure("Expected a view", at: position) }
        return VisualFormat(axis: axis, views: views, connections: connections)
    }

    // MARK: Productions

    /// `H:` or `V:`; horizontal when absent. No format starts with a letter otherwise, so an `H`
    /// or `V` without its colon is a mistake worth naming.
    mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Axis {
        guard let letter = peek, letter == "H" || letter == "V" else { return .horizontal }
        position += 1
        guard take(":") else {
            throw failure("Expected ':' after '\(letter)' to specify the orientation\(found)", at: position)
        }
        return letter == "H" ? .horizontal : .vertical
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func parseView() throws(VisualFormatError) -> VisualFormat.ViewSpec {
        guard take("[") else { throw failure("Expected a view\(found)", at: position) }
        let nameStart = position
        guard let name = scanName() else { throw failure("Expected a view name after '['\(found)", at: position) }
        guard viewNames.contains(name) else {
            throw failure("Unable to find view with name '\(name)'", at: nameStart)
        }
        // A view has one position along the axis; placing it twice would ask for two.
        guard placed.insert(name).inserted else {
            throw failure("View '\(name)' appears more than once in the format", at: nameStart)
        }
        let size = peek == "(" ? try parsePredicateList(allowingViews: true) : []
        guard take("]") else { throw failure("Expected ']' to close view '\(name)'\(found)", at: position) }
        return .init(name: name, size: size)
    }

    /// Flush when no dash follows; consumes the whole connection up to the next item otherwise.
    mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        switch peek {
        case nil: throw danglingConnection()
        case "[", "|": return .standard
        case "(":
            let predicates = try parsePredicateList(allowingViews: false)
            return try closingDash(.predicates(predicates))
        default:
            return try closingDash(.predicates([parseSimplePredicate()]))
        }
    }

    /// A spacing without parentheses: a metric or a positive number, so that the dashes around
    /// it stay unambiguous (a negative spacing needs `-(-8)-`).
    mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
        let start = position
        if let name = scanName() { return .init(constant: try metric(name, at: start, allowingViews: false)) }
        if peek != "-", let number = scanNumber() { return .init(constant: number) }
        throw failure("Expected a number, a metric or '(' after '-'\(found)", at: position)
    }

    mutating func closingDash(_ connection: VisualFormat.Connection) throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { throw failure("Expected '-' after the spacing\(found)", at: position) }
        return connection
    }

    /// `(predicate, predicate, …)`, starting at the `(`.
    mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        position += 1
        var predicates = [try parsePredicate(allowingViews: allowingViews)]
        while take(",") {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        }
        guard take(")") else { throw failure("Expected ',' or ')' in the predicate list\(found)", at: position) }
        return predicates
    }

    mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var predicate = VisualFormat.Predicate(relation: try parseRelation())
        let start = position
        if let number = scanNumber() {
            predicate.constant = number
        } else if let name = scanName() {
            // A metric wins over a view of the same name, so that a name means the same thing in
            // a view's size as in a connection.
            if metrics[name] == nil, allowingViews, viewNames.contains(name) {
                predicate.view = name
            } else {
                predicate.constant = try metric(name, at: start, allowingViews: allowingViews)
            }
        } else {
            let objects = allowingViews ? "a number, a metric or a view" : "a number or a metric"
            throw failure("Expected \(objects)\(found)", at: position)
        }
        if take("@") { predicate.priority = try parsePriority() }
        return predicate
    }

    /// `==`, `>=` or `<=`; equal when absent.
    mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
        let start = position
        while let character = peek, "=<>".contains(character) { position += 1 }
        switch String(text[start..<position]) {
        case "": return .equal
        case "==": return .equal
        case "<=": return .lessThanOrEqual
        case ">=": return .greaterThanOrEqual
        case let token: throw failure("Unknown relation '\(token)'. Must be ==, >=, or <=", at: start)
        }
    }

    /// A number or a metric after `@`, within Auto Layout's 1...1000.
    mutating func parsePriority() throws(VisualFormatError) -> Double {
        let start = position
        let priority: Double
        if let number = scanNumber() {
            priority = number
        } else if let name = scanName() {
            priority = try metric(name, at: start, allowingViews: false)
        } else {
            throw failure("Expected a number or a metric after '@'\(found)", at: position)
        }
        guard (1...1000).contains(priority) else {
            throw failure("Priority '\(String(text[start..<position]))' must be within 1...1000", at: start)
        }
        return priority
    }

    /// The value of the metric `name`; the error says why when there is none.
    func metric(_ name: String, at offset: Int, allowingViews: Bool) throws(VisualFormatError) -> Double {
        if let value = metrics[name] { return value }
        if viewNames.contains(name) {
            throw failure("View '\(name)' cannot be a spacing or a priority; only a view's size may refer to another view", at: offset)
        }
        let kind = allowingViews ? "metric or view" : "metric"
        throw failure("Unable to find \(kind) with name '\(name)'", at: offset)
    }

    // MARK: Tokens

    var peek: Character? { position < text.count ? text[position] : nil }

    /// Consumes `character` when it is next.
    mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        position += 1
        return true
    }

    /// A C identifier, or nil (consuming nothing).
    mutating func scanName() -> String? {
        guard let first = peek, first.isNameStart else { return nil }
        let start = position
        while let character = peek, character.isNameStart || character.isDigit { position += 1 }
        return String(text[start..<position])
    }

    /// `-?digits(.digits)?` or `-?.digits`, or nil (consuming nothing).
    mutating func scanNumber() -> Double? {
        let start = position
        _ = take("-")
        var digits = 0
        while let character = peek, character.isDigit { position += 1; digits += 1 }
        if take(".") {
            while let character = peek, character.isDigit { position += 1; digits += 1 }
        }
        guard digits > 0, let value = Double(String(text[start..<position])) else {
            position = start
            return nil
        }
        return value
    }

    // MARK: Errors

    func failure(_ message: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, offset: offset)
    }

    /// `, found 'x'` for the character at the position; nothing at the end of the format.
    var found: String { peek.map { ", found '\($0)'" } ?? "" }

    func danglingConnection() -> VisualFormatError {
        failure("Expected a view or '|' after the connection", at: position)
    }

    /// Text where the format should have ended or continued with a connection.
    func unexpected(after what: String) -> VisualFormatError {
        let rest = String(text[position...])
        if let bracket = rest.first, bracket == "]" || bracket == ")" {
            return failure("Unmatched '\(bracket)'", at: position)
        }
        return failure("Unexpected '\(rest)' after \(what)", at: position)
    }
}

private extension Character {
    var isNameStart: Bool { self == "_" || (isASCII && isLetter) }
    var isDigit: Bool { isASCII && isWholeNumber }
}
