import Dispatch

/// One sampled frame of a running transition.
public struct TransitionFrame: Sendable {
    /// "present@0.30", "dismiss@t=0.125s", "present@settled": stable names for goldens.
    public var label: String
    /// Seconds since the action began (a touch's transition may start later: see `SampleTimes`).
    public var time: Double
    /// `time / duration` when the transition has a duration.
    public var progress: Double?
    /// The rendered pixels, drawn from the display list when first read (see `FramePixels`).
    public var bitmap: Bitmap {
        get { pixels.bitmap }
        set { pixels = FramePixels(newValue) }
    }
    /// Where the pixels come from: a golden check that needs none leaves them undrawn.
    public var pixels: FramePixels
    /// What was drawn, with view names on every op: the frame explained.
    public var displayList: DisplayList
    /// The bitmaps the display list's image ops name.
    public var images: [String: Bitmap]
    /// How the views moved over the whole recording (the same trace on every frame of one
    /// `record` call; storage is shared), when the sampler traced motion.
    public var motion: MotionTrace?
}

/// When to sample a transition.
public enum SampleTimes: Sendable, Hashable {
    /// Fractions of the transition's duration: labels stay stable when a duration is retuned.
    /// When the action starts its transition later (a tap, whose recognizer fires as the finger
    /// lifts), they count from the moment it starts; this and `evenly` fail when nothing starts.
    case progress([Double])
    /// Seconds since the action began (for a touch, since the finger went down).
    case seconds([Double])
    /// Every `milliseconds` from the start through the end of the duration.
    case every(milliseconds: Double)
    /// `count` times spread evenly from the start through the end (at least 2).
    case evenly(count: Int)
}

extension SampleTimes {
    /// Whether the times are fractions of the transition's duration, so count from its start.
    var countsFromTheTransition: Bool {
        switch self {
        case .progress, .evenly: true
        case .seconds, .every: false
        }
    }
}

/// What to run and sample.
public enum TransitionAction {
    /// `presenter.present(controller, animated: true)`.
    case present(ViewController, from: ViewController)
    /// `controller.dismiss(animated: true)` of a presented controller.
    case dismiss(ViewController)
    /// A presentation or dismissal whose delegate vends `interactor`, driven by `gesture`.
    indirect case interactive(TransitionAction, interactor: PercentDrivenInteractiveTransition, gesture: GestureScript)
    /// The window changes size (a rotation), animated, with the screen's new safe-area insets;
    /// see `Window.transition(to:duration:safeAreaInsets:)`.
    case sizeChange(to: Size, safeAreaInsets: EdgeInsets? = nil)
    /// Anything that starts a transition, now or later on the clock (a push, a scripted drag
    /// whose recognizer starts one): `phase` begins the frame labels ("push"), `label` names
    /// it in messages.
    case perform(_ label: String, phase: String, _ body: @MainActor () -> Void)
}

/// A scripted gesture: percent updates at times (seconds since the transition began), then a
/// finish or cancel.
public struct GestureScript: Sendable, Hashable {
    public enum Ending: Sendable, Hashable {
        case finish(at: Double)
        case cancel(at: Double)
    }

    public var updates: [(time: Double, percent: Double)]
    public var ending: Ending

    public init(updates: [(time: Double, percent: Double)], ending: Ending) {
        self.updates = updates
        self.ending = ending
    }

    public static func == (a: GestureScript, b: GestureScript) -> Bool {
        a.ending == b.ending && a.updates.elementsEqual(b.updates) { $0.time == $1.time && $0.percent == $1.percent }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ending)
        for update in updates {
            hasher.combine(update.time)
            hasher.combine(update.percent)
        }
    }

    /// When the gesture lets go.
    var endTime: Double {
        switch ending {
        case .finish(let time), .cancel(let time): time
        }
    }
}

/// A transition that could not be sampled, naming it and the time.
public struct TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var transition: String
    /// Seconds since the transition began.
    public var time: Double
    public var problem: String

    public init(transition: String, time: Double, problem: String) {
        self.transition = transition
        self.time = time
        self.problem = problem
    }

    public var description: String {
        "\(transition) at t=\(TransitionSampler.format(time)) s: \(problem)"
    }
}

