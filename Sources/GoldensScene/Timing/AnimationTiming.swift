/// Where an animation is at one instant of the virtual clock.
public enum AnimationPhase: Hashable, Sendable {
    /// Not started yet: the delay is running. With Core Animation's backwards fill the
    /// animation shows its from value (progress 0), not the new model value
    /// (docs/UIKitBehaviour.md, "Delay and the from value").
    case waiting
    /// Running, at this progress of the timing function (may leave [0, 1] for a spring).
    case running(progress: Double)
    /// Over and removed: the model value shows, exactly.
    case finished
}

/// When an animation runs and how its progress follows time: begin time on the clock, delay,
/// duration, timing function, repetition. A value type; the clock and the properties it
/// animates are elsewhere.
///
/// Hostile input has defined results (and `validationError` names it):
/// - duration ≤ 0 or NaN: no animation; the change is immediate and the animation is
///   finished at `beginTime`, whatever the delay (docs/UIKitBehaviour.md, "Block animations");
/// - delay negative or NaN: no delay; delay +∞: the animation waits forever;
/// - repeat count ≤ 0 or NaN: plays once (Core Animation's `repeatCount = 0`);
/// - duration +∞: runs forever at progress 0.
public struct AnimationTiming: Hashable, Sendable, CustomStringConvertible {
    /// The clock time at which the animation was created (the block ran).
    public var beginTime: Double
    /// Seconds between `beginTime` and the start of the motion.
    public var delay: Double
    /// Seconds of one pass from the from value to the to value.
    public var duration: Double
    public var function: TimingFunction
    /// Number of passes (fractions allowed); `.infinity` repeats forever.
    public var repeatCount: Double
    /// Each pass runs forward, then backward.
    public var autoreverses: Bool
    /// Seconds into its cycles the animation starts (Core Animation's `timeOffset`): it plays
    /// from there, wraps around to its start, and still runs its active duration in all.
    public var timeOffset: Double = 0

