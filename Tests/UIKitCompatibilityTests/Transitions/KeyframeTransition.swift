#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Keyframe "bounce" transition: the detail screen fades in from 60% scale, overshoots to 108%, settles at 96% and lands at 100% (cubic keyframes); reversed on dismiss.

final class BounceKeyframeAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        toView.frame = transitionContext.finalFrame(for: toViewController)

        if isPresenting {
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
            containerView.addSubview(toView)

            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.4) {
                    toView.alpha = 1
                    toView.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
                }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.3) {
                    toView.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0.3) {
                    toView.transform = .identity
                }
            }, completion: { _ in
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            // .fullScreen: bring the presenting screen back underneath, slightly receded.
            toView.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            containerView.insertSubview(toView, belowSubview: fromView)

            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
                    fromView.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
                    fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    fromView.alpha = 0
                }
                UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
                    toView.transform = .identity
                }
            }, completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                transitionContext.completeTransition(finished)
                fromView.transform = .identity
                fromView.alpha = 1
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        // Nothing is cached between runs; this is where an animator would release any transition state.
    }
}

final class BounceKeyframeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BounceKeyframeAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BounceKeyframeAnimator(isPresenting: false)
    }
}

@MainActor
func makeBounceKeyframeTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let presented = SampleDetailViewController(title: "Groceries",
                                               color: UIColor(red: 0.98, green: 0.71, blue: 0.25, alpha: 1.0))
    let delegate = BounceKeyframeTransitioningDelegate()

    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
