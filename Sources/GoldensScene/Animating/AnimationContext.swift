/// What happens to a model change right now: inside `animate(…)` it becomes an animation,
/// inside a keyframe block a keyframe, inside a property animator's `addAnimations` a binding
/// to the animator; outside any of them it is just a new model value.
@MainActor
enum AnimationContext {
    enum Scope {
        case block(AnimationBlock)
        case keyframes(KeyframeRecorder)
        case propertyAnimator(AnimatorRecorder)
        case withoutAnimation
    }

    static var scopes: [Scope] = []

    /// The alongside animations of a transition whose animator is running `animateTransition`:
    /// the first animation block it starts runs them inside itself, with its timing, as UIKit
    /// does (so an animator whose block changes nothing still lasts while they run).
    static var pendingAlongside: (() -> Void)?

    /// Runs the pending alongside animations, if any, in the block running now.
    static func runPendingAlongside() {
        guard let alongside = pendingAlongside else { return }
        pendingAlongside = nil
        alongside()
    }

    /// The clock animations are timed on when no view says otherwise: an interactive
    /// transition's own clock while its animations are created, else the key window's (see
    /// `Window.makeKey()`).
    static var clock: VirtualClock { clockOverrides.last ?? Window.key?.clock ?? detachedClock }

    /// The clock a change to `layer` is timed on: an interactive transition's while it builds
    /// its animations, else the clock of the window the layer is in, so that two windows
    /// animating at once each keep their own time; a layer in no window takes the key window's.
    static func clock(for layer: Layer) -> VirtualClock {
        clockOverrides.last ?? layer.view?.window?.clock ?? clock
    }

    private static var clockOverrides: [VirtualClock] = []

    /// The clock an animation block takes for a change to `layer`: `clock(for:)`, except that a
    /// layer inside the container of an interactive transition the finger holds is timed on the
    /// transition's own clock wherever the change is made. UIKit freezes the container's layer,
    /// which holds every animation added below it: an animator that makes its animations a turn
    /// later (in `DispatchQueue.main.async`) is scrubbed by the finger like one that makes them
    /// in `animateTransition`.
    static func blockClock(for layer: Layer) -> VirtualClock {
        if clockOverrides.isEmpty, let domain = layer.view?.heldTimeDomain { return domain.clock }
        return clock(for: layer)
    }

    /// Whether a transition's time domain times the animations made now (see `withClock`).
    static var isOverridingClock: Bool { !clockOverrides.isEmpty }

    /// Runs `body` with `clock` timing the animations it creates.
    static func withClock<Result>(_ clock: VirtualClock, _ body: () throws -> Result) rethrows -> Result {
        clockOverrides.append(clock)
        defer { clockOverrides.removeLast() }
        return try body()
    }

    /// Times animations of views that are in no window; nothing draws them.
    private static let detachedClock = VirtualClock()

    static func within<Result>(_ scope: Scope, _ body: () throws -> Result) rethrows -> Result {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return try body()
    }

    /// The innermost animation block, if a model change now would animate.
    static var currentBlock: AnimationBlock? {
        if case .block(let block)? = scopes.last { return block }
        return nil
    }

    /// Called by a layer after one of its model values was set (to `layer.model`).
    static func modelChanged(_ layer: Layer, property: PartialKeyPath<LayerState>, before: LayerState) {
        switch scopes.last {
        case .block(let block)?:
            block.adopt(blockClock(for: layer))
            layer.captureAnimation(of: property, before: before, in: block, clock: block.clock)
        case .keyframes(let recorder)?:
            recorder.note(layer, property: property, before: before)
        case .propertyAnimator(let recorder)?:
            recorder.note(layer, property: property, before: before)
        case .withoutAnimation?, nil:
            layer.modelChangedWithoutAnimation(property)
        }
    }
}

extension Layer {
    /// The values on screen at clock time `t`: the model, with every running (or delayed)
    /// animation and property animator applied.
    public func presentation(at t: Double) -> LayerState {
        var state = model
        for track in tracks.values { track.apply(to: &state, at: t) }
        for binding in animatorBindings { binding.apply(to: &state, at: t) }
        applyKeyedAnimations(to: &state, at: t)
        return state
    }

    /// The values on screen now, on the clock animations run on: where a transition's time
    /// domain holds the layer (an interaction scrubbing it), at the domain's time, as it is
    /// drawn, so code that reads a scrubbed view's presentation (to start a cancel from where the
    /// view shows) reads what is on screen.
    public var presentation: LayerState {
        guard !AnimationContext.isOverridingClock, let view else { return presentation(at: localNow) }
        return presentation(at: view.localTime(atClock: AnimationContext.clock(for: self).now))
    }

    /// This layer's local time now (see `LayerTiming`): the clock's time unless a layer was
    /// retimed.
    public var localNow: Double {
        let now = AnimationContext.clock(for: self).now
        return view?.layerTime(fromClockTime: now) ?? now
    }

    /// A block's timing as an animation on this layer keeps it: in a retimed layer it begins at
    /// the layer's local time (see `LayerTiming`).
    func localTiming(_ timing: AnimationTiming) -> AnimationTiming {
        guard let view, view.isRetimed else { return timing }
        var local = timing
        local.beginTime = view.layerTime(fromClockTime: timing.beginTime)
        return local
    }

    func captureAnimation(of property: PartialKeyPath<LayerState>, before: LayerState, in block: AnimationBlock,
                          clock: VirtualClock) {
        guard !AnimatableProperty.isUnchanged(property, from: before, to: model) else { return }
        guard var track = tracks[property] ?? AnimatableProperty.makeTrack(for: property, model: before) else { return }
        let id = clock.makeAnimationID()
        let timing = localTiming(block.timing)
        let capture = track.animate(to: model, timing: timing, id: id,
                                    beginFromCurrentState: block.options.contains(.beginFromCurrentState))
        tracks[property] = track
        if let added = capture.added { block.add(added, on: self, property: property, localEnd: timing.endTime) }
        AnimationBlock.interrupt(capture.interrupted)
    }

    func modelChangedWithoutAnimation(_ property: PartialKeyPath<LayerState>) {
        guard var track = tracks[property] else { return }
        track.modelChanged(to: model)
        tracks[property] = track
    }

    func collectFinishedAnimations(on property: PartialKeyPath<LayerState>, at t: Double) {
        guard var track = tracks[property] else { return }
        _ = track.collectFinished(at: t)
        tracks[property] = track.isAnimating(at: t) ? track : nil
    }

    /// Removes every animation from this layer (`removeAllAnimations`); their blocks complete
    /// with `finished == false`.
    public func removeAllAnimations() {
        let now = AnimationContext.clock(for: self).now
        var cut: [AnimationID] = []
        for (property, var track) in tracks.sorted(by: { AnimatableProperty.name(of: $0.key) < AnimatableProperty.name(of: $1.key) }) {
            cut += track.removeAll(at: now)
            tracks[property] = nil
        }
        AnimationBlock.interrupt(cut)
    }
}

extension Layer {
    /// Whether an animation of `property` is running or waiting to start on this layer now.
    public func isAnimating(_ property: PartialKeyPath<LayerState>) -> Bool {
        tracks[property]?.isAnimating(at: localNow) ?? false
    }

    /// The clock this layer's animations run on: its window's (see `AnimationContext.clock(for:)`).
    public var animationClock: VirtualClock { AnimationContext.clock(for: self) }
}
