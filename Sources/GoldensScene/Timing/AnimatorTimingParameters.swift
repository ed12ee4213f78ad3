/// The timing of a property animator: `UICubicTimingParameters` or `UISpringTimingParameters`.
public enum AnimatorTimingParameters: Hashable, Sendable, CustomStringConvertible {
    /// A Bézier curve over the animator's duration.
    case cubic(CubicTimingCurve)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring fitted to the
    /// animator's duration with the UIView recipe (docs/UIKitBehaviour.md, "Spring timing
    /// parameters"; that it is the identical fit is reported, not verified).
    case dampingRatio(Double, initialVelocity: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: the animator's
    /// duration is ignored and the spring runs until it settles (docs/UIKitBehaviour.md,
    /// "Spring timing parameters").
    case spring(Spring)

    /// `UICubicTimingParameters(animationCurve:)`.
    public static func curve(_ curve: AnimationCurve) -> AnimatorTimingParameters {
        switch curve.timingFunction {
        case let .cubic(cubic): .cubic(cubic)
        case let .spring(spring): .spring(spring)
        }
    }

    /// `UICubicTimingParameters()`: easeInOut.
    public static let defaultCubic = AnimatorTimingParameters.cubic(.easeInEaseOut)

    /// `UISpringTimingParameters()`: UIKit's default spring (m 3, k 1000, c 500), which runs
    /// until settled (about 0.5 s).
    public static let defaultSpring = AnimatorTimingParameters.spring(.system)

    /// True when the parameters, not the animator, decide how long the motion lasts.
    public var hasImplicitDuration: Bool {
        if case .spring = self { return true }
        return false
    }

    /// How long a run lasts when the animator asks for `requested` seconds. Hostile durations
    /// (negative, NaN) give 0: the motion completes at once.
    public func runDuration(requested: Double) -> Double {
        switch self {
        case .cubic, .dampingRatio:
            return requested > 0 ? requested : 0
        case let .spring(spring):
            return spring.settlingDuration()
        }
    }

    /// The progress function over a run of `runDuration` seconds.
    public func timingFunction(runDuration: Double) -> TimingFunction {
        switch self {
        case let .cubic(curve):
            .cubic(curve)
        case let .dampingRatio(ratio, velocity):
            .spring(.fitted(duration: runDuration, dampingRatio: ratio, initialVelocity: velocity))
        case let .spring(spring):
            .spring(spring)
        }
    }

    public var validationError: AnimationParameterError? {
        switch self {
        case let .cubic(curve):
            return curve.validationError
        case let .dampingRatio(ratio, velocity):
            if ratio.isNaN { return AnimationParameterError(parameter: "dampingRatio", value: ratio, expected: "a number in 0...1") }
            return AnimationParameterError.check("initialVelocity", velocity, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, expected: "a finite number")
        case let .spring(spring):
            return spring.validationError
        }
    }

    public var description: String {
        switch self {
        case let .cubic(curve): curve.description
        case let .dampingRatio(ratio, velocity): "spring(dampingRatio: \(ratio), velocity: \(velocity))"
        case let .spring(spring): spring.description
        }
    }
}
