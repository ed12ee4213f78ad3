#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A modal card dismissed by dragging it down: a pan recognizer wired with #selector drives a
// UIPercentDrivenInteractiveTransition; released past a third of the height (or flicked down)
// it dismisses, else it springs back.

final class DismissInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let startFrame = fromView.frame
        let finalFrame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = finalFrame
        }, completion: { _ in
            // Cancelled: the card stays, where it started.
            if transitionContext.transitionWasCancelled { fromView.frame = startFrame }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}