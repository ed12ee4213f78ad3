#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Expanding card: the detail page grows out of the tapped card by animating Auto Layout
// constraints (top, leading, trailing and height) in a spring with `layoutIfNeeded()`, and
// shrinks back into it on dismissal. The page lays itself out with a stack view, so its title,
// body and button follow the growing page.

final class ExpandingCardDetailViewController: UIViewController {
    let stack = UIStackView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let doneButton = UIView()
    private let pageColor: UIColor

    init(title: String, color: UIColor) {
        pageColor = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = pageColor
        view.layer.cornerRadius = 16
        view.clipsToBounds = true

        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white

        bodyLabel.text = "Ten kilometres along the river before breakfast, with a slower last lap to cool down."
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.textColor = UIColor.white.withAlphaComponent(0.9)
        bodyLabel.numberOfLines = 0

        doneButton.backgroundColor = UIColor.white.withAlphaComponent(0.25)
        doneButton.layer.cornerRadius = 12
        doneButton.heightAnchor.constraint(equalToConstant: 48).isActive = true

        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        for view in [titleLabel, bodyLabel, doneButton] { stack.addArrangedSubview(view) }
        stack.setCustomSpacing(24, after: bodyLabel)
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}

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

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let card = delegate.cardFrame
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let page = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            page.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(page)
            let top = page.topAnchor.constraint(equalTo: container.topAnchor, constant: card.minY)
            let leading = page.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: card.minX)
            let trailing = container.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: container.bounds.width - card.maxX)
            let height = page.heightAnchor.constraint(equalToConstant: card.height)
            delegate.placement = [top, leading, trailing, height]
            NSLayoutConstraint.activate(delegate.placement)
            container.layoutIfNeeded()

            top.constant = 0
            leading.constant = 0
            trailing.constant = 0
            height.constant = container.bounds.height
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [], animations: {
                container.layoutIfNeeded()
                page.layer.cornerRadius = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let page = transitionContext.view(forKey: .from), delegate.placement.count == 4 else {
                return transitionContext.completeTransition(false)
            }
            let top = delegate.placement[0], leading = delegate.placement[1]
            let trailing = delegate.placement[2], height = delegate.placement[3]
            top.constant = card.minY
            leading.constant = card.minX
            trailing.constant = container.bounds.width - card.maxX
            height.constant = card.height
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                container.layoutIfNeeded()
                page.layer.cornerRadius = 16
                page.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

func makeExpandingCardTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    presenter.loadViewIfNeeded()
    presenter.view.layoutIfNeeded()
    let page = ExpandingCardDetailViewController(title: presenter.cardTitles[0], color: presenter.cardColors[0])
    let delegate = ExpandingCardTransitioningDelegate()
    delegate.cardFrame = presenter.cards[0].convert(presenter.cards[0].bounds, to: presenter.view)
    page.modalPresentationStyle = .overFullScreen
    page.transitioningDelegate = delegate
    return (presenter, page, delegate)
}
