/// Reads PDF syntax (ISO 32000-1, 7.2 and 7.3) from bytes: the tokens of objects and content
/// streams. Every read is bounds-checked and every nesting depth-limited, since the bytes come
/// from disk and may be anything.
struct PDFScanner {
    enum Token {
        case value(PDFValue)
        /// A bare word: `obj`, `stream`, `R`, or a content-stream operator (`re`, `f*`).
        case keyword(String)
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
    }

    let bytes: [UInt8]
    var index: Int

    init(_ bytes: [UInt8], at index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    static let maximumDepth = 64

    var atEnd: Bool { index >= bytes.count }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0 || byte == 9 || byte == 10 || byte == 12 || byte == 13 || byte == 32 }
    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x28 || byte == 0x29 || byte == 0x3C || byte == 0x3E || byte == 0x5B || byte == 0x5D
            || byte == 0x7B || byte == 0x7D || byte == 0x2F || byte == 0x25
    }

    mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {  // % comment to the end of the line
                while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
            } else if PDFScanner.isSpace(byte) {
                index += 1
            } else {
                return
            }
        }
    }

    mutating func nextToken() -> Token? {
        skipSpace()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        switch byte {
        case 0x5B: index += 1; return .arrayStart
        case 0x5D: index += 1; return .arrayEnd
        case 0x7B, 0x7D: index += 1; return .keyword(byte == 0x7B ? "{" : "}")
        case 0x3C:
            if index + 1 < bytes.count, bytes[index + 1] == 0x3C { index += 2; return .dictionaryStart }
            return .value(.string(hexString()))
        case 0x3E:
            if index + 1 < bytes.count, bytes[index + 1] == 0x3E { index += 2; return .dictionaryEnd }
            index += 1
            return .keyword(">")
        case 0x28: return .value(.string(literalString()))
        case 0x29: index += 1; return .keyword(")")
        case 0x2F: return .value(.name(name()))
        default:
            let start = index
            while index < bytes.count, !PDFScanner.isSpace(bytes[index]), !PDFScanner.isDelimiter(bytes[index]) { index += 1 }
            if index == start { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if let number = PDFScanner.number(word) { return .value(.number(number)) }
            switch word {
            case "true": return .value(.bool(true))
            case "false": return .value(.bool(false))
            case "null": return .value(.null)
            default: return .keyword(word)
            }
        }
    }

    /// `12`, `-3.5`, `.25`, `+4.`: PDF numbers have no exponents.
    static func number(_ word: String) -> Double? {
        guard let first = word.utf8.first, first == 0x2B || first == 0x2D || first == 0x2E || (first >= 0x30 && first <= 0x39) else {
            return nil
        }
        guard word.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2B || $0 == 0x2D }),
              let value = Double(word.hasSuffix(".") ? word + "0" : word) else { return nil }
        return value.isFinite ? value : nil
    }

    private mutating func name() -> String {
        index += 1
        var result: [UInt8] = []
        while index < bytes.count, !PDFScanner.isSpace(bytes[index]), !PDFScanner.isDelimiter(bytes[index]) {
            if bytes[index] == 0x23, index + 2 < bytes.count, let high = PDFScanner.hexDigit(bytes[index + 1]),
               let low = PDFScanner.hexDigit(bytes[index + 2]) {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    private mutating func hexString() -> [UInt8] {
        index += 1
        var digits: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x3E {
            if let digit = PDFScanner.hexDigit(bytes[index]) { digits.append(digit) }
            index += 1
        }
        index += 1
        if digits.count % 2 == 1 { digits.append(0) }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func literalString() -> [UInt8] {
        index += 1
        var result: [UInt8] = []
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x5C, index < bytes.count {  // backslash escape
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case 0x6E: result.append(10)
                case 0x72: result.append(13)
                case 0x74: result.append(9)
                case 0x62: result.append(8)
                case 0x66: result.append(12)
                case 0x30...0x37:
                    var value = Int(escaped - 0x30)
                    var count = 1
                    while count < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                        value = value * 8 + Int(bytes[index] - 0x30)
                        index += 1
                        count += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                case 10, 13: break
                default: result.append(escaped)
                }
            } else if byte == 0x28 {
                depth += 1
                result.append(byte)
            } else if byte == 0x29 {
                depth -= 1
                if depth == 0 { break }
                result.append(byte)
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// A whole value: arrays and dictionaries with what they hold, and `n g R` as a reference.
    /// Nil at the end of the bytes, at a keyword, or past the nesting limit.
    mutating func value(depth: Int = 0) -> PDFValue? {
        guard depth < PDFScanner.maximumDepth, let token = nextToken() else { return nil }
        switch token {
        case let .value(value):
            guard case let .number(first) = value else { return value }
            // `12 0 R`: look ahead for the generation and the R.
            let saved = index
            if case let .value(.number(generation))? = nextToken(), generation >= 0, case .keyword("R")? = nextToken(),
               first >= 0, first < 1e9, first == first.rounded() {
                return .reference(Int(first))
            }
            index = saved
            return value
        case .arrayStart:
            var items: [PDFValue] = []
            while true {
                let saved = index
                if case .arrayEnd? = nextToken() { return .array(items) }
                index = saved
                guard !atEnd, let item = value(depth: depth + 1) else { return .array(items) }
                items.append(item)
            }
        case .dictionaryStart:
            var entries: [String: PDFValue] = [:]
            while true {
                guard let key = nextToken() else { return .dictionary(entries) }
                switch key {
                case .dictionaryEnd: return .dictionary(entries)
                case let .value(.name(name)):
                    guard let item = value(depth: depth + 1) else { return .dictionary(entries) }
                    entries[name] = item
                default: continue
                }
            }
        default:
            return nil
        }
    }
}
