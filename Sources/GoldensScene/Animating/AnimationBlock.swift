/// The animations one `animate(withDuration:…)` (or keyframe) call created, and its completion.
/// The completion runs once every animation of the block has ended: at the block's end time
/// with `finished == true`, or as soon as the last one is cut short (replaced, removed) with
/// `finished == false`. A block that animated nothing completes on the next clock turn with
/// `finished == true`, as UIKit runs it on the next run-loop turn (docs/UIKitBehaviour.md,
/// "Completion handlers").
@MainActor
final class AnimationBlock {
    private(set) var timing: AnimationTiming
    private(set) var options: AnimationOptions
    let label: String
    /// The clock the block is timed on: the one it was made with until its first change
    /// names a window (see `adopt(_:)`).
    private(set) var clock: VirtualClock
    private var hasAdoptedAClock = false
    private var completion: ((Bool) -> Void)?
    private var outstanding: Set<AnimationID> = []
    private var touched: [(layer: Weak<Layer>, property: PartialKeyPath<LayerState>)] = []
    private var interrupted = false
    private var bodyReturned = false
    private var endToken: VirtualClock.ActionToken?
    /// Where each animation ends in its layer's local time; read when a layer was retimed.
    private var localEnds: [(view: Weak<View>, time: Double)] = []
    private var anyRetimed = false
    /// Waits for the local ends when a layer was retimed (see `LayerTimeAlarm`).
    private var endAlarm: LayerTimeAlarm?

    init(timing: AnimationTiming, options: AnimationOptions, label: String, clock: VirtualClock, completion: ((Bool) -> Void)?) {
        self.timing = timing
        self.options = options
        self.label = label
        self.clock = clock
        self.completion = completion
    }

    /// Times the block on `layerClock`, the clock of the first layer it changes. A block is
    /// made before the views it animates are known, on the key window's clock; its animations
    /// belong to their own window's time, so it moves there with its begin time (the same
    /// instant of the other clock) before it captures anything. Later changes in other windows
    /// stay on the clock it adopted.
    func adopt(_ layerClock: VirtualClock) {
        guard !hasAdoptedAClock else { return }
        hasAdoptedAClock = true
        guard layerClock !== clock else { return }
        timing.beginTime += layerClock.now - clock.now
        clock = layerClock
    }

    /// The latest end of the animations added, which may outlast the block's timing as it is
    /// when the body returns (see `modifying` and `retime`); the completion waits for it.
    private var latestAddedEndTime = -Double.infinity

    /// The block's end: its own timing's, or that of an animation it made ending later.
    private var endTime: Double { max(timing.endTime, latestAddedEndTime) }

    /// Runs `body` with the block's timing repeating `repeatCount` times (autoreversing each
    /// pass when asked), as `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`
    /// does to the changes made inside it; the rest of the block keeps its own timing.
    func modifying(repeatCount: Double, autoreverses: Bool, _ body: () -> Void) {
        let saved = timing
        timing.repeatCount = repeatCount
        timing.autoreverses = autoreverses
        defer { timing = saved }
        body()
    }

    /// Sets the timing of the changes made from now on: the legacy `beginAnimations` block is
    /// made before `setAnimationDuration(_:)` and its siblings are called, and each change
    /// takes the values set before it, as UIKit's do.
    func retime(_ change: (inout AnimationTiming, inout AnimationOptions) -> Void) {
        change(&timing, &options)
    }

    /// Notes an animation this block created on `property` of `layer`, ending at `localEnd` in
    /// the layer's local time.
    func add(_ id: AnimationID, on layer: Layer, property: PartialKeyPath<LayerState>, localEnd: Double) {
        if let view = layer.view {
            localEnds.append((Weak(view), localEnd))
            anyRetimed = anyRetimed || view.isRetimed
        }
        outstanding.insert(id)
        latestAddedEndTime = max(latestAddedEndTime, timing.endTime)
        touched.append((Weak<Layer>(layer), property))
        AnimationBlock.owners[id] = self
        clock.record(timing, animation: id, label: "\(layer.view?.displayName ?? "layer").\(AnimatableProperty.name(of: property))")
    }

    /// The animation block's closure has returned: plan the completion.
    func bodyDidReturn() {
        bodyReturned = true
        if outstanding.isEmpty {
            scheduleCompletion(at: clock.now)
        } else if anyRetimed {
            // A paused or scrubbed layer ends its animations when its own time gets there.
            let targets = localEnds.compactMap { end in end.view.value.map { ($0, end.time) } }
            guard targets.allSatisfy({ $0.1.isFinite }) else { return }
            endAlarm = LayerTimeAlarm(when: targets, clock: clock, label: "end of \(label)") { [self] in
                endAlarm = nil
                end()
            }
        } else if endTime.isFinite {
            clock.record(.completes, at: endTime, label: label)
            endToken = clock.schedule(at: endTime, label: "end of \(label)") { [self] in
                endToken = nil
                end()
            }
        }
    }

    /// Every animation has run to its end: they leave their layers and the completion runs.
    private func end() {
        for (layer, property) in touched {
            guard let layer = layer.value else { continue }
            layer.collectFinishedAnimations(on: property, at: layer.view?.layerTime(fromClockTime: clock.now) ?? clock.now)
        }
        for id in outstanding { AnimationBlock.owners[id] = nil }
        outstanding.removeAll()
        runCompletion()
    }

    /// One of this block's animations was removed before its end.
    private func interrupt(_ id: AnimationID) {
        guard outstanding.remove(id) != nil else { return }
        interrupted = true
        clock.retractEvents(of: id, after: clock.now)
        if outstanding.isEmpty, bodyReturned {
            if let token = endToken { clock.cancel(token) }
            endToken = nil
            endAlarm?.cancel()
            endAlarm = nil
            scheduleCompletion(at: clock.now)
        }
    }

    private func scheduleCompletion(at time: Double) {
        guard completion != nil else { return }
        clock.record(.completes, at: time, label: label)
        clock.schedule(at: time, label: "completion of \(label)") { [self] in runCompletion() }
    }

    private func runCompletion() {
        let handler = completion
        completion = nil
        handler?(!interrupted)
    }

    // MARK: Which block owns an animation

    private static var owners: [AnimationID: AnimationBlock] = [:]

    /// Reports animations cut short to the blocks that made them.
    static func interrupt(_ ids: [AnimationID]) {
        for id in ids {
            guard let block = owners.removeValue(forKey: id) else { continue }
            block.interrupt(id)
        }
    }
}

/// A weak reference: finished animations never keep a removed layer alive, and a layout
/// engine never keeps a view its tree let go of.
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
