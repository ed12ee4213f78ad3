/// Number formatting without Foundation's locale, so messages and reports read the same on
/// every machine.
enum NumberText {
    /// `value` with exactly `digits` decimals ("0.300"); "nan"/"inf" for non-finite values.
    static func fixed(_ value: Double, digits: Int) -> String {
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

    /// A percentage with two decimals, never "0.00" for a non-zero ratio.
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value > 0 && value < 0.005 { return "<0.01" }
        return fixed(value, digits: 2)
    }

    /// Lower-case hexadecimal of `value`, zero-padded to 16 digits.
    static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// FNV-1a, 64 bits: a small hash that is the same on every platform and in every process
/// (unlike `Hasher`, which is seeded per process). Used to make truncated names unique.
enum StableHash {
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
