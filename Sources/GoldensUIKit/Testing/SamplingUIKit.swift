import GoldensScene

// The sampler takes UIKit's objects: a test builds its screens with the app's own controllers
// and records a transition of them.

extension TransitionSampler {
    /// Samples transitions in `window`.
    public init(window: UIWindow) {
        self.init(window: window.windowNode)
    }
}

extension TransitionAction {
    /// `presenter.present(controller, animated: true)`, called on the app's controller, so an
    /// override of `present` or of the presentation properties takes part as in UIKit.
    @MainActor public static func present(_ controller: UIViewController, from presenter: UIViewController) -> TransitionAction {
        .perform("present \(controller.node.displayName)", phase: "present") { presenter.present(controller, animated: true) }
    }

    /// `controller.dismiss(animated: true)` of a presented controller, called on the app's
    /// controller.
    @MainActor public static func dismiss(_ controller: UIViewController) -> TransitionAction {
        .perform("dismiss \(controller.node.displayName)", phase: "dismiss") { controller.dismiss(animated: true) }
    }

    /// A presentation or dismissal whose delegate vends `interactor`, driven by `gesture`.
    public static func interactive(_ action: TransitionAction, interactor: UIPercentDrivenInteractiveTransition,
                                   gesture: GestureScript) -> TransitionAction {
        .interactive(action, interactor: interactor.node, gesture: gesture)
    }

    /// The window changes size (a rotation), with the screen's new safe-area insets.
    public static func sizeChange(to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil) -> TransitionAction {
        .sizeChange(to: size.scene, safeAreaInsets: safeAreaInsets?.scene)
    }
}

extension UIWindow {
    /// A window the size of the main screen with `root` as its root controller, laid out: the
    /// usual start of a transition test.
    public convenience init(rootViewController root: UIViewController) {
        self.init(frame: UIScreen.main.bounds)
        rootViewController = root
        makeKeyAndVisible()
        layoutIfNeeded()
    }
}

extension TransitionAction {
    /// `navigationController.pushViewController(controller, animated: true)`.
    @MainActor
    public static func push(_ controller: UIViewController, onto navigationController: UINavigationController) -> TransitionAction {
        .perform("push \(controller.node.displayName)", phase: "push") {
            navigationController.pushViewController(controller, animated: true)
        }
    }

    /// `navigationController.popViewController(animated: true)`.
    @MainActor
    public static func pop(_ navigationController: UINavigationController) -> TransitionAction {
        .perform("pop \(navigationController.topViewController?.node.displayName ?? "nothing")", phase: "pop") {
            navigationController.popViewController(animated: true)
        }
    }
}
