import GoldensScene

/// A split view controller as an iPhone in portrait shows it: collapsed, one column at a time.
/// The primary column fills the screen; `showDetailViewController` (or a secondary set with
/// `viewControllers`) is pushed onto the primary when it is a navigation controller, else shown
/// in its place, as UIKit's default collapsing does. Side-by-side columns (a regular width) are
/// not laid out.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary

        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    open weak var delegate: (any UISplitViewControllerDelegate)?
    public let style: Style
    open var preferredDisplayMode: DisplayMode = .automatic
    /// The button that shows and hides the primary column, for the secondary's navigation bar.
    /// A collapsed split view (the only kind here) has no column to show, so it does nothing.
    open var displayModeButtonItem: UIBarButtonItem { modeButton }
    private lazy var modeButton = UIBarButtonItem()
    open var displayMode: DisplayMode { .secondaryOnly }
    open var isCollapsed: Bool { true }
    open var presentsWithGesture = true
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
    open var primaryBackgroundStyle = 0

    private var columns: [UIViewController] = []
    private var shown: UIViewController?

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The primary and, if set, the secondary controller.
    open var viewControllers: [UIViewController] {
        get { columns }
        set {
            for column in columns { column.viewIfLoaded?.removeFromSuperview(); column.removeFromParent() }
            columns = Array(newValue.prefix(2))
            for column in columns { addChild(column) }
            showsSecondaryInPrimarysPlace = false
            collapse()
        }
    }

    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        var controllers = columns
        let index = column == .primary ? 0 : 1
        if let viewController {
            if controllers.count > index { controllers[index] = viewController } else { controllers.append(viewController) }
        } else if controllers.count > index {
            controllers.remove(at: index)
        }
        viewControllers = controllers
    }

    open func viewController(for column: Column) -> UIViewController? {
        switch column {
        case .primary, .compact: columns.first
        case .secondary: columns.count > 1 ? columns[1] : nil
        case .supplementary: nil
        }
    }

    /// Shows `vc` as the secondary: pushed onto the primary navigation controller when there is
    /// one (collapsed), else in the primary's place.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let navigation = columns.first as? UINavigationController {
            (vc as? UINavigationController)?.isNestedInCollapsedSplit = true
            navigation.pushViewController(vc, animated: true)
        } else {
            setViewController(vc, for: .secondary)
            showsSecondaryInPrimarysPlace = true
            collapse()
        }
    }

    /// Whether a detail shown explicitly replaces a primary that cannot take it on its stack;
    /// columns set as a whole show the primary, as UIKit's default collapsing does.
    private var showsSecondaryInPrimarysPlace = false

    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        collapse()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        shown?.viewIfLoaded?.frame = view.bounds
    }

    /// Collapsed: the secondary goes onto the primary navigation controller's stack, else it
    /// replaces the primary on screen.
    private func collapse() {
        guard isViewLoaded else { return }
        if columns.count > 1, let navigation = columns[0] as? UINavigationController,
           !navigation.viewControllers.contains(where: { $0 === columns[1] }),
           delegate?.splitViewController(self, collapseSecondary: columns[1], onto: columns[0]) != true {
            // A secondary navigation controller is pushed whole, its bar hidden (UIKit's
            // `collapseSecondaryViewController(_:for:)`), as the Master-Detail template relies on.
            (columns[1] as? UINavigationController)?.isNestedInCollapsedSplit = true
            navigation.pushViewController(columns[1], animated: false)
        }
        // UIKit's default collapsing (`collapseSecondaryViewController(_:for:)`) shows the
        // primary; only a detail shown explicitly takes a plain primary's place here.
        let next = (showsSecondaryInPrimarysPlace && columns.count > 1 && !(columns[0] is UINavigationController))
            ? columns[1] : columns.first
        guard next !== shown else { return }
        shown?.viewIfLoaded?.removeFromSuperview()
        shown = next
        if let next {
            next.view.frame = view.bounds
            next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(next.view)
        }
    }
}

@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}
