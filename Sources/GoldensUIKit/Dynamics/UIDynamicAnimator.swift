import Foundation

/// Runs UIKit Dynamics behaviors on the items of a reference view, on the virtual clock.
///
/// While running, the animator is driven by a `CADisplayLink` (60 frames per second of the
/// clock the test advances). Each frame advances the physics by whole FIXED steps of 1/240 s
/// (`DynamicsWorld.step`), as many as fit between the start of the run and the frame's time,
/// so positions depend only on the virtual time, never on how the clock is sampled; then it
/// writes the items' centers, tells collision delegates, and calls every behavior's `action`.
///
/// It pauses (`isRunning` false, `dynamicAnimatorDidPause`) once every item has moved slower
/// than 1 point/s for 0.25 s, and resumes (`dynamicAnimatorWillResume`) when a behavior is
/// added or changed or an item is given velocity. `elapsedTime` counts the time it ran.
///
/// Item positions are taken as coordinates in the reference view (true for its subviews, the
/// usual case). The model is described in `DynamicsWorld` and on each behavior.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// True from a resume until the items come to rest.
    open private(set) var isRunning = false
    /// The time the animator has run, in seconds of the virtual clock (whole physics steps).
    open var elapsedTime: TimeInterval { Double(stepsRun) * DynamicsWorld.step }

    let world = DynamicsWorld()
    private var link: CADisplayLink?
    private var runStart: CFTimeInterval = 0
    private var stepsThisRun = 0
    private var stepsRun = 0

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator with no reference view, as `NSObject`'s initializer makes one: its items
    /// move in their superviews' coordinates, and reference-bounds boundaries are empty.
    public override init() {
        super.init()
    }

    /// The animator a collection view layout drives (springy lists). Its items are the layout's
    /// attributes; with no reference view it runs on no clock, so the attributes stay where the
    /// layout put them (the list is drawn at rest).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init()
    }

    /// The attributes among the behaviors' items of the cell at `indexPath` (a springy layout's
    /// answer to `layoutAttributesForItem(at:)`).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private func layoutAttributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for behavior in allBehaviors {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems where matches(attributes) { return attributes }
        }
        return nil
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behaviors.append(behavior)
        behavior.moveTree(to: self)
        behaviorsChanged()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.moveTree(to: nil)
        world.sync(behaviors: allBehaviors, referenceBounds: referenceView?.bounds ?? .zero)
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        world.sync(behaviors: allBehaviors, referenceBounds: referenceView?.bounds ?? .zero)
        return world.items(in: rect)
    }

    /// Takes the item's current center as its position (after code moved it by hand).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        world.reload(item)
        behaviorsChanged()
    }

    /// Every behavior added, with its children, parents first.
    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.tree) }

    /// Something changed that can set items moving: starts running if paused.
    func behaviorsChanged() {
        world.sync(behaviors: allBehaviors, referenceBounds: referenceView?.bounds ?? .zero)
        world.restTime = 0
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning, link == nil else { return }
        let ticker = DynamicAnimatorTicker(animator: self)
        #if canImport(ObjectiveC)
        let link = CADisplayLink(target: ticker, selector: #selector(DynamicAnimatorTicker.step(_:)))
        #else
        let link = CADisplayLink(target: ticker, selector: Selector("step:", DynamicAnimatorTicker.step(_:)))
        #endif
        self.link = link
        runStart = CACurrentMediaTime()
        stepsThisRun = 0
        link.add(to: .main, forMode: .common)
    }

    /// One display frame: the physics steps due by `time`, then positions, delegates, actions.
    func frame(at time: CFTimeInterval) {
        let due = Int(((time - runStart) / DynamicsWorld.step).rounded())
        guard due > stepsThisRun else { return }
        world.sync(behaviors: allBehaviors, referenceBounds: referenceView?.bounds ?? .zero)
        for _ in stepsThisRun..<due {
            world.step()
            stepsThisRun += 1
            stepsRun += 1
        }
        world.writeBack()
        world.deliverContactEvents()
        for behavior in allBehaviors { behavior.action?() }
        // Items at rest pause the animator, and so does its last behavior going (an action
        // that removes its own behavior when done, as drop-out animators do).
        if isRunning && (world.restTime >= DynamicsWorld.restDuration || behaviors.isEmpty) { pause() }
    }

    private func pause() {
        link?.invalidate()
        link = nil
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }
}

/// The display link's target: holds the animator weakly (a display link holds its target
/// strongly), so an animator nobody keeps goes away and its link stops.
@MainActor
private final class DynamicAnimatorTicker: NSObject {
    weak var animator: UIDynamicAnimator?

    init(animator: UIDynamicAnimator) {
        self.animator = animator
    }

    #if canImport(ObjectiveC)
    @objc func step(_ link: CADisplayLink) { tick(link) }
    #else
    func step(_ link: CADisplayLink) { tick(link) }
    #endif

    private func tick(_ link: CADisplayLink) {
        guard let animator else { return link.invalidate() }
        animator.frame(at: link.timestamp)
    }
}
