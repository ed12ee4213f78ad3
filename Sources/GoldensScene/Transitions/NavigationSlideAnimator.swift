/// UIKit's own push and pop, used when the navigation delegate vends no animator: the incoming
/// screen slides in from the trailing edge over the outgoing one, which slides a third of the
/// way out underneath (the parallax) and dims; the sliding screen casts a soft shadow on its
/// leading edge. A pop is the same motion backwards.
///
/// UIKit's values are private and undocumented. Chosen here, and unmeasured on a device:
/// - curve: the system spring, private curve 7 (docs/UIKitBehaviour.md, "System spring":
///   critically damped, m 3, k 1000, c 500, run for 0.5 s), which UIKit's built-in transitions
///   use (docs/UIKitBehaviour.md, "System transitions"), with
///   linear timing while an interaction drives it so a finger and the screen move together.
///   The community re-implementation of the interactive pop in SloppySwiper (SSWAnimator.m)
///   uses the same pair: `7 << 16` animated, linear interactive;
/// - parallax: the outgoing screen moves 30 % of the width, the figure re-implementations of
///   the system slide use (SSWAnimator, LazyBackAnimator's `parallaxRatio`), by eye on devices;
/// - dimming: black at 10 % over the screen underneath, and a shadow of black at 20 % opacity,
///   radius 8 pt on the sliding screen's leading edge, chosen by eye.
@MainActor
public final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning, SystemCurveAnimation {
    public enum Operation: Sendable {
        case push
        case pop
    }

    public static let parallaxFraction = 0.3
    public static let dimmingAlpha = 0.1
    public static let shadowOpacity = 0.2
    public static let shadowRadius = 8.0

    public let operation: Operation

    public init(operation: Operation) {
        self.operation = operation
    }

    public func transitionDuration(using context: TransitionContext?) -> Double {
        Spring.systemSpringDuration
    }

    public func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
              let toController = context.viewController(forKey: .to) else {
            return context.completeTransition(false)
        }
        let container = context.containerView
        let width = container.bounds.width
        let final = context.finalFrame(for: toController)
        // The screen on top slides across the whole width; the one underneath a third of it.
        let (top, under) = operation == .push ? (toView, fromView) : (fromView, toView)
        let rest = final
        let topAway = final.offsetBy(dx: width, dy: 0)
        let underAway = final.offsetBy(dx: -width * Self.parallaxFraction, dy: 0)

        let dimming = View(frame: container.bounds)
        dimming.name = "navigation dimming"
        dimming.backgroundColor = .black
        // The shadow of a strip along the sliding screen's leading edge, wide enough that its
        // far side adds nothing at the edge: no fill, so a screen with a clear background shows
        // what is under it, darkened only near its edge, as UIKit's edge shadow does.
        let shadow = View(frame: final)
        shadow.name = "navigation shadow"
        shadow.layer.shadowPath = Path.rect(Rect(x: 0, y: 0, width: 4 * Self.shadowRadius, height: final.height))
        shadow.layer.shadowOpacity = Self.shadowOpacity
        shadow.layer.shadowRadius = Self.shadowRadius
        shadow.layer.shadowOffset = Size(width: 0, height: 0)

        if operation == .push {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        container.insertSubview(dimming, aboveSubview: under)
        container.insertSubview(shadow, belowSubview: top)

        func place(pushed progress: Bool) {
            top.frame = progress ? rest : topAway
            shadow.frame = top.frame
            under.frame = progress ? underAway : rest
            dimming.frame = under.frame
            dimming.alpha = progress ? Self.dimmingAlpha : 0
        }
        let starting = operation == .pop
        place(pushed: starting)
        let options: AnimationOptions = context.isInteractive ? .curveLinear : .curveSystemSpring
        View.animate(withDuration: transitionDuration(using: context), delay: 0, options: options, animations: {
            place(pushed: !starting)
        }, completion: { _ in
            dimming.removeFromSuperview()
            shadow.removeFromSuperview()
            under.frame = rest
            if context.transitionWasCancelled { top.frame = starting ? rest : topAway }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
