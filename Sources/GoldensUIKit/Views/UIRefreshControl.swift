import GoldensScene

/// The pull-to-refresh control of a table or collection view. It is not drawn, even when a
/// finger pulls the content down past its top (the rubber band shows the background there), and
/// a pull does not start a refresh: it keeps its state (`beginRefreshing()` / `endRefreshing()`,
/// its title and tint) and sends `.valueChanged` to its targets only when code calls
/// `sendActions(for:)`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIRefreshControl { AppearanceProxies.proxy(for: self) { UIRefreshControl() } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIRefreshControl {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIRefreshControl() }
    }
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

extension UIScrollView {
    /// The refresh control of the scroll view (a table's or collection's pull-to-refresh): kept
    /// as a hidden subview, since the content is never pulled down here.
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            refreshControl?.removeFromSuperview()
            if let newValue { addSubview(newValue) }
        }
    }
}
