import Foundation
import GoldensScene

#if !canImport(ObjectiveC)
// Key-value observing as Objective-C-era code writes it:
// `view.addObserver(self, forKeyPath: "frame", options: [.new], context: &context)`, answered in
// `override func observeValue(forKeyPath:of:change:context:)`.
//
// Foundation's `NSObject` here cannot gain a method its subclasses override, so the observer is
// reached through the `NSKeyValueObserving` protocol: the GoldensSelectors plugin drops the
// `override` from `observeValue(forKeyPath:of:change:context:)`, declares the conformance, and
// turns a `super.observeValue(…)` call into nothing (NSObject's does nothing but raise for a
// context it did not register). A view's keys are observed as `observe(_:)` observes them (see
// KeyValueObserving.swift): frame, bounds, center, transform, alpha, hidden, and a scroll view's
// content offset, size and inset; other objects and keys send only `.initial`.

/// The keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// An object told of changes it registered for with `addObserver(_:forKeyPath:options:context:)`.
public protocol NSKeyValueObserving: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

extension NSObject {
    /// Registers `observer` for changes of `keyPath`; it is held weakly, and told until it is
    /// removed (or gone).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let observed = self
        let read = { () -> Any? in ClassicObservationKey.value(of: observed, keyPath: keyPath) }
        var last = read()
        weak var weakObserver = observer
        nonisolated(unsafe) let context = context
        let observation = NSKeyValueObservation { [weak observed] in
            guard let observed, let observer = weakObserver as? NSKeyValueObserving else { return }
            let value = read()
            guard !KeyValueComparison.same(last.map { "\($0)" }, value.map { "\($0)" }) else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let value { change[.newKey] = value }
            if options.contains(.old), let last { change[.oldKey] = last }
            last = value
            observer.observeValue(forKeyPath: keyPath, of: observed, change: change, context: context)
        }
        let key = ClassicObservationKey(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context.map { UInt(bitPattern: $0) })
        ObjectSideTable.shared.set(observation, for: self, key: key)
        if let view = self as? UIView {
            nonisolated(unsafe) let view = view, entry = WeakObservation(observation)
            MainActor.assumeIsolated { view.keyValueObservations.append(entry) }
        }
        if options.contains(.initial), let observer = observer as? NSKeyValueObserving {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let last { change[.newKey] = last }
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        let key = ClassicObservationKey(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context.map { UInt(bitPattern: $0) })
        (ObjectSideTable.shared.value(for: self, key: key) as? NSKeyValueObservation)?.invalidate()
        ObjectSideTable.shared.set(nil, for: self, key: key)
    }

    /// Removes the registrations of `observer` for `keyPath` made without a context.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObserver(observer, forKeyPath: keyPath, context: nil)
    }
}

/// One registration: observer, key path and context, as Objective-C tells them apart.
private struct ClassicObservationKey: Hashable {
    let observer: ObjectIdentifier
    let keyPath: String
    let context: UInt?

    /// The observed value now: a view's observable keys by name, else key-value coding.
    static func value(of object: NSObject, keyPath: String) -> Any? {
        guard let view = object as? UIView else { return object.value(forKeyPath: keyPath) }
        // UIKit objects live on the main actor, where UIKit code observes them.
        nonisolated(unsafe) let observed = view
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated {
            let scroll = observed as? UIScrollView
            switch keyPath {
            case "frame": value = observed.frame
            case "bounds": value = observed.bounds
            case "center": value = observed.center
            case "transform": value = observed.transform
            case "alpha": value = observed.alpha
            case "hidden", "isHidden": value = observed.isHidden
            case "contentOffset": value = scroll?.contentOffset
            case "contentSize": value = scroll?.contentSize
            case "contentInset": value = scroll?.contentInset
            default: value = observed.value(forKeyPath: keyPath)
            }
        }
        return value
    }
}
#endif
