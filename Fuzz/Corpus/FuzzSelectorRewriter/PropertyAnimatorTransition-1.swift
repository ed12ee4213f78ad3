#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Property-animator transition: a card screen springs up from the bottom through an interruptible UIViewPropertyAnimator, and drops away on a custom cubic curve.

final class PropertyAnimatorSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool
    /// UIKit may ask for the interruptible animator more than once per transition; always hand back the same one.
    private var activeAnimator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.55 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let activeAnimator = activeAnimator {
            return activeAnimator
        }

        let animator = isPresenting
            ? makePresentationAnimator(using: transitionContext)
            : makeDismissalAnimator(using: transitionContext)
        activeAnimator = animator
        return animator
    }