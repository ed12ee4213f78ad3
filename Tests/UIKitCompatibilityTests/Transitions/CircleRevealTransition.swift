#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Circle reveal transition: the new screen appears inside a circle that grows from the tapped
// card's centre until it covers the screen (a CAShapeLayer mask whose path is animated with a
// CABasicAnimation); dismissing shrinks the circle back. The transition completes from the
// animation delegate.

final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {

    private let isPresenting: Bool
    private let origin: CGPoint
    private var context: UIViewControllerContextTransitioning?
    private weak var maskedView: UIView?

    init(isPresenting: Bool, origin: CGPoint) {
        self.isPresenting = isPresenting
        self.origin = origin
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    /// A circle about `origin` large enough to cover `bounds` when `covering`, else a dot.
    private func circle(covering: Bool, in bounds: CGRect) -> CGPath {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { hypot($0.x - origin.x, $0.y - origin.y) }.max() ?? 0
        let radius = covering ? reach : 1
        return UIBezierPath(ovalIn: CGRect(x: origin.x - radius, y: origin.y - radius,
                                           width: 2 * radius, height: 2 * radius)).cgPath
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if isPresenting, let toViewController = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: toViewController)
            containerView.addSubview(view)
        }
        context = transitionContext
        maskedView = view

        let start = circle(covering: !isPresenting, in: view.bounds)
        let end = circle(covering: isPresenting, in: view.bounds)
        let mask = CAShapeLayer()
        mask.path = end
        view.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = start
        animation.toValue = end
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        mask.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        maskedView?.layer.mask = nil
        guard let context else { return }
        context.completeTransition(!context.transitionWasCancelled)
        self.context = nil
    }
}

final class CircleRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The card the circle grows from (its centre, in window coordinates, when asked).
    weak var card: UIView?

    private var origin: CGPoint {
        guard let card else { return .zero }
        return card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CircleRevealAnimator(isPresenting: true, origin: origin)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CircleRevealAnimator(isPresenting: false, origin: origin)
    }
}

@MainActor
func makeCircleRevealTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    presenter.loadViewIfNeeded()
    let presented = SampleDetailViewController(title: presenter.cardTitles[0], color: presenter.cardColors[0])
    let delegate = CircleRevealTransitioningDelegate()
    delegate.card = presenter.cards[0]
    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
