import Foundation

/// Device-motion effects (parallax). A test runs as a device held still, face up: every effect
/// is kept on its view and offsets nothing, as on a still device.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The key paths and values this effect would set for a viewer offset; none when still.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Moves a key path between two values as the device tilts: still, it stays at the view's own
/// value.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
}

/// Several effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?
}

extension UIView {
    public func addMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
