import Foundation

// UIKit's names for the two levels of an index path in tables and collections; Foundation
// declares them for `IndexPath` on every platform, and UIKit adds them to `NSIndexPath`.
#if !canImport(UIKit)
extension NSIndexPath {
    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
#endif
