#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Snapshot "shared element" transition: a snapshot of the tapped card expands to fill the screen while a snapshot of the detail title flies into place (0.3 s).

final class CardSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool
    private weak var card: UIView?

    init(isPresenting: Bool, card: UIView?) {
        self.isPresenting = isPresenting
        self.card = card
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            animatePresentation(using: transitionContext)
        } else {
            animateDismissal(using: transitionContext)
        }
    }

    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detailViewController = transitionContext.viewController(forKey: .to) as? SampleDetailViewController,
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: detailViewController)

        toView.frame = finalFrame
        toView.alpha = 0
        containerView.addSubview(toView)
        // Lay the detail screen out now so its title label has its final frame before we snapshot it.
        toView.layoutIfNeeded()

        guard let card = card,
              let cardSnapshot = card.snapshotView(afterScreenUpdates: false),
              let titleSnapshot = detailViewController.titleLabel.snapshotView(afterScreenUpdates: true) else {
            // Nothing to fly around: just fade the detail screen in.
            UIView.animate(withDuration: 0.3, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        let cardLabel = card.subviews.compactMap { $0 as? UILabel }.first
        let titleStartOrigin = cardLabel.map { $0.convert($0.bounds, to: containerView).origin }
            ?? card.convert(card.bounds, to: containerView).origin
        let titleEndFrame = detailViewController.titleLabel.convert(detailViewController.titleLabel.bounds, to: containerView)

        cardSnapshot.frame = card.convert(card.bounds, to: containerView)
        containerView.insertSubview(cardSnapshot, belowSubview: toView)

        titleSnapshot.frame = CGRect(origin: titleStartOrigin, size: titleEndFrame.size)
        containerView.addSubview(titleSnapshot)

        card.isHidden = true
        detailViewController.titleLabel.isHidden = true

        UIView.animate(withDuration: 0.3, animations: {
            cardSnapshot.frame = finalFrame
            toView.alpha = 1
            titleSnapshot.frame = titleEndFrame
        }, completion: { _ in
            cardSnapshot.removeFromSuperview()
            titleSnapshot.removeFromSuperview()
            card.isHidden = false
            detailViewController.titleLabel.isHidden = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        if let toViewController = transitionContext.viewController(forKey: .to),
           let toView = transitionContext.view(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toViewController)
            containerView.insertSubview(toView, at: 0)
        }

        UIView.animate(withDuration: 0.3, animations: {
            fromView.alpha = 0
            fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            fromView.alpha = 1
            fromView.transform = .identity
        })
    }
}

final class CardSnapshotTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    weak var selectedCard: UIView?

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSnapshotAnimator(isPresenting: true, card: selectedCard)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSnapshotAnimator(isPresenting: false, card: selectedCard)
    }
}

@MainActor
func makeCardSnapshotTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    presenter.loadViewIfNeeded()

    let cardIndex = 0
    let presented = SampleDetailViewController(title: presenter.cardTitles[cardIndex],
                                               color: presenter.cardColors[cardIndex])
    let delegate = CardSnapshotTransitioningDelegate()
    delegate.selectedCard = presenter.cards[cardIndex]

    presented.modalPresentationStyle = .fullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
