// The samples of the "Testing the transitions your app ships" article: the actions a test
// samples (push, tabs, taps, a scripted drag) and screens from a storyboard.
import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

@MainActor
@Suite struct AppTransitionSamples {
    @Test func push() throws {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let window = UIWindow(rootViewController: navigation)
        let details = DetailViewController(title: "Pushed")
        let frames = try TransitionSampler(window: window)
            .record(.push(details, onto: navigation), at: .progress([0.5]))
        try expectGoldens(frames, named: "push")
    }

    @Test func switchTabs() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [MenuViewController(), DetailViewController(title: "Trips")]
        let fade = TabFadeDelegate()   // the app's delegate, which vends the animator
        tabs.delegate = fade
        let window = UIWindow(rootViewController: tabs)
        let frames = try TransitionSampler(window: window).record(
            .perform("select Trips", phase: "select") { tabs.selectedIndex = 1 },
            at: .progress([0.5]))
        try expectGoldens(frames, named: "select")
    }

    @Test func tapOpensDetails() throws {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let button = menu.openButton.convert(CGPoint(x: 175, y: 25), to: window)
        // The transition starts when the finger lifts, 0.1 s in: sample by time.
        let frames = try TransitionSampler(window: window)
            .record(.touch(.tap(at: button), in: window, phase: "present"), at: .seconds([0.2, 0.35]))
        #expect(menu.presentedViewController is DetailViewController)
        try expectGoldens(frames, named: "present")
    }

    @Test func dragToDismiss() throws {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let details = DetailViewController(title: "Dragged away")
        details.modalPresentationStyle = .fullScreen
        let transition = SlideRightTransitionDelegate()
        details.transitioningDelegate = transition
        menu.present(details, animated: false)
        let drag = UIPercentDrivenInteractiveTransition()
        transition.interactor = drag
        let gesture = GestureScript(updates: [(0.1, 0.2), (0.2, 0.5)], ending: .finish(at: 0.3))
        let frames = try TransitionSampler(window: window)
            .record(.interactive(.dismiss(details), interactor: drag, gesture: gesture), at: .seconds([0.15, 0.25]))
        #expect(menu.presentedViewController == nil)
        try expectGoldens(frames, named: "dismiss")
    }

    /// The folder holding the app's storyboards (here, this test's own Storyboards/).
    static let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Storyboards").path

    @Test func storyboardScreen() throws {
        AppResources.addSearchDirectory(Self.appFolder)   // storyboards, xibs and .xcassets below it
        let storyboard = UIStoryboard(name: "Welcome", bundle: nil)
        let welcome = try #require(storyboard.instantiateInitialViewController() as? WelcomeViewController)
        let window = UIWindow(rootViewController: welcome)
        let details = DetailViewController(title: "From a storyboard")
        details.modalPresentationStyle = .fullScreen
        let transition = SlideRightTransitionDelegate()
        details.transitioningDelegate = transition
        let frames = try TransitionSampler(window: window)
            .record(.present(details, from: welcome), at: .progress([0.5]))
        try expectGoldens(frames, named: "present")
    }
}
