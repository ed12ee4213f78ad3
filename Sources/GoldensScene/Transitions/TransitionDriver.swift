/// What every transition an animator performs has in common, whether UIKit runs it for a modal
/// presentation or for a container swapping its children (a navigation push or pop, a tab
/// switch): the context and coordinator, the animator or interaction controller started in
/// UIKit's order, alongside animations in the transition's time, and on `completeTransition`
/// the hierarchy fixed up (by the subclass), `animationEnded`, the appearance callbacks and the
/// completions.
@MainActor
class TransitionDriver: CoordinatedTransition {
    let animator: (any ViewControllerAnimatedTransitioning)?
    let interactor: (any ViewControllerInteractiveTransitioning)?
    let window: Window
    let animated: Bool
    /// "present HerbDetails", "push Detail": for messages and labels.
    let label: String
    /// When the transition began, on the window's clock.
    let startTime: Double
    var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    private(set) var duration: Double = 0
    private(set) var isFinished = false
    /// For the classic interactive path: the container's own time.
    var timeDomain: TransitionTimeDomain?
    /// The interruptible animator an interaction scrubs, which carries the alongside animations.
    var interruptibleAnimator: PropertyAnimator?
    private var completion: (() -> Void)?

    var transitionContext: TransitionContext? { context }
    var coordinatorContainerView: View { context.containerView }

    init(label: String, animator: (any ViewControllerAnimatedTransitioning)?,
         interactor: (any ViewControllerInteractiveTransitioning)?, window: Window, animated: Bool, completion: (() -> Void)?) {
        self.label = label
        self.animator = animator
        self.interactor = interactor
        self.window = window
        self.animated = animated
        self.completion = completion
        startTime = window.clock.now
    }

    /// UIKit runs an animated presentation or dismissal once the turn that asked for it ends
    /// (after Core Animation commits the turn's changes): code after `present` in the same turn
    /// (a property set on the presented controller, the delegate told which cell was tapped
    /// after the cell's segue presented) is in place when the presentation controller and the
    /// animator run. Asking for the transition coordinator meanwhile starts it at once.
    /// Not animated, it starts now.
    func start(whenTurnEnds animated: Bool, _ start: @escaping () -> Void) {
        guard animated else { return start() }
        waitingStart = start
        window.waitingTransition = self
        window.clock.atCommit { [weak self] in MainActor.assumeIsolated { self?.startIfWaiting() } }
    }

    /// Starts the transition if it still waits for its turn to end.
    func startIfWaiting() {
        guard let start = waitingStart else { return }
        waitingStart = nil
        if window.waitingTransition === self { window.waitingTransition = nil }
        start()
    }

    private var waitingStart: (() -> Void)?

    /// Whether `controller` sees this transition's coordinator, as UIKit decides: the two
    /// controllers that change places, a container running the transition in its own view (a
    /// navigation or tab bar controller during a push, pop or switch), and the children of the
    /// two (a child not involved itself gets its parent's coordinator).
    func involves(_ controller: ViewController) -> Bool {
        let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
        if controller === from || controller === to { return true }
        guard controller.isViewLoaded else { return false }
        let view = controller.view
        if context.containerView.isDescendant(of: view) { return true }
        return [from, to].contains { other in other.map { $0.isViewLoaded && view.isDescendant(of: $0.view) } ?? false }
    }

