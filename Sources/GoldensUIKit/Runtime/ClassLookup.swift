import Foundation

/// `NSClassFromString` as UIKit code calls it (the GoldensSelectors plugin renames the calls):
/// UIKit's classes that app code makes by name, then the app's and Foundation's.
public func goldensClassFromString(_ aClassName: String) -> AnyClass? {
    switch aClassName {
    case "_UICustomBlurEffect": _UICustomBlurEffect.self
    default: NSClassFromString(aClassName)
    }
}
