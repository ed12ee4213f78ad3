import Foundation

/// The weights of the system font the renderer draws: Inter's, the open font closest to iOS's
/// San Francisco (SIL OFL 1.1, licence in Fonts/OFL.txt).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold

    /// The weight drawn for a `UIFont.Weight` value (-1 ultra light ... 1 black): the nearest of
    /// the four, lighter weights drawing regular and heavier ones bold.
    public init(uiFontWeight value: Double) {
        switch value {
        case ..<0.115: self = .regular    // below halfway from regular (0) to medium (0.23)
        case ..<0.265: self = .medium     // below halfway from medium to semibold (0.3)
        case ..<0.35: self = .semibold    // below halfway from semibold to bold (0.4)
        default: self = .bold
        }
    }

    /// The subset made by scripts/make_fonts.py, in GoldensRaster's Fonts folder.
    var fileName: String {
        switch self {
        case .regular: "Inter-Regular"
        case .medium: "Inter-Medium"
        case .semibold: "Inter-SemiBold"
        case .bold: "Inter-Bold"
        }
    }

    var embeddedBytes: String {
        switch self {
        case .regular: EmbeddedFonts.regular
        case .medium: EmbeddedFonts.medium
        case .semibold: EmbeddedFonts.semiBold
        case .bold: EmbeddedFonts.bold
        }
    }
}

/// The bundled system font. Its bytes are compiled into the library (`EmbeddedFonts`), so text
/// draws the same wherever the binary runs, without a resource bundle to find.
public enum SystemFont {
    /// All four weights, decoded once: a static stored property is initialised lazily and exactly
    /// once even when several threads ask at the same time.
    private static let fonts: [FontWeight: Result<TrueTypeFont, FontError>] = {
        var fonts: [FontWeight: Result<TrueTypeFont, FontError>] = [:]
        for weight in FontWeight.allCases {
            fonts[weight] = Result { () throws(FontError) in
                guard let data = Data(base64Encoded: weight.embeddedBytes) else {
                    throw FontError(table: "file", problem: "\(weight.fileName)'s embedded bytes are not base64")
                }
                return try TrueTypeFont(data: [UInt8](data))
            }
        }
        return fonts
    }()

    public static func font(_ weight: FontWeight) throws(FontError) -> TrueTypeFont {
        guard let font = fonts[weight] else { throw FontError(table: "file", problem: "no \(weight.fileName)") }
        return try font.get()
    }

    /// The face text is drawn with. If the embedded font could not be read (the tests rule that
    /// out) this is a face with no glyphs, so every character draws as nothing instead of the
    /// renderer trapping.
    public static func face(_ weight: FontWeight) -> TrueTypeFont {
        (try? font(weight)) ?? TrueTypeFont.empty
    }

    /// The CJK fallback font: Droid Sans Fallback cut to the characters of GB 2312, Big5 level 1,
    /// KS X 1001 and JIS X 0208 (Apache License 2.0, licence in Fonts/DroidSansFallback-LICENSE.txt).
    /// Decoded the first time a character needs it (about half a second in a debug build), so
    /// text without CJK characters never pays for it; a face with no glyphs if it cannot be read.
    public static let fallback: TrueTypeFont = {
        guard let data = Data(base64Encoded: EmbeddedFallbackFont.droidSansFallback),
              let font = try? TrueTypeFont(data: [UInt8](data)) else { return TrueTypeFont.empty }
        return font
    }()

    /// True for the blocks the fallback font covers (CJK punctuation, kana, Hangul, ideographs,
    /// full-width forms): only those make text layout open it.
    static func mayHaveFallbackGlyph(for scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }
}
