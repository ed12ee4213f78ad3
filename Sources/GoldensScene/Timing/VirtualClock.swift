import Synchronization

/// The scene's only source of time. A test advances it explicitly; nothing reads the wall clock.
///
/// The clock does two jobs:
/// - It runs scheduled actions (animation completions, property-animator ends) in time order
///   as it advances, the way a run loop would: each action runs with `now` set to its own
///   instant, so work it starts (a chained animation in a completion) begins at that instant,
///   not at the end of the advance. Actions at the same instant run in the order scheduled.
///   An action scheduled for the current instant runs at the next `advance`, even one of zero
///   length (UIKit runs a zero-duration completion "on the next run-loop turn").
/// - It records every instant at which something begins, starts, ends or completes, so a
///   sampler can always include those instants (`sampleTimes`).
public final class VirtualClock {
    /// What happened at an instant of the timeline.
    public enum EventKind: String, Hashable, Sendable, CaseIterable {
        /// An animation was created (its block ran).
        case begins
        /// Its motion starts (after any delay).
        case starts
        /// Its motion ends.
        case ends
        /// A completion ran (or will run) here.
        case completes
    }

    public struct Event: Hashable, Sendable, CustomStringConvertible {
        public var time: Double
        public var kind: EventKind
        public var animation: AnimationID?
        public var label: String

        public var description: String {
            let subject = label.isEmpty ? (animation?.description ?? "") : label
            return "\(kind.rawValue) \(subject) at \(time) s"
        }
    }

    /// A handle to cancel a scheduled action.
    public struct ActionToken: Hashable, Sendable {
        let sequence: UInt64
    }

    /// Misuse of the clock, reported instead of trapping or hanging.
    public enum ClockError: Error, Hashable, Sendable, CustomStringConvertible {
        /// A time or step that is NaN or infinite.
        case notFinite(parameter: String, value: Double)
        /// Advancing to an earlier time.
        case backwards(from: Double, to: Double)
        /// Actions kept scheduling more actions without time moving on.
        case runaway(actionsRun: Int, at: Double, lastLabel: String)
        /// A sampling request that would produce more times than `limit`.
        case tooManySamples(requested: Double, limit: Int)

        public var description: String {
            switch self {
            case let .notFinite(parameter, value):
                "virtual clock: \(parameter) = \(value), expected a finite number"
            case let .backwards(from, to):
                "virtual clock: cannot go back from \(from) s to \(to) s"
            case let .runaway(count, time, label):
                "virtual clock: \(count) actions ran at or before \(time) s without settling (last: \(label.isEmpty ? "unnamed" : label)); does a completion keep scheduling work?"
            case let .tooManySamples(requested, limit):
                "virtual clock: \(requested) sample times requested, at most \(limit) allowed; use a larger step"
            }
        }
    }

    private struct Scheduled {
        var time: Double
        var sequence: UInt64
        var label: String
        var action: () -> Void
    }

    /// The current time in seconds.
    public private(set) var now: Double
    /// Every recorded event, in the order recorded.
    public private(set) var recordedEvents: [Event] = []
    /// The most actions one `advance` may run before it reports a runaway.
    public var actionLimitPerAdvance = 100_000

    private var scheduled: [Scheduled] = []
    private var nextSequence: UInt64 = 0
    /// What runs after each action, as a run loop ends its turn (windows lay themselves out).
    private var endOfTurnHandlers: [() -> Void] = []

    /// Runs `handler` after every action the clock runs, once the action's main-queue work is
    /// scheduled: the end of a run-loop turn, where UIKit commits its transaction and lays out.
    public func onEndOfTurn(_ handler: @escaping () -> Void) {
        endOfTurnHandlers.append(handler)
    }

    /// Work left to the end of the current run-loop turn, where Core Animation commits its
    /// transaction: it runs once, when an action's turn ends or, if no action ends the turn
    /// the calling code runs in, before time moves on.
    private var commitWork: [() -> Void] = []

    public func atCommit(_ work: @escaping () -> Void) {
        commitWork.append(work)
    }

    private func commit() {
        while !commitWork.isEmpty {
            let work = commitWork
            commitWork = []
            for item in work { item() }
        }
    }

    public init(startTime: Double = 0) {
        now = startTime.isFinite ? startTime : 0
    }

