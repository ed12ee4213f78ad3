import Foundation

/// Turns a suite, test, transition or frame label into one safe path component.
///
/// The same input gives the same component on every platform:
/// - the text is normalised to Unicode NFC first (macOS file names arrive decomposed);
/// - letters and digits (any script) and `- _ . @ + = , ( ) [ ]` are kept; every other character
///   (path separators, `: * ? " < > |`, whitespace, control and format characters) becomes `_`;
/// - a leading `.` becomes `_`, so no component is hidden, `.` or `..`; a trailing `.` becomes
///   `_` (Windows drops it);
/// - Windows device names (`CON`, `NUL`, `COM1`, ...) get a `_` prefix;
/// - an empty result is `_`;
/// - a component longer than `maxBytes` UTF-8 bytes is cut at a character boundary and ends in
///   `~` plus 16 hex digits of a stable 64-bit hash (FNV-1a) of the whole normalised text, so
///   long names that share a prefix stay distinct.
///
/// Different inputs can still meet (`"a/b"` and `"a_b"`, or `"Pop"` and `"pop"` on a
/// case-insensitive disk): `GoldenClaims` catches that as an error instead of an overwrite.
public enum GoldenName {
    /// Longest component in UTF-8 bytes; well under every file system's 255.
    public static let maxBytes = 96

    public static func component(_ text: String) -> String {
        let normalised = text.precomposedStringWithCanonicalMapping
        var out = String.UnicodeScalarView()
        for scalar in normalised.unicodeScalars {
            out.append(isKept(scalar) ? scalar : "_")
        }
        var name = String(out)
        if name.hasPrefix(".") { name = "_" + name.dropFirst() }
        if name.hasSuffix(".") { name = name.dropLast() + "_" }
        if name.isEmpty { name = "_" }
        if isDeviceName(name) { name = "_" + name }
        if name.utf8.count > maxBytes {
            let suffix = "~" + NumberText.hex64(StableHash.fnv1a(normalised))
            var kept = ""
            var bytes = 0
            for character in name {
                let size = character.utf8.count
                if bytes + size > maxBytes - suffix.utf8.count { break }
                kept.append(character)
                bytes += size
            }
            name = kept + suffix
        }
        return name
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "@", "+", "=", ",", "(", ")", "[", "]": return true
            default: return false
            }
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    private static let deviceNames: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for digit in 1...9 {
            names.insert("COM\(digit)")
            names.insert("LPT\(digit)")
        }
        return names
    }()

    /// Windows refuses these names with any extension ("nul.png" too).
    private static func isDeviceName(_ name: String) -> Bool {
        let stem = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return deviceNames.contains(stem.uppercased())
    }
}
