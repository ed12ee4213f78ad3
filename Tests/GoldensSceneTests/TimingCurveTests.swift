import GoldensScene
import Testing

@Suite struct TimingCurveTests {
    static let fractions = [0.1, 0.25, 0.5, 0.75, 0.9]

    @Test(arguments: [
        ("easeInEaseOut", CubicTimingCurve.easeInEaseOut, [0.01972, 0.12916, 0.5, 0.87084, 0.98028]),
        ("easeIn", CubicTimingCurve.easeIn, [0.01703, 0.09346, 0.31536, 0.62186, 0.83943]),
        ("easeOut", CubicTimingCurve.easeOut, [0.16057, 0.37814, 0.68464, 0.90654, 0.98297]),
        ("default", CubicTimingCurve.systemDefault, [0.0948, 0.40851, 0.8024, 0.96046, 0.99432]),
        ("linear", CubicTimingCurve.linear, [0.1, 0.25, 0.5, 0.75, 0.9]),
    ])
    func namedCurvesMatchTheReferenceValues(name: String, curve: CubicTimingCurve, expected: [Double]) {
        for (p, value) in zip(Self.fractions, expected) {
            let progress = curve.progress(at: p)
            #expect(abs(progress - value) < 1e-4, "\(name) at \(p): \(progress), expected \(value)")
        }
    }

    @Test func namedControlPoints() {
        #expect(CubicTimingCurve.easeIn == CubicTimingCurve(controlPoints: 0.42, 0, 1, 1))
        #expect(CubicTimingCurve.easeOut == CubicTimingCurve(controlPoints: 0, 0, 0.58, 1))
        #expect(CubicTimingCurve.easeInEaseOut == CubicTimingCurve(controlPoints: 0.42, 0, 0.58, 1))
        #expect(CubicTimingCurve.systemDefault == CubicTimingCurve(controlPoints: 0.25, 0.1, 0.25, 1))
        #expect(CubicTimingCurve.systemDefault != CubicTimingCurve.easeInEaseOut)
    }

    @Test func solvesXToTheStatedTolerance() {
        // Y is evaluated at the solved parameter; reconstruct X at the same parameter through
        // the inverse and check that X(s) is within 1e-7 of p across the whole range.
        let curves: [CubicTimingCurve] = [.easeIn, .easeOut, .easeInEaseOut, .systemDefault,
                                          CubicTimingCurve(x1: 1, y1: 0, x2: 0, y2: 1),
                                          CubicTimingCurve(x1: 0, y1: 1, x2: 1, y2: 0)]
        for curve in curves {
            var i = 1
            while i < 1000 {
                let p = Double(i) / 1000
                let y = curve.progress(at: p)
                let back = curve.timeFraction(forProgress: y)
                // Where Y is flat the inverse is not unique; check only strictly rising curves.
                if curve.y1 != 1 { #expect(abs(back - p) < 1e-6, "\(curve) p=\(p) y=\(y) back=\(back)") }
                i += 7
            }
        }
    }

    @Test func endsAreExact() {
        for curve in [CubicTimingCurve.easeIn, .easeOut, .easeInEaseOut, .systemDefault, .linear] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .infinity) == 1)
            #expect(curve.progress(at: -.infinity) == 0)
        }
    }

    @Test func nanTimeGivesNaN() {
        #expect(CubicTimingCurve.easeInEaseOut.progress(at: .nan).isNaN)
    }

    @Test func overshootingYIsAllowed() {
        let back = CubicTimingCurve(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)  // an "ease out back"
        #expect(back.validationError == nil)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map { back.progress(at: $0) }.max() ?? 0
        #expect(peak > 1.05)
        #expect(back.progress(at: 1) == 1)
    }

    @Test func xOutsideTheUnitIntervalIsClampedAndReported() {
        let bad = CubicTimingCurve(x1: -0.5, y1: 0, x2: 1.8, y2: 1)
        #expect(bad.validationError?.parameter == "controlPoint1.x")
        #expect(bad.validationError?.value == -0.5)
        // Clamped to (0, 0, 1, 1): the linear curve.
        #expect(abs(bad.progress(at: 0.3) - 0.3) < 1e-6)
        #expect(CubicTimingCurve(x1: 0.2, y1: 0, x2: 3, y2: 1).validationError?.parameter == "controlPoint2.x")
    }

    @Test func nonFiniteControlPointsGiveNaNInsideAndExactEnds() {
        for bad in [CubicTimingCurve(x1: .nan, y1: 0, x2: 1, y2: 1),
                    CubicTimingCurve(x1: 0.3, y1: .infinity, x2: 1, y2: 1),
                    CubicTimingCurve(x1: 0.3, y1: 0, x2: 1, y2: -.infinity)] {
            #expect(bad.validationError != nil)
            #expect(bad.progress(at: 0.5).isNaN)
            #expect(bad.progress(at: 0) == 0)
            #expect(bad.progress(at: 1) == 1)
        }
        let error = CubicTimingCurve(x1: 0.3, y1: .infinity, x2: 1, y2: 1).validationError
        #expect(error?.description == "invalid animation parameter controlPoint1.y = inf: expected a finite number")
    }

    @Test func degenerateCurvesStillAnswer() {
        // Flat starts and ends (x' = 0 at an end) defeat Newton; bisection finishes the job.
        let stepLike = CubicTimingCurve(x1: 1, y1: 0, x2: 1, y2: 0)
        #expect(abs(stepLike.progress(at: 0.5) - 0.0) < 0.2)
        let vertical = CubicTimingCurve(x1: 0, y1: 1, x2: 0, y2: 1)
        #expect(vertical.progress(at: 0.001) > 0.2)
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(stepLike.progress(at: p).isFinite)
            #expect(vertical.progress(at: p).isFinite)
        }
    }
}

