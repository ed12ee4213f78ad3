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

/// An `NSObject` subclass of the app that declares `awakeFromNib()`, which UIKit declares on every
/// object and sends to each one a storyboard or nib makes. `NSObject` has none here, so the
/// GoldensSelectors plugin makes the first class of the chain that declares it declare this
/// protocol (dropping its `override` and its call to `super`), and the loader sends it through it.
public protocol InterfaceBuilderAwakening: AnyObject {
    @MainActor func awakeFromNib()
}
