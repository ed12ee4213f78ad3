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

/// The layer properties that animate, and how (docs/UIKitBehaviour.md, "Retargeting": position,
/// bounds and transform retarget additively; the others replace the running animation).
@MainActor
enum AnimatableProperty {
    static func makeTrack(for property: PartialKeyPath<LayerState>, model: LayerState) -> (any LayerPropertyTrack)? {
        switch property {
        case \LayerState.position:
            return TypedPropertyTrack(\.position, model: model, additive: true, encode: { $0 }, decode: { $0 })
        case \LayerState.bounds:
            return TypedPropertyTrack(\.bounds, model: model, additive: true, encode: { $0 }, decode: { $0 })
        case \LayerState.transform3D:
            return TypedPropertyTrack(\.transform3D, model: model, additive: true,
                                      encode: DecomposedTransform.init, decode: \.transform3D,
                                      prepare: { target, current in target.nearestRotation(to: current) })
        case \LayerState.anchorPoint:
            return TypedPropertyTrack(\.anchorPoint, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.opacity:
            return TypedPropertyTrack(\.opacity, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.backgroundColor:
            // No colour is transparent black, which Core Animation fades from and to.
            return TypedPropertyTrack(\.backgroundColor, model: model, additive: false,
                                      encode: { $0 ?? .clear }, decode: { $0 })
        case \LayerState.cornerRadius:
            return TypedPropertyTrack(\.cornerRadius, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.borderWidth:
            return TypedPropertyTrack(\.borderWidth, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.borderColor:
            return TypedPropertyTrack(\.borderColor, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.shadowOpacity:
            return TypedPropertyTrack(\.shadowOpacity, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.shadowRadius:
            return TypedPropertyTrack(\.shadowRadius, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.shadowOffset:
            return TypedPropertyTrack(\.shadowOffset, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.shadowColor:
            return TypedPropertyTrack(\.shadowColor, model: model, additive: false, encode: { $0 }, decode: { $0 })
        case \LayerState.backdropBlur:
            return TypedPropertyTrack(\.backdropBlur, model: model, additive: false, encode: { $0 }, decode: { $0 })
        default:
            return nil
        }
    }

    /// A readable name for events and messages ("details.position").
    static func name(of property: PartialKeyPath<LayerState>) -> String {
        switch property {
        case \LayerState.position: "position"
        case \LayerState.bounds: "bounds"
        case \LayerState.transform3D: "transform"
        case \LayerState.anchorPoint: "anchorPoint"
        case \LayerState.opacity: "opacity"
        case \LayerState.backgroundColor: "backgroundColor"
        case \LayerState.cornerRadius: "cornerRadius"
        case \LayerState.borderWidth: "borderWidth"
        case \LayerState.borderColor: "borderColor"
        case \LayerState.shadowOpacity: "shadowOpacity"
        case \LayerState.shadowRadius: "shadowRadius"
        case \LayerState.shadowOffset: "shadowOffset"
        case \LayerState.shadowColor: "shadowColor"
        case \LayerState.backdropBlur: "backdropBlur"
        default: "property"
        }
    }
}