/// Runs a transition on a window's virtual clock and renders it at the requested times.
@MainActor
public struct TransitionSampler {
    public var window: Window
    /// The longest the transition may take to call `completeTransition`, in seconds.
    public var completionTimeout: Double = 10
    /// Seconds between motion samples (see `MotionTrace`), from the start to the last sampled
    /// frame; nil records no motion. Tracing only reads presentation values: the frames are
    /// the same either way.
    public var motionStep: Double? = MotionTrace.defaultStep
    /// Whether contradictory constraints fail the transition. UIKit logs them ("Unable to
    /// simultaneously satisfy constraints"), breaks one and lays out the rest, and so does the
    /// sampler by default (the log goes to standard error); a test that wants its screens free
    /// of them sets this.
    public var failsOnLayoutConflicts = false

    public init(window: Window) {
        self.window = window
    }

    /// Runs `action` and returns its frames at `times`, plus the start, the end of the duration
    /// and the settled state (after `completeTransition` and every pending completion) when asked.
    public func record(_ action: TransitionAction, at times: SampleTimes, includeStart: Bool = true,
                       includeEnd: Bool = true, settle: Bool = true) throws(TransitionError) -> [TransitionFrame] {
        window.makeKey()
        // A screen is laid out before anyone can start a transition on it.
        window.layoutIfNeeded()
        let clock = window.clock
        let start = clock.now
        let transitionsBefore = window.transitionsBegun
        let name = action.label
        func failure(_ problem: String) -> TransitionError {
            TransitionError(transition: name, time: clock.now - start, problem: problem)
        }
        func checkDiagnostics(_ when: String = "") throws(TransitionError) {
            let messages = SceneDiagnostics.drainEntries(window)
                .filter { failsOnLayoutConflicts || !$0.isLayoutConflict }.map(\.message)
            if !messages.isEmpty { throw failure(when + messages.joined(separator: "; ")) }
        }
        // What went wrong while the screens were built (a storyboard that could not be read, a
        // missing image) fails the transition too: its frames would not show the app's screen.
        try checkDiagnostics("before the transition started: ")

        action.start()
        // The turn that started the transition ends with a layout pass, whether or not its
        // first instant is sampled.
        clock.endTurn()
        // A recording that fails part way still lets the transition run to its end, as nobody
        // would stop it on a device, so the window can take the next action.
        var recorded = false
        defer { if !recorded { finishAbandonedTransition(startedAt: start) } }
        try checkDiagnostics()
        // A touch or a timer starts its transition later (a tap's recognizer fires as the finger
        // lifts): fractions of the duration count from when it starts, not from the action.
        var offset = 0.0
        if window.transitionsBegun == transitionsBefore, times.countsFromTheTransition, case .perform = action {
            offset = try waitForTransition(startedAt: start, failure)
        }
        let driver = window.runningTransition
        let duration = driver?.duration ?? 0
        if case let .interactive(_, interactor, gesture) = action {
            guard driver?.transitionContext?.isInteractive == true else {
                throw failure("the transition did not start interactively: does the delegate return the interactor?")
            }
            gesture.schedule(on: clock, from: start, driving: interactor)
        }

        var plan = action.sampleTimes(times, duration: duration).map { (time: $0.time + offset, label: $0.label, progress: $0.progress) }
        if includeStart { plan.append((offset, action.phase + "@" + (duration > 0 ? "0.00" : "start"), 0)) }
        if includeEnd, duration > 0 { plan.append((offset + duration, action.phase + "@1.00", 1)) }
        plan = TransitionSampler.ordered(plan)

        var scenes: [(label: String, time: Double, progress: Double?, frame: SceneFrame)] = []
        var motion = motionStep.flatMap { step in
            step.isFinite && step > 0 ? MotionRecorder(step: MotionRecorder.step(step, covering: plan.last?.time ?? 0)) : nil
        }
        // The trace begins with the transition (what happened before it is not its motion).
        var motionSteps = motion.map { Int((offset / $0.step - 1e-9).rounded(.up)) } ?? 0
        for sample in plan {
            do {
                // The motion samples up to this frame: the clock runs the same actions at the
                // same instants whether it gets there in one step or many.
                while let recorder = motion, Double(motionSteps) * recorder.step <= sample.time + 1e-9 {
                    let time = Double(motionSteps) * recorder.step
                    try clock.advance(to: max(clock.now, start + min(time, sample.time)))
                    motion?.sample(window, at: time, clockTime: clock.now)
                    motionSteps += 1
                }
                try clock.advance(to: start + sample.time)
            } catch {
                throw failure("\(error)")
            }
            try checkDiagnostics()
            scenes.append((sample.label, sample.time, sample.progress, try renderScene(failure)))
        }
        if settle {
            let limit = start + max(completionTimeout, duration)
            do {
                try runClock(until: limit)
            } catch {
                throw failure("\(error)")
            }
            try checkDiagnostics()
            if window.runningTransition != nil {
                // The failure is at the limit it waited for, not at the last thing that ran.
                try? clock.advance(to: max(clock.now, limit))
                throw failure("completeTransition was not called within \(TransitionSampler.format(limit - start)) s")
            }
            scenes.append((action.phase + "@settled", clock.now - start, nil, try renderScene(failure)))
        }
        var frames = try frames(scenes, failure: failure)
        if let trace = motion?.trace() {
            for index in frames.indices { frames[index].motion = trace }
        }
        recorded = true
        return frames
    }

