/// Identifies one captured animation, for completions and bookkeeping. Allocated in order by
/// the virtual clock, so identifiers also record creation order.
public struct AnimationID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static func < (a: AnimationID, b: AnimationID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "animation #\(rawValue)" }
}

/// One animated property: its model value and the animations captured on it, evaluated at
/// any clock time into the presentation value (model + running animations,
/// docs/UIKitBehaviour.md, "Block animations").
///
/// Capturing follows Core Animation (docs/UIKitBehaviour.md, "Retargeting"):
/// - On an additive key (position/center, bounds, transform), a new animation does not remove
///   the running ones. The model jumps to the new target and each animation contributes the
///   offset `(from − to)·(1 − progress)` on top of the model, where `from` is the model value
///   before the change. Velocity stays continuous and every completion reports finished.
/// - Additivity is refused while any animation on the key is non-additive or repeating; then,
///   and on every non-additive key, the new animation replaces all running ones (they end
///   unfinished) and starts from the model value, or from the presentation value with
///   `beginFromCurrentState`.
public struct AnimationTrack<Value: Interpolatable>: Sendable {
    /// A captured animation on this property.
    public struct Entry: Sendable {
        public let id: AnimationID
        /// The model value before the change (the from value).
        public let from: Value
        /// The model value the change set (the to value).
        public let to: Value
        public let timing: AnimationTiming
        /// Contributes an offset on top of the model instead of overriding it.
        public let isAdditive: Bool
        /// For a keyframe animation, the values it passes through (it never adds).
        public let keyframes: KeyframeTimeline<Value>?

        func value(progress: Double) -> Value {
            if let keyframes { return keyframes.value(atFraction: progress) }
            return from.interpolated(to: to, progress: progress)
        }
    }

    /// What capturing a new animation did to the animations already on the track.
    public struct Capture: Sendable {
        /// The new animation, or nil when the change was immediate (duration ≤ 0).
        public var added: AnimationID?
        /// Animations removed before their end: their completions report `finished == false`.
        public var interrupted: [AnimationID]
        /// Animations that had already ended and were collected on the way (finished == true).
        public var finished: [AnimationID] = []
    }

    /// The model value: what the property reads, and what shows once every animation is over.
    public private(set) var modelValue: Value
    /// Live and not yet collected animations, oldest first.
    public private(set) var entries: [Entry] = []
    /// Whether this property's key animates additively (position, bounds, transform).
    public let allowsAdditiveAnimation: Bool

    public init(modelValue: Value, allowsAdditiveAnimation: Bool) {
        self.modelValue = modelValue
        self.allowsAdditiveAnimation = allowsAdditiveAnimation
    }

    /// Sets the model value without animating. Running additive animations keep their offsets
    /// on top of the new model; a replacing animation keeps showing its own from → to.
    public mutating func setModelValue(_ value: Value) {
        modelValue = value
    }

    /// Captures an animation of this property to `target` (a property assignment inside an
    /// animation block running at `timing.beginTime`).
    public mutating func animate(
        to target: Value, timing: AnimationTiming, id: AnimationID, beginFromCurrentState: Bool = false
    ) -> Capture {
        let now = timing.beginTime
        if timing.isImmediate {
            modelValue = target
            return Capture(added: nil, interrupted: [])
        }
        let from = beginFromCurrentState ? presentationValue(at: now) : modelValue
        let finished = collectFinished(at: now)
        let canAdd = allowsAdditiveAnimation
            && entries.allSatisfy { $0.isAdditive && $0.timing.effectiveRepeatCount == 1 && !$0.timing.autoreverses }
        if canAdd {
            // The from value of an additive animation is the previous model value
            // (docs/UIKitBehaviour.md, "Retargeting").
            entries.append(Entry(id: id, from: modelValue, to: target, timing: timing, isAdditive: true, keyframes: nil))
            modelValue = target
            return Capture(added: id, interrupted: [], finished: finished)
        }
        let interrupted = entries.map(\.id)
        entries = [Entry(id: id, from: from, to: target, timing: timing, isAdditive: false, keyframes: nil)]
        modelValue = target
        return Capture(added: id, interrupted: interrupted, finished: finished)
    }

