/// A JSON value as a `Contents.json` holds it. Objects keep their keys in file order, so messages
/// and choices never depend on hashing; numbers keep their text, so a message quotes what was
/// written (`128`, not `128.0`).
indirect enum CatalogJSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double, text: String)
    case string(String)
    case array([CatalogJSONValue])
    case object([(key: String, value: CatalogJSONValue)])

    static func == (lhs: CatalogJSONValue, rhs: CatalogJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a, _), .number(b, _)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The value as a message shows it: strings quoted (and cut at 60 characters), numbers as
    /// written, containers by kind.
    var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(_, let text): return text
        case .string(let text):
            let cut = text.count > 60 ? String(text.prefix(60)) + "…" : text
            return "\"\(cut)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
