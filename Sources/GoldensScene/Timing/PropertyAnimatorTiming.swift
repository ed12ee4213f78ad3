/// The timing of a `UIViewPropertyAnimator` as a state machine over clock time, independent of
/// views: it answers "how far along is the animation at time t" (`progress(at:)`, which a view
/// layer turns into property values) and says when completions happen.
///
/// States follow UIKit (docs/UIKitBehaviour.md, "Property animators"): inactive → active
/// (running or paused) → inactive, with `stopAnimation(false)` leading to stopped and
/// `finishAnimation(at:)` back to inactive.
///
/// Two numbers describe a frozen animator: the *time fraction* τ along its timeline and the
/// *progress* P the timing function gives there (P may leave [0, 1] for springs). Running, the
/// animator follows one segment:
/// - a *timeline* segment plays the timing function itself between two time fractions (start,
///   resume, reversal: reversing plays the curve backwards, as Core Animation does);
/// - a *retimed* segment carries P from its current value to the target with new timing
///   (`continueAnimation(withTimingParameters:durationFactor:)`, or resuming a spring after
///   linear scrubbing).
///
/// Decisions where UIKit is undocumented (docs/UIKitBehaviour.md, "Property animators"):
/// - `fractionComplete` reads and writes P when `scrubsLinearly` (the default) and τ otherwise,
///   so pausing never changes the reported fraction and scrubbing to the reported fraction
///   never moves anything.
/// - After linear scrubbing a Bézier timeline is re-entered at the time fraction whose
///   progress equals P (no jump, the curve's own velocity); a spring is re-entered as a retimed
///   segment from P over the remaining share of the duration.
/// - `durationFactor ≤ 0` (or NaN) means "the natural remaining time".
/// - A spring segment starts with the parameters' own velocity; velocities are not blended.
public struct PropertyAnimatorTiming: Sendable {
    public enum State: String, Hashable, Sendable {
        case inactive, active, stopped
    }

    public enum Position: String, Hashable, Sendable {
        case end, start, current
    }

    /// A completion the animator reports: where it ended and when.
    public struct Completion: Hashable, Sendable {
        public var position: Position
        public var time: Double
    }

