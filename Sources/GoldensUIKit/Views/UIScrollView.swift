import GoldensScene

/// UIKit's scroll view: its content offset is its bounds' origin (so subviews are drawn
/// shifted by it, as on iOS), and it clips to its bounds. A finger's drag scrolls it, with the
/// rubber band, deceleration and bounce (see `ScrollViewDragging`); there are no indicators.
/// `setContentOffset(_:animated: true)` scrolls there over 0.3 s at a constant rate.
///
/// Content insets follow `contentInsetAdjustmentBehavior`: `.scrollableAxes` adds the safe area
/// on the axes the content scrolls along, `.automatic` too and always vertically in a screen a
/// navigation or tab bar controller shows, `.always` on every edge, `.never` not at all. Until code sets an offset, the offset stays
/// at the top left of the adjusted insets, as a scroll view that was never scrolled does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIScrollView { AppearanceProxies.proxy(for: self) { UIScrollView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIScrollView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIScrollView(frame: .zero) }
    }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, interactiveWithAccessory, onDragWithAccessory }

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    open weak var delegate: (any UIScrollViewDelegate)?

    /// The scroll view's own pan recognizer: a finger moves the content with it (see
    /// `ScrollViewDragging`).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let storedPan { return storedPan }
        let pan = UIPanGestureRecognizer()
        storedPan = pan
        pan.handlers.append { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            dragging.panChanged(pan)
        }
        addGestureRecognizer(pan)
        return pan
    }
    private var storedPan: UIPanGestureRecognizer?
    /// The finger's scrolling, the deceleration and the bounce after it.
    private(set) lazy var dragging = ScrollViewDragging(scrollView: self)

    /// What the app set, unless constraints between the scroll view's edges and its content
    /// (or on `contentLayoutGuide`) size the content: then their size, as UIKit derives it.
    open var contentSize: CGSize = .zero { didSet { node.scrollContentSize = contentSize.scene } }
    /// Setting it leaves the offset where it is, as in UIKit (code that wants the new inset
    /// shown sets the offset too); only the first layout and changes of the system's insets
    /// (the safe area) move an offset no code has set.
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet {
            node.absorbsVerticalSafeArea = contentInsetAdjustmentBehavior != .never
            if followedSystemInsets != nil { keepOffsetAtTopIfUnscrolled() }
        }
    }
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var scrollsToTop = true
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// How much the delegate's `viewForZooming(in:)` view is scaled: setting it (kept between
    /// the minimum and maximum scales) scales that view about its centre, puts its frame at the
    /// content's origin, makes its frame the content size and tells `scrollViewDidZoom`, as
    /// UIKit's scroll view does.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { zoom(toScale: newValue) }
    }
    private var storedZoomScale: CGFloat = 1

    private func zoom(toScale requested: CGFloat) {
        let scale = min(max(requested, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        guard scale.isFinite, scale > 0 else { return }
        storedZoomScale = scale
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        zoomed.transform = CGAffineTransform(scaleX: scale, y: scale)
        zoomed.frame.origin = .zero
        contentSize = zoomed.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch that zooms, when the scales allow zooming (no scripted touch pinches here).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if let storedPinch { return storedPinch }
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        storedPinch = pinch
        addGestureRecognizer(pinch)
        return pinch
    }
    private var storedPinch: UIPinchGestureRecognizer?
    open var bouncesZoom = true
    /// Whether a finger is moving the content, and whether it is still moving after the finger
    /// lifted (see `ScrollViewDragging`); nothing zooms by touch here.
    open var isTracking: Bool { storedPan != nil && dragging.isTracking }
    open var isDragging: Bool { storedPan != nil && dragging.isDragging }
    open var isDecelerating: Bool { storedPan != nil && dragging.isDecelerating }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    /// The content area, from the origin of the scroll view's bounds space, for constraints:
    /// its size is `contentSize`, or what the constraints make it. Constraints between the
    /// scroll view's own edges and views inside it attach to it too.
    open var contentLayoutGuide: UILayoutGuide { guide(node.makeScrollGuides().content) }
    /// The scroll view's frame, for content that must not scroll.
    open var frameLayoutGuide: UILayoutGuide { guide(node.makeScrollGuides().frame) }

    /// True once code has set an offset: the offset no longer follows the insets.
    private var hasBeenScrolled = false
    /// What the system added to `contentInset` (the safe area) when the offset last followed
    /// the insets; nil before the first layout.
    private var followedSystemInsets: UIEdgeInsets?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        node.makeScrollGuides()
        node.absorbsVerticalSafeArea = true
        _ = panGestureRecognizer
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        node.makeScrollGuides()
        node.absorbsVerticalSafeArea = true
        _ = panGestureRecognizer
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            hasBeenScrolled = true
            setOffset(newValue)
        }
    }

    /// Animated, on screen, scrolls there on the virtual clock (see `ScrollViewDragging.scroll(to:)`);
    /// otherwise takes the offset at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, window != nil else {
            if window != nil { dragging.stopMotion() }
            self.contentOffset = contentOffset
            return
        }
        hasBeenScrolled = true
        dragging.scroll(to: contentOffset)
    }

    /// The scroll view's own pan begins only where the content can move, as UIKit's does: a
    /// scroll view that moves along one axis lets a drag mostly along the other go, so an
    /// ancestor's pan (a horizontal swipe between tabs, a swipe back over a vertical list)
    /// begins instead.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === storedPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let axes = dragging.scrollableAxes
        guard isScrollEnabled, axes.vertical || axes.horizontal else { return false }
        if axes.vertical && axes.horizontal { return true }
        let moved = (gestureRecognizer as? UIPanGestureRecognizer)?.translation(in: self) ?? .zero
        return axes.vertical ? abs(moved.y) >= abs(moved.x) : abs(moved.x) >= abs(moved.y)
    }

    /// The insets the content is laid out within: `contentInset` plus the safe area the
    /// adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets {
        let system = systemContentInset
        return UIEdgeInsets(top: contentInset.top + system.top, left: contentInset.left + system.left,
                            bottom: contentInset.bottom + system.bottom, right: contentInset.right + system.right)
    }

    /// The part of `adjustedContentInset` the system adds: the safe area, on the edges the
    /// adjustment behaviour takes.
    private var systemContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .automatic, .scrollableAxes:
            // Only along the axes the content scrolls (larger than the view inside its own
            // insets, or always bouncing); `.automatic` always vertically in a screen shown by
            // a navigation or tab bar controller.
            let axes = scrollableAxes(within: contentInset)
            let vertical = axes.vertical || contentInsetAdjustmentBehavior == .automatic && isInScreenOfBarController
            return UIEdgeInsets(top: vertical ? safe.top : 0, left: axes.horizontal ? safe.left : 0,
                                bottom: vertical ? safe.bottom : 0, right: axes.horizontal ? safe.right : 0)
        }
    }

    /// The axes the content scrolls along inside `insets`: where it is larger than the view, or
    /// always bounces.
    func scrollableAxes(within insets: UIEdgeInsets) -> (vertical: Bool, horizontal: Bool) {
        let size = contentSize, frame = bounds.size
        return (size.height + insets.top + insets.bottom > frame.height || alwaysBounceVertical,
                size.width + insets.left + insets.right > frame.width || alwaysBounceHorizontal)
    }

    /// Whether the screen this view is in is shown by a navigation or tab bar controller.
    private var isInScreenOfBarController: Bool {
        var current: UIView? = self
        while let view = current {
            if let controller = view.viewController { return controller.navigationController != nil || controller.tabBarController != nil }
            current = view.superview
        }
        return false
    }

    open func adjustedContentInsetDidChange() {}

    /// Scrolls the least distance that shows `rect` (content coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let insets = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - insets.top - insets.bottom
        let visibleWidth = bounds.width - insets.left - insets.right
        if rect.maxY > offset.y + insets.top + visibleHeight { offset.y = rect.maxY - visibleHeight - insets.top }
        if rect.minY < offset.y + insets.top { offset.y = rect.minY - insets.top }
        if rect.maxX > offset.x + insets.left + visibleWidth { offset.x = rect.maxX - visibleWidth - insets.left }
        if rect.minX < offset.x + insets.left { offset.x = rect.minX - insets.left }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// `offset` kept between the top-left and bottom-right ends of the content.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let insets = adjustedContentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - bounds.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -insets.left), maxX), y: min(max(offset.y, -insets.top), maxY))
    }

    open func flashScrollIndicators() {}
    /// Zooms to `scale`; animated over 0.3 s (UIKit's duration is not published; chosen).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard animated else { return zoomScale = scale }
        UIView.animate(withDuration: 0.3) { self.zoomScale = scale }
    }

    /// Zooms so that `rect` (in the zoomed view's own space) fills the scroll view as far as the
    /// scales allow, and scrolls its centre to the middle.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        let apply = { [self] in
            zoomScale = scale
            let applied = zoomScale
            contentOffset = clamped(CGPoint(x: rect.midX * applied - bounds.width / 2, y: rect.midY * applied - bounds.height / 2))
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        keepOffsetAtTopIfUnscrolled()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let size = node.contentSizeFromConstraints.map(CGSize.init), size != contentSize { contentSize = size }
        keepOffsetAtTopIfUnscrolled()
    }

    /// Puts an offset no code has set at the top of the content, inside the adjusted insets: at
    /// the first layout, and when the system's part of the insets changes (a bar appears, the
    /// view moves into the safe area), as UIKit keeps a scroll view at its top then. Out of a
    /// window (a screen pushed away) its safe area is not UIKit's concern: the offset stays
    /// where it was, so the screen comes back as it left.
    private func keepOffsetAtTopIfUnscrolled() {
        guard !hasBeenScrolled, window != nil else { return }
        let system = systemContentInset
        guard system != followedSystemInsets else { return }
        followedSystemInsets = system
        let insets = adjustedContentInset
        let top = CGPoint(x: -insets.left, y: -insets.top)
        if bounds.origin != top { setOffset(top) }
    }

    private func setOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        bounds = CGRect(origin: offset, size: bounds.size)
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// Called after the offset changed (table and collection views show the rows now visible).
    func contentOffsetDidChange() {}
}

/// A scroll view's delegate; UIKit's methods are optional, each has its default here.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension IndexPath {
    /// UIKit's names for a two-index path: (section, row) for tables, (section, item) for
    /// collections.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
