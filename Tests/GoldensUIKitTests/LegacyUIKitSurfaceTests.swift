import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// The UIKit surface that transition code from published apps and libraries reaches for beside
// its animators: storyboard segues, the status bar, bar layout guides, the screen's coordinate
// space, selector-based notifications, literals and swipes. Written as that code writes it.

/// A custom segue, as apps write them: it presents its destination itself.
private final class FadeInSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true)
    }
}

/// Hands the destination its data in `prepare(for:sender:)`, as storyboard apps do.
private final class ListController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "")
    }
}

/// Watches the keyboard through a selector, as presentation controllers that lift a card do.
private final class KeyboardWatcher {
    var heights: [CGFloat] = []

    init() {
        NotificationCenter.default.addObserver(self, selector: Selector("keyboardWillShow:", KeyboardWatcher.keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        heights.append(frame?.height ?? -1)
    }
}

@MainActor
@Suite struct LegacyUIKitSurfaceTests {
    @Test func aCustomSeguePerformedInCodePresentsItsDestination() throws {
        let list = ListController()
        let window = UIWindow(rootViewController: list)
        let detail = UIViewController()
        let segue = FadeInSegue(identifier: "showDetail", source: list, destination: detail)
        list.prepare(for: segue, sender: nil)
        let frames = try TransitionSampler(window: window).record(.perform("segue", phase: "present") { segue.perform() },
                                                                  at: .progress([0.5]))
        #expect(list.prepared == ["showDetail"])
        #expect(detail.presentingViewController === list)
        #expect(frames.last?.label == "present@settled")
        withExtendedLifetime(window) {}
    }

    @Test func performSegueWithoutAStoryboardFailsTheTransitionNamingTheIdentifier() throws {
        let list = ListController()
        let window = UIWindow(rootViewController: list)
        #expect(list.storyboard == nil)
        #expect(throws: TransitionError.self) {
            try TransitionSampler(window: window).record(.perform("segue", phase: "present") {
                list.performSegue(withIdentifier: "showDetail", sender: nil)
            }, at: .progress([0.5]))
        }
        do {
            _ = try TransitionSampler(window: window).record(.perform("segue", phase: "present") {
                list.performSegue(withIdentifier: "showSettings", sender: nil)
            }, at: .progress([0.5]))
        } catch {
            #expect(error.problem.contains("showSettings"))
            #expect(error.problem.contains("it was not made from a storyboard"))
        }
    }

    /// A storyboard or nib that is in no search folder is reported by name, as UIKit raises for it.
    @Test func aMissingStoryboardOrNibIsReportedByName() {
        _ = SceneDiagnostics.drain()
        let storyboard = UIStoryboard(name: "NoSuchMain", bundle: nil)
        let made = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(made.presentingViewController == nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        let messages = SceneDiagnostics.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Could not find a storyboard named 'NoSuchMain'") == true)
        #expect(UINib(nibName: "NoSuchCell", bundle: nil).instantiate(withOwner: nil).isEmpty)
        #expect(SceneDiagnostics.drain().first?.contains("Could not load NIB in bundle: 'NoSuchCell'") == true)
    }

    @Test func barLayoutGuidesMeasureTheSafeAreaAndPlaceViews() {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(controller.topLayoutGuide === controller.topLayoutGuide, "one guide, made once")
        #expect(banner.frame == CGRect(x: 0, y: 47, width: 100, height: 844 - 47 - 34))
    }

    @Test func theStatusBarFrameIsTheTopSafeAreaStrip() {
        let application = UIApplication.shared
        #expect(application.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        application.setStatusBarHidden(true, with: .fade)
        #expect(application.statusBarFrame.height == 0)
        application.setStatusBarHidden(false, with: .none)
        application.setStatusBarStyle(.lightContent, animated: true)
        #expect(application.statusBarStyle == .lightContent)
        application.statusBarStyle = .default
    }

    @Test func theScreensCoordinateSpaceIsTheWindows() {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        controller.view.addSubview(card)
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        card.addSubview(inner)
        let screen = UIScreen.main.coordinateSpace
        #expect(inner.convert(inner.bounds, to: screen) == CGRect(x: 25, y: 105, width: 10, height: 10))
        #expect(inner.convert(CGPoint(x: 25, y: 105), from: screen) == .zero)
        #expect(screen.convert(CGPoint(x: 25, y: 105), to: inner) == .zero)
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
        withExtendedLifetime(window) {}
    }

    @Test func aSelectorObserverHearsNotificationsWhileItLives() {
        var watcher: KeyboardWatcher? = KeyboardWatcher()
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 390, height: 344)]
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        #expect(watcher?.heights == [344])
        weak var gone = watcher
        watcher = nil
        #expect(gone == nil, "the center holds its observer weakly")
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    }