    /// A call that is not allowed in the animator's current state (UIKit raises an exception).
    public struct MisuseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var operation: String
        public var state: State
        public var isRunning: Bool
        public var reason: String
        public var description: String {
            "property animator: \(operation) is not allowed while \(state.rawValue)\(isRunning ? " and running" : ""): \(reason)"
        }
    }

    struct Segment: Sendable {
        var isTimeline: Bool
        var function: TimingFunction
        var functionDuration: Double
        var tauFrom: Double, tauTo: Double
        var progressFrom: Double, progressTo: Double
        var start: Double, end: Double

        func fraction(at t: Double) -> Double {
            if !(end > start) { return t >= start ? 1 : 0 }
            return min(max((t - start) / (end - start), 0), 1)
        }

        func tau(at t: Double) -> Double {
            tauFrom.interpolated(to: tauTo, progress: fraction(at: t))
        }

        func progress(at t: Double) -> Double {
            if isTimeline {
                return function.progress(atFraction: tau(at: t), duration: functionDuration)
            }
            let eased = function.progress(atFraction: fraction(at: t), duration: functionDuration)
            return progressFrom.interpolated(to: progressTo, progress: eased)
        }
    }

    /// The duration asked for (`UIViewPropertyAnimator(duration:…)`).
    public let duration: Double
    /// The timing the animator was created with.
    public let timingParameters: AnimatorTimingParameters
    /// While paused, fraction → value is linear (UIKit default true).
    public var scrubsLinearly = true
    /// At the end, stay active and paused instead of completing (UIKit default false).
    public var pausesOnCompletion = false

    public private(set) var state: State = .inactive
    public private(set) var isRunning = false
    public private(set) var isReversed = false
    /// The timing of the current or last run (changed by `continueAnimation` with parameters).
    public private(set) var currentTimingParameters: AnimatorTimingParameters

    private var segment: Segment?
    private var frozenTau = 0.0
    private var frozenProgress = 0.0
    /// The frozen progress is the base timing function's value at the frozen τ.
    private var frozenOnCurve = true

    public init(duration: Double, timingParameters: AnimatorTimingParameters = .defaultCubic) {
        self.duration = duration
        self.timingParameters = timingParameters
        currentTimingParameters = timingParameters
    }

    /// Seconds of a whole run from start to end with the original timing.
    public var runDuration: Double { timingParameters.runDuration(requested: duration) }

    private var baseFunction: TimingFunction { timingParameters.timingFunction(runDuration: runDuration) }

    // MARK: - Reading

    /// Progress at clock time `t`: 0 at the start values, 1 at the end values (above 1 while a
    /// spring overshoots). Exactly 0 or 1 at the ends of a run.
    public func progress(at t: Double) -> Double {
        if isRunning, let segment { return segment.progress(at: min(t, segment.end)) }
        return frozenProgress
    }

    /// Time fraction along the timeline at clock time `t`.
    public func timeFraction(at t: Double) -> Double {
        if isRunning, let segment { return segment.tau(at: t) }
        return frozenTau
    }

    /// `fractionComplete` at clock time `t` (see the type's notes).
    public func fractionComplete(at t: Double) -> Double {
        scrubsLinearly ? min(max(progress(at: t), 0), 1) : timeFraction(at: t)
    }

    /// When the current run reaches its end, if running.
    public var endTime: Double? { isRunning ? segment?.end : nil }

    // MARK: - Driving

    /// Processes a natural end at or before `t`. Call before reading at `t`.
    public mutating func update(to t: Double) -> [Completion] {
        guard isRunning, let segment, t >= segment.end else { return [] }
        // Both ends of every segment lie on the base curve (progress 0 at τ 0, 1 at τ 1).
        freeze(tau: segment.tauTo, progress: segment.progressTo, onCurve: true)
        isRunning = false
        self.segment = nil
        if pausesOnCompletion { return [] }
        state = .inactive
        return [Completion(position: isReversed ? .start : .end, time: segment.end)]
    }

    /// `startAnimation()`: from the start (inactive) or from where it was paused.
    public mutating func startAnimation(at t: Double) throws(MisuseError) {
        switch state {
        case .stopped:
            throw misuse("startAnimation", "a stopped animator must be finished with finishAnimation(at:)")
        case .inactive:
            state = .active
            currentTimingParameters = timingParameters
            freeze(tau: isReversed ? 1 : 0, progress: isReversed ? 1 : 0, onCurve: true)
            resume(at: t, parameters: nil, durationFactor: 0)
        case .active:
            if isRunning { return }
            resume(at: t, parameters: nil, durationFactor: 0)
        }
    }

    /// `pauseAnimation()`: freezes a running animator; an inactive one becomes active, paused
    /// at its start.
    public mutating func pauseAnimation(at t: Double) throws(MisuseError) {
        switch state {
        case .stopped:
            throw misuse("pauseAnimation", "a stopped animator must be finished with finishAnimation(at:)")
        case .inactive:
            state = .active
            currentTimingParameters = timingParameters
            freeze(tau: isReversed ? 1 : 0, progress: isReversed ? 1 : 0, onCurve: true)
        case .active:
            if isRunning { freezeRunning(at: t) }
        }
    }

    /// Sets `fractionComplete` (clamped to [0, 1]). Allowed while paused; an inactive animator
    /// becomes active and paused.
    public mutating func setFractionComplete(_ fraction: Double, at t: Double) throws(MisuseError) {
        guard !fraction.isNaN else { throw misuse("fractionComplete = nan", "expected a number in 0...1") }
        if state == .stopped { throw misuse("fractionComplete", "the animator is stopped") }
        if isRunning { throw misuse("fractionComplete", "pause the animator before scrubbing") }
        if state == .inactive {
            state = .active
            currentTimingParameters = timingParameters
        }
        let f = min(max(fraction, 0), 1)
        if scrubsLinearly {
            let onCurve = baseFunction.progress(atFraction: f, duration: runDuration) == f
            freeze(tau: f, progress: f, onCurve: onCurve)
        } else {
            freeze(tau: f, progress: baseFunction.progress(atFraction: f, duration: runDuration), onCurve: true)
        }
        currentTimingParameters = timingParameters
    }

    /// `isReversed = reversed`. While running, the motion turns around in place.
    public mutating func setReversed(_ reversed: Bool, at t: Double) throws(MisuseError) {
        if state == .stopped { throw misuse("isReversed", "the animator is stopped") }
        guard reversed != isReversed else { return }
        if isRunning {
            freezeRunning(at: t)
            isReversed = reversed
            resume(at: t, parameters: nil, durationFactor: 0)
        } else {
            isReversed = reversed
        }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: resumes a paused animator with
    /// new timing (nil keeps the current one) over `durationFactor × duration` seconds.
    public mutating func continueAnimation(
        withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double, at t: Double
    ) throws(MisuseError) {
        if state == .stopped { throw misuse("continueAnimation", "a stopped animator must be finished with finishAnimation(at:)") }
        if state == .inactive { throw misuse("continueAnimation", "start or pause the animator first") }
        if isRunning { freezeRunning(at: t) }
        resume(at: t, parameters: parameters, durationFactor: durationFactor)
    }

    /// `stopAnimation(withoutFinishing)`: freezes where it is. `true` ends at once (inactive,
    /// no completion, the values stay where they are); `false` leaves it stopped until
    /// `finishAnimation(at:)`.
    public mutating func stopAnimation(withoutFinishing: Bool, at t: Double) {
        guard state == .active else { return }
        if isRunning { freezeRunning(at: t) }
        state = withoutFinishing ? .inactive : .stopped
    }

    /// `finishAnimation(at:)` on a stopped animator: jumps to the position and completes.
    public mutating func finishAnimation(at position: Position, time t: Double) throws(MisuseError) -> Completion {
        guard state == .stopped else { throw misuse("finishAnimation(at:)", "only a stopped animator can be finished") }
        switch position {
        case .end: freeze(tau: 1, progress: 1, onCurve: true)
        case .start: freeze(tau: 0, progress: 0, onCurve: true)
        case .current: break
        }
        state = .inactive
        return Completion(position: position, time: t)
    }

    /// Where animations added to a running or paused animator (`addAnimations(_:delayFactor:)`)
    /// run within its progress: they cover the rest of the run, `(1 − fractionComplete)·duration`,
    /// after `delayFactor ×` that remainder (docs/UIKitBehaviour.md, "Property animators").
    /// Measured on the animator's progress, so they scrub, pause and reverse with it and end
    /// exactly when it does. On an inactive animator the window is the whole run (with the delay
    /// share).
    ///
    /// UIKit does not document how added animations follow the animator's curve; the choice
    /// here is that they share the animator's progress linearly (no second easing).
    public func addedAnimationWindow(delayFactor: Double, at t: Double) -> AddedAnimationWindow {
        let current = state == .inactive ? 0 : min(max(progress(at: t), 0), 1)
        let delay = delayFactor > 0 && delayFactor.isFinite ? min(delayFactor, 1) : 0
        return AddedAnimationWindow(startProgress: current + (1 - current) * delay)
    }

    // MARK: - Internals

    private mutating func freeze(tau: Double, progress: Double, onCurve: Bool) {
        frozenTau = tau
        frozenProgress = progress
        frozenOnCurve = onCurve
    }

    private mutating func freezeRunning(at t: Double) {
        guard let segment else { return }
        let time = min(t, segment.end)
        freeze(tau: segment.tau(at: time), progress: segment.progress(at: time),
               onCurve: segment.isTimeline && currentTimingParameters == timingParameters)
        isRunning = false
        self.segment = nil
    }

    private mutating func resume(at t: Double, parameters: AnimatorTimingParameters?, durationFactor: Double) {
        let tauTarget: Double = isReversed ? 0 : 1
        let progressTarget: Double = isReversed ? 0 : 1
        let base = runDuration
        let factorTime = durationFactor > 0 && durationFactor.isFinite ? durationFactor * base : nil

        if parameters == nil && currentTimingParameters == timingParameters {
            var tau = frozenTau
            var onCurve = frozenOnCurve
            if !onCurve, case let .cubic(curve) = timingParameters {
                // Re-enter the Bézier where it shows the scrubbed progress.
                tau = curve.timeFraction(forProgress: frozenProgress)
                onCurve = tau.isFinite
            }
            if onCurve {
                let runTime = factorTime ?? abs(tauTarget - tau) * base
                segment = Segment(
                    isTimeline: true, function: baseFunction, functionDuration: base,
                    tauFrom: tau, tauTo: tauTarget,
                    progressFrom: frozenProgress, progressTo: progressTarget,
                    start: t, end: t + runTime)
                isRunning = true
                return
            }
        }
        let chosen = parameters ?? currentTimingParameters
        currentTimingParameters = chosen
        let remaining = abs(progressTarget - frozenProgress)
        let runTime: Double
        if chosen.hasImplicitDuration {
            runTime = chosen.runDuration(requested: base)
        } else {
            runTime = factorTime ?? min(remaining, 1) * base
        }
        segment = Segment(
            isTimeline: false, function: chosen.timingFunction(runDuration: runTime), functionDuration: runTime,
            tauFrom: frozenTau, tauTo: tauTarget,
            progressFrom: frozenProgress, progressTo: progressTarget,
            start: t, end: t + runTime)
        isRunning = true
    }

    private func misuse(_ operation: String, _ reason: String) -> MisuseError {
        MisuseError(operation: operation, state: state, isRunning: isRunning, reason: reason)
    }
}

/// The share of a property animator's progress over which an added animation runs.
public struct AddedAnimationWindow: Hashable, Sendable {
    /// Animator progress at which the added animation starts; it ends at progress 1.
    public var startProgress: Double

    public init(startProgress: Double) {
        self.startProgress = startProgress
    }

    /// The added animation's own progress for the animator's progress: 0 before the window,
    /// exactly 1 at the animator's end, and following a spring's overshoot past it.
    public func localProgress(forAnimatorProgress progress: Double) -> Double {
        if progress.isNaN { return .nan }
        if progress == 1 { return 1 }
        if progress <= startProgress { return 0 }
        let span = 1 - startProgress
        return span > 0 ? (progress - startProgress) / span : 1
    }
}
