import Foundation
import GoldensRaster

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

    /// The acceleration as a vector; its length is the magnitude.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if gravityDirection.dx != 0 || gravityDirection.dy != 0 { lastAngle = PortableMath.atan2(gravityDirection.dy, gravityDirection.dx) }
            wake()
        }
    }
    /// The direction kept while the magnitude is 0, so that setting it back restores it.
    private var lastAngle = CGFloat.pi / 2

    /// The direction in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { lastAngle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: QuarterTurnTrig.cosSin(angle).cos * magnitude, dy: QuarterTurnTrig.cosSin(angle).sin * magnitude)
    }

    /// Points per second² along x and y.
    var acceleration: (x: Double, y: Double) {
        (Double(gravityDirection.dx) * DynamicsWorld.gravityUnit, Double(gravityDirection.dy) * DynamicsWorld.gravityUnit)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
