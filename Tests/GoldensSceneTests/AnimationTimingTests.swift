import GoldensScene
import Testing

@Suite struct AnimationTimingTests {
    @Test func delayFillsBackwardsAndTheEndIsExact() {
        let timing = AnimationTiming.block(beginTime: 10, duration: 2, delay: 0.5, options: .curveLinear)
        #expect(timing.startTime == 10.5)
        #expect(timing.endTime == 12.5)
        #expect(timing.phase(at: 10) == .waiting)
        #expect(timing.phase(at: 10.49) == .waiting)
        #expect(timing.progress(at: 10.2) == 0)
        #expect(timing.phase(at: 10.5) == .running(progress: 0))
        #expect(timing.progress(at: 11.5) == 0.5)
        #expect(timing.phase(at: 12.5) == .finished)
        #expect(timing.progress(at: 12.5) == 1)
        #expect(timing.progress(at: 1000) == 1)
        #expect(timing.keyInstants == [10, 10.5, 12.5])
    }

    @Test func defaultCurveIsEaseInOut() {
        let timing = AnimationTiming.block(beginTime: 0, duration: 1)
        #expect(timing.function == .cubic(.easeInEaseOut))
        #expect(abs(timing.progress(at: 0.25) - 0.12916) < 1e-4)
        let easeOut = AnimationTiming.block(beginTime: 0, duration: 1, options: [.curveEaseOut, .allowUserInteraction])
        #expect(abs(easeOut.progress(at: 0.25) - 0.37814) < 1e-4)
    }

    @Test func nonPositiveDurationIsImmediate() {
        for duration in [0, -1, Double.nan, -Double.infinity] {
            let timing = AnimationTiming.block(beginTime: 3, duration: duration, delay: 2)
            #expect(timing.isImmediate)
            #expect(timing.endTime == 3, "duration \(duration)")
            #expect(timing.phase(at: 3) == .finished)
            #expect(timing.progress(at: 3) == 1)
        }
        #expect(AnimationTiming(duration: 0).validationError == nil)
        #expect(AnimationTiming(duration: -1).validationError?.parameter == "duration")
        #expect(AnimationTiming(duration: .nan).validationError?.parameter == "duration")
    }

    @Test func hostileDelaysAndDurations() {
        let negative = AnimationTiming(beginTime: 1, delay: -5, duration: 1, function: .linear)
        #expect(negative.startTime == 1)
        #expect(negative.validationError?.parameter == "delay")
        let nanDelay = AnimationTiming(beginTime: 1, delay: .nan, duration: 1, function: .linear)
        #expect(nanDelay.startTime == 1)
        let forever = AnimationTiming(beginTime: 1, delay: .infinity, duration: 1, function: .linear)
        #expect(forever.phase(at: 1e300) == .waiting)
        #expect(forever.runsForever)
        #expect(forever.keyInstants == [1])
        let endless = AnimationTiming(beginTime: 0, duration: .infinity, function: .linear)
        #expect(endless.phase(at: 1e9) == .running(progress: 0))
        #expect(AnimationTiming(beginTime: .nan, duration: 1).validationError?.parameter == "beginTime")
        let nanTime = AnimationTiming(duration: 1).progress(at: .nan)
        #expect(nanTime.isNaN)
    }

    @Test func repeatAndAutoreverse() {
        let once = AnimationTiming.block(beginTime: 0, duration: 1, options: [.curveLinear, .autoreverse])
        #expect(once.endTime == 2)
        #expect(once.progress(at: 0.25) == 0.25)
        #expect(once.progress(at: 1.25) == 0.75)
        #expect(once.progress(at: 1.75) == 0.25)
        #expect(once.phase(at: 2) == .finished)  // then the model value shows (UIKit's famous snap)

        let forever = AnimationTiming.block(beginTime: 0, duration: 1, options: [.curveLinear, .repeat, .autoreverse])
        #expect(forever.runsForever)
        #expect(forever.endTime == .infinity)
        #expect(forever.progress(at: 100.25) == 0.25)
        #expect(forever.progress(at: 101.25) == 0.75)
        #expect(forever.keyInstants == [0])

        let twoAndAHalf = AnimationTiming(duration: 2, function: .linear, repeatCount: 2.5)
        #expect(twoAndAHalf.endTime == 5)
        #expect(twoAndAHalf.progress(at: 4.5) == 0.25)
        #expect(AnimationTiming(duration: 2, repeatCount: 0).endTime == 2)
        #expect(AnimationTiming(duration: 2, repeatCount: .nan).endTime == 2)
        #expect(AnimationTiming(duration: 2, repeatCount: -1).validationError?.parameter == "repeatCount")
    }

