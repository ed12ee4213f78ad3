import GoldensScene

/// What a controller shows in the navigation bar while it is on top: its title, its back
/// button's title for the controller pushed after it, and bar button items.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    open var title: String? { didSet { owner?.itemDidChange() } }
    open var prompt: String?
    open var backButtonTitle: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    // The bar shows every item of both lists; the single-item properties are their first
    // (outermost) items, as in UIKit.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { owner?.itemDidChange() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { owner?.itemDidChange() } }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// Shown instead of the title, centred, at its own size.
    open var titleView: UIView? { didSet { owner?.itemDidChange() } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { owner?.largeTitleDidChange() } }
    open var leftItemsSupplementBackButton = false
    /// How the back button to this screen shows its title (set on the item of the screen the
    /// button goes back to, like `backButtonTitle`): `.minimal` shows the chevron alone.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { owner?.itemDidChange() } }
    /// Kept: the search bar a navigation bar shows is not drawn here.
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    /// This screen's own bar appearances, over the bar's while it is on top.
    open var standardAppearance: UINavigationBarAppearance? { didSet { owner?.appearanceDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { owner?.appearanceDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { owner?.appearanceDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { owner?.appearanceDidChange() } }
    weak var owner: UINavigationBar?

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() {
        super.init()
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// What the back button says when this item is the one below the top.
    var backTitle: String {
        if let explicit = backBarButtonItem?.title { return explicit }
        switch backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return "Back"
        case .default: return backButtonTitle ?? title ?? "Back"
        }
    }
}

/// A button in a navigation bar or toolbar: a title, an image or a system item, and
/// target-action.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    // A change to what the item shows redraws it in the bar that shows it, as UIKit does (an
    // Edit button that turns into Done).
    open var title: String? { didSet { contentDidChange() } }
    open var image: UIImage? { didSet { contentDidChange() } }
    open var style: Style = .plain { didSet { contentDidChange() } }
    /// The system item it was made as, which a toolbar reads for its spaces.
    private(set) var systemItem: SystemItem?
    open var isEnabled = true { didSet { contentDidChange() } }
    open var tintColor: UIColor? { didSet { contentDidChange() } }

    /// The items' appearance proxy: its tint colour colours every item without one of its own.
    open class func appearance() -> UIBarButtonItem {
        if let appearanceProxy { return appearanceProxy }
        let proxy = UIBarButtonItem()
        appearanceProxy = proxy
        return proxy
    }

    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIBarButtonItem { appearance() }
    private static var appearanceProxy: UIBarButtonItem?

    /// The tint an item without its own takes from the proxy.
    static var appearanceTint: UIColor? { appearanceProxy?.tintColor }
    open var customView: UIView?
    open var width: CGFloat = 0
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?
    /// The menu a tap opens when the item has no action (a long press otherwise). Kept, never
    /// shown: no test opens a menu.
    open var menu: UIMenu?
    /// The view that shows the item in its bar now: its custom view, or the button the bar made.
    weak var placedView: UIView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// `landscapeImagePhone` is kept: a test's phone is upright.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.image
        style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        title = systemItem.title
        image = systemItem.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Titles the item may show, so a bar can size it for the widest; the item is sized for
    /// the title it shows.
    open var possibleTitles: Set<String>?
    open var landscapeImagePhone: UIImage?

    // Backgrounds and title offsets by state and metrics. Kept and answered back; a bar draws its
    // items' titles where it lays them out, except the back button's horizontal offset on the
    // appearance proxy (below), which apps set far off-screen to hide the back title.
    private var backgroundImages: [BarStyleKey: UIImage] = [:]
    private var titleAdjustments: [UIBarMetrics: UIOffset] = [:]
    private var backTitleAdjustments: [UIBarMetrics: UIOffset] = [:]

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[BarStyleKey(state: state.rawValue, metrics: barMetrics)] = backgroundImage
    }
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarStyleKey(state: state.rawValue, metrics: barMetrics)]
    }
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics] = adjustment
    }
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset { titleAdjustments[barMetrics] ?? UIOffset() }
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backTitleAdjustments[barMetrics] = adjustment
    }
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backTitleAdjustments[barMetrics] ?? UIOffset()
    }

    /// Where the back buttons' titles move, from the appearance proxy.
    static var appearanceBackTitleOffset: UIOffset {
        appearanceProxy?.backButtonTitlePositionAdjustment(for: .default) ?? UIOffset()
    }

    /// A space that takes a share of the room left in a toolbar (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space `width` points wide in a toolbar (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Rebuilds the bar that shows the item, if one does.
    private func contentDidChange() {
        guard let placedView, customView == nil else { return }
        var ancestor = placedView.superview
        while let view = ancestor {
            if let bar = view as? UINavigationBar { return bar.itemDidChange() }
            if let toolbar = view as? UIToolbar { return toolbar.setItems(toolbar.items, animated: false) }
            ancestor = view.superview
        }
    }

    /// Runs the item's action as a tap would: its primary action, else its target-action.
    func send() {
        if let primaryAction { return primaryAction.perform(from: self) }
        if let action { TargetAction(target: target, action: action).send(from: self) }
    }
}

