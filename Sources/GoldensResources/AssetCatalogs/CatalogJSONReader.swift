import Foundation

/// Reads the JSON of a `Contents.json` strictly (RFC 8259), with errors naming the line and
/// column where reading stopped.
///
/// A reader of its own rather than `JSONSerialization` or `JSONDecoder`: those say only "not
/// valid JSON" on Linux, and `JSONSerialization` cannot tell `true` from `1`, which decides
/// whether a colour component is a number. Nesting is limited to `maximumDepth` and files to
/// `maximumBytes`, so no input exhausts the stack or memory; duplicate keys are an error, since
/// which one counts would otherwise be a guess.
struct CatalogJSONReader {
    /// Xcode's files nest four or five levels.
    static let maximumDepth = 64
    /// A `Contents.json` is a few kilobytes; anything this large is not one.
    static let maximumBytes = 16 << 20

    private let bytes: [UInt8]
    private let file: String
    private var index = 0

    /// The root of the file at `path`.
    static func read(contentsOf path: String) throws(AssetCatalogError) -> CatalogJSONNode {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AssetCatalogError(file: path, problem: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw AssetCatalogError(file: path, problem: "is a folder, expected a JSON file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumBytes {
            throw AssetCatalogError(file: path, problem: "is \(size) bytes, more than the \(maximumBytes) a Contents.json may be")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AssetCatalogError(file: path, problem: "cannot be read")
        }
        return try read([UInt8](data), file: path)
    }

    /// The root of `data`; `file` names it in errors and in the nodes.
    static func read(_ data: [UInt8], file: String) throws(AssetCatalogError) -> CatalogJSONNode {
        guard data.count <= maximumBytes else {
            throw AssetCatalogError(file: file, problem: "is \(data.count) bytes, more than the \(maximumBytes) a Contents.json may be")
        }
        var reader = CatalogJSONReader(bytes: data, file: file)
        // A UTF-8 byte-order mark is tolerated, as Xcode tolerates it.
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        guard reader.index < data.count else { throw reader.error("the file is empty, expected a JSON object") }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == data.count else { throw reader.error("unexpected \(reader.shownByte) after the end of the JSON value") }
        return CatalogJSONNode(value: value, file: file, path: "")
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(AssetCatalogError) -> CatalogJSONValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \(shownByte), expected a value")
        }
    }

    private mutating func object(depth: Int) throws(AssetCatalogError) -> CatalogJSONValue {
        index += 1  // {
        var members: [(key: String, value: CatalogJSONValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("\(index < bytes.count ? "unexpected \(shownByte)" : "the file ends"), expected a key in quotes")
            }
            let keyStart = index
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                index = keyStart
                throw error("the key \"\(key)\" appears twice in the same object")
            }
            skipWhitespace()
            try expect(":", "after the key \"\(key)\"")
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside an object, expected , or }") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}", "after a value in an object (or a comma)")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(AssetCatalogError) -> CatalogJSONValue {
        index += 1  // [
        var elements: [CatalogJSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside an array, expected , or ]") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]", "after a value in an array (or a comma)")
            return .array(elements)
        }
    }

    private mutating func string() throws(AssetCatalogError) -> String {
        index += 1  // "
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the file ends inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("the file ends inside a string") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
                default:
                    index -= 1
                    throw error("unknown escape \\\(String(UnicodeScalar(escaped))) in a string")
                }
            case 0..<0x20:
                throw error("a control character (0x\(String(byte, radix: 16, uppercase: true))) inside a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// The UTF-8 of `\uXXXX` (after the `u`), joining a surrogate pair; a lone surrogate
    /// becomes U+FFFD, as Foundation reads it.
    private mutating func unicodeEscape() throws(AssetCatalogError) -> [UInt8] {
        let high = try hexQuad()
        guard (0xD800..<0xDC00).contains(high), index + 1 < bytes.count,
              bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return Self.utf8(UnicodeScalar(high))
        }
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
            // Not a pair: the lone high surrogate, then whatever the second escape is.
            return Self.utf8(nil) + Self.utf8(UnicodeScalar(low))
        }
        return Self.utf8(UnicodeScalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)))
    }

    private static func utf8(_ scalar: UnicodeScalar?) -> [UInt8] {
        Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
    }

    private mutating func hexQuad() throws(AssetCatalogError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw error("\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, converted by the standard
    /// library's correctly rounded decimal reading.
    private mutating func number() throws(AssetCatalogError) -> CatalogJSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a minus sign without digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a decimal point without digits after it") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("an exponent without digits") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is too large for a Double")
        }
        return .number(value, text: text)
    }

    // MARK: Bytes

    private mutating func literal(_ word: String) throws(AssetCatalogError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw error("unexpected \(shownByte), expected a value")
        }
        index += expected.count
    }

    private mutating func expect(_ character: Unicode.Scalar, _ context: String) throws(AssetCatalogError) {
        guard index < bytes.count else { throw error("the file ends where \(character) was expected \(context)") }
        guard bytes[index] == UInt8(ascii: character) else {
            throw error("unexpected \(shownByte), expected \(character) \(context)")
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// The byte at the reading position as a message shows it.
    private var shownByte: String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if (0x21..<0x7F).contains(byte) { return "'\(String(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// An error at the reading position: line and column count from 1, columns in bytes.
    private func error(_ problem: String) -> AssetCatalogError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return AssetCatalogError(file: file, problem: "is not valid JSON: line \(line), column \(index - lineStart + 1): \(problem)")
    }
}
