import Foundation
import GoldensScene

#if !canImport(ObjectiveC)
/// Target-action observation, which Foundation has only with the Objective-C runtime: the
/// observer is sent `selector` (a `#selector` rewritten by the GoldensSelectors plugin) with the
/// notification, on the main actor. The observer is held weakly, as Foundation holds it; once
/// it is gone nothing is sent. `removeObserver(_:)` does not reach these registrations (their
/// Foundation tokens are not the observer), so an observer that must stop while alive should
/// check a flag of its own.
extension NotificationCenter {
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { posted in
            // Posted on the main thread, where all UIKit code here runs; handed on as it came.
            nonisolated(unsafe) let notification = posted
            MainActor.assumeIsolated {
                guard let observer = target.object else { return }
                TargetAction(target: observer, action: aSelector).send(from: notification)
            }
        }
    }
}

/// An observer held weakly by a notification block.
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
#endif
