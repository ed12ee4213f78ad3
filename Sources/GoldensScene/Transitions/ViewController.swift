/// A view controller: a lazily loaded view, the appearance callbacks, and modal presentation
/// (UIViewController's part the transition tutorials use).
@MainActor
open class ViewController {
    /// A name for messages and frame labels ("HerbDetails").
    public var name: String?

    /// The object this controller stands for above the engine (see `ViewControllerHost`), held
    /// weakly: that layer keeps its controllers alive as UIKit does.
    package weak var host: (any ViewControllerHost)?

    public init() {}

    // MARK: View

    private var loadedView: View?

    /// The root view, created by `loadView()` and followed by `viewDidLoad()` on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let created = loadedView ?? View()
            created.isViewControllerRoot = true
            loadedView = created
            if created.name == nil { created.name = "\(displayName).view" }
            viewDidLoad()
            return created
        }
        set { loadedView = newValue }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() { _ = view }

    /// Creates the root view: the host's (UIKit's `loadView`, the app's override), else a plain
    /// view. Overrides assign `view`.
    open func loadView() {
        if let host {
            host.hostLoadView()
            if isViewLoaded { return }
        }
        loadedView = View()
    }

    // The appearance callbacks reach the host, where the app's overrides are.
    open func viewDidLoad() { host?.hostViewDidLoad() }
    open func viewWillAppear(_ animated: Bool) { host?.hostViewWillAppear(animated) }
    open func viewDidAppear(_ animated: Bool) { host?.hostViewDidAppear(animated) }
    open func viewWillDisappear(_ animated: Bool) { host?.hostViewWillDisappear(animated) }
    open func viewDidDisappear(_ animated: Bool) { host?.hostViewDidDisappear(animated) }

    /// A size change (rotation) is about to animate with `coordinator`: the host's override, else
    /// `forwardSizeTransition`. Call super to forward it.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        if let host { return host.hostViewWillTransition(to: size, with: coordinator) }
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Forwards a size change to the presented controller and its presentation controller
    /// (what `super.viewWillTransition` does in UIKit).
    public func forwardSizeTransition(to size: Size, with coordinator: TransitionCoordinator) {
        presentedViewController?.presentationControllerIfAny?.viewWillTransition(to: size, with: coordinator)
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Presentation

    public internal(set) weak var presentingViewController: ViewController?
    public internal(set) var presentedViewController: ViewController?

    /// Held weakly, as UIKit does: keep the delegate alive yourself, e.g. in a property of the
    /// presenting controller (the usual pattern is `transitioningDelegate = self` or a stored
    /// `let transition = MyTransition()`).
    public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// An interaction that drives the next dismissal with the system's animation (a sheet
    /// dragged down); taken by that dismissal.
    public var systemDismissalInteraction: (any ViewControllerInteractiveTransitioning)?

    /// The presentation controller of this controller's current presentation.
    var presentationControllerIfAny: PresentationController?
    /// What UIKit keeps alive while this controller is presented (the storyboard segue that
    /// presented it, which may be its transitioning delegate for the dismissal); let go when
    /// the presentation ends.
    package var keptWhilePresented: AnyObject?

    /// The presentation controller managing this controller while presented.
    public var presentationController: PresentationController? { presentationControllerIfAny }

    /// The coordinator of the transition running now, if any.
    public var transitionCoordinator: TransitionCoordinator? {
        let window = (isViewLoaded ? view.window : nil) ?? presentingViewController?.view.window
        if let waiting = window?.waitingTransition, waiting.involves(self) { waiting.startIfWaiting() }
        guard let driver = window?.runningTransition, driver.involves(self) else { return nil }
        return driver.coordinator
    }

    /// True from the start of this controller's presentation through its `viewDidAppear`.
    public var isBeingPresented: Bool { modalTransitionKind == .presentation }

    /// True from the start of this controller's dismissal through its `viewDidDisappear`.
    public var isBeingDismissed: Bool { modalTransitionKind == .dismissal }

    /// The modal transition of this controller running now, set by its driver.
    var modalTransitionKind: ModalTransitionDriver.Kind?

    /// Presents `controller` modally. Failures (a presentation while another runs, a controller
    /// already presented) are reported to `SceneDiagnostics` and the call does nothing.
    /// Presents `controller` over this one. `source` is the controller `present` was called on,
    /// which the transitioning delegate is told (it may differ from this one, the presentation
    /// context); nil when it is this one.
    public func present(_ controller: ViewController, animated: Bool, source: ViewController? = nil, completion: (() -> Void)? = nil) {
        ModalTransitionDriver.present(controller, from: self, source: source ?? self, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presented (or, if it presented nothing, itself) and
    /// every controller presented above it: only the top-most one animates.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        (presentedViewController ?? self).dismissPresentationStack(animated: animated, completion: completion)
    }

    /// Dismisses this controller's own presentation and every presentation above it, as UIKit
    /// does when `dismiss` is called lower in a stack: only the top-most one animates.
    public func dismissPresentationStack(animated: Bool, completion: (() -> Void)? = nil) {
        ModalTransitionDriver.dismissStack(from: self, animated: animated, completion: completion)
    }

    /// `name`, else the type's name.
    public var displayName: String { name ?? String(describing: type(of: self)) }
}

/// UIModalPresentationStyle, the styles the transitions need.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// Covers the screen; the presenter's views are removed once the presentation completes.
    case fullScreen
    /// Covers the screen; the presenter's views stay underneath.
    case overFullScreen
    /// The transitioning delegate's presentation controller decides.
    case custom
}

/// UIModalTransitionStyle: the system animation used when the delegate vends no animator.
public enum ModalTransitionStyle: Sendable, Hashable {
    case coverVertical
    case crossDissolve
}

extension Window {
    /// The controller whose view fills the window (UIWindow.rootViewController).
    public var rootViewController: ViewController? {
        get { rootController }
        set {
            rootController?.view.removeFromSuperview()
            rootController = newValue
            guard let controller = newValue else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
            controller.viewWillAppear(false)
            // Laid out before it has appeared, as UIKit's window lays out its root screen (a
            // navigation controller's first screen fills it by then) before `viewDidAppear`.
            controller.view.layoutIfNeeded()
            controller.viewDidAppear(false)
        }
    }
}

/// The object a controller stands for above the engine (GoldensUIKit's `UIViewController`): it
/// loads the view and hears the appearance callbacks and size changes through its own
/// overridable methods, so a user's subclass runs. Visible within the package only.
@MainActor
package protocol ViewControllerHost: AnyObject {
    /// UIKit's `loadView` (which assigns the view, or leaves it to the default).
    func hostLoadView()
    func hostViewDidLoad()
    func hostViewWillAppear(_ animated: Bool)
    func hostViewDidAppear(_ animated: Bool)
    func hostViewWillDisappear(_ animated: Bool)
    func hostViewDidDisappear(_ animated: Bool)
    func hostViewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
}