    @Test func springBlockIsFittedAndLinearInTime() {
        let timing = AnimationTiming.springBlock(
            beginTime: 1, duration: 0.5, delay: 0.25, dampingRatio: 0.8, initialVelocity: 0, options: .curveEaseIn)
        #expect(abs(timing.progress(at: 1.25 + 0.125) - 0.748) < 1e-3)
        #expect(abs(timing.progress(at: 1.25 + 0.25) - 1.009) < 1e-3)
        #expect(timing.progress(at: 1.2) == 0)
        #expect(timing.endTime == 1.75)
        #expect(timing.phase(at: 1.75) == .finished)  // snaps at T
        #expect(timing.progress(at: 1.7499) < 1.002 && timing.progress(at: 1.7499) > 0.998)
    }

    @Test func systemSpringCurveLastsHalfASecond() {
        let timing = AnimationTiming.block(beginTime: 0, duration: 3, options: .curveSystemSpring)
        #expect(timing.duration == 0.5)
        #expect(abs(timing.progress(at: 0.1) - 0.545) < 1e-3)
    }

    @Test func nestedBlocksInheritDurationAndCurve() {
        let outer = AnimationTiming.block(beginTime: 2, duration: 1, delay: 0.5, options: .curveEaseOut)
        let inner = outer.nested(duration: 9, delay: 0.25, options: .curveLinear)
        #expect(inner.delay == 0.75)
        #expect(inner.duration == 0.75)
        #expect(inner.function == .cubic(.easeOut))
        #expect(inner.endTime == outer.endTime)

        let own = outer.nested(duration: 9, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear])
        #expect(own.duration == 9)
        #expect(own.function == .linear)

        let springOuter = AnimationTiming.springBlock(beginTime: 0, duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
        #expect(springOuter.nested(duration: 0.1).function == springOuter.function)

        let repeating = AnimationTiming.block(beginTime: 0, duration: 1, options: .repeat)
        #expect(repeating.nested(duration: 1).runsForever)
        #expect(!repeating.nested(duration: 1, options: .overrideInheritedOptions).runsForever)
    }
}

@Suite struct AnimationTrackTests {
    static func linear(_ begin: Double, _ duration: Double, delay: Double = 0) -> AnimationTiming {
        AnimationTiming(beginTime: begin, delay: delay, duration: duration, function: .linear)
    }

    @Test func oneAnimationShowsFromDuringItsDelayAndTheModelAfterwards() {
        // Values chosen so that b + (a − b) != a in floating point: exactness must not depend on luck.
        var track = AnimationTrack(modelValue: 0.1, allowsAdditiveAnimation: true)
        #expect(0.9 + (0.1 - 0.9) != 0.1)
        let capture = track.animate(to: 0.9, timing: Self.linear(0, 1, delay: 0.5), id: AnimationID(rawValue: 1))
        #expect(capture.added == AnimationID(rawValue: 1))
        #expect(capture.interrupted.isEmpty)
        #expect(track.modelValue == 0.9)
        #expect(track.presentationValue(at: 0) == 0.1)
        #expect(track.presentationValue(at: 0.4) == 0.1)
        #expect(track.presentationValue(at: 0.5) == 0.1)
        #expect(abs(track.presentationValue(at: 1.0) - 0.5) < 1e-15)
        #expect(track.presentationValue(at: 1.5) == 0.9)
        #expect(track.presentationValue(at: 99) == 0.9)
        #expect(track.collectFinished(at: 1.2).isEmpty)
        #expect(track.collectFinished(at: 1.5) == [AnimationID(rawValue: 1)])
        #expect(track.entries.isEmpty)
    }

