import GoldensScene

/// Tabs: one child shown at a time above a tab bar; selecting another runs the delegate's
/// animator (and interaction controller) for the switch, or switches at once as UIKit does
/// when the delegate vends none.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    public private(set) var tabBar = UITabBar(frame: .zero)
    private let transitionView = UIView(frame: .zero)
    private var tabs: [UIViewController] = []
    private var storedIndex = 0

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// An unwind segue to one of the tabs selects it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if viewControllers?.contains(where: { $0 === subsequentVC }) == true { selectedViewController = subsequentVC }
    }

    open var selectedIndex: Int {
        get { storedIndex }
        set { select(newValue) }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(storedIndex) ? tabs[storedIndex] : nil }
        set { if let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) } }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for tab in tabs { tab.viewIfLoaded?.removeFromSuperview(); tab.removeFromParent() }
        tabs = viewControllers ?? []
        // The bar answers with the tabs' items from now on, before the view loads.
        tabBar.controller = self
        addingTabs = true
        for tab in tabs {
            addChild(tab)
            tab.barSafeAreaInsets = insets(for: tab)
        }
        addingTabs = false
        storedIndex = min(storedIndex, max(tabs.count - 1, 0))
        if isViewLoaded { showSelected() }
    }

    /// A child added directly becomes the last tab, as UIKit's tab bar controller takes it
    /// (apps build their tabs with `addChild` in a subclass's `viewDidLoad`).
    open override func addChild(_ childController: UIViewController) {
        guard !addingTabs, !tabs.contains(where: { $0 === childController }) else { return super.addChild(childController) }
        setViewControllers(tabs + [childController], animated: false)
    }

    /// Set while `setViewControllers` makes the tabs its children.
    private var addingTabs = false

    open override func loadView() {
        let root = TabBarRootView(frame: UIScreen.main.bounds)
        root.tabBarController = self
        // No background, as UIKit's layout container view: where a custom animator shrinks or
        // moves the children, the window behind shows (black unless the app colours it).
        root.backgroundColor = nil
        view = root
        // The children's container has the root's size from the start: a child placed in it
        // before the first layout keeps its subviews' autoresizing (a zero-sized container would
        // collapse their flexible widths for good, as it does in UIKit).
        transitionView.frame = root.bounds
        root.addSubview(transitionView)
        root.addSubview(tabBar)
        tabBar.controller = self
        showSelected()
    }

    /// What a tab's screen has around it: the bars this controller is under (a navigation bar,
    /// when it was pushed onto a navigation controller) and the tab bar, unless the screen ends
    /// at the tab bar instead of reaching under it.
    private func insets(for tab: UIViewController) -> UIEdgeInsets {
        var insets = barSafeAreaInsets
        insets.bottom = reachesUnderTabBar(tab) ? insets.bottom + UITabBar.contentHeight : 0
        return insets
    }

    override func barSafeAreaInsetsDidChange() {
        for tab in tabs { tab.barSafeAreaInsets = insets(for: tab) }
    }

    /// Where a tab's view rests: filling the container, or ending at the tab bar when it does
    /// not reach under it (`edgesForExtendedLayout` without the bottom edge, an opaque bar).
    private func childFrame(for tab: UIViewController) -> CGRect {
        var frame = transitionView.bounds
        guard let root = viewIfLoaded, !reachesUnderTabBar(tab) else { return frame }
        frame.size.height = max(0, frame.height - tabBarFrame(in: root).height)
        return frame
    }

    private func reachesUnderTabBar(_ tab: UIViewController) -> Bool {
        tab.extendsLayout(under: .bottom, barIsOpaque: !tabBar.isTranslucent)
    }

    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        // Placed, not framed: an animator may move the container itself.
        transitionView.place(at: root.bounds)
        // While a push or pop carries the bar in a screen, that screen places it.
        if tabBar.superview === root {
            tabBar.place(at: tabBarFrame(in: root))
            if hidesBottomBar != barHiddenForScreen { hideBarForScreen(hidesBottomBar) }
        }
        for tab in tabs { tab.barSafeAreaInsets = insets(for: tab) }
        // The selected child fills the container, except while a tab switch moves the children.
        if !switchingChildren, let selected = selectedViewController { selected.viewIfLoaded?.frame = childFrame(for: selected) }
        tabBar.isAtScrollEdge = selectedViewController.map { ContentScrollEdge.reaches(.bottom, in: $0) } ?? true
    }

    private func tabBarFrame(in root: UIView) -> CGRect {
        let height = UITabBar.contentHeight + root.safeAreaInsets.bottom
        return CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
    }

    /// Whether the selected tab's screen hides the tab bar: a navigation controller whose stack
    /// holds a controller with `hidesBottomBarWhenPushed`.
    private var hidesBottomBar: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.hidesBottomBar(upTo: navigation.topViewController)
    }

    /// Whether the bar is hidden because the selected screen hides it, and whether the app
    /// hid it itself (`tabBar.isHidden = true`, read while no screen hides it): UIKit shows the
    /// bar again after such a screen only if the app had not hidden it.
    private var barHiddenForScreen = false
    private var barHiddenByApp = false

    private func hideBarForScreen(_ hides: Bool) {
        if !barHiddenForScreen { barHiddenByApp = tabBar.isHidden }
        barHiddenForScreen = hides
        tabBar.isHidden = hides || barHiddenByApp
    }

    /// A push that hides the bar takes it along in the screen leaving (which the screen coming
    /// covers); a pop that shows it brings it in the screen coming back, as UIKit moves it. The
    /// bar goes back in place, shown or hidden, when `returnTabBar()` is called at the end.
    func carryTabBar(in screen: UIView, filling container: UIView) {
        guard let root = viewIfLoaded, tabBar.superview === root else { return }
        // Carried shown, unless the app hid it.
        hideBarForScreen(false)
        // In the screen's own space as it is at rest, filling the navigation's container.
        tabBar.frame = root.convert(tabBarFrame(in: root), to: container)
        screen.addSubview(tabBar)
    }

    /// Puts the bar back over the tabs when a push or pop carried it, and shows or hides it as
    /// the selected screen now says. A bar that stayed in place keeps its frame: apps move it
    /// themselves alongside their own transitions.
    func returnTabBar() {
        guard let root = viewIfLoaded else { return }
        if tabBar.superview !== root {
            root.addSubview(tabBar)
            tabBar.place(at: tabBarFrame(in: root))
        }
        if hidesBottomBar != barHiddenForScreen { hideBarForScreen(hidesBottomBar) }
    }

    private func showSelected() {
        for subview in transitionView.subviews { subview.removeFromSuperview() }
        if let selected = selectedViewController {
            selected.view.frame = childFrame(for: selected)
            transitionView.addSubview(selected.view)
        }
        showTabs(selected: storedIndex)
    }

    /// Selects tab `index` as a tap on the tab bar does: the delegate may refuse it, then its
    /// animator runs the switch.
    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != storedIndex else { return }
        let from = tabs[storedIndex]
        let to = tabs[index]
        guard isViewLoaded, transitionView.window != nil else {
            storedIndex = index
            if isViewLoaded { showSelected() }
            return
        }
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let previous = storedIndex
        storedIndex = index
        showTabs(selected: index)
        switchingChildren = true
        let started = ContainerTransition.run("select \(to.node.displayName)", in: transitionView.node, from: from.node, to: to.node,
                                              animator: animator.map(AnimatorAdapter.init),
                                              interactor: interactor.map(InteractorAdapter.scene),
                                              finalFrame: childFrame(for: to).scene) { [self] completed in
            switchingChildren = false
            viewIfLoaded?.setNeedsLayout()
            if !completed {
                storedIndex = previous
                showTabs(selected: previous)
            }
        }
        if !started {
            switchingChildren = false
            storedIndex = previous
        }
    }
    /// Whether a tab switch is moving the children's views now.
    private var switchingChildren = false

    override var shownChild: UIViewController? { selectedViewController }
    override var forwardsAppearanceByChildViews: Bool { false }

    /// `setValue(CustomTabBar(), forKey: "tabBar")`, the idiom for a tab bar of the app's own
    /// class: the new bar takes the old one's place, tabs and look, as the runtime's assignment
    /// of UIKit's instance variable gives it.
    func replaceTabBar(with bar: UITabBar) {
        guard bar !== tabBar else { return }
        let old = tabBar
        tabBar = bar
        bar.controller = self
        if let root = viewIfLoaded, old.superview === root {
            root.insertSubview(bar, aboveSubview: old)
            old.removeFromSuperview()
            bar.frame = tabBarFrame(in: root)
            showTabs(selected: storedIndex)
        }
    }

    /// A tab's item changed: the bar shows it, once the tabs show.
    func tabItemDidChange() {
        if isViewLoaded { showTabs(selected: storedIndex) }
    }

    /// The tab bar with every tab's title, `index` highlighted.
    private func showTabs(selected index: Int) {
        tabBar.show(titles: tabs.map { $0.tabBarItem.title ?? $0.title ?? "" },
                    images: tabs.map { ($0.tabBarItem.image, $0.tabBarItem.selectedImage) }, selected: index)
        // The bar's look follows the selected screen's content (see `ContentScrollEdge`).
        viewIfLoaded?.setNeedsLayout()
    }

    /// A tap on tab `index`: asks the delegate, selects, and tells it.
    public func tapTab(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        guard delegate?.tabBarController(self, shouldSelect: tabs[index]) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: tabs[index])
        tabBar(tabBar, didSelect: tabs[index].tabBarItem)
    }

    /// Told after a tap selects a tab, as UIKit's controller is as its bar's delegate; subclasses
    /// override it (to animate the tab's icon) and need not call super.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension UITabBarController: UITabBarDelegate {}

