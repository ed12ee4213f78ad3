import Foundation

/// Reads the XML Xcode writes (storyboards, xibs) into a tree of `MarkupElement`s.
///
/// It accepts well-formed XML 1.0 as such files use it: a declaration, comments, processing
/// instructions, a `DOCTYPE` without an internal subset, elements with single- or double-quoted
/// attributes, character data with the five predefined entities and numeric character
/// references, and CDATA sections. Anything else (an unclosed tag, a mismatched end tag, an
/// unknown entity, a second root) is an error naming the line and column. It reads without
/// recursion and refuses nesting deeper than `maximumDepth`, so no input can exhaust the stack.
public struct MarkupReader {
    /// Deeper than any Interface Builder document (real storyboards nest a few dozen levels).
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// The root element of `data`, read as UTF-8; `file` names it in errors.
    public static func read(_ data: [UInt8], file: String) throws(MarkupError) -> MarkupElement {
        var reader = MarkupReader(bytes: data, file: file)
        return try reader.document()
    }

    /// The root element of the file at `path`.
    public static func read(contentsOf path: String) throws(MarkupError) -> MarkupElement {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MarkupError(file: path, line: 0, column: 0, problem: "cannot be read (no such file, or not readable)")
        }
        return try read([UInt8](data), file: path)
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Structure

    private mutating func document() throws(MarkupError) -> MarkupElement {
        // A UTF-8 byte-order mark is allowed before the declaration.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var open: [MarkupElement] = []
        var root: MarkupElement?
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") {
                let text = try characterData()
                if open.isEmpty {
                    guard text.allSatisfy(\.isWhitespace) else { throw error("text outside the root element") }
                } else {
                    open[open.count - 1].text += text
                }
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw error("CDATA outside the root element") }
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                open[open.count - 1].text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
            } else if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!DOCTYPE") {
                guard root == nil, open.isEmpty else { throw error("DOCTYPE after the root element") }
                try skip(past: ">", what: "DOCTYPE")
            } else if starts(with: "</") {
                let tagStart = (index, line, lineStart)
                let closing = try endTag()
                guard let element = open.popLast() else { throw error("end tag </\(closing)> without a start tag", at: tagStart) }
                guard element.name == closing else {
                    throw error("end tag </\(closing)> closes <\(element.name)> opened on line \(element.line)", at: tagStart)
                }
                if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
            } else {
                guard root == nil else { throw error("a second root element") }
                let (element, isEmpty) = try startTag()
                if isEmpty {
                    if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
                } else {
                    guard open.count < MarkupReader.maximumDepth else {
                        throw error("elements nested deeper than \(MarkupReader.maximumDepth) levels")
                    }
                    open.append(element)
                }
            }
        }
        if let unclosed = open.last { throw error("<\(unclosed.name)> opened on line \(unclosed.line) is never closed") }
        guard let root else { throw error("no root element") }
        return root
    }

    /// `<name attr="value" …>` or `<name … />`; the second value says whether it is empty.
    private mutating func startTag() throws(MarkupError) -> (MarkupElement, Bool) {
        let tagLine = line
        index += 1
        let name = try self.name(what: "element name")
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw error("<\(name)> is cut off at the end of the file") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (MarkupElement(name: name, attributes: attributes, line: tagLine), false)
            }
            if starts(with: "/>") {
                index += 2
                return (MarkupElement(name: name, attributes: attributes, line: tagLine), true)
            }
            guard hadSpace else { throw error("expected a space, '>' or '/>' in <\(name)>") }
            let attribute = try self.name(what: "attribute name")
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw error("expected '=' after \(attribute) in <\(name)>") }
            index += 1
            skipWhitespace()
            let value = try quotedValue(of: attribute)
            guard !attributes.contains(where: { $0.name == attribute }) else { throw error("<\(name)> has \(attribute) twice") }
            attributes.append((attribute, value))
        }
    }

    private mutating func endTag() throws(MarkupError) -> String {
        index += 2
        let name = try self.name(what: "end tag name")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("expected '>' to end </\(name)>") }
        index += 1
        return name
    }

    // MARK: Tokens

    private mutating func name(what: String) throws(MarkupError) -> String {
        let start = index
        while index < bytes.count, MarkupReader.isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { throw error("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    private mutating func quotedValue(of attribute: String) throws(MarkupError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for \(attribute)")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the value of \(attribute) is never closed") }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "<") { throw error("'<' inside the value of \(attribute)") }
            if byte == UInt8(ascii: "&") {
                value.append(contentsOf: try reference())
                continue
            }
            if byte == UInt8(ascii: "\n") { newLine(at: index) }
            // XML normalises whitespace characters in attribute values to spaces.
            value.append(byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") ? UInt8(ascii: " ") : byte)
            index += 1
        }
    }

    /// Text up to the next `<`, with references resolved.
    private mutating func characterData() throws(MarkupError) -> String {
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                text.append(contentsOf: try reference())
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") { newLine(at: index) }
            text.append(bytes[index])
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `&lt;`, `&#10;`, `&#x1F600;`: the UTF-8 of what it stands for.
    private mutating func reference() throws(MarkupError) -> [UInt8] {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            index = start
            throw error("'&' that starts no entity (write &amp;)")
        }
        let body = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        let scalarValue: UInt32? = if body.hasPrefix("#x") || body.hasPrefix("#X") {
            UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            UInt32(body.dropFirst(), radix: 10)
        } else {
            nil
        }
        guard let scalarValue else {
            index = start
            throw error("unknown entity &\(body);")
        }
        guard scalarValue != 0, let scalar = Unicode.Scalar(scalarValue) else {
            index = start
            throw error("&\(body); is not a character")
        }
        return Array(String(Character(scalar)).utf8)
    }

    // MARK: Position

    private func starts(with prefix: String) -> Bool {
        var offset = index
        for byte in prefix.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    /// Moves past the next `terminator`, counting lines; an error when there is none.
    private mutating func skip(past terminator: String, what: String) throws(MarkupError) {
        let startLine = line
        while index < bytes.count {
            if starts(with: terminator) {
                index += terminator.utf8.count
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { newLine(at: index) }
            index += 1
        }
        throw error("\(what) opened on line \(startLine) is never closed")
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): newLine(at: index)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return index > start
            }
            index += 1
        }
        return index > start
    }

    private mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    private func error(_ problem: String) -> MarkupError {
        MarkupError(file: file, line: line, column: index - lineStart + 1, problem: problem)
    }

    /// An error at a position saved earlier (the start of a tag), as `(index, line, lineStart)`.
    private func error(_ problem: String, at position: (Int, Int, Int)) -> MarkupError {
        MarkupError(file: file, line: position.1, column: position.0 - position.2 + 1, problem: problem)
    }
}