    /// Starts the transition described by `context`: the will-callbacks, then the animator, the
    /// interaction controller, or (not animated) `instantly` and the end at once.
    func begin(_ context: TransitionContext, callbacks: () -> Void, instantly: () -> Void) {
        self.context = context
        coordinator = TransitionCoordinator(driver: self)
        window.runningTransition = self
        // The animator answers for the transition it is asked about: an interactive one when
        // an interaction controller drives it (animators give pans longer durations).
        if let interactor, animator != nil { context.isInteractive = interactor.wantsInteractiveStart }
        duration = Self.checkedDuration(animator?.transitionDuration(using: context) ?? 0, label: label, window: window)
        callbacks()
        guard let animator else {
            instantly()
            // A transition that is not animated has a coordinator too (its `isAnimated` is
            // false), and UIKit runs the blocks registered alongside it at once: a dimming view
            // a presentation controller fades in is shown.
            runAlongsideAnimationsInPlace()
            completeTransition(true)
            return
        }
        if let interactor {
            // UIKit hands a vended interaction controller the transition whatever it wants; one
            // that does not want an interactive start runs the animation itself from there.
            interactor.startInteractiveTransition(context)
            // An interaction controller of the app's own (not percent-driven) does not start
            // the alongside animations; UIKit runs them once it has started (the navigation
            // bar's cross-fade among them). While the interaction lasts they follow the
            // progress the controller reports (`updateInteractiveTransition`), as the views
            // it moves itself do; without an interaction, the window's time.
            if !coordinator.animationsStarted {
                if context.isInteractive, !isFinished { scrubAlongsideAnimations() }
                startAlongsideAnimations()
            }
        } else {
            // The alongside animations join the first animation block the animator starts;
            // an animator that starts none (Core Animation, a property animator) gets them
            // afterwards, over the transition's duration.
            AnimationContext.pendingAlongside = { [self] in runAlongsideAnimationsInPlace() }
            animator.animateTransition(using: context)
            if AnimationContext.pendingAlongside != nil {
                AnimationContext.pendingAlongside = nil
                startAlongsideAnimations()
            }
        }
        if context.containerView.subviews.isEmpty, !isFinished {
            SceneDiagnostics.report("\(label): the animator added nothing to the container view", in: window)
        }
    }

    /// A duration that is no length of time (NaN, infinite, negative) would leave nothing to
    /// sample and no end to wait for: it is reported, and the transition runs as if it were 0.
    private static func checkedDuration(_ duration: Double, label: String, window: Window) -> Double {
        let problem = AnimationParameterError.check("transitionDuration(using:)", duration, in: 0...Double.greatestFiniteMagnitude,
                                                   expected: "a finite number of seconds, 0 or more")
        guard let problem else { return duration }
        SceneDiagnostics.report("\(label): \(problem)", in: window)
        return 0
    }

    /// Runs the alongside blocks registered so far right here: at once when nothing animates,
    /// or inside the animation block that is running them (the animator's first).
    private func runAlongsideAnimationsInPlace() {
        coordinator.animationsStarted = true
        for entry in coordinator.alongside { entry.animation?(coordinator) }
    }

    /// Runs the alongside animations registered so far, inside the transition's time.
    func startAlongsideAnimations() {
        coordinator.animationsStarted = true
        for entry in coordinator.alongside { runAlongside(entry) }
    }

    func runAlongside(_ entry: TransitionCoordinator.Alongside) {
        guard let animation = entry.animation else { return }
        // A transition an interruptible animator runs carries the alongside animations in that
        // animator, so they follow its progress when an interaction scrubs it.
        if let interruptibleAnimator {
            return interruptibleAnimator.addAnimations { [coordinator] in animation(coordinator) }
        }
        // UIKit runs alongside blocks with the transition's own animation attributes: its own
        // transitions' curve (the system spring), the default curve with an app's animator.
        let options: AnimationOptions = animator is SystemCurveAnimation && !context.isInteractive ? .curveSystemSpring : []
        let body = { [self] in
            View.animate(withDuration: duration, delay: 0, options: options, animations: { animation(coordinator) })
        }
        guard let timeDomain else { return body() }
        if let view = entry.view, view.timeDomain == nil {
            view.timeDomain = timeDomain
            scrubbedViews.append(view)
        }
        timeDomain.perform(body)
    }

    /// Views outside the container that share its time while an interaction scrubs it.
    private var scrubbedViews: [View] = []
    var scrubbedViewsInDomain: [View] { scrubbedViews }

    // MARK: An app's own interaction controller

