/// UIPercentDrivenInteractiveTransition: an interaction controller the code (or a scripted
/// gesture in a test) drives with `update`, then `finish` or `cancel` (docs/UIKitBehaviour.md,
/// "Percent-driven interactive transitions").
///
/// Two paths, as in UIKit:
/// - classic: the animator's `animateTransition` runs once, in the container's own time, which is
///   frozen at `duration · percent`, so percent maps linearly to animation *time* and the
///   animator's curve still shapes the values;
/// - interruptible: when the animator vends `interruptibleAnimator(using:)`, `update` sets its
///   `fractionComplete` (linear in *value*), and finish/cancel continue it forwards or reversed.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    // Read on the host when there is one (the app's UIKit object, whose subclass may override
    // them), else stored here.
    /// Divides the time the remainder takes after finish/cancel; must be positive.
    public var completionSpeed: Double {
        get { host?.hostCompletionSpeed ?? storedSettings.completionSpeed }
        set { storedSettings.completionSpeed = newValue }
    }
    /// The curve of the remainder (documented default easeInOut; newer UIKit may use the system
    /// spring, see docs/UIKitBehaviour.md, "Percent-driven interactive transitions").
    public var completionCurve: AnimationCurve {
        get { host?.hostCompletionCurve ?? storedSettings.completionCurve }
        set { storedSettings.completionCurve = newValue }
    }
    public var wantsInteractiveStart: Bool {
        get { host?.hostWantsInteractiveStart ?? storedSettings.wantsInteractiveStart }
        set { storedSettings.wantsInteractiveStart = newValue }
    }
    /// Timing for the remainder on the interruptible path; nil keeps the animator's own.
    public var timingCurve: AnimatorTimingParameters? {
        get { host.map { $0.hostTimingCurve } ?? storedSettings.timingCurve }
        set { storedSettings.timingCurve = newValue }
    }
    private var storedSettings = (completionSpeed: 1.0, completionCurve: AnimationCurve.easeInOut,
                                  wantsInteractiveStart: true, timingCurve: AnimatorTimingParameters?.none)

    /// The last value given to `update`, clamped to [0, 1].
    public private(set) var percentComplete: Double = 0
    /// The animator's duration, once the transition started.
    public private(set) var duration: Double = 0

    private var context: TransitionContext?
    private var domain: TransitionTimeDomain?
    private var propertyAnimator: PropertyAnimator?
    private var ended = false
    /// Vended for a transition that has not started yet (UIKit starts it a moment after the
    /// `present` or `dismiss` that asked for this controller): held for it, and no context yet.
    private var awaitingStart: Bool { heldOwner.isHeld && context == nil }
    /// A `finish()` (false) or `cancel()` (true) that came while the transition it was vended
    /// for had not started: an app that dismisses and finishes in one breath (a tap on the
    /// dimming view of a menu whose dismissal is always interactive) has it end as it starts.
    private var earlyEnding: Bool?
    /// The object this controller stands for above the engine (see `InteractionControllerHost`):
    /// held weakly, except from when a delegate vends it until its transition ends (UIKit keeps
    /// the interaction controller it was given for the whole transition, even one the delegate
    /// made for the occasion and kept nothing of).
    package var host: (any InteractionControllerHost)? {
        get { heldOwner.object as? any InteractionControllerHost }
        set { heldOwner.object = newValue }
    }
    private var heldOwner = TransitionOwner()

    /// A delegate vended this controller for a transition: its owner is kept until that ends.
    public func keepOwnerUntilTransitionEnds() {
        heldOwner.hold()
    }

    /// The transition it drove has ended: it lets go of its host and starts afresh, ready for
    /// the next transition (apps keep one in a `let` and use it for every dismissal).
    func transitionEnded() {
        heldOwner.release()
        context = nil
        domain = nil
        propertyAnimator = nil
        ended = false
        earlyEnding = nil
        percentComplete = 0
        duration = 0
    }

    public init() {}

    /// The host's `startInteractiveTransition` (the app's override, which calls super to reach
    /// `beginInteraction`), else `beginInteraction`.
    public func startInteractiveTransition(_ context: TransitionContext) {
        if let host { return host.hostStartInteractiveTransition(context) }
        beginInteraction(context)
    }

    /// What UIKit's own `startInteractiveTransition` does: scrub the animator from here on.
    public func beginInteraction(_ context: TransitionContext) {
        self.context = context
        defer { endEarlyIfAsked() }
        guard let driver = context.driver, let animator = driver.animator else {
            earlyEnding = nil
            return context.completeTransition(false)
        }
        duration = driver.duration
        let interactive = wantsInteractiveStart
        if let interruptible = animator.interruptibleAnimator(using: context) {
            propertyAnimator = interruptible
            driver.interruptibleAnimator = interruptible
            if interactive {
                interruptible.pauseAnimation()
            } else {
                interruptible.startAnimation()
            }
            driver.startAlongsideAnimations()
            if interactive {
                // Set once the alongside animations joined it, so they start where it is too.
                interruptible.fractionComplete = percentComplete
                catchUpWithEarlyUpdate(context)
            }
            return
        }
        guard interactive else {
            // Not interactive at the start: the animator's own animation, in the window's time.
            // (A later `pause()` cannot scrub it: only a transition begun interactively has a
            // time of its own to freeze.)
            animator.animateTransition(using: context)
            return driver.startAlongsideAnimations()
        }
        let domain = TransitionTimeDomain(start: AnimationContext.clock.now, duration: duration)
        self.domain = domain
        driver.timeDomain = domain
        context.containerView.timeDomain = domain
        domain.perform { animator.animateTransition(using: context) }
        driver.startAlongsideAnimations()
        domain.freeze(atPercent: percentComplete)
        catchUpWithEarlyUpdate(context)
    }

    /// A finger that moved before the transition started (an app updates in the same turn as it
    /// pushes or presents, which UIKit starts a moment later) has the whole transition, what
    /// runs alongside included, where it went.
    private func catchUpWithEarlyUpdate(_ context: TransitionContext) {
        if percentComplete > 0 { context.updateInteractiveTransition(percentComplete) }
    }

    /// Ends the transition as a `finish()` or `cancel()` that came before it started asked.
    private func endEarlyIfAsked() {
        guard let cancelled = earlyEnding else { return }
        earlyEnding = nil
        if context != nil, wantsInteractiveStart { end(cancelled: cancelled) }
    }

    /// Shows the transition at `percent` (values below 0 count as 0; above 1 look complete).
    public func update(_ percent: Double) {
        guard !ended else { return }
        percentComplete = min(max(percent.isNaN ? 0 : percent, 0), 1)
        context?.updateInteractiveTransition(percentComplete)
        if let propertyAnimator {
            propertyAnimator.fractionComplete = percentComplete
        } else {
            domain?.freeze(atPercent: percentComplete)
        }
    }

    /// Plays the rest of the transition: `(1 − percent) · duration / completionSpeed` seconds.
    public func finish() {
        end(cancelled: false)
    }

    /// Plays the transition back to its start: `percent · duration / completionSpeed` seconds,
    /// then the animator completes with `transitionWasCancelled == true`.
    public func cancel() {
        end(cancelled: true)
    }

    /// Makes a transition that started non-interactively interactive (iOS 10): with an
    /// interruptible animator, `percentComplete` is where it paused, so a finger that grabs a
    /// running transition moves it on from there (apps update by `percentComplete + increment`).
    public func pause() {
        context?.pauseInteractiveTransition()
        guard let propertyAnimator else { return }
        propertyAnimator.pauseAnimation()
        percentComplete = min(max(propertyAnimator.fractionComplete, 0), 1)
    }

    private func end(cancelled: Bool) {
        if awaitingStart { earlyEnding = cancelled }
        guard let context, !ended else { return }
        ended = true
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let remaining = cancelled ? percentComplete : 1 - percentComplete
        if let propertyAnimator {
            propertyAnimator.isReversed = cancelled
            propertyAnimator.continueAnimation(withTimingParameters: timingCurve, durationFactor: remaining / speed)
            return
        }
        guard let domain, let driver = context.driver else { return }
        domain.playRemainder(cancelled: cancelled, of: [context.containerView] + driver.scrubbedViewsInDomain,
                             on: driver.window.clock, length: remaining * duration / speed,
                             curve: completionCurve.timingFunction, label: "end of interactive \(driver.label)")
    }
}

