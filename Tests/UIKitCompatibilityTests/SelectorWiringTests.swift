import GoldensScene
import GoldensUIKit
import Testing

/// Target-action written with `@objc` and `#selector` (Transitions/SelectorWiring.swift, compiled
/// through the GoldensSelectors plugin) calls the methods it names, and stops once removed.
@MainActor
struct SelectorWiringTests {
    @Test func sendingAnEventRunsTheActionMethods() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()

        controller.closeButton.sendActions(for: .touchUpInside)
        controller.moreButton.sendActions(for: .touchUpInside)
        controller.closeButton.sendActions(for: .touchUpInside)

        #expect(controller.closeCount == 2)
        #expect(controller.moreCount == 1)
        #expect(controller.lastSender === controller.moreButton)
    }

    @Test func otherEventsRunNothing() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()

        controller.closeButton.sendActions(for: .valueChanged)

        #expect(controller.closeCount == 0)
    }

    /// Added as `#selector(showMore(_:))`, removed as `#selector(showMore)`: one selector.
    @Test func aRemovedTargetNoLongerRuns() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()
        controller.moreButton.sendActions(for: .touchUpInside)

        controller.pin()
        controller.moreButton.sendActions(for: .touchUpInside)

        #expect(controller.moreCount == 1)
        #expect(controller.moreButton.allTargets.isEmpty)
    }
}

/// Actions without a living target travel up the responder chain to the controller.
@MainActor
struct ResponderChainActionTests {
    @Test func actionsWithoutATargetReachTheControllerThatDefinesThem() {
        let controller = ResponderChainCardViewController()
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()

        controller.saveButton.sendActions(for: .touchUpInside)
        controller.shareButton.sendActions(for: .touchUpInside)
        controller.saveButton.sendActions(for: .touchUpInside)

        #expect(controller.saves == 2)
        #expect(controller.shares.count == 1 && controller.shares.first === controller.shareButton)
    }

    /// A button outside any controller's views has no one up its chain to take the action:
    /// nothing runs and nothing is reported.
    @Test func anActionNobodyDefinesIsDropped() {
        let button = ResponderChainCardViewController.looseSaveButton()
        button.sendActions(for: .touchUpInside)
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}

/// A display link (Transitions/DisplayLinkFade.swift, wired with `#selector`) calls its target
/// every 1/60 s of the virtual clock until invalidated.
@MainActor
@Suite struct DisplayLinkTests {
    @Test func aDisplayLinkDrivesAFadeFrameByFrame() throws {
        let window = UIWindow(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController?.view.addSubview(view)
        let fade = DisplayLinkFade(view: view, duration: 0.5)
        fade.run()
        let clock = View.animationClock
        try clock.advance(to: clock.now + 0.25)
        #expect(fade.frames == 15)
        #expect(abs(view.alpha - 0.5) < 1e-9)
        try clock.advance(to: clock.now + 1)
        #expect(view.alpha == 1)
        #expect(fade.frames == 30)  // invalidated at the end: no calls after
    }
}

/// Selectors made from a string, and `#selector` on a property whose type the file does not
/// tell (Transitions/SelectorWiring.swift), reach their methods by name.
@MainActor
struct SelectorsByNameTests {
    @Test func aStringSelectorRunsTheMethodOfThatName() {
        let controller = StringSelectorViewController()
        controller.loadViewIfNeeded()

        controller.refreshButton.sendActions(for: .touchUpInside)

        #expect(controller.refreshCount == 1)
    }

    /// `responds(to:)` answers for methods the class has, by `#selector` or by name, and
    /// `perform(_:with:with:)` sends the one it found.
    @Test func respondsToFindsMethodsAndPerformSendsThem() {
        let controller = SegueRoutingViewController()
        let destination = UIViewController()
        controller.prepare(for: UIStoryboardSegue(identifier: "ShowDetails", source: controller, destination: destination),
                           sender: "row 3")
        controller.prepare(for: UIStoryboardSegue(identifier: "ShowNothing", source: controller, destination: destination),
                           sender: nil)
        #expect(controller.prepared == ["ShowDetails from row 3"])
        #expect(SegueRoutingViewController.answers(controller) == ["reload", "viewDidLoad"])
        #expect(SegueRoutingViewController.answers(destination) == ["viewDidLoad"])
        #expect(!SegueRoutingViewController.answers(NSObject()).contains("viewDidLoad"))
    }

