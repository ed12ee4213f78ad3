#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Rotate: both screens turn about their top-left corner on ease-in-out (0.6 s). Presenting,
/// the detail swings down into place from -90° while the menu swings away to +90° and fades;
/// the dismissal reverses. By rotation transforms, presented `.fullScreen`.
final class RotateAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    /// Pins the view's top-left corner to the container's: rotations then turn about it.
    private func hinge(_ view: UIView) {
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        view.layer.position = CGPoint(x: 0, y: 0)
    }

    /// Back to the centre anchor, in the same place, for the view's next appearance.
    private func unhinge(_ view: UIView) {
        view.transform = .identity
        view.alpha = 1
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        view.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let quarterTurn = CGFloat.pi / 2
        // The detail lives at -90° when away, the menu at +90°.
        let detailView = isPresenting ? toView : fromView
        let menuView = isPresenting ? fromView : toView
        if isPresenting {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        hinge(detailView)
        hinge(menuView)
        if isPresenting {
            detailView.transform = CGAffineTransform(rotationAngle: -quarterTurn)
        } else {
            menuView.transform = CGAffineTransform(rotationAngle: quarterTurn)
            menuView.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            detailView.transform = self.isPresenting ? .identity : CGAffineTransform(rotationAngle: -quarterTurn)
            menuView.transform = self.isPresenting ? CGAffineTransform(rotationAngle: quarterTurn) : .identity
            menuView.alpha = self.isPresenting ? 0 : 1
        }, completion: { _ in
            self.unhinge(menuView)
            if self.isPresenting { self.unhinge(detailView) }
            transitionContext.completeTransition(true)
        })
    }
}

final class RotateTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        RotateAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        RotateAnimator(isPresenting: false)
    }
}
