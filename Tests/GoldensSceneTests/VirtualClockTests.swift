import GoldensScene
import Testing

@Suite struct VirtualClockTests {
    /// Collects what the scheduled actions saw, in order.
    final class Log {
        var entries: [String] = []
    }

    @Test func actionsRunInTimeOrderAtTheirOwnInstant() throws {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: 0.5, label: "b") { log.entries.append("b@\(clock.now)") }
        clock.schedule(at: 0.25, label: "a") { log.entries.append("a@\(clock.now)") }
        clock.schedule(at: 0.5, label: "c") { log.entries.append("c@\(clock.now)") }
        clock.schedule(at: 2, label: "late") { log.entries.append("late") }
        try clock.advance(by: 1)
        #expect(log.entries == ["a@0.25", "b@0.5", "c@0.5"])
        #expect(clock.now == 1)
        #expect(clock.pendingActionCount == 1)
        #expect(clock.nextActionTime == 2)
    }

    @Test func workStartedByAnActionBeginsAtItsInstant() throws {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: 0.3) {
            // A completion that chains another step 0.2 s later.
            clock.schedule(at: clock.now + 0.2) { log.entries.append("chained@\(clock.now)") }
        }
        try clock.advance(to: 1)
        #expect(log.entries == ["chained@0.5"])
    }

    @Test func anActionDueNowRunsOnTheNextTurn() throws {
        let clock = VirtualClock(startTime: 3)
        let log = Log()
        clock.schedule(at: 3) { log.entries.append("now") }
        #expect(log.entries.isEmpty)
        try clock.advance(by: 0)
        #expect(log.entries == ["now"])
        clock.schedule(at: 1) { log.entries.append("past") }  // in the past: next turn, at now
        try clock.advance(by: 0)
        #expect(log.entries == ["now", "past"])
    }

    @Test func cancelledActionsDoNotRun() throws {
        let clock = VirtualClock()
        let log = Log()
        let token = clock.schedule(at: 1) { log.entries.append("x") }
        #expect(clock.cancel(token))
        #expect(!clock.cancel(token))
        try clock.advance(to: 2)
        #expect(log.entries.isEmpty)
        let never = clock.schedule(at: .infinity) { log.entries.append("never") }
        #expect(clock.pendingActionCount == 0)
        #expect(!clock.cancel(never))
    }

    @Test func badTimesAreErrorsNotTraps() {
        let clock = VirtualClock(startTime: 1)
        #expect(throws: VirtualClock.ClockError.notFinite(parameter: "step", value: .infinity)) { try clock.advance(by: .infinity) }
        #expect(throws: VirtualClock.ClockError.backwards(from: 1, to: 0.5)) { try clock.advance(to: 0.5) }
        #expect(throws: VirtualClock.ClockError.backwards(from: 1, to: 0.75)) { try clock.advance(by: -0.25) }
        #expect(throws: (any Error).self) { try clock.advance(by: .nan) }
        #expect(clock.now == 1)
        #expect(VirtualClock(startTime: .nan).now == 0)
        let message = VirtualClock.ClockError.backwards(from: 1, to: 0.5).description
        #expect(message == "virtual clock: cannot go back from 1.0 s to 0.5 s")
    }

    @Test func aSelfReschedulingActionIsReportedNotAHang() {
        let clock = VirtualClock()
        clock.actionLimitPerAdvance = 1000
        final class Loop { var run: (() -> Void)? }
        let loop = Loop()
        loop.run = { clock.schedule(at: clock.now, label: "spinner") { loop.run?() } }
        loop.run?()
        #expect(throws: VirtualClock.ClockError.runaway(actionsRun: 1000, at: 0, lastLabel: "spinner")) {
            try clock.advance(by: 1)
        }
        loop.run = nil
    }

    @Test func runUntilIdleStopsAtTheLimit() throws {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: 0.5) { log.entries.append("a") }
        clock.schedule(at: 4) { log.entries.append("b") }
        clock.schedule(at: 40) { log.entries.append("c") }
        let reached = try clock.runUntilIdle(maximumTime: 10)
        #expect(reached == 4)
        #expect(log.entries == ["a", "b"])
    }

    @Test func animationIDsIncrease() {
        let clock = VirtualClock()
        let a = clock.makeAnimationID(), b = clock.makeAnimationID()
        #expect(a < b)
    }

    @Test func eventsOfAnimationsAreRecordedAndMergedIntoSamples() throws {
        let clock = VirtualClock()
        let first = clock.makeAnimationID()
        clock.record(AnimationTiming.block(beginTime: 0, duration: 0.325, delay: 0.125), animation: first, label: "fade")
        let second = clock.makeAnimationID()
        clock.record(AnimationTiming.block(beginTime: 0.2, duration: 0.1), animation: second, label: "slide")
        clock.record(AnimationTiming.block(beginTime: 0, duration: 1, options: .repeat), animation: nil)
        clock.record(.completes, at: 0.45, animation: first, label: "fade")  // 0.125 + 0.325 == 0.45 exactly
        #expect(clock.eventTimes() == [0, 0.125, 0.2, 0.30000000000000004, 0.45])
        let kinds = clock.events(from: 0.45, through: 0.45).map(\.kind)
        #expect(kinds == [.ends, .completes])
        #expect(clock.events(from: 0.45, through: 0.45).first?.description == "ends fade at 0.45 s")

        let samples = try clock.sampleTimes(from: 0, through: 0.5, every: 0.1)
        #expect(samples == [0, 0.1, 0.125, 0.2, 0.30000000000000004, 0.4, 0.45, 0.5])

        clock.retractEvents(of: second, after: 0.25)
        clock.record(.ends, at: 0.25, animation: second, label: "slide")
        #expect(clock.eventTimes() == [0, 0.125, 0.2, 0.25, 0.45])
    }

    @Test func sampleTimesIncludeTheEndAndRejectBadSteps() throws {
        let clock = VirtualClock()
        #expect(try clock.sampleTimes(from: 0, through: 1, every: 0.3) == [0, 0.3, 0.6, 0.8999999999999999, 1])
        #expect(try clock.sampleTimes(from: 2, through: 2, every: 0.5) == [2])
        #expect(throws: (any Error).self) { try clock.sampleTimes(from: 0, through: 1, every: 0) }
        #expect(throws: (any Error).self) { try clock.sampleTimes(from: 0, through: 1, every: .nan) }
        #expect(throws: (any Error).self) { try clock.sampleTimes(from: 1, through: 0, every: 0.1) }
        let tooMany = #expect(throws: VirtualClock.ClockError.self) { try clock.sampleTimes(from: 0, through: 1e300, every: 1e-300) }
        #expect(tooMany?.description.hasPrefix("virtual clock: ") == true)
        if case .tooManySamples = tooMany {} else { Issue.record("expected tooManySamples, got \(String(describing: tooMany))") }
    }
}
