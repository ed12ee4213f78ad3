import Foundation

extension Spring {
    /// The spring UIKit builds for `animate(withDuration:delay:usingSpringWithDamping:
    /// initialSpringVelocity:…)` and for damping-ratio `UISpringTimingParameters`
    /// (docs/UIKitBehaviour.md, "Spring fit"): mass 1 and the stiffness whose motion has decayed
    /// to 0.001 of the distance at `duration`.
    ///
    /// Recipe: clamp ζ to [1.19e-7, 1] and the duration to [0.01 s, 10 s]; find ω0 with 12
    /// Newton iterations from 5/T on the decay envelope; k = ω0², c = 2ζ·√k. The velocity is
    /// passed through unchanged. The resulting animation still runs for the requested duration
    /// (clamped only for the fit), linearly in time, and snaps to the target at its end.
    ///
    /// Non-finite input has defined results: ζ = +∞ is clamped to 1 and −∞ to the minimum;
    /// a NaN ζ or duration yields a spring with NaN stiffness, and a non-finite velocity is kept
    /// as given; `validationError` reports either, and such a spring shows the target at once.
    public static func fitted(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> Spring {
        if dampingRatio.isNaN || duration.isNaN {
            return Spring(mass: 1, stiffness: .nan, damping: .nan, initialVelocity: initialVelocity)
        }
        let zeta = min(max(dampingRatio, minimumFitDampingRatio), 1)
        let time = min(max(duration, 0.01), 10)
        // A non-finite velocity is kept (so validationError names it); the fit ignores it.
        let fitVelocity = initialVelocity.isFinite ? initialVelocity : 0
        let omega = fitNaturalFrequency(duration: time, dampingRatio: zeta, velocity: fitVelocity)
        let stiffness = omega * omega
        return Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(), initialVelocity: initialVelocity)
    }

    /// FLT_EPSILON: UIKit's lower clamp for a fitted damping ratio.
    public static let minimumFitDampingRatio = 1.19e-7

    /// The decay the fit aims for at the end of the duration.
    static let fitThreshold = 0.001

    /// ω0 such that the envelope of the motion has decayed to `fitThreshold` at `duration`.
    static func fitNaturalFrequency(duration T: Double, dampingRatio zeta: Double, velocity v: Double) -> Double {
        let epsilon = fitThreshold
        var omega = 5 / T
        var iteration = 0
        while iteration < 12 {
            let f: Double
            let slope: Double
            if zeta < 1 {
                // f(ω) = ε − |g(ω)|, g(ω) = (ζω − v)/(ω·√(1−ζ²))·e^(−ζωT)
                let root = (1 - zeta * zeta).squareRoot()
                let decay = PortableMath.exp(-zeta * omega * T)
                let g = (zeta * omega - v) / (omega * root) * decay
                let gSlope = decay / root * (v / (omega * omega) - zeta * T * (zeta * omega - v) / omega)
                f = epsilon - abs(g)
                slope = g < 0 ? gSlope : -gSlope
            } else {
                // f(ω) = ∓ε + (1 + (ω − v)T)·e^(−ωT), −ε when ω ≥ v.
                let decay = PortableMath.exp(-omega * T)
                let sign: Double = omega >= v ? -1 : 1
                f = sign * epsilon + (1 + (omega - v) * T) * decay
                slope = -T * T * (omega - v) * decay
            }
            let next = omega - f / slope
            // A flat or wild step (ζ near 0 flattens f) would leave the positive reals; the last
            // good iterate is the defined answer.
            if !next.isFinite || next <= 0 { break }
            omega = next
            iteration += 1
        }
        return omega
    }
}
