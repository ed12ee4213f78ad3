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