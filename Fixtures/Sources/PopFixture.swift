import GoldensScene

/// Pop: the detail grows from nothing (scale 0) in the middle of the screen while the menu
/// behind it shifts down 15 pt, shrinks to 0.95 and dims; dismissal drops the detail off the
/// bottom while the menu comes back.
@MainActor
final class PopAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    /// Where the menu sits while the detail is up: nudged down and slightly smaller.
    static let receded = Transform(translationX: 0, y: 15).scaledBy(x: 0.95, y: 0.95)

    func transitionDuration(using context: TransitionContext?) -> Double { presenting ? 0.6 : 0.4 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let fromController = context.viewController(forKey: .from),
              let toController = context.viewController(forKey: .to) else { return context.completeTransition(false) }
        let fromView = context.view(forKey: .from) ?? fromController.view
        let toView = context.view(forKey: .to) ?? toController.view
        let duration = transitionDuration(using: context)
        if presenting {
            toView.frame = context.finalFrame(for: toController)
            toView.transform = Transform(scaleX: 0, y: 0)
            container.addSubview(toView)
            View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                         options: [], animations: {
                toView.transform = .identity
                fromView.transform = PopAnimator.receded
                fromView.alpha = 0.5
            }, completion: { _ in
                // The menu leaves the screen now; it must look like itself when it returns.
                fromView.transform = .identity
                fromView.alpha = 1
                context.completeTransition(!context.transitionWasCancelled)
            })
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.transform = PopAnimator.receded
            toView.alpha = 0.5
            let height = container.bounds.height
            View.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                fromView.center.y += height
                toView.transform = .identity
                toView.alpha = 1
            }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}

@MainActor
final class PopTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        PopAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        PopAnimator(presenting: false)
    }
}

enum PopFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "pop", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "pop", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        try recordMenuTransition(DetailController(title: "Pop", color: Palette.accent), delegate: PopTransition(),
                                 style: .fullScreen, dismissing: dismissing)
    }
}
