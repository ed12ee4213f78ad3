import Foundation

/// How a dynamic item's collision shape is described to the animator.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0
    case ellipse = 1
    case path = 2
}

/// What UIKit Dynamics moves: anything with a center, bounds and transform. `UIView` conforms.
///
/// The two optional requirements of UIKit's protocol get defaults here (Swift on Linux has no
/// `@objc optional`): `.rectangle`, and a path around the bounds. The solver reads neither; it
/// treats every item as its axis-aligned rectangle (see `DynamicsWorld`).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

/// Views are dynamic items through their own `center`, `bounds` and `transform`.
extension UIView: UIDynamicItem {}
