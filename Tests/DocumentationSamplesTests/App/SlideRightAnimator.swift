#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Slides the presented screen in from the left, and back out to the left on dismissal.
final class SlideRightAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        let offScreenLeft = CGAffineTransform(translationX: -container.frame.width, y: 0)
        if isPresenting {
            container.addSubview(toView)
            toView.transform = offScreenLeft
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.8,
                       options: [], animations: {
            if self.isPresenting { toView.transform = .identity } else { fromView.transform = offScreenLeft }
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

final class SlideRightTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Set while a finger drives the dismissal.
    var interactor: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideRightAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideRightAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}
