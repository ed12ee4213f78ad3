import GoldensScene

/// The engine's transition coordinator is the one UIKit code gets, as its context is
/// (TransitionContext+UIKit.swift): `transitionCoordinator` is this object on every read while
/// the transition runs, and alongside animations and completions are handed this object too.
extension TransitionCoordinator: UIViewControllerTransitionCoordinator {
    public var presentationStyle: UIModalPresentationStyle { modalPresentationStyle.uiKit }
    public var initiallyInteractive: Bool { isInteractive }
    public var isInterruptible: Bool { false }
    public var percentComplete: CGFloat { CGFloat(fractionComplete) }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var containerView: UIView { UIView.bridge(sceneContainerView) }
    public var targetTransform: CGAffineTransform { .identity }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key.scene.flatMap { viewController(forKey: $0) }.flatMap(UIViewController.bridge)
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key.scene.flatMap { view(forKey: $0) }.map(UIView.bridge)
    }

    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransitionIn: nil, animation: animation.map(Self.taking), completion: completion.map(Self.taking))
    }

    /// Views outside the container animate on the transition's time as well, scrubbed with it.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransitionIn: view?.node, animation: animation.map(Self.taking), completion: completion.map(Self.taking))
    }

    /// Called when the interaction ends (finished or cancelled: read `isCancelled`) and when a
    /// running transition is paused into an interactive one.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(Self.taking(handler))
    }

    /// The iOS 7 form of `notifyWhenInteractionChanges`, deprecated in iOS 10: the same calls.
    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    /// A UIKit handler as the engine keeps it: called with the coordinator it is registered on.
    private static func taking(_ body: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
        -> (TransitionCoordinator) -> Void {
        { coordinator in body(coordinator) }
    }
}
