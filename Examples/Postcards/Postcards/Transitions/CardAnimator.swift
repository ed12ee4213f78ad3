#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Slides the card up from below the screen with a spring, and back down without one.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        // Where the card rests: where the presentation controller puts it, or, leaving, where it is.
        let shown = isPresenting ? transitionContext.finalFrame(for: card) : card.view.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if isPresenting {
            card.view.frame = hidden
            container.addSubview(card.view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           usingSpringWithDamping: 0.8, initialSpringVelocity: 0.3, options: [], animations: {
                card.view.frame = shown
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           options: .curveEaseIn, animations: {
                card.view.frame = hidden
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
