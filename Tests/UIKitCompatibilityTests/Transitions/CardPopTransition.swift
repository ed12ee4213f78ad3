#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Card "pop" transition: the detail screen grows out of the tapped card's frame (scale + translate) and shrinks back into it on dismiss.

final class CardPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool
    private let card: UIView
    /// The card's frame in window coordinates, captured when the transition was requested.
    private let cardFrameInWindow: CGRect

    init(isPresenting: Bool, card: UIView, cardFrameInWindow: CGRect) {
        self.isPresenting = isPresenting
        self.card = card
        self.cardFrameInWindow = cardFrameInWindow
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            presentFromCard(using: transitionContext)
        } else {
            dismissIntoCard(using: transitionContext)
        }
    }

    private func presentFromCard(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        // Window coordinates -> container coordinates.
        let originFrame = containerView.convert(cardFrameInWindow, from: nil)

        toView.frame = finalFrame
        toView.layer.cornerRadius = card.layer.cornerRadius
        toView.layer.masksToBounds = true

        let scale = CGAffineTransform(scaleX: originFrame.width / finalFrame.width,
                                      y: originFrame.height / finalFrame.height)
        let move = CGAffineTransform(translationX: originFrame.midX - finalFrame.midX,
                                     y: originFrame.midY - finalFrame.midY)
        toView.transform = scale.concatenating(move)
        containerView.addSubview(toView)

        card.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseInOut],
                       animations: {
                           toView.transform = .identity
                           toView.layer.cornerRadius = 0
                       },
                       completion: { _ in
                           self.card.alpha = 1
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }

    private func dismissIntoCard(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let startFrame = transitionContext.initialFrame(for: fromViewController)
        // The list is still on screen underneath (.overFullScreen), so convert straight into the container.
        let targetFrame = card.convert(card.bounds, to: containerView)

        let shrink = CGAffineTransform.identity
            .translatedBy(x: targetFrame.midX - startFrame.midX, y: targetFrame.midY - startFrame.midY)
            .scaledBy(x: targetFrame.width / startFrame.width, y: targetFrame.height / startFrame.height)

        fromView.layer.masksToBounds = true
        card.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseInOut],
                       animations: {
                           fromView.transform = shrink
                           fromView.layer.cornerRadius = self.card.layer.cornerRadius
                       },
                       completion: { _ in
                           self.card.alpha = 1
                           let finished = !transitionContext.transitionWasCancelled
                           if !finished {
                               fromView.transform = .identity
                               fromView.layer.cornerRadius = 0
                           }
                           transitionContext.completeTransition(finished)
                       })
    }
}

final class CardPopTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    /// Set by the list when a card is tapped, just before presenting.
    weak var selectedCard: UIView?

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let card = selectedCard else { return nil }
        let frameInWindow = card.convert(card.bounds, to: nil)
        return CardPopAnimator(isPresenting: true, card: card, cardFrameInWindow: frameInWindow)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let card = selectedCard else { return nil }
        let frameInWindow = card.convert(card.bounds, to: nil)
        return CardPopAnimator(isPresenting: false, card: card, cardFrameInWindow: frameInWindow)
    }
}

@MainActor
func makeCardPopTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    presenter.loadViewIfNeeded()

    let cardIndex = 1
    let presented = SampleDetailViewController(title: presenter.cardTitles[cardIndex],
                                               color: presenter.cardColors[cardIndex])
    let delegate = CardPopTransitioningDelegate()
    delegate.selectedCard = presenter.cards[cardIndex]

    presented.modalPresentationStyle = .overFullScreen
    presented.transitioningDelegate = delegate
    return (presenter, presented, delegate)
}
