import Foundation
@testable import GoldensUIKit
import Testing

/// Shrinks the presented screen back into the thumbnail it came from, as zoom dismissals do:
/// the animator sets the frame of the presented view, a navigation controller's.
@MainActor
private final class ShrinkIntoThumbnail: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let thumbnail = CGRect(x: 20, y: 200, width: 120, height: 90)

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { from.frame = self.thumbnail }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor @Suite struct ShrinkingNavigationTests {
    @Test func theScreenInsideAPresentedNavigationControllerShrinksWithIt() throws {
        let gallery = ColoredController(.white)
        let window = UIWindow(rootViewController: gallery)
        window.makeKeyAndVisible()
        let detail = ColoredController(.systemGray)
        let navigation = UINavigationController(rootViewController: detail)
        navigation.modalPresentationStyle = .fullScreen
        let transition = ShrinkIntoThumbnail()
        navigation.transitioningDelegate = transition
        gallery.present(navigation, animated: false)
        window.layoutIfNeeded()
        #expect(detail.view.frame == window.bounds)
        navigation.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0.2)
        // Halfway along a linear animation: the navigation controller's view and the screen in it.
        let root = try #require(navigation.view.layer.presentation()?.bounds.size)
        #expect(abs(root.width - 255) < 1 && abs(root.height - 467) < 1, "\(root)")
        let screen = try #require(detail.view.layer.presentation()?.bounds.size)
        #expect(abs(screen.width - 255) < 1 && abs(screen.height - 467) < 1, "the screen follows at once: \(screen)")
        try window.windowNode.clock.advance(by: 1)
        #expect(gallery.presentedViewController == nil)
    }
}
