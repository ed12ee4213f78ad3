/// Reads one colour component in every form Xcode's colour inspector writes, by its input method:
/// - floating point, a string with a decimal point: `"0.500"`, `"1.000"` (and `"-0.200"` in the
///   extended spaces);
/// - 8-bit, a string of digits: `"128"`, read as 128/255;
/// - 8-bit hexadecimal: `"0x80"`, read as 0x80/255;
/// - a JSON number, as other tools write (`0.5`, `1`): read as 0…1, like floating point.
/// A bare `"1"` is therefore 1/255, as Xcode means it; Xcode writes alpha as floating point in
/// every input method (`"1.000"`).
///
/// Floating-point values must lie in 0…1, except in the extended spaces (any finite value;
/// clamped when converted); 8-bit forms must lie in 0…255 and alpha in 0…1 always. Anything
/// else is an error quoting the value. Nothing here can trap: the integer forms are read into
/// `UInt8` with overflow checked (`"0xFFFFFFFFFFFF"` is an error, not a crash).
enum ColorComponentReader {
    static func read(_ components: CatalogJSONNode, _ key: String, space: AssetColorSpace) throws(AssetCatalogError) -> Double {
        guard let node = try components.member(key) else {
            let expected = (space.componentNames + ["alpha"]).joined(separator: ", ")
            throw components.error("has no \"\(key)\" component: a \(space.rawValue) colour needs \(expected)")
        }
        let extended = space.isExtended && key != "alpha"
        let range = extended ? "any finite value" : "0…1"
        switch node.value {
        case .string(let text):
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                let digits = text.dropFirst(2)
                guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let byte = UInt8(digits, radix: 16) else {
                    throw node.error("\(node.shown) is not a component: expected a hexadecimal byte 0x00…0xFF")
                }
                return Double(byte) / 255
            }
            if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
                guard let byte = UInt8(text) else {
                    throw node.error("\(node.shown) is not a component: expected an 8-bit value 0…255 (or floating point such as \"0.500\")")
                }
                return Double(byte) / 255
            }
            guard Self.isDecimal(text), let value = Double(text), value.isFinite else {
                throw node.error("\(node.shown) is not a number: expected a component such as \"0.500\", \"128\" or \"0x80\"")
            }
            return try checked(value, node, extended: extended, range: range, space: space, key: key, isJSONNumber: false)
        case .number(let value, _):
            return try checked(value, node, extended: extended, range: range, space: space, key: key, isJSONNumber: true)
        default:
            throw node.error("is \(node.shown), expected a component such as \"0.500\", \"128\" or \"0x80\"")
        }
    }

    private static func checked(_ value: Double, _ node: CatalogJSONNode, extended: Bool, range: String,
                                space: AssetColorSpace, key: String, isJSONNumber: Bool) throws(AssetCatalogError) -> Double {
        if extended || (0...1).contains(value) { return value }
        // A JSON number such as 128 was probably meant as Xcode's 8-bit form, which is a string.
        let hint = isJSONNumber && value > 1 && value <= 255 && value == value.rounded() ? " (an 8-bit value is written as a string, \"\(Int(value))\")" : ""
        throw node.error("\(node.shown) is out of range: expected \(range) for \(key) in \(space.rawValue)\(hint)")
    }

    /// A plain decimal number (`-0.25`, `1.000`, `5e-1`): what `Double(_:)` reads, without the
    /// `nan`, `inf` and hexadecimal-float spellings it also accepts.
    private static func isDecimal(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    }
}
