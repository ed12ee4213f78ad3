/// The file `AssetImageSet.bestFile(forScale:dark:highContrast:)` chose, and why.
public struct AssetImageChoice: Sendable, Equatable, CustomStringConvertible {
    /// How the chosen file's scale relates to the one asked for.
    public enum ScaleMatch: Sendable, Equatable {
        /// The file is for exactly that scale.
        case exact
        /// No file for that scale; the set's single-scale file, which serves every scale.
        case singleScale
        /// No file for that scale or for all scales; the next higher scale (drawn smaller).
        case nextHigher
        /// Only lower scales; the highest of them (drawn larger).
        case highestLower
    }

    public let file: AssetImageFile
    public let requestedScale: Double
    public let scaleMatch: ScaleMatch
    /// The appearances tried before the chosen file's, which had no files (for light mode
    /// usually `light`, since most sets fill only the Any slot).
    public let appearancesWithoutFiles: [AssetAppearance]

    public init(file: AssetImageFile, requestedScale: Double, scaleMatch: ScaleMatch, appearancesWithoutFiles: [AssetAppearance]) {
        self.file = file
        self.requestedScale = requestedScale
        self.scaleMatch = scaleMatch
        self.appearancesWithoutFiles = appearancesWithoutFiles
    }

    /// "icon@3x.png (dark, 3x) for scale 2x: no 2x file, so the next higher scale".
    public var description: String {
        let asked = AssetImageFile.scaleText(requestedScale)
        var text = "\(file) for scale \(asked)"
        switch scaleMatch {
        case .exact: break
        case .singleScale: text += ": no \(asked) file, so the single-scale file"
        case .nextHigher: text += ": no \(asked) file, so the next higher scale"
        case .highestLower: text += ": no \(asked) file or higher, so the highest lower scale"
        }
        // An empty Light slot is the usual case (light mode uses Any), so only the other
        // fallbacks are worth a word.
        let notable = appearancesWithoutFiles.filter { $0.luminosity != .light }
        if !notable.isEmpty {
            text += " (no files for \(notable.map(\.description).joined(separator: ", ")))"
        }
        return text
    }
}