    @Test func additiveRetargetingKeepsThePositionAndBothComplete() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        _ = track.animate(to: 100, timing: Self.linear(0, 1), id: AnimationID(rawValue: 1))
        #expect(track.presentationValue(at: 0.5) == 50)
        let capture = track.animate(to: 200, timing: Self.linear(0.5, 1), id: AnimationID(rawValue: 2))
        #expect(capture.interrupted.isEmpty)
        #expect(track.modelValue == 200)
        #expect(track.presentationValue(at: 0.5) == 50)           // no jump
        #expect(track.presentationValue(at: 1.0) == 150)          // first over, second half way
        #expect(track.presentationValue(at: 1.5) == 200)
        #expect(track.collectFinished(at: 1.0) == [AnimationID(rawValue: 1)])
        #expect(track.collectFinished(at: 1.5) == [AnimationID(rawValue: 2)])
    }

    @Test func additiveRetargetingKeepsVelocityContinuousWithEasedCurves() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        let eased = { (begin: Double) in AnimationTiming(beginTime: begin, duration: 1, function: .easeInEaseOut) }
        _ = track.animate(to: 100, timing: eased(0), id: AnimationID(rawValue: 1))
        let h = 1e-6
        let before = (track.presentationValue(at: 0.4) - track.presentationValue(at: 0.4 - h)) / h
        _ = track.animate(to: -50, timing: eased(0.4), id: AnimationID(rawValue: 2))
        let after = (track.presentationValue(at: 0.4 + h) - track.presentationValue(at: 0.4)) / h
        #expect(abs(before - after) / abs(before) < 1e-3, "velocity \(before) → \(after)")
        #expect(track.presentationValue(at: 1.4) == -50)
    }

    @Test func modelChangesUnderAnAdditiveAnimationShiftIt() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        _ = track.animate(to: 100, timing: Self.linear(0, 1), id: AnimationID(rawValue: 1))
        track.setModelValue(300)
        #expect(track.presentationValue(at: 0.5) == 250)  // 300 + (0 − 100)·0.5
        // An immediate change (duration 0) inside a block is a model change as well.
        let capture = track.animate(to: 400, timing: Self.linear(0.5, 0), id: AnimationID(rawValue: 2))
        #expect(capture.added == nil)
        #expect(track.presentationValue(at: 0.5) == 350)
        #expect(track.presentationValue(at: 1) == 400)
    }

    @Test func nonAdditiveKeysReplaceAndInterrupt() {
        var track = AnimationTrack(modelValue: 1.0, allowsAdditiveAnimation: false)
        _ = track.animate(to: 0, timing: Self.linear(0, 1), id: AnimationID(rawValue: 1))
        #expect(track.presentationValue(at: 0.5) == 0.5)
        let fromModel = track.animate(to: 1, timing: Self.linear(0.5, 1), id: AnimationID(rawValue: 2))
        #expect(fromModel.interrupted == [AnimationID(rawValue: 1)])
        #expect(track.presentationValue(at: 0.5) == 0)  // starts from the model value: a visible jump
        #expect(track.presentationValue(at: 1.0) == 0.5)

        let current = track.animate(to: 0, timing: Self.linear(1, 1), id: AnimationID(rawValue: 3), beginFromCurrentState: true)
        #expect(current.interrupted == [AnimationID(rawValue: 2)])
        #expect(track.presentationValue(at: 1) == 0.5)   // from the presentation value: no jump
        #expect(track.presentationValue(at: 2) == 0)
    }

    @Test func additivityIsRefusedOverARepeatingAnimation() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        let repeating = AnimationTiming(beginTime: 0, duration: 1, function: .linear, repeatCount: .infinity)
        _ = track.animate(to: 10, timing: repeating, id: AnimationID(rawValue: 1))
        let capture = track.animate(to: 20, timing: Self.linear(0.5, 1), id: AnimationID(rawValue: 2))
        #expect(capture.interrupted == [AnimationID(rawValue: 1)])
        #expect(track.entries.count == 1)
        #expect(track.entries[0].isAdditive == false)
        #expect(track.presentationValue(at: 0.5) == 10)  // from the model value
        // And a third change replaces the non-additive one too.
        let third = track.animate(to: 30, timing: Self.linear(1, 1), id: AnimationID(rawValue: 3))
        #expect(third.interrupted == [AnimationID(rawValue: 2)])
    }

    @Test func finishedAnimationsDoNotBlockAdditivity() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: false)
        _ = track.animate(to: 10, timing: Self.linear(0, 1), id: AnimationID(rawValue: 1))
        let later = track.animate(to: 20, timing: Self.linear(2, 1), id: AnimationID(rawValue: 2))
        #expect(later.interrupted.isEmpty)  // already over at 2
        #expect(later.finished == [AnimationID(rawValue: 1)])
    }

    @Test func removeAllSeparatesFinishedFromInterrupted() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        _ = track.animate(to: 10, timing: Self.linear(0, 1), id: AnimationID(rawValue: 1))
        _ = track.animate(to: 20, timing: Self.linear(0.5, 2), id: AnimationID(rawValue: 2))
        let removed = track.removeAll(at: 1.5)
        #expect(removed.finished == [AnimationID(rawValue: 1)])
        #expect(removed.interrupted == [AnimationID(rawValue: 2)])
        #expect(track.presentationValue(at: 1.5) == 20)
        #expect(!track.isAnimating(at: 1.5))
    }
}
