import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// UIKit API that published sample apps and libraries reach for around their transitions, each
// written as that code writes it: insets on buttons, black bars, locking touches while a card
// flies, messages sent by selector, a layout's decoration views, section headers' callbacks.

/// Answers the share action wherever it is in the responder chain.
private final class ShareScreen: UIViewController {
    var shared = 0
    var greeted: [String] = []
    func share(_ sender: Any?) { shared += 1 }
    func greet(_ name: Any?) { greeted.append(name as? String ?? "?") }
}

/// A layout that puts one decoration view behind its single item, as card lists draw a shadow.
private final class BackdropLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 200) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let item = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        item.frame = CGRect(x: 20, y: 20, width: 260, height: 160)
        let backdrop = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "backdrop", with: IndexPath(item: 0, section: 0))
        backdrop.frame = CGRect(x: 10, y: 10, width: 280, height: 180)
        backdrop.zIndex = -1
        return [backdrop, item]
    }
}

private final class BackdropView: UICollectionReusableView {}

private final class OneCard: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}

/// Builds its picture from its bounds when it is made, as photo grids written before Auto Layout do.
private final class PhotoCell: UICollectionViewCell {
    let picture: UIView
    override init(frame: CGRect) {
        picture = UIView(frame: CGRect(origin: .zero, size: frame.size).insetBy(dx: 4, dy: 4))
        super.init(frame: frame)
        contentView.addSubview(picture)
    }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

private final class Photos: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// Pushes with a slide of its own, through an interaction controller of its own that simply
/// runs the animator, as apps that drive pushes from their own gesture state machines do.
private final class OwnInteraction: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
                                    UIViewControllerInteractiveTransitioning {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { self }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        animateTransition(using: transitionContext)
    }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Fades something in alongside whatever shows it.
private final class AlongsideScreen: UIViewController {
    var alongsideRan = false
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.alongsideRan = true })
    }
}

/// Hears it was added through the names before Swift 4.2.
private final class OldStyleChild: UIViewController, UITextFieldDelegate {
    var movedTo: [UIViewController?] = []
    override func didMove(toParentViewController parent: UIViewController?) {
        super.didMove(toParentViewController: parent)
        movedTo.append(parent)
    }
    func dismissKeyboard(_ command: UIKeyCommand) {}
}

/// A row whose height its constraints decide: a 59 pt picture 5 pt from the top and bottom.
private final class PictureCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let picture = UIView()
        picture.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(picture)
        NSLayoutConstraint.activate([
            picture.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            contentView.bottomAnchor.constraint(equalTo: picture.bottomAnchor, constant: 5),
            picture.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            picture.widthAnchor.constraint(equalToConstant: 59),
            picture.heightAnchor.constraint(equalToConstant: 59),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
}

private final class PictureList: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "picture", for: indexPath)
    }
}

/// A screen laid out by constraints, so the window's layout engine has work of its own.
private final class PinnedScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
}

/// Slides the presented screen off to the right, driven by a percent-driven interaction; its
/// completion does not put anything back after a cancel, as Apple's sample animators do not.
private final class SlideAwayDismissal: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(withDuration: 0.4, animations: {
            fromView.frame.origin.x = transitionContext.containerView.bounds.width
            fromView.alpha = 0.5
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The app's bar and label classes, styled through their appearance proxies (subclasses, so the
/// styling reaches no other test's views).
private final class BrandBar: UINavigationBar {}
private final class CaptionLabel: UILabel {}
private final class ClearCell: UITableViewCell {}

/// Colours its section headers as they appear, as themed settings screens do.
private final class ThemedList: UITableViewController {
    var themed: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        themed.append(section)
        (view as? UITableViewHeaderFooterView)?.textLabel?.textColor = .white
    }
}

/// Shows the presented screen in the lower half of the container.
private final class HalfSheetController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
}

/// Slides the panel in from below and back out, computing both ends from the controller's final
/// frame, as tutorial presentation animators do.
private final class SlideInAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var isPresentation = true
    var dismissalStart: CGRect?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfSheetController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { isPresentation = true; return self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        isPresentation = false
        return self
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: isPresentation ? .to : .from) else { return }
        if isPresentation { transitionContext.containerView.addSubview(controller.view) }
        let presentedFrame = transitionContext.finalFrame(for: controller)
        let offScreen = presentedFrame.offsetBy(dx: 0, dy: presentedFrame.height)
        if !isPresentation { dismissalStart = presentedFrame }
        controller.view.frame = isPresentation ? offScreen : presentedFrame
        UIView.animate(withDuration: 0.3, animations: {
            controller.view.frame = self.isPresentation ? presentedFrame : offScreen
        }, completion: { finished in transitionContext.completeTransition(finished) })
    }
}

