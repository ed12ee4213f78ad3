/// The curve of a UIView block animation, `UIView.AnimationCurve` plus the private spring
/// curve UIKit uses for its own transitions and the keyboard.
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
    /// UIKit's private curve 7: a system spring (m 3, k 1000, c 500) played linearly over
    /// 0.5 s, used by built-in view-controller transitions (docs/UIKitBehaviour.md, "System
    /// spring").
    case systemSpring = 7

    /// The Core Animation curve UIKit hands to Core Animation for this UIKit curve
    /// (docs/UIKitBehaviour.md, "Animation options").
    /// The system spring is a spring, not a Bézier; its timing is `TimingFunction.systemSpring`.
    public var timingFunction: TimingFunction {
        switch self {
        case .easeInOut: .cubic(.easeInEaseOut)
        case .easeIn: .cubic(.easeIn)
        case .easeOut: .cubic(.easeOut)
        case .linear: .cubic(.linear)
        case .systemSpring: .spring(.system)
        }
    }

    /// Decodes the curve field of an options value (bits 16–18).
    ///
    /// The public field is two bits wide (0…3, decoded as `(raw >> 16) & 3`); UIKit itself reads
    /// three bits and treats 7 as its private spring. Values 4…6 have no meaning in any
    /// header, so they fall back to their low two bits, exactly what a two-bit decoder does.
    init(optionsField raw: UInt) {
        let field = (raw >> 16) & 7
        if field == 7 { self = .systemSpring; return }
        self = AnimationCurve(rawValue: Int(field & 3)) ?? .easeInOut
    }
}

/// `UIView.AnimationOptions`, with UIKit's raw values.
///
/// The curve is an enumerated field in bits 16–17, not a set of flags: `curveEaseInOut` is 0
/// and therefore "contained" in every value, and `curveLinear` contains the bits of both
/// `curveEaseIn` and `curveEaseOut`. Read the curve with `curve`, never with `contains`.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Not public in UIKit: the private curve 7 (docs/UIKitBehaviour.md, "System spring"), for
    /// emulating built-in transitions.
    public static let curveSystemSpring = AnimationOptions(rawValue: 7 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The frame rate field (bits 24–27): accepted, and without effect on a virtual clock.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    static let curveMask: UInt = 7 << 16

    /// The curve stored in bits 16–18 (see `AnimationCurve.init(optionsField:)`).
    public var curve: AnimationCurve {
        get { AnimationCurve(optionsField: rawValue) }
        set { self = AnimationOptions(rawValue: (rawValue & ~Self.curveMask) | (UInt(newValue.rawValue) << 16)) }
    }

    /// These options with the curve field replaced.
    public func with(curve: AnimationCurve) -> AnimationOptions {
        var copy = self
        copy.curve = curve
        return copy
    }
}

/// How a keyframe animation computes values between keyframes (bits 10–12,
/// docs/UIKitBehaviour.md, "Keyframes").
public enum KeyframeCalculationMode: Int, Hashable, Sendable, CaseIterable {
    case linear = 0
    case discrete = 1
    case paced = 2
    case cubic = 3
    case cubicPaced = 4
}

/// `UIView.KeyframeAnimationOptions`, with UIKit's raw values. The calculation mode (bits
/// 10–12) and the curve (bits 16–17, not declared by UIKit for keyframes but honoured when
/// OR-ed in) are enumerated fields, read through `calculationMode` and `curve`.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode in bits 10–12. Values 5…7 are not defined by UIKit and read as
    /// `.linear`, the default.
    public var calculationMode: KeyframeCalculationMode {
        KeyframeCalculationMode(rawValue: Int((rawValue >> 10) & 7)) ?? .linear
    }

    /// The curve field (bits 16–18), shared with `AnimationOptions`. It is 0, easeInOut, unless
    /// a curve is OR-ed in, so a keyframe timeline is eased as a whole by default
    /// (docs/UIKitBehaviour.md, "Keyframes").
    public var curve: AnimationCurve { AnimationCurve(optionsField: rawValue) }

    /// The same bits viewed as block-animation options (repeat, autoreverse, curve, …).
    public var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(7 << 10)) }
}