    /// Whether `timeDomain` times the alongside animations alone: an interaction controller of
    /// the app's own moves the transition's views itself and reports its progress, which the
    /// alongside animations follow (those given a view to animate in, such as the navigation
    /// bar's; an animation given no view runs in the window's time, since the container it
    /// would belong to is the app's to move).
    private var scrubsAlongsideOnly = false

    private func scrubAlongsideAnimations() {
        let domain = TransitionTimeDomain(start: window.clock.now, duration: duration)
        domain.freeze(atPercent: context.percentComplete)
        timeDomain = domain
        scrubsAlongsideOnly = true
    }

    /// The app's interaction controller reported `percent`: the alongside animations show it.
    func interactionUpdated(_ percent: Double) {
        guard scrubsAlongsideOnly, let timeDomain, !isFinished else { return }
        timeDomain.freeze(atPercent: percent)
    }

    /// The app's interaction controller finished or cancelled: the alongside animations play
    /// the rest, or back to their start, as UIKit plays them, at the controller's
    /// `completionSpeed` and along its `completionCurve`. A pause (`pauseInteractiveTransition`)
    /// holds them where they are.
    func interactionEnded(cancelled: Bool?) {
        guard scrubsAlongsideOnly, let domain = timeDomain, let interactor, !isFinished else { return }
        let clock = window.clock
        guard let cancelled else {
            let local = domain.localTime(atClock: clock.now)
            return domain.freeze(atPercent: duration > 0 ? (local - domain.start) / duration : 1)
        }
        let percent = min(max(context.percentComplete.isNaN ? 0 : context.percentComplete, 0), 1)
        let speed = interactor.completionSpeed > 0 && interactor.completionSpeed.isFinite ? interactor.completionSpeed : 1
        let length = (cancelled ? percent : 1 - percent) * duration / speed
        domain.playRemainder(cancelled: cancelled, of: scrubbedViews, on: clock, length: length,
                             curve: interactor.completionCurve.timingFunction, label: "end of the interaction of \(label)")
    }

    // MARK: Completing

    func completeTransition(_ didComplete: Bool) {
        // UIKit ignores a second call (animators that complete in two completions do it);
        // it only says so.
        guard !isFinished else {
            return ConsoleLog.write("\(label): completeTransition(\(didComplete)) was called a second time; ignored")
        }
        isFinished = true
        let container = context.containerView
        timeDomain?.handOver([container] + scrubbedViews, mainNow: window.clock.now)
        settleViews(didComplete)
        container.timeDomain = nil
        for view in scrubbedViews { view.timeDomain = nil }
        scrubbedViews = []
        timeDomain = nil
        scrubsAlongsideOnly = false
        interruptibleAnimator = nil
        animator?.animationEnded(didComplete)
        callEndCallbacks(didComplete)
        window.runningTransition = nil
        for entry in coordinator.alongside { entry.completion?(coordinator) }
        if didComplete, let completion { runCompletion(completion) }
        completion = nil
        container.setNeedsLayout()
        (interactor as? PercentDrivenInteractiveTransition)?.transitionEnded()
    }

    /// Runs the completion of `present`/`dismiss`/`push`… A completion that starts a transition
    /// without animation gets that one's completion called inside it; a chain that never ends
    /// would recurse until the stack runs out, so at `completionNestingLimit` it is broken
    /// and reported.
    private func runCompletion(_ completion: () -> Void) {
        guard window.nestedTransitionCompletions < Self.completionNestingLimit else {
            return SceneDiagnostics.report("\(label): its completion was not run: transitions started from completions "
                + "nest \(Self.completionNestingLimit) deep (each completion starts the next at once), a chain that never ends", in: window)
        }
        window.nestedTransitionCompletions += 1
        completion()
        window.nestedTransitionCompletions -= 1
    }

    static let completionNestingLimit = 64

    /// Fixes up the hierarchy once the animator is done: what UIKit removes or restores.
    func settleViews(_ didComplete: Bool) {}

    /// The did-callbacks of the controllers (and of the container's delegate).
    func callEndCallbacks(_ didComplete: Bool) {}
}
