/// How deep `[` nests in a file, and where it first nests deeper than Swift's parser gets
/// through quickly.
///
/// Swift's parser looks ahead from each `[` to tell an array or dictionary type (`[[Int]]()`,
/// `[(String, Int)]`) from a literal, and each `[` inside another doubles that work: twenty levels
/// take seconds and thirty take hours, closed or not, in a type or an expression, with or without
/// parentheses between. Real code nests three or four (`[[String: [Int]]]`); a file nested deeper
/// than `parsableDepth` is passed through unrewritten rather than hang the build (see
/// `SelectorRewriter.rewrite`). Brackets in comments and string literals do not count.
struct BracketNesting: Equatable {
    /// Twelve levels take well under a second in a debug build whatever surrounds them.
    static let parsableDepth = 12

    /// The deepest nesting of `[` in the file.
    var depth = 0
    /// Where a `[` first went deeper than `parsableDepth`: 1-based line, and column in UTF-8
    /// bytes (as compilers count).
    var tooDeepAt: (line: Int, column: Int)?

    static func == (a: BracketNesting, b: BracketNesting) -> Bool {
        a.depth == b.depth && a.tooDeepAt?.line == b.tooDeepAt?.line && a.tooDeepAt?.column == b.tooDeepAt?.column
    }

    init(of source: String) {
        var scanner = SourceScanner(Array(source.utf8))
        var open = 0
        while let byte = scanner.next() {
            if scanner.skipsCommentOrString(startingWith: byte) { continue }
            if byte == UInt8(ascii: "[") {
                open += 1
                depth = max(depth, open)
                if open > Self.parsableDepth && tooDeepAt == nil { tooDeepAt = (scanner.line, scanner.column - 1) }
            } else if byte == UInt8(ascii: "]") {
                open = max(0, open - 1)
            }
        }
    }
}

/// Walks a file's bytes keeping line and column, and steps over comments and string literals.
private struct SourceScanner {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var line = 1
    /// The column of the next byte.
    private(set) var column = 1

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        index += 1
        // "\r\n" ends one line: the "\n" after a "\r" moves nothing.
        if byte == UInt8(ascii: "\n") {
            if index < 2 || bytes[index - 2] != UInt8(ascii: "\r") { line += 1 }
            column = 1
        } else if byte == UInt8(ascii: "\r") {
            line += 1
            column = 1
        } else {
            column += 1
        }
        return byte
    }

    private func peek(_ offset: Int = 0) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// Whether `byte` (just read) opens a comment or a string literal; if so it is consumed
    /// whole (to the end of the file if it never ends). Interpolations are skipped with their
    /// string, and a raw string's backslashes are taken as escapes: good enough to keep the
    /// brackets of log messages and comments out of the count.
    mutating func skipsCommentOrString(startingWith byte: UInt8) -> Bool {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        if byte == slash && peek() == slash {
            while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { _ = self.next() }
            return true
        }
        if byte == slash && peek() == star {
            _ = next()
            skipBlockComment()
            return true
        }
        if byte == quote {
            if peek() == quote && peek(1) == quote {
                _ = next()
                _ = next()
                skipString(closedByQuotes: 3)
            } else {
                skipString(closedByQuotes: 1)
            }
            return true
        }
        return false
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 1
        while depth > 0, let byte = next() {
            if byte == UInt8(ascii: "*"), peek() == UInt8(ascii: "/") {
                _ = next()
                depth -= 1
            } else if byte == UInt8(ascii: "/"), peek() == UInt8(ascii: "*") {
                _ = next()
                depth += 1
            }
        }
    }

    /// To the closing `"` (or `"""`), past backslash escapes; a one-line string also ends at its
    /// line's end, where the compiler reports it unterminated.
    private mutating func skipString(closedByQuotes quotes: Int) {
        while let byte = next() {
            if byte == UInt8(ascii: "\\") {
                _ = next()
            } else if quotes == 1 && (byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")) {
                return
            } else if byte == UInt8(ascii: "\"") && (quotes == 1 || (peek() == byte && peek(1) == byte)) {
                if quotes == 3 {
                    _ = next()
                    _ = next()
                }
                return
            }
        }
    }
}
