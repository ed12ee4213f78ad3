/// The container's own time during a classic percent-driven interactive transition
/// (docs/UIKitBehaviour.md, "Percent-driven interactive transitions"): UIKit freezes the
/// container layer (speed 0) and sets its time
/// offset to `duration · percent`, so the animator's animations show the frame of that
/// *time* (its own curve still shapes the values). After `finish` or `cancel` the time runs to
/// the end or back to the start with the completion curve and speed.
///
/// Animations created inside the domain are timed on its clock; layers in the container are
/// drawn at `localTime`. When the motion ends, the domain clock jumps to the transition's end,
/// which runs the animations' completions (the animator then calls `completeTransition`).
@MainActor
final class TransitionTimeDomain {
    let clock: VirtualClock
    /// Local time at which the transition's animations began.
    let start: Double
    let duration: Double

    private enum Motion {
        case frozen(at: Double)
        case moving(from: Double, to: Double, mainStart: Double, length: Double, curve: TimingFunction)
        /// After the end: the domain's time runs on with the main clock's (`local` at `mainStart`).
        case following(local: Double, mainStart: Double)
    }

    private var motion: Motion

    init(start: Double, duration: Double) {
        self.start = start
        self.duration = max(0, duration)
        clock = VirtualClock(startTime: start)
        motion = .frozen(at: start)
    }

    /// The container's time at main-clock time `t`.
    func localTime(atClock t: Double) -> Double {
        switch motion {
        case .frozen(let local):
            return local
        case let .moving(from, to, mainStart, length, curve):
            guard length > 0 else { return to }
            let fraction = min(max((t - mainStart) / length, 0), 1)
            return from + (to - from) * curve.progress(atFraction: fraction, duration: length)
        case let .following(local, mainStart):
            return local + (t - mainStart)
        }
    }

    /// Whether the finger holds the time (it moves only when an update sets it).
    var isFrozen: Bool {
        if case .frozen = motion { return true }
        return false
    }

    /// Shows the frame of `percent` of the duration.
    func freeze(atPercent percent: Double) {
        motion = .frozen(at: start + duration * min(max(percent.isNaN ? 0 : percent, 0), 1))
    }

    /// Runs time from where it is now (main time `now`) to the end or the start over `length`
    /// seconds of main time.
    func run(toEnd: Bool, mainNow now: Double, length: Double, curve: TimingFunction) {
        let from = localTime(atClock: now)
        motion = .moving(from: from, to: toEnd ? start + duration : start, mainStart: now, length: max(0, length), curve: curve)
    }

    /// An interaction ended: the animations on `views` (and below them) are the transition's
    /// own; time runs to the end, or back to the start for a cancel, over `length` seconds of
    /// `clock`'s time along `curve`; then a cancel returns those views to their start values and
    /// the domain's time runs on with the clock.
    func playRemainder(cancelled: Bool, of views: [View], on clock: VirtualClock, length: Double, curve: TimingFunction,
                       label: String) {
        noteTransitionAnimations(of: views)
        run(toEnd: !cancelled, mainNow: clock.now, length: length, curve: curve)
        clock.schedule(at: clock.now + length, label: label) { [self] in
            if cancelled { keepStartValues(of: views) }
            complete(following: clock)
        }
    }

    /// Runs `body` with this domain's clock timing new animations.
    func perform(_ body: () -> Void) {
        AnimationContext.withClock(clock, body)
    }

    /// The animations on the transition's views when the interaction ended: the transition's
    /// own. A cancel returns only those to their start; animations code adds once it has asked
    /// to cancel (an interaction controller's own fade back, from its `cancel()` override) run on.
    private var animationsAtEnd: Set<AnimationID>?

    /// Notes the animations on `views` and their subviews as the transition's own.
    func noteTransitionAnimations(of views: [View]) {
        var ids: Set<AnimationID> = []
        var stack = views
        while let view = stack.popLast() {
            for track in view.layer.tracks.values { ids.formUnion(track.animationIDs) }
            stack.append(contentsOf: view.subviews)
        }
        animationsAtEnd = ids
    }

    /// After a cancel has run the time back to the start: every view animated in this domain
    /// (`views` and their subviews) keeps the values its animations started from, as its model,
    /// and the animations are removed (their blocks complete with `finished == false` when the
    /// domain completes). UIKit returns a cancelled transition's views to where they were, so an
    /// animator need not reset them in its completion (Apple's own sample animators do not). A
    /// layer that code has animated since it asked to cancel is left to that animation.
    func keepStartValues(of views: [View]) {
        perform {
            var animated: [(Layer, LayerState)] = []
            var stack = views
            while let view = stack.popLast() {
                let layer = view.layer
                let animatedSinceCancel = animationsAtEnd.map { own in
                    layer.tracks.values.contains { track in track.animationIDs.contains { !own.contains($0) } }
                } ?? false
                if !layer.tracks.isEmpty, !animatedSinceCancel {
                    var state = layer.model
                    for track in layer.tracks.values { track.apply(to: &state, at: start) }
                    animated.append((layer, state))
                }
                stack.append(contentsOf: view.subviews)
            }
            // Every model first, then the removals: a completion that runs early sees them all.
            for (layer, state) in animated { layer.model = state }
            for (layer, _) in animated { layer.removeAllAnimations() }
        }
    }

    /// Brings the domain clock to the end of the transition, running the animations'
    /// completions, inside the domain. From then on the domain's time runs with `mainClock`, as
    /// UIKit sets the container's layer going again: animations the completions start (a last
    /// fade before `completeTransition`) play out and complete in real time.
    func complete(following mainClock: VirtualClock) {
        advance(to: max(clock.now, start + duration))
        motion = .following(local: clock.now, mainStart: mainClock.now)
        relay(to: mainClock)
    }

    /// The transition ends and `views` leave its time for the window's: every animation on
    /// them (and below them) moves by the difference between the two at `mainNow`, so one that
    /// code started in the domain (an animator's completion that animates a last change before
    /// `completeTransition`) goes on from where it is instead of jumping to the window's time.
    /// Its completion already follows the window's time (see `relay(to:)`).
    func handOver(_ views: [View], mainNow: Double) {
        let delta = mainNow - localTime(atClock: mainNow)
        guard delta != 0, delta.isFinite else { return }
        var stack = views
        while let view = stack.popLast() {
            let layer = view.layer
            let ids = Set(layer.tracks.values.flatMap(\.animationIDs))
            if !ids.isEmpty {
                for key in Array(layer.tracks.keys) { layer.tracks[key]?.shift(ids, by: delta) }
            }
            for animation in layer.keyedAnimations { layer.shiftKeyedAnimation(forKey: animation.key, by: delta) }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Runs the domain clock's next action when the main clock gets to the same moment, and so
    /// on while any are left.
    private func relay(to mainClock: VirtualClock) {
        guard let next = clock.nextActionTime, case let .following(local, mainStart) = motion else { return }
        _ = mainClock.schedule(at: mainStart + max(0, next - local), label: "interactive transition's own time") { [self] in
            advance(to: next)
            relay(to: mainClock)
        }
    }

    private func advance(to time: Double) {
        perform {
            do {
                try clock.advance(to: time)
            } catch {
                SceneDiagnostics.report("interactive transition: \(error)")
            }
        }
    }
}
