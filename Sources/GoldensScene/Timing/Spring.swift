import Foundation

/// A damped harmonic oscillator `m·x'' + c·x' + k·x = 0` that carries an animation from its
/// start (progress 0) to its target (progress 1), evaluated in closed form in **seconds**
/// (docs/UIKitBehaviour.md, "Springs").
///
/// The oscillator is solved for the remaining fraction `r(t)` (1 at the start, 0 at rest) with
/// `r(0) = 1`, `r'(0) = −initialVelocity`; progress is `1 − r(t)`. `initialVelocity` is in
/// fractions of the whole distance per second, positive toward the target.
///
/// Overdamping is clamped by default (`allowsOverdamping == false`, as in Core Animation):
/// a damping ratio above 1 behaves as critical damping with the same natural frequency.
///
/// Invalid parameters (mass or stiffness not finite and > 0, damping negative or not finite,
/// velocity not finite) are reported by `validationError`; such a spring has no motion to
/// show, so it is treated as already at rest on its target: progress 1 for t > 0 and a
/// settling duration of 0.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double
    public var allowsOverdamping: Bool

    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10, velocity 0
    /// (docs/UIKitBehaviour.md, "Core Animation springs").
    public static let coreAnimationDefault = Spring()

    /// UIKit's system spring (private curve 7, `UISpringTimingParameters()`): m 3, k 1000, c 500,
    /// clamped to critical damping (docs/UIKitBehaviour.md, "Spring timing parameters" and
    /// "System spring").
    public static let system = Spring(mass: 3, stiffness: 1000, damping: 500)

    /// The duration UIKit gives the system spring (docs/UIKitBehaviour.md, "System spring").
    public static let systemSpringDuration: Double = 0.5

    /// SwiftUI-style response and damping fraction (docs/UIKitBehaviour.md, "Response and
    /// damping ratio"): `k = (2π/response)²`, `c = 4π·ζ/response`, m = 1. Overdamping is
    /// allowed, as the caller chose ζ explicitly.
    public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(
            mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// iOS 17 `UISpringTimingParameters(duration:bounce:)` (docs/UIKitBehaviour.md, "Spring
    /// timing parameters"): the response is the duration; ζ = 1 − bounce for bounce ≥ 0 and
    /// 1/(1 + bounce) for bounce < 0 (overdamped).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
    }

    /// ω0 = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)), before any clamping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The damping ratio the oscillator actually uses: clamped to 1 unless overdamping is allowed.
    public var effectiveDampingRatio: Double {
        let ratio = dampingRatio
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    public var validationError: AnimationParameterError? {
        let positive = "a finite number > 0"
        let big = Double.greatestFiniteMagnitude
        if let e = AnimationParameterError.check("mass", mass, in: .leastNonzeroMagnitude...big, expected: positive) { return e }
        if let e = AnimationParameterError.check("stiffness", stiffness, in: .leastNonzeroMagnitude...big, expected: positive) { return e }
        if let e = AnimationParameterError.check("damping", damping, in: 0...big, expected: "a finite number ≥ 0") { return e }
        if let e = AnimationParameterError.check("initialVelocity", initialVelocity, in: -big...big, expected: "a finite number") { return e }
        // Parameters that are each finite can still overflow ω0 or ζ (stiffness 1e308, mass 1e-308).
        let omega = naturalFrequency, ratio = dampingRatio
        if !omega.isFinite || omega <= 0 {
            return AnimationParameterError(parameter: "stiffness / mass", value: stiffness / mass, expected: "a finite ratio > 0")
        }
        if !ratio.isFinite {
            return AnimationParameterError(parameter: "damping ratio", value: ratio, expected: "a finite number")
        }
        return nil
    }

    /// The same test as `validationError == nil`, without building a message: evaluation
    /// checks it on every call.
    var isValid: Bool {
        let omega = naturalFrequency, ratio = dampingRatio
        return mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite
            && damping >= 0 && damping.isFinite && initialVelocity.isFinite
            && omega > 0 && omega.isFinite && ratio.isFinite
    }

    public var description: String {
        "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), velocity: \(initialVelocity))"
    }

    /// Progress (0 at the start, 1 at rest, above 1 while overshooting) `t` seconds after the start.
    public func progress(atSeconds t: Double) -> Double {
        if t.isNaN { return .nan }
        if t <= 0 { return 0 }
        return 1 - remainingFraction(atSeconds: t)
    }

    /// The remaining fraction r(t) of the distance, 1 at the start and 0 at rest.
    public func remainingFraction(atSeconds t: Double) -> Double {
        if t.isNaN { return .nan }
        if t <= 0 { return 1 }
        guard let motion = Motion(self) else { return 0 }
        return motion.remaining(t)
    }

    /// The velocity of the progress (fractions per second) `t` seconds after the start.
    public func velocity(atSeconds t: Double) -> Double {
        if t.isNaN { return .nan }
        guard let motion = Motion(self) else { return 0 }
        return -motion.remainingDerivative(max(t, 0))
    }
}

