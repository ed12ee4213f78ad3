/// The items of one section as a tree, for outlines: an item may have children, shown while it
/// is expanded. Items are collapsed until `expand(_:)`; a collapsed item's descendants are in
/// `items` but not in `visibleItems`, which is what the section shows once applied
/// (`UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`).
///
/// An identifier can be in a snapshot once: UIKit raises on a duplicate; here it is left out,
/// and reported (failing the frame) when the snapshot is applied.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    /// The top-level items, in order.
    public private(set) var rootItems: [Item] = []
    /// Each parent's children, in order.
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    /// What went wrong building it (a duplicate, an unknown parent), reported when applied: a
    /// snapshot may be built off the main actor.
    private(set) var problems: [String] = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent before its children.
    public var items: [Item] { flatten(rootItems, visibleOnly: false) }

    /// The items shown: the roots, and the children of expanded items whose ancestors are
    /// expanded too.
    public var visibleItems: [Item] { flatten(rootItems, visibleOnly: true) }

    public func contains(_ item: Item) -> Bool { parentOf[item] != nil || rootItems.contains(item) }

    /// The position of `item` in `items`.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// How deep `item` is: 0 for a root.
    public func level(of item: Item) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    public func parent(of child: Item) -> Item? { parentOf[child] }

    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: every ancestor is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent` (with `parent` as its root when `includingParent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
        var subtree = NSDiffableDataSourceSectionSnapshot<Item>()
        guard contains(parent) else { return subtree }
        if includingParent {
            subtree.rootItems = [parent]
            subtree.copyDescendants(of: parent, from: self)
        } else {
            subtree.rootItems = childrenOf[parent] ?? []
            for child in subtree.rootItems { subtree.copyDescendants(of: child, from: self) }
        }
        return subtree
    }

    /// The tree as text, one item a line, indented by level, as UIKit prints it for debugging.
    public func visualDescription() -> String {
        items.map { String(repeating: "    ", count: level(of: $0)) + "- \($0)" + (isExpanded($0) ? " (expanded)" : "") }
            .joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` after the last child of `parent` (or the last root).
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !contains(parent) {
            return problems.append("NSDiffableDataSourceSectionSnapshot.append(_:to: \(parent)): the parent is not in the snapshot")
        }
        let fresh = unique(items, in: "append")
        for item in fresh { parentOf[item] = parent }
        if let parent {
            childrenOf[parent, default: []] += fresh
        } else {
            rootItems += fresh
        }
    }

    public mutating func insert(_ items: [Item], before item: Item) {
        insert(items, next: item, after: false, in: "insert(_:before:)")
    }

    public mutating func insert(_ items: [Item], after item: Item) {
        insert(items, next: item, after: true, in: "insert(_:after:)")
    }

    /// Inserts `snapshot`'s items, with their children and expansion, beside `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, before item: Item) {
        insert(snapshot, next: item, after: false)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, after item: Item) {
        insert(snapshot, next: item, after: true)
    }

    /// Makes `snapshot`'s items the children of `parent`, in place of the ones it had.
    public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        guard contains(parent) else {
            return problems.append("NSDiffableDataSourceSectionSnapshot.replace(childrenOf: \(parent)): the parent is not in the snapshot")
        }
        delete(childrenOf[parent] ?? [])
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems where parentOf[root] == parent { copyDescendants(of: root, from: snapshot) }
    }

    /// Removes `items` and everything under them.
    public mutating func delete(_ items: [Item]) {
        for item in items where contains(item) {
            delete(childrenOf[item] ?? [])
            childrenOf[item] = nil
            expanded.remove(item)
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    public mutating func expand(_ items: [Item]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [Item]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    private func flatten(_ level: [Item], visibleOnly: Bool) -> [Item] {
        var result: [Item] = []
        for item in level {
            result.append(item)
            if !visibleOnly || expanded.contains(item), let children = childrenOf[item] {
                result += flatten(children, visibleOnly: visibleOnly)
            }
        }
        return result
    }

    /// `items` less the ones already in the snapshot (or repeated), which are reported.
    private mutating func unique(_ items: [Item], in operation: String) -> [Item] {
        var seen: Set<Item> = []
        var kept: [Item] = []
        for item in items {
            if contains(item) || !seen.insert(item).inserted {
                problems.append("NSDiffableDataSourceSectionSnapshot.\(operation): \(item) is already in the snapshot; "
                                + "identifiers must be unique (UIKit raises)")
                continue
            }
            kept.append(item)
        }
        return kept
    }

    private mutating func insert(_ items: [Item], next item: Item, after: Bool, in operation: String) {
        guard contains(item) else {
            return problems.append("NSDiffableDataSourceSectionSnapshot.\(operation): \(item) is not in the snapshot")
        }
        let fresh = unique(items, in: operation)
        let parent = parentOf[item]
        for new in fresh { parentOf[new] = parent }
        func place(in siblings: inout [Item]) {
            let index = siblings.firstIndex(of: item).map { after ? $0 + 1 : $0 } ?? siblings.count
            siblings.insert(contentsOf: fresh, at: index)
        }
        if let parent {
            place(in: &childrenOf[parent, default: []])
        } else {
            place(in: &rootItems)
        }
    }

    private mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, next item: Item, after: Bool) {
        insert(snapshot.rootItems, next: item, after: after, in: after ? "insert(_:after:)" : "insert(_:before:)")
        for root in snapshot.rootItems where parentOf[root] == parentOf[item] { copyDescendants(of: root, from: snapshot) }
    }

    /// Copies the children (and their expansion) under `item` from `other`, whose item it is.
    private mutating func copyDescendants(of item: Item, from other: NSDiffableDataSourceSectionSnapshot<Item>) {
        if other.expanded.contains(item) { expanded.insert(item) }
        guard let children = other.childrenOf[item], !children.isEmpty else { return }
        append(children, to: item)
        for child in children where parentOf[child] == item { copyDescendants(of: child, from: other) }
    }
}