@MainActor
private final class TabBarRootView: UIView {
    weak var tabBarController: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        tabBarController?.layoutContainer()
    }
}

/// A tab's title and image in the tab bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    open var title: String? { didSet { if title != oldValue { shownIn?.itemDidChange() } } }
    open var image: UIImage? { didSet { if image !== oldValue { shownIn?.itemDidChange() } } }
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { shownIn?.itemDidChange() } } }
    /// Drawn by the bar over the icon's top right corner (see `UITabBar`); nil shows none.
    open var badgeValue: String? { didSet { shownIn?.setNeedsLayout() } }
    /// The badge's fill; nil is UIKit's red.
    open var badgeColor: UIColor? { didSet { shownIn?.setNeedsLayout() } }
    /// Kept and answered back: the bar centres the titles.
    open var titlePositionAdjustment = UIOffset()
    private var badgeTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributes[state.rawValue] = textAttributes
        shownIn?.setNeedsLayout()
    }
    /// The bar showing this item, told when its badge changes.
    weak var shownIn: UITabBar?
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributes[state.rawValue]
    }
    /// This tab's own bar appearances, over the bar's while it is selected: kept, the bar draws
    /// its own.
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var tag = 0

    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The item Interface Builder names `name` ("favorites", "topRated").
        static func named(_ name: String) -> SystemItem? {
            let names: [String: SystemItem] = [
                "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
                "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search,
                "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
            ]
            return names[name]
        }

        /// The symbol whose drawing stands for UIKit's glyph of the item.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.crop.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle"
            case .mostViewed: "list.bullet"
            }
        }

        /// The title UIKit gives the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// A system item: its standard title, its icon (the package's drawing of the symbol UIKit's
    /// glyph shows) and tag.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName, withConfiguration: UIImage.barSymbolConfiguration)
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether it shows an image (a system item always does).
    var hasImage: Bool { image != nil || selectedImage != nil }
}

