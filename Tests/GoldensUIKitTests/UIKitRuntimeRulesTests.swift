import Foundation
import GoldensScene
@testable import GoldensUIKit
import GoldensRaster
import Testing

// Rules of UIKit's runtime that published transition code leans on, each found by running such
// code here: one interaction controller serves every transition, an action's sender may be of
// a superclass of what the method declares, a container's coordinator is visible during its
// own switch, what goes wrong while screens are built is not lost, and appearance calls pair up.

/// Slides the presented card down on dismissal; classic `animateTransition`.
private final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        UIView.animate(withDuration: 0.5, animations: {
            card.frame.origin.y = container.bounds.height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Keeps one interaction controller for every dismissal, as apps keep it in a `let`.
private final class DragToDismiss: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// Vends a short cross-fade for tab switches and notes what the tab bar controller says of its
/// coordinator while the switch runs.
private final class FadeTabs: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
    var coordinatorSeen: [Bool] = []

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

/// Notes the incoming view's frame when UIKit hands it over, and slides it in without setting it
/// (as many tab and push animators do).
private final class FrameNotingSlide: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate,
                                      UIViewControllerAnimatedTransitioning {
    var framesHandedOver: [CGRect] = []
    var centersHandedOver: [CGPoint] = []

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        framesHandedOver.append(toView.frame)
        centersHandedOver.append(toView.center)
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(translationX: toView.bounds.width, y: 0)
        UIView.animate(withDuration: 0.3, animations: { toView.transform = .identity }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

/// Sets its insets before it registers its cells, as apps' viewDidLoad often does.
private final class InsetFirstGrid: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

private final class InsetFirstList: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

/// Pins itself to the top of its superview from its own layoutSubviews, the first time it has
/// one, as bar views in libraries do.
private final class SelfPinningBar: UIView {
    private var pinned = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !pinned, let superview else { return }
        pinned = true
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor),
            leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// A window that looks at every event first, as apps subclass it to notice touches; it can keep
/// them from the views.
private final class WatchingWindow: UIWindow {
    var seen: [UITouch.Phase] = []
    var swallows = false

    override func sendEvent(_ event: UIEvent) {
        seen += (event.allTouches ?? []).map(\.phase)
        if !swallows { super.sendEvent(event) }
    }
}

/// Presents with the default style (a page sheet) and pushes the screen behind back itself, as
/// animators written before iOS 13 do.
private final class PushBackAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let behind = transitionContext.viewController(forKey: .from)?.view,
              let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, animations: {
            behind.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}

/// A screen whose view comes at the size its storyboard was designed at (an iPhone 8's).
private final class DesignedAt375: UIViewController {
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}

/// Declares its pan handler for the edge-pan subclass, and is given a plain pan.
private final class EdgeSwipeHandler {
    var translations: [CGFloat] = []
    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        translations.append(recognizer.translation(in: recognizer.view).x)
    }
}

/// Builds its screen with an image that is not there.
private final class MissingArtScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIImageView(image: #imageLiteral(resourceName: "hero-art-that-is-missing")))
    }
}

/// Zooms the presented screen up from nothing over the presenting one, which it first moves into
/// the container so that it stays underneath, as published "pop" animators do.
private final class ZoomOverAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var isPresenting = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresenting = false
        return self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        if isPresenting {
            container.addSubview(fromView)
            container.addSubview(toView)
            toView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        } else {
            container.addSubview(toView)
            container.addSubview(fromView)
        }
        UIView.animate(withDuration: 0.4, animations: {
            if self.isPresenting { toView.transform = .identity } else { fromView.alpha = 0 }
        }, completion: { finished in transitionContext.completeTransition(finished) })
    }
}

/// Counts its appearance callbacks.
private final class CountingController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
}

private final class CardView: UIView {}

/// Puts a tab bar of its own class in UIKit's place through key-value coding, as apps with a
/// custom tab bar (a centre button) do.
private final class KeyedBarTabs: UITabBarController {
    final class CentreButtonBar: UITabBar {}

    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(CentreButtonBar(), forKey: "tabBar")
    }
}

