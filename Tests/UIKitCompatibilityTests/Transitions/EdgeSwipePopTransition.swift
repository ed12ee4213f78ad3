#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// An interactive pop driven by a screen-edge pan wired with #selector: the detail screen slides
// off to the right and the list underneath slides in from a quarter of the way.

final class SlideOffPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        containerView.insertSubview(toView, belowSubview: fromView)
        toView.frame = containerView.bounds
        toView.transform = CGAffineTransform(translationX: -width / 4, y: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.transform = CGAffineTransform(translationX: width, y: 0)
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The pushed screen: it owns the edge pan and the interaction controller while a drag runs.
final class SwipeBackDetailViewController: UIViewController, UINavigationControllerDelegate {

    private(set) var interactionController: UIPercentDrivenInteractiveTransition?

    private lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        recognizer.edges = .left
        return recognizer
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.30, green: 0.69, blue: 0.56, alpha: 1.0)
        title = "Reading List"

        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 350, height: 40))
        label.text = "Swipe from the left edge"
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        label.textColor = .white
        view.addSubview(label)

        view.addGestureRecognizer(edgePan)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }

    @objc private func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.x / view.bounds.width, 0), 1)

        switch gesture.state {
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactionController?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > 800 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil
        default:
            interactionController?.cancel()
            interactionController = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .pop ? SlideOffPopAnimator() : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }
}