extension UIBarButtonItem.SystemItem {
    /// The words UIKit shows for a text system item; nil for an icon item or a space.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// An icon item's picture: the package's drawing of the symbol UIKit's glyph shows (see
    /// `SymbolCatalog`), at the size bars draw symbols (`UIImage.barSymbolConfiguration`).
    var image: UIImage? {
        let name: String? = switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop, .close: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .pageCurl: "doc"
        default: nil
        }
        return name.flatMap { UIImage(systemName: $0, withConfiguration: UIImage.barSymbolConfiguration) }
    }
}

extension UIImage {
    /// The configuration bars draw their system items' symbols at: chosen (UIKit does not publish
    /// its bars' symbol configuration), the body size at the large scale.
    static let barSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large)

    /// This image as a bar draws it: a symbol at the bar's configuration, with what its own
    /// configuration specifies laid over it (as UIKit sizes a bar item's symbol like the system
    /// items); any other image as it is.
    var inBar: UIImage {
        guard let own = symbolConfiguration else { return self }
        return withConfiguration(UIImage.barSymbolConfiguration.applying(own))
    }
}

/// The bar at the top of a navigation controller: a translucent light background with a
/// hairline under it, the top item's title (17 pt semibold, centred), a back button (chevron
/// and the previous item's title in the tint colour) and the bar button items. A push or pop
/// cross-fades the old content into the new alongside the transition.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UINavigationBar { AppearanceProxies.proxy(for: self) { UINavigationBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UINavigationBar {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UINavigationBar(frame: .zero) }
    }

    /// The standard height of the bar's content, below the safe area.
    public static let contentHeight: CGFloat = 44
    /// The height of a navigation controller's bar in a system sheet (page or form sheet on an
    /// iPhone, iOS 13 and later).
    static let sheetContentHeight: CGFloat = 56

    /// The height of the items' band: `contentHeight`, or `sheetContentHeight` while the bar's
    /// navigation controller shows in a sheet.
    var standardHeight: CGFloat = UINavigationBar.contentHeight {
        didSet { if standardHeight != oldValue { setNeedsLayout() } }
    }

    /// A bar placed by constraints is as tall as its content, 44 pt (UIKit gives a bar pinned by
    /// its top and sides its standard height).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UINavigationBar.contentHeight)
    }

    open var barTintColor: UIColor? {
        didSet {
            let color = barTintColor
            noteAppearance("barTintColor") { ($0 as? UINavigationBar)?.barTintColor = color }
            applyBackground()
        }
    }
    open var isTranslucent = true {
        didSet {
            let translucent = isTranslucent
            noteAppearance("isTranslucent") { ($0 as? UINavigationBar)?.isTranslucent = translucent }
            applyBackground()
            // The screens reach under a translucent bar and end at an opaque one.
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    /// `.black` darkens the default background and whitens the default title, as the legacy
    /// black bars do; colours set explicitly win.
    open var barStyle: UIBarStyle = .default {
        didSet {
            let style = barStyle
            noteAppearance("barStyle") { ($0 as? UINavigationBar)?.barStyle = style }
            applyBackground()
            itemDidChange()
        }
    }
    /// Whether the top item's title shows large, in a 52 pt band under the bar's 44 (see
    /// `showsLargeTitle`).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { largeTitleDidChange() } }
    }
    /// The large title's attributes (font, colour); the appearance's win when one is drawn.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { itemDidChange() }
    }

    /// The height of the band a large title is drawn in, under the standard 44 pt.
    static let largeTitleHeight: CGFloat = 52

    /// Whether the top item's title shows large: the bar prefers large titles and the item's
    /// `largeTitleDisplayMode` says `.always`, or `.automatic` with the item below it showing
    /// large (the first item does), as UIKit resolves it.
    var showsLargeTitle: Bool { showsLargeTitle(for: items ?? []) }

    /// Whether the last of `items` (a stack's items, bottom first) shows its title large.
    func showsLargeTitle(for items: [UINavigationItem]) -> Bool {
        guard prefersLargeTitles, !items.isEmpty else { return false }
        var shown = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .always: shown = true
            case .never: shown = false
            case .automatic: break
            }
        }
        return shown
    }

    /// The bar's height under the last of `items`: 44, or 96 with a large title.
    func height(for items: [UINavigationItem]) -> CGFloat {
        standardHeight + (showsLargeTitle(for: items) ? Self.largeTitleHeight : 0)
    }

    /// The bar's own height follows a change of large titles (its navigation controller lays it
    /// out; a bar of its own is given its height by the app).
    func largeTitleDidChange() {
        itemDidChange()
        superview?.setNeedsLayout()
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            let attributes = titleTextAttributes
            noteAppearance("titleTextAttributes") { ($0 as? UINavigationBar)?.titleTextAttributes = attributes }
            itemDidChange()
        }
    }
    /// The line under the bar. As in UIKit it only replaces the hairline when a background image
    /// is set too; an empty image (`UIImage()`) removes the line, any other keeps the hairline.
    open var shadowImage: UIImage? {
        didSet {
            let image = shadowImage
            noteAppearance("shadowImage") { ($0 as? UINavigationBar)?.shadowImage = image }
            applyBackground()
        }
    }
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The default metrics' background image, stretched over the bar; an empty image
    /// (`UIImage()`, the common way to a transparent bar) leaves the bar clear.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        noteAppearance("backgroundImage\(barMetrics.rawValue)") { ($0 as? UINavigationBar)?.setBackgroundImage(backgroundImage, for: barMetrics) }
        backgroundImages[barMetrics] = backgroundImage
        applyBackground()
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }
    private let backgroundImageView = UIImageView()
    /// The bar's background colour. Like UIKit's bar background it reaches up behind the status
    /// bar when the bar is attached to the top of the screen, above the bar's own 44 pt bounds;
    /// a colour the app gives the bar itself (`backgroundColor`) covers only those bounds.
    private let barBackground = UIView()
    /// The colour the bar's background is drawn in (nil: none).
    var drawnBackgroundColor: UIColor? { barBackground.backgroundColor }
    /// Whether the bar sits against the top of the screen (a navigation controller's bar, or a
    /// bar whose delegate says `.topAttached`): its background then reaches up to the screen's top.
    var isTopAttached = false {
        didSet { if isTopAttached != oldValue { setNeedsLayout() } }
    }

    /// The bar's delegate: asked where the bar sits (`.topAttached` reaches its background up to
    /// the top of the screen) and told of items pushed and popped with `pushItem` and `popItem`.
    open weak var delegate: (any UINavigationBarDelegate)? {
        didSet { setNeedsLayout() }
    }

    /// Where the bar sits: attached to the top of the screen, else at the top of its content.
    open var barPosition: UIBarPosition {
        isTopAttached ? .topAttached : delegate.map { $0.position(for: self) } ?? .any
    }

    /// Pushes `item` on the items, asking the delegate first.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((items ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, asking the delegate first; the popped item, or nil.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var shown = items, let top = shown.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        shown.removeLast()
        setItems(shown, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Moves the title up or down; kept, the title is drawn centred in the bar.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalAdjustments[barMetrics] = adjustment
    }
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { titleVerticalAdjustments[barMetrics] ?? 0 }
    private var titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// The bar's look when content scrolls under it; setting it (or `scrollEdgeAppearance`) makes
    /// the bar draw its appearances instead of the legacy properties.
    open var standardAppearance: UINavigationBarAppearance {
        get { storedStandardAppearance ?? UINavigationBarAppearance() }
        set {
            storedStandardAppearance = newValue
            noteAppearance("standardAppearance") { ($0 as? UINavigationBar)?.standardAppearance = newValue }
            appearanceDidChange()
        }
    }
    private var storedStandardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            let appearance = scrollEdgeAppearance
            noteAppearance("scrollEdgeAppearance") { ($0 as? UINavigationBar)?.scrollEdgeAppearance = appearance }
            appearanceDidChange()
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceDidChange() } }

    /// Whether the top screen's content is scrolled to its top (or it has no scroll view), as
    /// its navigation controller finds when it lays out; a bar no navigation controller manages
    /// never is, and draws its standard look.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyBackground() } }
    }

    /// The appearance drawn, when code gave one. At the scroll edge: the top item's or the bar's
    /// `scrollEdgeAppearance`, else the standard appearance with a transparent background, as
    /// iOS 15 and later show it; elsewhere the standard appearance. Nil: the legacy properties
    /// decide (made transparent at the scroll edge too: iOS 15 ignores them there).
    var resolvedAppearance: UINavigationBarAppearance? {
        UIBarAppearance.drawn(standard: topItem?.standardAppearance ?? storedStandardAppearance,
                              scrollEdge: topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance, atScrollEdge: isAtScrollEdge)
    }

    func appearanceDidChange() {
        applyBackground()
        itemDidChange()
    }

    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, alongside: nil) }
    }
    private var storedItems: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    private let hairline = UIView()
    private var content: NavigationBarContent?

    /// The navigation controller showing this bar, told when the app hides or shows it.
    weak var managingController: UINavigationController?

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { managingController?.barVisibilityChanged(hidden: isHidden) } }
    }

    // Required, so that a navigation controller can make the bar class it is given
    // (`init(navigationBarClass:toolbarClass:)`), as UIKit makes it with `init(frame:)`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        setUpBar()
    }

    private func setUpBar() {
        hairline.backgroundColor = .barHairline
        backgroundImageView.isHidden = true
        barBackground.isUserInteractionEnabled = false
        addSubview(barBackground)
        addSubview(backgroundImageView)
        addSubview(hairline)
        applyBackground()
    }

    private func applyBackground() {
        if let appearance = resolvedAppearance {
            let image = appearance.backgroundImage
            backgroundImageView.image = image.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0 : nil }
            backgroundImageView.isHidden = backgroundImageView.image == nil
            appearance.paint(barBackground, line: hairline)
            return
        }
        if isAtScrollEdge {
            // iOS 15: no appearance object, so the default scroll-edge look, a transparent bar
            // without its line, whatever the legacy colour, image or translucency say.
            backgroundImageView.isHidden = true
            barBackground.backgroundColor = nil
            hairline.isHidden = true
            return
        }
        let image = backgroundImages[.default]
        backgroundImageView.image = image.flatMap { $0.size.width > 0 && $0.size.height > 0 ? $0 : nil }
        backgroundImageView.isHidden = backgroundImageView.image == nil
        if image != nil {
            barBackground.backgroundColor = nil
        } else {
            barBackground.backgroundColor = barTintColor ?? (barStyle == .default
                ? .barChrome(translucent: isTranslucent)
                : .blackBarChrome(translucent: isTranslucent))
        }
        hairline.backgroundColor = .barHairline
        let emptyShadow = shadowImage.map { $0.size.width == 0 || $0.size.height == 0 } ?? false
        hairline.isHidden = image != nil && emptyShadow
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, alongside: nil)
    }

    /// Shows `items`, cross-fading alongside `coordinator`'s transition (at once without one);
    /// on a cancel the old content comes back.
    func setItems(_ newItems: [UINavigationItem]?, alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let previous = storedItems
        storedItems = newItems
        for item in newItems ?? [] { item.owner = self }
        applyBackground()
        replaceContent(alongside: coordinator) { [weak self] in
            self?.storedItems = previous
            self?.applyBackground()
        }
    }

    func itemDidChange() {
        replaceContent(alongside: nil)
    }

    private func replaceContent(alongside coordinator: (any UIViewControllerTransitionCoordinator)?,
                                restore: @escaping () -> Void = {}) {
        let old = content
        let appearance = resolvedAppearance
        let buttonColor = appearance?.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
        let titleAttributes = appearance.map { $0.titleTextAttributes.isEmpty ? titleTextAttributes : $0.titleTextAttributes }
            ?? titleTextAttributes
        let largeAttributes = appearance.map { $0.largeTitleTextAttributes.isEmpty ? largeTitleTextAttributes : $0.largeTitleTextAttributes }
            ?? largeTitleTextAttributes
        let new = NavigationBarContent(top: topItem, back: backItem, tint: buttonColor ?? tintColor, titleAttributes: titleAttributes,
                                       defaultTitleColor: barStyle == .default ? .label : .white,
                                       largeTitle: showsLargeTitle ? largeAttributes ?? [:] : nil)
        content = new
        new.frame = contentFrame
        insertSubview(new, belowSubview: hairline)
        guard let coordinator, let old else {
            old?.removeFromSuperview()
            return
        }
        new.alpha = 0
        coordinator.animateAlongsideTransition(in: self, animation: { _ in
            new.alpha = 1
            old.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled {
                new.removeFromSuperview()
                old.alpha = 1
                self?.content = old
                restore()
            } else {
                old.removeFromSuperview()
            }
        })
    }

    /// A new tint (the app's, or an appearance proxy's when the bar enters a window) recolours
    /// the back button and the items at once.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemDidChange()
    }

    /// The items' band (44 pt) and, with a large title, the band under it: the whole bar.
    private var contentFrame: CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(traitCollection.displayScale, 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
        // Up to the top of the screen from a bar attached there (its frame's top is the status bar's height).
        let reach = barPosition == .topAttached ? max(0, frame.minY) : 0
        let background = CGRect(x: 0, y: -reach, width: bounds.width, height: bounds.height + reach)
        barBackground.frame = background
        backgroundImageView.frame = background
        content?.frame = contentFrame
        content?.setNeedsLayout()
    }
}

