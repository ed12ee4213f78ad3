import GoldensScene

/// UIKit's percent-driven interaction controller, on the scene model's (docs/UIKitBehaviour.md,
/// "Percent-driven interactive transitions"): `update` scrubs the animator's transition (its time
/// when the animator is classic, its
/// property animator's `fractionComplete` when it vends one), `finish` and `cancel` play the
/// rest forwards or back. Subclasses override `startInteractiveTransition` and call super.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let node: PercentDrivenInteractiveTransition

    public override init() {
        node = PercentDrivenInteractiveTransition()
        super.init()
        node.host = self
    }

    open var duration: CGFloat { CGFloat(node.duration) }
    open var percentComplete: CGFloat { CGFloat(node.percentComplete) }

    // What the transition reads of the controller is read here, on the app's object, each time:
    // a subclass overriding a getter (`completionSpeed` from the gesture's velocity,
    // `wantsInteractiveStart` false for a button) is obeyed, as in UIKit.
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart: Bool = true
    open var timingCurve: (any UITimingCurveProvider)?

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            return SceneDiagnostics.report("startInteractiveTransition: the context is not the one the transition was started with")
        }
        node.beginInteraction(context)
    }

    open func update(_ percentComplete: CGFloat) { node.update(Double(percentComplete)) }
    open func finish() { node.finish() }
    open func cancel() { node.cancel() }
    open func pause() { node.pause() }
}

/// The engine's controller reads the settings here, on the app's object, and starts through the
/// app's `startInteractiveTransition`.
extension UIPercentDrivenInteractiveTransition: InteractionControllerHost {
    package var hostCompletionSpeed: Double { Double(completionSpeed) }
    package var hostCompletionCurve: AnimationCurve { completionCurve.scene }
    package var hostWantsInteractiveStart: Bool { wantsInteractiveStart }
    package var hostTimingCurve: AnimatorTimingParameters? { timingCurve?.sceneParameters }

    package func hostStartInteractiveTransition(_ context: TransitionContext) {
        startInteractiveTransition(context)
    }
}
