/// A class a storyboard or nib can make by name with no arguments, as the Objective-C runtime
/// makes a `<customObject>` (a transitioning or navigation delegate, an interaction controller
/// placed in a scene) on Apple platforms with `init()`.
///
/// `NSObject.init()` is not a `required` initializer here, so a class found by name cannot be
/// made through its metatype. The GoldensSelectors plugin writes the class method into each class
/// of the target that derives from `NSObject`: the first below `NSObject` declares it and this
/// conformance, its subclasses override it, each making itself (or answering nil when it has no
/// initializer that takes no arguments).
public protocol InterfaceBuilderInstantiable: AnyObject {
    @MainActor static func interfaceBuilderInstance() -> AnyObject?
}

/// An object a storyboard or nib sends `awakeFromNib()` once it is made and connected. UIKit
/// declares the method on every object; here the classes documents make declare it (responders,
/// bar items, recognizers, layouts), and an app's `NSObject` subclass that declares it gains this
/// protocol from the GoldensSelectors plugin, which makes the first class of the chain declare
/// it (dropping its `override` and its call to `super`, as `NSObject` has none here).
public protocol InterfaceBuilderAwakening: AnyObject {
    @MainActor func awakeFromNib()
}

extension UIResponder: InterfaceBuilderAwakening {}
extension UIBarItem: InterfaceBuilderAwakening {}
extension UIGestureRecognizer: InterfaceBuilderAwakening {}
extension UICollectionViewLayout: InterfaceBuilderAwakening {}
