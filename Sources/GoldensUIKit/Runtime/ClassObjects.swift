import Foundation

#if !canImport(ObjectiveC)

// Instance methods of `NSObject` are also methods of its class objects in Objective-C, so UIKit
// code calls some on a class: `collectionView.register(PhotoCell.classForCoder(), …)`.
extension NSObject {
    /// The class itself, as the Objective-C runtime answers a class object.
    public class func classForCoder() -> AnyClass { self }
}

#endif
