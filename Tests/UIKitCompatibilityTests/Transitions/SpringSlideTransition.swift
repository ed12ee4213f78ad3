#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Spring slide-up transition: a sheet springs in from the bottom edge (damping 0.8, velocity 0.8, 0.5 s); the controller is its own transitioning delegate.

final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.5 : 0.3
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
            containerView.addSubview(toView)

            guard transitionContext.isAnimated else {
                toView.frame = finalFrame
                transitionContext.completeTransition(true)
                return
            }

            toView.frame = finalFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

            UIView.animate(withDuration: duration,
                           delay: 0,
                           usingSpringWithDamping: 0.8,
                           initialSpringVelocity: 0.8,
                           options: [.curveEaseInOut],
                           animations: {
                               toView.frame = finalFrame
                           },
                           completion: { _ in
                               transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                           })
        } else {
            guard let fromViewController = transitionContext.viewController(forKey: .from),
                  let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }

            let startFrame = transitionContext.initialFrame(for: fromViewController)
            let endFrame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                fromView.frame = endFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// A translucent sheet whose rounded panel covers the lower part of the screen.
/// It presents itself over the current screen and vends its own animators.
final class SpringSheetViewController: UIViewController, UIViewControllerTransitioningDelegate {

    let panelView = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()

    /// Fraction of the screen height the panel occupies.
    static let panelHeightFraction: CGFloat = 0.6

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        panelView.backgroundColor = .white
        panelView.layer.cornerRadius = 24
        panelView.layer.shadowColor = UIColor.black.cgColor
        panelView.layer.shadowOpacity = 0.2
        panelView.layer.shadowRadius = 12
        panelView.layer.shadowOffset = CGSize(width: 0, height: -2)
        view.addSubview(panelView)

        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 24, weight: .bold)
        titleLabel.textColor = .black
        panelView.addSubview(titleLabel)

        messageLabel.text = "Your changes have been saved. You can keep editing or head back to the list at any time."
        messageLabel.font = UIFont.systemFont(ofSize: 16, weight: .regular)
        messageLabel.textColor = UIColor(red: 0.35, green: 0.35, blue: 0.4, alpha: 1.0)
        messageLabel.numberOfLines = 0
        panelView.addSubview(messageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let bounds = view.bounds
        let panelHeight = bounds.height * SpringSheetViewController.panelHeightFraction
        panelView.frame = CGRect(x: 0, y: bounds.height - panelHeight, width: bounds.width, height: panelHeight)

        let contentWidth = panelView.bounds.width - 48
        titleLabel.frame = CGRect(x: 24, y: 28, width: contentWidth, height: 32)
        let messageSize = messageLabel.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
        messageLabel.frame = CGRect(x: 24, y: titleLabel.frame.maxY + 12, width: contentWidth, height: messageSize.height)
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringSlideAnimator(isPresenting: false)
    }
}

@MainActor
func makeSpringSlideTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = SpringSheetViewController(title: "Saved")
    // The sheet configured its own modalPresentationStyle (.overFullScreen) and transitioningDelegate (itself).
    return (presenter, sheet, sheet)
}
