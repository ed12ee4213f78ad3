#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A navigation push and pop with a custom animator: the pushed screen grows out of the tapped
// card while the list fades back; the pop shrinks it into the card again.

final class CardZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let operation: UINavigationController.Operation
    let originFrame: CGRect

    init(operation: UINavigationController.Operation, originFrame: CGRect) {
        self.operation = operation
        self.originFrame = originFrame
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toViewController)
        let duration = transitionDuration(using: transitionContext)

        if operation == .push {
            containerView.addSubview(toView)
            toView.frame = originFrame
            toView.layer.cornerRadius = 16
            toView.clipsToBounds = true
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                toView.frame = finalFrame
                toView.layer.cornerRadius = 0
                fromView.alpha = 0.4
            }, completion: { _ in
                fromView.alpha = 1
                toView.clipsToBounds = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = finalFrame
            toView.alpha = 0.4
            fromView.clipsToBounds = true
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                fromView.frame = self.originFrame
                fromView.layer.cornerRadius = 16
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

/// Vends the zoom for pushes from the list and pops back to it.
final class CardZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {

    var selectedCardFrame: CGRect = .zero
    private(set) var shownTitles: [String] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardZoomAnimator(operation: operation, originFrame: selectedCardFrame)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shownTitles.append(viewController.title ?? "")
    }
}

/// A navigation controller on the list, the detail screen it pushes and the delegate.
@MainActor
func makeCardZoomNavigationScenario() -> (navigation: UINavigationController, detail: UIViewController, delegate: CardZoomNavigationDelegate) {
    let list = SampleListViewController()
    list.title = "Today"
    let navigation = UINavigationController(rootViewController: list)
    let delegate = CardZoomNavigationDelegate()
    navigation.delegate = delegate
    let detail = SampleDetailViewController(title: "Reading List", color: list.cardColors[1])
    return (navigation, detail, delegate)
}
