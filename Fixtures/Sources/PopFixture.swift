#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Pop: the detail grows from nothing (scale 0) in the middle of the screen on UIView's spring
/// (0.6 s, damping 0.75) while the menu behind it moves down 15 pt, shrinks to 0.95 and dims;
/// the dismissal drops the detail off the bottom on ease-in while the menu comes back. Both
/// by transforms, presented `.fullScreen`.
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    /// Where the menu sits while the detail is up: nudged down and slightly smaller.
    private let receded = CGAffineTransform(translationX: 0, y: 15).scaledBy(x: 0.95, y: 0.95)

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            containerView.addSubview(toView)
            toView.transform = CGAffineTransform(scaleX: 0, y: 0)
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
                           options: [], animations: {
                toView.transform = .identity
                fromView.transform = self.receded
                fromView.alpha = 0.5
            }, completion: { _ in
                // The menu leaves the screen now; it must look like itself when it returns.
                fromView.transform = .identity
                fromView.alpha = 1
                transitionContext.completeTransition(true)
            })
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.transform = receded
            toView.alpha = 0.5
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                fromView.transform = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
                toView.transform = .identity
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        }
    }
}

final class PopTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PopAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PopAnimator(isPresenting: false)
    }
}