extension Spring {
    /// The closed-form solution of one oscillator, with its case decided once.
    struct Motion {
        enum Regime {
            /// r = e^(−σt)·(cos ωd·t + B·sin ωd·t)
            case underdamped(sigma: Double, omegaD: Double, b: Double)
            /// r = (1 + (ω0 − v0)·t)·e^(−ω0·t)
            case critical(omega: Double)
            /// r = A·e^(λ1·t) + B·e^(λ2·t)
            case overdamped(lambda1: Double, lambda2: Double, a: Double, b: Double)
        }
        let regime: Regime
        let omega: Double
        let velocity: Double

        init?(_ spring: Spring) {
            guard spring.isValid else { return nil }
            let omega = spring.naturalFrequency
            let zeta = spring.effectiveDampingRatio
            let v0 = spring.initialVelocity
            self.omega = omega
            self.velocity = v0
            // Within 1e-6 of critical the over/underdamped forms lose precision to cancellation
            // (ωd → 0 or λ2 − λ1 → 0) while the critical form is exact to that order.
            if abs(zeta - 1) < 1e-6 {
                regime = .critical(omega: omega)
            } else if zeta < 1 {
                let sigma = zeta * omega
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                regime = .underdamped(sigma: sigma, omegaD: omegaD, b: (sigma - v0) / omegaD)
            } else {
                let root = (zeta * zeta - 1).squareRoot()
                let lambda1 = -omega * (zeta - root)
                let lambda2 = -omega * (zeta + root)
                let b = (-v0 - lambda1) / (lambda2 - lambda1)
                regime = .overdamped(lambda1: lambda1, lambda2: lambda2, a: 1 - b, b: b)
            }
        }

        func remaining(_ t: Double) -> Double {
            switch regime {
            case let .underdamped(sigma, omegaD, b):
                return PortableMath.exp(-sigma * t) * (PortableMath.cos(omegaD * t) + b * PortableMath.sin(omegaD * t))
            case let .critical(omega):
                let decay = PortableMath.exp(-omega * t)
                // 0·∞ would be NaN when ω0·t is huge: the motion has long decayed to 0.
                return decay == 0 ? 0 : (1 + (omega - velocity) * t) * decay
            case let .overdamped(lambda1, lambda2, a, b):
                return a * PortableMath.exp(lambda1 * t) + b * PortableMath.exp(lambda2 * t)
            }
        }

        func remainingDerivative(_ t: Double) -> Double {
            switch regime {
            case let .underdamped(sigma, omegaD, b):
                let c = PortableMath.cos(omegaD * t), s = PortableMath.sin(omegaD * t)
                return PortableMath.exp(-sigma * t) * (-sigma * (c + b * s) + omegaD * (-s + b * c))
            case let .critical(omega):
                let decay = PortableMath.exp(-omega * t)
                return decay == 0 ? 0 : (-velocity - omega * (omega - velocity) * t) * decay
            case let .overdamped(lambda1, lambda2, a, b):
                return a * lambda1 * PortableMath.exp(lambda1 * t) + b * lambda2 * PortableMath.exp(lambda2 * t)
            }
        }
    }
}
