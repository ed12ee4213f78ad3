import GoldensScene
import Testing

@Suite struct PropertyAnimatorTests {
    final class Completions {
        var seen: [(ScheduledPropertyAnimator.Position, Double)] = []
    }

    static func make(_ clock: VirtualClock, duration: Double = 1, _ parameters: AnimatorTimingParameters = .cubic(.linear))
        -> (ScheduledPropertyAnimator, Completions) {
        let animator = ScheduledPropertyAnimator(clock: clock, duration: duration, timingParameters: parameters, label: "card")
        let log = Completions()
        animator.addCompletion { position in log.seen.append((position, clock.now)) }
        return (animator, log)
    }

    @Test func runsToTheEndAndCompletesOnTheClock() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, .defaultCubic)
        #expect(animator.state == .inactive)
        try animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        try clock.advance(to: 0.25)
        #expect(abs(animator.progress - 0.12916) < 1e-4)
        try clock.advance(to: 0.999)
        #expect(log.seen.isEmpty)
        try clock.advance(to: 2)
        #expect(log.seen.count == 1)
        #expect(log.seen.first?.0 == .end)
        #expect(log.seen.first?.1 == 1)
        #expect(animator.state == .inactive)
        #expect(animator.progress == 1)
        #expect(clock.eventTimes() == [0, 1])
        #expect(clock.events().map(\.kind) == [.begins, .starts, .ends, .completes])
    }

    @Test func pauseFreezesAndResumeContinuesTheSameCurve() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, .defaultCubic)
        try animator.startAnimation()
        try clock.advance(to: 0.25)
        try animator.pauseAnimation()
        #expect(!animator.isRunning && animator.state == .active)
        try clock.advance(to: 5)
        #expect(abs(animator.progress - 0.12916) < 1e-4)
        #expect(abs(animator.fractionComplete - 0.12916) < 1e-4)  // scrubsLinearly: the value fraction
        animator.scrubsLinearly = false
        #expect(animator.fractionComplete == 0.25)                // otherwise the time fraction
        #expect(clock.eventTimes() == [0])                        // the planned end is gone
        try animator.startAnimation()
        try clock.advance(to: 5.25)
        #expect(abs(animator.progress - 0.5) < 1e-9)
        try clock.advance(to: 5.75)
        #expect(log.seen.map(\.1) == [5.75])
    }

    @Test func linearScrubbingThenStartReentersTheCurveWithoutAJump() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, .defaultCubic)
        try animator.setFractionComplete(0.5)          // inactive → active, paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.progress == 0.5)
        try animator.setFractionComplete(0.25)
        #expect(animator.progress == 0.25)
        try animator.setFractionComplete(1.7)
        #expect(animator.fractionComplete == 1)
        try animator.setFractionComplete(0.25)
        try animator.startAnimation()
        #expect(abs(animator.progress - 0.25) < 1e-6)
        try clock.advance(by: 0.01)
        #expect(animator.progress > 0.25)
        try clock.advance(to: 2)
        // Re-entered at the time fraction where easeInOut shows 0.25 (0.3462): 0.6538 s left.
        #expect(abs((log.seen.first?.1 ?? 0) - 0.6538) < 1e-3)
    }

    @Test func nonLinearScrubbingFollowsTheCurve() throws {
        let clock = VirtualClock()
        let (animator, _) = Self.make(clock, .defaultCubic)
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.25)
        #expect(abs(animator.progress - 0.12916) < 1e-4)
        #expect(animator.fractionComplete == 0.25)
    }

    @Test func reversingWhileRunningTurnsAroundInPlace() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock)
        try animator.startAnimation()
        try clock.advance(to: 0.6)
        try animator.setReversed(true)
        #expect(abs(animator.progress - 0.6) < 1e-12)
        try clock.advance(to: 0.8)
        #expect(abs(animator.progress - 0.4) < 1e-12)
        try clock.advance(to: 2)
        #expect(log.seen.count == 1)
        #expect(log.seen.first?.0 == .start)
        #expect(abs((log.seen.first?.1 ?? 0) - 1.2) < 1e-12)
        #expect(animator.progress == 0)
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock)
        animator.pausesOnCompletion = true
        try animator.startAnimation()
        try clock.advance(to: 1.5)
        #expect(log.seen.isEmpty)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.progress == 1)
        try animator.setReversed(true)
        try animator.startAnimation()
        try clock.advance(to: 2)
        #expect(animator.progress == 0.5)
        animator.pausesOnCompletion = false
        try clock.advance(to: 3)
        #expect(log.seen.map(\.0) == [.start])
        #expect(log.seen.map(\.1) == [2.5])
    }

    @Test func continueWithNewTimingFromTheScrubbedPosition() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, duration: 2, .defaultCubic)
        try animator.setFractionComplete(0.5)
        try animator.continueAnimation(withTimingParameters: .dampingRatio(0.8, initialVelocity: 0), durationFactor: 0.25)
        #expect(animator.progress == 0.5)
        // A 0.5 s fitted spring from 0.5 to 1: at 0.125 s the spring shows 0.748 of its way.
        try clock.advance(to: 0.125)
        #expect(abs(animator.progress - (0.5 + 0.5 * 0.748)) < 1e-3)
        try clock.advance(to: 0.5)
        #expect(log.seen.map(\.1) == [0.5])
        #expect(animator.progress == 1)
    }

    @Test func continueWithoutTimingStretchesTheRemainingTime() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock)
        try animator.startAnimation()
        try clock.advance(to: 0.5)
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        try clock.advance(to: 1.5)
        #expect(abs(animator.progress - 0.75) < 1e-12)
        try clock.advance(to: 3)
        #expect(log.seen.map(\.1) == [2.5])
        // durationFactor 0 means the natural remaining time.
        let clock2 = VirtualClock()
        let (other, log2) = Self.make(clock2)
        try other.setFractionComplete(0.25)
        try other.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        try clock2.advance(to: 5)
        #expect(log2.seen.map(\.1) == [0.75])
    }

    @Test func stopAndFinish() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock)
        try animator.startAnimation()
        try clock.advance(to: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(throws: PropertyAnimatorTiming.MisuseError.self) { try animator.startAnimation() }
        #expect(throws: PropertyAnimatorTiming.MisuseError.self) { try animator.pauseAnimation() }
        try clock.advance(to: 2)
        #expect(log.seen.isEmpty)
        #expect(abs(animator.progress - 0.3) < 1e-12)
        try animator.finishAnimation(at: .start)
        #expect(log.seen.map(\.0) == [.start])
        #expect(animator.progress == 0)
        #expect(animator.state == .inactive)
        #expect(throws: PropertyAnimatorTiming.MisuseError.self) { try animator.finishAnimation(at: .end) }

        let (dropped, droppedLog) = Self.make(clock)
        try dropped.startAnimation()
        try clock.advance(by: 0.4)
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive)
        try clock.advance(by: 5)
        #expect(droppedLog.seen.isEmpty)
        #expect(abs(dropped.progress - 0.4) < 1e-12)
    }

    @Test func springsWithAnImplicitDurationRunUntilSettled() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, duration: 10, .defaultSpring)
        try animator.startAnimation()
        try clock.advance(to: 0.1)
        #expect(abs(animator.progress - 0.545) < 1e-3)
        try clock.advance(to: 3)
        let end = log.seen.first?.1 ?? 0
        #expect(abs(end - Spring.system.settlingDuration()) < 1e-12)
        #expect(abs(end - 0.5) < 0.01)
    }

    @Test func dampingRatioSpringsUseTheAnimatorDuration() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock, duration: 0.5, .dampingRatio(0.8, initialVelocity: 0))
        try animator.startAnimation()
        try clock.advance(to: 0.125)
        #expect(abs(animator.progress - 0.748) < 1e-3)
        try clock.advance(to: 0.25)
        #expect(abs(animator.progress - 1.009) < 1e-3)
        #expect(animator.fractionComplete == 1)  // clamped while overshooting
        try clock.advance(to: 1)
        #expect(log.seen.map(\.1) == [0.5])
        #expect(animator.progress == 1)
    }

    @Test func hostileInputs() throws {
        for duration in [0, -2, Double.nan] {
            let clock = VirtualClock()
            let (animator, log) = Self.make(clock, duration: duration)
            try animator.startAnimation()
            try clock.advance(by: 0)
            #expect(log.seen.map(\.0) == [.end], "duration \(duration)")
            #expect(animator.progress == 1)
        }
        let clock = VirtualClock()
        let (animator, _) = Self.make(clock)
        #expect(throws: PropertyAnimatorTiming.MisuseError.self) { try animator.setFractionComplete(.nan) }
        try animator.startAnimation()
        let error = #expect(throws: PropertyAnimatorTiming.MisuseError.self) { try animator.setFractionComplete(0.5) }
        #expect(error?.description == "property animator: fractionComplete is not allowed while active and running: pause the animator before scrubbing")
        #expect(AnimatorTimingParameters.dampingRatio(.nan, initialVelocity: 0).validationError?.parameter == "dampingRatio")
        #expect(AnimatorTimingParameters.spring(Spring(mass: 0)).runDuration(requested: 1) == 0)
        let undamped = AnimatorTimingParameters.spring(Spring(mass: 1, stiffness: 100, damping: 0))
        #expect(undamped.runDuration(requested: 1) == .infinity)
        let (forever, log) = Self.make(clock, duration: 1, undamped)
        try forever.startAnimation()
        try clock.advance(by: 100)
        #expect(log.seen.isEmpty)   // never settles, so never completes — and no end instant is invented
        #expect(forever.isRunning)
        #expect(forever.progress.isFinite)
    }

    @Test func addedAnimationsCoverTheRestOfTheRun() throws {
        let clock = VirtualClock()
        let (animator, _) = Self.make(clock)
        #expect(animator.addedAnimationWindow().startProgress == 0)
        try animator.startAnimation()
        try clock.advance(to: 0.5)
        let window = animator.addedAnimationWindow(delayFactor: 0.5)
        #expect(window.startProgress == 0.75)
        #expect(window.localProgress(forAnimatorProgress: 0.6) == 0)
        #expect(window.localProgress(forAnimatorProgress: 0.875) == 0.5)
        #expect(window.localProgress(forAnimatorProgress: 1) == 1)
        #expect(window.localProgress(forAnimatorProgress: 1.25) == 2)   // a spring's overshoot carries over
        #expect(window.localProgress(forAnimatorProgress: .nan).isNaN)
        #expect(animator.addedAnimationWindow(delayFactor: .nan).startProgress == 0.5)
        #expect(animator.addedAnimationWindow(delayFactor: 7).startProgress == 1)
        #expect(AddedAnimationWindow(startProgress: 1).localProgress(forAnimatorProgress: 1) == 1)
    }

    @Test func delayedStart() throws {
        let clock = VirtualClock()
        let (animator, log) = Self.make(clock)
        animator.startAnimation(afterDelay: 0.5)
        try clock.advance(to: 0.4)
        #expect(!animator.isRunning)
        #expect(animator.progress == 0)
        try clock.advance(to: 1)
        #expect(animator.isRunning)
        #expect(animator.progress == 0.5)
        try clock.advance(to: 2)
        #expect(log.seen.map(\.1) == [1.5])
        #expect(clock.eventTimes() == [0, 0.5, 1.5])
    }
}
