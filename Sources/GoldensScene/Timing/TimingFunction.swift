/// How an animation's progress follows its time: a cubic Bézier on the time fraction, or a
/// spring evaluated in seconds (a UIKit spring animation's Core Animation timing is linear and
/// the spring solver is fed `fraction·duration`; docs/UIKitBehaviour.md, "Springs" and
/// "Spring fit").
public enum TimingFunction: Hashable, Sendable, CustomStringConvertible {
    case cubic(CubicTimingCurve)
    case spring(Spring)

    public static let linear = TimingFunction.cubic(.linear)
    public static let easeIn = TimingFunction.cubic(.easeIn)
    public static let easeOut = TimingFunction.cubic(.easeOut)
    public static let easeInEaseOut = TimingFunction.cubic(.easeInEaseOut)
    public static let systemDefault = TimingFunction.cubic(.systemDefault)
    /// UIKit's private curve 7 (docs/UIKitBehaviour.md, "System spring").
    public static let systemSpring = TimingFunction.spring(.system)

    /// Progress at the time fraction `fraction` of an animation lasting `duration` seconds.
    /// Exactly 0 at fraction ≤ 0 and exactly 1 at fraction ≥ 1 (a spring snaps to its target
    /// at the end of its duration, docs/UIKitBehaviour.md, "Spring fit"); NaN fraction gives NaN.
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        if fraction.isNaN { return .nan }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case let .cubic(curve):
            return curve.progress(at: fraction)
        case let .spring(spring):
            if !spring.isValid { return 1 }
            return spring.progress(atSeconds: fraction * duration)
        }
    }

    public var validationError: AnimationParameterError? {
        switch self {
        case let .cubic(curve): curve.validationError
        case let .spring(spring): spring.validationError
        }
    }

    public var description: String {
        switch self {
        case let .cubic(curve): curve.description
        case let .spring(spring): spring.description
        }
    }
}
