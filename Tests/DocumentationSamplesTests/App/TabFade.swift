#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Switching tabs fades the new tab in over the old one.
final class TabFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

final class TabFadeDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TabFadeAnimator()
    }
}
