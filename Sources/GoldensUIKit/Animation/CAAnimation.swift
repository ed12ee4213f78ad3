import Foundation
import GoldensScene

/// The current time of the clock animations run on (the virtual clock, never wall time), in
/// seconds: what an animation's `beginTime` is measured against.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { View.animationClock.now }

/// Receives an animation's start and end (both optional to implement, as in Core Animation).
/// Called on the virtual clock: the start when the animation begins, the end when it ends
/// (`finished` true) or on the next clock turn after it is removed or replaced (false).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's animation: timing (duration, begin time, timing function, repetition,
/// autoreverse, fill mode, removal) and a delegate. Added to a layer with `add(_:forKey:)`,
/// it is copied then, as Core Animation copies it: later changes do not reach the layer.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    /// Seconds of one pass; 0 means Core Animation's default, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// Kept: frames are sampled at the times a test asks for, whatever the rate.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// When it starts, on `CACurrentMediaTime()`'s clock; 0 starts it when added.
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// Held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?

    /// Not `required` (as in Core Animation, where subclasses of the animation classes write
    /// `override init()` without it).
    public override init() { super.init() }

    /// A new animation of this class (`+animation`); each class below answers with its own.
    open class func animation() -> CAAnimation { CAAnimation() }

    /// The timing on the clock for an animation added at `now` (a nested one's `parent` is its
    /// group's timing: its begin time counts from the group's start).
    func timing(addedAt now: Double) -> AnimationTiming {
        let seconds = duration > 0 ? duration : 0.25
        let delay = beginTime > 0 ? beginTime - now : 0
        var count = Double(repeatCount > 0 ? repeatCount : 1)
        if repeatDuration > 0, repeatCount <= 0 { count = repeatDuration / (autoreverses ? 2 * seconds : seconds) }
        let rate = Double(speed > 0 ? speed : 1)
        var timing = AnimationTiming(beginTime: now, delay: delay, duration: seconds / rate,
                                     function: timingCurve, repeatCount: count, autoreverses: autoreverses)
        timing.timeOffset = timeOffset / rate
        return timing
    }

    /// How progress follows time: the timing function, linear by default.
    var timingCurve: TimingFunction { .cubic(timingFunction?.curve ?? .linear) }

    /// What this animation shows on `layer` at a progress, or nil when it animates nothing
    /// that is drawn (an unknown key path or values of the wrong type).
    func applier(for layer: CALayer) -> ((inout LayerState, Double) -> Void)? { nil }
}

/// An animation of one property, named by key path ("opacity", "position.x",
/// "transform.rotation.z", "path", "strokeEnd"…; see `AnimatedKeyPath`).
open class CAPropertyAnimation: CAAnimation {
    open override class func animation() -> CAPropertyAnimation { CAPropertyAnimation() }
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it.
    open var isAdditive = false
    open var isCumulative = false
    /// Makes the transform from animated numbers: "transform" animated with `.rotateZ` from 0
    /// to π turns the layer half round, where its own interpolation of the two transforms would
    /// not turn it at all.
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// What the key path (through the value function, if any) animates; nil for a key path
    /// Core Animation cannot animate.
    var animatedKeyPath: AnimatedKeyPath? {
        guard let keyPath else { return nil }
        if let valueFunction, let property = AnimatedKeyPath(keyPath, valueFunction: valueFunction.name) { return property }
        return AnimatedKeyPath(keyPath)
    }
}

/// Makes a transform from one number (a rotation angle in radians, a scale, a translation) or
/// three (`.scale`, `.translate`: x, y, z) for a property animation of "transform".
open class CAValueFunction: NSObject, @unchecked Sendable {
    public let name: CAValueFunctionName

    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
        super.init()
    }
}