/// Colours its placeholder whenever it is set, as designable text fields do.
private final class TintedPlaceholderField: UITextField {
    var placeholderColorToUse: UIColor = .systemPink
    override var placeholder: String? {
        didSet {
            attributedPlaceholder = NSAttributedString(string: placeholder ?? "",
                                                       attributes: [.foregroundColor: placeholderColorToUse])
        }
    }
}

/// Builds its tabs by adding its children, as many tab bar controller subclasses do.
private final class ChildrenTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let first = UIViewController(), second = UIViewController()
        first.title = "Feed"
        second.title = "Profile"
        addChild(UINavigationController(rootViewController: first))
        addChild(second)
    }
}

@MainActor
@Suite struct ReachedBySampleAppsTests {
    /// Setting `attributedPlaceholder` does not go through the `placeholder` setter, so a
    /// subclass whose `placeholder` observer colours it through `attributedPlaceholder` ends.
    @Test func aPlaceholderObserverThatSetsTheAttributedPlaceholderEnds() {
        let field = TintedPlaceholderField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.placeholder = "Email"
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemPink)
        field.layoutIfNeeded()
        let shown = field.subviews.compactMap { $0 as? UILabel }.first
        #expect(shown?.text == "Email")
        #expect(shown?.textColor == .systemPink, "the placeholder is drawn in its attributed colour")
    }

    /// A child added to a tab bar controller becomes its last tab.
    @Test func childrenAddedToATabBarControllerAreItsTabs() {
        let tabs = ChildrenTabs()
        let window = UIWindow(rootViewController: tabs)
        window.layoutIfNeeded()
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 0)
        #expect((tabs.selectedViewController as? UINavigationController)?.topViewController?.title == "Feed")
        #expect(tabs.children.count == 2)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController?.title == "Profile")
        #expect(tabs.selectedViewController?.view.window === window)
    }

    /// A slide-out dismissal starts from the leaving controller's final frame, which is where it
    /// is, so the panel slides down from its place instead of jumping to the corner.
    /// A recording that fails part way (a frame that cannot be drawn) still lets the
    /// transition run to its end, so the next action on the window starts: one failed
    /// filmstrip does not make every later one refuse to start.
    @Test func aFailedRecordingLetsItsTransitionFinish() throws {
        final class Glowing: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let glow = CABasicAnimation(keyPath: "glowRadius")
                glow.duration = 0.1
                view.layer.add(glow, forKey: "glow")
            }
        }
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let glowing = Glowing()
        let sampler = TransitionSampler(window: window)
        #expect(throws: TransitionError.self) { try sampler.record(.present(glowing, from: home), at: .progress([0.5])) }
        #expect(home.presentedViewController === glowing && glowing.transitionCoordinator == nil)
        let frames = try sampler.record(.dismiss(glowing), at: .progress([0.5]))
        #expect(frames.count > 1 && home.presentedViewController == nil)
    }

    @Test func theLeavingControllersFinalFrameIsWhereItIs() throws {
        let list = UIViewController()
        let window = UIWindow(rootViewController: list)
        let panel = UIViewController()
        let slide = SlideInAnimator()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = slide
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(panel, from: list), at: .progress([0.5]))
        _ = try sampler.record(.dismiss(panel), at: .progress([0.5]))
        #expect(slide.dismissalStart == CGRect(x: 0, y: 422, width: 390, height: 422))
    }

    /// A tap on the second tab selects it through the delegate, which may refuse a tab.
    @Test func aTapOnATabSelectsIt() throws {
        final class OnlyFirstTwo: NSObject, UITabBarControllerDelegate {
            var selected: [String] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                viewController.title != "Locked"
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(viewController.title ?? "")
            }
        }
        let tabs = UITabBarController()
        let titles = ["Feed", "Search", "Locked"]
        tabs.viewControllers = titles.map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        let policy = OnlyFirstTwo()
        tabs.delegate = policy
        let window = UIWindow(rootViewController: tabs)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: window)
        window.perform(.tap(at: CGPoint(x: bar.minX + bar.width * 0.5, y: bar.minY + 20)))
        try window.windowNode.clock.advance(by: 0.2)
        #expect(tabs.selectedIndex == 1)
        window.perform(.tap(at: CGPoint(x: bar.minX + bar.width * 0.9, y: bar.minY + 20)))
        try window.windowNode.clock.advance(by: 0.2)
        #expect(tabs.selectedIndex == 1, "the delegate refused the locked tab")
        #expect(policy.selected == ["Search"])
    }

    /// A screen in a navigation controller in a tab bar controller keeps clear of both bars.
    @Test func aScreenInANavigationControllerInATabKeepsClearOfTheTabBar() throws {
        let feed = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: feed), UIViewController()]
        let window = UIWindow(rootViewController: tabs)
        window.layoutIfNeeded()
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34 + 49, right: 0))
    }

    @Test func contentInsetsWidenAButtonAndTitleInsetsMoveItsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let plain = button.sizeThatFits(.zero)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 24, bottom: 10, right: 24)
        let padded = button.sizeThatFits(.zero)
        #expect(padded.width == plain.width + 48)
        #expect(padded.height == plain.height - 12 + 20, "the insets replace the 6 pt above and below the title")
        #expect(button.intrinsicContentSize == padded)
        button.frame = CGRect(origin: .zero, size: padded)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel).frame
        #expect(abs(title.minX - 24) < 0.001 && abs(title.minY - 10) < 0.001)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.minX - 30) < 0.001, "half the left inset to the right")
    }

    @Test func aBlackBarIsDarkWithAWhiteTitleUnlessColoursAreSet() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.barStyle = .black
        var white: CGFloat = 1, alpha: CGFloat = 0
        #expect(try #require(bar.drawnBackgroundColor).getWhite(&white, alpha: &alpha))
        #expect(white < 0.1)
        bar.barTintColor = .red
        #expect(bar.drawnBackgroundColor == .red)
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
    }

    @Test func touchesAreIgnoredBetweenBeginAndEndIgnoringInteractionEvents() throws {
        let screen = ShareScreen()
        let window = UIWindow(rootViewController: screen)
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 190, height: 60))
        button.addTarget(screen, action: Selector("share:", ShareScreen.share(_:)), for: .touchUpInside)
        screen.view.addSubview(button)
        UIApplication.shared.beginIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        window.perform(.tap(at: CGPoint(x: 195, y: 330)))
        try window.windowNode.clock.advance(by: 0.2)
        #expect(screen.shared == 0)
        UIApplication.shared.endIgnoringInteractionEvents()
        window.perform(.tap(at: CGPoint(x: 195, y: 330)))
        try window.windowNode.clock.advance(by: 0.2)
        #expect(screen.shared == 1)
    }

    @Test func anActionWithNoTargetGoesUpTheResponderChain() {
        let screen = ShareScreen()
        let window = UIWindow(rootViewController: screen)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.view.addSubview(button)
        #expect(UIApplication.shared.sendAction(Selector("share:", ShareScreen.share(_:)), to: nil, from: button, for: nil))
        #expect(screen.shared == 1)
        #expect(!UIApplication.shared.sendAction(Selector("share:", ShareScreen.share(_:)), to: nil, from: UIView(), for: nil))
        _ = window
    }

    @Test func performSendsNowAndOnTheMainThreadOnTheQueuesNextTurn() throws {
        let screen = ShareScreen()
        let window = UIWindow(rootViewController: screen)
        screen.perform(Selector("greet:", ShareScreen.greet(_:)), with: "now")
        #expect(screen.greeted == ["now"])
        screen.performSelector(onMainThread: Selector("greet:", ShareScreen.greet(_:)), with: "later", waitUntilDone: false)
        #expect(screen.greeted == ["now"])
        try window.windowNode.clock.advance(by: 0.01)
        #expect(screen.greeted == ["now", "later"])
        screen.performSelector(onMainThread: Selector("greet:", ShareScreen.greet(_:)), with: "waited", waitUntilDone: true)
        #expect(screen.greeted == ["now", "later", "waited"])
    }

    @Test func aLayoutsDecorationViewIsMadeFromWhatItRegisteredAndPlaced() throws {
        let layout = BackdropLayout()
        layout.register(BackdropView.self, forDecorationViewOfKind: "backdrop", making: { BackdropView(frame: .zero) })
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let source = OneCard()
        list.dataSource = source
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        list.layoutIfNeeded()
        let backdrop = try #require(list.subviews.first { $0 is BackdropView })
        #expect(backdrop.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
        let card = try #require(list.subviews.first { $0 is UICollectionViewCell })
        #expect(list.subviews.firstIndex(of: backdrop)! < list.subviews.firstIndex(of: card)!, "behind the card")
    }

    /// UIKit makes a cell with its item's frame, so a picture sized from `bounds` in
    /// `init(frame:)` fills it (the plugin writes `making: { PhotoCell(frame: $0) }`).
    @Test func aCellIsMadeWithItsItemsFrame() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 150)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        let source = Photos()
        grid.dataSource = source
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo", making: { PhotoCell(frame: $0) })
        grid.layoutIfNeeded()
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(cell.picture.frame == CGRect(x: 4, y: 4, width: 92, height: 142))
    }

    /// Alongside animations (the navigation bar's among them) run under an interaction
    /// controller of the app's own too, not only under a percent-driven one.
    @Test func alongsideAnimationsRunUnderTheAppsOwnInteractionController() throws {
        let home = UIViewController()
        home.title = "Home"
        let navigation = UINavigationController(rootViewController: home)
        let interaction = OwnInteraction()
        navigation.delegate = interaction
        let window = UIWindow(rootViewController: navigation)
        let details = AlongsideScreen()
        details.title = "Details"
        _ = try TransitionSampler(window: window).record(.push(details, onto: navigation), at: .progress([0.5]))
        #expect(details.alongsideRan)
        #expect(navigation.navigationBar.topItem?.title == "Details")
    }

    @Test func aTableTellsItsDelegateBeforeShowingASectionHeader() {
        let list = ThemedList(style: .plain)
        let window = UIWindow(rootViewController: list)
        window.layoutIfNeeded()
        #expect(list.themed == [0])
    }

    /// An app's pan that waits for the back swipe to fail begins when the finger goes down away
    /// from the screen's edge: the back swipe fails at once there.
    @Test func aPanWaitingForTheBackSwipeBeginsAwayFromTheEdge() throws {
        final class Drag { var states: [UIGestureRecognizer.State] = []; func panned(_ pan: UIPanGestureRecognizer) { states.append(pan.state) } }
        let details = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow(rootViewController: navigation)
        navigation.pushViewController(details, animated: false)
        window.layoutIfNeeded()
        let drag = Drag()
        let pan = UIPanGestureRecognizer(target: drag, action: Selector("panned:", Drag.panned(_:)))
        pan.require(toFail: try #require(navigation.interactivePopGestureRecognizer))
        details.view.addGestureRecognizer(pan)
        window.perform(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(drag.states.first == .began)
        #expect(drag.states.last == .ended)
    }

    /// A property animator started from a local variable (the app keeps no reference) runs to
    /// its end and calls its completion: UIKit holds it while it is active, then lets it go.
    @Test func aRunningPropertyAnimatorIsHeldUntilItFinishes() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        var finished: [UIViewAnimatingPosition] = []
        weak var running: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut)
            animator.addAnimations {
                UIView.animateKeyframes(withDuration: animator.duration, delay: 0, options: [], animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.frame.origin.y = 300 }
                })
            }
            animator.addCompletion { finished.append($0) }
            animator.startAnimation()
            running = animator
        }
        #expect(running != nil, "held while it runs")
        try window.windowNode.clock.advance(by: 0.5)
        #expect(finished == [.end])
        #expect(running == nil, "let go once finished")
        #expect(card.frame.origin.y == 300)
    }

    /// Self-sizing rows shown for the first time beside constrained screens lay out without a
    /// conflict: the cell's content view follows the cell's height at once.
    @Test func selfSizingRowsLayOutWithoutAConflict() throws {
        let list = PictureList(style: .plain)
        list.tableView.register(PictureCell.self, forCellReuseIdentifier: "picture",
                                making: { PictureCell(style: .default, reuseIdentifier: $0) })
        let tabs = UITabBarController()
        tabs.viewControllers = [PinnedScreen(), list]
        let window = UIWindow(rootViewController: tabs)
        _ = SceneDiagnostics.drain()
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(SceneDiagnostics.drain().filter { $0.contains("Unable to simultaneously") } == [])
        let first = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.height == 69)
        #expect(first.contentView.frame.height == 69)
    }

    /// iOS 13's appearance objects, configured as apps do: both appearances set draw the
    /// scroll-edge one (a screen here is at its top); the standard one alone draws transparent at
    /// the edge, as iOS 15 does.
    @Test func barAppearancesColourTheBarsAndTheirTitles() throws {
        func labels(in view: UIView) -> [UILabel] {
            view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
        }
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        let brand = UINavigationBarAppearance()
        brand.configureWithOpaqueBackground()
        brand.backgroundColor = .systemRed
        brand.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = brand
        #expect(navigation.navigationBar.drawnBackgroundColor == .systemRed, "a bar no controller has laid out yet draws its standard look")
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.drawnBackgroundColor == nil, "the standard appearance alone is transparent at the edge")
        navigation.navigationBar.scrollEdgeAppearance = brand
        #expect(navigation.navigationBar.drawnBackgroundColor == .systemRed)
        let title = try #require(labels(in: navigation.navigationBar).first { $0.text == "Inbox" })
        #expect(title.textColor == .white)

        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let dark = UITabBarAppearance()
        dark.configureWithOpaqueBackground()
        dark.backgroundColor = .black
        dark.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabs.tabBar.standardAppearance = dark
        tabs.tabBar.scrollEdgeAppearance = dark
        #expect(tabs.tabBar.backgroundColor == .black)
    }

    /// A cancelled interactive dismissal leaves the screen where it was, with the values its
    /// animations started from, though the animator's completion restores nothing.
    @Test func aCancelledInteractiveDismissalLeavesTheScreenWhereItWas() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        let details = UIViewController()
        details.modalPresentationStyle = .fullScreen
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(details, from: home), at: .progress([0.5]))
        let slide = SlideAwayDismissal()
        details.transitioningDelegate = slide
        _ = try sampler.record(.interactive(.dismiss(details), interactor: slide.interaction,
                                           gesture: GestureScript(updates: [(0.1, 0.3)], ending: .cancel(at: 0.2))),
                               at: .progress([0.25]))
        #expect(home.presentedViewController === details, "still presented")
        #expect(details.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(details.view.alpha == 1)
        #expect(details.view.window === window)
    }

    /// An animation an animator's completion starts as an interactive transition ends (a close
    /// button sliding back in) plays over its own duration from that moment, after a finish and
    /// after a cancel, not at once nor late.
    @Test func anAnimationStartedAsAnInteractiveTransitionEndsPlaysOverItsDuration() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let clock = window.windowNode.clock
        let card = BadgedCard()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = card
        home.present(card, animated: true)
        try clock.advance(by: 0.1)
        card.interaction.update(0.5)
        try clock.advance(by: 0.1)
        card.interaction.finish()
        // The rest (half of 1 s) plays out; then the badge takes 0.5 s.
        try clock.advance(by: 0.5)
        #expect(home.presentedViewController === card)
        try clock.advance(by: 0.25)
        let finishing = try #require(card.badge.layer.presentation()).frame.minY
        #expect(finishing > 200 && finishing < 500, "half way down: \(finishing)")
        try clock.advance(by: 1)
        #expect(card.badge.frame.minY == 600)

        card.badge.frame.origin.y = 100
        card.dismiss(animated: true)
        try clock.advance(by: 0.1)
        card.interaction.update(0.3)
        try clock.advance(by: 0.1)
        card.interaction.cancel()
        try clock.advance(by: 0.3)
        #expect(home.presentedViewController === card, "still presented")
        try clock.advance(by: 0.25)
        let cancelling = try #require(card.badge.layer.presentation()).frame.minY
        #expect(cancelling > 200 && cancelling < 500, "half way down: \(cancelling)")
    }

    /// Settings on a class's appearance proxy reach its views when they enter a window, unless
    /// the view was given its own.
    @Test func appearanceProxiesStyleViewsAsTheyEnterAWindow() {
        BrandBar.appearance().barTintColor = .systemRed
        BrandBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        BrandBar.appearance().tintColor = .systemOrange
        CaptionLabel.appearance().textColor = .systemGray
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let styled = BrandBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let ownColour = BrandBar(frame: CGRect(x: 0, y: 50, width: 390, height: 44))
        ownColour.barTintColor = .systemBlue
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        styled.setItems([UINavigationItem(title: "Back here"), UINavigationItem(title: "Top")], animated: false)
        let caption = CaptionLabel()
        let panel = UIView()
        let nestedCaption = CaptionLabel()
        panel.addSubview(nestedCaption)
        #expect(styled.barTintColor == nil, "not before it enters a window")
        for view in [styled, ownColour, plain, caption, panel] { root.view.addSubview(view) }
        #expect(nestedCaption.textColor == .systemGray, "inside a view that enters the window")
        #expect(styled.barTintColor == .systemRed)
        #expect(styled.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(ownColour.barTintColor == .systemBlue, "its own setting wins")
        func labels(in view: UIView) -> [UILabel] {
            view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
        }
        #expect(labels(in: styled).first { $0.text == "Back here" }?.textColor == .systemOrange, "the proxy's tint")
        #expect(plain.barTintColor == nil, "a proxy styles its class and subclasses only")
        #expect(caption.textColor == .systemGray)
        ClearCell.appearance().backgroundColor = .clear
        let cell = ClearCell(style: .default, reuseIdentifier: nil)
        root.view.addSubview(cell)
        #expect(cell.backgroundColor == .clear, "over the cell's own default colour")
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy per class")
        _ = window
    }

    /// A proxy for the views inside some containers styles only the views inside instances of
    /// them (views or view controllers, the last container the innermost), over the class's own
    /// proxy; the more containers, the more specific. Every view class answers a proxy of its
    /// own type.
    @Test func containedAppearanceStylesOnlyViewsInsideItsContainers() {
        BadgeLabel.appearance().textColor = .systemGray
        BadgeLabel.appearance(whenContainedInInstancesOf: [BadgePanel.self]).textColor = .systemRed
        BadgeLabel.appearance(whenContainedInInstancesOf: [BadgeScreen.self, BadgePanel.self]).textColor = .systemGreen
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let loose = BadgeLabel(), inPanel = BadgeLabel(), inScreensPanel = BadgeLabel()
        let panel = BadgePanel(), screensPanel = BadgePanel()
        panel.addSubview(inPanel)
        screensPanel.addSubview(inScreensPanel)
        let screen = BadgeScreen()
        root.addChild(screen)
        screen.view.addSubview(screensPanel)
        for view in [loose, panel, screen.view!] { root.view.addSubview(view) }
        screen.didMove(toParent: root)
        #expect(loose.textColor == .systemGray)
        #expect(inPanel.textColor == .systemRed)
        #expect(inScreensPanel.textColor == .systemGreen)
        let search: UISearchBar = UISearchBar.appearance(whenContainedInInstancesOf: [BadgePanel.self])
        #expect(search !== UISearchBar.appearance())
        _ = window
    }

    /// A paging gallery scrolled to its second page shows that page alone: the pages beside it
    /// only touch the visible area's edges.
    @Test func pagesBesideTheVisibleAreaAreNotVisible() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 390, height: 300)
        layout.minimumLineSpacing = 0
        let gallery = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        let source = Photos()
        gallery.dataSource = source
        gallery.register(PhotoCell.self, forCellWithReuseIdentifier: "photo", making: { PhotoCell(frame: $0) })
        gallery.contentInsetAdjustmentBehavior = .never
        gallery.contentOffset = CGPoint(x: 390, y: 0)
        gallery.layoutIfNeeded()
        #expect(gallery.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0)])
    }

    /// Popping back to a list fades its selected row out alongside the pop, and the row is not
    /// selected afterwards.
    @Test func aListDeselectsItsRowAlongsideThePopBackToIt() throws {
        let list = PictureList(style: .plain)
        list.tableView.register(PictureCell.self, forCellReuseIdentifier: "picture",
                                making: { PictureCell(style: .default, reuseIdentifier: $0) })
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        let row = IndexPath(row: 1, section: 0)
        list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: row))
        let fill = try #require(cell.subviews.first { $0.backgroundColor == .systemGray4 })
        navigation.popViewController(animated: true)
        try window.windowNode.clock.advance(by: 0.1)
        let midway = try #require(fill.layer.presentation()?.opacity)
        #expect(midway > 0.05 && midway < 0.95, "fading: \(midway)")
        #expect(list.tableView.indexPathsForSelectedRows == nil)
        try window.windowNode.clock.advance(by: 1)
        #expect(fill.isHidden)
    }

    /// The identifier-only dequeue makes a cell of the registered class when none waits, as
    /// UIKit does; it is nil only for an identifier nothing was registered under.
    @Test func dequeueingByIdentifierMakesARegisteredCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(PictureCell.self, forCellReuseIdentifier: "picture",
                       making: { PictureCell(style: .default, reuseIdentifier: $0) })
        #expect(table.dequeueReusableCell(withIdentifier: "picture") is PictureCell)
        #expect(table.dequeueReusableCell(withIdentifier: "unregistered") == nil)
    }

    /// A screen-sized card sitting 50 pt down is clear of the status bar: no top inset, so its
    /// navigation bar is 44 pt tall; moved wholly below the screen it keeps the insets it had.
    @Test func aScreenSizedCardBelowTheStatusBarHasNoTopInset() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UINavigationController(rootViewController: UIViewController())
        card.view.frame = window.bounds.offsetBy(dx: 0, dy: 50)
        window.addSubview(card.view)
        window.layoutIfNeeded()
        #expect(card.view.safeAreaInsets.top == 0)
        #expect(card.navigationBar.frame.height == 44)
        card.view.frame = window.bounds.offsetBy(dx: 0, dy: 844)
        #expect(card.view.safeAreaInsets.top == 0, "moved below the screen, it keeps what it had on it")
    }

    /// A dismissal's completion finds the dismissed controller through a weak reference, as
    /// toast and banner libraries rely on.
    @Test func aDismissalsCompletionStillFindsTheDismissedController() throws {
        let home = UIViewController()
        let window = UIWindow(rootViewController: home)
        var toast: UIViewController? = UIViewController()
        toast?.modalPresentationStyle = .overFullScreen
        _ = try TransitionSampler(window: window).record(.present(toast!, from: home), at: .progress([0.5]))
        var foundInCompletion: Bool?
        weak var dismissed = toast
        toast?.dismiss(animated: false) { [weak toast] in foundInCompletion = toast != nil }
        toast = nil
        try window.windowNode.clock.advance(by: 0.1)
        #expect(foundInCompletion == true)
        #expect(dismissed == nil, "let go after the completion")
    }

    /// `transition(from:to:)` dissolves to a view the app already put in front of the old one:
    /// from how the screen looked before, as UIKit dissolves the superview's layer.
    @Test func aTransitionToAViewAlreadyInFrontFadesItIn() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let menu = UIView(frame: card.frame)
        root.view.addSubview(card)
        root.view.addSubview(menu)
        UIView.transition(from: card, to: menu, duration: 0.8, options: .transitionCrossDissolve, completion: nil)
        try window.windowNode.clock.advance(by: 0.4)
        #expect(card.superview == nil, "taken out at once")
        let before = try #require(window.subviews.last)
        #expect(before !== root.view, "the look before lies over the screen")
        let midway = try #require(before.layer.presentation()?.opacity)
        #expect(midway > 0.05 && midway < 0.95)
        try window.windowNode.clock.advance(by: 0.6)
        #expect(card.superview == nil && menu.alpha == 1 && window.subviews.last === root.view)
    }

    @Test func olderCodeAddsChildrenAndShortcutsByTheOldNames() {
        let container = UIViewController()
        let child = OldStyleChild()
        container.addChildViewController(child)
        child.didMove(toParentViewController: container)
        #expect(container.childViewControllers == [child])
        #expect(child.movedTo.count == 1 && child.movedTo[0] === container)
        child.didMove(toParent: nil)
        #expect(child.movedTo.count == 2 && child.movedTo[1] == nil, "the new name reaches the old override")
        let field = UITextField()
        field.delegate = child
        #expect(field.delegate?.textFieldShouldReturn(field) == true)
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                                  action: Selector("dismissKeyboard:", OldStyleChild.dismissKeyboard(_:)))
        child.addKeyCommand(escape)
        #expect(child.keyCommands?.first === escape)
        #expect(UITabBarItem(tabBarSystemItem: .search, tag: 2).title == "Search")
        #expect(UIViewPropertyAnimator().duration == 0)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func aButtonsContentAlignmentPlacesItsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Back", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(try #require(button.titleLabel).frame.minX == 16)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(try #require(button.titleLabel).frame.maxX - 200) < 0.001)
    }

    @Test func olderCodesLiteralsAndConstantsHaveTheirOldTypes() {
        let layer = CALayer()
        layer.backgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(layer.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
        let rate: CGFloat = UIScrollViewDecelerationRateNormal
        #expect(abs(rate - 0.998) < 1e-9)
        #expect(UITraitCollection.current.forceTouchCapability == .unavailable)
    }

    /// Screens hide the bar by setting the bar's own `isHidden`: the navigation controller
    /// takes that as its state (a later layout leaves the bar hidden) and lays the screen out
    /// without it.
    @Test func aBarHiddenThroughItsOwnFlagStaysHidden() throws {
        final class Bare: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.navigationBar.isHidden = true
            }
        }
        let root = Bare()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        navigation.pushViewController(Bare(), animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.isHidden && navigation.isNavigationBarHidden)
        #expect(navigation.topViewController?.view.safeAreaInsets.top == 47, "the status bar's inset alone")
        navigation.navigationBar.isHidden = false
        window.layoutIfNeeded()
        #expect(!navigation.isNavigationBarHidden && navigation.topViewController?.view.safeAreaInsets.top == 91)
    }

    /// `UIWindow()` is a window the size of the screen, with its safe area, as on iOS 9 and
    /// later; a window sized to the screen afterwards gets the insets too.
    @Test func aWindowMadeWithoutAFrameFillsTheScreen() {
        let window = UIWindow()
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(window.frame == UIScreen.main.bounds)
        #expect(screen.view.safeAreaInsets.top == 47 && screen.view.safeAreaInsets.bottom == 34)
        let later = UIWindow(frame: .zero)
        later.frame = UIScreen.main.bounds
        let other = UIViewController()
        later.rootViewController = other
        later.layoutIfNeeded()
        #expect(other.view.safeAreaInsets.top == 47)
    }

    /// A text view that does not scroll is as tall as its text, so Auto Layout grows it (the
    /// body of a detail card inside a scroll view).
    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() {
        let (window, root) = WhiteScene.make()
        let text = UITextView()
        text.isScrollEnabled = false
        text.text = String(repeating: "A line of body text that wraps. ", count: 12)
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            text.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        let expected = text.sizeThatFits(CGSize(width: 350, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(text.frame.width == 350)
        #expect(text.frame.height == expected && expected > 100, "\(text.frame) vs \(expected), intrinsic \(text.intrinsicContentSize)")
        #expect(UITextView().intrinsicContentSize.height == UIView.noIntrinsicMetric, "a scrolling one has no size of its own")
    }

    /// A system pop over a screen with a clear background shows the screen underneath through
    /// it, not a black backing: only its leading edge is shaded.
    @Test func aSystemPopOverAClearScreenShowsTheScreenUnderneath() throws {
        let list = UIViewController()
        list.view.backgroundColor = .systemYellow
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let clear = UIViewController()
        clear.view.backgroundColor = .clear
        navigation.pushViewController(clear, animated: false)
        window.layoutIfNeeded()
        let frames = try TransitionSampler(window: window).record(.pop(navigation), at: .progress([0.2]))
        let frame = try #require(frames.first?.bitmap)
        let scale = frame.width / 390
        // Inside the clear screen (which has moved 78 pt right), over the list (which has come
        // 24 pt of its 117 pt parallax in, so it reaches x = 296): the list, dimmed by 10 %.
        let pixel = frame[250 * scale, 600 * scale]
        #expect(pixel.r > 200 && pixel.g > 150, "\(pixel)")
        // Past the list's trailing edge nothing is behind the clear screen: the navigation
        // controller's view has no background, so the window's black shows, as on a device.
        let uncovered = frame[370 * scale, 600 * scale]
        #expect(uncovered.r < 30 && uncovered.g < 30 && uncovered.b < 30, "\(uncovered)")
    }

    /// A button made from a configuration shows the image and title the app then sets per
    /// state, where the configuration has none, and keeps them when the configuration is
    /// applied again (a state change, a layout).
    @Test func aConfiguredButtonKeepsTheImageSetForItsState() {
        let button = UIButton(configuration: .plain())
        let chevron = UIImage(systemName: "chevron.left")
        button.setImage(chevron, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        button.layoutIfNeeded()
        button.isHighlighted = true
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.currentImage === chevron)
        #expect(button.imageView?.image != nil)
        var titled = UIButton.Configuration.plain()
        titled.title = "Close"
        button.configuration = titled
        #expect(button.currentTitle == "Close" && button.currentImage === chevron)
    }
}

private final class BadgeLabel: UILabel {}
private final class BadgePanel: UIView {}
private final class BadgeScreen: UIViewController {}

/// Slides in from the right over 1 s under a percent-driven interaction; when the transition
/// ends, its animator's completion slides the badge down over 0.5 s, then completes.
private final class BadgedCard: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let badge = UIView(frame: CGRect(x: 145, y: 100, width: 100, height: 100))
    let interaction = UIPercentDrivenInteractiveTransition()
    private var presenting = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        badge.backgroundColor = .systemRed
        view.addSubview(badge)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let bounds = transitionContext.containerView.bounds
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        }
        let presenting = self.presenting
        UIView.animate(withDuration: 1, animations: {
            self.view.frame = presenting ? bounds : bounds.offsetBy(dx: bounds.width, dy: 0)
        }, completion: { _ in
            UIView.animate(withDuration: 0.5) { self.badge.frame.origin.y = 600 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
