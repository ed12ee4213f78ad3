/// UIKit's block-based animation API. Assignments inside `animations` set the model values at
/// once and are captured as animations from the old to the new value, timed on the virtual
/// clock of the window the changed views are in (docs/UIKitBehaviour.md, "Block animations").
extension View {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`. The curve is the
    /// enumerated field of `options` (easeInOut by default); a block inside another inherits its
    /// remaining duration and curve unless told otherwise (docs/UIKitBehaviour.md, "Nested
    /// animation blocks").
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        // A nested block inherits its timing, so it starts on the clock its parent is on.
        let clock = AnimationContext.currentBlock?.clock ?? AnimationContext.clock
        let timing = AnimationContext.currentBlock?.timing.nested(duration: duration, delay: delay, options: options)
            ?? .block(beginTime: clock.now, duration: duration, delay: delay, options: options)
        run(AnimationBlock(timing: timing, options: options, label: "animation block", clock: clock, completion: completion),
            animations)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// a spring fitted to the duration (docs/UIKitBehaviour.md, "Spring fit"), which settles
    /// exactly at the end of it.
    public static func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationContext.clock
        let timing = AnimationTiming.springBlock(beginTime: clock.now, duration: duration, delay: delay,
                                                 dampingRatio: dampingRatio, initialVelocity: velocity, options: options)
        run(AnimationBlock(timing: timing, options: options, label: "spring block", clock: clock, completion: completion),
            animations)
    }

    /// A block animated by a physical spring, which runs until it settles (iOS 17's
    /// `UIView.animate(springDuration:bounce:…)` with `Spring(duration:bounce:)`; docs/
    /// UIKitBehaviour.md, "Response and damping ratio").
    public static func animate(spring: Spring, delay: Double = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let clock = AnimationContext.clock
        let timing = AnimationTiming(
            beginTime: clock.now, delay: delay, duration: spring.settlingDuration(), function: .spring(spring),
            repeatCount: options.contains(.repeat) ? .infinity : 1, autoreverses: options.contains(.autoreverse))
        run(AnimationBlock(timing: timing, options: options, label: "spring block", clock: clock, completion: completion),
            animations)
    }

    /// `UIView.performWithoutAnimation(_:)`: the changes inside are plain model changes.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationContext.within(.withoutAnimation, changes)
    }

    /// The duration of the innermost animation block running its closure now, or 0.
    public static var inheritedAnimationDuration: Double {
        AnimationContext.currentBlock?.timing.duration ?? 0
    }

    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`. Call
    /// `addKeyframe` inside; changes made directly in `animations` span the whole duration.
    /// The whole timeline is eased by the options' curve field, easeInOut by default
    /// (docs/UIKitBehaviour.md, "Keyframes").
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        options: KeyframeAnimationOptions = [],
                                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        // Inside a property animator's animations the keyframes take the animator's timing,
        // each spanning its share of the animator's progress (Apple documents this use).
        if case .propertyAnimator(let animatorRecorder)? = AnimationContext.scopes.last {
            let recorder = KeyframeRecorder()
            AnimationContext.within(.keyframes(recorder), animations)
            recorder.forward(to: animatorRecorder)
            if let completion { animatorRecorder.completions.append(completion) }
            return
        }
        let clock = AnimationContext.clock
        let timing = AnimationTiming.block(beginTime: clock.now, duration: duration, delay: delay,
                                           options: options.animationOptions)
        let block = AnimationBlock(timing: timing, options: options.animationOptions, label: "keyframe block",
                                   clock: clock, completion: completion)
        let recorder = KeyframeRecorder()
        AnimationContext.within(.keyframes(recorder)) {
            animations()
            AnimationContext.runPendingAlongside()
        }
        recorder.capture(into: block, mode: options.calculationMode)
        block.bodyDidReturn()
    }

    /// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, inside
    /// `animateKeyframes`. Start and duration are fractions of the whole animation.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double,
                                   animations: () -> Void) {
        guard case .keyframes(let recorder)? = AnimationContext.scopes.last else {
            SceneDiagnostics.report("addKeyframe was called outside animateKeyframes; its changes were applied without animation")
            return performWithoutAnimation(animations)
        }
        recorder.withFrame(start: start, duration: duration) {
            AnimationContext.within(.keyframes(recorder), animations)
        }
    }

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`: inside an animation
    /// block, the changes in `animations` repeat `count` times (a fraction ends part-way
    /// through a pass), each pass autoreversing when asked, and the block's completion waits
    /// for them. Outside a block the changes are plain model changes, as in UIKit; in a
    /// keyframe block or a property animator, where repeats are not modelled, they keep the
    /// enclosing timing and the call is reported.
    public static func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, _ animations: () -> Void) {
        switch AnimationContext.scopes.last {
        case .block(let block)?:
            block.modifying(repeatCount: count, autoreverses: autoreverses, animations)
        case .keyframes?, .propertyAnimator?:
            SceneDiagnostics.report("modifyAnimations(withRepeatCount: \(count), autoreverses: \(autoreverses)) inside a keyframe block or a property animator: repeats are not modelled there; the changes run once")
            animations()
        case .withoutAnimation?, nil:
            animations()
        }
    }

    // MARK: The legacy begin/commit block

    /// The blocks `beginAnimations` opened and `commitAnimations` has not closed, innermost last,
    /// each with what its caller keeps about it (UIKit's delegate and selectors).
    private static var openLegacyBlocks: [(block: AnimationBlock, owner: AnyObject)] = []

    /// `UIView.beginAnimations(_:context:)`: opens a block that captures the changes made until
    /// `commitLegacyAnimations()`, timed as UIKit's default (0.2 s, ease-in-ease-out, at once)
    /// until `retimeLegacyAnimations` changes it. `completion` runs when its animations end;
    /// `owner` is handed back by `innermostLegacyAnimations` and the commit.
    public static func beginLegacyAnimations(label: String, owner: AnyObject, completion: @escaping (Bool) -> Void) {
        let clock = AnimationContext.clock
        let block = AnimationBlock(timing: .block(beginTime: clock.now, duration: 0.2), options: [], label: label,
                                   clock: clock, completion: completion)
        openLegacyBlocks.append((block, owner))
        AnimationContext.scopes.append(.block(block))
    }

    /// The owner of the innermost open legacy block; nil when none is open.
    public static var innermostLegacyAnimations: AnyObject? { openLegacyBlocks.last?.owner }

    /// Changes the timing and options of the changes made from now on in the innermost open
    /// legacy block; false when none is open (UIKit then ignores the call).
    @discardableResult
    public static func retimeLegacyAnimations(_ change: (inout AnimationTiming, inout AnimationOptions) -> Void) -> Bool {
        guard let block = openLegacyBlocks.last?.block else { return false }
        block.retime(change)
        return true
    }

    /// `UIView.commitAnimations()`: closes the innermost legacy block, plans its completion and
    /// returns its owner; nil when none is open. A commit made inside a closure scope opened
    /// after the block (an `animate` body) is reported and closes the block anyway.
    @discardableResult
    public static func commitLegacyAnimations() -> AnyObject? {
        guard let (block, owner) = openLegacyBlocks.popLast() else { return nil }
        if case .block(let top)? = AnimationContext.scopes.last, top === block {
            AnimationContext.scopes.removeLast()
        } else {
            SceneDiagnostics.report("commitAnimations was called inside another animation scope than the beginAnimations it closes")
            AnimationContext.scopes.removeAll { if case .block(let open) = $0 { open === block } else { false } }
        }
        if let problem = block.timing.validationError {
            SceneDiagnostics.report("\(block.label): \(problem)")
        }
        block.bodyDidReturn()
        return owner
    }

    private static func run(_ block: AnimationBlock, _ animations: () -> Void) {
        if let problem = block.timing.validationError {
            SceneDiagnostics.report("\(block.label): \(problem)")
        }
        AnimationContext.within(.block(block)) {
            animations()
            AnimationContext.runPendingAlongside()
        }
        block.bodyDidReturn()
    }
}

/// Collects the values each property takes across the keyframes of one keyframe block.
@MainActor
final class KeyframeRecorder {
    private struct Entry {
        let layer: Weak<Layer>
        let property: PartialKeyPath<LayerState>
        let initial: LayerState
        var frames: [(start: Double, duration: Double, state: LayerState)]
    }

    private var entries: [Entry] = []
    private var frame = (start: 0.0, duration: 1.0)

    func withFrame(start: Double, duration: Double, _ body: () -> Void) {
        let saved = frame
        frame = (start, duration)
        body()
        frame = saved
    }

    func note(_ layer: Layer, property: PartialKeyPath<LayerState>, before: LayerState) {
        let index = entries.firstIndex { $0.layer.value === layer && $0.property == property } ?? {
            entries.append(Entry(layer: Weak<Layer>(layer), property: property, initial: before, frames: []))
            return entries.count - 1
        }()
        // Set again in the same keyframe (a transform translated, then rotated): the keyframe
        // ends at the last value, as Core Animation's one value per key time does.
        if let last = entries[index].frames.last, last.start == frame.start, last.duration == frame.duration {
            entries[index].frames[entries[index].frames.count - 1].state = layer.model
        } else {
            entries[index].frames.append((frame.start, frame.duration, layer.model))
        }
    }

    /// Hands the recorded keyframes to a property animator's recorder: each property changes
    /// over its frames' shares of the animator's progress.
    func forward(to recorder: AnimatorRecorder) {
        for entry in entries {
            guard let layer = entry.layer.value else { continue }
            recorder.note(layer, property: entry.property, before: entry.initial,
                          segments: entry.frames.map { AnimatorSegment(start: $0.start, duration: $0.duration, state: $0.state) })
        }
    }

    /// Turns the recorded keyframes into one keyframe animation per property.
    func capture(into block: AnimationBlock, mode: KeyframeCalculationMode) {
        if let first = entries.lazy.compactMap(\.layer.value).first { block.adopt(AnimationContext.blockClock(for: first)) }
        let clock = block.clock
        for entry in entries {
            guard let layer = entry.layer.value,
                  var track = layer.tracks[entry.property] ?? AnimatableProperty.makeTrack(for: entry.property, model: entry.initial)
            else { continue }
            let id = clock.makeAnimationID()
            let timing = layer.localTiming(block.timing)
            let capture = track.animateKeyframes(from: entry.initial, frames: entry.frames, timing: timing,
                                                 mode: mode, id: id)
            layer.tracks[entry.property] = track
            if let added = capture.added { block.add(added, on: layer, property: entry.property, localEnd: timing.endTime) }
            AnimationBlock.interrupt(capture.interrupted)
        }
    }
}

extension View {
    /// The clock an animation made now is timed on: an interactive transition's while it
    /// builds its animations, else the key window's (what `CATransaction` waits on).
    public static var animationClock: VirtualClock { AnimationContext.clock }
}
