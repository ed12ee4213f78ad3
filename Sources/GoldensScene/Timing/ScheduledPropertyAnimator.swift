/// A property animator's timing bound to a virtual clock: the UIKit-shaped API of
/// `UIViewPropertyAnimator` without the views. It schedules its own end on the clock, runs its
/// completion handlers there (in the order added), and records when it starts, ends and
/// completes so samplers include those instants. A view layer maps `progress` to values.
public final class ScheduledPropertyAnimator {
    public typealias Position = PropertyAnimatorTiming.Position
    public typealias State = PropertyAnimatorTiming.State

    /// The clock it runs on; an inactive animator moves to the clock of the views it animates
    /// (see `adopt(_:)`).
    public private(set) var clock: VirtualClock
    /// Identifies this animator's events on the clock.
    public let id: AnimationID
    public let label: String
    public private(set) var timing: PropertyAnimatorTiming

    private var completions: [(Position) -> Void] = []
    /// Runs at every end, before that run's completions (which are used up by it): the
    /// animator's own settling of its values, whichever run it is of an animator used again.
    public var onEveryEnd: ((Position) -> Void)?
    /// Runs after whatever can change `state`, `isRunning`, `isReversed` or `fractionComplete`
    /// other than time passing: a start (delayed ones when they start), pause, scrub, reversal,
    /// continuation, stop or finish, and a run reaching its end, whether it completes or pauses
    /// there (`pausesOnCompletion`), before any completion: when UIKit tells those properties'
    /// observers.
    public var onChange: (() -> Void)?
    private var endToken: VirtualClock.ActionToken?
    private var delayedStartToken: VirtualClock.ActionToken?

    public init(clock: VirtualClock, duration: Double, timingParameters: AnimatorTimingParameters = .defaultCubic, label: String = "") {
        self.clock = clock
        self.id = clock.makeAnimationID()
        self.label = label
        timing = PropertyAnimatorTiming(duration: duration, timingParameters: timingParameters)
    }

    // MARK: - Reading (at the clock's current time)

    public var state: State { timing.state }
    public var isRunning: Bool { timing.isRunning }
    public var isReversed: Bool { timing.isReversed }
    public var duration: Double { timing.duration }
    /// How long a run lasts: the duration asked for, or a physical spring's settling time.
    public var runDuration: Double { timing.runDuration }
    /// Progress of the values from start (0) to end (1) now.
    public var progress: Double { timing.progress(at: clock.now) }
    public var fractionComplete: Double { timing.fractionComplete(at: clock.now) }

    public var scrubsLinearly: Bool {
        get { timing.scrubsLinearly }
        set { timing.scrubsLinearly = newValue }
    }

    public var pausesOnCompletion: Bool {
        get { timing.pausesOnCompletion }
        set { timing.pausesOnCompletion = newValue }
    }

    /// The progress window of animations added now (see `PropertyAnimatorTiming.addedAnimationWindow`).
    public func addedAnimationWindow(delayFactor: Double = 0) -> AddedAnimationWindow {
        timing.addedAnimationWindow(delayFactor: delayFactor, at: clock.now)
    }

    /// Runs on `other` from now on, if the animator has not started: an animator is made before
    /// the views it animates are known, and runs on the clock of their window.
    public func adopt(_ other: VirtualClock) {
        guard other !== clock, timing.state == .inactive, endToken == nil, delayedStartToken == nil else { return }
        clock = other
    }

    // MARK: - Driving

    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() throws(PropertyAnimatorTiming.MisuseError) {
        cancelDelayedStart()
        let wasInactive = timing.state == .inactive
        try timing.startAnimation(at: clock.now)
        if wasInactive { clock.record(.begins, at: clock.now, animation: id, label: label) }
        clock.record(.starts, at: clock.now, animation: id, label: label)
        rescheduleEnd()
        onChange?()
    }

    /// `startAnimation(afterDelay:)`: starts when the clock reaches now + delay (a non-positive
    /// or NaN delay starts at the next advance).
    public func startAnimation(afterDelay delay: Double) {
        cancelDelayedStart()
        let at = clock.now + (delay > 0 ? delay : 0)
        clock.record(.begins, at: clock.now, animation: id, label: label)
        clock.record(.starts, at: at, animation: id, label: label)
        delayedStartToken = clock.schedule(at: at, label: "start \(label)") { [weak self] in
            guard let self else { return }
            self.delayedStartToken = nil
            try? self.timing.startAnimation(at: self.clock.now)
            self.rescheduleEnd()
            self.onChange?()
        }
    }

    public func pauseAnimation() throws(PropertyAnimatorTiming.MisuseError) {
        cancelDelayedStart()
        try timing.pauseAnimation(at: clock.now)
        rescheduleEnd()
        onChange?()
    }

    public func setFractionComplete(_ fraction: Double) throws(PropertyAnimatorTiming.MisuseError) {
        try timing.setFractionComplete(fraction, at: clock.now)
        onChange?()
    }

    public func setReversed(_ reversed: Bool) throws(PropertyAnimatorTiming.MisuseError) {
        try timing.setReversed(reversed, at: clock.now)
        rescheduleEnd()
        onChange?()
    }

    public func continueAnimation(withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double) throws(PropertyAnimatorTiming.MisuseError) {
        try timing.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor, at: clock.now)
        rescheduleEnd()
        onChange?()
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        cancelDelayedStart()
        timing.stopAnimation(withoutFinishing: withoutFinishing, at: clock.now)
        rescheduleEnd()
        if withoutFinishing { clock.record(.ends, at: clock.now, animation: id, label: label) }
        onChange?()
    }

    public func finishAnimation(at position: Position) throws(PropertyAnimatorTiming.MisuseError) {
        let completion = try timing.finishAnimation(at: position, time: clock.now)
        clock.record(.ends, at: clock.now, animation: id, label: label)
        onChange?()
        complete(completion)
    }

    // MARK: - Clock plumbing

    /// Replaces the planned end (on the timeline and as a scheduled action) by the current one.
    private func rescheduleEnd() {
        if let token = endToken { clock.cancel(token) }
        endToken = nil
        clock.retractEvents(of: id, after: clock.now)
        guard let end = timing.endTime else { return }
        clock.record(.ends, at: end, animation: id, label: label)
        endToken = clock.schedule(at: end, label: "end \(label)") { [weak self] in
            guard let self else { return }
            self.endToken = nil
            let completions = self.timing.update(to: self.clock.now)
            self.onChange?()
            for completion in completions { self.complete(completion) }
        }
    }

    private func complete(_ completion: PropertyAnimatorTiming.Completion) {
        clock.record(.completes, at: completion.time, animation: id, label: label)
        let handlers = completions
        completions = []
        onEveryEnd?(completion.position)
        for handler in handlers { handler(completion.position) }
    }

    private func cancelDelayedStart() {
        if let token = delayedStartToken { clock.cancel(token) }
        delayedStartToken = nil
    }
}
