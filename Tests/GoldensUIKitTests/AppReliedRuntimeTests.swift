import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// What UIKit does around a transition that real apps rely on: alongside animations riding in the
/// animator's block, `show` reaching a container's override, the navigation delegate hearing of
/// the root, a push the animator cancels, the interactive flag an animator reads for its
/// duration, a table header set twice.
@MainActor
@Suite struct AppReliedRuntimeTests {
    /// An animator whose only animation block changes nothing: the presentation controller's
    /// alongside animations are what moves.
    final class EmptyBlockAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {}) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class FadingPresentation: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            dimming.backgroundColor = .black
            dimming.alpha = 0
            containerView?.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        var presentation: FadingPresentation?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { EmptyBlockAnimator() }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = FadingPresentation(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
    }

    private func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    @Test func alongsideAnimationsRideInTheAnimatorsFirstBlock() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let card = UIViewController()
        let delegate = Delegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        presenter.present(card, animated: true)
        try advance(window, by: 0.1)
        #expect(card.isBeingPresented, "the empty block lasts while the dimming fades in")
        let dimming = try #require(delegate.presentation?.dimming)
        // The block's 0.4 s linear timing, not the transition's 0.3 s default curve.
        #expect(abs((dimming.layer.presentation()?.opacity ?? -1) - 0.25) < 0.01)
        try advance(window, by: 0.35)
        #expect(!card.isBeingPresented && card.presentingViewController === presenter)
    }

    /// A container that shows details by sliding them in as a child, as apps' side menus do.
    final class Container: UIViewController {
        var shown: [UIViewController] = []
        override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
            shown.append(vc)
            addChild(vc)
            view.addSubview(vc.view)
            vc.didMove(toParent: self)
        }
    }

    @Test func showDetailReachesTheNearestContainerThatOverridesIt() {
        let container = Container()
        let navigation = UINavigationController(rootViewController: UIViewController())
        container.addChild(navigation)
        container.view.addSubview(navigation.view)
        navigation.didMove(toParent: container)
        _ = UIWindow(rootViewController: container)
        let menu = UIViewController()
        navigation.topViewController?.showDetailViewController(menu, sender: nil)
        #expect(container.shown == [menu] && menu.parent === container)
        #expect(navigation.presentedViewController == nil)
        // `show` is overridden by the navigation controller in between: it pushes.
        let next = UIViewController()
        navigation.topViewController?.show(next, sender: nil)
        #expect(navigation.viewControllers.last === next)
        // With no container overriding it, a controller presents.
        let alone = UIViewController()
        let window = UIWindow(rootViewController: alone)
        let detail = UIViewController()
        alone.showDetailViewController(detail, sender: nil)
        #expect(alone.presentedViewController === detail)
        _ = window
    }

    final class Shown: NSObject, UINavigationControllerDelegate {
        var events: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            events.append("will \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            events.append("did \(viewController.title ?? "")")
        }
    }

    /// A navigation controller on a root titled "Root", with `delegate`, in a key window.
    private func navigation(delegate: UINavigationControllerDelegate) -> (UINavigationController, UIViewController, UIWindow) {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        return (navigation, root, window)
    }

    @Test func theNavigationDelegateHearsOfTheRootAsTheControllerAppears() {
        let delegate = Shown()
        _ = navigation(delegate: delegate)
        #expect(delegate.events == ["will Root", "did Root"])
    }

    /// A push animator that reverses itself and completes with false, without an interaction.
    final class ReversingPush: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.2, animations: { to.alpha = 0.5 }) { _ in
                transitionContext.completeTransition(false)
            }
        }
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    }

    @Test func aPushTheAnimatorCancelsPutsTheBarBack() throws {
        let animator = ReversingPush()
        let (navigation, root, window) = navigation(delegate: animator)
        let pushed = UIViewController()
        pushed.title = "Pushed"
        navigation.pushViewController(pushed, animated: true)
        try advance(window, by: 0.5)
        #expect(navigation.viewControllers == [root])
        #expect(navigation.navigationBar.topItem === root.navigationItem)
        #expect(navigation.navigationBar.items?.count == 1)
    }

    /// An animator that gives finger-driven transitions longer, as apps' pop animators do.
    final class PaceAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var asked: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            asked.append(transitionContext?.isInteractive ?? false)
            return transitionContext?.isInteractive == true ? 0.3 : 0.25
        }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class InteractiveDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = PaceAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    @Test func anAnimatorAskedForItsDurationKnowsTheTransitionIsInteractive() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = InteractiveDelegate()
        let card = UIViewController()
        card.transitioningDelegate = delegate
        card.modalPresentationStyle = .fullScreen
        presenter.present(card, animated: true)
        try advance(window, by: 0)
        #expect(delegate.animator.asked.first == true)
        delegate.interaction.finish()
        try advance(window, by: 1)
        #expect(card.presentingViewController === presenter)
    }

    @Test func keyValueCodingSetsAndReadsALayersProperties() throws {
        let ring = CAShapeLayer()
        ring.setValue(0.3, forKeyPath: "strokeEnd")
        #expect(ring.strokeEnd == 0.3)
        #expect((ring.value(forKeyPath: "strokeEnd") as? NSNumber)?.doubleValue == 0.3)
        ring.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = try #require(ring.value(forKeyPath: "transform.rotation.z") as? NSNumber)
        #expect(abs(angle.doubleValue - .pi / 2) < 1e-9)
        #expect(abs(ring.transform.m12 - 1) < 1e-9, "a quarter turn")
        ring.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
        #expect(ring.transform.m11 == 2)
        ring.setValue(UIColor.red.cgColor, forKey: "strokeColor")
        #expect(ring.strokeColor == UIColor.red.cgColor)
        ring.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKeyPath: "position")
        #expect(ring.position == CGPoint(x: 5, y: 6))
        // A key a layer does not have is kept, as before.
        ring.setValue("menu", forKey: "role")
        #expect(ring.value(forKey: "role") as? String == "menu")
    }

    @Test func theScenesStatusBarManagerAnswersTheStatusBar() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.safeAreaInsets.top))
        #expect(!manager.isStatusBarHidden)
    }

    @Test func aScreenPushedWithHidesBottomBarHidesTheTabBarAndTakesItsSpace() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(abs(list.view.safeAreaInsets.bottom - (34 + 49)) < 1e-6)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        #expect(!tabs.tabBar.isDescendant(of: list.view), "the push starts when the turn ends")
        window.layoutIfNeeded()
        // The bar leaves with the list, under the detail sliding in.
        #expect(tabs.tabBar.isDescendant(of: list.view))
        try advance(window, by: 1)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.superview === tabs.view && tabs.tabBar.isHidden)
        #expect(abs(detail.view.safeAreaInsets.bottom - 34) < 1e-6, "no tab bar under the detail")
        // A screen pushed above the detail keeps the bar hidden.
        let more = UIViewController()
        navigation.pushViewController(more, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && abs(more.view.safeAreaInsets.bottom - 34) < 1e-6)
        navigation.popViewController(animated: false)
        // Popping back to the list brings the bar in with the list.
        navigation.popViewController(animated: true)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isDescendant(of: list.view) && !tabs.tabBar.isHidden)
        try advance(window, by: 1)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.superview === tabs.view && !tabs.tabBar.isHidden)
    }

    @Test func theTabsOfATabBarControllerPushedOntoANavigationControllerAreUnderItsBar() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let first = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        navigation.pushViewController(tabs, animated: false)
        window.layoutIfNeeded()
        #expect(abs(first.view.safeAreaInsets.top - (47 + 44)) < 1e-6, "the status bar and the navigation bar")
        #expect(abs(first.view.safeAreaInsets.bottom - (34 + 49)) < 1e-6, "the home indicator and the tab bar")
    }

    final class SheetListener: NSObject, UIAdaptivePresentationControllerDelegate {
        var allows = true
        var events: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allows }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("attempt") }
    }

    /// A sheet that presents a screen full screen gets its card back at the container's size
    /// when that screen is dismissed (its view was moved into the full-screen container); the
    /// sheet lays the card out at its detent again.
    @Test func aSheetTakesItsCardBackAfterAFullScreenScreenItPresentedIsDismissed() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let sheet = UINavigationController(rootViewController: UIViewController())
        sheet.modalPresentationStyle = .pageSheet
        home.present(sheet, animated: false)
        window.layoutIfNeeded()
        let card = sheet.view.frame
        #expect(card.minY > 40 && card.height < 800)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        try advance(window, by: 1)
        sheet.dismiss(animated: true)
        try advance(window, by: 1)
        window.layoutIfNeeded()
        #expect(sheet.presentedViewController == nil && sheet.view.window === window)
        #expect(sheet.view.frame == card)
    }

    @Test func aSheetDraggedDownDismissesAndTellsTheDelegate() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let listener = SheetListener()
        sheet.presentationController?.delegate = listener
        home.present(sheet, animated: false)
        // A short drag goes back.
        window.perform(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.3))
        try advance(window, by: 1.5)
        #expect(home.presentedViewController === sheet && listener.events == ["will"])
        // A refusal keeps the sheet and says so.
        listener.allows = false
        window.perform(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.3))
        try advance(window, by: 1.5)
        #expect(home.presentedViewController === sheet && listener.events == ["will", "attempt"])
        // A long drag dismisses.
        listener.allows = true
        window.perform(.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 0.3))
        try advance(window, by: 1.5)
        #expect(home.presentedViewController == nil && listener.events == ["will", "attempt", "will", "did"])
    }

    @Test func anAnimatedHideSlidesTheBarUpAndTheScreenTakesItsPlace() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame.minY == 47)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && !bar.isHidden, "still on screen, sliding")
        #expect(abs(root.view.safeAreaInsets.top - 47) < 1e-6, "the screen's safe area loses the bar at once")
        try advance(window, by: 0.1)
        let halfway = try #require(bar.layer.presentation()?.frame.minY)
        #expect(halfway < 47 && halfway > -91, "half way up: \(halfway)")
        try advance(window, by: 0.2)
        #expect(bar.isHidden)
        // Shown again, it slides back down into place.
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden)
        try advance(window, by: 0.3)
        window.layoutIfNeeded()
        #expect(!bar.isHidden && bar.frame.minY == 47)
    }

    @Test func aPropertyAnimatorRunAgainAndAgainAnimatesEachRun() throws {
        let (window, root) = WhiteScene.make()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        var ends = 0
        var start: CGFloat = 5
        for target: CGFloat in [100, 200, 300] {
            animator.addAnimations { box.center.x = target }
            animator.addCompletion { _ in ends += 1 }
            animator.startAnimation()
            try advance(window, by: 0.5)
            let shown = try #require(box.layer.presentation()?.position.x)
            #expect(abs(shown - (start + target) / 2) < 0.5, "half way from the last run's end: \(shown) for \(target)")
            try advance(window, by: 0.6)
            #expect(abs(box.center.x - target) < 1e-6)
            start = target
        }
        #expect(ends == 3, "each run's completion runs once")
    }

    @Test func aButtonTitleThatWrapsTakesTheLinesItNeeds() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        button.setTitle("Show Magenta (call show on the navigation controller)", for: .normal)
        button.layoutIfNeeded()
        let oneLine = button.titleLabel?.frame.height ?? 0
        button.titleLabel?.lineBreakMode = .byWordWrapping
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(button.titleLabel?.numberOfLines == 0)
        #expect((button.titleLabel?.frame.height ?? 0) > 2 * oneLine, "several lines")
        #expect((button.titleLabel?.frame.width ?? .infinity) <= 160)
    }

    @Test func settingTheSameTableHeaderAgainKeepsItInTheTable() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        table.tableHeaderView = header
        #expect(header.superview === table, "in the table before any layout, so code can constrain it")
        table.layoutIfNeeded()
        #expect(header.superview === table)
        header.frame.size.height = 160
        table.tableHeaderView = header
        #expect(header.superview === table, "still in the table before the next layout")
    }

    /// A property animator keeps the animations it is made with until it starts, as UIKit's
    /// does: the view keeps its value meanwhile, and the block may use the animator it belongs
    /// to (an implicitly unwrapped property assigned from the initializer).
    final class FadingCard: UIView {
        var fade: UIViewPropertyAnimator!
        var completions = 0
        func prepare() {
            fade = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                self.alpha = 0
                self.fade.addCompletion { _ in self.completions += 1 }
            }
        }
    }

    @Test func aPropertyAnimatorRunsItsBlocksWhenItStarts() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let card = FadingCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        card.prepare()
        #expect(card.alpha == 1 && card.fade.state == .inactive)
        card.fade.startAnimation()
        #expect(card.alpha == 0, "the model value once started")
        try window.windowNode.clock.advance(by: 0.5)
        let shown = try #require(card.layer.presentation()).opacity
        #expect(shown > 0.1 && shown < 0.9)
        try window.windowNode.clock.advance(by: 1)
        #expect(card.completions == 1)
        // Scrubbing an inactive animator starts its blocks too.
        let other = UIView()
        root.view.addSubview(other)
        let scrub = UIViewPropertyAnimator(duration: 1, curve: .linear) { other.alpha = 0 }
        #expect(other.alpha == 1)
        scrub.fractionComplete = 0.5
        #expect(other.alpha == 0 && scrub.state == .active)
        #expect(abs(Double(try #require(other.layer.presentation()).opacity) - 0.5) < 1e-6)
        scrub.stopAnimation(true)
    }

    /// `UIView.perform(.delete, on: [])` animates its parallel changes on the system spring, as
    /// apps use it to move their own views with the system's motion.
    @Test func aSystemAnimationOnNoViewsAnimatesItsParallelChanges() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let sheet = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
        root.view.addSubview(sheet)
        var finished = false
        UIView.perform(.delete, on: [], options: [.beginFromCurrentState], animations: { sheet.frame.origin.y = 300 }) { _ in finished = true }
        #expect(sheet.frame.minY == 300)
        try window.windowNode.clock.advance(by: 0.1)
        let passing = try #require(sheet.layer.presentation()).frame.minY
        #expect(passing < 500 && passing > 300, "on its way: \(passing)")
        try window.windowNode.clock.advance(by: 1)
        #expect(finished)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// A screen being pushed finds itself on the navigation stack in `willMove(toParent:)`, as
    /// apps that look there for the screen below (to set up a pull-to-pop) rely on.
    @Test func aPushedScreenIsOnTheStackWhenItWillMoveToItsParent() {
        final class Detail: UIViewController {
            var stackSeen: Int?
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                if let navigation = parent as? UINavigationController { stackSeen = navigation.viewControllers.count }
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let detail = Detail()
        navigation.pushViewController(detail, animated: false)
        #expect(detail.stackSeen == 2)
        #expect(navigation.viewControllers.last === detail)
    }

    /// iOS 17's `animate(springDuration:bounce:)` runs the perceptual spring (response 0.4 s,
    /// damping ratio 0.75) until it settles: 54 % of the way at 0.1 s, 95 % at 0.2 s.
    @Test func aDurationAndBounceSpringRunsThePerceptualSpring() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.view.addSubview(box)
        var finished = false
        UIView.animate(springDuration: 0.4, bounce: 0.25, animations: { box.frame.origin.x = 100 }) { _ in finished = true }
        try window.windowNode.clock.advance(by: 0.1)
        #expect(abs(try #require(box.layer.presentation()).frame.minX - 54.3) < 0.3)
        try window.windowNode.clock.advance(by: 0.1)
        #expect(abs(try #require(box.layer.presentation()).frame.minX - 95.2) < 0.3)
        try window.windowNode.clock.advance(by: 0.2)
        #expect(!finished, "still settling at the duration")
        try window.windowNode.clock.advance(by: 2)
        #expect(finished && box.frame.minX == 100)
    }
}

