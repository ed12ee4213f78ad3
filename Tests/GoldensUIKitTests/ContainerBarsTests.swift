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

    @Test func aScreenThatHidesTheBarAsItIsPushedKeepsItsContentInPlace() throws {
        let navigation = UINavigationController(rootViewController: ColoredController(.white))
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let player = BarlessScreen()
        navigation.pushViewController(player, animated: true)
        try window.windowNode.clock.advance(by: 0.2)
        let settledY = (47 + (844 - 34)) / 2.0
        let midway = try #require(player.button.layer.presentation()?.position.y)
        #expect(abs(midway - settledY) < 0.5, "centred in the safe area without the bar from the start, at \(midway)")
        try window.windowNode.clock.advance(by: 1)
        #expect(navigation.isNavigationBarHidden)
        #expect(abs(player.button.center.y - settledY) < 0.5)
    }
}

extension ContainerBarsTests {
    /// A swipe between tabs written by an app: the next tab's screen is moved into the current
    /// tab's container beside the current screen, the current screen's view is removed, and the
    /// tab changes. Each navigation controller shows its own top screen again as it appears.
    @Test func aNavigationControllerTakesBackItsTopScreenAsItAppears() throws {
        let first = ColoredController(.systemRed), second = ColoredController(.systemTeal)
        let firstTab = UINavigationController(rootViewController: first)
        let secondTab = UINavigationController(rootViewController: second)
        let tabs = UITabBarController()
        tabs.viewControllers = [firstTab, secondTab]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let container = try #require(first.view.superview)
        container.addSubview(second.view)
        first.view.removeFromSuperview()
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(second.view.superview !== container && second.view.isDescendant(of: secondTab.view))
        #expect(second.view.frame == secondTab.view.bounds)
        tabs.selectedIndex = 0
        window.layoutIfNeeded()
        #expect(first.view.superview === container && first.view.window === window)
    }
}

/// A screen that hides the navigation bar as it appears, with a button centred in its safe area.
@MainActor
private final class BarlessScreen: UIViewController {
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemPink
        button.setTitle("Play", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}
