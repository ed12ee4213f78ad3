/// A layer's own time (Core Animation's `CAMediaTiming` on a layer): its local time runs at
/// `speed` times its parent's from `beginTime`, shifted by `timeOffset`:
///
///     local = (parent − beginTime) · speed + timeOffset
///
/// Apps pause a layer and everything in it with `speed = 0` and scrub it with `timeOffset`
/// (interactive transitions written before UIKit had them do this to their container), and
/// resume it by moving `beginTime`. Animations added to a layer are timed in its local time.
public struct LayerTiming: Hashable, Sendable {
    public var beginTime: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0

    public init(beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// Core Animation's defaults: the parent's time unchanged.
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// The local time at the parent's time `parent`; exactly `parent` when the timing is the
    /// default, so layers nobody retimed keep bit-identical times.
    public func localTime(fromParent parent: Double) -> Double {
        isIdentity ? parent : (parent - beginTime) * speed + timeOffset
    }

    /// The parent's time at which the local time is `local`; nil when the local time stands
    /// still (speed 0) or runs backwards, so it cannot be predicted to get there.
    public func parentTime(forLocal local: Double) -> Double? {
        if isIdentity { return local }
        guard speed > 0, speed.isFinite else { return nil }
        return (local - timeOffset) / speed + beginTime
    }
}

extension View {
    /// The time domain of the interactive transition whose container holds this view, while
    /// the finger holds its time.
    var heldTimeDomain: TransitionTimeDomain? {
        var current: View? = self
        while let view = current {
            if let domain = view.timeDomain { return domain.isFrozen ? domain : nil }
            current = view.superview
        }
        return nil
    }

    /// The local time of this view's layer at main-clock time `t`: a transition's time domain
    /// (a frozen interactive transition's container) replaces the time above it, and every
    /// layer's own timing on the way down applies. (Walked with loops, not recursion: a view
    /// tree may be deep.)
    func localTime(atClock t: Double) -> Double {
        var timings: [LayerTiming] = []
        var base = t
        var current: View? = self
        while let view = current {
            if !view.layer.timing.isIdentity { timings.append(view.layer.timing) }
            if let domain = view.timeDomain {
                base = domain.localTime(atClock: t)
                break
            }
            current = view.superview
        }
        return timings.reversed().reduce(base) { time, timing in timing.localTime(fromParent: time) }
    }

    /// The local time of this view's layer at time `t` of the clock its animations are timed on
    /// (inside a transition's time domain, the domain's clock, which already keeps the time
    /// above the domain): where animations added now begin, and what their ends are measured in.
    public func layerTime(fromClockTime t: Double) -> Double {
        timingsUpToDomain().reversed().reduce(t) { time, timing in timing.localTime(fromParent: time) }
    }

    /// The clock time at which this view's layer reaches local time `local` if no timing
    /// changes before then; nil when a layer on the way stands still.
    package func clockTime(forLayerTime local: Double) -> Double? {
        var time = local
        for timing in timingsUpToDomain() {
            guard let parent = timing.parentTime(forLocal: time) else { return nil }
            time = parent
        }
        return time
    }

    /// The timings other than the default from this view's layer up to the root or a
    /// transition's time domain (its view included), innermost first.
    private func timingsUpToDomain() -> [LayerTiming] {
        var timings: [LayerTiming] = []
        var current: View? = self
        while let view = current {
            if !view.layer.timing.isIdentity { timings.append(view.layer.timing) }
            if view.timeDomain != nil { break }
            current = view.superview
        }
        return timings
    }

    /// Converts a time from `source`'s layer's local time to `target`'s (nil: the clock's), up
    /// through the timings of the layers between `source` and their common ancestor and down
    /// through those to `target`. Going up through a layer that stands still keeps the time.
    package static func convertLayerTime(_ t: Double, from source: View?, to target: View?) -> Double {
        let up = source.map(\.selfAndAncestors) ?? []
        let down = target.map(\.selfAndAncestors) ?? []
        let common = up.first { view in down.contains { $0 === view } }
        var time = t
        for view in up {
            if view === common { break }
            time = view.layer.timing.parentTime(forLocal: time) ?? time
        }
        for view in down.prefix(while: { $0 !== common }).reversed() {
            time = view.layer.timing.localTime(fromParent: time)
        }
        return time
    }

    /// This view, its superview, and so on up to the root.
    private var selfAndAncestors: [View] {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }

    /// Whether this view's layer or one above it (up to a transition's time domain) has a
    /// timing of its own.
    package var isRetimed: Bool { !timingsUpToDomain().isEmpty }
}

/// Runs an action once the local times of some layers have reached given values: animations
/// timed in a retimed layer end when its local time says, however the app pauses, scrubs and
/// resumes it. The alarm is set for the clock time the current timings predict, checked when it
/// rings, and set again whenever any layer's timing changes; while a layer stands still it
/// waits for such a change.
@MainActor
public final class LayerTimeAlarm {
    private let targets: [(view: Weak<View>, local: Double)]
    private let clock: VirtualClock
    private let label: String
    private var action: (() -> Void)?
    private var token: VirtualClock.ActionToken?

    /// Alarms not yet rung, kept alive until they ring or are cancelled.
    private static var pending: [ObjectIdentifier: LayerTimeAlarm] = [:]

    /// Rings `action` once each view's layer time has reached its value.
    @discardableResult
    public init(when targets: [(View, Double)], clock: VirtualClock, label: String, _ action: @escaping () -> Void) {
        self.targets = targets.map { (Weak($0.0), $0.1) }
        self.clock = clock
        self.label = label
        self.action = action
        LayerTimeAlarm.pending[ObjectIdentifier(self)] = self
        arm()
    }

    /// Stops the alarm before it rings.
    public func cancel() {
        if let token { _ = clock.cancel(token) }
        token = nil
        action = nil
        LayerTimeAlarm.pending[ObjectIdentifier(self)] = nil
    }

    /// A layer's timing changed: every alarm sets itself again.
    static func timingChanged() {
        for alarm in pending.values { alarm.arm() }
    }

    /// Some local times are met only a rounding error late; they count as reached.
    private static let tolerance = 1e-9

    private var isDue: Bool {
        targets.allSatisfy { target in
            guard let view = target.view.value else { return true }
            return view.layerTime(fromClockTime: clock.now) >= target.local - LayerTimeAlarm.tolerance
        }
    }

    /// The clock time the current timings predict every target is reached at (now at the
    /// earliest); nil while a layer short of its target stands still.
    private func predictedTime() -> Double? {
        var due = clock.now
        for target in targets {
            guard let view = target.view.value,
                  view.layerTime(fromClockTime: clock.now) < target.local - LayerTimeAlarm.tolerance else { continue }
            guard let time = view.clockTime(forLayerTime: target.local), time.isFinite else { return nil }
            due = max(due, time)
        }
        return due
    }

    private func arm() {
        if let token { _ = clock.cancel(token) }
        token = nil
        guard action != nil, let due = predictedTime() else { return }
        token = clock.schedule(at: due, label: label) { [self] in
            token = nil
            if isDue { return ring() }
            // Not there yet (a timing changed on the way): set again, unless the prediction no
            // longer moves, which only rounding causes.
            guard let next = predictedTime() else { return }
            if next > clock.now { arm() } else { ring() }
        }
    }

    private func ring() {
        LayerTimeAlarm.pending[ObjectIdentifier(self)] = nil
        let action = self.action
        self.action = nil
        action?()
    }
}
