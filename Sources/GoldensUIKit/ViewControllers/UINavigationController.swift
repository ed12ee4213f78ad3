import GoldensScene

/// A stack of controllers with a navigation bar: push, pop, pop to a controller or the root,
/// and replacing the stack, animated by the delegate's animator or UIKit's own slide
/// (`NavigationSlideAnimator`), interactively by the delegate's interaction controller or the
/// back swipe (`interactivePopGestureRecognizer`, a left screen-edge pan).
///
/// As in UIKit, `viewControllers` changes when a transition starts and changes back if an
/// interactive pop is cancelled; the children's views fill the controller's view under the
/// translucent bar. A push or pop while another transition runs is reported and ignored.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar: a `UINavigationBar`, or the class given to `init(navigationBarClass:toolbarClass:)`.
    public var navigationBar: UINavigationBar {
        bar.managingController = self
        return bar
    }
    private var bar = UINavigationBar(frame: .zero)
    /// Setting it hides or shows the bar at once (`setNavigationBarHidden(_:animated: false)`).
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false
    /// UIKit's duration for hiding or showing the bars.
    public static let hideShowBarDuration: CGFloat = 0.2
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden until a
    /// controller asks for it (`isToolbarHidden = false`).
    public private(set) lazy var toolbar: UIToolbar! = {
        let toolbar = toolbarClass.init(frame: .zero)
        toolbar.isNavigationToolbar = true
        return toolbar
    }()
    /// Setting it hides or shows the toolbar at once (`setToolbarHidden(_:animated: false)`).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    private var toolbarClass: UIToolbar.Type = UIToolbar.self
    /// Whether the bars hide when the height is compact (landscape); the phone stays portrait.
    open var hidesBarsWhenVerticallyCompact = false
    open var hidesBarsWhenKeyboardAppears = false
    /// The gestures that hide the bars on a swipe or a tap (`hidesBarsOnSwipe`, `hidesBarsOnTap`):
    /// one object each, kept for code that configures them; they hide nothing here.
    public private(set) lazy var barHideOnSwipeGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    public private(set) lazy var barHideOnTapGestureRecognizer = UITapGestureRecognizer(target: nil, action: nil)

    private var stack: [UIViewController] = []
    /// Whether a push or pop is moving the children's views now.
    private var switchingChildren = false
    /// The view the children's views live in: the container of every push and pop.
    private let transitionView = UIView(frame: .zero)
    private lazy var backSwipe = BackSwipe(navigationController: self)

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The left-edge swipe that pops to the previous controller when the delegate vends no
    /// animator for the pop.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { backSwipe.recognizer }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        adoptChildren([rootViewController])
    }

    /// A navigation controller whose bar and toolbar are of the app's own classes (subclasses
    /// of `UINavigationBar` and `UIToolbar`; nil for UIKit's).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let barClass = navigationBarClass as? UINavigationBar.Type { bar = barClass.init(frame: .zero) }
        if let toolbarClass = toolbarClass as? UIToolbar.Type { self.toolbarClass = toolbarClass }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Its own tab bar item when that has an image (or is a system item); else its root
    /// controller's when that one has an image, as UIKit's navigation controller answers, so a
    /// tab shows the item an app gave the screen it wrapped.
    open override var tabBarItem: UITabBarItem! {
        get {
            let own: UITabBarItem = super.tabBarItem
            guard !own.hasImage, let root = stack.first else { return own }
            let rootItem: UITabBarItem = root.tabBarItem
            return rootItem.hasImage ? rootItem : own
        }
        set { super.tabBarItem = newValue }
    }

    /// Appearing, the navigation controller tells its delegate it shows its top controller, as
    /// UIKit does each time it appears (the root's first showing among them).
    ///
    /// A top screen whose view the app took out of the container meanwhile (a swipe between
    /// tabs that moves screens' views into another tab's container and removes the one it
    /// leaves) has it put back first, filling the container, as UIKit's shows its top screen.
    override func shownChildWillAppear(_ animated: Bool) {
        if !switchingChildren, let top = topViewController, top.isViewLoaded, top.view.superview !== transitionView {
            install(top)
        }
        if let top = topViewController { delegate?.navigationController(self, willShow: top, animated: animated) }
    }

    override func shownChildDidAppear(_ animated: Bool) {
        if let top = topViewController { delegate?.navigationController(self, didShow: top, animated: animated) }
    }

    open override func loadView() {
        let root = NavigationRootView(frame: UIScreen.main.bounds)
        root.navigationController = self
        // No background, as UIKit's layout container view: where a custom animator shrinks or
        // moves the children, the window behind shows (black unless the app colours it).
        root.backgroundColor = nil
        view = root
        // The children's container has the root's size from the start: a child placed in it
        // before the first layout keeps its subviews' autoresizing (a zero-sized container would
        // collapse their flexible widths for good, as it does in UIKit).
        transitionView.frame = root.bounds
        // As UIKit's container views, it follows the root's size at once (autoresizing, in the
        // animation block that changes it): an animator that shrinks a presented navigation
        // controller's view shrinks the screen inside with it, not only at the next layout.
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        root.addGestureRecognizer(backSwipe.recognizer)
        if let top = topViewController { install(top) }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    }

    /// Lays out the transition view, the bar (its height includes the status-bar area) and,
    /// outside a transition, the top child.
    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        // Placed, not framed: an animator may move the container itself (a cube turn slides it
        // half a screen as the screens turn), which a frame set under it would take back.
        transitionView.place(at: root.bounds)
        // UIKit's frame: 44 pt under the status bar (56 in a sheet), the background reaching up
        // behind it.
        navigationBar.isTopAttached = true
        navigationBar.standardHeight = showsInSheet ? UINavigationBar.sheetContentHeight : UINavigationBar.contentHeight
        // While the bar slides in or out (`setNavigationBarHidden(_:animated: true)`), its
        // animation places it.
        if !barIsSliding {
            navigationBar.place(at: shownBarFrame(in: root))
            navigationBar.isHidden = isNavigationBarHidden
        }
        // A change of large titles changes the bar's height, and with it the children's safe area.
        for controller in stack { controller.barSafeAreaInsets = barInsets(for: controller) }
        // The top child fills the container (less the bars it does not reach under), except while
        // a push or pop moves the children (the animator places them); a presentation of this
        // controller itself still lays them out.
        if !switchingChildren, let top = topViewController, let child = top.viewIfLoaded, child.superview === transitionView {
            child.frame = childFrame(for: top)
        }
        navigationBar.isAtScrollEdge = topViewController.map { ContentScrollEdge.reaches(.top, in: $0) } ?? true
        layoutToolbar(in: root)
    }

    /// The toolbar, when shown, at the bottom above the safe area, its background reaching down
    /// through it, with the top controller's items.
    private func layoutToolbar(in root: UIView) {
        guard !toolbarHidden else {
            if toolbar.superview === root { toolbar.removeFromSuperview() }
            return
        }
        if toolbar.superview !== root { root.insertSubview(toolbar, belowSubview: navigationBar) }
        let bottom = root.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: 0, y: root.bounds.height - bottom - UIToolbar.contentHeight, width: root.bounds.width,
                               height: UIToolbar.contentHeight + bottom)
        let items = topViewController?.toolbarItems ?? []
        if !(toolbar.items ?? []).elementsEqual(items, by: ===) { toolbar.setItems(items, animated: false) }
        toolbar.isAtScrollEdge = topViewController.map { ContentScrollEdge.reaches(.bottom, in: $0) } ?? true
    }

    /// The app hid or showed the bar itself (`navigationBar.isHidden = true`, as common as
    /// `isNavigationBarHidden`): the controller takes it as the bar's state, as UIKit's does,
    /// instead of showing the bar again at the next layout.
    func barVisibilityChanged(hidden: Bool) {
        guard hidden != barHidden else { return }
        setNavigationBarHidden(hidden, animated: false)
    }

    /// Hides or shows the bar and lays the screens out again. Not animated, at once: inside an
    /// animation block (code that toggles the bar there to make it take a new size) the new
    /// layout animates with the block. Animated, the bar slides up out of the screen or down
    /// into place, as UIKit slides it: alongside the push or pop running (a screen that hides
    /// the bar in `viewWillAppear`), else over `hideShowBarDuration`; the screens take their
    /// new safe area with it.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let wasHidden = barHidden
        barHidden = hidden
        for controller in stack { controller.barSafeAreaInsets = barInsets(for: controller) }
        guard let root = viewIfLoaded, root.window != nil else {
            navigationBar.isHidden = hidden
            return
        }
        guard animated, hidden != wasHidden else {
            navigationBar.isHidden = hidden
            root.setNeedsLayout()
            root.layoutIfNeeded()
            return
        }
        let shown = shownBarFrame(in: root)
        let away = shown.offsetBy(dx: 0, dy: -shown.maxY)
        let bar = navigationBar
        barIsSliding = true
        bar.isHidden = false
        if !hidden { bar.frame = away }
        let slide = {
            bar.frame = hidden ? away : shown
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        let settle = { [weak self] in
            guard let self else { return }
            barIsSliding = false
            bar.isHidden = barHidden
            root.setNeedsLayout()
        }
        if let top = topViewController, let coordinator = top.transitionCoordinator,
           coordinator.animate(alongsideTransition: { _ in
               Self.layOutArriving(top)
               slide()
           }, completion: { _ in settle() }) {
            return
        }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: slide) { _ in settle() }
    }

    /// Lays out a screen arriving in a push or pop before the bar's change animates alongside,
    /// as UIKit lays it out when the transition starts: its views start where they belong, not
    /// where its document or nothing put them (a list pushed for the first time has its rows at
    /// their height from the first frame; a button centred in the safe area of a screen that
    /// hides the bar in `viewWillAppear` stays put).
    private static func layOutArriving(_ controller: UIViewController) {
        UIView.performWithoutAnimation { controller.viewIfLoaded?.layoutIfNeeded() }
    }

    /// Whether an animated hide or show moves the bar now.
    private var barIsSliding = false

    /// Where the bar sits when shown: under the status bar, as tall as the top screen asks.
    private func shownBarFrame(in root: UIView) -> CGRect {
        CGRect(x: 0, y: root.safeAreaInsets.top, width: root.bounds.width, height: barHeight(under: topViewController))
    }

    /// What the bar adds to `controller`'s safe area: the bar's height under it (44 pt, 96 with a
    /// large title), when it shows, on top of the bars around this controller (a tab bar's). A
    /// view that ends at a bar instead of reaching under it has nothing on that side.
    private func barInsets(for controller: UIViewController, in controllers: [UIViewController]? = nil) -> UIEdgeInsets {
        var insets = barSafeAreaInsets
        // A screen that hides the tab bar (or is above one that does) has no tab bar under it.
        if hidesBottomBar(upTo: controller, in: controllers) { insets.bottom = max(0, insets.bottom - UITabBar.contentHeight) }
        if !isNavigationBarHidden {
            insets.top = reachesUnderBar(controller) ? insets.top + barHeight(under: controller, in: controllers) : 0
        }
        if !toolbarHidden {
            insets.bottom = reachesUnderToolbar(controller) ? insets.bottom + UIToolbar.contentHeight : 0
        }
        return insets
    }

    /// Where `controller`'s view rests in the container: all of it, less the bar above it and
    /// the toolbar below it where it does not reach under them (`edgesForExtendedLayout`,
    /// opaque bars), as UIKit lays out a navigation controller's children.
    private func childFrame(for controller: UIViewController, in controllers: [UIViewController]? = nil) -> CGRect {
        var frame = transitionView.bounds
        guard let root = viewIfLoaded else { return frame }
        if !isNavigationBarHidden, !reachesUnderBar(controller) {
            let top = min(frame.height, root.safeAreaInsets.top + barHeight(under: controller, in: controllers))
            frame.origin.y += top
            frame.size.height -= top
        }
        if !toolbarHidden, !reachesUnderToolbar(controller) {
            frame.size.height = max(0, frame.height - UIToolbar.contentHeight - root.safeAreaInsets.bottom)
        }
        return frame
    }

    private func reachesUnderBar(_ controller: UIViewController) -> Bool {
        controller.extendsLayout(under: .top, barIsOpaque: !navigationBar.isTranslucent)
    }

    private func reachesUnderToolbar(_ controller: UIViewController) -> Bool {
        controller.extendsLayout(under: .bottom, barIsOpaque: !toolbar.isTranslucent)
    }

    /// Whether the tab bar this controller is a tab of is hidden while `controller` (in
    /// `controllers`, else the stack) is on top: when it, or a controller under it, hides the
    /// bottom bar when pushed, as UIKit decides over the whole stack.
    func hidesBottomBar(upTo controller: UIViewController?, in controllers: [UIViewController]? = nil) -> Bool {
        guard tabBarController != nil, let controller else { return false }
        let list = controllers ?? stack
        guard let index = list.firstIndex(where: { $0 === controller }) else { return false }
        return list[...index].contains { $0.hidesBottomBarWhenPushed }
    }

    /// The bar's height while `controller` (in `controllers`, else the stack) is on top.
    private func barHeight(under controller: UIViewController?, in controllers: [UIViewController]? = nil) -> CGFloat {
        let list = controllers ?? stack
        guard let controller, let index = list.firstIndex(where: { $0 === controller }) else { return navigationBar.standardHeight }
        return navigationBar.height(for: list[...index].map(\.navigationItem))
    }

    override func barSafeAreaInsetsDidChange() {
        for controller in stack { controller.barSafeAreaInsets = barInsets(for: controller) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        for controller in stack { controller.barSafeAreaInsets = barInsets(for: controller) }
        viewIfLoaded?.setNeedsLayout()
    }

    override var shownChild: UIViewController? { topViewController }
    override var forwardsAppearanceByChildViews: Bool { false }

    // MARK: Changing the stack

    /// An unwind segue to a controller in the stack pops to it.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        _ = popToViewController(subsequentVC, animated: unwindSegue.unwindsAnimated)
    }

    /// The controllers below the one an unwind segue comes from, the top first.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        guard let start = viewControllers.lastIndex(where: { $0 === excluded }) else { return viewControllers.reversed() }
        return viewControllers[..<start].reversed()
    }

    /// A navigation controller shows a controller by pushing it, as UIKit's does when asked itself
    /// (its children reach it through `navigationController`); another navigation controller
    /// (a show segue to a scene embedded in one) is presented modally instead, as in UIKit.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if vc is UINavigationController { return present(vc, animated: true) }
        pushViewController(vc, animated: true)
    }

    /// Whether a collapsed split view controller pushed this navigation controller onto its
    /// primary one, as UIKit collapses a secondary navigation controller on a phone: its own bar
    /// hides, and the outer bar shows its top controller's item.
    var isNestedInCollapsedSplit = false {
        didSet { if isNestedInCollapsedSplit { setNavigationBarHidden(true, animated: false) } }
    }

    open override var navigationItem: UINavigationItem {
        if isNestedInCollapsedSplit, let top = topViewController { return top.navigationItem }
        return super.navigationItem
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            return SceneDiagnostics.report("pushViewController(\(viewController.node.displayName)): it is already in the stack")
        }
        guard !(viewController is UINavigationController) || (viewController as? UINavigationController)?.isNestedInCollapsedSplit == true else {
            // UIKit raises NSInvalidArgumentException here.
            return SceneDiagnostics.report("pushViewController(\(viewController.node.displayName)): pushing a navigation "
                + "controller is not supported (UIKit raises); present it, or push its root view controller")
        }
        change(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// The size set on the navigation controller itself; while none is (or `.zero` was set), the
    /// top controller's, with the bar's height added while the bar shows, so a popover or sheet
    /// around it fits both. Apps that size a sheet from its content rely on that: they reset
    /// this to `.zero` and set the top screen's size without the bar.
    open override var preferredContentSize: CGSize {
        get {
            let own = super.preferredContentSize
            guard own == .zero, let top = topViewController else { return own }
            let size = top.preferredContentSize
            guard size != .zero else { return .zero }
            let bar = isNavigationBarHidden ? 0 : barHeight(under: top)
            return CGSize(width: size.width, height: size.height + bar)
        }
        set { super.preferredContentSize = newValue }
    }

    /// The top controller's new preferred size is the navigation controller's (unless it has
    /// one of its own): its container hears of it.
    open override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        guard let child = container as? UIViewController, child === topViewController, super.preferredContentSize == .zero else { return }
        tellContainerPreferredContentSizeChanged()
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.last
        return change(to: Array(stack.dropLast()), operation: .pop, animated: animated) ? popped : nil
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        return change(to: Array(stack[...index]), operation: .pop, animated: animated) ? popped : nil
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; animated, UIKit pushes when the new top is new to the stack and pops
    /// when it was below the old top.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let operation: Operation = stack.contains(where: { $0 === viewControllers.last }) ? .pop : .push
        change(to: viewControllers, operation: operation, animated: animated)
    }

    /// Makes `newStack` the stack. UIKit changes the stack (and adds a pushed controller as a
    /// child) at once, but starts an animated push or pop of a controller on screen only at the
    /// navigation controller's next layout, when the turn that asked for it ends: code after
    /// `pushViewController` in the same turn (a delegate told which cell was tapped after the
    /// cell's segue pushed, properties set on the pushed controller) is in place before the
    /// pushed controller loads its view and the animator runs. Asking for the transition
    /// coordinator starts it at once, as in UIKit. Not animated, or not on screen, the change
    /// happens now. Returns false when a transition is already running.
    @discardableResult
    private func change(to newStack: [UIViewController], operation: Operation, animated: Bool) -> Bool {
        guard animated, !switchingChildren, let clock = transitionView.window?.windowNode.clock else {
            // A change asked for earlier in the turn goes first.
            startDeferredChange()
            return changeNow(to: newStack, operation: operation, animated: animated)
        }
        let shownStack = deferredChange?.shownStack ?? stack
        let oldStack = stack
        for controller in oldStack where !newStack.contains(where: { $0 === controller }) {
            // Leaving, or (pushed earlier in this turn and popped again) never shown.
            if shownStack.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
            } else {
                controller.removeFromParent()
            }
        }
        replaceStack(with: newStack, from: oldStack, removingViews: false)
        guard deferredChange == nil else {
            deferredChange?.operation = operation
            return true
        }
        deferredChange = DeferredChange(shownStack: shownStack, operation: operation)
        viewIfLoaded?.setNeedsLayout()
        clock.atCommit { [weak self] in MainActor.assumeIsolated { self?.startDeferredChangeInLayout() } }
        return true
    }

    /// An animated push or pop asked for in this turn, not started yet: what was on screen and
    /// which way the screens move.
    private struct DeferredChange {
        var shownStack: [UIViewController]
        var operation: Operation
    }

    private var deferredChange: DeferredChange?

    /// Starts the push or pop asked for earlier in the turn, if one waits: from the screen
    /// shown then to the stack's top now.
    private func startDeferredChange() {
        guard let deferred = deferredChange else { return }
        deferredChange = nil
        let shownStack = deferred.shownStack
        guard let from = shownStack.last, let to = stack.last, from !== to else {
            // The same screen on top again (a push undone in the same turn): nothing moves; the
            // controllers below change at once.
            for controller in shownStack where !stack.contains(where: { $0 === controller }) { controller.removeFromParent() }
            for controller in stack where !shownStack.contains(where: { $0 === controller }) { controller.didMove(toParent: self) }
            if isViewLoaded { navigationBar.setItems(stack.map(\.navigationItem), animated: false) }
            return
        }
        let newStack = stack
        stack = shownStack
        if !startTransition(to: newStack, operation: deferred.operation, animated: true, childrenAdopted: true) {
            // UIKit would queue it behind the running transition or raise; the stack stays.
            for controller in newStack where !shownStack.contains(where: { $0 === controller }) { controller.removeFromParent() }
        }
    }

    /// The navigation controller lays itself out: a push or pop asked for in this turn starts.
    func layoutWillBegin() {
        startDeferredChange()
    }

    /// Starts the push or pop waiting, as UIKit does: in the layout of the navigation
    /// controller's view (the rest of which, the bar's new height among it, then runs inside
    /// the transition rather than before it).
    private func startDeferredChangeInLayout() {
        guard deferredChange != nil else { return }
        if let root = viewIfLoaded {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        startDeferredChange()
    }

    /// Asking for the coordinator starts the push or pop asked for in this turn, so code that
    /// pushes and then animates alongside (or waits for the end) finds the transition.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        startDeferredChangeInLayout()
        return super.transitionCoordinator
    }

    /// Shows `newStack`'s top now: at once when the controller is not on screen or the top
    /// stays, else through a transition.
    private func changeNow(to newStack: [UIViewController], operation: Operation, animated: Bool) -> Bool {
        let oldStack = stack
        guard let from = oldStack.last, let to = newStack.last, from !== to, transitionView.window != nil else {
            replaceStack(with: newStack, from: oldStack, removingViews: true)
            if isViewLoaded, let top = topViewController { install(top) }
            if isViewLoaded { navigationBar.setItems(stack.map(\.navigationItem), animated: false) }
            tabBarController?.returnTabBar()
            return true
        }
        for controller in oldStack where !newStack.contains(where: { $0 === controller }) { controller.willMove(toParent: nil) }
        if startTransition(to: newStack, operation: operation, animated: animated, childrenAdopted: false) { return true }
        for controller in newStack where !oldStack.contains(where: { $0 === controller }) { controller.removeFromParent() }
        return false
    }

    /// Runs the transition from the stack's top to `newStack`'s (the leaving controllers told
    /// they will move already); returns false, the stack as it was, when one is running.
    private func startTransition(to newStack: [UIViewController], operation: Operation, animated: Bool,
                                 childrenAdopted: Bool) -> Bool {
        let oldStack = stack
        guard let from = oldStack.last, let to = newStack.last else { return false }
        let arriving = newStack.filter { new in !oldStack.contains { $0 === new } }
        let leaving = oldStack.filter { old in !newStack.contains { $0 === old } }
        for controller in arriving { controller.movingState = .toParent }
        for controller in leaving { controller.movingState = .fromParent }
        // The stack is the new one, and a pushed controller already a child (its
        // `navigationController` set), by the time the delegate hears of the change, as in UIKit:
        // delegates read the stack and the incoming controller's container there.
        if childrenAdopted {
            stack = newStack
        } else {
            replaceStack(with: newStack, from: oldStack, removingViews: false)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        // Without the delegate's animator, the zoom the pushed (or popped) controller prefers,
        // else the system slide.
        let zoomed = operation == .pop ? from : to
        let zoom = animated && custom == nil ? zoomed.preferredTransition?.zoomAnimator(for: zoomed, zoomingIn: operation != .pop) : nil
        let animator: (any ViewControllerAnimatedTransitioning)? = (custom ?? zoom).map(AnimatorAdapter.init)
            ?? (animated ? NavigationSlideAnimator(operation: operation == .pop ? .pop : .push) : nil)
        var interactor: (any ViewControllerInteractiveTransitioning)?
        if let custom {
            interactor = delegate?.navigationController(self, interactionControllerFor: custom).map(InteractorAdapter.scene)
        } else if operation == .pop, let swipe = backSwipe.interaction {
            interactor = swipe.node
        }
        switchingChildren = true
        // The tab bar leaves with the screen that had it, or comes with the screen that has it.
        let tabs = tabBarController
        let hidBefore = hidesBottomBar(upTo: from, in: oldStack), hidesAfter = hidesBottomBar(upTo: to, in: newStack)
        if animated, let tabs, hidBefore != hidesAfter {
            tabs.carryTabBar(in: hidesAfter ? from.view : to.view, filling: transitionView)
        }
        var barCoordinator: (any UIViewControllerTransitionCoordinator)?
        let started = ContainerTransition.run("\(operation == .pop ? "pop" : "push") \(to.node.displayName)",
                                              in: transitionView.node, from: from.node, to: to.node,
                                              animator: animator, interactor: interactor,
                                              finalFrame: childFrame(for: to, in: newStack).scene) { [self] completed in
            switchingChildren = false
            tabs?.returnTabBar()
            // The top child fills the container again, whatever frame the animator left it.
            viewIfLoaded?.setNeedsLayout()
            for controller in arriving + leaving { controller.movingState = nil }
            if completed {
                for controller in leaving { controller.removeFromParent() }
                for controller in arriving { controller.didMove(toParent: self) }
            } else {
                stack = oldStack
                for controller in arriving { controller.removeFromParent() }
                // An animator that completes with false without an interaction (its own reversed
                // animation) cancels too: the bar goes back to the items it had (a cancelled
                // interaction puts them back itself).
                if barCoordinator?.isCancelled != true {
                    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
                }
            }
        } completion: { [self] in
            delegate?.navigationController(self, didShow: to, animated: animated)
        }
        guard started else {
            tabs?.returnTabBar()
            switchingChildren = false
            for controller in arriving + leaving { controller.movingState = nil }
            stack = oldStack
            return false
        }
        barCoordinator = to.transitionCoordinator
        navigationBar.setItems(stack.map(\.navigationItem), alongside: barCoordinator)
        // A bar that grows or shrinks with the screens (a large title on one of them) changes
        // height alongside the transition, as UIKit's does.
        if barHeight(under: from, in: oldStack) != barHeight(under: to), let coordinator = to.transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                Self.layOutArriving(to)
                self?.viewIfLoaded?.setNeedsLayout()
                self?.viewIfLoaded?.layoutIfNeeded()
            }, completion: { [weak self] _ in self?.viewIfLoaded?.setNeedsLayout() })
        }
        return true
    }

    /// The children become `newStack` (controllers new to it are added as children). Without a
    /// transition the ones that left go at once; a transition removes them when it completes.
    private func replaceStack(with newStack: [UIViewController], from oldStack: [UIViewController], removingViews: Bool) {
        for controller in oldStack where removingViews && !newStack.contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        adoptChildren(newStack.filter { new in !oldStack.contains { $0 === new } }, in: newStack)
        stack = newStack
    }

    private func adoptChildren(_ controllers: [UIViewController], in newStack: [UIViewController]? = nil) {
        for controller in controllers {
            // On the stack before `willMove(toParent:)`: a pushed screen that looks at the stack
            // there (for the screen below it, to set up a pull-to-pop) finds itself on top, as
            // apps published with such gestures rely on.
            if !stack.contains(where: { $0 === controller }) { stack.append(controller) }
            addChild(controller)
            controller.barSafeAreaInsets = barInsets(for: controller, in: newStack)
        }
    }

    /// Puts `controller`'s view in the transition view, alone, where it rests.
    private func install(_ controller: UIViewController) {
        for subview in transitionView.subviews where subview !== controller.view { subview.removeFromSuperview() }
        controller.view.frame = childFrame(for: controller)
        if controller.view.superview !== transitionView { transitionView.addSubview(controller.view) }
    }
}

