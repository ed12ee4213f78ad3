/// `UIViewPropertyAnimator`: animations whose progress the code drives (start, pause, scrub,
/// reverse, continue with new timing), on the key window's virtual clock. The timing state
/// machine is `ScheduledPropertyAnimator`; this type binds it to view properties: each property
/// changed in `addAnimations` shows `from + (to − from) · progress`.
///
/// Misuse that UIKit raises an exception for (scrubbing a running animator, finishing one that
/// is not stopped) is reported to `SceneDiagnostics` and otherwise ignored, so a test can fail
/// with the message instead of crashing.
@MainActor
public final class PropertyAnimator {
    public typealias Position = PropertyAnimatorTiming.Position
    public typealias State = PropertyAnimatorTiming.State

    let core: ScheduledPropertyAnimator
    private var bindings: [AnimatorBinding] = []

    public init(duration: Double, timingParameters: AnimatorTimingParameters) {
        // UIKit raises on timing it cannot run (a spring without mass or stiffness); here it is
        // reported, and the timing's documented fallback runs.
        if let problem = timingParameters.validationError
            ?? AnimationParameterError.check("duration", duration, in: 0...Double.greatestFiniteMagnitude,
                                             expected: "a finite number of seconds, 0 or more") {
            SceneDiagnostics.report("property animator: \(problem)")
        }
        core = ScheduledPropertyAnimator(clock: AnimationContext.clock, duration: duration,
                                         timingParameters: timingParameters, label: "property animator")
        // Runs before the user's completions, at the end of each run (an animator that code
        // keeps and runs again, for every transition, settles each time): the model values first.
        core.onEveryEnd = { [weak self] position in self?.settle(at: position) }
    }

