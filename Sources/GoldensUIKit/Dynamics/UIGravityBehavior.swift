import Foundation

/// A constant acceleration on its items. Magnitude 1.0 is 1000 points/s², as UIKit documents;
/// the default is straight down at magnitude 1.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

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

    private var direction = DirectionVector(CGVector(dx: 0, dy: 1), angle: .pi / 2)

    /// The acceleration as a vector; its length is the magnitude.
    open var gravityDirection: CGVector {
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

    /// Points per second² along x and y.
    var acceleration: (x: Double, y: Double) {
        (Double(gravityDirection.dx) * DynamicsWorld.gravityUnit, Double(gravityDirection.dy) * DynamicsWorld.gravityUnit)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