/// The bar of tabs: a light translucent strip with a hairline on top and each tab's title,
/// the selected one in the tint colour.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITabBar { AppearanceProxies.proxy(for: self) { UITabBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITabBar {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITabBar(frame: .zero) }
    }

    /// The standard height of the bar's content, above the safe area.
    public static let contentHeight: CGFloat = 49
    /// One button per tab, each holding the tab's icon and title, after the bar's background line,
    /// as UIKit's bar holds them (code that bounces a tab's icon finds it at `subviews[index + 1]`).
    private var buttons: [TabBarButton] = []
    private let hairline = UIView()
    /// The controller whose tabs this bar shows; a tap selects through it.
    weak var controller: UITabBarController?

    /// The items a bar of its own shows (a tab bar controller's bar shows its controllers' items).
    open var items: [UITabBarItem]? {
        get { controller.map { $0.viewControllers?.map(\.tabBarItem) } ?? storedItems }
        set {
            storedItems = newValue
            if let selected = selectedItem, newValue?.contains(where: { $0 === selected }) != true { selectedItem = nil }
            showOwnItems()
        }
    }
    private var storedItems: [UITabBarItem]?
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The highlighted item of a bar of its own.
    open weak var selectedItem: UITabBarItem? {
        didSet { showOwnItems() }
    }
    /// Told when a tap selects an item of a bar of its own.
    open weak var delegate: (any UITabBarDelegate)?

    /// An item shown changed its title or an image (a screen's `title` set after the tabs were
    /// made): the buttons show it.
    func itemDidChange() {
        if let controller { controller.tabItemDidChange() } else { showOwnItems() }
    }

    private func showOwnItems() {
        guard controller == nil else { return }
        let items = storedItems ?? []
        show(titles: items.map { $0.title ?? "" }, images: items.map { ($0.image, $0.selectedImage) },
             selected: items.firstIndex { $0 === selectedItem } ?? -1)
    }

    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    open var barTintColor: UIColor? {
        didSet { settingDidChange("barTintColor", \.barTintColor) }
    }
    open var unselectedItemTintColor: UIColor? {
        didSet { settingDidChange("unselectedItemTintColor", \.unselectedItemTintColor) }
    }
    open var isTranslucent = true {
        didSet {
            settingDidChange("isTranslucent", \.isTranslucent)
            // The tabs reach under a translucent bar and end at an opaque one.
            controller?.viewIfLoaded?.setNeedsLayout()
        }
    }
    open var itemPositioning: ItemPositioning = .automatic
    open var barStyle: UIBarStyle = .default {
        didSet { settingDidChange("barStyle", \.barStyle) }
    }
    /// Stretched over the bar in place of its colour; an empty image (`UIImage()`, the common way
    /// to a transparent bar) leaves the bar clear.
    open var backgroundImage: UIImage? {
        didSet { settingDidChange("backgroundImage", \.backgroundImage) }
    }
    /// The line above the bar; an empty image with a background image removes it, as in UIKit.
    open var shadowImage: UIImage? {
        didSet { settingDidChange("shadowImage", \.shadowImage) }
    }
    /// Kept: the selected tab is shown by its colour here.
    open var selectionIndicatorImage: UIImage?

    /// The bar's appearances (see `UINavigationBar.standardAppearance`: the bar sits at the
    /// scroll edge here, so the scroll-edge appearance applies, else the standard one made
    /// transparent; nil of both keeps the legacy look).
    open var standardAppearance: UITabBarAppearance {
        get { storedStandardAppearance ?? UITabBarAppearance() }
        set {
            storedStandardAppearance = newValue
            noteAppearance("standardAppearance") { ($0 as? UITabBar)?.standardAppearance = newValue }
            applyAppearance()
        }
    }
    private var storedStandardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { settingDidChange("scrollEdgeAppearance", \.scrollEdgeAppearance) }
    }

    /// Whether the selected screen's content shows its bottom (or it has no scroll view), as
    /// its tab bar controller finds when it lays out; a bar no controller manages never is.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { applyAppearance() } }
    }

    /// Records a setting on the appearance proxy (or as the bar's own) and redraws the bar.
    private func settingDidChange<Value>(_ key: String, _ setting: ReferenceWritableKeyPath<UITabBar, Value>) {
        let value = self[keyPath: setting]
        noteAppearance(key) { ($0 as? UITabBar)?[keyPath: setting] = value }
        applyAppearance()
    }

    /// The appearance drawn (see `UIBarAppearance.drawn`). Nil: the legacy properties decide.
    private var resolvedAppearance: UITabBarAppearance? {
        UIBarAppearance.drawn(standard: storedStandardAppearance, scrollEdge: scrollEdgeAppearance, atScrollEdge: isAtScrollEdge)
    }

    private var shownTitles: [String] = []
    private var shownSelection = 0

    private func applyAppearance() {
        if let appearance = resolvedAppearance {
            appearance.paint(self, line: hairline)
        } else if isAtScrollEdge {
            // iOS 15 without appearance objects: transparent at the edge, whatever the legacy
            // colour and translucency say.
            setDefaultBackgroundColor(nil)
            hairline.isHidden = true
        } else if let backgroundImage {
            let drawn = backgroundImage.size.width > 0 && backgroundImage.size.height > 0
            layer.contents = drawn ? backgroundImage.cgImage : nil
            setDefaultBackgroundColor(nil)
            let emptyShadow = shadowImage.map { $0.size.width == 0 || $0.size.height == 0 } ?? false
            hairline.isHidden = emptyShadow
            hairline.backgroundColor = .barHairline
        } else {
            let chrome: UIColor = barStyle == .default ? .barChrome(translucent: isTranslucent) : .blackBarChrome(translucent: isTranslucent)
            setDefaultBackgroundColor(barTintColor ?? chrome)
            hairline.isHidden = false
            hairline.backgroundColor = .barHairline
        }
        if backgroundImage == nil || resolvedAppearance != nil || isAtScrollEdge { layer.contents = nil }
        show(titles: shownTitles, images: shownImages, selected: shownSelection)
    }

    /// A tab title's colour: the appearance's, else the tint for the selected tab and the
    /// unselected tint (a light grey by default) for the others.
    /// The selected tab is drawn in the tint, which a dimmed bar greys.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        show(titles: shownTitles, images: shownImages, selected: shownSelection)
    }

    private func titleColor(selected: Bool) -> UIColor {
        let state = selected ? resolvedAppearance?.stackedLayoutAppearance.selected : resolvedAppearance?.stackedLayoutAppearance.normal
        if let color = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? state?.iconColor { return color }
        return selected ? tintColor : unselectedItemTintColor ?? UIColor(white: 0.6, alpha: 1)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.isPartOfSuperview = true
        addSubview(hairline)
        applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        hairline.isPartOfSuperview = true
        addSubview(hairline)
        applyAppearance()
        finishArchivedCopy(from: coder)
    }

    override class var makesPartsAfterDecoding: Bool { true }

    /// Each tab's image and selected image, drawn above its title.
    private var shownImages: [(UIImage?, UIImage?)] = []

    /// The tabs' titles and images, `selected` highlighted: an image of automatic rendering mode is
    /// drawn as a template in the title's colour (the tint for the selected tab, a grey for the
    /// others), one that keeps its colours as it is. The buttons stay the same objects while the
    /// number of tabs does, so an animation on an icon survives a change of selection.
    func show(titles: [String], images: [(UIImage?, UIImage?)] = [], selected: Int) {
        shownTitles = titles
        shownImages = images
        shownSelection = selected
        let count = max(titles.count, images.count)
        if buttons.count != count {
            for button in buttons { button.removeFromSuperview() }
            buttons = (0..<count).map { _ in TabBarButton() }
            for button in buttons { button.isPartOfSuperview = true }
            for button in buttons { addSubview(button) }
        }
        for (index, button) in buttons.enumerated() {
            let color = titleColor(selected: index == selected)
            let pair = images.indices.contains(index) ? images[index] : (nil, nil)
            let image = index == selected ? pair.1 ?? pair.0 : pair.0
            button.icon.isHidden = image == nil
            button.icon.tintColor = color
            button.icon.image = image?.inBar
            button.label.isHidden = !titles.indices.contains(index)
            button.label.text = titles.indices.contains(index) ? titles[index] : nil
            button.label.textColor = color
        }
        setNeedsLayout()
    }

    /// A finger lifted over a tab selects it, as a tap on a tab does (the delegate may refuse).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !buttons.isEmpty else { return }
        let location = touch.location(in: self)
        guard bounds.contains(location) else { return }
        let index = min(max(Int(location.x / (bounds.width / CGFloat(buttons.count))), 0), buttons.count - 1)
        if let controller {
            controller.tapTab(at: index)
        } else if let items = storedItems, items.indices.contains(index) {
            selectedItem = items[index]
            delegate?.tabBar(self, didSelect: items[index])
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(traitCollection.displayScale, 1))
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: UITabBar.contentHeight)
            button.label.frame = CGRect(x: 0, y: 30, width: width, height: 14)
            // An icon centred over its title, about 16 pt down the bar's 49.
            if let size = button.icon.image?.size {
                button.icon.frame = CGRect(x: (width - size.width) / 2, y: 16 - size.height / 2, width: size.width, height: size.height)
            }
        }
        layoutBadges()
    }

    /// Each item's badge: a red capsule 18 pt tall (at least as wide), its text white in 13 pt,
    /// its left edge 5 pt right of the icon's centre and its top 3 pt above the icon's (or the
    /// title's, without an icon). UIKit documents none of this geometry: chosen by eye.
    private func layoutBadges() {
        let items = self.items ?? []
        for (index, button) in buttons.enumerated() {
            let item = items.indices.contains(index) ? items[index] : nil
            item?.shownIn = self
            guard let item, let value = item.badgeValue else {
                button.badge.isHidden = true
                continue
            }
            let badge = button.badge
            badge.isHidden = false
            badge.text = value
            let attributes = item.badgeTextAttributes(for: .normal) ?? [:]
            badge.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
            badge.textColor = attributes[.foregroundColor] as? UIColor ?? .white
            badge.backgroundColor = item.badgeColor ?? .systemRed
            let textWidth = ceil(badge.intrinsicContentSize.width)
            let size = CGSize(width: max(18, textWidth + 8), height: 18)
            let anchor = button.icon.image != nil ? button.icon.frame : button.label.frame
            badge.frame = CGRect(x: anchor.midX + 5, y: anchor.minY - 3, width: size.width, height: size.height)
            badge.layer.cornerRadius = 9
        }
    }
}

