/// Numbers with a fixed count of decimals, without Foundation's locale-dependent formatting,
/// so labels, messages and reports read the same on every machine.
public enum DecimalText {
    /// `value` with exactly `digits` decimals ("0.300"); "nan"/"inf"/"-inf" for non-finite values.
    public static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let whole = Int(scaled) / Int(scale), fraction = Int(scaled) % Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
