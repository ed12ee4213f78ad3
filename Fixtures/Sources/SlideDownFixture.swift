#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Slide down: both screens move down together by a translation transform, the old one dimming
/// to alpha 0.5, on UIView's spring (0.5 s, damping 0.8, velocity 0.8), presented `.fullScreen`;
/// the dismissal moves both back up.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
        let height = containerView.frame.height
        let above = CGAffineTransform(translationX: 0, y: -height)
        let below = CGAffineTransform(translationX: 0, y: height)
        if isPresenting {
            containerView.addSubview(toView)
            toView.transform = above
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.transform = below
            toView.alpha = 0.5
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.8, initialSpringVelocity: 0.8, options: [], animations: {
            if self.isPresenting {
                fromView.transform = below
                fromView.alpha = 0.5
            } else {
                fromView.transform = above
                toView.alpha = 1
            }
            toView.transform = .identity
        }, completion: { _ in
            // UIKit takes the presenting screen away now; it must look like itself when it returns.
            fromView.transform = .identity
            fromView.alpha = 1
            transitionContext.completeTransition(true)
        })
    }
}

final class SlideDownTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator(isPresenting: false)
    }
}
