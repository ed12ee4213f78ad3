import GoldensScene

/// Custom modal show: a blue detail view drops in from above (scale 0.6, moved up 200 pt,
/// transparent) on a property animator with a damping-ratio 0.8 spring and initial velocity
/// (1, 0) over 0.6 s; it is dismissed by a drag: the view follows the finger down and either
/// leaves (finish) or springs back (cancel).
@MainActor
final class DropInAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.6 }

    func animateTransition(using context: TransitionContext) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: toController)
        toView.transform = Transform(scaleX: 0.6, y: 0.6).concatenating(Transform(translationX: 0, y: -200))
        toView.alpha = 0
        // UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0)):
        // for a transform and an alpha, only the vector's magnitude (1) matters.
        let animator = PropertyAnimator(duration: transitionDuration(using: context),
                                        timingParameters: .dampingRatio(0.8, initialVelocity: 1))
        animator.addAnimations {
            toView.transform = .identity
            toView.alpha = 1
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        animator.startAnimation()
    }
}

/// The dismissal a drag drives: the detail view slides down off the screen (easeOut, 0.4 s).
/// Scrubbed by a percent-driven interaction controller, so the drag's percent is animation time.
@MainActor
final class DragDownAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from) else { return }
        let distance = context.containerView.bounds.height
        View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseOut, animations: {
            fromView.transform = Transform(translationX: 0, y: distance)
        }, completion: { _ in
            // A cancelled drag leaves the view where it was: undo the model change.
            if context.transitionWasCancelled { fromView.transform = .identity }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

@MainActor
final class CustomModalTransition: ViewControllerTransitioningDelegate {
    let drag = PercentDrivenInteractiveTransition()
    var interactive = false

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DropInAnimator()
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DragDownAnimator()
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        interactive ? drag : nil
    }
}

enum CustomModalFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "customModal", transition: "present") { try run(.present) },
            FixtureScenario(test: "customModal", transition: "drag-finish") { try run(.dragFinish) },
            FixtureScenario(test: "customModal", transition: "drag-cancel") { try run(.dragCancel) },
        ]
    }

    enum Part {
        case present, dragFinish, dragCancel
    }

    /// A drag down the screen over 0.3 s reaching 60 % (finish) or 30 % (cancel), then released.
    static func drag(finishing: Bool) -> GestureScript {
        let peak = finishing ? 0.6 : 0.3
        // Times are exact instants on the clock: 0.15, not 0.15000000000000002 from a stride.
        let updates = (1...6).map { step in
            (time: Double(step * 5) / 100, percent: peak * Double(step) / 6)
        }
        return GestureScript(updates: updates, ending: finishing ? .finish(at: 0.3) : .cancel(at: 0.3))
    }

    @MainActor
    static func run(_ part: Part) throws -> [TransitionFrame] {
        let menu = MenuController()
        let window = makeWindow(root: menu)
        let details = DetailController(title: "Custom modal", color: Palette.detail)
        let transition = CustomModalTransition()
        details.transitioningDelegate = transition
        details.modalPresentationStyle = .overFullScreen
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime(transition) {
            switch part {
            case .present:
                return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
            case .dragFinish, .dragCancel:
                menu.present(details, animated: false)
                transition.interactive = true
                let gesture = drag(finishing: part == .dragFinish)
                return try sampler.record(.interactive(.dismiss(details), interactor: transition.drag, gesture: gesture),
                                          at: .seconds((0...10).map { Double($0 * 5) / 100 }),
                                          includeStart: false, includeEnd: false)
            }
        }
    }
}
