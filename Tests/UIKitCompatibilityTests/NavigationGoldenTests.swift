import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Navigation transitions written as UIKit code (Transitions/), and the gestures that drive
/// them, on the virtual clock against their goldens under `Goldens/UIKitNavigation/<test>/`.
@MainActor
@Suite struct UIKitNavigation {
    private static let times = SampleTimes.progress([0.25, 0.5, 0.75])
    /// Every 50 ms of a drag and the motion after the finger lifts.
    private static let dragTimes = (1...12).map { Double($0) * 0.05 }

    /// A drag from the left edge to `distance` points right over 0.3 s, at mid-height.
    private static func edgeDrag(to distance: CGFloat) -> TouchScript {
        .drag(from: CGPoint(x: 6, y: 420), to: CGPoint(x: 6 + distance, y: 420), duration: 0.3, holding: 0.05)
    }

    @Test func cardZoomPushAndPop() throws {
        let parts = makeCardZoomNavigationScenario()
        let window = UIWindow(rootViewController: parts.navigation)
        let list = try #require(parts.navigation.topViewController as? SampleListViewController)
        parts.delegate.selectedCardFrame = list.cards[1].frame
        let sampler = TransitionSampler(window: window)
        let push = try sampler.record(.push(parts.detail, onto: parts.navigation), at: Self.times)
        #expect(parts.navigation.viewControllers.count == 2)
        #expect(parts.detail.navigationController === parts.navigation)
        let pop = try sampler.record(.pop(parts.navigation), at: Self.times)
        #expect(parts.navigation.viewControllers.count == 1)
        #expect(parts.detail.parent == nil)
        // The delegate hears of the root as the navigation controller appears, then of each push and pop.
        #expect(parts.delegate.shownTitles == ["Today", "Reading List", "Today"])
        try expectGoldens(push, named: "push")
        try expectGoldens(pop, named: "pop")
    }

    /// A card opened from a list inside a navigation controller: UIKit presents through the
    /// navigation controller, so the screen that shrinks behind the card keeps its bar.
    @Test func cardOverANavigationControllerShrinksTheBarWithTheScreen() throws {
        let list = SampleListViewController()
        list.title = "Today"
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        let delegate = ShrinkBehindCardDelegate()
        let card = SampleDetailViewController(title: "Weekend Trip", color: list.cardColors[2])
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = delegate
        let present = try TransitionSampler(window: window).record(.perform("present card", phase: "present") {
            list.present(card, animated: true)
        }, at: Self.times)
        #expect(card.presentingViewController === navigation)
        try expectGoldens(present, named: "present")
    }

    /// No delegate: UIKit's slide with the parallax, the dimming and the edge shadow.
    @Test func systemPushAndPop() throws {
        let list = SampleListViewController()
        list.title = "Today"
        let navigation = UINavigationController(rootViewController: list)
        let detail = SampleDetailViewController(title: "Weekend Trip", color: list.cardColors[2])
        let window = UIWindow(rootViewController: navigation)
        let sampler = TransitionSampler(window: window)
        let push = try sampler.record(.push(detail, onto: navigation), at: Self.times)
        #expect(navigation.topViewController === detail)
        let pop = try sampler.record(.pop(navigation), at: Self.times)
        #expect(navigation.topViewController === list)
        try expectGoldens(push, named: "push")
        try expectGoldens(pop, named: "pop")
    }

    /// The system back swipe dragged 260 pt (finishes: past half the width) or 120 pt (cancels).
    @Test(arguments: [true, false]) func backSwipe(finishing: Bool) throws {
        let list = SampleListViewController()
        list.title = "Today"
        let navigation = UINavigationController(rootViewController: list)
        let detail = SampleDetailViewController(title: "Groceries", color: list.cardColors[3])
        let window = UIWindow(rootViewController: navigation)
        navigation.pushViewController(detail, animated: false)
        let frames = try TransitionSampler(window: window).record(
            .touch(Self.edgeDrag(to: finishing ? 260 : 120), in: window, phase: "pop"),
            at: .seconds(Self.dragTimes), includeStart: false, includeEnd: false)
        #expect(navigation.viewControllers.count == (finishing ? 1 : 2))
        try expectGoldens(frames, named: finishing ? "finish" : "cancel")
    }

    /// The pushed screen's own edge pan (wired with #selector) drives its delegate's pop.
    @Test(arguments: [true, false]) func edgeSwipeCustomPop(finishing: Bool) throws {
        let list = SampleListViewController()
        list.title = "Today"
        let navigation = UINavigationController(rootViewController: list)
        let detail = SwipeBackDetailViewController()
        let window = UIWindow(rootViewController: navigation)
        navigation.pushViewController(detail, animated: false)
        detail.viewWillAppear(false)
        let frames = try TransitionSampler(window: window).record(
            .touch(Self.edgeDrag(to: finishing ? 240 : 100), in: window, phase: "pop"),
            at: .seconds(Self.dragTimes), includeStart: false, includeEnd: false)
        #expect(navigation.viewControllers.count == (finishing ? 1 : 2))
        #expect(detail.interactionController == nil)
        try expectGoldens(frames, named: finishing ? "finish" : "cancel")
    }

    /// A card dragged down by a pan recognizer wired with #selector: 400 pt dismisses it, 150 pt
    /// lets it spring back.
    @Test(arguments: [true, false]) func panToDismiss(finishing: Bool) throws {
        let presenter = SampleListViewController()
        let card = PanToDismissViewController()
        let window = UIWindow(rootViewController: presenter)
        presenter.present(card, animated: false)
        let drag = TouchScript.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: finishing ? 700 : 450),
                                    duration: 0.3, holding: 0.05)
        let frames = try TransitionSampler(window: window).record(.touch(drag, in: window, phase: "dismiss"),
                                                                  at: .seconds(Self.dragTimes), includeStart: false, includeEnd: false)
        #expect((presenter.presentedViewController == nil) == finishing)
        #expect(card.handledStates.first == .began)
        #expect(card.handledStates.last == .ended)
        #expect(card.handledStates.dropFirst().dropLast().allSatisfy { $0 == .changed })
        try expectGoldens(frames, named: finishing ? "finish" : "cancel")
    }

    /// A tab bar controller whose delegate slides between the tabs, there and back.
    @Test func tabSlide() throws {
        let parts = makeTabSlideScenario()
        let window = UIWindow(rootViewController: parts.tabs)
        let sampler = TransitionSampler(window: window)
        let forward = try sampler.record(.perform("select Trips", phase: "select") { parts.tabs.selectedIndex = 1 }, at: Self.times)
        #expect(parts.tabs.selectedIndex == 1)
        let back = try sampler.record(.perform("select Today", phase: "select") { parts.tabs.selectedIndex = 0 }, at: Self.times)
        #expect(parts.tabs.selectedViewController?.title == "Today")
        #expect(parts.tabs.viewControllers?.last?.tabBarController === parts.tabs)
        try expectGoldens(forward, named: "forward")
        try expectGoldens(back, named: "back")
    }
}
