import Foundation
import GoldensScene
import GoldensUIKit
import Testing

// Where a navigation or tab bar controller puts its children's views: under translucent bars
// on the edges in `edgesForExtendedLayout`, and ending at a bar otherwise (an opaque bar, an
// edge left out), as UIKit lays them out on a 390 x 844 screen (status bar 47, bar 44, home
// indicator 34, tab bar 49).

@MainActor
@Suite struct ExtendedLayoutTests {
    private func navigation(_ screen: UIViewController, configure: (UINavigationController) -> Void = { _ in }) -> (UINavigationController, UIWindow) {
        let navigation = UINavigationController(rootViewController: screen)
        configure(navigation)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (navigation, window)
    }

    @Test func aScreenReachesUnderATranslucentBarAndTakesItAsItsSafeArea() {
        let screen = UIViewController()
        let (_, window) = navigation(screen)
        defer { withExtendedLifetime(window) {} }
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.view.safeAreaInsets.top == 91)
    }

    @Test func anOpaqueBarEndsTheScreenBelowIt() {
        let screen = UIViewController()
        let (_, window) = navigation(screen) { $0.navigationBar.isTranslucent = false }
        defer { withExtendedLifetime(window) {} }
        #expect(screen.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(screen.view.safeAreaInsets.top == 0)
        #expect(screen.view.safeAreaInsets.bottom == 34)
    }

    @Test func aScreenThatIncludesOpaqueBarsOrLeavesOutTheTopEdgeChoosesItself() {
        let under = UIViewController()
        under.extendedLayoutIncludesOpaqueBars = true
        let (_, window) = navigation(under) { $0.navigationBar.isTranslucent = false }
        defer { withExtendedLifetime(window) {} }
        #expect(under.view.frame.minY == 0)
        #expect(under.view.safeAreaInsets.top == 91)

        let below = UIViewController()
        below.edgesForExtendedLayout = []
        let (_, otherWindow) = navigation(below)
        defer { withExtendedLifetime(otherWindow) {} }
        #expect(below.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    }

    @Test func aHiddenBarLeavesTheWholeScreen() {
        let screen = UIViewController()
        screen.edgesForExtendedLayout = []
        let (navigation, window) = navigation(screen)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(screen.view.frame.minY == 0)
        #expect(screen.view.safeAreaInsets.top == 47)
    }

    /// The animator is told where the pushed screen comes to rest, and it rests there.
    @Test func aPushedScreenEndsBelowAnOpaqueBar() throws {
        final class Recorder: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
            var finalFrame: CGRect?
            func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let to = transitionContext.viewController(forKey: .to)!
                finalFrame = transitionContext.finalFrame(for: to)
                to.view.frame = finalFrame!.offsetBy(dx: finalFrame!.width, dy: 0)
                transitionContext.containerView.addSubview(to.view)
                UIView.animate(withDuration: 0.3, animations: { to.view.frame = self.finalFrame! }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        let recorder = Recorder()
        let (navigation, window) = navigation(UIViewController()) {
            $0.navigationBar.isTranslucent = false
            $0.delegate = recorder
        }
        let details = UIViewController()
        _ = try TransitionSampler(window: window).record(.push(details, onto: navigation), at: .progress([0.5]))
        #expect(recorder.finalFrame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(details.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    }

    @Test func anOpaqueTabBarEndsTheTabAboveIt() {
        let tab = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [tab]
        tabs.tabBar.isTranslucent = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tab.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(tab.view.safeAreaInsets.bottom == 0)
        tabs.tabBar.isTranslucent = true
        window.layoutIfNeeded()
        #expect(tab.view.frame.height == 844)
        #expect(tab.view.safeAreaInsets.bottom == 83)
    }
}