    /// A fresh animation identifier; identifiers increase in creation order and are unique in
    /// the process, across clocks: a layer can hold animations made on an interactive
    /// transition's clock and on its window's, and their owners are looked up by identifier.
    public func makeAnimationID() -> AnimationID {
        AnimationID(rawValue: VirtualClock.animationIDs.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    private static let animationIDs = Atomic<UInt64>(0)

    // MARK: - Events

    /// Records an instant on the timeline. Non-finite times (an animation that never ends) are
    /// not instants and are ignored.
    public func record(_ kind: EventKind, at time: Double, animation: AnimationID? = nil, label: String = "") {
        guard time.isFinite else { return }
        recordedEvents.append(Event(time: time, kind: kind, animation: animation, label: label))
    }

    /// Records the begin, start and end instants of an animation's timing.
    public func record(_ timing: AnimationTiming, animation: AnimationID?, label: String = "") {
        record(.begins, at: timing.beginTime, animation: animation, label: label)
        if !timing.isImmediate {
            record(.starts, at: timing.startTime, animation: animation, label: label)
        }
        record(.ends, at: timing.endTime, animation: animation, label: label)
    }

    /// Drops the recorded events of an animation after `time`: it was interrupted or re-planned
    /// there, so those instants will not happen. Record where it really ended separately.
    public func retractEvents(of animation: AnimationID, after time: Double) {
        recordedEvents.removeAll { $0.animation == animation && $0.time > time }
    }

    /// Recorded events in [start, end], ordered by time, then by recording order.
    public func events(from start: Double = -.infinity, through end: Double = .infinity) -> [Event] {
        let chosen = recordedEvents.enumerated().filter { $0.element.time >= start && $0.element.time <= end }
        return chosen.sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }

    /// The most sample times `sampleTimes` produces.
    public static let sampleLimit = 1_000_000

    /// The distinct instants of recorded events in [start, end], ascending.
    public func eventTimes(from start: Double = -.infinity, through end: Double = .infinity) -> [Double] {
        var times: [Double] = []
        for event in events(from: start, through: end) where times.last != event.time {
            times.append(event.time)
        }
        return times
    }

    /// Sample times from `start` through `end` every `step` seconds (computed as
    /// start + i·step, never accumulated), merged with every recorded event instant in that
    /// range. A stride time within `mergeTolerance` of an event instant gives way to the event
    /// instant, so 0.30000000000000004 and 0.3 do not both appear.
    public func sampleTimes(
        from start: Double, through end: Double, every step: Double, mergeTolerance: Double = 1e-9
    ) throws(ClockError) -> [Double] {
        guard start.isFinite else { throw .notFinite(parameter: "start", value: start) }
        guard end.isFinite else { throw .notFinite(parameter: "end", value: end) }
        guard step.isFinite, step > 0 else { throw .notFinite(parameter: "step (> 0)", value: step) }
        guard end >= start else { throw .backwards(from: start, to: end) }
        let count = ((end - start) / step + mergeTolerance).rounded(.down)
        guard count < Double(Self.sampleLimit) else { throw .tooManySamples(requested: count + 1, limit: Self.sampleLimit) }
        var times: [Double] = []
        var i = 0.0
        while i <= count {
            times.append(min(start + i * step, end))
            i += 1
        }
        if times.last.map({ end - $0 > mergeTolerance }) ?? true { times.append(end) }
        let events = eventTimes(from: start, through: end)
        let merged = (events + times.filter { t in !events.contains { abs($0 - t) <= mergeTolerance } }).sorted()
        var unique: [Double] = []
        for t in merged where unique.last.map({ t - $0 > mergeTolerance }) ?? true {
            unique.append(t)
        }
        return unique
    }

    // MARK: - Scheduled actions

    /// Runs `action` when the clock reaches `time` (at the next advance if `time` ≤ now). A
    /// non-finite time never arrives: the action is dropped and the returned token is inert.
    @discardableResult
    public func schedule(at time: Double, label: String = "", _ action: @escaping () -> Void) -> ActionToken {
        nextSequence += 1
        let token = ActionToken(sequence: nextSequence)
        guard time.isFinite else { return token }
        scheduled.append(Scheduled(time: max(time, now), sequence: nextSequence, label: label, action: action))
        return token
    }

    /// Cancels a scheduled action that has not run yet; returns whether it was pending.
    @discardableResult
    public func cancel(_ token: ActionToken) -> Bool {
        let before = scheduled.count
        scheduled.removeAll { $0.sequence == token.sequence }
        return scheduled.count != before
    }

    /// The time of the earliest pending action, if any.
    public var nextActionTime: Double? {
        takeMainQueueWork()
        return scheduled.map(\.time).min()
    }

    /// Number of actions waiting to run.
    public var pendingActionCount: Int {
        takeMainQueueWork()
        return scheduled.count
    }

    public func advance(by step: Double) throws(ClockError) {
        guard step.isFinite else { throw .notFinite(parameter: "step", value: step) }
        guard step >= 0 else { throw .backwards(from: now, to: now + step) }
        try advance(to: now + step)
    }

    /// Moves time forward to `time`, running every action due at or before it in order.
    public func advance(to time: Double) throws(ClockError) {
        guard time.isFinite else { throw .notFinite(parameter: "time", value: time) }
        guard time >= now else { throw .backwards(from: now, to: time) }
        var ran = 0
        commit()
        takeMainQueueWork()
        while let index = nextDueIndex(atOrBefore: time) {
            now = scheduled[index].time
            if ran >= actionLimitPerAdvance {
                throw .runaway(actionsRun: ran, at: now, lastLabel: scheduled[index].label)
            }
            let item = scheduled.remove(at: index)
            ran += 1
            item.action()
            takeMainQueueWork()
            endTurn()
        }
        now = time
    }

    /// Advances to each pending action in turn until none is left, at most `maximumTime`.
    /// Returns the time reached.
    @discardableResult
    public func runUntilIdle(maximumTime: Double) throws(ClockError) -> Double {
        guard maximumTime.isFinite else { throw .notFinite(parameter: "maximumTime", value: maximumTime) }
        while let next = nextActionTime, next <= maximumTime {
            try advance(to: max(next, now))
        }
        return now
    }

    /// Ends a run-loop turn: the handlers run, and what they queued on the main queue is
    /// scheduled.
    public func endTurn() {
        commit()
        guard !endOfTurnHandlers.isEmpty else { return }
        for handler in endOfTurnHandlers { handler() }
        takeMainQueueWork()
    }

    /// Schedules the main-queue work waiting for a clock (see `MainQueueWork`) on this one.
    private func takeMainQueueWork() {
        for item in MainQueueWork.take() {
            _ = schedule(at: now + item.delay, label: item.label, item.work)
        }
    }

    private func nextDueIndex(atOrBefore time: Double) -> Int? {
        var best: Int?
        var i = 0
        while i < scheduled.count {
            let item = scheduled[i]
            if item.time <= time {
                if let b = best {
                    let current = scheduled[b]
                    if item.time < current.time || (item.time == current.time && item.sequence < current.sequence) { best = i }
                } else {
                    best = i
                }
            }
            i += 1
        }
        return best
    }
}