    /// `init(duration:curve:animations:)`.
    public convenience init(duration: Double, curve: AnimationCurve = .easeInOut, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve))
        if let animations { addAnimations(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`: a spring fitted to the duration.
    public convenience init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .dampingRatio(dampingRatio, initialVelocity: initialVelocity))
        if let animations { addAnimations(animations) }
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0,
                                               options: AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((Position) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
        return animator
    }

    // MARK: Reading

    public var state: State { core.state }
    public var isRunning: Bool { core.isRunning }
    public var duration: Double { core.duration }
    /// How long a run lasts: the duration asked for, or a physical spring's settling time.
    public var runDuration: Double { core.runDuration }
    /// How far the values are from start (0) to end (1) now.
    public var progress: Double { core.progress }

    public var fractionComplete: Double {
        get { core.fractionComplete }
        set {
            runPendingAnimations()
            attempt("fractionComplete = \(newValue)") { () throws(PropertyAnimatorTiming.MisuseError) in try core.setFractionComplete(newValue) }
        }
    }

    public var isReversed: Bool {
        get { core.isReversed }
        set { attempt("isReversed = \(newValue)") { () throws(PropertyAnimatorTiming.MisuseError) in try core.setReversed(newValue) } }
    }

    public var scrubsLinearly: Bool {
        get { core.scrubsLinearly }
        set { core.scrubsLinearly = newValue }
    }

    public var pausesOnCompletion: Bool {
        get { core.pausesOnCompletion }
        set { core.pausesOnCompletion = newValue }
    }

    /// Runs after whatever can change the animator's state, running, direction or fraction
    /// other than time passing (see `ScheduledPropertyAnimator.onChange`).
    public var onChange: (() -> Void)? {
        get { core.onChange }
        set { core.onChange = newValue }
    }

    // MARK: Driving

    /// Captures the changes `animations` makes as animated by this animator. Added to a running
    /// or paused animator, or with a `delayFactor`, they run over the window
    /// `PropertyAnimatorTiming.addedAnimationWindow(delayFactor:at:)` describes.
    /// Added to an inactive animator they wait, as UIKit keeps them, and run when it becomes
    /// active (started, paused or scrubbed): until then the views keep their values, and the
    /// block may refer to the animator being initialized.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
        guard core.state != .inactive else { return pendingAnimations.append((animations, delayFactor)) }
        record(animations, delayFactor: delayFactor)
    }

    /// Animations added while the animator was inactive, in order, with their delay factors.
    private var pendingAnimations: [(animations: () -> Void, delayFactor: Double)] = []

    /// Runs the waiting animation blocks, as the animator becomes active.
    private func runPendingAnimations() {
        guard core.state == .inactive, !pendingAnimations.isEmpty else { return }
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (animations, delayFactor) in pending { record(animations, delayFactor: delayFactor) }
    }

    private func record(_ animations: () -> Void, delayFactor: Double) {
        let window = core.addedAnimationWindow(delayFactor: delayFactor)
        let recorder = AnimatorRecorder()
        AnimationContext.within(.propertyAnimator(recorder), animations)
        if bindings.isEmpty, let first = recorder.changes.lazy.compactMap(\.layer.value).first {
            core.adopt(AnimationContext.clock(for: first))
        }
        for change in recorder.changes {
            guard let layer = change.layer.value,
                  let track = AnimatableProperty.makeTrack(for: change.property, model: change.before) else { continue }
            // A property this animator already drives keeps its original start value.
            let driven = layer.animatorBindings.first { $0.animator === self && $0.property == change.property }
            // A value set to what it already was makes no animation, and leaves the property to
            // whatever else animates it.
            guard driven != nil || !AnimatableProperty.isUnchanged(change.property, from: change.before, to: layer.model) else { continue }
            let from = driven?.from ?? change.before
            layer.animatorBindings.removeAll { $0.animator === self && $0.property == change.property }
            let binding = AnimatorBinding(animator: self, layer: layer, property: change.property, track: track,
                                          from: from, to: layer.model, window: window, segments: change.segments)
            layer.animatorBindings.append(binding)
            bindings.removeAll { $0.layer.value === layer && $0.property == change.property }
            bindings.append(binding)
        }
        for completion in recorder.completions { addCompletion { completion($0 == .end) } }
    }

    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        core.addCompletion(completion)
    }

    public func startAnimation() {
        runPendingAnimations()
        attempt("startAnimation()") { () throws(PropertyAnimatorTiming.MisuseError) in try core.startAnimation() }
    }

    public func startAnimation(afterDelay delay: Double) {
        runPendingAnimations()
        core.startAnimation(afterDelay: delay)
    }

    public func pauseAnimation() {
        runPendingAnimations()
        attempt("pauseAnimation()") { () throws(PropertyAnimatorTiming.MisuseError) in try core.pauseAnimation() }
    }

    /// Continues with new timing over `durationFactor` times the original duration; nil
    /// parameters keep the current timing.
    public func continueAnimation(withTimingParameters parameters: AnimatorTimingParameters?, durationFactor: Double) {
        attempt("continueAnimation") { () throws(PropertyAnimatorTiming.MisuseError) in
            try core.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
        }
    }

    /// Stops where the values are now. With `withoutFinishing` false the animator waits in the
    /// stopped state for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        freezeAtCurrentValues()
        core.stopAnimation(withoutFinishing)
    }

    public func finishAnimation(at position: Position) {
        attempt("finishAnimation(at: .\(position))") { () throws(PropertyAnimatorTiming.MisuseError) in
            try core.finishAnimation(at: position)
        }
    }

    // MARK: Binding values

    /// The animator ended at `position`: the model takes that position's values for good.
    private func settle(at position: Position) {
        let now = core.clock.now
        for binding in bindings {
            guard let layer = binding.layer.value else { continue }
            switch position {
            case .end: binding.track.copy(binding.to, into: &layer.model)
            case .start: binding.track.copy(binding.from, into: &layer.model)
            case .current: binding.apply(to: &layer.model, at: now)
            }
            layer.animatorBindings.removeAll { $0 === binding }
        }
        bindings.removeAll()
    }

    private func freezeAtCurrentValues() {
        let now = core.clock.now
        for binding in bindings {
            guard let layer = binding.layer.value else { continue }
            binding.apply(to: &layer.model, at: now)
            layer.animatorBindings.removeAll { $0 === binding }
        }
        bindings.removeAll()
    }

    private func attempt(_ operation: String, _ body: () throws(PropertyAnimatorTiming.MisuseError) -> Void) {
        do {
            try body()
        } catch {
            SceneDiagnostics.report("property animator \(operation): \(error)")
        }
    }
}

/// Changes made inside a property animator's `addAnimations`, in order, once per property.
@MainActor
final class AnimatorRecorder {
    private(set) var changes: [(layer: Weak<Layer>, property: PartialKeyPath<LayerState>, before: LayerState,
                                segments: [AnimatorSegment]?)] = []
    /// The completions of keyframe blocks nested in the animations, run when the animator ends.
    var completions: [(Bool) -> Void] = []

    /// Notes a change; `segments` when it came from keyframes nested in the animations.
    func note(_ layer: Layer, property: PartialKeyPath<LayerState>, before: LayerState, segments: [AnimatorSegment]? = nil) {
        guard !changes.contains(where: { $0.layer.value === layer && $0.property == property }) else { return }
        changes.append((Weak<Layer>(layer), property, before, segments))
    }
}

/// One keyframe of a property a property animator drives: it reaches `state`'s value over
/// `duration` from `start`, both fractions of the animator's progress.
struct AnimatorSegment {
    let start: Double
    let duration: Double
    let state: LayerState
}

/// One property driven by a property animator.
@MainActor
final class AnimatorBinding {
    let animator: PropertyAnimator
    let layer: Weak<Layer>
    let property: PartialKeyPath<LayerState>
    let track: any LayerPropertyTrack
    let from: LayerState
    let to: LayerState
    let window: AddedAnimationWindow
    /// Keyframes nested in the animations: the property moves through them in turn.
    let segments: [AnimatorSegment]?

    init(animator: PropertyAnimator, layer: Layer, property: PartialKeyPath<LayerState>,
         track: any LayerPropertyTrack, from: LayerState, to: LayerState, window: AddedAnimationWindow,
         segments: [AnimatorSegment]? = nil) {
        self.animator = animator
        self.layer = Weak<Layer>(layer)
        self.property = property
        self.track = track
        self.from = from
        self.to = to
        self.window = window
        self.segments = segments
    }

    func apply(to state: inout LayerState, at t: Double) {
        let progress = window.localProgress(forAnimatorProgress: animator.core.timing.progress(at: t))
        guard let segments, !segments.isEmpty else {
            return track.blend(from: from, to: to, progress: progress, into: &state)
        }
        // Each keyframe from where the one before left the property; before the first, the
        // start value; past the last, its value.
        var reached = from
        for segment in segments.sorted(by: { $0.start < $1.start }) {
            if progress >= segment.start + segment.duration {
                reached = segment.state
                continue
            }
            if progress > segment.start {
                let local = segment.duration > 0 ? (progress - segment.start) / segment.duration : 1
                return track.blend(from: reached, to: segment.state, progress: local, into: &state)
            }
            break
        }
        track.copy(reached, into: &state)
    }
}