/// The value functions Core Animation has (see `CAValueFunction`).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName("rotateX")
    public static let rotateY = CAValueFunctionName("rotateY")
    public static let rotateZ = CAValueFunctionName("rotateZ")
    public static let scale = CAValueFunctionName("scale")
    public static let scaleX = CAValueFunctionName("scaleX")
    public static let scaleY = CAValueFunctionName("scaleY")
    public static let scaleZ = CAValueFunctionName("scaleZ")
    public static let translate = CAValueFunctionName("translate")
    public static let translateX = CAValueFunctionName("translateX")
    public static let translateY = CAValueFunctionName("translateY")
    public static let translateZ = CAValueFunctionName("translateZ")

    static let all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                .translate, .translateX, .translateY, .translateZ]
}

/// From a value to a value (or by one). A missing from value starts at what shows now; a
/// missing to value ends at the model value.
open class CABasicAnimation: CAPropertyAnimation {
    open override class func animation() -> CABasicAnimation { CABasicAnimation() }
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    /// For an action run by a property change: what showed before the change, where a missing
    /// from value starts (Core Animation's render tree still shows it when the action runs).
    var shownBeforeChange: LayerState?

    override func applier(for layer: CALayer) -> ((inout LayerState, Double) -> Void)? {
        guard let property = animatedKeyPath else { return nil }
        let shown = shownBeforeChange ?? layer.node.presentation, model = layer.node.model
        return property.basic(fromValue, toValue, byValue, shown, model, isAdditive)
    }
}

/// A basic animation whose progress follows a damped spring (mass, stiffness, damping,
/// initial velocity); its duration is usually set to `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    open override class func animation() -> CASpringAnimation { CASpringAnimation() }
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest, as Core Animation estimates it.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration() }

    private var spring: Spring {
        Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity),
               allowsOverdamping: true)
    }

    override var timingCurve: TimingFunction { .spring(spring) }
}

