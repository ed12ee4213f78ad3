#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// An interactive pop driven by a screen-edge pan wired with #selector: the detail screen slides
// off to the right and the list underneath slides in from a quarter of the way.

final class SlideOffPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        containerView.insertSubview(toView, belowSubview: fromView)
        toView.frame = containerView.bounds
        toView.transform = CGAffineTransform(translationX: -width / 4, y: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}