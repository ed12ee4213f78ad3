#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Custom modal show: the detail drops in from above (scale 0.6, moved up 200 pt, transparent)
/// on a property animator with a damping-ratio 0.8 spring and initial velocity (1, 0) over
/// 0.6 s; it is dismissed by a drag: the view follows the finger down and either leaves
/// (finish) or springs back (cancel).
final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6).concatenating(CGAffineTransform(translationX: 0, y: -200))
        toView.alpha = 0
        let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            toView.transform = .identity
            toView.alpha = 1
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// The dismissal a drag drives: the detail slides down off the screen (ease-out, 0.4 s),
/// scrubbed by a percent-driven interaction controller.
final class DragDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let distance = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            fromView.transform = CGAffineTransform(translationX: 0, y: distance)
        }, completion: { _ in
            // A cancelled drag leaves the view where it was: undo the model change.
            if transitionContext.transitionWasCancelled { fromView.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CustomModalTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dragInteraction = UIPercentDrivenInteractiveTransition()
    /// Set by the drag's handler before it dismisses, so the dismissal follows the finger.
    var isDragging = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DragDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        isDragging ? dragInteraction : nil
    }
}
