import Foundation
@testable import GoldensUIKit
import Testing

/// The bars of navigation and tab bar controllers, as animators and screens leaving them use them.
@MainActor @Suite struct ContainerBarsTests {
    @Test func aTabBarTheAppSlidesAwayKeepsItsTranslationThroughALayout() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [ColoredController(.white), ColoredController(.systemGray)]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let resting = tabs.tabBar.frame
        // An animator hides the bar below the screen for its own zoom, lays the screen out,
        // then springs the bar back.
        tabs.tabBar.transform = CGAffineTransform(translationX: 0, y: resting.height)
        tabs.view.setNeedsLayout()
        tabs.view.layoutIfNeeded()
        #expect(tabs.tabBar.frame == resting.offsetBy(dx: 0, dy: resting.height), "still below: \(tabs.tabBar.frame)")
        tabs.tabBar.transform = .identity
        #expect(tabs.tabBar.frame == resting)
    }

    @Test func aScreenThatLeftANavigationControllerHasTheWindowsSafeArea() throws {
        let list = ColoredController(.white)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let detail = ColoredController(.systemGray)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(abs(detail.view.safeAreaInsets.top - (47 + 44)) < 0.01)
        navigation.popViewController(animated: false)
        detail.modalPresentationStyle = .fullScreen
        list.present(detail, animated: false)
        window.layoutIfNeeded()
        #expect(abs(detail.view.safeAreaInsets.top - 47) < 0.01, "no navigation bar around it now: \(detail.view.safeAreaInsets)")
    }
}
