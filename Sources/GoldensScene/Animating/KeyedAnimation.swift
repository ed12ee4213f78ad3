/// An animation added to a layer under a key (Core Animation's explicit animations,
/// `layer.add(_:forKey:)`): while active it shows its own value of one property over whatever
/// the model and the view animations say, and it leaves the model alone. Added in order, the
/// later ones applied on top.
@MainActor
public struct KeyedAnimation {
    public let key: String
    public let id: AnimationID
    public let timing: AnimationTiming
    /// Shows the value at progress 0 before the start (fill mode backwards or both).
    public let fillsBackwards: Bool
    /// Keeps showing the last value once over (fill mode forwards or both, and not removed on
    /// completion).
    public let holdsEnd: Bool
    /// Writes the property's value at `progress` (the timing function's output) into a state.
    public let apply: (inout LayerState, Double) -> Void
    /// Why the animation cannot be shown (a property that is not drawn); while it is on the
    /// layer, drawing the layer fails with this, rather than recording a frame without it.
    public let problem: String?

    public init(key: String, id: AnimationID, timing: AnimationTiming, fillsBackwards: Bool, holdsEnd: Bool,
                problem: String? = nil, apply: @escaping (inout LayerState, Double) -> Void) {
        self.key = key
        self.id = id
        self.timing = timing
        self.fillsBackwards = fillsBackwards
        self.holdsEnd = holdsEnd
        self.problem = problem
        self.apply = apply
    }

    /// The progress shown at clock time `t`, or nil when the animation shows nothing then.
    func shownProgress(at t: Double) -> Double? {
        switch timing.phase(at: t) {
        case .waiting: return fillsBackwards ? 0 : nil
        case .running(let progress): return progress
        case .finished:
            guard holdsEnd else { return nil }
            // An autoreversing animation ends where it began.
            return timing.autoreverses ? 0 : timing.function.progress(atFraction: 1, duration: timing.duration)
        }
    }
}

extension Layer {
    /// Adds `animation`, replacing (and returning) the one under the same key.
    @discardableResult
    public func add(_ animation: KeyedAnimation) -> KeyedAnimation? {
        let replaced = removeKeyedAnimation(forKey: animation.key)
        keyedAnimations.append(animation)
        return replaced
    }

    /// Moves the animation under `key` by `delta` seconds of the layer's time, where it stands
    /// among the others, and returns it as moved.
    @discardableResult
    public func shiftKeyedAnimation(forKey key: String, by delta: Double) -> KeyedAnimation? {
        guard let index = keyedAnimations.firstIndex(where: { $0.key == key }) else { return nil }
        let old = keyedAnimations[index]
        var timing = old.timing
        timing.beginTime += delta
        let moved = KeyedAnimation(key: old.key, id: old.id, timing: timing, fillsBackwards: old.fillsBackwards,
                                   holdsEnd: old.holdsEnd, problem: old.problem, apply: old.apply)
        keyedAnimations[index] = moved
        return moved
    }

    /// Removes the animation under `key` and returns it.
    @discardableResult
    public func removeKeyedAnimation(forKey key: String) -> KeyedAnimation? {
        guard let index = keyedAnimations.firstIndex(where: { $0.key == key }) else { return nil }
        return keyedAnimations.remove(at: index)
    }

    /// Removes every keyed animation and returns them.
    @discardableResult
    public func removeAllKeyedAnimations() -> [KeyedAnimation] {
        defer { keyedAnimations = [] }
        return keyedAnimations
    }

    /// The keyed animation under `key`.
    public func keyedAnimation(forKey key: String) -> KeyedAnimation? {
        keyedAnimations.first { $0.key == key }
    }

    /// Why a keyed animation on this layer cannot be shown, if one cannot.
    public var keyedAnimationProblem: String? { keyedAnimations.lazy.compactMap(\.problem).first }

    /// The keys of the keyed animations, in the order they were added.
    public var animationKeys: [String] { keyedAnimations.map(\.key) }

    /// Drops keyed animations that are over and show nothing any more; returns them.
    public func collectFinishedKeyedAnimations(at t: Double) -> [KeyedAnimation] {
        var over: [KeyedAnimation] = []
        keyedAnimations.removeAll { animation in
            let done = animation.timing.phase(at: t) == .finished && !animation.holdsEnd
            if done { over.append(animation) }
            return done
        }
        return over
    }

    /// Applies the keyed animations showing at `t` to `state`.
    func applyKeyedAnimations(to state: inout LayerState, at t: Double) {
        for animation in keyedAnimations {
            if let progress = animation.shownProgress(at: t) { animation.apply(&state, progress) }
        }
    }
}
