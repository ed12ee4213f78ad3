/// The appearance a colour or image variant is for, as an entry's `appearances` say: a
/// luminosity (`any` when the entry names none) and whether it is the high-contrast variant.
/// Xcode writes `{"appearance": "luminosity", "value": "light" | "dark"}` and
/// `{"appearance": "contrast", "value": "high"}`.
public struct AssetAppearance: Hashable, Sendable, CustomStringConvertible {
    public enum Luminosity: String, Sendable, CaseIterable {
        case any, light, dark
    }

    public let luminosity: Luminosity
    public let highContrast: Bool

    public init(luminosity: Luminosity = .any, highContrast: Bool = false) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    public static let any = AssetAppearance()
    public static let light = AssetAppearance(luminosity: .light)
    public static let dark = AssetAppearance(luminosity: .dark)
    public static let highContrast = AssetAppearance(highContrast: true)
    public static let highContrastLight = AssetAppearance(luminosity: .light, highContrast: true)
    public static let highContrastDark = AssetAppearance(luminosity: .dark, highContrast: true)

    /// Every appearance, in the order lists of variants are given.
    public static let all: [AssetAppearance] = [.any, .light, .dark, .highContrast, .highContrastLight, .highContrastDark]

    /// The variants UIKit tries for a trait collection, best first.
    ///
    /// The luminosity decides first: in the asset catalog editor each luminosity is a column
    /// (Any, Light, Dark) with its high-contrast slot below, and a trait looks in its own
    /// column before the Any column. Within a column the high-contrast slot is tried first when
    /// contrast is high. So dark + high contrast tries high-contrast dark, dark, high-contrast
    /// any, any; a dark colour is never answered with a light one.
    public static func lookupOrder(dark: Bool, highContrast: Bool) -> [AssetAppearance] {
        let own: Luminosity = dark ? .dark : .light
        var order: [AssetAppearance] = []
        for luminosity in [own, .any] {
            if highContrast { order.append(AssetAppearance(luminosity: luminosity, highContrast: true)) }
            order.append(AssetAppearance(luminosity: luminosity))
        }
        return order
    }

    /// "any", "dark", "high contrast", "high contrast dark"…
    public var description: String {
        switch (luminosity, highContrast) {
        case (.any, false): return "any"
        case (.any, true): return "high contrast"
        case (let luminosity, false): return luminosity.rawValue
        case (let luminosity, true): return "high contrast \(luminosity.rawValue)"
        }
    }

    /// Position in `all`, for sorting.
    var order: Int { AssetAppearance.all.firstIndex(of: self) ?? 0 }
}
