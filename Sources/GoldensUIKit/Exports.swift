// UIKit re-exports Foundation, so code written for it uses `Date`, `TimeInterval`, `CGRect`
// and `NSObject` without importing Foundation itself.
@_exported import Foundation

// On Apple platforms Foundation holds URLSession, so a view controller that loads an image with
// `URLSession.shared.dataTask` needs only `import UIKit`; on Linux it is in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
