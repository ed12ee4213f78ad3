#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Property-animator transition: a card screen springs up from the bottom through an interruptible UIViewPropertyAnimator, and drops away on a custom cubic curve.

final class PropertyAnimatorSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool
    /// UIKit may ask for the interruptible animator more than once per transition; always hand back the same one.
    private var activeAnimator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.55 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        animator.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let activeAnimator = activeAnimator {
            return activeAnimator
        }

        let animator = isPresenting
            ? makePresentationAnimator(using: transitionContext)
            : makeDismissalAnimator(using: transitionContext)
        activeAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        activeAnimator = nil
    }

    private func makePresentationAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let duration = transitionDuration(using: transitionContext)

        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            let animator = UIViewPropertyAnimator(duration: duration, curve: .linear)
            animator.addCompletion { _ in
                transitionContext.completeTransition(false)
            }
            return animator
        }

        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        containerView.addSubview(toView)

        let cardViewController = toViewController as? PropertyAnimatorCardViewController
        cardViewController?.detailsLabel.alpha = 0

        let spring = UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: CGVector(dx: 0, dy: 0.6))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: spring)
        animator.addAnimations {
            toView.transform = .identity
        }
        animator.addAnimations({
            cardViewController?.detailsLabel.alpha = 1
        }, delayFactor: 0.4)
        animator.addCompletion { position in
            switch position {
            case .end:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            case .start, .current:
                transitionContext.completeTransition(false)
            @unknown default:
                transitionContext.completeTransition(false)
            }
        }
        return animator
    }

    private func makeDismissalAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        let duration = transitionDuration(using: transitionContext)
        let dropCurve = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.4, y: 0.0),
                                                 controlPoint2: CGPoint(x: 0.2, y: 1.0))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: dropCurve)

        guard let fromView = transitionContext.view(forKey: .from) else {
            animator.addCompletion { _ in
                transitionContext.completeTransition(false)
            }
            return animator
        }

        let containerView = transitionContext.containerView
        animator.addAnimations {
            fromView.transform = CGAffineTransform(translationX: 0, y: containerView.bounds.height)
        }
        animator.addCompletion { position in
            if position == .end {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            } else {
                fromView.transform = .identity
                transitionContext.completeTransition(false)
            }
        }
        return animator
    }
}

final class PropertyAnimatorTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PropertyAnimatorSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PropertyAnimatorSlideAnimator(isPresenting: false)
    }
}

/// A full-screen card with a header, a details paragraph and a small badge that pops in once the screen is up.
final class PropertyAnimatorCardViewController: UIViewController {

    let headerLabel = UILabel()
    let detailsLabel = UILabel()
    let badgeView = UIView()
    let captionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.12, green: 0.14, blue: 0.22, alpha: 1.0)
        view.layer.cornerRadius = 28
        view.layer.masksToBounds = true

        headerLabel.text = "Weekly Summary"
        headerLabel.font = UIFont.systemFont(ofSize: 30, weight: .heavy)
        headerLabel.textColor = .white
        view.addSubview(headerLabel)

        detailsLabel.text = "You completed 12 tasks this week, three more than last week. Keep the streak going!"
        detailsLabel.font = UIFont.systemFont(ofSize: 17, weight: .regular)
        detailsLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        detailsLabel.numberOfLines = 0
        view.addSubview(detailsLabel)

        badgeView.backgroundColor = .systemBlue
        badgeView.layer.cornerRadius = 28
        badgeView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        view.addSubview(badgeView)

        captionLabel.text = "New personal best"
        captionLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        captionLabel.textColor = .white
        captionLabel.alpha = 0
        view.addSubview(captionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let insets = view.safeAreaInsets
        let contentWidth = view.bounds.width - 48

        headerLabel.frame = CGRect(x: 24, y: insets.top + 40, width: contentWidth, height: 38)
        let detailsSize = detailsLabel.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
        detailsLabel.frame = CGRect(x: 24, y: headerLabel.frame.maxY + 16, width: contentWidth, height: detailsSize.height)

        // bounds + center rather than frame, because the badge may be scaled down.
        badgeView.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        badgeView.center = CGPoint(x: 24 + 28, y: detailsLabel.frame.maxY + 24 + 28)
        captionLabel.frame = CGRect(x: 24 + 56 + 16, y: badgeView.center.y - 12, width: contentWidth - 72, height: 24)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let pop = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.55) {
            self.badgeView.transform = .identity
        }
        pop.startAnimation()

        let fade = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
            self.captionLabel.alpha = 1
        }
        fade.startAnimation(afterDelay: 0.15)
    }
}

@MainActor
func makePropertyAnimatorTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let presented = PropertyAnimatorCardViewController()
    let delegate = PropertyAnimatorTransitioningDelegate()

    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