/// The navigation controller's root view: lays out the bar and the children.
@MainActor
private final class NavigationRootView: UIView {
    weak var navigationController: UINavigationController?

    override func layoutSubviews() {
        navigationController?.layoutWillBegin()
        super.layoutSubviews()
        navigationController?.layoutContainer()
    }
}

/// The system back swipe: a left screen-edge pan that pops with UIKit's slide, driven by the
/// finger's horizontal travel (it does not begin when the delegate vends its own animator for
/// the pop, as UIKit's does not: such apps drive their animator with a pan of their own); let go past half the width, or flicked right faster than
/// 300 pt/s, it finishes, else it cancels (UIKit's thresholds are private; these are the ones
/// re-implementations use).
@MainActor
private final class BackSwipe: NSObject, UIGestureRecognizerDelegate {
    let recognizer = UIScreenEdgePanGestureRecognizer()
    private let driven = FingerDrivenTransition()
    var interaction: UIPercentDrivenInteractiveTransition? { driven.current }
    private unowned let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        recognizer.edges = .left
        recognizer.handlers.append { [unowned self] recognizer in handle(recognizer as! UIScreenEdgePanGestureRecognizer) }
        // UIKit's own delegate of the recognizer, which an app may replace.
        recognizer.delegate = self
    }

    /// The swipe begins only when there is a screen to go back to and no transition runs, so
    /// on the root screen an app's own edge swipe gets the touch, as in UIKit.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let stack = navigationController.viewControllers
        guard stack.count > 1, navigationController.transitionCoordinator == nil else { return false }
        guard let delegate = navigationController.delegate else { return true }
        return delegate.navigationController(navigationController, animationControllerFor: .pop,
                                             from: stack[stack.count - 1], to: stack[stack.count - 2]) == nil
    }

    private func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(navigationController.view.bounds.width, 1)
        let progress = min(max(pan.translation(in: navigationController.view).x / width, 0), 1)
        let flicked = pan.state == .ended && pan.velocity(in: navigationController.view).x > 300
        driven.follow(pan.state, progress: progress, flicked: flicked) { _ in
            // The pop asks for the interaction (`interaction`) as it starts.
            navigationController.viewControllers.count > 1 && navigationController.popViewController(animated: true) != nil
        }
    }
}

/// The navigation controller's delegate; every method optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation { .portrait }
}
