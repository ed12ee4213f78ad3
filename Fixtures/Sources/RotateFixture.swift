import GoldensScene

/// Rotate: both screens turn about their top-left corner. Presenting, the detail swings down
/// into place from -90° while the menu swings away to +90° and fades; dismissal reverses.
@MainActor
final class RotateAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.6 }

    /// Pins the view's top-left corner to the container's: rotations then turn about it.
    private func hinge(_ view: View) {
        view.layer.anchorPoint = Point(x: 0, y: 0)
        view.layer.position = Point(x: 0, y: 0)
    }

    /// Back to the centre anchor, in the same place, for the view's next appearance.
    private func unhinge(_ view: View) {
        view.transform = .identity
        view.alpha = 1
        view.layer.anchorPoint = Point(x: 0.5, y: 0.5)
        view.center = Point(x: view.bounds.width / 2, y: view.bounds.height / 2)
    }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let fromController = context.viewController(forKey: .from),
              let toController = context.viewController(forKey: .to) else { return context.completeTransition(false) }
        let fromView = context.view(forKey: .from) ?? fromController.view
        let toView = context.view(forKey: .to) ?? toController.view
        let quarter = Double.pi / 2
        // The detail lives at -90° when away, the menu at +90°.
        let detailView = presenting ? toView : fromView
        let menuView = presenting ? fromView : toView
        if presenting {
            toView.frame = context.finalFrame(for: toController)
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        hinge(detailView)
        hinge(menuView)
        if presenting {
            detailView.transform = Transform(rotationAngle: -quarter)
        } else {
            menuView.transform = Transform(rotationAngle: quarter)
            menuView.alpha = 0
        }
        View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
            detailView.transform = self.presenting ? .identity : Transform(rotationAngle: -quarter)
            menuView.transform = self.presenting ? Transform(rotationAngle: quarter) : .identity
            menuView.alpha = self.presenting ? 0 : 1
        }, completion: { _ in
            self.unhinge(menuView)
            if self.presenting { self.unhinge(detailView) }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

@MainActor
final class RotateTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        RotateAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        RotateAnimator(presenting: false)
    }
}

enum RotateFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "rotate", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "rotate", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        let details = DetailController(title: "Rotate", color: Color(red: 0.36, green: 0.27, blue: 0.75))
        return try recordMenuTransition(details, delegate: RotateTransition(), style: .fullScreen, dismissing: dismissing)
    }
}