    public init(
        beginTime: Double = 0, delay: Double = 0, duration: Double,
        function: TimingFunction = .easeInEaseOut, repeatCount: Double = 1, autoreverses: Bool = false
    ) {
        self.beginTime = beginTime
        self.delay = delay
        self.duration = duration
        self.function = function
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// The timing of `animate(withDuration:delay:options:…)` called at `beginTime`: the curve
    /// field of `options` (docs/UIKitBehaviour.md, "Animation options"), `.repeat` (forever) and
    /// `.autoreverse`. The private system spring curve replaces the duration by 0.5 s, as UIKit
    /// does (docs/UIKitBehaviour.md, "System spring").
    public static func block(
        beginTime: Double, duration: Double, delay: Double = 0, options: AnimationOptions = []
    ) -> AnimationTiming {
        let curve = options.curve
        let effectiveDuration = curve == .systemSpring && duration > 0 ? Spring.systemSpringDuration : duration
        return AnimationTiming(
            beginTime: beginTime, delay: delay, duration: effectiveDuration, function: curve.timingFunction,
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
    }

    /// The timing of `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:…)`: a spring fitted to the duration (docs/UIKitBehaviour.md, "Spring fit"),
    /// played linearly (the options' curve is overwritten), snapping to the target at the end of
    /// the duration.
    public static func springBlock(
        beginTime: Double, duration: Double, delay: Double = 0, dampingRatio: Double,
        initialVelocity: Double, options: AnimationOptions = []
    ) -> AnimationTiming {
        AnimationTiming(
            beginTime: beginTime, delay: delay, duration: duration,
            function: .spring(.fitted(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)),
            repeatCount: options.contains(.repeat) ? .infinity : 1,
            autoreverses: options.contains(.autoreverse))
    }

    /// The timing of a block nested inside this one (docs/UIKitBehaviour.md, "Nested animation
    /// blocks"), called at the same instant: it inherits the outer duration less its own delay,
    /// and the outer curve (spring or Bézier),
    /// unless `.overrideInheritedDuration` / `.overrideInheritedCurve` say otherwise; its delay
    /// adds to the outer delay; repeat and autoreverse are inherited unless
    /// `.overrideInheritedOptions`.
    public func nested(duration innerDuration: Double, delay innerDelay: Double = 0, options: AnimationOptions = []) -> AnimationTiming {
        let ownDelay = innerDelay.isFinite && innerDelay > 0 ? innerDelay : 0
        var timing = self
        timing.delay = effectiveDelay + ownDelay
        timing.duration = options.contains(.overrideInheritedDuration) ? innerDuration : max(duration - ownDelay, 0)
        if options.contains(.overrideInheritedCurve) {
            timing.function = options.curve.timingFunction
        }
        if options.contains(.overrideInheritedOptions) {
            timing.repeatCount = options.contains(.repeat) ? .infinity : 1
            timing.autoreverses = options.contains(.autoreverse)
        }
        return timing
    }

    // MARK: - Derived instants

    /// True when nothing animates: the duration is not a positive number.
    public var isImmediate: Bool { !(duration > 0) }

    /// The delay actually used (see the type's notes on hostile values).
    public var effectiveDelay: Double { delay > 0 ? delay : 0 }

    /// Number of passes actually used.
    public var effectiveRepeatCount: Double { repeatCount > 0 ? repeatCount : 1 }

    /// Seconds of one cycle: one pass, or two when autoreversing.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// When the motion starts (after the delay).
    public var startTime: Double { isImmediate ? beginTime : beginTime + effectiveDelay }

    /// Seconds from start to end of the motion; `.infinity` when repeating forever.
    public var activeDuration: Double { isImmediate ? 0 : cycleDuration * effectiveRepeatCount }

    /// When the animation ends and is removed (its completion instant); `.infinity` if never.
    public var endTime: Double { isImmediate ? beginTime : startTime + activeDuration }

    /// True if the animation never ends.
    public var runsForever: Bool { !endTime.isFinite }

    public var validationError: AnimationParameterError? {
        if beginTime.isNaN || beginTime.isInfinite {
            return AnimationParameterError(parameter: "beginTime", value: beginTime, expected: "a finite time")
        }
        if !(duration >= 0) {
            return AnimationParameterError(parameter: "duration", value: duration, expected: "a number ≥ 0")
        }
        if !(delay >= 0) {
            return AnimationParameterError(parameter: "delay", value: delay, expected: "a number ≥ 0")
        }
        if repeatCount.isNaN || repeatCount < 0 {
            return AnimationParameterError(parameter: "repeatCount", value: repeatCount, expected: "a number ≥ 0")
        }
        return function.validationError
    }

    // MARK: - Evaluation

    /// The phase at clock time `t`. A NaN time gives `.running(progress: .nan)`, which makes
    /// the evaluated value NaN, so the bad time shows instead of a plausible picture.
    public func phase(at t: Double) -> AnimationPhase {
        if t.isNaN { return .running(progress: .nan) }
        if isImmediate || t >= endTime { return .finished }
        let local = t - startTime
        if local < 0 { return .waiting }
        if !duration.isFinite { return .running(progress: 0) }
        let cycle = cycleDuration
        var position = local + (timeOffset.isFinite ? timeOffset : 0)
        if position >= cycle {
            position = position.truncatingRemainder(dividingBy: cycle)
        }
        var fraction: Double
        if autoreverses && position >= duration {
            fraction = (cycle - position) / duration
        } else {
            fraction = position / duration
        }
        fraction = min(max(fraction, 0), 1)
        return .running(progress: function.progress(atFraction: fraction, duration: duration))
    }

    /// Progress at clock time `t` as the animation shows it: 0 while waiting (backwards
    /// fill), the timing function's value while running, 1 once finished (where the model value
    /// shows; for an autoreversing animation that is the model value, not the from value).
    public func progress(at t: Double) -> Double {
        switch phase(at: t) {
        case .waiting: 0
        case let .running(progress): progress
        case .finished: 1
        }
    }

    /// The instants a sampler should include: start and end (infinite ones left out).
    public var keyInstants: [Double] {
        var instants: [Double] = []
        if beginTime.isFinite { instants.append(beginTime) }
        if startTime.isFinite && startTime != beginTime { instants.append(startTime) }
        if endTime.isFinite && endTime != startTime { instants.append(endTime) }
        return instants
    }

    public var description: String {
        var text = "begin \(beginTime) s, delay \(delay) s, duration \(duration) s, \(function)"
        if repeatCount != 1 { text += ", repeat \(repeatCount)" }
        if autoreverses { text += ", autoreverses" }
        if timeOffset != 0 { text += ", time offset \(timeOffset) s" }
        return text
    }
}
