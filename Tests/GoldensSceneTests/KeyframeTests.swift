import GoldensScene
import Testing

@Suite struct KeyframeTests {
    static func timeline(_ mode: KeyframeCalculationMode, _ frames: [(Double, Double, Double)], initial: Double = 0) -> KeyframeTimeline<Double> {
        KeyframeTimeline(
            initialValue: initial,
            keyframes: frames.map { Keyframe(relativeStartTime: $0.0, relativeDuration: $0.1, value: $0.2) },
            calculationMode: mode)
    }

    @Test func keyTimesHoldValuesBetweenKeyframes() {
        let t = Self.timeline(.linear, [(0.25, 0.5, 10)])
        #expect(t.keyTimes == [0, 0.25, 0.75, 1])
        #expect(t.values == [0, 0, 10, 10])
        let chained = Self.timeline(.linear, [(0.5, 0.5, 30), (0, 0.5, 10)])  // any order
        #expect(chained.keyTimes == [0, 0.5, 1])
        #expect(chained.values == [0, 10, 30])
        #expect(t.validationError == nil)
    }

    @Test func linearMode() {
        let t = Self.timeline(.linear, [(0.25, 0.5, 10)])
        #expect(t.value(atFraction: 0) == 0)
        #expect(t.value(atFraction: 0.2) == 0)
        #expect(t.value(atFraction: 0.5) == 5)
        #expect(t.value(atFraction: 0.8) == 10)
        #expect(t.value(atFraction: 1) == 10)
        #expect(t.value(atFraction: 7) == 10)
        #expect(t.value(atFraction: -1) == 0)
        #expect(t.value(atFraction: .nan).isNaN)
    }

    @Test func discreteModeHoldsEachValueFromItsKeyTime() {
        let t = Self.timeline(.discrete, [(0, 0.5, 10), (0.5, 0.5, 30)])
        #expect(t.value(atFraction: 0.3) == 0)
        #expect(t.value(atFraction: 0.5) == 10)
        #expect(t.value(atFraction: 0.99) == 10)
        #expect(t.value(atFraction: 1) == 30)
    }

    @Test func pacedModeIgnoresKeyTimes() {
        let t = Self.timeline(.paced, [(0, 0.9, 10), (0.9, 0.1, 30)])
        #expect(t.value(atFraction: 0.5) == 15)
        #expect(abs(t.value(atFraction: 0.25) - 7.5) < 1e-12)
        #expect(Self.timeline(.linear, [(0, 0.9, 10), (0.9, 0.1, 30)]).value(atFraction: 0.45) == 5)
        // A hold (repeated value) takes no time when paced.
        let held = Self.timeline(.paced, [(0.5, 0.5, 20)])
        #expect(held.value(atFraction: 0.5) == 10)
        // Nothing moves: the value is the value.
        #expect(Self.timeline(.paced, [(0, 1, 0)]).value(atFraction: 0.5) == 0)
    }

    @Test func cubicModeIsCatmullRomThroughTheValues() {
        let t = Self.timeline(.cubic, [(0, 0.5, 10), (0.5, 0.5, 30)])
        #expect(t.value(atFraction: 0.5) == 10)
        #expect(t.value(atFraction: 1) == 30)
        // Segment 0 at u = 0.5 with tangents 5 and 15: 0.625 + 5 − 1.875.
        #expect(abs(t.value(atFraction: 0.25) - 3.75) < 1e-12)
        // The curve overshoots a hold, as Core Animation's cubic mode does.
        let hold = Self.timeline(.cubic, [(0.5, 0.5, 10)])
        #expect(hold.value(atFraction: 0.25) < 0)
    }

    @Test func cubicPacedMovesAtConstantSpeed() {
        let t = Self.timeline(.cubicPaced, [(0, 0.1, 10), (0.1, 0.9, 30)])
        #expect(abs(t.value(atFraction: 0.5) - 15) < 1e-9)
        #expect(abs(t.value(atFraction: 0.1) - 3) < 1e-9)
        #expect(t.value(atFraction: 1) == 30)
    }

    @Test func overlappingAndOutOfRangeKeyframesAreNormalised() {
        let t = Self.timeline(.linear, [(0.2, 0.5, 10), (0.4, 0.2, 20), (-0.5, 0.1, 5)])
        #expect(t.validationError?.parameter == "relativeStartTime")
        #expect(t.validationError?.value == -0.5)
        // (-0.5 → 0, 0.1) then (0.2, 0.5) then the overlapping (0.4 → 0.7, 0.2).
        let expectedTimes = [0, 0.1, 0.2, 0.7, 0.9, 1]
        #expect(t.keyTimes.count == expectedTimes.count)
        for (time, expected) in zip(t.keyTimes, expectedTimes) { #expect(abs(time - expected) < 1e-12) }
        #expect(t.values == [0, 5, 5, 10, 20, 20])
        let nan = Self.timeline(.linear, [(Double.nan, 2, 10)])
        #expect(nan.keyTimes == [0, 1])
        #expect(nan.values == [0, 10])
        #expect(nan.validationError != nil)
        let zeroLength = Self.timeline(.linear, [(0.5, 0, 10)])
        #expect(zeroLength.value(atFraction: 0.4999) == 0)
        #expect(zeroLength.value(atFraction: 0.5) == 10)
        let empty = Self.timeline(.cubicPaced, [])
        #expect(empty.value(atFraction: 0.5) == 0)
    }

    @Test func theWholeTimelineIsEasedByDefault() {
        #expect(abs(CubicTimingCurve.easeInEaseOut.timeFraction(forProgress: 0.25) - 0.3462) < 1e-4)
        let animation = KeyframeAnimation(
            beginTime: 0, duration: 1, initialValue: 0.0,
            keyframes: [Keyframe(relativeStartTime: 0.25, relativeDuration: 0.75, value: 10)])
        #expect(animation.timing.function == .easeInEaseOut)
        #expect(animation.value(at: 0.3461) == 0)
        #expect(animation.value(at: 0.35) > 0)
        #expect(animation.value(at: 1) == 10)

        let linear = KeyframeAnimation(
            beginTime: 0, duration: 1, options: KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue),
            initialValue: 0.0, keyframes: [Keyframe(relativeStartTime: 0.25, relativeDuration: 0.75, value: 10)])
        #expect(linear.value(at: 0.26) > 0)
    }

    @Test func keyframesOnATrackReplaceAndEndOnTheLastValue() {
        var track = AnimationTrack(modelValue: 0.0, allowsAdditiveAnimation: true)
        _ = track.animate(to: 5, timing: AnimationTiming(beginTime: 0, duration: 2, function: .linear), id: AnimationID(rawValue: 1))
        let animation = KeyframeAnimation(
            beginTime: 1, duration: 1, delay: 0.5, options: [.calculationModeLinear],
            initialValue: track.modelValue,
            keyframes: [Keyframe(relativeStartTime: 0, relativeDuration: 0.5, value: 20),
                        Keyframe(relativeStartTime: 0.5, relativeDuration: 0.5, value: -4)])
        let capture = track.animateKeyframes(animation, id: AnimationID(rawValue: 2))
        #expect(capture.interrupted == [AnimationID(rawValue: 1)])
        #expect(track.modelValue == -4)
        #expect(track.presentationValue(at: 1.2) == 5)     // waiting: the timeline's first value
        #expect(track.presentationValue(at: 2) == 20)      // eased midpoint is the second key time
        #expect(track.presentationValue(at: 2.5) == -4)
    }
}
