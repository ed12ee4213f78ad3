/// A view controller: a lazily loaded view, the appearance callbacks, and modal presentation
/// (UIViewController's part the transition tutorials use).
@MainActor
open class ViewController {
    /// A name for messages and frame labels ("HerbDetails").
    public var name: String?

    /// The object this controller stands for in a layer above the scene model (GoldensUIKit's
    /// `UIViewController`), held weakly: that layer keeps its controllers alive as UIKit does.
    public weak var owner: AnyObject?

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

    /// Creates the root view; the default makes a plain view. Overrides assign `view`.
    open func loadView() {
        loadedView = View()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// A size change (rotation) is about to animate with `coordinator`; call super to forward it.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
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

    /// The presentation controller of this controller's current presentation.
    var presentationControllerIfAny: PresentationController?

    /// The presentation controller managing this controller while presented.
    public var presentationController: PresentationController? { presentationControllerIfAny }

    /// The coordinator of the transition running now, if any.
    public var transitionCoordinator: TransitionCoordinator? {
        let window = (isViewLoaded ? view.window : nil) ?? presentingViewController?.view.window
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
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        ModalTransitionDriver.present(controller, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presented (or, if it presented nothing, itself).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        ModalTransitionDriver.dismiss(presented, animated: animated, completion: completion)
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
            controller.viewDidAppear(false)
        }
    }
}
