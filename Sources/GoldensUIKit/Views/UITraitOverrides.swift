import Foundation

/// Traits that can be set one by one (iOS 17): what `traitOverrides` holds and what
/// `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand to their closure.
@preconcurrency @MainActor
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var displayGamut: UIDisplayGamut { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
}

/// The traits a controller, view or presentation controller sets on top of those it inherits
/// (iOS 17's `traitOverrides`). A trait never set reads as unspecified and is inherited.
@preconcurrency @MainActor
public struct UITraitOverrides: UIMutableTraits {
    /// The overridden traits as a collection: those set, every other one unspecified.
    private(set) var collection = UITraitCollection()

    /// Lays `trait` (a collection of one specified trait) over those set so far.
    private mutating func set(_ trait: UITraitCollection) {
        collection = UITraitCollection(traitsFrom: [collection, trait])
    }

    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { set(UITraitCollection(userInterfaceStyle: newValue)) }
    }
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { set(UITraitCollection(displayScale: newValue)) }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { set(UITraitCollection(horizontalSizeClass: newValue)) }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { set(UITraitCollection(verticalSizeClass: newValue)) }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set { set(UITraitCollection(userInterfaceIdiom: newValue)) }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { set(UITraitCollection(layoutDirection: newValue)) }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { set(UITraitCollection(preferredContentSizeCategory: newValue)) }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { collection.accessibilityContrast }
        set { set(UITraitCollection(accessibilityContrast: newValue)) }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { collection.userInterfaceLevel }
        set { set(UITraitCollection(userInterfaceLevel: newValue)) }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { collection.legibilityWeight }
        set { set(UITraitCollection(legibilityWeight: newValue)) }
    }
    public var displayGamut: UIDisplayGamut {
        get { collection.displayGamut }
        set { set(UITraitCollection(displayGamut: newValue)) }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { collection.activeAppearance }
        set { set(UITraitCollection(activeAppearance: newValue)) }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { collection.forceTouchCapability }
        set { set(UITraitCollection(forceTouchCapability: newValue)) }
    }
}

extension UITraitCollection {
    /// A collection with the traits `mutations` sets, every other one unspecified.
    @MainActor
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init(traitsFrom: [(traits as? UITraitOverrides)?.collection ?? UITraitCollection()])
    }

    /// This collection with the traits `mutations` sets replaced.
    @MainActor
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(traitsFrom: [self, UITraitCollection(mutations: mutations)])
    }
}