/// Through a list of values at key times (evenly spaced when none), linearly, discretely,
/// paced or as a smooth curve (`calculationMode`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open override class func animation() -> CAKeyframeAnimation { CAKeyframeAnimation() }
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The pacing of each segment between two keyframes (n − 1 for n values; the last is
    /// reused for segments beyond it). Core Animation ignores them in the paced modes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// The path a point property (`position`) follows; it takes the place of `values`.
    open var path: CGPath?
    /// Whether the layer turns to face along `path` (`.rotateAuto`), or against it
    /// (`.rotateAutoReverse`); nil keeps its transform.
    open var rotationMode: CAAnimationRotationMode?

    override func applier(for layer: CALayer) -> ((inout LayerState, Double) -> Void)? {
        if let path, let property = animatedKeyPath {
            return pathApplier(path, property: property, layer: layer)
        }
        guard let property = animatedKeyPath, let values, !values.isEmpty else { return nil }
        let mode: KeyframeCalculationMode
        switch calculationMode {
        case .discrete: mode = .discrete
        case .paced: mode = .paced
        case .cubic: mode = .cubic
        case .cubicPaced: mode = .cubicPaced
        default: mode = .linear
        }
        guard let applier = property.keyframes(values, keyTimes?.map(\.doubleValue), mode, layer.node.model, isAdditive) else {
            return nil
        }
        guard let functions = timingFunctions, !functions.isEmpty, values.count > 1, mode == .linear || mode == .discrete else {
            return applier
        }
        let times = keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count == values.count ? $0 : nil }
            ?? values.indices.map { Double($0) / Double(values.count - 1) }
        let curves = functions.map(\.curve)
        return { state, progress in applier(&state, CAKeyframeAnimation.paced(progress, times: times, curves: curves)) }
    }

    /// The applier of a path animation: the path's points as linear keyframes at the times the
    /// calculation mode gives them, turned along the path when `rotationMode` asks.
    private func pathApplier(_ path: CGPath, property: AnimatedKeyPath, layer: CALayer) -> ((inout LayerState, Double) -> Void)? {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let discrete = calculationMode == .discrete
        guard let keyframes = KeyframePath(path.path, keyTimes: keyTimes?.map(\.doubleValue), paced: paced, discrete: discrete),
              let applier = property.keyframes(keyframes.points.map { CGPoint(x: $0.x, y: $0.y) }, keyframes.times,
                                               discrete ? .discrete : .linear, layer.node.model, isAdditive) else { return nil }
        guard let rotationMode, rotationMode == .rotateAuto || rotationMode == .rotateAutoReverse else { return applier }
        let reverse = rotationMode == .rotateAutoReverse
        return { state, progress in
            applier(&state, progress)
            // The rotation to the direction of travel, from the direction itself (no angle, so
            // no trigonometry that could differ between machines).
            let direction = keyframes.direction(at: min(1, max(0, progress)))
            let (cos, sin) = reverse ? (-direction.x, -direction.y) : (direction.x, direction.y)
            let turn = Transform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
            state.transform = turn.concatenating(state.transform)
        }
    }

    /// `progress` with the segment it falls in eased by that segment's curve: within a segment
    /// from `times[i]` to `times[i + 1]`, the fraction through it goes through `curves[i]`.
    static func paced(_ progress: Double, times: [Double], curves: [CubicTimingCurve]) -> Double {
        guard times.count > 1 else { return progress }
        var segment = 0
        while segment < times.count - 2, progress >= times[segment + 1] { segment += 1 }
        let start = times[segment], span = times[segment + 1] - times[segment]
        guard span > 0 else { return progress }
        let fraction = min(1, max(0, (progress - start) / span))
        return start + curves[min(segment, curves.count - 1)].progress(at: fraction) * span
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a path animation turns the layer: to face along the path, or against it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Animations run together: each child's begin time counts from the group's start, and
/// children are cut off at the group's end.
open class CAAnimationGroup: CAAnimation {
    open override class func animation() -> CAAnimationGroup { CAAnimationGroup() }
    open var animations: [CAAnimation]?
}

extension CALayer {
    /// Adds `anim` under `key` (a fresh key when nil), replacing an animation there. Its
    /// delegate hears the start and the end on the virtual clock; a `CATransaction`
    /// completion waits for it. While an animation of a key path this module does not draw
    /// (or with values of the wrong type) is on the layer, drawing the layer fails with an
    /// error naming it, so no golden records a frame without it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let clock = node.animationClock
        // Timed in this layer's local time, which is the clock's unless a layer was retimed.
        let now = node.localNow
        if let transition = anim as? CATransition {
            return addTransition(transition, forKey: key ?? kCATransition, clock: clock)
        }
        let key = key ?? "animation-\(clock.makeAnimationID().rawValue)"
        let id = install(anim, forKey: key, at: now, clock: clock)
        // An animation without a begin time of its own begins at the layer's time when the
        // transaction commits, at the end of the run-loop turn: a layer sped up, paused or
        // scrubbed after `add` in the same turn (a paging container sets `speed` right after
        // adding its slide) times the animation from there.
        guard anim.beginTime == 0 else { return }
        let clockTime = clock.now
        clock.atCommit { [weak self] in
            MainActor.assumeIsolated { self?.commitBeginTime(of: anim, forKey: key, id: id, addedAt: now, clockTime: clockTime, clock: clock) }
        }
    }

    /// Moves the animation to begin at the layer's time at the commit, when a change of the
    /// layer's timing since `add` moved that time; its delegate hears nothing of the move. (The
    /// values stay those read at `add`: Core Animation copies an animation when it is added, and
    /// apps reuse one object for a second layer with other values.)
    private func commitBeginTime(of anim: CAAnimation, forKey key: String, id: AnimationID, addedAt local: Double,
                                 clockTime: Double, clock: VirtualClock) {
        guard node.keyedAnimation(forKey: key)?.id == id else { return }
        let committed = node.view?.layerTime(fromClockTime: clockTime) ?? clockTime
        guard abs(committed - local) > 1e-12,
              let moved = node.shiftKeyedAnimation(forKey: key, by: committed - local) else { return }
        KeyedAnimationCallbacks.forget(id)
        clock.retractEvents(of: id, after: -.infinity)
        clock.record(moved.timing, animation: id, label: eventLabel(forKey: key))
        KeyedAnimationCallbacks.schedule(anim, id: id, timing: moved.timing, on: node, clock: clock)
    }

    /// How the clock's events name an animation under `key` on this layer.
    private func eventLabel(forKey key: String) -> String {
        "\(key) on \(node.view?.displayName ?? "layer")"
    }

    /// Puts `anim` on the layer under `key`, timed from the layer's local time `now`, and
    /// schedules its delegate's calls.
    @discardableResult
    private func install(_ anim: CAAnimation, forKey key: String, at now: Double, clock: VirtualClock) -> AnimationID {
        var parts: [(timing: AnimationTiming, fill: CAMediaTimingFillMode, apply: (inout LayerState, Double) -> Void)] = []
        var problem: String?
        let timing = anim.timing(addedAt: now)
        if let group = anim as? CAAnimationGroup {
            for child in group.animations ?? [] {
                guard let apply = child.applier(for: self) else {
                    problem = problem ?? unsupported(child)
                    continue
                }
                var childTiming = child.timing(addedAt: timing.startTime)
                // A child without a duration runs as long as its group; its begin time counts
                // from the group's start.
                if child.duration <= 0 { childTiming.duration = timing.duration }
                childTiming.delay = max(0, child.beginTime)
                // Cut off at the group's end: the child's repetitions stop there.
                let available = timing.endTime - childTiming.startTime
                if childTiming.activeDuration > available, childTiming.cycleDuration > 0 {
                    childTiming.repeatCount = max(0, available / childTiming.cycleDuration)
                }
                parts.append((childTiming, child.fillMode, apply))
            }
        } else if let apply = anim.applier(for: self) {
            parts.append((timing, anim.fillMode, apply))
        } else {
            problem = unsupported(anim)
        }
        let id = clock.makeAnimationID()
        let fillsBackwards = anim.fillMode == .backwards || anim.fillMode == .both
        let holdsEnd = !anim.isRemovedOnCompletion && (anim.fillMode == .forwards || anim.fillMode == .both)
        let apply: (inout LayerState, Double) -> Void
        let shownTiming: AnimationTiming
        if parts.count == 1, !(anim is CAAnimationGroup) {
            (shownTiming, apply) = (parts[0].timing, parts[0].apply)
        } else {
            // A group shows each child at the child's own progress at the group's time; a
            // child outside its own active time shows what its fill mode says. The group's own
            // timing function, repeats and autoreversing run its time, and so its children's.
            var groupTiming = AnimationTiming(beginTime: now, delay: timing.delay, duration: timing.duration, function: timing.function,
                                              repeatCount: timing.repeatCount, autoreverses: timing.autoreverses)
            groupTiming.timeOffset = timing.timeOffset
            shownTiming = groupTiming
            let start = timing.startTime, length = timing.duration
            apply = { state, groupProgress in
                let t = start + groupProgress * length
                for part in parts {
                    switch part.timing.phase(at: t) {
                    case .running(let p): part.apply(&state, p)
                    case .waiting: if part.fill == .backwards || part.fill == .both { part.apply(&state, 0) }
                    case .finished:
                        if part.fill == .forwards || part.fill == .both { part.apply(&state, part.timing.autoreverses ? 0 : 1) }
                    }
                }
            }
        }
        let replaced = node.add(KeyedAnimation(key: key, id: id, timing: shownTiming, fillsBackwards: fillsBackwards,
                                               holdsEnd: holdsEnd, problem: problem, apply: apply))
        if let replaced { KeyedAnimationCallbacks.stop(replaced.id, finished: false) }
        clock.record(shownTiming, animation: id, label: eventLabel(forKey: key))
        KeyedAnimationCallbacks.schedule(anim, id: id, timing: shownTiming, on: node, clock: clock)
        return id
    }

    public func animation(forKey key: String) -> CAAnimation? {
        node.keyedAnimation(forKey: key).flatMap { KeyedAnimationCallbacks.animation(for: $0.id) }
    }

    public func animationKeys() -> [String]? {
        let keys = node.animationKeys
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        if let removed = node.removeKeyedAnimation(forKey: key) {
            KeyedAnimationCallbacks.stop(removed.id, finished: false)
        }
    }

    private func unsupported(_ anim: CAAnimation) -> String {
        let path = (anim as? CAPropertyAnimation)?.keyPath ?? "(no key path)"
        return "a \(type(of: anim)) of \"\(path)\" cannot be shown: the key path is not one GoldensUIKit animates "
            + "(\(AnimatedKeyPath.supported)), or a value is not of the property's type"
    }
}