    /// Runs the clock until an action started at `start` starts a transition, and returns the
    /// seconds that took. Nothing starting within the completion timeout fails the recording:
    /// its frames would all show the moment before.
    private func waitForTransition(startedAt start: Double,
                                   _ failure: (String) -> TransitionError) throws(TransitionError) -> Double {
        let before = window.transitionsBegun
        do {
            try runClock(until: start + completionTimeout) { window.transitionsBegun == before }
        } catch {
            throw failure("\(error)")
        }
        guard window.transitionsBegun != before else {
            throw failure("it was sampled at fractions of a transition's duration, but no transition started within "
                + "\(TransitionSampler.format(completionTimeout)) s; sample what it does at .seconds")
        }
        return window.clock.now - start
    }

    /// Runs the clock until the transition a failed recording left running ends (or the
    /// completion timeout passes). What goes wrong meanwhile is part of the failure already
    /// reported, so it is not left for the next recording to trip on.
    private func finishAbandonedTransition(startedAt start: Double) {
        let limit = start + max(completionTimeout, window.runningTransition?.duration ?? 0)
        try? runClock(until: limit) { window.runningTransition != nil }
        _ = SceneDiagnostics.drain(window)
    }

    /// Runs the window's clock from one scheduled action to the next while `keepGoing` holds and
    /// the next action is due by `limit`; what an action throws ends the run and is rethrown.
    private func runClock(until limit: Double, while keepGoing: () -> Bool = { true }) throws {
        let clock = window.clock
        while keepGoing(), let next = clock.nextActionTime, next <= limit {
            try clock.advance(to: max(next, clock.now))
        }
    }

    private func renderScene(_ failure: (String) -> TransitionError) throws(TransitionError) -> SceneFrame {
        do {
            return try SceneRenderer().frame(of: window)
        } catch {
            throw failure("\(error)")
        }
    }

    /// The frames, each display list checked now (so a list that cannot be drawn fails the
    /// recording, naming the frame) and drawn when its pixels are first read.
    private func frames(_ scenes: [(label: String, time: Double, progress: Double?, frame: SceneFrame)],
                        failure: (String) -> TransitionError) throws(TransitionError) -> [TransitionFrame] {
        var output: [TransitionFrame] = []
        for scene in scenes {
            do {
                try scene.frame.displayList.validate(imageNames: Set(scene.frame.images.keys))
            } catch {
                throw failure("frame \(scene.label): \(error)")
            }
            output.append(TransitionFrame(label: scene.label, time: scene.time, progress: scene.progress,
                                          pixels: FramePixels(drawing: scene.frame), displayList: scene.frame.displayList,
                                          images: scene.frame.images, motion: nil))
        }
        return output
    }

