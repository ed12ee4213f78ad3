import GoldensScene

/// A controller that shows one page (a child controller) at a time.
///
/// In the scroll style a horizontal (or vertical) drag turns pages as UIKit's paging scroll view
/// does: the current page follows the finger with its neighbour (asked of the data source when
/// the drag first heads its way) beside it, and on lifting the finger the pages settle on the
/// neighbour when the drag went past half the page or was flung its way (faster than 300 pt/s),
/// else back, in 0.3 s ease-out (UIKit decelerates its scroll view: the settle's timing is
/// approximated); a drag toward a missing neighbour moves a third as far. The delegate hears
/// `willTransitionTo` when the neighbour is asked for and `didFinishAnimating` when the pages
/// settle. `setViewControllers(_:direction:animated:completion:)` slides the new page in the same
/// way when animated. The page-curl style shows a new page at once (a curl is not drawn).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open private(set) var viewControllers: [UIViewController]? = []
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The gap between pages while they move (`interPageSpacing`).
    private let pageSpacing: CGFloat

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        // However the literal was typed (`20`, `20.0`, an `NSNumber`).
        pageSpacing = options?[.interPageSpacing].flatMap(Convert.number).map { CGFloat($0) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// `UIPageViewController()` (Objective-C's `-init`): page curl, horizontal, UIKit's defaults.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    public required init?(coder: NSCoder) {
        // A storyboard's `<pageViewController transitionStyle="scroll" navigationOrientation="vertical">`.
        let element = (coder as? InterfaceBuilderCoder)?.element
        transitionStyle = element?["transitionStyle"] == "pageCurl" ? .pageCurl : .scroll
        navigationOrientation = element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        pageSpacing = 0
        super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        if transitionStyle == .scroll { view.addGestureRecognizer(pagePan) }
    }

    /// Shows `viewControllers`' first page in place of the current one: at once, or slid in from
    /// the side `direction` names when animated in the scroll style.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        dropPendingPage()
        let previous = self.viewControllers?.first
        guard animated, transitionStyle == .scroll, let previous, let page = viewControllers?.first, page !== previous else {
            for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) { remove(old) }
            self.viewControllers = viewControllers
            if let page = viewControllers?.first, page.parent !== self { add(page) }
            completion?(true)
            return
        }
        add(page)
        pendingPage = (page, direction)
        place(offset: 0)
        settle(turning: true, from: 0, velocity: 0) { [weak self] in
            self?.viewControllers = viewControllers
            completion?(true)
        }
    }

    /// A layout pass (a page added beside the current one asks for one) keeps the pages where
    /// the finger or the settling animation has put them.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        place(offset: pageOffset)
    }

    // MARK: Turning pages by dragging (scroll style)

    private lazy var pagePan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePagePan:", UIPageViewController.handlePagePan(_:)))
        pan.delegate = pagingAxisGate
        return pan
    }()
    /// Lets the page drag begin only along the paging axis, as UIKit's paging scroll view, which
    /// cannot scroll across it, does: a vertical drag on horizontal pages goes to the content
    /// (a pan that dismisses a photo, a table that scrolls).
    private lazy var pagingAxisGate = PagingAxisGate { [weak self] in self?.isHorizontal ?? true }
    /// The neighbour being dragged in beside the current page, and which way it lies.
    private var pendingPage: (controller: UIViewController, direction: NavigationDirection)?
    private var isSettling = false
    /// Where the current page is along the paging axis: 0 at rest.
    private var pageOffset: CGFloat = 0

    private var isHorizontal: Bool { navigationOrientation == .horizontal }
    private var pageExtent: CGFloat { isHorizontal ? view.bounds.width : view.bounds.height }

    private func handlePagePan(_ pan: UIPanGestureRecognizer) {
        guard !isSettling, let current = viewControllers?.first else { return }
        let translation = pan.translation(in: view)
        let velocity = pan.velocity(in: view)
        var offset = isHorizontal ? translation.x : translation.y
        switch pan.state {
        case .began, .changed:
            let direction: NavigationDirection = offset < 0 ? .forward : .reverse
            if offset != 0, pendingPage?.direction != direction {
                dropPendingPage()
                let neighbour = direction == .forward
                    ? dataSource?.pageViewController(self, viewControllerAfter: current)
                    : dataSource?.pageViewController(self, viewControllerBefore: current)
                if let neighbour {
                    delegate?.pageViewController(self, willTransitionTo: [neighbour])
                    add(neighbour)
                    pendingPage = (neighbour, direction)
                }
            }
            if pendingPage == nil { offset /= 3 }  // against the end of the pages: it gives a little
            place(offset: offset)
        case .ended, .cancelled, .failed:
            guard let pending = pendingPage else { return settle(turning: false, from: offset / 3, velocity: 0) {} }
            let speed = isHorizontal ? velocity.x : velocity.y
            let towardNeighbour: CGFloat = pending.direction == .forward ? -1 : 1
            let turns = pan.state == .ended
                && (abs(offset) > pageExtent / 2 || speed * towardNeighbour > 300) && offset * towardNeighbour > 0
            settle(turning: turns, from: offset, velocity: speed) { [weak self] in
                guard let self else { return }
                self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                                  transitionCompleted: turns)
            }
        default:
            break
        }
    }

    /// Puts the current page `offset` along the paging axis and the pending one beside it.
    private func place(offset: CGFloat) {
        pageOffset = offset
        guard isViewLoaded else { return }
        let bounds = view.bounds
        func frame(at position: CGFloat) -> CGRect {
            isHorizontal ? bounds.offsetBy(dx: position, dy: 0) : bounds.offsetBy(dx: 0, dy: position)
        }
        viewControllers?.first?.view.frame = frame(at: offset)
        if let pending = pendingPage {
            let step = pageExtent + pageSpacing
            pending.controller.view.frame = frame(at: offset + (pending.direction == .forward ? step : -step))
        }
    }

    /// Animates the pages from `offset` to rest, on the pending page when `turning`, then makes
    /// it the current one (or lets it go) and calls `done`.
    private func settle(turning: Bool, from offset: CGFloat, velocity: CGFloat, done: @escaping () -> Void) {
        isSettling = true
        let target: CGFloat = turning ? (pendingPage?.direction == .forward ? -1 : 1) * (pageExtent + pageSpacing) : 0
        place(offset: offset)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
            self.place(offset: target)
        }, completion: { _ in
            self.isSettling = false
            if turning, let pending = self.pendingPage {
                let previous = self.viewControllers?.first
                self.pendingPage = nil
                if let previous { self.remove(previous) }
                self.viewControllers = [pending.controller]
            } else {
                self.dropPendingPage()
            }
            self.place(offset: 0)
            done()
        })
    }

    private func dropPendingPage() {
        guard let pending = pendingPage else { return }
        pendingPage = nil
        remove(pending.controller)
    }

    private func add(_ page: UIViewController) {
        addChild(page)
        page.view.frame = view.bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Pages go under the views the app adds to the controller's own view (a page control,
        // a skip button), as UIKit keeps them in a scroll view at the bottom.
        let pagesAtTheBottom = view.subviews.prefix { subview in children.contains { $0.viewIfLoaded === subview } }.count
        view.insertSubview(page.view, at: pagesAtTheBottom)
        page.didMove(toParent: self)
    }

    private func remove(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.view.removeFromSuperview()
        page.removeFromParent()
    }
}

/// Supplies a page controller's neighbouring pages; the page-indicator methods are optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about page turns a swipe starts; every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Begins a page drag only when it moves more along the paging axis than across it.
@MainActor
private final class PagingAxisGate: NSObject, UIGestureRecognizerDelegate {
    private let isHorizontal: () -> Bool

    init(isHorizontal: @escaping () -> Bool) {
        self.isHorizontal = isHorizontal
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let moved = pan.translation(in: pan.view)
        return isHorizontal() ? abs(moved.x) >= abs(moved.y) : abs(moved.y) >= abs(moved.x)
    }
}
