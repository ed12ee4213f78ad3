/// UIKit's built-in transitions, used when the transitioning delegate vends no animator.
///
/// Durations and curves of the built-in transitions are not documented (docs/UIKitBehaviour.md,
/// "Cover vertical and cross dissolve"). Reverse-engineered UIKit runs them through
/// UITransitionView on the private curve 7, whose duration is replaced by 0.5 s: a critically
/// damped spring (m 3, k 1000, c 500), docs/UIKitBehaviour.md, "System spring". Both styles use
/// that here:
/// - cover vertical slides the presented view up from just below the container's bottom edge
///   and back down to it (a sheet over half the screen travels half as far);
/// - cross dissolve fades the presented view in over the presenter (and the presenter out when
///   it leaves the screen), and the reverse on dismissal.
/// Measure on a device before relying on these frames matching iOS exactly.
@MainActor
final class SystemTransitionAnimator: ViewControllerAnimatedTransitioning, SystemCurveAnimation {
    let style: ModalTransitionStyle
    let presenting: Bool

    init(style: ModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        Spring.systemSpringDuration
    }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        // Under a finger (a sheet dragged down) the motion follows it: linear, as UIKit's
        // interactive transitions are.
        let options: AnimationOptions = context.isInteractive ? .curveLinear : .curveSystemSpring
        let finish: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if presenting {
            guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else {
                return context.completeTransition(false)
            }
            let final = context.finalFrame(for: toController)
            container.addSubview(toView)
            let fromView = context.view(forKey: .from)
            switch style {
            case .coverVertical:
                // From just below the container's bottom edge: a sheet that covers half of it
                // rises half as far.
                toView.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
                View.animate(withDuration: transitionDuration(using: context), delay: 0, options: options,
                             animations: { toView.frame = final }, completion: finish)
            case .crossDissolve:
                toView.frame = final
                toView.alpha = 0
                View.animate(withDuration: transitionDuration(using: context), delay: 0, options: options, animations: {
                    toView.alpha = 1
                    fromView?.alpha = 0
                }, completion: { finished in
                    fromView?.alpha = 1  // it leaves the hierarchy; it must look right when it returns
                    finish(finished)
                })
            }
        } else {
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(false) }
            let toView = context.view(forKey: .to)
            if let toView { container.insertSubview(toView, belowSubview: fromView) }
            switch style {
            case .coverVertical:
                let gone = fromView.frame.offsetBy(dx: 0, dy: container.bounds.maxY - fromView.frame.minY)
                View.animate(withDuration: transitionDuration(using: context), delay: 0, options: options,
                             animations: { fromView.frame = gone }, completion: finish)
            case .crossDissolve:
                toView?.alpha = 0
                View.animate(withDuration: transitionDuration(using: context), delay: 0, options: options, animations: {
                    fromView.alpha = 0
                    toView?.alpha = 1
                }, completion: finish)
            }
        }
    }
}

/// One of UIKit's own transition animations, which run on the system spring curve; the blocks
/// run alongside them share that curve.
protocol SystemCurveAnimation {}
