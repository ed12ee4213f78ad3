import GoldensScene

/// The engine's transition context is the one UIKit code gets: UIKit hands a context over only
/// as `UIViewControllerContextTransitioning`, so there is no class of UIKit's to stand for it and
/// nothing to wrap. The same object reaches the animator, the interaction controller and the
/// presentation controller, and lives as long as its transition.
extension TransitionContext: UIViewControllerContextTransitioning {
    public var containerView: UIView { UIView.bridge(sceneContainerView) }
    public var targetTransform: CGAffineTransform { .identity }

    /// The presented controller's own style (a sheet reports `.pageSheet`, not `.custom`).
    public var presentationStyle: UIModalPresentationStyle {
        let from = viewController(forKey: UITransitionContextViewControllerKey.from)
        let to = viewController(forKey: UITransitionContextViewControllerKey.to)
        let presented = from?.presentedViewController === to ? to : from
        return presented?.modalPresentationStyle ?? modalPresentationStyle.uiKit
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        updateInteractiveTransition(Double(percentComplete))
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key.scene.flatMap { viewController(forKey: $0) }.flatMap(UIViewController.bridge)
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key.scene.flatMap { view(forKey: $0) }.map(UIView.bridge)
    }

    public func initialFrame(for vc: UIViewController) -> CGRect { CGRect(initialFrame(for: vc.node)) }
    public func finalFrame(for vc: UIViewController) -> CGRect { CGRect(finalFrame(for: vc.node)) }
}
