import Foundation

extension Spring {
    /// The rest threshold of SwiftUI's documented settling duration: within 0.001 of the
    /// distance from the target (docs/UIKitBehaviour.md, "Core Animation springs").
    public static let settlingThreshold = 0.001

    /// The time after which the spring stays within `threshold` of its target for good: the
    /// last instant at which |r(t)| equals the threshold.
    ///
    /// Core Animation's own criterion is undocumented (docs/UIKitBehaviour.md, "Core Animation
    /// springs": Apple quotes ≈2.85 s for k 100, c 5, where this criterion gives ≈2.7 s), so this
    /// is an estimate of the same kind, computed in closed form plus a bounded bisection: the
    /// extrema of a damped oscillation are evenly spaced and their heights fall geometrically, so
    /// the last one above the threshold is found directly, never by stepping through the
    /// oscillation.
    ///
    /// Returns `.infinity` for an undamped spring (it never rests) and 0 for an invalid one.
    public func settlingDuration(threshold: Double = Spring.settlingThreshold) -> Double {
        guard let motion = Motion(self) else { return 0 }
        guard threshold.isFinite, threshold > 0 else { return threshold > 0 ? 0 : .infinity }
        switch motion.regime {
        case let .underdamped(sigma, omegaD, b):
            return Self.settleUnderdamped(motion, sigma: sigma, omegaD: omegaD, b: b, threshold: threshold)
        case let .critical(omega):
            let v0 = motion.velocity
            // r' = e^(−ω0 t)·(−v0 − ω0(ω0 − v0)t) vanishes once; r crosses zero where
            // 1 + (ω0 − v0)t = 0.
            let extremum = omega != v0 ? -v0 / (omega * (omega - v0)) : (v0 == 0 ? 0 : .infinity)
            let zero = omega != v0 ? -1 / (omega - v0) : .infinity
            return Self.settleMonotonePieces(motion, extremum: extremum, zero: zero, scale: 1 / omega, threshold: threshold)
        case let .overdamped(lambda1, lambda2, a, b):
            // r' = Aλ1e^(λ1 t) + Bλ2e^(λ2 t) and r each vanish at most once.
            let extremumRatio = -b * lambda2 / (a * lambda1)
            let zeroRatio = -b / a
            let extremum = extremumRatio > 0 ? PortableMath.log(extremumRatio) / (lambda1 - lambda2) : -1
            let zero = zeroRatio > 0 ? PortableMath.log(zeroRatio) / (lambda1 - lambda2) : -1
            return Self.settleMonotonePieces(motion, extremum: extremum, zero: zero, scale: -1 / lambda1, threshold: threshold)
        }
    }

    /// r = C·e^(−σt)·cos(θ), θ = ωd·t − φ. Extrema sit where θ = nπ − α with α = atan(σ/ωd),
    /// and their heights are C·(ωd/ω0)·e^(−σt).
    private static func settleUnderdamped(
        _ motion: Motion, sigma: Double, omegaD: Double, b: Double, threshold: Double
    ) -> Double {
        if sigma == 0 { return .infinity }
        let amplitude = (1 + b * b).squareRoot()
        let phase = PortableMath.atan2(b, 1)
        let alpha = PortableMath.atan2(sigma, omegaD)
        let extremumHeight = amplitude * omegaD / (omegaD * omegaD + sigma * sigma).squareRoot()
        // Latest time an extremum can still be at or above the threshold.
        let limit = PortableMath.log(extremumHeight / threshold) / sigma
        var start = 0.0
        if limit >= 0 {
            // Extremum times t_n = (nπ − α + φ)/ωd; the largest n with t_n ≤ limit.
            let n = ((limit * omegaD + alpha - phase) / Double.pi).rounded(.down)
            if !n.isFinite { return .infinity }
            // Rounding in `limit` can be off by one extremum either way: check the neighbours.
            for candidate in [n + 1, n, n - 1] {
                let tn = (candidate * Double.pi - alpha + phase) / omegaD
                if tn > 0 && abs(motion.remaining(tn)) >= threshold { start = tn; break }
            }
        }
        // From `start`, |r| falls monotonically to the next zero of cos θ.
        let theta = omegaD * start - phase
        let k = ((theta - Double.pi / 2) / Double.pi).rounded(.down) + 1
        var end = ((k + 0.5) * Double.pi + phase) / omegaD
        if end <= start { end = start + Double.pi / omegaD }
        if abs(motion.remaining(start)) < threshold { return start }
        return bisectThresholdCrossing(motion, from: start, to: end, threshold: threshold)
    }

    /// Non-oscillating motion: |r| rises at most once (to `extremum`) and changes sign at most
    /// once (at `zero`), so it is monotone on each piece between them.
    private static func settleMonotonePieces(
        _ motion: Motion, extremum: Double, zero: Double, scale: Double, threshold: Double
    ) -> Double {
        var lo = 0.0
        if extremum > 0, extremum.isFinite, abs(motion.remaining(extremum)) >= threshold {
            lo = extremum
        } else {
            // |r| falls from 1 toward whichever comes first, the zero or the extremum.
            let firstStop = [zero, extremum].filter { $0 > 0 && $0.isFinite }.min()
            if let stop = firstStop, abs(motion.remaining(stop)) < threshold {
                return bisectThresholdCrossing(motion, from: 0, to: stop, threshold: threshold)
            }
            if let stop = firstStop { lo = stop }
        }
        // Monotone decay after `lo`: double the bracket until below the threshold.
        var hi = lo + (scale.isFinite && scale > 0 ? scale : 1)
        var doublings = 0
        while abs(motion.remaining(hi)) >= threshold {
            doublings += 1
            if doublings > 2100 || !hi.isFinite { return .infinity }
            hi = lo + (hi - lo) * 2
        }
        return bisectThresholdCrossing(motion, from: lo, to: hi, threshold: threshold)
    }

    /// Bisection for |r(t)| = threshold on [lo, hi], where |r| is monotone decreasing, starts
    /// at or above the threshold and ends below it.
    private static func bisectThresholdCrossing(
        _ motion: Motion, from lo: Double, to hi: Double, threshold: Double
    ) -> Double {
        var lo = lo, hi = hi
        var iteration = 0
        while iteration < 200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if abs(motion.remaining(mid)) >= threshold { lo = mid } else { hi = mid }
            iteration += 1
        }
        return hi
    }
}
