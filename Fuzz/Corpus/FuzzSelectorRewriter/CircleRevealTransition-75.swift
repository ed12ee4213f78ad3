
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