/// One item's drawing in the bar: the back button (chevron and the previous item's title),
/// the left and right bar button items from the edges inwards (text in the tint colour, images at
/// their size, custom views at theirs), and the title (or title view) centred in the bar, or in
/// the room between the items when it does not fit there.
@MainActor
private final class NavigationBarContent: UIView {
    private let title = UILabel().laysOutTextInPassingBounds()
    /// The title drawn large in the band under the items, when the bar shows it so.
    private var largeTitle: UILabel?
    private var titleView: UIView?
    private var backButton: BarBackButton?
    private var leftViews: [(item: UIBarButtonItem, view: UIView)] = []
    private var rightViews: [(item: UIBarButtonItem, view: UIView)] = []

    /// UIKit's margin at the bar's edges and the space between neighbouring items.
    private static let edgeMargin: CGFloat = 16
    private static let itemSpacing: CGFloat = 8

    init(top: UINavigationItem?, back: UINavigationItem?, tint: UIColor, titleAttributes: [NSAttributedString.Key: Any]?,
         defaultTitleColor: UIColor, largeTitle largeAttributes: [NSAttributedString.Key: Any]?) {
        super.init(frame: .zero)
        backgroundColor = nil
        title.text = top?.title
        title.font = (titleAttributes?[.font] as? UIFont) ?? .systemFont(ofSize: 17, weight: .semibold)
        title.textColor = (titleAttributes?[.foregroundColor] as? UIColor) ?? defaultTitleColor
        title.textAlignment = .center
        if let largeAttributes {
            // The large title replaces the small one: 34 pt bold, from the leading margin.
            let label = UILabel().laysOutTextInPassingBounds()
            label.text = top?.title
            label.font = (largeAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 34, weight: .bold)
            label.textColor = (largeAttributes[.foregroundColor] as? UIColor) ?? defaultTitleColor
            largeTitle = label
            addSubview(label)
            title.isHidden = true
        }
        if let custom = top?.titleView {
            titleView = custom
            addSubview(custom)
        } else {
            addSubview(title)
        }
        let hasLeftItems = !(top?.leftBarButtonItems ?? []).isEmpty
        let showsBack = back != nil && top?.hidesBackButton != true && (!hasLeftItems || top?.leftItemsSupplementBackButton == true)
        if showsBack, let back {
            let button = BarBackButton(title: back.backTitle, tint: tint)
            backButton = button
            addSubview(button)
        }
        leftViews = (top?.leftBarButtonItems ?? []).map { ($0, Self.view(for: $0, tint: tint)) }
        rightViews = (top?.rightBarButtonItems ?? []).map { ($0, Self.view(for: $0, tint: tint)) }
        for (item, view) in leftViews + rightViews {
            item.placedView = view
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// The item's custom view, or a button the bar makes for its title, image or system item.
    private static func view(for item: UIBarButtonItem, tint: UIColor) -> UIView {
        if let custom = item.customView { return custom }
        return BarItemButton(item: item, tint: tint)
    }


    /// The items' band: 44 pt, 56 in a sheet.
    private var standardHeight: CGFloat { (superview as? UINavigationBar)?.standardHeight ?? UINavigationBar.contentHeight }

    override func layoutSubviews() {
        // The items in the top band; a large title in the band under them, at the margin.
        let height = min(bounds.height, standardHeight)
        if let largeTitle {
            let band = CGRect(x: Self.edgeMargin, y: height, width: max(0, bounds.width - 2 * Self.edgeMargin),
                              height: UINavigationBar.largeTitleHeight)
            let fitting = largeTitle.sizeThatFits(band.size)
            largeTitle.frame = CGRect(x: band.minX, y: band.minY + (band.height - fitting.height) / 2,
                                      width: min(fitting.width, band.width), height: fitting.height)
        }
        var leftEdge = Self.edgeMargin
        if let backButton {
            let width = backButton.sizeThatFits(bounds.size).width
            backButton.frame = CGRect(x: 0, y: 0, width: width, height: height)
            leftEdge = width + Self.itemSpacing
        }
        leftEdge = place(leftViews, from: leftEdge, leftwards: false)
        let rightEdge = place(rightViews, from: bounds.width - Self.edgeMargin, leftwards: true)
        // The title: centred in the bar when it fits between the items, else in the room left.
        let room = CGRect(x: leftEdge, y: 0, width: max(0, rightEdge - leftEdge), height: height)
        let shown: UIView = titleView ?? title
        var size = shown === title ? title.sizeThatFits(CGSize(width: room.width, height: height)) : shown.sizeInBar(height: UINavigationBar.contentHeight)
        size.width = min(size.width, room.width)
        size.height = shown === title ? height : min(size.height, height)
        var x = bounds.midX - size.width / 2
        if x < room.minX || x + size.width > room.maxX { x = room.midX - size.width / 2 }
        shown.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
    }

    /// Places one side's items from `edge` inwards, each in a slot its `width` wide when set, else
    /// its view's; a custom view sits centred in its slot at its own size (the bar's height at
    /// most), a button the bar made fills its slot. Returns the edge past the last item's spacing.
    private func place(_ items: [(item: UIBarButtonItem, view: UIView)], from edge: CGFloat, leftwards: Bool) -> CGFloat {
        var edge = edge
        for (item, view) in items {
            let natural = view.sizeInBar(height: UINavigationBar.contentHeight)
            let slot = item.width > 0 ? item.width : natural.width
            let band = min(bounds.height, standardHeight)
            let size = view is BarItemButton
                ? CGSize(width: slot, height: band)
                : CGSize(width: min(natural.width, slot), height: min(natural.height, band))
            let x = leftwards ? edge - slot : edge
            view.frame = CGRect(x: x + (slot - size.width) / 2, y: (band - size.height) / 2, width: size.width, height: size.height)
            edge += leftwards ? -(slot + Self.itemSpacing) : slot + Self.itemSpacing
        }
        return edge
    }
}

extension UIView {
    /// A custom view's size in a bar `height` points tall: its frame's when it has one, else
    /// what it says fits, else its intrinsic size.
    func sizeInBar(height: CGFloat) -> CGSize {
        if bounds.width > 0 && bounds.height > 0 { return bounds.size }
        let fitting = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height))
        if fitting.width > 0 && fitting.height > 0 { return fitting }
        let intrinsic = intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
}

/// The button the bar makes for an item without a custom view: its title (semibold for
/// `.done`) or image; a tap sends the item's action.
@MainActor
final class BarItemButton: UIControl {
    private let label = UILabel().laysOutTextInPassingBounds()
    private let imageView = UIImageView()

