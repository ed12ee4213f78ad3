// UIKit re-exports Foundation, so code written for it uses `Date`, `TimeInterval`, `CGRect`
// and `NSObject` without importing Foundation itself.
@_exported import Foundation
