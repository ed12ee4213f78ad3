#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A card that rises over the screen it was opened from, while that screen shrinks back and
// rounds its corners (0.35 s). Opened from a list inside a navigation controller: the screen
// behind is the navigation controller's, bar and all.

final class ShrinkBehindCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let behind = transitionContext.viewController(forKey: .from),
              let cardController = transitionContext.viewController(forKey: .to),
              let card = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let bounds = container.bounds
        let final = CGRect(x: 0, y: bounds.height * 0.3, width: bounds.width, height: bounds.height * 0.7)
        _ = cardController
        card.frame = final.offsetBy(dx: 0, dy: final.height)
        card.layer.cornerRadius = 16
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
        container.addSubview(card)

        behind.view.layer.cornerRadius = 12
        behind.view.clipsToBounds = true
        UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut], animations: {
            card.frame = final
            behind.view.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            behind.view.alpha = 0.8
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ShrinkBehindCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ShrinkBehindCardAnimator()
    }
}
