/// A colour set entry that names a system colour instead of giving components
/// (`"color": {"platform": "ios", "reference": "systemBlueColor"}`).
///
/// It is kept by name rather than turned into components here: system colours are dynamic
/// (`systemBackgroundColor` is white in light mode and black in dark mode even in a set's
/// "any" slot) and their values belong to the UIKit layer, which resolves `uiColorName` with
/// its own `UIColor` and trait collection. GoldensResources knows no UIKit.
public struct AssetSystemColor: Sendable, Equatable, CustomStringConvertible {
    /// As written: `systemBlueColor`, `labelColor`, `systemGray2Color`, `separatorColor`.
    public let reference: String
    /// The `platform` written beside it (`ios`, `universal`, `osx`…), if any.
    public let platform: String?

    public init(reference: String, platform: String? = nil) {
        self.reference = reference
        self.platform = platform
    }

    /// The `UIColor` class property it names: the reference without its `Color` suffix
    /// (`systemBlueColor` → `systemBlue`, `labelColor` → `label`), as Interface Builder's
    /// `systemColor` attributes are named too.
    public var uiColorName: String {
        reference.hasSuffix("Color") && reference.count > 5 ? String(reference.dropLast(5)) : reference
    }

    public var description: String { "system colour \(reference)" }
}
