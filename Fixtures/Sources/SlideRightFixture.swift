#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Slide right: the detail slides in from the left over the menu on UIView's spring (0.5 s,
/// damping 0.8, velocity 0.8), by a translation transform, presented `.fullScreen`; the
/// dismissal slides it back out to the left.
final class SlideRightAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let offScreenLeft = CGAffineTransform(translationX: -containerView.frame.width, y: 0)
        if isPresenting {
            containerView.addSubview(toView)
            toView.transform = offScreenLeft
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.8, initialSpringVelocity: 0.8, options: [], animations: {
            if self.isPresenting {
                toView.transform = .identity
            } else {
                fromView.transform = offScreenLeft
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SlideRightTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideRightAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideRightAnimator(isPresenting: false)
    }
}