/// Draws its own tab bar, hiding UIKit's, as apps with custom tab bars do.
private final class OwnBarTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.isHidden = true
    }
}

/// Notes what the navigation controller's stack and the incoming controller's container are
/// when the delegate is asked, as apps that keep the incoming controller's navigation
/// controller for an interactive pop read them.
private final class StackNotingDelegate: NSObject, UINavigationControllerDelegate {
    var seen: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        seen.append("willShow: \(navigationController.viewControllers.count) in the stack, "
            + "parent \(viewController.navigationController === navigationController)")
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        seen.append("animator: \(navigationController.viewControllers.count) in the stack, "
            + "parent \(toVC.navigationController === navigationController), from's parent \(fromVC.navigationController === navigationController)")
        return nil
    }
}

@MainActor
@Suite struct UIKitRuntimeRulesTests {
    final class SizeListeningParent: UIViewController {
        var heard: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            heard.append(container.preferredContentSize)
        }
    }

    /// A child's preferred size is told to its parent; a navigation controller takes its top
    /// controller's, with its bar.
    @Test func aChildsPreferredContentSizeReachesItsContainer() {
        let parent = SizeListeningParent()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 200, height: 150)
        child.preferredContentSize = CGSize(width: 200, height: 150)
        #expect(parent.heard == [CGSize(width: 200, height: 150)], "told once per change")
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        navigation.loadViewIfNeeded()
        top.preferredContentSize = CGSize(width: 300, height: 400)
        #expect(navigation.preferredContentSize == CGSize(width: 300, height: 444))
        // A size set on the navigation controller wins; `.zero` gives it back to the top screen.
        navigation.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(navigation.preferredContentSize == CGSize(width: 100, height: 100))
        navigation.preferredContentSize = .zero
        #expect(navigation.preferredContentSize == CGSize(width: 300, height: 444))
    }

    /// A sheet that sizes itself to its content: the screen in a navigation controller resets the
    /// navigation controller's size and sets its own without the bar, each layout; the
    /// presentation controller hears of it and sizes the sheet to both.
    @Test func aSelfSizingScreenInANavigationControllerSizesItsCustomSheet() throws {
        final class FittingSheet: UIPresentationController {
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let containerView else { return .zero }
                let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
                return CGRect(x: 0, y: containerView.bounds.height - size.height, width: size.width, height: size.height)
            }
            override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width, height: max(container.preferredContentSize.height, 50))
            }
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                super.preferredContentSizeDidChange(forChildContentContainer: container)
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }
        final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
            var made: [UIPresentationController] = []
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                let sheet = FittingSheet(presentedViewController: presented, presenting: presenting)
                made.append(sheet)
                return sheet
            }
        }
        final class Content: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                navigationController?.preferredContentSize = .zero
                preferredContentSize = CGSize(width: 390, height: 156)
            }
        }
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = SheetDelegate()
        let navigation = UINavigationController(rootViewController: Content())
        navigation.modalPresentationStyle = .custom
        navigation.transitioningDelegate = delegate
        // Configured before the presentation, as `prepare(for:sender:)` does: the presentation
        // uses this very controller.
        let pending = try #require(navigation.presentationController as? FittingSheet)
        _ = try TransitionSampler(window: window).record(.present(navigation, from: presenter), at: .progress([1]))
        #expect(delegate.made.count == 1)
        #expect(navigation.presentationController === pending)
        #expect(pending.presentingViewController === presenter)
        #expect(navigation.view.frame.height == CGFloat(156 + 44), "the screen's height and the bar's")
        withExtendedLifetime(window) {}
    }

    @Test func oneInteractionControllerDrivesEveryDismissal() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let dismissal = DragToDismiss()
        let sampler = TransitionSampler(window: window)
        for round in 1...2 {
            let card = UIViewController()
            card.view.backgroundColor = .systemTeal
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = dismissal
            _ = try sampler.record(.present(card, from: presenter), at: .progress([1]))
            let drag = GestureScript(updates: [(0.05, 0.2), (0.1, 0.4)], ending: .finish(at: 0.15))
            let frames = try sampler.record(.interactive(.dismiss(card), interactor: dismissal.interactor, gesture: drag),
                                            at: .seconds([0.1]))
            #expect(frames.last?.label.hasSuffix("settled") == true, "round \(round) settled")
            #expect(card.presentingViewController == nil, "round \(round) dismissed the card")
            #expect(dismissal.interactor.percentComplete == 0, "ready for the next round")
        }
        withExtendedLifetime(window) {}
    }

    /// UIKit ignores `dismiss` on a controller that is neither presented nor presenting, on
    /// screen or off, and says nothing: apps do it (a row's action closing whatever is up).
    @Test func dismissingWhatIsNotPresentedDoesNothing() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        _ = SceneDiagnostics.drain(window.windowNode)

        UIViewController().dismiss(animated: true)
        root.dismiss(animated: true)

        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty)
        #expect(root.view.window === window)
    }

    @Test func anActionDeclaringASubclassOfItsSenderIsSentAsTheRuntimeSendsIt() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let handler = EdgeSwipeHandler()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(handler, action: Selector("handle:", EdgeSwipeHandler.handle(_:)))
        controller.view.addGestureRecognizer(pan)
        _ = SceneDiagnostics.drain()
        window.perform(.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(!handler.translations.isEmpty)
        #expect(handler.translations.last.map { $0 < -150 } == true)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func aTabBarControllerSeesItsOwnSwitchsCoordinator() throws {
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        let fade = FadeTabs()
        tabs.delegate = fade
        let window = UIWindow(rootViewController: tabs)
        _ = try TransitionSampler(window: window).record(.perform("select", phase: "select") {
            tabs.selectedIndex = 1
            fade.coordinatorSeen.append(tabs.transitionCoordinator != nil)
            fade.coordinatorSeen.append(second.transitionCoordinator != nil)
        }, at: .progress([0.5]))
        #expect(fade.coordinatorSeen == [true, true])
        #expect(tabs.transitionCoordinator == nil, "none once the switch has ended")
    }

    /// A tab bar controller lays the incoming child out at its final frame, and a navigation
    /// controller's transition conductor sets it, before a custom animator runs; UIKit's own
    /// decompiled code does both (`_layoutViewController:`, `_startCustomTransition:`).
    @Test func theIncomingChildIsAtItsFinalFrameWhenACustomAnimatorStarts() throws {
        let slide = FrameNotingSlide()
        let tabs = UITabBarController()
        let first = UIViewController(), second = DesignedAt375()
        tabs.viewControllers = [first, second]
        tabs.delegate = slide
        let window = UIWindow(rootViewController: tabs)
        _ = try TransitionSampler(window: window).record(.perform("select", phase: "select") { tabs.selectedIndex = 1 }, at: .progress([0.5]))
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = slide
        let pushWindow = UIWindow(rootViewController: navigation)
        _ = try TransitionSampler(window: pushWindow).record(.push(DesignedAt375(), onto: navigation), at: .progress([0.5]))
        #expect(slide.framesHandedOver == [window.bounds, pushWindow.bounds])
    }

    /// The delegate hears of the root as it first shows, of a push with the stack already
    /// holding the pushed controller, a child by then, and of a pop with the stack without the
    /// popped one, still a child until the pop ends.
    @Test func theNavigationDelegateSeesTheNewStack() throws {
        let noting = StackNotingDelegate()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = noting
        let window = UIWindow(rootViewController: navigation)
        _ = try TransitionSampler(window: window).record(.push(UIViewController(), onto: navigation), at: .progress([0.5]))
        _ = try TransitionSampler(window: window).record(.pop(navigation), at: .progress([0.5]))
        #expect(noting.seen == [
            "willShow: 1 in the stack, parent true",
            "willShow: 2 in the stack, parent true", "animator: 2 in the stack, parent true, from's parent true",
            "willShow: 1 in the stack, parent true", "animator: 1 in the stack, parent true, from's parent true",
        ])
    }

    /// A tab bar set with `setValue(_:forKey: "tabBar")` replaces UIKit's: it is the one shown,
    /// with the tabs, where the bar goes.
    @Test func aTabBarSetByKeyValueCodingReplacesUIKits() {
        let tabs = KeyedBarTabs()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.viewControllers?[0].title = "Home"
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar is KeyedBarTabs.CentreButtonBar)
        #expect(tabs.tabBar.superview === tabs.view)
        #expect(tabs.view.subviews.filter { $0 is UITabBar }.count == 1)
        #expect(tabs.tabBar.frame.maxY == 844 && tabs.tabBar.frame.height == 83)
    }

    /// A tab bar the app hid stays hidden through layouts and through a push of a screen that
    /// hides it and the pop back; one it did not hide comes back after such a screen.
    @Test func aTabBarTheAppHidStaysHidden() throws {
        let tabs = OwnBarTabs()
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        tabs.viewControllers = [navigation, UIViewController()]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        _ = try TransitionSampler(window: window).record(.push(detail, onto: navigation), at: .progress([0.5]))
        _ = try TransitionSampler(window: window).record(.pop(navigation), at: .progress([0.5]))
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        tabs.tabBar.isHidden = false
        _ = try TransitionSampler(window: window).record(.push(detail, onto: navigation), at: .progress([0.5]))
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden, "hidden for the pushed screen")
        _ = try TransitionSampler(window: window).record(.pop(navigation), at: .progress([0.5]))
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden)
    }

    /// A tab bar the app slides away alongside a push stays where the app put it once the push
    /// ends: only a bar the push carried in a screen is put back.
    @Test func aTabBarTheAppMovesStaysWhereItWasMoved() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let resting = tabs.tabBar.frame
        _ = try TransitionSampler(window: window).record(.perform("push", phase: "push") {
            navigation.pushViewController(UIViewController(), animated: true)
            navigation.transitionCoordinator?.animate(alongsideTransition: { _ in
                tabs.tabBar.frame.origin.y += tabs.tabBar.frame.height
            })
        }, at: .progress([0.5]))
        #expect(tabs.tabBar.frame.minY == resting.maxY)
    }

    /// Cells and rows come with the first layout, not when an inset moves the offset in
    /// viewDidLoad, before the app has registered them.
    @Test func anInsetSetBeforeRegisteringCellsDequeuesNothing() throws {
        _ = SceneDiagnostics.drain()
        let grid = InsetFirstGrid(), list = InsetFirstList()
        let tabs = UITabBarController()
        tabs.viewControllers = [grid, list]
        let window = UIWindow(rootViewController: tabs)
        window.layoutIfNeeded()
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(SceneDiagnostics.drain().isEmpty)
        #expect(grid.collectionView.visibleCells.count == 6)
        #expect(list.tableView.visibleCells.count == 3)
    }

    /// A navigation controller in a tab shows the item of the screen it wraps when its own has no
    /// image, and its own when it has one (UIKit's `tabBarItem` of a navigation controller).
    @Test func aNavigationControllersTabIsItsRootsItemWhenItHasNoImageOfItsOwn() {
        let history = UIViewController()
        history.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 3)
        let wrapped = UINavigationController(rootViewController: history)
        #expect(wrapped.tabBarItem === history.tabBarItem)
        let plain = UINavigationController(rootViewController: UIViewController())
        let plainItem: UITabBarItem = plain.tabBarItem
        #expect(plainItem !== plain.viewControllers[0].tabBarItem)
        let own = UITabBarItem(title: "Mine", image: UIImage(systemName: "star"), tag: 1)
        wrapped.tabBarItem = own
        #expect(wrapped.tabBarItem === own)
    }

    /// A view that places itself with constraints from its own layoutSubviews is in place in the
    /// first frame drawn: a device lays out again at the next refresh, long before a sample.
    @Test func aViewThatPinsItselfInLayoutSubviewsIsInPlaceWhenDrawn() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        let bar = SelfPinningBar(), innerBar = SelfPinningBar()
        bar.backgroundColor = .systemRed
        innerBar.backgroundColor = .systemBlue
        card.view.addSubview(bar)
        bar.addSubview(innerBar)
        // The first frame drawn is the first layout of the card's view: each bar's constraints
        // take a pass to make and another to place it.
        let frames = try TransitionSampler(window: window).record(.present(card, from: root), at: .progress([0.3]), includeStart: false)
        let drawn = try #require(frames.first { $0.label == "present@0.30" })
        let fills = drawn.displayList.ops.filter { $0.id == "SelfPinningBar" }.compactMap { op -> Rect? in
            guard case let .fillRect(rect, _, _) = op.kind else { return nil }
            return rect
        }
        #expect(fills.map(\.width) == [390, 390] && fills.map(\.height) == [44, 44])
    }

    /// Touches reach views through the application and the window's `sendEvent(_:)`, so a window
    /// subclass sees each phase first and one that does not call `super` keeps them.
    @Test func aWindowSubclassSeesEveryTouchThroughSendEvent() throws {
        let root = UIViewController()
        let window = WatchingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        _ = try TransitionSampler(window: window).record(.touch(.tap(at: CGPoint(x: 160, y: 122)), in: window, phase: "tap"),
                                                         at: .seconds([0.2]))
        #expect(window.seen == [.began, .ended])
        #expect(taps == 1)
        window.swallows = true
        _ = try TransitionSampler(window: window).record(.touch(.tap(at: CGPoint(x: 160, y: 122)), in: window, phase: "tap"),
                                                         at: .seconds([0.2]))
        #expect(taps == 1, "a window that keeps the event from the button")
    }

    /// The final frame is set ignoring a transform an earlier animator left on the view (a list
    /// pushed off by a translation): its centre is the container's, and the animator moves it
    /// from where the transform shows it.
    @Test func theIncomingFrameIgnoresATransformLeftOnTheView() throws {
        let slide = FrameNotingSlide()
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        navigation.pushViewController(UIViewController(), animated: false)
        list.view.transform = CGAffineTransform(translationX: -390, y: 0)
        navigation.delegate = slide
        _ = try TransitionSampler(window: window).record(.pop(navigation), at: .progress([0.5]))
        #expect(slide.centersHandedOver == [CGPoint(x: 195, y: 422)])
        #expect(slide.framesHandedOver.map(\.minX) == [-390])
    }

    /// On the root screen the back swipe does not begin, so an app's own edge swipe on the
    /// navigation controller's view (added after UIKit's) gets the touch: UIKit's recognizer
    /// delegate refuses it there.
    /// A delegate that vends its own pop animator takes the edge from the system back swipe,
    /// which does not begin: the app's own edge pan gets it (and pops with its animator).
    @Test func theBackSwipeLeavesTheEdgeToAnAppWithItsOwnPopAnimator() throws {
        let slide = FrameNotingSlide()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = slide
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(try appEdgeSwipeBegins(on: navigation, in: window))
        #expect(navigation.interactivePopGestureRecognizer?.state != .began)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func theBackSwipeLeavesTheRootScreensEdgeToTheApp() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        #expect(try appEdgeSwipeBegins(on: navigation, in: window))
        #expect(navigation.viewControllers.count == 1)
    }

    /// Whether an app's own left-edge pan on the navigation controller's view begins when a
    /// finger drags in from the edge.
    private func appEdgeSwipeBegins(on navigation: UINavigationController, in window: UIWindow) throws -> Bool {
        let appSwipe = UIScreenEdgePanGestureRecognizer()
        appSwipe.edges = .left
        var began = false
        appSwipe.handlers.append { if $0.state == .began { began = true } }
        navigation.view.addGestureRecognizer(appSwipe)
        _ = try TransitionSampler(window: window).record(
            .touch(.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4), in: window, phase: "swipe"),
            at: .seconds([0.2]))
        return began
    }

    /// A page sheet's screen behind shrinks into a card, unless the app's animator moves that
    /// screen itself: its motion is the one drawn (UIKit adds the two up, which is not modelled).
    @Test func aSheetLeavesTheScreenBehindToAnAnimatorThatMovesIt() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let sheet = UIViewController()
        let pushBack = PushBackAnimator()
        sheet.transitioningDelegate = pushBack
        _ = try TransitionSampler(window: window).record(.present(sheet, from: root), at: .progress([0.5]))
        #expect(root.view.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        #expect(root.view.layer.cornerRadius == 0, "no card corners either")
    }

    @Test func whatGoesWrongWhileScreensAreBuiltFailsTheTransition() throws {
        let screen = MissingArtScreen()
        let window = UIWindow(rootViewController: screen)
        #expect {
            try TransitionSampler(window: window).record(.present(UIViewController(), from: screen), at: .progress([0.5]))
        } throws: { error in
            let problem = (error as? TransitionError)?.problem ?? ""
            return problem.hasPrefix("before the transition started") && problem.contains("hero-art-that-is-missing")
        }
    }

    /// Contradictory constraints are logged and one is broken, as UIKit recovers from them: the
    /// transition is drawn with the rest laid out, unless the test asks to fail on them.
    @Test func contradictoryConstraintsFailOnlyASamplerThatAsks() throws {
        final class OverconstrainedScreen: UIViewController {
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                badge.backgroundColor = .systemRed
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    badge.widthAnchor.constraint(equalToConstant: 60),
                    badge.heightAnchor.constraint(equalToConstant: 60),
                    badge.trailingAnchor.constraint(equalTo: view.leadingAnchor, constant: 300),
                ])
            }
        }
        func record(failingOnConflicts: Bool) throws -> [TransitionFrame] {
            let screen = OverconstrainedScreen()
            let window = UIWindow(rootViewController: screen)
            var sampler = TransitionSampler(window: window)
            sampler.failsOnLayoutConflicts = failingOnConflicts
            return try sampler.record(.present(UIViewController(), from: screen), at: .progress([0.5]))
        }
        let frames = try record(failingOnConflicts: false)
        #expect(frames.count > 1)
        #expect {
            try record(failingOnConflicts: true)
        } throws: { error in
            let problem = (error as? TransitionError)?.problem ?? ""
            return problem.hasPrefix("before the transition started") && problem.contains("Unable to simultaneously satisfy constraints")
        }
    }

    /// UIKit takes the presenter's view out when a full-screen presentation ends and puts it back
    /// in the window when the dismissal ends, wherever the animators moved it meanwhile: here the
    /// presenting animator moved it into the container, which the dismissal discards.
    @Test func aDismissalPutsThePresentersViewBackInTheWindow() throws {
        let menu = UIViewController()
        let window = UIWindow(rootViewController: menu)
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        let zoom = ZoomOverAnimator()
        detail.transitioningDelegate = zoom
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(detail, from: menu), at: .progress([0.5]))
        #expect(menu.view.superview == nil, "removed once covered")
        _ = try sampler.record(.dismiss(detail), at: .progress([0.5]))
        #expect(menu.view.superview === window)
        #expect(menu.view.window === window)
        #expect(detail.view.superview == nil)
    }

    @Test func appearanceTransitionsArePairedBeginAndEnd() {
        let child = CountingController()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(child.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func aSubclassNameIsNotItsAccessibilityIdentifier() {
        let card = CardView()
        #expect(card.accessibilityIdentifier == nil)
        card.accessibilityIdentifier = "card"
        #expect(card.accessibilityIdentifier == "card")
    }
}