    /// Sorted by time; a later entry for the same time and label is dropped.
    static func ordered(_ plan: [(time: Double, label: String, progress: Double?)]) -> [(time: Double, label: String, progress: Double?)] {
        var seen = Set<String>()
        return plan.sorted { $0.time < $1.time }.filter { seen.insert($0.label).inserted }
    }

    /// Times with three decimals, as in labels and messages.
    nonisolated static func format(_ value: Double) -> String {
        DecimalText.fixed(value, digits: 3)
    }

    /// Progress with two decimals ("0.30").
    nonisolated static func formatProgress(_ value: Double) -> String {
        DecimalText.fixed(value, digits: 2)
    }
}

extension TransitionAction {
    /// "present" or "dismiss", the first part of frame labels.
    var phase: String {
        switch self {
        case .present: "present"
        case .dismiss: "dismiss"
        case .interactive(let inner, _, _): inner.phase
        case .sizeChange: "resize"
        case .perform(_, let phase, _): phase
        }
    }

    /// "present HerbDetails" for messages.
    @MainActor
    var label: String {
        switch self {
        case .present(let controller, _): "present \(controller.displayName)"
        case .dismiss(let controller): "dismiss \(controller.displayName)"
        case .interactive(let inner, _, _): "interactive \(inner.label)"
        case .sizeChange(let size, _): "size change to \(size.width) x \(size.height)"
        case .perform(let label, _, _): label
        }
    }

    @MainActor
    func start() {
        switch self {
        case let .present(controller, presenter): presenter.present(controller, animated: true)
        case let .dismiss(controller): controller.dismiss(animated: true)
        case let .interactive(inner, _, _): inner.start()
        case let .sizeChange(size, insets): Window.key?.transition(to: size, safeAreaInsets: insets)
        case let .perform(_, _, body): body()
        }
    }

    /// The requested times as (seconds, label, progress).
    func sampleTimes(_ times: SampleTimes, duration: Double) -> [(time: Double, label: String, progress: Double?)] {
        let phase = self.phase
        func byProgress(_ fractions: [Double]) -> [(Double, String, Double?)] {
            fractions.filter(\.isFinite).map { p in (max(0, p) * duration, "\(phase)@\(TransitionSampler.formatProgress(p))", p) }
        }
        func bySeconds(_ seconds: [Double]) -> [(Double, String, Double?)] {
            seconds.filter(\.isFinite).map { t in
                (max(0, t), "\(phase)@t=\(TransitionSampler.format(t))s", duration > 0 ? t / duration : nil)
            }
        }
        switch times {
        case .progress(let fractions):
            return byProgress(fractions)
        case .seconds(let seconds):
            return bySeconds(seconds)
        case .every(let milliseconds):
            guard milliseconds > 0, milliseconds.isFinite else { return [] }
            let step = milliseconds / 1000
            let count = min(Int((duration / step + 1e-9).rounded(.down)), 100_000)
            return bySeconds((0...max(count, 0)).map { Double($0) * step })
        case .evenly(let count):
            let count = max(count, 2)
            return byProgress((0..<count).map { Double($0) / Double(count - 1) })
        }
    }
}

extension GestureScript {
    /// Schedules the updates and the ending on the clock.
    @MainActor
    func schedule(on clock: VirtualClock, from start: Double, driving interactor: PercentDrivenInteractiveTransition) {
        for update in updates where update.time.isFinite {
            clock.schedule(at: start + max(0, update.time), label: "gesture update \(update.percent)") {
                interactor.update(update.percent)
            }
        }
        switch ending {
        case .finish(let time): clock.schedule(at: start + max(0, time), label: "gesture finish") { interactor.finish() }
        case .cancel(let time): clock.schedule(at: start + max(0, time), label: "gesture cancel") { interactor.cancel() }
        }
    }
}
