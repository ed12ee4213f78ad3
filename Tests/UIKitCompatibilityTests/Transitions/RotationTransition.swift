#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Swing (rotation) transition: the detail screen swings down into place around its top-left corner, and swings back up on dismiss.

final class SwingRotationAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    /// The "open" angle: a quarter turn counter-clockwise, which parks the view above the screen.
    private let hiddenAngle: CGFloat = -.pi / 2

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

        if isPresenting {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }

            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.addSubview(toView)

            // Hinge on the top-left corner, keeping the frame where it is.
            setAnchorPoint(CGPoint(x: 0, y: 0), for: toView)
            toView.layer.shadowColor = UIColor.black.cgColor
            toView.layer.shadowOpacity = 0.3
            toView.layer.shadowRadius = 10
            toView.transform = CGAffineTransform(rotationAngle: hiddenAngle)

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                toView.transform = .identity
            }, completion: { _ in
                self.setAnchorPoint(CGPoint(x: 0.5, y: 0.5), for: toView)
                toView.layer.shadowOpacity = 0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toViewController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }

            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.insertSubview(toView, belowSubview: fromView)

            setAnchorPoint(CGPoint(x: 0, y: 0), for: fromView)
            fromView.layer.shadowColor = UIColor.black.cgColor
            fromView.layer.shadowOpacity = 0.3
            fromView.layer.shadowRadius = 10

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                fromView.transform = CGAffineTransform(rotationAngle: self.hiddenAngle)
            }, completion: { _ in
                fromView.transform = .identity
                self.setAnchorPoint(CGPoint(x: 0.5, y: 0.5), for: fromView)
                fromView.layer.shadowOpacity = 0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// Moves the layer's anchor point without moving the view on screen (only valid with an identity transform).
    private func setAnchorPoint(_ anchorPoint: CGPoint, for view: UIView) {
        let frame = view.frame
        view.layer.anchorPoint = anchorPoint
        view.frame = frame
    }
}

final class SwingRotationTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwingRotationAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwingRotationAnimator(isPresenting: false)
    }
}

@MainActor
func makeSwingRotationTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let presented = SampleDetailViewController(title: "Weekend Trip",
                                               color: UIColor(red: 0.55, green: 0.42, blue: 0.86, alpha: 1.0))
    let delegate = SwingRotationTransitioningDelegate()

    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
