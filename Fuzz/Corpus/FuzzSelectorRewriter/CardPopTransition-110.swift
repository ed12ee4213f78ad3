
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