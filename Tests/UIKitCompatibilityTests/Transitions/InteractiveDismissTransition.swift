#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Interactive swipe-down dismissal: the detail screen slides up on present and is dragged down to dismiss through a UIPercentDrivenInteractiveTransition.

/// Drives the dismissal from a vertical drag. A pan handler would call `dragChanged`/`dragEnded`;
/// anything else can call `update(_:)`, `finish()` and `cancel()` directly.
final class SwipeDownInteractor: UIPercentDrivenInteractiveTransition {

    /// True while a drag is in progress, so the transitioning delegate knows to hand this object out.
    var hasStarted = false
    /// Whether releasing now should complete the dismissal.
    var shouldFinish = false

    /// Fraction of the screen height the user must drag past before a release dismisses.
    let finishThreshold: CGFloat = 0.35

    func beginDismissal(of viewController: UIViewController) {
        hasStarted = true
        viewController.dismiss(animated: true, completion: nil)
    }

    func dragChanged(translationY: CGFloat, containerHeight: CGFloat) {
        guard hasStarted, containerHeight > 0 else { return }
        let progress = min(max(translationY / containerHeight, 0), 1)
        shouldFinish = progress > finishThreshold
        update(progress)
    }

    func dragEnded() {
        guard hasStarted else { return }
        hasStarted = false
        if shouldFinish {
            finish()
        } else {
            cancel()
        }
        shouldFinish = false
    }
}

final class SlideUpPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)
        containerView.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            toView.frame = finalFrame
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SwipeDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        // Only there for presentation styles that remove the presenter's view; nil for .overFullScreen.
        if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: fromView)
        }

        let startFrame = transitionContext.initialFrame(for: fromViewController)
        let endFrame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

        // A finger drives the timing when interactive, so keep the curve linear then.
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseIn]

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            fromView.frame = endFrame
        }, completion: { _ in
            // A cancelled drag plays the animation back, but the view keeps the frame it was
            // animated to: put it back where it started.
            if transitionContext.transitionWasCancelled { fromView.frame = startFrame }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        // Nothing else to clean up.
    }
}

final class SwipeDismissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    let interactor: SwipeDownInteractor

    init(interactor: SwipeDownInteractor) {
        // Let the rest of the animation play out a little slower than real time after the finger lifts.
        interactor.completionSpeed = 0.8
        self.interactor = interactor
        super.init()
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideUpPresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwipeDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.hasStarted ? interactor : nil
    }
}

@MainActor
func makeInteractiveDismissScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate, interactor: SwipeDownInteractor) {
    let presenter = SampleListViewController()
    let presented = SampleDetailViewController(title: "Reading List",
                                               color: UIColor(red: 0.30, green: 0.69, blue: 0.56, alpha: 1.0))
    let interactor = SwipeDownInteractor()
    let delegate = SwipeDismissTransitioningDelegate(interactor: interactor)

    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate, interactor)
}
