/// The protocols a custom transition implements, shaped like UIKit's. Every method has UIKit's
/// default where UIKit makes it optional, so a port only writes what the original wrote.

/// Vends the objects of a custom transition (UIViewControllerTransitioningDelegate). UIKit asks
/// in this order: presentation controller (for `.custom` only), animation controller, then
/// interaction controller.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
}

/// Animates a transition (UIViewControllerAnimatedTransitioning).
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using context: TransitionContext?) -> Double
    /// Add the views to `context.containerView`, animate, and call `completeTransition` at the end.
    func animateTransition(using context: TransitionContext)
    /// Called after the transition completed (or was cancelled), once UIKit has cleaned up.
    func animationEnded(_ transitionCompleted: Bool)
    /// An interruptible animator for interactive transitions (iOS 10); nil uses the classic path.
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator?
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { nil }
}

/// Drives a transition interactively (UIViewControllerInteractiveTransitioning).
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: TransitionContext)
    /// Speed of the completion after finish/cancel (1 plays the remainder in its own time).
    var completionSpeed: Double { get }
    var completionCurve: AnimationCurve { get }
    /// False starts the transition non-interactively until paused (iOS 10).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The keys of a transition's two controllers and views.
public enum TransitionContextKey: Sendable, Hashable {
    case from
    case to
}
