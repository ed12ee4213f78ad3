import Foundation
import Synchronization
import GoldensScene

#if !canImport(ObjectiveC)
// Key-value observing with key paths, which Foundation has only with the Objective-C runtime:
// `view.observe(\.frame, options: [.new]) { view, change in … }`, as presentation controllers
// use to follow a presented view or a scroll view's offset.
//
// A view's observers are told after each set of one of its layer's model values (frame, bounds,
// center, transform, alpha, hidden, a scroll view's content offset) that changed the observed
// value, at the moment it is set, as UIKit's do; a property animator's, when it starts, pauses,
// stops, finishes, reverses or is scrubbed (`isRunning`, `state`, `fractionComplete`). Other
// objects have no such moment here: their observations send only the `.initial` value. `.prior`
// is not sent.

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change sent to an observer: the new and old values when the options asked for them.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// An observation in progress: it lasts until it is invalidated or released, as Foundation's.
public final class NSKeyValueObservation: NSObject {
    /// Looks at the value again and tells the observer when it changed; nil once invalidated.
    var check: (() -> Void)?

    init(check: @escaping () -> Void) {
        self.check = check
        super.init()
    }

    public func invalidate() {
        check = nil
    }
}

/// The objects `observe(_:options:changeHandler:)` is available on (every `NSObject`).
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Observes `keyPath` of this object; keep the returned observation for as long as it
    /// should last. Not isolated, as Foundation's is not: code of any isolation calls it; a view
    /// is observed from the main actor, where UIKit objects live.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            guard !KeyValueComparison.same(last, value) else { return }
            let change = NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? value : nil,
                                                  oldValue: options.contains(.old) ? last : nil, indexes: nil, isPrior: false)
            last = value
            changeHandler(self, change)
        }
        if let view = self as? UIView {
            // UIKit objects live on the main actor, where this is called for a view.
            nonisolated(unsafe) let view = view, entry = WeakObservation(observation)
            MainActor.assumeIsolated { view.keyValueObservations.append(entry) }
        } else {
            ObjectObservations.add(WeakObservation(observation), of: self)
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

/// An observation a view holds weakly: the observer's copy decides how long it lives. Kept in
/// a table behind a lock for objects other than views; its checks run where the observed
/// object changes, on the main actor for UIKit's objects.
struct WeakObservation: @unchecked Sendable {
    weak var observation: NSKeyValueObservation?
    init(_ observation: NSKeyValueObservation) { self.observation = observation }
}

/// The observations of objects other than views, by object: such an object calls `notify` where
/// its observable values change. Behind a lock: `observe` may be called from any thread.
enum ObjectObservations {
    private static let byObject = Mutex<[ObjectIdentifier: [WeakObservation]]>([:])

    static func add(_ entry: WeakObservation, of object: AnyObject) {
        byObject.withLock { $0[ObjectIdentifier(object), default: []].append(entry) }
    }

    /// Runs the object's live observations (outside the lock: a handler may observe again).
    static func notify(_ object: AnyObject) {
        let key = ObjectIdentifier(object)
        let live: [WeakObservation] = byObject.withLock { table in
            guard let entries = table[key] else { return [] }
            let kept = entries.filter { $0.observation?.check != nil }
            table[key] = kept.isEmpty ? nil : kept
            return kept
        }
        for entry in live { entry.observation?.check?() }
    }
}

extension UIView {
    /// Tells the view's live observers to look at their values again.
    func notifyKeyValueObservers() {
        keyValueObservations.removeAll { $0.observation?.check == nil }
        for entry in keyValueObservations { entry.observation?.check?() }
    }
}

/// Whether two observed values are the same: by `==` when the values are equatable, else by
/// their descriptions.
enum KeyValueComparison {
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        return String(describing: a) == String(describing: b)
    }

    private static func equal<A: Equatable>(_ a: A, _ b: Any) -> Bool {
        a == (b as? A)
    }
}
#endif
