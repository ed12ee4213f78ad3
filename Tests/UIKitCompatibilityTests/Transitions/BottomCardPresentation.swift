#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Bottom card presentation: a custom UIPresentationController shows a card of preferredContentSize height at the bottom over a dimming view.

final class BottomCardPresentationController: UIPresentationController {

    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let cardSize = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(x: 0, y: bounds.height - cardSize.height, width: cardSize.width, height: cardSize.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let preferredHeight = container.preferredContentSize.height
        guard preferredHeight > 0 else {
            return CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
        return CGSize(width: parentSize.width, height: min(preferredHeight, parentSize.height * 0.9))
    }

    override var shouldRemovePresentersView: Bool {
        return false
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }

        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let containerView = containerView {
            dimmingView.frame = containerView.bounds
        }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }
}

final class BottomCardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.4 : 0.3
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
            var startFrame = finalFrame
            startFrame.origin.y = containerView.bounds.height

            toView.frame = startFrame
            containerView.addSubview(toView)

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromViewController = transitionContext.viewController(forKey: .from),
                  let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }

            var endFrame = transitionContext.initialFrame(for: fromViewController)
            endFrame.origin.y = containerView.bounds.height

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                fromView.frame = endFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

final class BottomCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return BottomCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomCardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return BottomCardSlideAnimator(isPresenting: false)
    }
}

/// The content of the bottom card: a grabber, a title and a short message.
final class BottomCardSheetViewController: UIViewController {

    static let cardHeight: CGFloat = 320

    let grabberView = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 0, height: BottomCardSheetViewController.cardHeight)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.clipsToBounds = true

        grabberView.backgroundColor = UIColor(red: 0.8, green: 0.8, blue: 0.82, alpha: 1.0)
        grabberView.layer.cornerRadius = 2.5
        view.addSubview(grabberView)

        titleLabel.text = "Share List"
        titleLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .black
        view.addSubview(titleLabel)

        messageLabel.text = "Invite friends to view and edit this list. Everyone you add will see changes as they happen."
        messageLabel.font = UIFont.systemFont(ofSize: 16, weight: .regular)
        messageLabel.textColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1.0)
        messageLabel.numberOfLines = 0
        view.addSubview(messageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let width = view.bounds.width
        grabberView.frame = CGRect(x: (width - 36) / 2, y: 8, width: 36, height: 5)
        titleLabel.frame = CGRect(x: 24, y: 32, width: width - 48, height: 30)

        let messageSize = messageLabel.sizeThatFits(CGSize(width: width - 48, height: .greatestFiniteMagnitude))
        messageLabel.frame = CGRect(x: 24, y: titleLabel.frame.maxY + 12, width: width - 48, height: messageSize.height)
    }
}

@MainActor
func makeBottomCardPresentationScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = BottomCardSheetViewController()
    let delegate = BottomCardTransitioningDelegate()

    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    return (presenter, sheet, delegate)
}
