/// An object whose outlets, inspectable properties and actions a storyboard or nib can reach by
/// name, as the Objective-C runtime reaches them on Apple platforms.
///
/// Every `UIResponder` is one (views, controllers, cells). The GoldensSelectors plugin writes the
/// two members into each class that declares `@IBOutlet`, `@IBInspectable` or `@IBAction`
/// members, overriding its superclass's and calling `super` for names it does not know; a class
/// that derives from `NSObject` directly gains the conformance in an extension.
@preconcurrency @MainActor
public protocol InterfaceBuilderConnectable: AnyObject {
    func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool
    func interfaceBuilderAction(named name: String) -> Selector?
}

/// Stores a value a document hands over into a property of the type the code declares: the
/// plugin's generated `interfaceBuilderSetValue(_:forKey:)` calls `assign(&outlet, value)`.
///
/// Numbers arrive as the document states them (`Double`, `Int` or `Bool`) and are converted to the
/// property's numeric type; outlet collections arrive as `[Any]`.
public enum InterfaceBuilderProperty {
    /// An optional or implicitly unwrapped property, `weak` or strong.
    public static func assign<Value>(_ slot: inout Value?, _ value: Any?) -> Bool {
        guard let value else {
            slot = nil
            return true
        }
        guard let converted = converted(value, to: Value.self) else { return false }
        slot = converted
        return true
    }

    /// A non-optional property (an `@IBInspectable var radius: CGFloat = 0`).
    public static func assign<Value>(_ slot: inout Value, _ value: Any?) -> Bool {
        guard let value, let converted = converted(value, to: Value.self) else { return false }
        slot = converted
        return true
    }

    /// An outlet collection: `@IBOutlet var buttons: [UIButton]!`.
    public static func assign<Element>(_ slot: inout [Element]?, _ value: Any?) -> Bool {
        guard let value else {
            slot = nil
            return true
        }
        guard let elements = collection(value, of: Element.self) else { return false }
        slot = elements
        return true
    }

    /// A non-optional outlet collection: `@IBOutlet var buttons: [UIButton] = []`.
    public static func assign<Element>(_ slot: inout [Element], _ value: Any?) -> Bool {
        guard let value, let elements = collection(value, of: Element.self) else { return false }
        slot = elements
        return true
    }

    private static func collection<Element>(_ value: Any, of type: Element.Type) -> [Element]? {
        guard let items = value as? [Any] else { return nil }
        var elements: [Element] = []
        for item in items {
            guard let element = converted(item, to: Element.self) else { return nil }
            elements.append(element)
        }
        return elements
    }

    /// `value` as `Value`, converting between the numeric types a document's numbers may be
    /// declared as; nil when it is neither.
    static func converted<Value>(_ value: Any, to type: Value.Type) -> Value? {
        if let same = value as? Value { return same }
        let number: Double? = switch value {
        case let double as Double: double
        case let float as Float: Double(float)
        case let cgFloat as CGFloat: Double(cgFloat)
        case let int as Int: Double(int)
        case let bool as Bool: bool ? 1 : 0
        default: nil
        }
        guard let number else { return nil }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? Value
        case is Double.Type: return number as? Value
        case is Float.Type: return Float(number) as? Value
        case is Int.Type: return number.isFinite && abs(number) < 1e15 ? Int(number) as? Value : nil
        case is Bool.Type: return (number != 0) as? Value
        default: return nil
        }
    }
}
