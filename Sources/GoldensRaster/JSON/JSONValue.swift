/// A parsed JSON value. Objects keep their fields in document order (duplicates are refused
/// by the parser), so error messages and re-written files follow the input.
indirect enum JSONValue: Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// What the value is, for "expected a number, found a string".
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A small JSON parser (RFC 8259) that also accepts the tokens `NaN`, `Infinity` and
/// `-Infinity`, which Python's `json` module writes for non-finite floats. It accepts them only
/// so that the display-list reader can name the field and say "nan is not a finite number"
/// instead of failing with a syntax error somewhere in the file.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    /// Nesting limit, so a hostile file cannot exhaust the stack.
    private static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(DisplayListError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return value
    }

    private func error(_ message: String) -> DisplayListError {
        var line = 1, column = 1
        var i = 0
        while i < index && i < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return DisplayListError(path: "", message: "invalid JSON at line \(line), column \(column): \(message)")
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        index += utf8.count
        return true
    }

    private mutating func parseValue(depth: Int) throws(DisplayListError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            if expect("true") { return .bool(true) }
        case UInt8(ascii: "f"):
            if expect("false") { return .bool(false) }
        case UInt8(ascii: "n"):
            if expect("null") { return .null }
        case UInt8(ascii: "N"):
            if expect("NaN") { return .number(.nan) }
        case UInt8(ascii: "I"):
            if expect("Infinity") { return .number(.infinity) }
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if expect("-Infinity") { return .number(-.infinity) }
            return .number(try parseNumber())
        default:
            break
        }
        throw error("unexpected \(describeCurrent()), expected a value")
    }

    private mutating func parseObject(depth: Int) throws(DisplayListError) -> JSONValue {
        index += 1
        var fields: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), expected a field name in quotes")
            }
            let keyStart = index
            let key = try parseString()
            if !seen.insert(key).inserted {
                index = keyStart
                throw error("duplicate field \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), expected ':'")
            }
            index += 1
            skipWhitespace()
            fields.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(fields) }
            throw error("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(DisplayListError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws(DisplayListError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw error("a number needs digits") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("a number must not start with 0")
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            if digits() == 0 { throw error("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // Double(String) rounds correctly; a literal too large for a Double becomes ±infinity
        // and is then refused as "not a finite number".
        guard let value = Double(text) else { throw error("\(text) is not a number") }
        return value
    }

    private mutating func parseString() throws(DisplayListError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                flush()
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string (escape it)") }
            if byte != UInt8(ascii: "\\") {
                run.append(byte)
                index += 1
                continue
            }
            flush()
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard expect("\\u") else { throw error("unpaired surrogate in \\u escape") }
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape is not a character") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("unknown escape \\\(Character(Unicode.Scalar(escape)))")
            }
        }
    }

    private mutating func parseHex4() throws(DisplayListError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
