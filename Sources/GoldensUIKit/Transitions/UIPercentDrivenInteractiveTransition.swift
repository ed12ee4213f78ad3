import GoldensScene

/// UIKit's percent-driven interaction controller, on the scene model's (docs/UIKitBehaviour.md,
/// "Percent-driven interactive transitions"): `update` scrubs the animator's transition (its time
/// when the animator is classic, its
/// property animator's `fractionComplete` when it vends one), `finish` and `cancel` play the
/// rest forwards or back. Subclasses override `startInteractiveTransition` and call super.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    let node: BridgedPercentDrivenTransition

    public override init() {
        node = BridgedPercentDrivenTransition()
        super.init()
        node.owner = self
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
        guard let bridge = transitionContext as? TransitionContextBridge else {
            return SceneDiagnostics.report("startInteractiveTransition: the context is not the one the transition was started with")
        }
        node.baseStart(bridge.node)
    }

    open func update(_ percentComplete: CGFloat) { node.update(Double(percentComplete)) }
    open func finish() { node.finish() }
    open func cancel() { node.cancel() }
    open func pause() { node.pause() }
}

/// The scene node of a `UIPercentDrivenInteractiveTransition`: its settings are the UIKit
/// controller's, read through on every use.
final class BridgedPercentDrivenTransition: PercentDrivenInteractiveTransition {
    private var controller: UIPercentDrivenInteractiveTransition? { owner as? UIPercentDrivenInteractiveTransition }

    override var completionSpeed: Double {
        get { controller.map { Double($0.completionSpeed) } ?? super.completionSpeed }
        set { super.completionSpeed = newValue }
    }

    override var completionCurve: AnimationCurve {
        get { controller?.completionCurve.scene ?? super.completionCurve }
        set { super.completionCurve = newValue }
    }

    override var wantsInteractiveStart: Bool {
        get { controller?.wantsInteractiveStart ?? super.wantsInteractiveStart }
        set { super.wantsInteractiveStart = newValue }
    }

    override var timingCurve: AnimatorTimingParameters? {
        get { controller.map { $0.timingCurve?.sceneParameters } ?? super.timingCurve }
        set { super.timingCurve = newValue }
    }

    override func startInteractiveTransition(_ context: TransitionContext) {
        guard let controller = owner as? UIPercentDrivenInteractiveTransition else { return baseStart(context) }
        controller.startInteractiveTransition(TransitionContextBridge.bridge(context))
    }

    func baseStart(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
    }
}
