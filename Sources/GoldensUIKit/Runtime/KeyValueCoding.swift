import Foundation

#if !canImport(ObjectiveC)

/// Key-value coding, as far as UIKit code uses it without the Objective-C runtime:
///
/// - `setValue(_:forKey:)` sets an `@objc` property (or outlet) of that name of the app's class,
///   which the GoldensSelectors plugin lists, and otherwise keeps any value under any key, as
///   Core Animation's animations and layers do (`animation.setValue(layer, forKey: "layer")`,
///   read back in `animationDidStop`); other Swift properties only the runtime could find.
/// - `value(forKey:)` answers a value set that way, else the object's stored property of that
///   name (read by reflection), else the few keys UIKit objects answer that code reaches for
///   (`UIBarButtonItem`'s "view"); else nil, where Objective-C would raise.
/// - Key paths (`value(forKeyPath: "a.b")`) follow the keys in turn.
extension NSObject {
    // Disfavoured: Foundation's own `value(forKey:)` of a dictionary or an array wins the call
    // (`json.value(forKey: "name")` on an `NSDictionary`), as on Apple's platforms.
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        // A dictionary answers the object under the key, as Foundation's key-value coding does
        // on Apple's platforms (JSON read into an `NSDictionary`).
        if let dictionary = self as? NSDictionary { return dictionary.object(forKey: key) }
        if let found = self as? CALayer {
            nonisolated(unsafe) let layer = found
            nonisolated(unsafe) var read: Any?
            MainActor.assumeIsolated { read = layer.layerValue(forKeyPath: key) }
            if let read { return read }
        }
        if let set = ObjectSideTable.shared.value(for: self, key: KeyValueKey(key)) { return set }
        if let screen = self as? UIScreen, key == "_displayCornerRadius" { return screen.displayCornerRadius }
        if let item = self as? UIBarButtonItem, key == "view" {
            // UIKit objects live on the main actor, where UIKit code reads them.
            nonisolated(unsafe) let item = item
            nonisolated(unsafe) var view: UIView?
            MainActor.assumeIsolated { view = item.customView ?? item.placedView }
            return view
        }
        return Self.reflectedValue(of: self, key: key)
    }

    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        if let dictionary = self as? NSMutableDictionary {
            if let value { dictionary.setObject(value, forKey: key as NSString) } else { dictionary.removeObject(forKey: key) }
            return
        }
        if setLayerProperty(value, forKeyPath: key) { return }
        if key == "tabBar", let tabs = self as? UITabBarController, let bar = value as? UITabBar {
            // A tab bar of the app's class put in UIKit's place; controllers live on the main actor.
            nonisolated(unsafe) let tabs = tabs, bar = bar
            return MainActor.assumeIsolated { tabs.replaceTabBar(with: bar) }
        }
        // An `@objc` property (or outlet) of the app's class, listed by the GoldensSelectors
        // plugin, is set itself, as the runtime sets it. The list is declared on the main actor
        // (storyboards fill views there), but key-value coding is called from wherever the app
        // calls it, as on iOS: a view's from the main thread by UIKit's own rule, a model's from
        // any; the generated member only assigns the object's own property.
        if let connectable = self as? InterfaceBuilderConnectable {
            nonisolated(unsafe) let connectable = connectable, value = value
            let assign: @MainActor () -> Bool = { connectable.interfaceBuilderSetValue(value, forKey: key) }
            if unsafeBitCast(assign, to: (() -> Bool).self)() { return }
        }
        ObjectSideTable.shared.set(value, for: self, key: KeyValueKey(key))
    }

    @_disfavoredOverload
    public func value(forKeyPath keyPath: String) -> Any? {
        if let found = self as? CALayer {
            nonisolated(unsafe) let layer = found
            nonisolated(unsafe) var read: Any?
            MainActor.assumeIsolated { read = layer.layerValue(forKeyPath: keyPath) }
            if let read { return read }
        }
        var current: Any? = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let object = current as? NSObject else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }

    /// Each value under its key, as `setValue(_:forKey:)` keeps it.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    @_disfavoredOverload
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if setLayerProperty(value, forKeyPath: keyPath) { return }
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = keys.last else { return }
        let owner = keys.dropLast().isEmpty ? self : self.value(forKeyPath: keys.dropLast().joined(separator: ".")) as? NSObject
        owner?.setValue(value, forKey: last)
    }

    /// A layer's property set through its setter (see `CALayer.setLayerValue`); layers live on
    /// the main thread, where UIKit code sets them.
    private func setLayerProperty(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let found = self as? CALayer else { return false }
        nonisolated(unsafe) let layer = found, value = value
        return MainActor.assumeIsolated { layer.setLayerValue(value, forKeyPath: keyPath) }
    }

    /// A stored property named `key`, or its backing storage (`_key`, `$__lazy_storage_$_key`).
    private static func reflectedValue(of object: Any, key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                if label == key || label == "_" + key || label == "$__lazy_storage_$_" + key { return unwrapped(child.value) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// A stored optional reads as its value, or nil.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

extension UIApplication {
    /// The class answers its `shared` key (`UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`,
    /// how code reaches the application where app extensions forbid `UIApplication.shared`).
    public class func value(forKey key: String) -> Any? {
        key == "shared" ? MainActor.assumeIsolated { UIApplication.shared } : nil
    }

    public class func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let first = keys.first, let head = value(forKey: first) else { return nil }
        return keys.count == 1 ? head : (head as? NSObject)?.value(forKeyPath: keys[1])
    }
}

/// A key-value-coding key, apart from associated-object keys in the side table.
private struct KeyValueKey: Hashable {
    let key: String
    init(_ key: String) { self.key = key }
}

#endif
