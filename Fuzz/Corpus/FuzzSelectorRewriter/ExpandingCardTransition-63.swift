
/// Keeps the constraints that place the page in the container, so the dismissal can move
/// them back to the card.
final class ExpandingCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var cardFrame: CGRect = .zero
    var placement: [NSLayoutConstraint] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ExpandingCardAnimator(delegate: self, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ExpandingCardAnimator(delegate: self, isPresenting: false)
    }
}

final class ExpandingCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private unowned let delegate: ExpandingCardTransitioningDelegate
    private let isPresenting: Bool

    init(delegate: ExpandingCardTransitioningDelegate, isPresenting: Bool) {
        self.delegate = delegate
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.45
    }