    init(item: UIBarButtonItem, tint: UIColor) {
        super.init(frame: .zero)
        if let image = item.image {
            // A bar draws an item's image as a template in the item's tint unless the image
            // says `.alwaysOriginal`: an asset catalog's coloured icon shows in the tint.
            imageView.image = image.renderingMode == .alwaysOriginal ? image.inBar : image.inBar.withRenderingMode(.alwaysTemplate)
            // Without a tint of the item's own it is the bar's, inherited (and dimmed with it).
            imageView.tintColor = item.tintColor ?? UIBarButtonItem.appearanceTint
            addSubview(imageView)
        } else {
            label.text = item.title
            label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            label.textColor = item.tintColor ?? UIBarButtonItem.appearanceTint ?? tint
            addSubview(label)
        }
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.35
        addAction(UIAction { [weak item] _ in item?.send() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let image = imageView.image { return CGSize(width: image.size.width, height: UINavigationBar.contentHeight) }
        let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: UINavigationBar.contentHeight))
        return CGSize(width: text.width, height: UINavigationBar.contentHeight)
    }

    override func layoutSubviews() {
        label.frame = bounds
        if let image = imageView.image {
            imageView.frame = CGRect(x: (bounds.width - image.size.width) / 2, y: (bounds.height - image.size.height) / 2,
                                     width: image.size.width, height: image.size.height)
        }
    }
}

/// The back button: a chevron of two 3 pt strokes and the previous item's title; a tap pops the
/// navigation controller, as UIKit's does.
@MainActor
private final class BarBackButton: UIControl {
    private let label = UILabel().laysOutTextInPassingBounds()
    private let chevron = [UIView(), UIView()]

