#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Card flip transition: the screen turns about its vertical axis, in perspective, and the new
// screen is on its back. The old screen turns away over the first half; the new one turns in
// over the second. Dismissing flips back the other way.

final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    /// Eye distance for the perspective, in points.
    private let eyeDistance: CGFloat = 800

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.7
    }

    /// A turn of `angle` about the vertical axis.
    private func turned(_ angle: CGFloat) -> CATransform3D {
        return CATransform3DMakeRotation(angle, 0, 1, 0)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from) ?? fromViewController.view!
        let toView = transitionContext.view(forKey: .to) ?? toViewController.view!

        // One vanishing point, the container's centre, for both screens.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        containerView.layer.sublayerTransform = perspective

        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        // Presenting turns to the left (the right edge comes towards the viewer); dismissing
        // turns back to the right.
        let direction: CGFloat = isPresenting ? 1 : -1
        toView.layer.transform = turned(-direction * .pi / 2)
        fromView.layer.isDoubleSided = false
        toView.layer.isDoubleSided = false

        UIView.animateKeyframes(withDuration: transitionDuration(using: transitionContext),
                                delay: 0,
                                options: [.calculationModeLinear],
                                animations: {
                                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                                        fromView.layer.transform = self.turned(direction * .pi / 2)
                                    }
                                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                                        toView.layer.transform = CATransform3DIdentity
                                    }
                                },
                                completion: { _ in
                                    let finished = !transitionContext.transitionWasCancelled
                                    fromView.layer.transform = CATransform3DIdentity
                                    toView.layer.transform = CATransform3DIdentity
                                    containerView.layer.sublayerTransform = CATransform3DIdentity
                                    if !finished { toView.removeFromSuperview() }
                                    transitionContext.completeTransition(finished)
                                })
    }
}

final class CardFlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardFlipAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardFlipAnimator(isPresenting: false)
    }
}

@MainActor
func makeCardFlipTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    presenter.loadViewIfNeeded()
    let presented = SampleDetailViewController(title: presenter.cardTitles[2], color: presenter.cardColors[2])
    let delegate = CardFlipTransitioningDelegate()
    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