    /// Key-value coding sets the model's `@objc` properties, converting the numbers it is given.
    @Test func keyValueCodingSetsObjCProperties() {
        let card = TripCardModel()
        card.setValuesForKeys(["title": "Lisbon", "nights": 3, "progress": 0.5])
        #expect(card.title == "Lisbon")
        #expect(card.nights == 3)
        #expect(card.progress == 0.5)
        card.setValue("unknown", forKey: "notAProperty")
        #expect(card.value(forKey: "notAProperty") as? String == "unknown", "kept beside the object, as before")
    }

    @Test func aSelectorOnAPropertyReachesTheInteractionController() throws {
        let controller = StringSelectorViewController()
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()
        _ = SceneDiagnostics.drain()

        window.perform(.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 500), duration: 0.2))
        let clock = View.animationClock
        try clock.advance(to: clock.now + 0.5)

        #expect(controller.interactor.pans.first == .began)
        #expect(controller.interactor.pans.last == .ended)
        let messages = SceneDiagnostics.drain()
        #expect(messages.isEmpty, "\(messages)")
    }
}

/// A controller whose overrides sit in another file's extension, and an animator subclass
/// overriding a method its base class declares in an extension
/// (Transitions/SplitLayoutScreen.swift and SplitLayoutScreen+Layout.swift): both run as UIKit
/// runs them.
@MainActor
@Suite struct SplitAcrossFilesTests {
    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            CrossFadeFamilyAnimator(duration: 0.4)
        }
    }

    @Test func overridesInAnotherFilesExtensionRun() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let screen = SplitLayoutScreen()
        let fade = FadeDelegate()
        screen.modalPresentationStyle = .custom
        screen.transitioningDelegate = fade
        let frames = try TransitionSampler(window: window).record(.present(screen, from: home), at: .progress([0.5]))
        #expect(screen.banner.superview === screen.view && screen.view.backgroundColor == .systemIndigo)
        #expect(screen.appearances == 1 && screen.preferredStatusBarStyle == .lightContent)
        // The subclass's fade ran, over the base class's duration: half way, the screen is half faded in.
        let middle = try #require(frames.first { $0.label == "present@0.50" })
        #expect(abs(middle.time - 0.2) < 1e-9)
        // Indigo (88, 86, 214) half faded in over the black behind it, whatever the curve:
        // neither the full colour nor none of it.
        let pixel = middle.bitmap[middle.bitmap.width / 2, middle.bitmap.height / 2]
        #expect(pixel.b > 40 && pixel.b < 190, "\(pixel)")
    }
}

/// A method and a property an app declares in an extension of UIViewController, overridden by
/// its container classes (Transitions/DrawerShowing.swift): calls through any controller reach
/// the override, and `super` reaches the extension's.
@MainActor
@Suite struct ExtensionMemberOverrideTests {
    @Test func aContainersOverrideOfAnExtensionMethodRuns() {
        let host = DrawerHostController(rootViewController: UIViewController())
        let window = UIWindow(rootViewController: host)
        window.makeKeyAndVisible()
        let menu = UIViewController()
        let asController: UIViewController = host
        asController.showDrawer(menu, sender: nil)
        #expect(host.drawerShown === menu && menu.parent === host)
        #expect(menu.view.frame.width == 300, "the host's width: the extension's 280 and its 20")
        #expect(host.presentedViewController == nil)
        #expect((WideDrawerHostController(rootViewController: UIViewController()) as UIViewController).drawerWidth == 400)
        let plain = UIViewController()
        let other = UIWindow(rootViewController: plain)
        other.makeKeyAndVisible()
        plain.showDrawer(UIViewController(), sender: nil)
        #expect(plain.presentedViewController != nil && plain.drawerWidth == 280)
    }
}

/// Block timers (Transitions/ToastTimer.swift) run on the virtual clock: the toast dismisses
/// itself two seconds after it appeared, and the countdown stops at zero.
@MainActor
@Suite struct BlockTimerTests {
    @Test func aToastDismissesItselfOnTheVirtualClock() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let toast = ToastViewController()
        toast.modalPresentationStyle = .overFullScreen
        // Not settled: settling runs the clock past everything scheduled, the timers included.
        _ = try TransitionSampler(window: window).record(.present(toast, from: home), at: .progress([]), settle: false)
        let clock = View.animationClock
        try clock.advance(to: clock.now + 1.6)
        #expect(home.presentedViewController === toast && toast.countdown == 0)
        try clock.advance(to: clock.now + 1)
        #expect(home.presentedViewController == nil)
    }
}