    /// Moves the animations in `ids` by `delta` seconds: their layer's time was a transition's
    /// own and becomes the window's (see `TransitionTimeDomain.handOver`).
    public mutating func shift(_ ids: Set<AnimationID>, by delta: Double) {
        entries = entries.map { entry in
            guard ids.contains(entry.id) else { return entry }
            var timing = entry.timing
            timing.beginTime += delta
            return Entry(id: entry.id, from: entry.from, to: entry.to, timing: timing, isAdditive: entry.isAdditive,
                         keyframes: entry.keyframes)
        }
    }

    /// Captures a keyframe animation of this property (docs/UIKitBehaviour.md, "Keyframes").
    /// Keyframe animations replace whatever runs on the key (they are not additive); the model
    /// value becomes the last keyframe's value. The timeline's initial value should be the model
    /// value at capture.
    public mutating func animateKeyframes(_ animation: KeyframeAnimation<Value>, id: AnimationID) -> Capture {
        let timing = animation.timing
        let last = animation.timeline.values[animation.timeline.values.count - 1]
        if timing.isImmediate {
            modelValue = last
            return Capture(added: nil, interrupted: [])
        }
        let finished = collectFinished(at: timing.beginTime)
        let interrupted = entries.map(\.id)
        entries = [Entry(id: id, from: animation.timeline.values[0], to: last, timing: timing,
                         isAdditive: false, keyframes: animation.timeline)]
        modelValue = last
        return Capture(added: id, interrupted: interrupted, finished: finished)
    }

    /// The value on screen at clock time `t`.
    ///
    /// Computed as the oldest live animation's own interpolation plus the others' offsets, which
    /// is algebraically model + Σ offsets but exact at the ends: with one animation, the from
    /// value at progress 0 (and during a delay) and the model value once it is over are the
    /// stored values themselves, bit for bit.
    public func presentationValue(at t: Double) -> Value {
        var result: Value?
        var baseTo: Value?
        var offsets: Value?
        for entry in entries {
            let progress: Double
            switch entry.timing.phase(at: t) {
            case .finished: continue
            case .waiting: progress = 0
            case let .running(p): progress = p
            }
            if !entry.isAdditive {
                // A replacing animation overrides the model and is alone on its track.
                return entry.value(progress: progress)
            }
            if result == nil {
                result = entry.from.interpolated(to: entry.to, progress: progress)
                baseTo = entry.to
            } else {
                let offset = (entry.from - entry.to).scaled(by: 1 - progress)
                offsets = offsets.map { $0 + offset } ?? offset
            }
        }
        guard var value = result, let baseTo else { return modelValue }
        // The model moved on past the base animation's target by later changes.
        value = value + (modelValue - baseTo)
        if let offsets { value = value + offsets }
        return value
    }

    /// Drops the animations that are over at `t` and returns them (finished == true).
    public mutating func collectFinished(at t: Double) -> [AnimationID] {
        var finished: [AnimationID] = []
        entries.removeAll { entry in
            let over = entry.timing.phase(at: t) == .finished
            if over { finished.append(entry.id) }
            return over
        }
        return finished
    }

    /// Removes every animation (e.g. `removeAllAnimations`); they end unfinished unless already over.
    public mutating func removeAll(at t: Double) -> (finished: [AnimationID], interrupted: [AnimationID]) {
        let done = collectFinished(at: t)
        let cut = entries.map(\.id)
        entries = []
        return (done, cut)
    }

    /// True while some animation on this property has not ended at `t`.
    public func isAnimating(at t: Double) -> Bool {
        entries.contains { $0.timing.phase(at: t) != .finished }
    }
}
