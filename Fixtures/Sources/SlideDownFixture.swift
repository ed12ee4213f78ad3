import GoldensScene

/// Slide down: both views move down together, the old one dimming to alpha 0.5, on a spring
/// (damping 0.8, velocity 0.8, 0.5 s); dismissal reverses.
@MainActor
final class SlideDownAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let height = container.bounds.height
        guard let fromController = context.viewController(forKey: .from),
              let toController = context.viewController(forKey: .to) else { return }
        let fromView = context.view(forKey: .from) ?? fromController.view
        let toView = context.view(forKey: .to) ?? toController.view
        if presenting {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: toController).offsetBy(dx: 0, dy: -height)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.center.y += height
            toView.alpha = 0.5
        }
        View.animate(withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 0.8,
                     initialSpringVelocity: 0.8, options: [], animations: {
            if self.presenting {
                fromView.center.y += height
                fromView.alpha = 0.5
                toView.center.y += height
            } else {
                fromView.center.y -= height
                toView.center.y -= height
                toView.alpha = 1
            }
        }, completion: { _ in
            if self.presenting {
                // UIKit takes the menu off screen now; leave it as it was for its return.
                fromView.center.y -= height
                fromView.alpha = 1
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

@MainActor
final class SlideDownTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideDownAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideDownAnimator(presenting: false)
    }
}

enum SlideDownFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "slideDown", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "slideDown", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        try recordMenuTransition(DetailController(), delegate: SlideDownTransition(), style: .fullScreen, dismissing: dismissing)
    }
}
