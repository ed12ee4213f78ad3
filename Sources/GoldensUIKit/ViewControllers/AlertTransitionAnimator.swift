import Foundation

/// The delegate an alert controller answers with until the app gives it one of its own: UIKit
/// animates alerts and action sheets itself (`AlertTransitionAnimator`).
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = AlertTransitioning()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        AlertTransitionAnimator(presenting: false)
    }
}

/// How an alert comes and goes: the dimming fades in and out; an alert's box fades in from 1.2
/// times its size and fades out where it is; an action sheet's groups slide up from below the
/// screen and back down. UIKit publishes none of it: the scale, 0.3 s ease-out in and 0.25 s
/// ease-in out are chosen to look like a device's, not measured.
@MainActor
final class AlertTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        presenting ? 0.3 : 0.25
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let alert = transitionContext.viewController(forKey: presenting ? .to : .from) as? UIAlertController else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            transitionContext.containerView.addSubview(alert.view)
            alert.view.frame = transitionContext.finalFrame(for: alert)
            alert.view.layoutIfNeeded()
        }
        let groups = alert.groups
        let sheet = alert.preferredStyle == .actionSheet
        // The sheet's groups move together, the highest of them to just below the screen.
        let drop = alert.view.bounds.height - (groups.map(\.frame.minY).min() ?? 0)
        func place(shown: Bool) {
            alert.dimmingView.alpha = shown ? 1 : 0
            for group in groups {
                if sheet {
                    group.transform = shown ? .identity : CGAffineTransform(translationX: 0, y: drop)
                } else {
                    group.alpha = shown ? 1 : 0
                    if presenting { group.transform = shown ? .identity : CGAffineTransform(scaleX: 1.2, y: 1.2) }
                }
            }
        }
        if presenting { place(shown: false) }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: presenting ? .curveEaseOut : .curveEaseIn,
                       animations: { place(shown: self.presenting) },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
