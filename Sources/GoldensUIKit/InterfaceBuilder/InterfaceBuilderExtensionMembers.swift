/// The outlets and inspectables an app declares in an extension of one of UIKit's classes
/// (`extension UIView { @IBInspectable var cornerRadius: CGFloat { … } }`), which a storyboard
/// sets on any view of that class.
///
/// The GoldensSelectors plugin writes one table per extended class into the app's target, named
/// `InterfaceBuilderExtension_` and the class's name; the loader looks the tables up by name for
/// each class of the object, the most derived first, when a key is none of the object's own.
public protocol InterfaceBuilderExtensionMembers {
    @MainActor static func interfaceBuilderSetValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool
}

enum InterfaceBuilderExtensionTables {
    /// Sets `key` of `object` through the tables of the object's classes found in `modules`;
    /// false when none of them lists the key (or takes the value).
    @MainActor static func setValue(_ value: Any?, forKey key: String, of object: AnyObject, modules: [String]) -> Bool {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            let name = String(describing: current)
            for module in modules {
                if let table = _typeByName("\(module).InterfaceBuilderExtension_\(name)") as? InterfaceBuilderExtensionMembers.Type,
                   table.interfaceBuilderSetValue(value, forKey: key, of: object) {
                    return true
                }
            }
            type = _getSuperclass(current)
        }
        return false
    }
}