/// The delegates of keyed animations, called on the virtual clock.
@MainActor
enum KeyedAnimationCallbacks {
    private struct Pending {
        let animation: CAAnimation
        var start: VirtualClock.ActionToken?
        /// The start's alarm instead, in a retimed layer.
        var startAlarm: LayerTimeAlarm?
        var end: VirtualClock.ActionToken?
        /// The end's alarm instead, in a retimed layer.
        var endAlarm: LayerTimeAlarm?
        let clock: VirtualClock
    }

    private static var pending: [AnimationID: Pending] = [:]

    static func animation(for id: AnimationID) -> CAAnimation? { pending[id]?.animation }

    static func schedule(_ anim: CAAnimation, id: AnimationID, timing: AnimationTiming, on layer: Layer, clock: VirtualClock) {
        let delegate = anim.delegate
        var entry = Pending(animation: anim, end: nil, clock: clock)
        let stop = {
            MainActor.assumeIsolated {
                pending[id] = nil
                _ = layer.collectFinishedKeyedAnimations(at: layer.localNow)
                delegate?.animationDidStop(anim, finished: true)
            }
        }
        if let view = layer.view, view.isRetimed {
            // The layer's own time decides when the animation starts and ends.
            entry.startAlarm = LayerTimeAlarm(when: [(view, timing.startTime)], clock: clock, label: "animationDidStart") {
                delegate?.animationDidStart(anim)
            }
            if timing.endTime.isFinite {
                entry.endAlarm = LayerTimeAlarm(when: [(view, timing.endTime)], clock: clock, label: "animationDidStop", stop)
            }
        } else {
            entry.start = clock.schedule(at: timing.startTime, label: "animationDidStart") {
                MainActor.assumeIsolated { delegate?.animationDidStart(anim) }
            }
            if timing.endTime.isFinite {
                entry.end = clock.schedule(at: timing.endTime, label: "animationDidStop", stop)
            }
        }
        pending[id] = entry
    }

    /// An animation timed again (see `CALayer.commitBeginTime`): its calls are dropped unheard,
    /// and the new timing schedules them again.
    static func forget(_ id: AnimationID) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        if let token = entry.start { _ = entry.clock.cancel(token) }
        entry.startAlarm?.cancel()
        if let token = entry.end { _ = entry.clock.cancel(token) }
        entry.endAlarm?.cancel()
    }

    /// An animation removed before its end: its delegate hears `finished == false` on the
    /// next clock turn.
    static func stop(_ id: AnimationID, finished: Bool) {
        guard let entry = pending.removeValue(forKey: id) else { return }
        if let token = entry.end { _ = entry.clock.cancel(token) }
        entry.endAlarm?.cancel()
        let anim = entry.animation
        _ = entry.clock.schedule(at: entry.clock.now, label: "animationDidStop") {
            MainActor.assumeIsolated { anim.delegate?.animationDidStop(anim, finished: finished) }
        }
    }
}
