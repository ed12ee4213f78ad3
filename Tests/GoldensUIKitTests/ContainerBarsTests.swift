import Foundation
@testable import GoldensUIKit
import GoldensRaster
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

/// A cube turn, as animator libraries write it: the screens turn about their touching edges
/// while the navigation controller's container itself slides half a screen.
@MainActor private final class CubeTurn: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let containerView = context.containerView
        let fromView = context.view(forKey: .from)!, toView = context.view(forKey: .to)!
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        containerView.addSubview(toView)
        containerView.sendSubviewToBack(toView)
        var fromT = CATransform3DMakeRotation(-Double.pi / 2, 0, 1, 0); fromT.m34 = -0.005
        var toT = CATransform3DMakeRotation(Double.pi / 2, 0, 1, 0); toT.m34 = -0.005
        fromView.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        toView.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        toView.layer.transform = toT
        let size = containerView.frame.size
        containerView.transform = CGAffineTransform(translationX: -size.width / 2, y: 0)
        UIView.animate(withDuration: 1) {
            containerView.transform = CGAffineTransform(translationX: size.width / 2, y: 0)
            fromView.layer.transform = fromT
            toView.layer.transform = CATransform3DIdentity
        } completion: { _ in
            containerView.transform = .identity
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}


extension ContainerBarsTests {
    /// The navigation controller lays its container out as the push starts, after the animator
    /// moved the container: the move stays, and the screen leaving fills the window at first.
    @Test func anAnimatorThatMovesTheContainerKeepsItsMove() throws {
        let first = ColoredController(.systemPink), second = ColoredController(.systemGreen)
        let navigation = UINavigationController(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, ColoredController(.white)]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cube = CubeTurn()
        navigation.delegate = cube
        navigation.pushViewController(second, animated: true)
        window.layoutIfNeeded()
        let container = try #require(first.view.superview)
        #expect(container.layer.presentation()?.frame.minX == -195, "half a screen to the left, as the animator put it")
        let (bitmap, scale) = try WhiteScene.render(window)
        for x in [10, 200, 380] {
            let pixel = bitmap[x * scale, 400 * scale]
            #expect(pixel.r == 255 && pixel.g == 45 && pixel.b == 85, "the pink screen at x \(x): \(pixel)")
        }
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