    init(title: String, tint: UIColor) {
        super.init(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.textColor = tint
        addSubview(label)
        for bar in chevron {
            bar.backgroundColor = tint
            bar.layer.cornerRadius = 1.5
            addSubview(bar)
        }
        addAction(UIAction { [weak self] _ in self?.pop() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: 120, height: size.height))
        return CGSize(width: 26 + min(text.width, 120), height: size.height)
    }

    override func layoutSubviews() {
        let middle = bounds.height / 2
        for (index, bar) in chevron.enumerated() {
            bar.transform = .identity
            bar.frame = CGRect(x: 10, y: middle - 1.5, width: 12, height: 3)
            bar.transform = CGAffineTransform(rotationAngle: index == 0 ? -.pi / 4 : .pi / 4)
            bar.center = CGPoint(x: 14.5, y: middle + (index == 0 ? -4.2 : 4.2))
        }
        let offset = UIBarButtonItem.appearanceBackTitleOffset
        label.frame = CGRect(x: 26 + offset.horizontal, y: offset.vertical, width: max(0, bounds.width - 26), height: bounds.height)
    }

    private func pop() {
        var responder: UIResponder? = self
        while let current = responder {
            if let navigation = current as? UINavigationController {
                navigation.popViewController(animated: true)
                return
            }
            responder = current.next
        }
    }
}

/// What a navigation bar tells as items are pushed and popped, and where it sits.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

extension UINavigationBar: UIBarPositioning {}

/// Where a bar sits (a navigation bar is at the top).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}

/// Something that has a bar position (a bar).
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate, which may place the bar at the top of the screen.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}

/// The bar heights an image is given for (only `default` exists on a phone in portrait).
/// A bar item's state and metrics, as its per-state settings are kept.
struct BarStyleKey: Hashable {
    var state: UInt
    var metrics: UIBarMetrics
}

public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// A bar's legacy style: the default light bar or a black one (`blackOpaque` is `black`).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2
    @available(*, deprecated, renamed: "black")
    public static let blackOpaque = UIBarStyle.black
}
