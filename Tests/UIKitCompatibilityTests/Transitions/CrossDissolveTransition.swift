#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Cross-dissolve transition: a photo-grid screen dissolves in over the list (UIView.transition .transitionCrossDissolve) and fades out on dismiss; the grid re-lays itself out alongside size changes.

final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {

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

            // Size and lay out the incoming screen up front so none of that gets caught in the dissolve.
            UIView.performWithoutAnimation {
                toView.frame = transitionContext.finalFrame(for: toViewController)
                toView.layoutIfNeeded()
            }

            UIView.transition(with: containerView, duration: duration, options: .transitionCrossDissolve, animations: {
                containerView.addSubview(toView)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }

            if let toViewController = transitionContext.viewController(forKey: .to),
               let toView = transitionContext.view(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toViewController)
                containerView.insertSubview(toView, belowSubview: fromView)
            }

            UIView.animate(withDuration: duration, animations: {
                fromView.alpha = 0
            }, completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                transitionContext.completeTransition(finished)
                fromView.alpha = 1
            })
        }
    }
}

/// A grid of coloured tiles: two columns when tall, four when wide. It is its own transitioning delegate.
final class DissolveGalleryViewController: UIViewController, UIViewControllerTransitioningDelegate {

    let titleLabel = UILabel()
    private(set) var tiles: [UIView] = []

    static let tileCount = 8
    static let spacing: CGFloat = 12

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        titleLabel.text = "Photos"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)

        for index in 0..<DissolveGalleryViewController.tileCount {
            let tile = UIView()
            let hue = CGFloat(index) / CGFloat(DissolveGalleryViewController.tileCount)
            tile.backgroundColor = UIColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1.0)
            tile.layer.cornerRadius = 10
            tile.clipsToBounds = true
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTiles(for: view.bounds.size)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.layoutTiles(for: size)
        }, completion: nil)
    }

    func layoutTiles(for size: CGSize) {
        let insets = view.safeAreaInsets
        let spacing = DissolveGalleryViewController.spacing
        let columns = size.width > size.height ? 4 : 2

        titleLabel.frame = CGRect(x: insets.left + 16, y: insets.top + 16, width: size.width - insets.left - insets.right - 32, height: 34)

        let availableWidth = size.width - insets.left - insets.right - spacing * CGFloat(columns + 1)
        let side = floor(availableWidth / CGFloat(columns))
        let top = titleLabel.frame.maxY + 16

        for (index, tile) in tiles.enumerated() {
            let row = index / columns
            let column = index % columns
            tile.frame = CGRect(x: insets.left + spacing + CGFloat(column) * (side + spacing),
                                y: top + CGFloat(row) * (side + spacing),
                                width: side,
                                height: side)
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossDissolveAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossDissolveAnimator(isPresenting: false)
    }
}

@MainActor
func makeCrossDissolveTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let gallery = DissolveGalleryViewController()
    // The gallery set its own modalPresentationStyle (.fullScreen) and is its own transitioning delegate.
    return (presenter, gallery, gallery)
}
