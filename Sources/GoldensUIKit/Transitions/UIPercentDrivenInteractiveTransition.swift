import GoldensScene

/// UIKit's percent-driven interaction controller, on the scene model's (UIKIT-TRANSITIONS.md
/// §5.1): `update` scrubs the animator's transition (its time when the animator is classic, its
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

    open var completionSpeed: CGFloat {
        get { CGFloat(node.completionSpeed) }
        set { node.completionSpeed = Double(newValue) }
    }

    open var completionCurve: UIView.AnimationCurve {
        get { UIView.AnimationCurve(node.completionCurve) }
        set { node.completionCurve = newValue.scene }
    }

    open var wantsInteractiveStart: Bool {
        get { node.wantsInteractiveStart }
        set { node.wantsInteractiveStart = newValue }
    }

    open var timingCurve: (any UITimingCurveProvider)? {
        didSet { node.timingCurve = timingCurve.map(\.sceneParameters) }
    }

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

/// The scene node of a `UIPercentDrivenInteractiveTransition`.
final class BridgedPercentDrivenTransition: PercentDrivenInteractiveTransition {
    override func startInteractiveTransition(_ context: TransitionContext) {
        guard let controller = owner as? UIPercentDrivenInteractiveTransition else { return baseStart(context) }
        controller.startInteractiveTransition(TransitionContextBridge.bridge(context))
    }

    func baseStart(_ context: TransitionContext) {
        super.startInteractiveTransition(context)
    }
}
