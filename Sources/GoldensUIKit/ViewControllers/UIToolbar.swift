import Foundation

/// A bar of buttons, on its own or at the bottom of a navigation controller: 44 points of
/// content on the bar's light translucent background with a hairline on top (or its
/// appearance's), its items 16 points in from the sides. Text items are 8 points of padding on
/// each side of their title (17 pt, semibold for `.done`, in the tint colour), image items 5;
/// flexible spaces share the room left, and when there is none the items sit at the leading
/// edge, as UIKit adds a trailing one.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIToolbar { AppearanceProxies.proxy(for: self) { UIToolbar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIToolbar {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIToolbar(frame: .zero) }
    }

    /// The height of the bar's content; a bar at the bottom of the screen grows by the safe area
    /// below it and keeps its items in the top 44 points.
    public static let contentHeight: CGFloat = 44
    static let edgeMargin: CGFloat = 16

    open weak var delegate: UIToolbarDelegate?
    open var items: [UIBarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    open var barStyle: UIBarStyle = .default { didSet { applyAppearance() } }
    open var barTintColor: UIColor? {
        didSet {
            let color = barTintColor
            noteAppearance("barTintColor") { ($0 as? UIToolbar)?.barTintColor = color }
            applyAppearance()
        }
    }
    open var isTranslucent = true {
        didSet {
            let translucent = isTranslucent
            noteAppearance("isTranslucent") { ($0 as? UIToolbar)?.isTranslucent = translucent }
            applyAppearance()
        }
    }
    /// The appearances (iOS 13/15), as a tab bar's: at the scroll edge the scroll-edge one, else
    /// the standard one; with neither set, the legacy properties decide.
    open var standardAppearance: UIToolbarAppearance {
        get { storedStandardAppearance ?? UIToolbarAppearance() }
        set {
            storedStandardAppearance = newValue
            noteAppearance("standardAppearance") { ($0 as? UIToolbar)?.standardAppearance = newValue }
            applyAppearance()
        }
    }
    private var storedStandardAppearance: UIToolbarAppearance?
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { applyAppearance() } }
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    /// A toolbar on its own sits at `.any`, unless its delegate places it; a navigation
    /// controller's is at the bottom.
    open var barPosition: UIBarPosition { isNavigationToolbar ? .bottom : delegate?.position(for: self) ?? .any }

    /// Whether a navigation controller shows this toolbar (it then sits at its bottom).
    var isNavigationToolbar = false
    /// Whether the content above it shows its bottom, as its navigation controller finds.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }

    private var shownItems: [UIBarButtonItem]?
    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private let hairline = UIView()
    private var backgroundImages: [UIBarPosition: UIImage] = [:]
    private var shadowImages: [UIBarPosition: UIImage] = [:]

    // Required, so that a navigation controller can make the toolbar class it is given.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(hairline)
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(hairline)
        applyAppearance()
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        shownItems = items
        for entry in itemViews { entry.view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            guard !item.isSpace else { return (item, nil) }
            let view = item.customView ?? BarItemButton(item: item, tint: tintColor)
            item.placedView = view
            addSubview(view)
            return (item, view)
        }
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setItems(shownItems, animated: false)
    }

    // MARK: Background

    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[topOrBottom] = backgroundImage
        applyAppearance()
    }

    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[topOrBottom]
    }

    /// The line's image; as on a navigation bar, it replaces the hairline only beside a
    /// background image, and an empty image removes the line.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        applyAppearance()
    }

    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    private func applyAppearance() {
        let background = backgroundImages[barPosition] ?? backgroundImages[.any]
        if let appearance = UIBarAppearance.drawn(standard: storedStandardAppearance, scrollEdge: scrollEdgeAppearance,
                                                  atScrollEdge: isAtScrollEdge) {
            appearance.paint(self, line: hairline)
        } else if isAtScrollEdge {
            // iOS 15 without appearance objects: transparent where the content shows its end.
            setDefaultBackgroundColor(nil)
            hairline.isHidden = true
        } else {
            let legacy: UIColor = barStyle == .default ? .barChrome(translucent: isTranslucent) : .blackBarChrome(translucent: isTranslucent)
            setDefaultBackgroundColor(barTintColor ?? legacy)
            let shadow = shadowImages[barPosition] ?? shadowImages[.any]
            hairline.isHidden = background != nil && shadow.map { $0.size.width == 0 || $0.size.height == 0 } == true
            hairline.backgroundColor = .barHairline
        }
        layer.contents = background?.cgImage
    }

    // MARK: Layout

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.contentHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(traitCollection.displayScale, 1))
        let band = min(bounds.height, UIToolbar.contentHeight)
        let leading = UIToolbar.edgeMargin + safeAreaInsets.left
        let trailing = bounds.width - UIToolbar.edgeMargin - safeAreaInsets.right
        // Each item's width: a fixed space's, a view's with its padding; flexible spaces (or the
        // trailing one UIKit adds) share what is left.
        let widths = itemViews.map { entry -> CGFloat? in
            if entry.item.systemItem == .flexibleSpace { return nil }
            if entry.item.systemItem == .fixedSpace { return max(entry.item.width, 0) }
            return slotWidth(of: entry)
        }
        let flexible = widths.filter { $0 == nil }.count
        let fixed = widths.compactMap { $0 }.reduce(0, +)
        let share = flexible > 0 ? max(trailing - leading - fixed, 0) / CGFloat(flexible) : 0
        var x = leading
        for (entry, width) in zip(itemViews, widths) {
            let slot = width ?? share
            if let view = entry.view {
                let isButton = view is BarItemButton
                let natural = isButton ? CGSize(width: slot, height: band) : view.sizeInBar(height: UIToolbar.contentHeight)
                let size = CGSize(width: min(natural.width, slot), height: min(natural.height, band))
                view.frame = CGRect(x: x + (slot - size.width) / 2, y: (band - size.height) / 2, width: size.width, height: size.height)
            }
            x += slot
        }
    }

    /// A view's slot: a button's title or image with its padding, a custom view's own width, or
    /// the item's `width` when set.
    private func slotWidth(of entry: (item: UIBarButtonItem, view: UIView?)) -> CGFloat {
        if entry.item.width > 0 { return entry.item.width }
        guard let view = entry.view else { return 0 }
        guard view is BarItemButton else { return view.sizeInBar(height: UIToolbar.contentHeight).width }
        let padding: CGFloat = entry.item.image != nil ? 5 : 8
        return view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: UIToolbar.contentHeight)).width + 2 * padding
    }

}

extension UIBarButtonItem {
    /// Whether the item is a flexible or fixed space, which a toolbar leaves empty.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

/// The look of a toolbar: its background and its buttons' (iOS 13).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}

/// A toolbar's delegate, which may place it at the top of the screen.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
