#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A navigation push and pop with a custom animator: the pushed screen grows out of the tapped
// card while the list fades back; the pop shrinks it into the card again.

final class CardZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let operation: UINavigationController.Operation
    let originFrame: CGRect

    init(operation: UINavigationController.Operation, originFrame: CGRect) {
        self.operation = operation
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }