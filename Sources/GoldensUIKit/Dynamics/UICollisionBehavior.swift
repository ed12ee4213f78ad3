import Foundation

/// Keeps its items inside boundaries: the reference view's bounds
/// (`translatesReferenceBoundsIntoBoundary`) and lines added by identifier.
///
/// Modelled: item–boundary contacts, with each item as its axis-aligned frame (center ± half
/// its bounds; the transform and `collisionBoundsType` are not considered), restitution from
/// the item's `elasticity` and Coulomb friction from its `friction` (`UIDynamicItemBehavior`;
/// both 0 without one). A path boundary (`addBoundary(withIdentifier:for:)`) is approximated by
/// the four edges of its bounding box. Not modelled: item–item collisions (`collisionMode` is
/// kept; `.items` alone therefore leaves items free).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// A boundary line and the identifier it was added with.
    struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
        let segments: [(CGPoint, CGPoint)]
    }

    private var list: DynamicItemList
    private(set) var boundaries: [Boundary] = []
    /// The insets of the reference bounds boundary when it is on.
    private(set) var referenceInsets = UIEdgeInsets.zero
    /// Contacts that were touching after the last step, for began/ended delegate calls.
    var contacts: [DynamicsWorld.ContactKey] = []

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

    open var collisionMode: Mode = .everything { didSet { wake() } }

    /// Whether the reference view's bounds are a boundary (reported with a nil identifier).
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            if !translatesReferenceBoundsIntoBoundary { referenceInsets = .zero }
            wake()
        }
    }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }

    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        let box = bezierPath.bounds
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        let segments = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        replaceBoundary(Boundary(identifier: identifier, path: bezierPath, segments: segments))
    }

    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        replaceBoundary(Boundary(identifier: identifier, path: path, segments: [(p1, p2)]))
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        wake()
    }

    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        wake()
    }

    private func replaceBoundary(_ boundary: Boundary) {
        boundaries.removeAll { Self.same($0.identifier, boundary.identifier) }
        boundaries.append(boundary)
        wake()
    }

    /// Identifiers are equal as Objective-C compares them (`isEqual:`), else by identity.
    nonisolated static func same(_ a: (any NSCopying)?, _ b: (any NSCopying)?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?):
            if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
