import Foundation

/// The value a type has when nothing was stored, as Objective-C reads an unset property: nil,
/// zero, false, an empty collection, or all-zero bytes for a plain value (a struct of numbers, an
/// enum); nil for a type with none of these (a class, a struct holding references).
enum ZeroValue {
    static func make<Value>() -> Value? {
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type {
            return optional.init(nilLiteral: ()) as? Value
        }
        if let boolean = Value.self as? any ExpressibleByBooleanLiteral.Type, let value = makeFalse(boolean) as? Value {
            return value
        }
        if let number = Value.self as? any AdditiveArithmetic.Type {
            return number.zero as? Value
        }
        if let collection = Value.self as? any RangeReplaceableCollection.Type {
            return collection.init() as? Value
        }
        if _isPOD(Value.self) {
            return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
                let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
                raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Value>.size)
                return raw.load(as: Value.self)
            }
        }
        return nil
    }

    private static func makeFalse<T: ExpressibleByBooleanLiteral>(_ type: T.Type) -> Any? {
        (false as? T.BooleanLiteralType).map { T(booleanLiteral: $0) }
    }
}

#if !canImport(ObjectiveC)

/// The storage of an `@NSManaged` property outside Core Data (a Core Animation layer's custom
/// property, `@NSManaged var radius: CGFloat`), whose accessors the Objective-C runtime provides:
/// the GoldensSelectors plugin gives such a property accessors that keep its value with
/// key-value coding, as the runtime does; unset, it reads as its type's zero value.
public enum KeyValueStorage {
    public static func value<Value>(of object: NSObject, forKey key: String) -> Value {
        if let stored = object.value(forKey: key) as? Value { return stored }
        if let zero: Value = ZeroValue.make() { return zero }
        fatalError("\(type(of: object)).\(key) was read before it was set, and \(Value.self) has no zero value")
    }

    public static func set<Value>(_ value: Value, of object: NSObject, forKey key: String) {
        object.setValue(value, forKey: key)
    }
}
#endif
