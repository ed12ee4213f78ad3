import GoldensRaster
/// Number formatting without Foundation's locale, so messages and reports read the same on
/// every machine.
enum NumberText {

    /// A percentage with two decimals, never "0.00" for a non-zero ratio.
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value > 0 && value < 0.005 { return "<0.01" }
        return DecimalText.fixed(value, digits: 2)
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
