import Foundation

/// A force on its items, continuous or applied once.
///
/// Units, as UIKit documents them: magnitude 1.0 on a 100×100-point item of density 1 gives
/// 100 points/s²; the effect scales with 1 / (area × density). An `.instantaneous` push is an
/// impulse given at the next step of the animator: the same push changes such an item's
/// velocity by 100 points/s per unit of magnitude; then `active` turns false (set it true to
/// push again). The target offset is kept but has no effect: rotation is not modelled, and a
/// force off the center moves the center as one through it would.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous = 0
        case instantaneous = 1
    }

    private var list: DynamicItemList
    private var offsets: [(item: any UIDynamicItem, offset: UIOffset)] = []
    public let mode: Mode

    public init(items: [any UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open var items: [any UIDynamicItem] { list.items }
    open func addItem(_ item: any UIDynamicItem) { list.add(item); wake() }
    open func removeItem(_ item: any UIDynamicItem) { list.remove(item) }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets.first { $0.item === item }?.offset ?? .zero
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets.removeAll { $0.item === item }
        offsets.append((item, o))
    }

    /// Whether the push acts. An instantaneous push turns itself off once applied.
    open var active = true { didSet { if active { wake() } } }

    private var direction = DirectionVector(CGVector(dx: 0, dy: 0), angle: 0)

    /// The force as a vector; its length is the magnitude. Default: none.
    open var pushDirection: CGVector {
        get { direction.vector }
        set { direction.set(newValue); wake() }
    }

    /// The direction in radians (0 points right, π/2 down), kept while the magnitude is 0.
    open var angle: CGFloat {
        get { direction.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { direction.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        direction.set(angle: angle, magnitude: magnitude)
        wake()
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
