import Foundation

/// A rule the animator applies to items, possibly made of child behaviors. Subclass it to
/// compose the built-in behaviors (`addChildBehavior`) and to run code every animation frame
/// (`action`), as in UIKit.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviors this one is made of, in the order they were added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called once per animation frame (every 1/60 s of the virtual clock) while the animator runs.
    open var action: (() -> Void)?
    /// The animator this behavior (or the behavior it is a child of) was added to.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public override init() {
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator {
            behavior.moveTree(to: dynamicAnimator)
            dynamicAnimator.behaviorsChanged()
        }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        if dynamicAnimator != nil {
            behavior.moveTree(to: nil)
            dynamicAnimator?.behaviorsChanged()
        }
    }

    /// Called before the behavior is added to an animator (or removed from one: nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Sets the animator of this behavior and its children, telling each first.
    func moveTree(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        if animator != nil { didJoin() }
        for child in childBehaviors { child.moveTree(to: animator) }
    }

    /// The items this behavior itself acts on (not its children's).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Called once the behavior belongs to an animator, for state kept until then.
    func didJoin() {}

    /// Wakes the animator after a change that can set items moving.
    func wake() { dynamicAnimator?.behaviorsChanged() }

    /// This behavior and all its descendants, parents first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }
}

/// The list of items a built-in behavior acts on; items are held strongly, as in UIKit.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: any UIDynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any UIDynamicItem) {
        items.removeAll { $0 === item }
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
