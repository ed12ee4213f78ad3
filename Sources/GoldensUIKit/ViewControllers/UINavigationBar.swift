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
    open var leftBarButtonItem: UIBarButtonItem? { didSet { owner?.itemDidChange() } }
    open var rightBarButtonItem: UIBarButtonItem? { didSet { owner?.itemDidChange() } }
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftBarButtonItem.map { [$0] } }
        set { leftBarButtonItem = newValue?.first }
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightBarButtonItem.map { [$0] } }
        set { rightBarButtonItem = newValue?.first }
    }
    open var titleView: UIView?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftItemsSupplementBackButton = false
    weak var owner: UINavigationBar?

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

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

    /// What the back button says when this item is the one below the top.
    var backTitle: String { backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back" }
}

/// A button in a navigation bar or toolbar: a title, an image or a system item, and
/// target-action.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable { case plain, bordered, done }
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var customView: UIView?
    open var width: CGFloat = 0
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction?

    public override init() {
        super.init()
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

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        title = systemItem.title
        self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Runs the item's action as a tap would: its primary action, else its target-action.
    func send() {
        if let primaryAction { return primaryAction.handler(primaryAction) }
        if let action { TargetAction(target: target, action: action).send(from: self) }
    }
}

extension UIBarButtonItem.SystemItem {
    /// The words UIKit shows for a text system item; a symbol item shows its nearest glyph.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "×"
        case .flexibleSpace, .fixedSpace: nil
        default: "•"
        }
    }
}

/// The bar at the top of a navigation controller: a translucent light background with a
/// hairline under it, the top item's title (17 pt semibold, centred), a back button (chevron
/// and the previous item's title in the tint colour) and the bar button items. A push or pop
/// cross-fades the old content into the new alongside the transition.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The standard height of the bar's content, below the safe area.
    public static let contentHeight: CGFloat = 44

    open var barTintColor: UIColor? { didSet { applyBackground() } }
    open var isTranslucent = true { didSet { applyBackground() } }
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The line under the bar and the bar's image: kept, not drawn.
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { backgroundImages[barMetrics] = backgroundImage }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    private let hairline = UIView()
    private var content: NavigationBarContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
        applyBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    private func applyBackground() {
        backgroundColor = barTintColor ?? UIColor(red: 0.976, green: 0.976, blue: 0.976, alpha: isTranslucent ? 0.94 : 1)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        setItems(items, alongside: nil)
    }

    /// Shows `items`, cross-fading alongside `coordinator`'s transition (at once without one);
    /// on a cancel the old content comes back.
    func setItems(_ newItems: [UINavigationItem]?, alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let previous = items
        items = newItems
        for item in newItems ?? [] { item.owner = self }
        replaceContent(alongside: coordinator) { [weak self] in
            self?.items = previous
        }
    }

    func itemDidChange() {
        replaceContent(alongside: nil)
    }

    private func replaceContent(alongside coordinator: (any UIViewControllerTransitionCoordinator)?,
                                restore: @escaping () -> Void = {}) {
        let old = content
        let new = NavigationBarContent(top: topItem, back: backItem, tint: tintColor)
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

    /// The 44 pt band under the safe area.
    private var contentFrame: CGRect {
        CGRect(x: 0, y: bounds.height - Self.contentHeight, width: bounds.width, height: Self.contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(traitCollection.displayScale, 1)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / scale)
        content?.frame = contentFrame
        content?.setNeedsLayout()
    }
}

/// One item's drawing in the bar: title, back button, bar button items.
@MainActor
private final class NavigationBarContent: UIView {
    private let title = UILabel()
    private let backTitle = UILabel()
    private let chevron = [UIView(), UIView()]
    private let right = UILabel()
    private let left = UILabel()

    init(top: UINavigationItem?, back: UINavigationItem?, tint: UIColor) {
        super.init(frame: .zero)
        backgroundColor = nil
        title.text = top?.title
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        title.textColor = .label
        title.textAlignment = .center
        addSubview(title)
        let showsBack = back != nil && top?.hidesBackButton != true && top?.leftBarButtonItem == nil
        if showsBack, let back {
            backTitle.text = back.backTitle
            backTitle.font = .systemFont(ofSize: 17)
            backTitle.textColor = tint
            addSubview(backTitle)
            for bar in chevron {
                bar.backgroundColor = tint
                bar.layer.cornerRadius = 1.5
                addSubview(bar)
            }
        }
        for (label, item) in [(left, top?.leftBarButtonItem), (right, top?.rightBarButtonItem)] {
            guard let item else { continue }
            label.text = item.title
            label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            label.textColor = item.tintColor ?? tint
            addSubview(label)
        }
        right.textAlignment = .right
    }

    required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    override func layoutSubviews() {
        let height = bounds.height
        title.frame = CGRect(x: 80, y: 0, width: max(0, bounds.width - 160), height: height)
        // The back chevron: two 3 pt strokes, 12 pt long, meeting at a point 8 pt in.
        let middle = height / 2
        for (index, bar) in chevron.enumerated() {
            bar.transform = .identity
            bar.frame = CGRect(x: 10, y: middle - 1.5, width: 12, height: 3)
            bar.transform = CGAffineTransform(rotationAngle: index == 0 ? -.pi / 4 : .pi / 4)
            bar.center = CGPoint(x: 14.5, y: middle + (index == 0 ? -4.2 : 4.2))
        }
        backTitle.frame = CGRect(x: 26, y: 0, width: 120, height: height)
        left.frame = CGRect(x: 16, y: 0, width: 120, height: height)
        right.frame = CGRect(x: bounds.width - 136, y: 0, width: 120, height: height)
    }
}

/// Where a bar sits (a navigation bar is at the top).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}

/// The bar heights an image is given for (only `default` exists on a phone in portrait).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}
