#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Spring slide-up transition: a sheet springs in from the bottom edge (damping 0.8, velocity 0.8, 0.5 s); the controller is its own transitioning delegate.

final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.5 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }

            let finalFrame = transitionContext.finalFrame(for: toViewController)
            containerView.addSubview(toView)

            guard transitionContext.isAnimated else {
                toView.frame = finalFrame
                transitionContext.completeTransition(true)
                return
            }