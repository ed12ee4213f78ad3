import GoldensScene

extension UIView {
    /// UIKit's animation options, raw value for raw value: the engine's own options value,
    /// so a curve, a repeat or a transition style reaches the animation as written.
    public typealias AnimationOptions = GoldensScene.AnimationOptions

    /// UIKit's keyframe options: the calculation mode in bits 10–12; the curve field of the
    /// block options is honoured when OR-ed in (0, easeInOut, by default).
    public typealias KeyframeAnimationOptions = GoldensScene.KeyframeAnimationOptions

    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear

        init(_ curve: GoldensScene.AnimationCurve) {
            self = AnimationCurve(rawValue: curve.rawValue) ?? .easeInOut
        }

        var scene: GoldensScene.AnimationCurve { GoldensScene.AnimationCurve(rawValue: rawValue) ?? .easeInOut }
    }

    public enum AnimationTransition: Int, Sendable {
        case none, flipFromLeft, flipFromRight, curlUp, curlDown
    }

    public enum SystemAnimation: UInt, Sendable {
        case delete
    }
}

/// The states of a `UIViewAnimating` object.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active = 1, stopped = 2

    init(_ state: PropertyAnimator.State) {
        switch state {
        case .inactive: self = .inactive
        case .active: self = .active
        case .stopped: self = .stopped
        }
    }
}

/// Where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2

    init(_ position: PropertyAnimator.Position) {
        switch position {
        case .end: self = .end
        case .start: self = .start
        case .current: self = .current
        }
    }

    var scene: PropertyAnimator.Position {
        switch self {
        case .end: .end
        case .start: .start
        case .current: .current
        }
    }
}
