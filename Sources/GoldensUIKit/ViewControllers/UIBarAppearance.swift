import Foundation

/// How a bar looks (iOS 13's appearance objects): its background and the line under or over it.
/// A bar draws the appearance that applies to it (see `UINavigationBar.standardAppearance`);
/// the background effect is drawn as the translucent fill that stands for system blur here.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    open private(set) var idiom: UIUserInterfaceIdiom = .phone
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// The system's default background: blurred chrome with a hairline under it.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
        self.idiom = idiom
    }

    /// A copy of another appearance's background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    open func copy(with zone: NSZone? = nil) -> Any { type(of: self).init(barAppearance: self) }

    /// Blurred chrome and the hairline (UIKit's default).
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .barHairline
        shadowImage = nil
    }

    /// The system background colour, opaque, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .barHairline
        shadowImage = nil
    }

    /// Nothing behind the bar and no line.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    func copyBackground(from other: UIBarAppearance) {
        idiom = other.idiom
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The fill the bar draws: the colour over the effect's stand-in, the stand-in alone, or
    /// nothing.
    var resolvedBackgroundColor: UIColor? {
        if let backgroundColor { return backgroundColor }
        return backgroundEffect == nil ? nil : .barChrome()
    }

    /// This appearance with nothing behind the bar and no line, the rest kept: what UIKit shows
    /// at the scroll edge when only a standard appearance was given (iOS 15 and later).
    var transparentCopy: Self {
        let copy = type(of: self).init(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }

    /// The appearance a bar draws, as iOS 15 and later choose it: at the scroll edge its
    /// scroll-edge appearance, else its standard one made transparent; elsewhere the standard
    /// one. Nil: no appearance object was given, and the bar's legacy properties decide.
    static func drawn<Appearance: UIBarAppearance>(standard: Appearance?, scrollEdge: Appearance?, atScrollEdge: Bool) -> Appearance? {
        guard atScrollEdge else { return standard }
        return scrollEdge ?? standard?.transparentCopy
    }

    /// Paints a bar's background and its line as this appearance says.
    func paint(_ bar: UIView, line: UIView) {
        bar.setDefaultBackgroundColor(resolvedBackgroundColor)
        line.isHidden = !showsShadow
        line.backgroundColor = shadowColor ?? .barHairline
    }

    /// Whether the line shows: a shadow colour or a non-empty shadow image.
    var showsShadow: Bool {
        if let shadowImage { return shadowImage.size.width > 0 && shadowImage.size.height > 0 }
        return shadowColor != nil
    }
}

/// The look of a navigation bar: the background, the title's attributes and the buttons'.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The system chevron unless set (an empty image stands for it; the bar draws its own).
    open private(set) var backIndicatorImage = UIImage()
    open private(set) var backIndicatorTransitionMaskImage = UIImage()

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage ?? UIImage()
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage ?? UIImage()
    }

}

/// The look of the buttons of one style in a bar, per state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) { super.init() }
    public override convenience init() { self.init(style: .plain) }

    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        (copy.normal, copy.highlighted, copy.disabled, copy.focused) = (normal, highlighted, disabled, focused)
        return copy
    }
}

/// A bar button's look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

/// The look of a tab bar: the background and its items' title and icon colours.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}

/// The look of tab items in one layout, per state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public init(style: Style) { super.init() }
    public override convenience init() { self.init(style: .stacked) }

    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance(style: .stacked)
        (copy.normal, copy.selected, copy.disabled, copy.focused) = (normal, selected, disabled, focused)
        return copy
    }
}

/// A tab item's look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment: UIOffset = .zero
}

extension UIColor {
    /// The light fill that stands for a bar's system blur here: iOS's bar grey at 94 %, opaque
    /// for a bar that is not translucent.
    static func barChrome(translucent: Bool = true) -> UIColor {
        UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: translucent ? 0.94 : 1)
    }

    /// The same for a black bar.
    static func blackBarChrome(translucent: Bool = true) -> UIColor {
        UIColor(red: 0.071, green: 0.071, blue: 0.071, alpha: translucent ? 0.94 : 1)
    }

    /// The hairline between a bar and the content: black at 30 %.
    static var barHairline: UIColor { UIColor(white: 0, alpha: 0.3) }
}
