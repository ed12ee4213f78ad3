/// A PDF object (ISO 32000-1, 7.3): the values a file's objects, dictionaries and content
/// streams are made of.
public enum PDFValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case name(String)
    case string([UInt8])
    case array([PDFValue])
    case dictionary([String: PDFValue])
    /// An indirect reference, `12 0 R`.
    case reference(Int)
    /// A stream: its dictionary and its bytes as stored (still filtered).
    case stream([String: PDFValue], [UInt8])

    var number: Double? {
        if case let .number(value) = self, value.isFinite { return value }
        return nil
    }

    var name: String? {
        if case let .name(value) = self { return value }
        return nil
    }

    var array: [PDFValue]? {
        if case let .array(value) = self { return value }
        return nil
    }

    var dictionary: [String: PDFValue]? {
        switch self {
        case let .dictionary(value), let .stream(value, _): value
        default: nil
        }
    }

    var numbers: [Double]? {
        guard let array else { return nil }
        let values = array.compactMap(\.number)
        return values.count == array.count ? values : nil
    }
}
