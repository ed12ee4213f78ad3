import Foundation
import Synchronization

/// Values kept for objects from outside them: associated objects and key-value-coding values
/// set on keys an object has no property for. Objective-C keeps such values with the object and
/// drops them when it goes; without the runtime they live here, each entry holding its object
/// weakly: an entry whose object is gone (or whose identifier a new object reuses) is never
/// answered, and is swept out as the table is written.
final class ObjectSideTable: Sendable {
    static let shared = ObjectSideTable()

    private struct Entry {
        weak var object: AnyObject?
        var values: [AnyHashable: Any] = [:]
    }

    /// An entry behind a reference the table vouches for: it is read and written only under
    /// the lock.
    private final class EntryBox: @unchecked Sendable {
        var entry: Entry
        init(_ entry: Entry) { self.entry = entry }
    }

    private let entries = Mutex<[ObjectIdentifier: EntryBox]>([:])

    func value(for object: AnyObject, key: AnyHashable) -> Any? {
        // Read under the lock and handed out of it: the value is the caller's from here on.
        nonisolated(unsafe) var value: Any?
        nonisolated(unsafe) let object = object, key = key
        entries.withLock { entries in
            guard let box = entries[ObjectIdentifier(object)], box.entry.object === object else { return }
            value = box.entry.values[key]
        }
        return value
    }

    /// Sets (or with nil removes) the value under `key`.
    func set(_ value: Any?, for object: AnyObject, key: AnyHashable) {
        nonisolated(unsafe) let object = object, value = value, key = key
        entries.withLock { entries in
            let id = ObjectIdentifier(object)
            if entries[id]?.entry.object !== object {
                entries = entries.filter { $0.value.entry.object != nil }
                guard value != nil else { return }
                entries[id] = EntryBox(Entry(object: object))
            }
            entries[id]?.entry.values[key] = value
        }
    }

    /// Removes every value of `object`.
    func removeAll(for object: AnyObject) {
        entries.withLock { $0[ObjectIdentifier(object)] = nil }
    }
}

#if !canImport(ObjectiveC)

/// How an associated object is held. Every policy keeps a strong reference here except
/// `.OBJC_ASSOCIATION_ASSIGN`, whose value is held weakly (Objective-C keeps an unretained
/// pointer, which dangles where this reads nil).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// A weakly held associated value (`.OBJC_ASSOCIATION_ASSIGN`).
private final class WeakAssociation {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// Associates `value` with `object` under `key` (the address of a static, as code passes
/// `&key`): extensions store properties on UIKit objects this way.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    var stored = value
    if policy == .OBJC_ASSOCIATION_ASSIGN, let value, type(of: value) is AnyClass {
        stored = WeakAssociation(value as AnyObject)
    }
    ObjectSideTable.shared.set(stored, for: owner, key: AssociationKey(key))
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let value = ObjectSideTable.shared.value(for: object as AnyObject, key: AssociationKey(key))
    if let weak = value as? WeakAssociation { return weak.value }
    return value
}

public func objc_removeAssociatedObjects(_ object: Any) {
    ObjectSideTable.shared.removeAll(for: object as AnyObject)
}

/// A key's address, hashable.
private struct AssociationKey: Hashable {
    let address: UInt
    init(_ pointer: UnsafeRawPointer) { address = UInt(bitPattern: pointer) }
}

#endif