/// The object a percent-driven controller stands for above the engine (GoldensUIKit's
/// `UIPercentDrivenInteractiveTransition`): its settings are read there on every use and its
/// `startInteractiveTransition` runs there, so a subclass's overrides are obeyed. Visible within
/// the package only.
@MainActor
package protocol InteractionControllerHost: AnyObject {
    var hostCompletionSpeed: Double { get }
    var hostCompletionCurve: AnimationCurve { get }
    var hostWantsInteractiveStart: Bool { get }
    var hostTimingCurve: AnimatorTimingParameters? { get }
    func hostStartInteractiveTransition(_ context: TransitionContext)
}

/// An object held strongly while a transition runs and weakly after: UIKit retains the
/// interaction controller it was handed exactly that long.
struct TransitionOwner {
    private weak var weakObject: AnyObject?
    private var heldObject: AnyObject?
    /// The object set is held only after `hold()`, until `release()`.
    private var isReleased = true

    var object: AnyObject? {
        get { heldObject ?? weakObject }
        set {
            weakObject = newValue
            heldObject = isReleased ? nil : newValue
        }
    }

    /// Whether `hold()` came and no `release()` since.
    var isHeld: Bool { !isReleased }

    mutating func release() {
        isReleased = true
        heldObject = nil
    }

    mutating func hold() {
        isReleased = false
        heldObject = weakObject
    }
}