    @Test func literalsMakeUIKitsTypes() {
        let tint = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && green == 0.5 && blue == 0 && alpha == 1)
        _ = SceneDiagnostics.drain()
        let missing = #imageLiteral(resourceName: "no such image")
        #expect(missing.size == .zero)
        #expect(SceneDiagnostics.drain().first?.contains("no such image") == true)
    }

    @Test func aSwipeIsRecognizedInItsDirectionOnly() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        final class Counter { var swipes = 0; func swiped(_ recognizer: UISwipeGestureRecognizer) { swipes += 1 } }
        let counter = Counter()
        let swipe = UISwipeGestureRecognizer(target: counter, action: Selector("swiped:", Counter.swiped(_:)))
        swipe.direction = .left
        controller.view.addGestureRecognizer(swipe)
        let clock = window.windowNode.clock
        window.perform(.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 410), duration: 0.2))
        try clock.advance(by: 0.5)
        #expect(counter.swipes == 1)
        window.perform(.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2))
        try clock.advance(by: 0.5)
        #expect(counter.swipes == 1, "a swipe to the right is not one to the left")
        window.perform(.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 4))
        try clock.advance(by: 4.5)
        #expect(counter.swipes == 1, "too slow for a swipe")
    }
}

/// Follows a presented view's frame and a scroll view's offset through key-value observation,
/// as card presentation controllers do.
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func aViewsFrameObserverHearsEachChangeOfTheFrameOnly() {
        let card = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        var changes: [(old: CGRect?, new: CGRect?)] = []
        var observation: NSKeyValueObservation? = card.observe(\.frame, options: [.initial, .old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        card.frame.origin.y = 300
        card.alpha = 0.5
        card.center.y += 10
        #expect(changes.count == 3, "the initial value, the move and the recentring; not the alpha")
        #expect(changes.first?.new == CGRect(x: 0, y: 400, width: 390, height: 444) && changes.first?.old == nil)
        #expect(changes[1].old?.minY == 400 && changes[1].new?.minY == 300)
        #expect(changes[2].new?.minY == 310)
        observation?.invalidate()
        card.frame.origin.y = 0
        #expect(changes.count == 3, "nothing after invalidate")
        observation = card.observe(\.frame) { _, _ in changes.append((nil, nil)) }
        observation = nil
        card.frame.origin.y = 50
        #expect(changes.count == 3, "nothing once the observation is released")
    }

    /// A property animator's `isRunning` observers hear it start, pause and stop at its end
    /// with `pausesOnCompletion` (the WWDC interruptible-animation idiom, which keeps its state
    /// machine in step this way), and `fractionComplete`'s hear scrubbing.
    @Test func aPropertyAnimatorsRunningObserverHearsItStartPauseAndReachItsEnd() throws {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.y = 300 }
        animator.pausesOnCompletion = true
        var running: [Bool] = []
        let observation = animator.observe(\.isRunning, options: [.new]) { animator, _ in running.append(animator.isRunning) }
        var fractions: [CGFloat] = []
        let scrubbing = animator.observe(\.fractionComplete, options: [.new]) { _, change in fractions.append(change.newValue ?? -1) }
        animator.startAnimation()
        try window.windowNode.clock.advance(by: 0.4)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.startAnimation()
        try window.windowNode.clock.advance(by: 1)
        #expect(running == [true, false, true, false])
        #expect(fractions.contains(0.6))
        #expect(animator.state == .active, "paused at its end, still active")
        _ = (observation, scrubbing)
    }

    @Test func aScrollViewsOffsetObserverHearsScrolling() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        list.contentSize = CGSize(width: 390, height: 2000)
        var offsets: [CGFloat] = []
        let observation = list.observe(\.contentOffset, options: [.new]) { _, change in
            offsets.append(change.newValue?.y ?? -1)
        }
        list.contentOffset = CGPoint(x: 0, y: 120)
        list.setContentOffset(CGPoint(x: 0, y: 240), animated: false)
        #expect(offsets == [120, 240])
        withExtendedLifetime(observation) {}
    }
}

