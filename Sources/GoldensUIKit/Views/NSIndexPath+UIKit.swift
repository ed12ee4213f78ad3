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

#if !canImport(UIKit)
extension NSIndexPath {
    /// An index path of a table's row (UIKit's `NSIndexPath(row:section:)`).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of a collection view's item.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
}
#endif
