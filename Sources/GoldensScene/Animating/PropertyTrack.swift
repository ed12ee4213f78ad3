/// One animatable layer property bound to its animation track: how to read the property from
/// a `LayerState`, turn it into the value the track interpolates, and write a presentation value
/// back. Type-erased so a layer can keep its tracks in one table.
@MainActor
protocol LayerPropertyTrack {
    /// Writes the presentation value into `state` while an animation runs (or waits) at `t`;
    /// leaves the model value, exactly, otherwise.
    func apply(to state: inout LayerState, at t: Double)
    /// The property changed outside an animation block: running animations keep going on top.
    mutating func modelChanged(to state: LayerState)
    /// The property changed inside an animation block: capture an animation to the new value.
    mutating func animate(to state: LayerState, timing: AnimationTiming, id: AnimationID, beginFromCurrentState: Bool)
        -> AnimationTrack<Double>.Capture
    /// Drops animations that are over; returns their identifiers.
    mutating func collectFinished(at t: Double) -> [AnimationID]
    /// Removes every animation; returns the ones cut short.
    mutating func removeAll(at t: Double) -> [AnimationID]
    /// The animations on the property that are not collected yet.
    var animationIDs: [AnimationID] { get }
    func isAnimating(at t: Double) -> Bool
    /// Captures a keyframe animation through the values the property takes in `frames`.
    mutating func animateKeyframes(from initial: LayerState, frames: [(start: Double, duration: Double, state: LayerState)],
                                   timing: AnimationTiming, mode: KeyframeCalculationMode, id: AnimationID)
        -> AnimationTrack<Double>.Capture
    /// Writes the value `progress` of the way from `from`'s value to `to`'s into `state`
    /// (a property animator's value at its current progress).
    func blend(from: LayerState, to: LayerState, progress: Double, into state: inout LayerState)
    /// Copies this property's value from `source` into `state`, exactly.
    func copy(_ source: LayerState, into state: inout LayerState)
    /// Moves the animations in `ids` by `delta` seconds of the layer's time.
    mutating func shift(_ ids: Set<AnimationID>, by delta: Double)
}

/// A layer property stored as `Stored` and animated as `Value`.
struct TypedPropertyTrack<Stored, Value: Interpolatable>: LayerPropertyTrack {
    let keyPath: WritableKeyPath<LayerState, Stored>
    let encode: (Stored) -> Value
    let decode: (Value) -> Stored
    /// Adjusts a new target against the current model value (shortest rotation for transforms).
    let prepare: (Value, Value) -> Value
    var track: AnimationTrack<Value>

    init(_ keyPath: WritableKeyPath<LayerState, Stored>, model: LayerState, additive: Bool,
         encode: @escaping (Stored) -> Value, decode: @escaping (Value) -> Stored,
         prepare: @escaping (Value, Value) -> Value = { target, _ in target }) {
        self.keyPath = keyPath
        self.encode = encode
        self.decode = decode
        self.prepare = prepare
        track = AnimationTrack(modelValue: encode(model[keyPath: keyPath]), allowsAdditiveAnimation: additive)
    }

    func apply(to state: inout LayerState, at t: Double) {
        guard track.isAnimating(at: t) else { return }
        state[keyPath: keyPath] = decode(track.presentationValue(at: t))
    }

    mutating func modelChanged(to state: LayerState) {
        track.setModelValue(prepare(encode(state[keyPath: keyPath]), track.modelValue))
    }

    mutating func animate(to state: LayerState, timing: AnimationTiming, id: AnimationID, beginFromCurrentState: Bool)
        -> AnimationTrack<Double>.Capture {
        let target = prepare(encode(state[keyPath: keyPath]), track.modelValue)
        let capture = track.animate(to: target, timing: timing, id: id, beginFromCurrentState: beginFromCurrentState)
        return AnimationTrack<Double>.Capture(added: capture.added, interrupted: capture.interrupted)
    }

    mutating func collectFinished(at t: Double) -> [AnimationID] {
        track.collectFinished(at: t)
    }

    mutating func removeAll(at t: Double) -> [AnimationID] {
        track.removeAll(at: t).interrupted
    }

    var animationIDs: [AnimationID] { track.entries.map(\.id) }

    mutating func shift(_ ids: Set<AnimationID>, by delta: Double) {
        track.shift(ids, by: delta)
    }

    func isAnimating(at t: Double) -> Bool {
        track.isAnimating(at: t)
    }

    mutating func animateKeyframes(from initial: LayerState, frames: [(start: Double, duration: Double, state: LayerState)],
                                   timing: AnimationTiming, mode: KeyframeCalculationMode, id: AnimationID)
        -> AnimationTrack<Double>.Capture {
        let first = encode(initial[keyPath: keyPath])
        var previous = first
        let keyframes = frames.map { frame -> Keyframe<Value> in
            let value = prepare(encode(frame.state[keyPath: keyPath]), previous)
            previous = value
            return Keyframe(relativeStartTime: frame.start, relativeDuration: frame.duration, value: value)
        }
        let timeline = KeyframeTimeline(initialValue: first, keyframes: keyframes, calculationMode: mode)
        let capture = track.animateKeyframes(KeyframeAnimation(timing: timing, timeline: timeline), id: id)
        return AnimationTrack<Double>.Capture(added: capture.added, interrupted: capture.interrupted)
    }

    func copy(_ source: LayerState, into state: inout LayerState) {
        state[keyPath: keyPath] = source[keyPath: keyPath]
    }

    func blend(from: LayerState, to: LayerState, progress: Double, into state: inout LayerState) {
        if progress == 0 { return copy(from, into: &state) }
        if progress == 1 { return copy(to, into: &state) }
        let start = encode(from[keyPath: keyPath])
        let end = prepare(encode(to[keyPath: keyPath]), start)
        state[keyPath: keyPath] = decode(start.interpolated(to: end, progress: progress))
    }
}