/// A tab bar's archive keeps its items (a controller's bar: its controllers' items) and its
/// look, so a copy shows the same tabs with the same one selected.
extension UITabBar: ArchivedViewSettings {
    func archivedSettings() -> (UIView) -> Void {
        let items = items
        let selected = controller.flatMap { controller in items?.indices.contains(controller.selectedIndex) == true ? items?[controller.selectedIndex] : nil } ?? selectedItem
        let (barTint, unselectedTint, translucent, style) = (barTintColor, unselectedItemTintColor, isTranslucent, barStyle)
        let (background, shadow, indicator) = (backgroundImage, shadowImage, selectionIndicatorImage)
        let (standard, scrollEdge, positioning) = (storedStandardAppearance, scrollEdgeAppearance, itemPositioning)
        return { view in
            guard let copy = view as? UITabBar else { return }
            (copy.barTintColor, copy.unselectedItemTintColor, copy.isTranslucent, copy.barStyle) = (barTint, unselectedTint, translucent, style)
            (copy.backgroundImage, copy.shadowImage, copy.selectionIndicatorImage) = (background, shadow, indicator)
            if let standard { copy.standardAppearance = standard }
            (copy.scrollEdgeAppearance, copy.itemPositioning) = (scrollEdge, positioning)
            copy.items = items
            copy.selectedItem = selected
        }
    }
}

/// One tab in a tab bar: its icon and its title. Touches go to the bar, which picks the tab.
private final class TabBarButton: UIControl {
    let icon = UIImageView(image: nil)
    let label = UILabel().laysOutTextInPassingBounds()
    /// The item's badge, over the icon.
    let badge = UILabel().laysOutTextInPassingBounds()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        icon.templatesAutomaticImages = true
        label.font = .systemFont(ofSize: 10, weight: .medium)
        label.textAlignment = .center
        badge.textAlignment = .center
        badge.clipsToBounds = true
        badge.isHidden = true
        addSubview(icon)
        addSubview(label)
        addSubview(badge)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// What a tab bar of its own tells as it is used; every method optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The tab bar controller's delegate; every method optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .portrait
    }
}