@MainActor
@Suite struct SplitViewControllerTests {
    /// On a phone the split view is collapsed: the primary navigation controller fills the
    /// screen and a detail shown from it is pushed onto its stack.
    @Test func aCollapsedSplitShowsItsPrimaryAndPushesTheDetail() throws {
        let list = UIViewController()
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        let window = UIWindow(rootViewController: split)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.view.frame == window.bounds)
        #expect(list.splitViewController === split)
        let detail = UIViewController()
        _ = try TransitionSampler(window: window).record(.perform("show detail", phase: "push") {
            list.showDetailViewController(detail, sender: nil)
        }, at: .progress([0.5]))
        #expect(primary.topViewController === detail)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewControllers.last === primary, "the detail went onto the primary's stack")
    }

    /// Collapsed with a primary that is no navigation controller, the split view shows the
    /// primary (UIKit's default collapsing leaves the secondary out); a detail shown explicitly
    /// takes its place.
    @Test func aCollapsedSplitWithAPlainPrimaryShowsThePrimary() {
        let search = UIViewController(), detail = UINavigationController(rootViewController: UIViewController())
        let split = UISplitViewController()
        split.viewControllers = [search, detail]
        let window = UIWindow(rootViewController: split)
        window.layoutIfNeeded()
        #expect(search.view.superview === split.view)
        #expect(detail.viewIfLoaded?.superview == nil)
        let shown = UIViewController()
        split.showDetailViewController(shown, sender: nil)
        #expect(shown.view.superview === split.view)
    }

    /// The Master-Detail template's split (a navigation controller in each column) collapses on
    /// a phone by pushing the detail's navigation controller onto the master's: the detail shows
    /// under the master's bar, which shows the detail's title, and its own bar hides.
    @Test func aCollapsedSplitPushesTheDetailNavigationControllerOntoTheMasters() throws {
        let master = UIViewController(), detail = UIViewController()
        master.title = "Films"
        detail.title = "Detail"
        let masterNavigation = UINavigationController(rootViewController: master)
        let detailNavigation = UINavigationController(rootViewController: detail)
        let split = UISplitViewController()
        split.viewControllers = [masterNavigation, detailNavigation]
        let window = UIWindow(rootViewController: split)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(masterNavigation.viewControllers.count == 2 && masterNavigation.topViewController === detailNavigation)
        #expect(detailNavigation.isNavigationBarHidden)
        #expect(detail.isViewLoaded && detail.view.window === window)
        #expect(masterNavigation.navigationBar.topItem?.title == "Detail")
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}

@MainActor
@Suite struct ScrollViewPanTests {
    @Test func aScrollViewHasOnePanRecognizerOfItsOwn() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let pan = list.panGestureRecognizer
        #expect(pan === list.panGestureRecognizer)
        #expect(pan.view === list)
        #expect(list.gestureRecognizers?.contains { $0 === pan } == true)
    }
}

@MainActor
@Suite struct KeyframeTimingFunctionsTests {
    /// Each segment between keyframes is paced by its own timing function.
    @Test func eachSegmentIsEasedByItsOwnCurve() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(dot)
        let bounce = CAKeyframeAnimation(keyPath: "position.y")
        bounce.values = [0, 100, 200]
        bounce.keyTimes = [0, 0.5, 1]
        bounce.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        bounce.duration = 1
        dot.layer.add(bounce, forKey: "bounce")
        let clock = window.windowNode.clock
        try clock.advance(by: 0.25)
        let firstHalf = try #require(dot.layer.presentation()?.position.y)
        #expect(abs(firstHalf - 100 * CubicTimingCurve.easeIn.progress(at: 0.5)) < 1e-6)
        try clock.advance(by: 0.5)
        let secondHalf = try #require(dot.layer.presentation()?.position.y)
        #expect(abs(secondHalf - (100 + 100 * CubicTimingCurve.easeOut.progress(at: 0.5))) < 1e-6)
    }

    @Test func theNavigationBarHidesWhenItsPropertyIsSet() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.isNavigationBarHidden = true
        #expect(navigation.navigationBar.isHidden && navigation.isNavigationBarHidden)
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(navigation.view.endEditing(true))
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        #expect(pinch.scale == 1 && UIRotationGestureRecognizer(target: nil, action: nil).rotation == 0)
    }
}

/// Found in real apps: iOS 6's textured background colours (solid since iOS 7) in code and in
/// storyboards, and a collection view controller subclass that calls `init(nibName:bundle:)`.
@MainActor
@Suite struct LegacyColoursAndInitializersTests {
    final class Gallery: UICollectionViewController {
        required init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not used") }
    }

    @Test func theTexturedBackgroundsAreTheirSolidColours() {
        #expect(UIColor.scrollViewTexturedBackgroundColor == UIColor(red: 112 / 255, green: 117 / 255, blue: 128 / 255, alpha: 1))
        #expect(NibInstantiation.systemColor("scrollViewTexturedBackgroundColor") == UIColor.scrollViewTexturedBackgroundColor)
        #expect(NibInstantiation.systemColor("viewFlipsideBackgroundColor") == UIColor.viewFlipsideBackgroundColor)
    }

    @Test func aCollectionViewControllerMadeByNibNameHasAFlowLayout() {
        let gallery = Gallery()
        #expect(gallery.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
