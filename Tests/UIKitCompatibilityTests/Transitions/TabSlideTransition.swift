#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Switching tabs slides the new tab in from the side of the tab it comes from.

final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let movingRight: Bool

    init(movingRight: Bool) {
        self.movingRight = movingRight
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let offset = movingRight ? containerView.bounds.width : -containerView.bounds.width
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: offset, y: 0)
        containerView.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: [], animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class TabSlideDelegate: NSObject, UITabBarControllerDelegate {

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let controllers = tabBarController.viewControllers,
              let fromIndex = controllers.firstIndex(of: fromVC),
              let toIndex = controllers.firstIndex(of: toVC) else { return nil }
        return TabSlideAnimator(movingRight: toIndex > fromIndex)
    }
}

/// Two tabs, the list and a detail page, and the delegate that slides between them.
@MainActor
func makeTabSlideScenario() -> (tabs: UITabBarController, delegate: TabSlideDelegate) {
    let list = SampleListViewController()
    list.title = "Today"
    let detail = SampleDetailViewController(title: "Weekend Trip", color: list.cardColors[2])
    detail.tabBarItem = UITabBarItem(title: "Trips", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [list, detail]
    let delegate = TabSlideDelegate()
    tabs.delegate = delegate
    return (tabs, delegate)
}