@Suite struct AnimationOptionsTests {
    @Test func curveIsAnEnumeratedField() {
        #expect(AnimationOptions().curve == .easeInOut)
        #expect(AnimationOptions.curveEaseIn.curve == .easeIn)
        #expect(AnimationOptions.curveEaseOut.curve == .easeOut)
        #expect(AnimationOptions.curveLinear.curve == .linear)
        #expect(AnimationOptions.curveLinear.rawValue == 0x30000)
        // The flag-set reading is wrong: linear contains the bits of easeIn and easeOut.
        #expect(AnimationOptions.curveLinear.contains(.curveEaseIn))
        #expect(AnimationOptions.curveLinear.curve != .easeIn)
        let mixed: AnimationOptions = [.curveEaseOut, .beginFromCurrentState, .repeat]
        #expect(mixed.curve == .easeOut)
        #expect(mixed.contains(.beginFromCurrentState))
    }

    @Test func privateSpringCurveAndUndefinedValues() {
        #expect(AnimationOptions.curveSystemSpring.curve == .systemSpring)
        #expect(AnimationOptions(rawValue: 5 << 16).curve == .easeIn)  // low two bits
        #expect(AnimationOptions(rawValue: 4 << 16).curve == .easeInOut)
    }

    @Test func curveCanBeReplaced() {
        let options: AnimationOptions = [.curveEaseIn, .autoreverse]
        let linear = options.with(curve: .linear)
        #expect(linear.curve == .linear)
        #expect(linear.contains(.autoreverse))
        #expect(linear.rawValue == AnimationOptions.autoreverse.rawValue | 0x30000)
    }

    @Test func curveMapsToCoreAnimationCurves() {
        #expect(AnimationCurve.easeInOut.timingFunction == .cubic(.easeInEaseOut))
        #expect(AnimationCurve.easeIn.timingFunction == .cubic(.easeIn))
        #expect(AnimationCurve.easeOut.timingFunction == .cubic(.easeOut))
        #expect(AnimationCurve.linear.timingFunction == .cubic(.linear))
        #expect(AnimationCurve.systemSpring.timingFunction == .spring(.system))
    }

    @Test func keyframeCalculationModesAndCurve() {
        #expect(KeyframeAnimationOptions().calculationMode == .linear)
        #expect(KeyframeAnimationOptions.calculationModeDiscrete.calculationMode == .discrete)
        #expect(KeyframeAnimationOptions.calculationModePaced.calculationMode == .paced)
        #expect(KeyframeAnimationOptions.calculationModeCubic.calculationMode == .cubic)
        #expect(KeyframeAnimationOptions.calculationModeCubicPaced.calculationMode == .cubicPaced)
        #expect(KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(KeyframeAnimationOptions(rawValue: 6 << 10).calculationMode == .linear)
        #expect(KeyframeAnimationOptions().curve == .easeInOut)
        let linearCurve = KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)
        #expect(linearCurve.curve == .linear)
        let cubicRepeating: KeyframeAnimationOptions = [.calculationModeCubic, .repeat]
        #expect(cubicRepeating.animationOptions.contains(.repeat))
    }
}
