import Foundation

/// The weights of the system font the renderer draws: Inter's, the open font closest to iOS's
/// San Francisco (SIL OFL 1.1, licence in Fonts/OFL.txt).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold

    /// The subset made by scripts/make_fonts.py, in GoldensRaster's Fonts resource folder.
    var fileName: String {
        switch self {
        case .regular: "Inter-Regular"
        case .medium: "Inter-Medium"
        case .semibold: "Inter-SemiBold"
        case .bold: "Inter-Bold"
        }
    }
}

/// The bundled system font, read from the package's resources on first use.
public enum SystemFont {
    /// All four weights, read once: a static stored property is initialised lazily and exactly
    /// once even when several threads ask at the same time.
    private static let fonts: Result<[FontWeight: TrueTypeFont], FontError> = load()

    public static func font(_ weight: FontWeight) throws(FontError) -> TrueTypeFont {
        let fonts = try fonts.get()
        guard let font = fonts[weight] else { throw FontError(table: "file", problem: "\(weight.fileName).ttf was not loaded") }
        return font
    }

    private static func load() -> Result<[FontWeight: TrueTypeFont], FontError> {
        var fonts: [FontWeight: TrueTypeFont] = [:]
        for weight in FontWeight.allCases {
            guard let url = Bundle.module.url(forResource: weight.fileName, withExtension: "ttf", subdirectory: "Fonts"),
                  let data = try? Data(contentsOf: url) else {
                return .failure(FontError(table: "file", problem: "\(weight.fileName).ttf is missing from GoldensRaster's resources"))
            }
            do {
                fonts[weight] = try TrueTypeFont(data: [UInt8](data))
            } catch {
                return .failure(error)
            }
        }
        return .success(fonts)
    }
}
