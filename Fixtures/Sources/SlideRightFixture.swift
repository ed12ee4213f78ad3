import GoldensScene

/// Slide right: the detail slides in from the left edge over the menu, which stays where it is
/// (over full screen); dismissal slides it back out to the left.
@MainActor
final class SlideRightAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let width = container.bounds.width
        if presenting {
            guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
                return context.completeTransition(false)
            }
            let final = context.finalFrame(for: toController)
            toView.frame = final.offsetBy(dx: -width, dy: 0)
            container.addSubview(toView)
            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
                toView.frame = final
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        } else {
            // Over full screen, the menu never left: only the detail moves.
            guard let fromView = context.view(forKey: .from) else { return context.completeTransition(false) }
            View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
                fromView.frame = fromView.frame.offsetBy(dx: -width, dy: 0)
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}

@MainActor
final class SlideRightTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideRightAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SlideRightAnimator(presenting: false)
    }
}

enum SlideRightFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "slideRight", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "slideRight", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        try recordMenuTransition(DetailController(title: "Slide right", color: Palette.detail), delegate: SlideRightTransition(),
                                 style: .overFullScreen, dismissing: dismissing)
    }
}
