#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Slide transition: the detail screen slides in from the right edge over a .fullScreen presentation, and back out on dismiss.

final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    /// How far the screen underneath drifts left while it is being covered, as a fraction of the width.
    private let parallaxFactor: CGFloat = 0.3

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(using: transitionContext)
        } else {
            animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let duration = transitionDuration(using: transitionContext)

        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        containerView.addSubview(toView)

        // The list underneath drifts a little to the left, like a navigation push.
        UIView.animate(withDuration: duration, animations: {
            fromView.transform = CGAffineTransform(translationX: -width * self.parallaxFactor, y: 0)
        })

        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let duration = transitionDuration(using: transitionContext)

        // With .fullScreen the presenting view was removed, so put it back underneath.
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: -width * parallaxFactor, y: 0)
        containerView.insertSubview(toView, belowSubview: fromView)

        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            if !finished {
                fromView.transform = .identity
                toView.transform = .identity
            }
            transitionContext.completeTransition(finished)
        })
    }
}

final class SlideTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInAnimator(isPresenting: false)
    }
}

@MainActor
func makeSlideTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let presented = SampleDetailViewController(title: "Morning Run", color: .systemBlue)
    let delegate = SlideTransitioningDelegate()

    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