/// A navigation controller whose "Shows Navigation Bar" is unticked in Interface Builder.
@MainActor
@Suite struct StoryboardHiddenBarTests {
    @Test func navigationBarHiddenInTheStoryboardHidesTheBar() throws {
        let navigationScene = StoryboardTests.navigationScene("bare-nav", root: "bare-root")
            .replacingOccurrences(of: #"<navigationController id="bare-nav""#,
                                  with: #"<navigationController navigationBarHidden="YES" toolbarHidden="NO" id="bare-nav""#)
        let document = StoryboardTests.storyboard(initial: "bare-nav", """
        \(navigationScene)
        <scene sceneID="bare-root-scene"><objects>
            <viewController id="bare-root" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="bare-root-view">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </viewController>
        </objects></scene>
        """)
        let navigation = try StoryboardTests.initialController(UINavigationController.self, ofStoryboard: "BareBar", document: document)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }
}

/// iOS 14's cell configurations: the state a cell updates its configurations for, when it does,
/// and an app's own content configuration shown by the view it makes.
@MainActor
@Suite struct CellConfigurationTests {
    final class StatefulCell: UICollectionViewCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
            backgroundColor = state.isSelected ? .systemBlue : .white
        }
    }

    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var text = ""
        var highlighted = false
        func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> BadgeConfiguration {
            var updated = self
            updated.highlighted = (state as? UICellConfigurationState)?.isSelected ?? false
            return updated
        }
    }

    final class BadgeView: UIView, UIContentView {
        let label = UILabel()
        var configuration: UIContentConfiguration {
            didSet { apply() }
        }
        init(configuration: BadgeConfiguration) {
            self.configuration = configuration
            super.init(frame: .zero)
            addSubview(label)
            apply()
        }
        required init?(coder: NSCoder) { nil }
        private func apply() {
            guard let badge = configuration as? BadgeConfiguration else { return }
            label.text = badge.text
            label.textColor = badge.highlighted ? .white : .black
        }
    }

    @Test func aCellUpdatesItsConfigurationsBeforeLayoutAndOnEachChangeOfState() throws {
        let cell = StatefulCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var handled = 0
        cell.configurationUpdateHandler = { _, _ in handled += 1 }
        cell.contentConfiguration = BadgeConfiguration(text: "New")
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1 && handled == 1)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1, "no change, no update")
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.states.last?.isSelected == true && cell.backgroundColor == .systemBlue)
        let badge = try #require(cell.contentView.subviews.compactMap { $0 as? BadgeView }.first)
        #expect(badge.label.text == "New" && badge.label.textColor == .white, "the configuration updated for the selection")
        #expect(badge.frame.size == cell.contentView.bounds.size)
        var state = cell.configurationState
        state[UIConfigurationStateCustomKey("unread")] = true
        #expect(state[UIConfigurationStateCustomKey("unread")] == AnyHashable(true))
    }
}
