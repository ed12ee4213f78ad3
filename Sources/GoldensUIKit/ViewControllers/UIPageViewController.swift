import GoldensScene

/// A controller that shows one page (a child controller) at a time. Nothing swipes:
/// `setViewControllers(_:direction:animated:completion:)` shows the new page at once (UIKit
/// scrolls or curls to it when animated; here the completion runs with `true` right away), and
/// the data source is asked for neighbours only by code that asks.
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

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Shows `viewControllers`' first page in place of the current one, at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if let page = viewControllers?.first, page.parent !== self {
            addChild(page)
            page.view.frame = view.bounds
            page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        completion?(true)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        viewControllers?.first?.view.frame = view.bounds
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

/// Hears about page turns (which only a swipe starts, so here none); every method is optional.
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
