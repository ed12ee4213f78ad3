import Foundation

/// Physical properties of its items, and a way to give them velocity.
///
/// When several item behaviors list the same item, the one added to the animator last wins
/// for each item. Defaults, as in UIKit: elasticity 0, friction 0, density 1, resistance 0,
/// angular resistance 0, rotation allowed, not anchored. Modelled: density (mass = area ×
/// density, which scales pushes), elasticity and friction (against boundaries), resistance
/// (linear damping: velocity decays as e^(−resistance·t)), `isAnchored` (the item does not
/// move). Accepted, not modelled: rotation (`allowsRotation`, `angularResistance`, angular
/// velocity is stored and reported back but never turns the item) and `charge`.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocities given before the behavior joined an animator, applied when it does.
    private var pendingLinear: [(item: any UIDynamicItem, velocity: CGPoint)] = []
    private var pendingAngular: [(item: any UIDynamicItem, velocity: CGFloat)] = []

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public override convenience init() {
        self.init(items: [])
    }

    open var items: [any UIDynamicItem] { list.items }
    open func addItem(_ item: any UIDynamicItem) { list.add(item); wake() }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1 { didSet { wake() } }
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var charge: CGFloat = 0
    open var isAnchored = false { didSet { wake() } }
    open var allowsRotation = true

    /// Adds to the item's velocity (points per second), waking the animator.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        if let world = dynamicAnimator?.world {
            world.addVelocity(velocity, to: item)
            wake()
        } else {
            pendingLinear.append((item, velocity))
        }
    }

    /// The item's velocity in points per second.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        if let world = dynamicAnimator?.world { return world.velocity(of: item) }
        return pendingLinear.filter { $0.item === item }
            .reduce(.zero) { CGPoint(x: $0.x + $1.velocity.x, y: $0.y + $1.velocity.y) }
    }

    /// Adds to the item's angular velocity (radians per second): stored, not applied.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        if let world = dynamicAnimator?.world {
            world.addAngularVelocity(velocity, to: item)
        } else {
            pendingAngular.append((item, velocity))
        }
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        if let world = dynamicAnimator?.world { return world.angularVelocity(of: item) }
        return pendingAngular.filter { $0.item === item }.reduce(0) { $0 + $1.velocity }
    }

    override func didJoin() {
        guard let world = dynamicAnimator?.world else { return }
        for (item, velocity) in pendingLinear { world.addVelocity(velocity, to: item) }
        for (item, velocity) in pendingAngular { world.addAngularVelocity(velocity, to: item) }
        pendingLinear.removeAll()
        pendingAngular.removeAll()
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
