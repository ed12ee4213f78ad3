import Foundation

/// The traits a colour, an image or a layout may depend on. As in UIKit, a collection made with
/// one trait (`UITraitCollection(horizontalSizeClass: .regular)`) leaves every other one
/// unspecified, and `init(traitsFrom:)` lays collections over each other, the specified traits of
/// later ones winning. The environment itself is the light appearance of a compact-width,
/// regular-height iPhone: `current` and a controller's traits at scale 2, a view's at its
/// window's scale.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let accessibilityContrast: UIAccessibilityContrast
    public let userInterfaceLevel: UIUserInterfaceLevel
    public let legibilityWeight: UILegibilityWeight
    public let displayGamut: UIDisplayGamut
    public let activeAppearance: UIUserInterfaceActiveAppearance
    public let forceTouchCapability: UIForceTouchCapability

    /// The traits of a phone in this package's frames.
    convenience init(phoneAtScale displayScale: CGFloat) {
        self.init(Traits(userInterfaceStyle: .light, displayScale: displayScale, horizontalSizeClass: .compact,
                         verticalSizeClass: .regular, userInterfaceIdiom: .phone, layoutDirection: .leftToRight,
                         preferredContentSizeCategory: .large, accessibilityContrast: .normal, userInterfaceLevel: .base,
                         legibilityWeight: .regular, displayGamut: .P3, activeAppearance: .active,
                         forceTouchCapability: .unavailable))
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(Traits()) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    public convenience init(displayScale: CGFloat) { self.init { $0.displayScale = displayScale } }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = userInterfaceIdiom } }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    public convenience init(displayGamut: UIDisplayGamut) { self.init { $0.displayGamut = displayGamut } }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) { self.init { $0.activeAppearance = activeAppearance } }
    public convenience init(forceTouchCapability: UIForceTouchCapability) { self.init { $0.forceTouchCapability = forceTouchCapability } }

    /// The collections laid over each other in order: a later collection's specified traits
    /// replace the earlier ones'.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var merged = Traits()
        for collection in traitCollections { merged.lay(collection.traits) }
        self.init(merged)
    }

    private convenience init(_ set: (inout Traits) -> Void) {
        var traits = Traits()
        set(&traits)
        self.init(traits)
    }

    private init(_ traits: Traits) {
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        layoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        accessibilityContrast = traits.accessibilityContrast
        userInterfaceLevel = traits.userInterfaceLevel
        legibilityWeight = traits.legibilityWeight
        displayGamut = traits.displayGamut
        activeAppearance = traits.activeAppearance
        forceTouchCapability = traits.forceTouchCapability
        super.init()
    }

    private var traits: Traits {
        Traits(userInterfaceStyle: userInterfaceStyle, displayScale: displayScale, horizontalSizeClass: horizontalSizeClass,
               verticalSizeClass: verticalSizeClass, userInterfaceIdiom: userInterfaceIdiom, layoutDirection: layoutDirection,
               preferredContentSizeCategory: preferredContentSizeCategory, accessibilityContrast: accessibilityContrast,
               userInterfaceLevel: userInterfaceLevel, legibilityWeight: legibilityWeight, displayGamut: displayGamut,
               activeAppearance: activeAppearance, forceTouchCapability: forceTouchCapability)
    }

    /// The traits code running now sees: those of `performAsCurrent(_:)` while it runs, else a
    /// phone's at scale 2.
    public static var current: UITraitCollection { performingAsCurrent ?? UITraitCollection(phoneAtScale: 2) }
    @TaskLocal private static var performingAsCurrent: UITraitCollection?

    /// Runs `actions` with this collection as `current`, so that the colours they resolve (a
    /// dynamic colour's provider) see these traits.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.$performingAsCurrent.withValue(self, operation: actions)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = traits
        merged.lay(trait.traits)
        return merged == traits
    }

    /// Whether a colour may look different under `traitCollection`: the traits dynamic colours
    /// depend on differ (style, contrast, level, gamut).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
            || userInterfaceLevel != traitCollection.userInterfaceLevel
            || displayGamut != traitCollection.displayGamut
    }

    /// The image configuration these traits make (symbols draw at their size for any traits).
    public var imageConfiguration: UIImage.Configuration {
        UIImage.SymbolConfiguration.unspecified.withTraitCollection(self)
    }

    // Two collections with the same traits are equal, as in UIKit.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return traits == other.traits
    }

    public override var hash: Int { traits.hashValue }
}

/// The values of a trait collection; each starts unspecified.
private struct Traits: Hashable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var forceTouchCapability = UIForceTouchCapability.unknown

    /// Takes every trait `other` specifies.
    mutating func lay(_ other: Traits) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.activeAppearance != .unspecified { activeAppearance = other.activeAppearance }
        if other.forceTouchCapability != .unknown { forceTouchCapability = other.forceTouchCapability }
    }
}

public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB = 0, P3 = 1
}

public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    case unspecified = -1, inactive = 0, active = 1
}
