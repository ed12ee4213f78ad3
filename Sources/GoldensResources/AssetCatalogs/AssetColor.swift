/// A colour set (`Name.colorset`) read into its variants, one per appearance, as an iPhone uses
/// them (see `AssetSlot` for which entry wins when several are for the same appearance).
public struct AssetColor: Sendable, Equatable {
    /// The name `UIColor(named:)` finds it by (`Folder/Name` inside namespaced folders).
    public let name: String
    /// The `Contents.json` it was read from.
    public let contentsFile: String
    /// The variants present; an entry without a `color` (an empty slot in Xcode) is absent.
    public let variants: [AssetAppearance: AssetColorValue]

    public init(name: String, contentsFile: String, variants: [AssetAppearance: AssetColorValue]) {
        self.name = name
        self.contentsFile = contentsFile
        self.variants = variants
    }

    /// Reads the colour set folder at `path` (`…/Brand.colorset`); `name` defaults to the
    /// folder's name without its extension.
    public init(contentsOfColorSet path: String, name: String? = nil) throws(AssetCatalogError) {
        self = try AssetColorSetReader.read(folder: path, name: name ?? AssetCatalogIndex.setName(ofFolder: path))
    }

    public var any: AssetColorValue? { variants[.any] }
    public var light: AssetColorValue? { variants[.light] }
    public var dark: AssetColorValue? { variants[.dark] }
    public var highContrast: AssetColorValue? { variants[.highContrast] }
    public var highContrastLight: AssetColorValue? { variants[.highContrastLight] }
    public var highContrastDark: AssetColorValue? { variants[.highContrastDark] }

    /// The variant UIKit draws for a trait collection, in `AssetAppearance.lookupOrder`: for
    /// dark, high-contrast dark → dark → high contrast → any. Nil when none of those is present
    /// (a set with only a dark variant has nothing for light mode; a set with no colours at all,
    /// as Xcode's template AccentColor, has nothing for any mode).
    public func resolved(dark: Bool, highContrast: Bool = false) -> AssetColorValue? {
        resolvedAppearance(dark: dark, highContrast: highContrast).flatMap { variants[$0] }
    }

    /// Which variant `resolved(dark:highContrast:)` answers with.
    public func resolvedAppearance(dark: Bool, highContrast: Bool = false) -> AssetAppearance? {
        AssetAppearance.lookupOrder(dark: dark, highContrast: highContrast).first { variants[$0] != nil }
    }
}
