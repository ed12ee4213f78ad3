import GoldensScene

/// UIKit's view controller over the scene model's: the lazily loaded view, the appearance and
/// layout callbacks, modal presentation with the app's transitioning delegate, size changes and
/// child containment. UIKit keeps what it retains alive here too: the root view, the
/// presented controller, the presentation controller a delegate vends.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    let node: ViewController
    private var rootView: UIView?
    private var delegateAdapter: TransitioningDelegateAdapter?
    private var retainedPresented: UIViewController?
    /// The presentation controller of the current presentation, vended by the delegate or made
    /// for a sheet; UIKit keeps it for as long as the presentation lasts.
    var retainedPresentationController: UIPresentationController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        node = ViewController()
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        adopt()
    }

    /// A storyboard's controllers come through here with the scene's coder; the storyboard then
    /// applies the scene (see `UIStoryboard`).
    public required init?(coder: NSCoder) {
        node = ViewController()
        super.init()
        adopt()
        // A storyboard's navigation or tab bar controller decodes its children here, as UIKit's
        // does: a subclass's init(coder:) that loads the view already sees them in viewDidLoad.
        (coder as? InterfaceBuilderCoder)?.decodeChildControllers(into: self)
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    private func adopt() {
        node.host = self
        node.name = String(describing: type(of: self))
        delegateAdapter = TransitioningDelegateAdapter(controller: self)
        node.transitioningDelegate = delegateAdapter
        applyPresentationStyle()
    }

    static func bridge(_ node: ViewController) -> UIViewController? {
        node.host as? UIViewController
    }

    // MARK: The view

    open var view: UIView! {
        get {
            let loaded = node.view
            if let rootView, rootView.node === loaded { return rootView }
            return UIView.bridge(loaded)
        }
        set {
            rootView = newValue
            newValue?.viewController = self
            // A root view's margins on a phone: at least 16 pt at the sides (UIKit's system
            // minimum), the safe area above and below; margins set on the view are kept.
            if let node = newValue?.node, node.layoutMargins == View.defaultLayoutMargins {
                node.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            }
            if let newValue { node.view = newValue.node }
        }
    }

    open var viewIfLoaded: UIView? { isViewLoaded ? view : nil }
    open var isViewLoaded: Bool { node.isViewLoaded }
    open func loadViewIfNeeded() { node.loadViewIfNeeded() }

    /// The name of the xib `loadView` loads, as given to `init(nibName:bundle:)`.
    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    /// The storyboard scene the controller was made from, which loads its view.
    var interfaceBuilderScene: StoryboardScene?

    /// Loads the view from the controller's storyboard scene, else from its xib (the one named
    /// in `init(nibName:bundle:)`, else one named for the class, with or without "Controller", as
    /// UIKit looks), else makes a plain view the size of the screen, as UIKit does without a nib.
    open func loadView() {
        if loadInterfaceBuilderView() { return }
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Updates the root view's constraints; an override calls `super` last.
    open func updateViewConstraints() { view.updateConstraints() }

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// The least margins UIKit gives a root view at its sides on a phone.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    /// Stored; root views start with 16 pt side margins either way.
    open var viewRespectsSystemMinimumLayoutMargins = true

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func didReceiveMemoryWarning() {}

    /// Also the navigation item's title, as in UIKit.
    /// Also the title of the navigation item and the tab bar item once they exist, as UIKit
    /// documents ("assigning a value to this property updates the title text of those objects").
    open var title: String? {
        didSet {
            if let storedNavigationItem, storedNavigationItem.title != title { storedNavigationItem.title = title }
            if let storedTabBarItem, storedTabBarItem.title != title { storedTabBarItem.title = title }
        }
    }

    private var storedNavigationItem: UINavigationItem?

    /// What the navigation bar shows while this controller is on top.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The nearest navigation controller among this controller's ancestors.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest of this controller's ancestors (not itself) of class `type`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    open var hidesBottomBarWhenPushed = false

    /// The items its navigation controller's toolbar shows while it is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.viewIfLoaded?.setNeedsLayout() }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    private var storedTabBarItem: UITabBarItem?

    /// This controller's tab in a tab bar controller; its title defaults to the controller's.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { applySafeAreaInsets() }
    }

    /// The insets a container's bars add (a navigation bar's height on top).
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            applySafeAreaInsets()
            barSafeAreaInsetsDidChange()
        }
    }

    /// A container passes the bars around it on to its own children (the tab bar under a
    /// navigation controller's screens).
    func barSafeAreaInsetsDidChange() {}

    func applySafeAreaInsets() {
        guard isViewLoaded else { return }
        node.view.additionalSafeAreaInsets = additionalSafeAreaInsets.scene
        node.view.barSafeAreaInsets = barSafeAreaInsets.scene
    }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The traits this controller sets for itself and its children (iOS 17).
    public var traitOverrides = UITraitOverrides()
    /// The parent's traits (the current ones at the root), with what the parent overrides for this
    /// child and this controller's own `traitOverrides` on top, so an override reaches the
    /// children's children, as traits flow down in UIKit.
    open var traitCollection: UITraitCollection {
        let inherited = parent?.traitCollection ?? UITraitCollection.current
        let override = parent?.overrideTraitCollection(forChild: self) ?? UITraitCollection()
        return UITraitCollection(traitsFrom: [inherited, override, traitOverrides.collection])
    }
    /// The actions a 3D Touch preview of this controller offers (never shown here).
    open var previewActionItems: [any UIPreviewActionItem] { [] }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The child a container shows and forwards its appearance callbacks to, as UIKit's
    /// navigation and tab bar controllers do (the top and the selected child); switching between
    /// children sends the children's own.
    var shownChild: UIViewController? { nil }

    /// Whether this container's children hear their appearance callbacks by where their views
    /// are, as a custom container's do in UIKit (see `childrenInAppearance`); false for the
    /// system containers, which send them through their own transitions.
    var forwardsAppearanceByChildViews: Bool { true }
    /// The scroll view whose edge decides the look of the bar at `edge` (iOS 15): the one set
    /// with `setContentScrollView(_:for:)`, else nil, and UIKit looks for one itself.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.first { edge.isSubset(of: $0.edges) }?.view
    }

    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edges.intersection(edge).isEmpty }
        if let scrollView { contentScrollViews.append((edge, scrollView)) }
    }

    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    private var contentScrollViews: [(edges: NSDirectionalRectEdge, view: UIScrollView)] = []

    open var childForStatusBarStyle: UIViewController? { childViewControllerForStatusBarStyle }
    open var childForStatusBarHidden: UIViewController? { childViewControllerForStatusBarHidden }
    /// The names before Swift 4.2, still overridden by older code (the new ones default to them).
    @available(*, deprecated, renamed: "childForStatusBarStyle")
    open var childViewControllerForStatusBarStyle: UIViewController? { nil }
    @available(*, deprecated, renamed: "childForStatusBarHidden")
    open var childViewControllerForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's content is being edited; setting it calls `setEditing(_:animated:)`
    /// without animation, as in UIKit, so a subclass's override sees every change.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Turns editing on or off and updates `editButtonItem` (Edit, or a bold Done). Subclasses
    /// override it to put their content into editing mode and call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        if let item = madeEditButtonItem { Self.styleEditButton(item, editing: editing) }
    }

    /// The bar button that toggles editing: "Edit" while not editing, "Done" (bold) while editing.
    /// One item per controller, made when first asked for, as UIKit makes it.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        Self.styleEditButton(item, editing: isEditing)
        madeEditButtonItem = item
        return item
    }
    private var madeEditButtonItem: UIBarButtonItem?

    private static func styleEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    open override var next: UIResponder? { view.superview }
    override var responderWindow: UIWindow? { viewIfLoaded?.window }

    /// The edges on which a navigation or tab bar controller lets this controller's view reach
    /// under its bars; on the others the view ends at the bar (its frame starts below a
    /// navigation bar, or stops above a tab bar or toolbar).
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    /// Whether the view also reaches under bars that are opaque (`isTranslucent` false), which
    /// it does not by default.
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.viewIfLoaded?.setNeedsLayout() } }
    // Kept for the code that still sets it: scroll-view insets follow the safe area here.
    open var automaticallyAdjustsScrollViewInsets = true

    /// Whether a container places this controller's view under its bar on `edge`.
    func extendsLayout(under edge: UIRectEdge, barIsOpaque: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (!barIsOpaque || extendedLayoutIncludesOpaqueBars)
    }

    /// The edge of the status and navigation bars: `length` is the top safe-area inset, and
    /// its anchors are those of a guide from the view's top to its safe area's top.
    @available(iOS, deprecated: 11.0, message: "use view.safeAreaLayoutGuide")
    open var topLayoutGuide: UILayoutSupport { layoutSupport(top: true) }
    /// The edge of the tab bar and home indicator, as `topLayoutGuide` is of the top bars.
    @available(iOS, deprecated: 11.0, message: "use view.safeAreaLayoutGuide")
    open var bottomLayoutGuide: UILayoutSupport { layoutSupport(top: false) }

    private var barLayoutSupports: [BarLayoutSupport] = []

    private func layoutSupport(top: Bool) -> UILayoutSupport {
        if let made = barLayoutSupports.first(where: { $0.isTop == top }) { return made }
        let guide = BarLayoutSupport(isTop: top)
        barLayoutSupports.append(guide)
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate(top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor),
               guide.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
               guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        for anchor in [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                       guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)] { anchor.isActive = true }
        return guide
    }

    // MARK: Showing

    /// UIKit's adaptive show: handed to the nearest parent whose class overrides it (a
    /// navigation controller pushes; an app's container does what it does), else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if ShowForwarding.isProbing(self) { return ShowForwarding.reachedDefault() }
        if ShowForwarding.handOn(from: self, { $0.show(vc, sender: sender) }) { return }
        present(vc, animated: true)
    }

    /// Shown by the nearest parent whose class overrides this method (a split view controller
    /// as its detail; an app's container as it likes), else presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if ShowForwarding.isProbing(self) { return ShowForwarding.reachedDefault() }
        if ShowForwarding.handOn(from: self, { $0.showDetailViewController(vc, sender: sender) }) { return }
        present(vc, animated: true)
    }

    /// The controller that would take `action`: this one if it can perform it, else the first of
    /// its parents and presenters that can, as UIKit looks for the target of `show(_:sender:)`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        var visited: Set<ObjectIdentifier> = []
        while let controller = current, visited.insert(ObjectIdentifier(controller)).inserted {
            if controller.canPerformAction(action, withSender: sender) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// The nearest split view controller among this controller's ancestors.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    // MARK: Storyboards

    /// The storyboard the controller was made from; nil for one made in code.
    public internal(set) var storyboard: UIStoryboard?

    /// Performs the segue of the controller's storyboard scene with `identifier`. UIKit raises when
    /// there is none; here it is reported (the sampler fails the transition naming it).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, let scene = interfaceBuilderScene, let segue = scene.segueElement(withIdentifier: identifier) else {
            SceneDiagnostics.report("performSegue(withIdentifier: \"\(identifier)\"): Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'"
                                    + (storyboard == nil ? " (it was not made from a storyboard)" : ""))
            return
        }
        storyboard.perform(segue, from: self, sender: sender)
    }

    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // Unwind segues (StoryboardScene.swift runs them): the search for the destination asks each
    // controller which children to look in and whether it takes the segue; UIKit's own unwinding
    // asks each container on the way to show the child towards the destination.

    /// Whether this controller takes an unwind segue whose action it implements: any controller
    /// but the source does (UIKit's default asks the deprecated variant, which says the same).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, withSender: sender as Any)
    }

    @available(iOS, deprecated: 13.0)
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        fromViewController !== self
    }

    /// The children to search for an unwind segue's destination: all but the one the segue
    /// comes from, the most recently added first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let excluded = childContaining(source)
        return children.reversed().filter { $0 !== excluded }
    }

    /// The child the unwind segue's source is in (the source itself, or a controller it lives
    /// under or was presented from).
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        var visited: Set<ObjectIdentifier> = []
        while let controller = current, visited.insert(ObjectIdentifier(controller)).inserted {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Called on each container between an unwind segue's destination and the window, with the
    /// child that leads to the destination; a container shows that child (a navigation controller
    /// pops to it, a tab bar controller selects it). Plain controllers do nothing.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// The controller that takes an unwind action, before iOS 9: the first of the children that
    /// can, else nil.
    @available(iOS, deprecated: 9.0)
    open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?) -> UIViewController? {
        children.reversed().first { $0.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender) }
    }

    /// The segue a container ran for an unwind before iOS 9: a plain one, with nothing to perform.
    @available(iOS, deprecated: 9.0)
    open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController,
                                identifier: String?) -> UIStoryboardSegue? {
        UIStoryboardSegue(identifier: identifier, source: fromViewController, destination: toViewController)
    }

    /// Called before a segue runs; override it to hand the destination its data.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: Presentation

    // The style, the transition style and the delegate are read when the controller is
    // presented (and the delegate again when it is dismissed), as UIKit reads them: a subclass
    // may override them with getters of its own.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { applyPresentationStyle() }
    }

    /// The system animation when the delegate vends none. A horizontal flip over the whole screen
    /// turns it over in 3-D (`FlipTransitionAnimator`); over a sheet, and the page curl, are drawn
    /// as cross dissolves (a page curl over a screen that is not full screen is refused, as UIKit
    /// raises).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical {
        didSet { applyPresentationStyle() }
    }

    /// The system transition this controller asks for when it is pushed or presented (iOS 18):
    /// a zoom from a source view, or a modal transition style that takes the place of
    /// `modalTransitionStyle`. The app's own animator, when its delegate vends one, wins.
    open var preferredTransition: UIViewControllerTransition? {
        didSet { applyPresentationStyle() }
    }

    /// Held weakly, as in UIKit: keep the delegate alive yourself.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var modalPresentationCapturesStatusBarAppearance = false
    open var isModalInPresentation = false
    /// A change is told to the container: the parent controller, else the presentation controller.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            tellContainerPreferredContentSizeChanged()
        }
    }

    func tellContainerPreferredContentSizeChanged() {
        if let parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else {
            currentPresentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The controller this one presented, or one of its ancestors did (a child inside a
    /// navigation controller sees what the navigation controller presented), as UIKit answers.
    open var presentedViewController: UIViewController? {
        node.presentedViewController.flatMap(UIViewController.bridge) ?? parent?.presentedViewController
    }

    open var presentingViewController: UIViewController? {
        node.presentingViewController.flatMap(UIViewController.bridge) ?? parent?.presentingViewController
    }

    /// The controller managing this one's presentation: the one the delegate vended, or the
    /// system's for the style; for a controller inside a presented one (the root of a presented
    /// navigation controller), that one's. It is one object for the whole presentation, as
    /// UIKit keeps it: screens set its `delegate` once. Before the presentation a sheet's
    /// controller already exists, as in UIKit (`presentationController?.delegate = self` before
    /// `present`), and so does a custom one: asked for, the transitioning delegate makes it
    /// then (`prepare(for:sender:)` configures the destination's), and the presentation uses
    /// that one. The system's full-screen styles have none until they are presented.
    open var presentationController: UIPresentationController? {
        if let current = currentPresentationController { return current }
        guard parent == nil else { return nil }
        if modalPresentationStyle == .popover { return pendingPopover() }
        if modalPresentationStyle == .custom, presentingViewController == nil { return pendingCustom() }
        return presentsAsSheet ? pendingSheet() : nil
    }

    /// The custom presentation controller the delegate vends for the presentation to come,
    /// made once (nil when the delegate vends none).
    private func pendingCustom() -> UIPresentationController? {
        if let pending = retainedPresentationController, pending.presentedViewController === self { return pending }
        let made = transitioningDelegate?.presentationController(forPresented: self, presenting: nil, source: self)
        retainedPresentationController = made
        return made
    }

    /// Whether this controller shows in a system sheet: its own presentation's, or its nearest
    /// presented ancestor's, under way or shown.
    var showsInSheet: Bool {
        guard let sheet = currentPresentationController as? UISheetPresentationController else { return false }
        return sheet.presentedViewController.presentingViewController != nil
    }

    /// The presentation controller of the presentation under way or shown, this controller's or
    /// its nearest presented ancestor's; nil when none is.
    private var currentPresentationController: UIPresentationController? {
        if let retainedPresentationController, retainedPresentationController.node === node.presentationController {
            return retainedPresentationController
        }
        if let presentation = node.presentationController {
            // The system's controller (full screen, over full screen) is made by the engine;
            // its UIKit object is kept until the dismissal lets go of both.
            let made = UIPresentationController.bridge(presentation)
            retainedPresentationController = made
            return made
        }
        return parent?.currentPresentationController
    }

    /// The sheet's controller, made before the presentation as UIKit does, so code can set its
    /// detents in `viewDidLoad` or before calling `present`.
    open var sheetPresentationController: UISheetPresentationController? {
        if let current = currentPresentationController { return current as? UISheetPresentationController }
        guard presentsAsSheet, presentingViewController == nil else { return nil }
        return pendingSheet()
    }

    /// The sheet controller a sheet-style controller has before it is presented; the
    /// presentation uses it.
    private func pendingSheet() -> UISheetPresentationController {
        if let pending = retainedPresentationController as? UISheetPresentationController { return pending }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        retainedPresentationController = sheet
        return sheet
    }

    /// The popover's controller of a `.popover` controller, made before the presentation as
    /// UIKit does (code sets its source view and delegate before calling `present`); nil for
    /// the other styles.
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let current = currentPresentationController { return current as? UIPopoverPresentationController }
        return presentingViewController == nil ? pendingPopover() : nil
    }

    /// The popover controller a `.popover` controller has before it is presented.
    func pendingPopover() -> UIPopoverPresentationController {
        if let pending = retainedPresentationController as? UIPopoverPresentationController { return pending }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        retainedPresentationController = popover
        return popover
    }

    /// The style this controller's presentation was adapted to as it was presented: a popover's
    /// on an iPhone (what its delegate answers for the compact width, `.none` keeping it a
    /// popover, else a sheet, as UIKit adapts a popover since iOS 13), or the full-screen style a
    /// custom presentation's delegate asks for there. Nil when it was not adapted.
    private(set) var adaptedPresentationStyle: UIModalPresentationStyle?

    /// The style the presentation takes: the controller's, as adapted.
    var effectivePresentationStyle: UIModalPresentationStyle {
        if let adaptedPresentationStyle { return adaptedPresentationStyle }
        return modalPresentationStyle == .popover ? .formSheet : modalPresentationStyle
    }

    /// Adapts the presentation of this controller to a horizontally compact environment as UIKit
    /// does, and returns the controller to present: this one, or the one the presentation
    /// controller's delegate puts in its place (`viewControllerForAdaptivePresentationStyle`,
    /// typically a navigation controller around it).
    private func adaptPresentation(to traits: UITraitCollection) -> UIViewController {
        adaptedPresentationStyle = nil
        if modalPresentationStyle == .popover {
            adaptPopover()
            return self
        }
        return adaptCustomPresentation(to: traits)
    }

    private func adaptPopover() {
        let popover = pendingPopover()
        let asked = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: popover.traitCollection) ?? .automatic
        switch asked {
        case .none, .popover: adaptedPresentationStyle = .popover
        case .automatic: adaptedPresentationStyle = .formSheet
        default: adaptedPresentationStyle = asked
        }
        if let delegate = popover.delegate as? UIPopoverPresentationControllerDelegate, adaptedPresentationStyle == .popover {
            delegate.prepareForPopoverPresentation(popover)
        }
    }

    /// A custom presentation adapts in a horizontally compact environment only to full screen or
    /// over full screen (any other answer means no adaptation, as UIKit documents), when the
    /// presentation controller's delegate asks for it, or the controller itself when the
    /// delegate does not answer.
    private func adaptCustomPresentation(to traits: UITraitCollection) -> UIViewController {
        guard modalPresentationStyle == .custom, traits.horizontalSizeClass == .compact else { return self }
        isStartingPresentation = true
        let made = pendingCustom()
        isStartingPresentation = false
        guard let controller = made else { return self }
        var style = controller.delegate?.adaptivePresentationStyle(for: controller, traitCollection: traits) ?? .automatic
        if style == .automatic { style = controller.adaptivePresentationStyle(for: traits) }
        guard style == .fullScreen || style == .overFullScreen else { return self }
        let delegate = controller.delegate
        let shown = delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: style) ?? self
        shown.adaptedPresentationStyle = style
        delegate?.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: nil)
        return shown
    }

    /// The running transition's coordinator when this controller takes part, else its parent's:
    /// a screen being pushed is not in the window yet when its `viewWillAppear` asks.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        node.transitionCoordinator ?? parent?.transitionCoordinator
    }

    open var isBeingPresented: Bool { node.isBeingPresented || isStartingPresentation }
    /// Set while `present` makes the presentation controller, before the engine starts the
    /// presentation: a view the presentation controller loads already sees it being presented.
    private var isStartingPresentation = false
    open var isBeingDismissed: Bool { node.isBeingDismissed }
    open var isMovingToParent: Bool { movingState == .toParent }
    open var isMovingFromParent: Bool { movingState == .fromParent }

    /// Set by a container while this controller is being added to it or removed from it.
    var movingState: MovingState?
    enum MovingState { case toParent, fromParent }

    /// Presents through the presentation context, as UIKit resolves it: the controller that
    /// actually presents (and becomes `presentingViewController`, whose view the animator gets as
    /// the `.from` view) is found by `presentationContext(for:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let shown = viewControllerToPresent.adaptPresentation(to: traitCollection)
        let transitionStyle = shown.preferredTransition?.modalTransitionStyle ?? shown.modalTransitionStyle
        if transitionStyle == .partialCurl, shown.effectivePresentationStyle != .fullScreen {
            // A page sheet (the default since iOS 13) is not full screen.
            return SceneDiagnostics.report("present(\(type(of: shown))): Application tried to present UIModalTransitionStylePartialCurl "
                                           + "to or from non-fullscreen view controller (UIKit raises); set modalPresentationStyle = .fullScreen",
                                           about: viewIfLoaded?.node)
        }
        shown.applyPresentationStyle()
        let presenter = presentationContext(for: shown.effectivePresentationStyle)
        presenter.retainedPresented = shown
        // The delegate hears of this controller as the source, whichever context presents.
        presenter.node.present(shown.node, animated: flag, source: node, completion: completion)
    }

    /// The controller that presents on this one's behalf. For the current-context styles, the
    /// nearest of this controller and its ancestors that `definesPresentationContext`, else the
    /// root of its containment chain; for every other style that root: a child of a navigation
    /// or tab bar controller presents through its container, whose view (with its bars) is the
    /// one that goes behind the presented controller.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        let currentContext = style == .currentContext || style == .overCurrentContext
        var candidate = self
        while let parent = candidate.parent {
            if currentContext, candidate.definesPresentationContext { return candidate }
            candidate = parent
        }
        return candidate
    }

    /// The controller whose presentation this one is part of: itself, or the ancestor that was
    /// presented (a child inside a presented navigation controller).
    private var presentedContainer: UIViewController {
        var candidate = self
        while candidate.node.presentingViewController == nil, let parent = candidate.parent { candidate = parent }
        return candidate.node.presentingViewController == nil ? self : candidate
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? presentedContainer
        let presenter = presented.presentingViewController
        // The presented controller lives through the completion, as in UIKit, so a completion
        // that captured it weakly still finds it.
        presented.node.dismissPresentationStack(animated: flag) { [weak presenter] in
            presented.presentingRelease(by: presenter)
            completion?()
        }
    }

    /// Once a dismissal has ended (not been cancelled), UIKit lets go of the presented
    /// controller and its presentation controller.
    private func presentingRelease(by presenter: UIViewController?) {
        guard presentingViewController == nil else { return }
        retainedPresentationController = nil
        if let presenter, presenter.retainedPresented === self { presenter.retainedPresented = nil }
    }

    /// The scene model's styles for UIKit's: sheets are custom presentations with UIKit's sheet
    /// controller; the over-context styles keep the presenter's views like over-full-screen.
    private func applyPresentationStyle() {
        let transitionStyle = preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
        node.modalTransitionStyle = transitionStyle == .coverVertical ? .coverVertical : .crossDissolve
        switch effectivePresentationStyle {
        case .fullScreen, .currentContext: node.modalPresentationStyle = .fullScreen
        case .overFullScreen, .overCurrentContext, .blurOverFullScreen: node.modalPresentationStyle = .overFullScreen
        case .popover:
            // A popover fades in and out where it stands (see `UIPopoverPresentationController`).
            node.modalPresentationStyle = .custom
            node.modalTransitionStyle = .crossDissolve
        case .custom, .automatic, .pageSheet, .formSheet, .none: node.modalPresentationStyle = .custom
        }
    }

    /// True for the styles UIKit shows as a sheet on an iPhone (a popover the delegate does
    /// not keep as a popover among them).
    var presentsAsSheet: Bool {
        switch effectivePresentationStyle {
        case .automatic, .pageSheet, .formSheet, .none: true
        default: false
        }
    }

    // MARK: Size changes

    /// Call super: it forwards the change to the presented controller and its presentation
    /// controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let coordinator = coordinator as? TransitionCoordinator else { return }
        node.forwardSizeTransition(to: size.scene, with: coordinator)
    }

    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: System requests
    //
    // What a controller asks of the system or declares for it: the home indicator, edge gestures,
    // rotation, pointer lock, state restoration, keyboard dismissal. None of it changes what a frame
    // shows here (the phone never rotates, there is no home indicator, pointer or restoration), so
    // these keep what code sets, answer UIKit's documented defaults and call nothing back.

    /// The phone stays portrait: there is nothing to rotate to.
    open class func attemptRotationToDeviceOrientation() {}

    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: UIViewController? { nil }

    /// The orientation before size classes: always portrait here.
    @available(iOS, deprecated: 8.0)
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    // The rotation callbacks before iOS 8. The phone never rotates, so they are never called;
    // a size change calls `viewWillTransition(to:with:)`, as it does in UIKit.
    @available(iOS, deprecated: 8.0)
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(iOS, deprecated: 8.0)
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    @available(iOS, deprecated: 8.0)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    @available(iOS, deprecated: 8.0)
    open func rotatingHeaderView() -> UIView? { nil }
    @available(iOS, deprecated: 8.0)
    open func rotatingFooterView() -> UIView? { nil }
    @available(iOS, deprecated: 8.0)
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }

    /// Whether the keyboard stays up while a form sheet takes focus elsewhere; no keyboard is
    /// drawn here. UIKit's default: only for form sheets.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

    open var restoresFocusAfterTransition = true

    /// The popover's modality before `isModalInPresentation`: the same flag.
    @available(iOS, deprecated: 13.0, renamed: "isModalInPresentation")
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// State restoration does not run here; the identifier is kept for code that reads it back.
    open var restorationIdentifier: String?

    open var performsActionsWhilePresentingModally: Bool { false }

    // MARK: Split views

    /// What a controller does when a split view collapses onto it: nothing by default (a
    /// navigation controller takes the secondary's stack; UIKit lets the split view decide).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// The secondary controller a split view gets back when it expands: none by default.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // MARK: Children

    /// The commands `addKeyCommand(_:)` added.
    var addedKeyCommands: [UIKeyCommand] = []
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Traits a container gives one of its children over its own (`setOverrideTraitCollection`).
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// Gives `childViewController` traits of its own (a size class, a style); nil removes them.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        let previous = childViewController.traitCollection
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        if childViewController.traitCollection != previous {
            childViewController.traitCollectionDidChange(previous)
        }
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.childTraitOverrides[ObjectIdentifier(self)] = nil
        parent.children.removeAll { $0 === self }
        self.parent = nil
        // The bars of the container it left are not around it any more (a screen popped, then
        // presented on its own, has the window's safe area).
        if barSafeAreaInsets != .zero { barSafeAreaInsets = .zero }
    }

    // Code from before Swift 4.2 overrides the old names; the new ones call them, so either
    // override is called.
    open func willMove(toParent parent: UIViewController?) { willMove(toParentViewController: parent) }
    open func didMove(toParent parent: UIViewController?) { didMove(toParentViewController: parent) }
    @available(*, deprecated, renamed: "willMove(toParent:)")
    open func willMove(toParentViewController parent: UIViewController?) {}
    @available(*, deprecated, renamed: "didMove(toParent:)")
    open func didMove(toParentViewController parent: UIViewController?) {}

    /// Whether `transition(from:to:…)` sends its two children their appearance callbacks.
    /// A container that returns false calls `beginAppearanceTransition` and
    /// `endAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Swaps one child's view for another's, as a custom container does: `toViewController`'s
    /// view joins `fromViewController`'s superview (above it) and `animations` run as an
    /// animation block of `duration` and `options`; with a transition option (a flip, a cross
    /// dissolve) the two views transition as `UIView.transition(from:to:…)` draws it. At the
    /// end the old view leaves its superview. Both must be children of this controller.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            return SceneDiagnostics.report("transition(from: \(type(of: fromViewController)), to: \(type(of: toViewController))): both must be children of \(type(of: self)) (UIKit raises)",
                                           about: viewIfLoaded?.node)
        }
        let fromView: UIView = fromViewController.view, toView: UIView = toViewController.view
        let animated = duration > 0
        let forwards = shouldAutomaticallyForwardAppearanceMethods
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        // Bits 20–22 hold the transition style (flip, curl, cross dissolve).
        if options.rawValue & (7 << 20) != 0 {
            if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
            return UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
        }
        if toView.superview == nil, let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
        }
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }) { finished in
            fromView.removeFromSuperview()
            finish(finished)
        }
    }

    /// A container's own appearance calls, in pairs: `begin` sends the will-callback, `end` the
    /// matching did-callback.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceInProgress = (isAppearing, animated)
        appearanceState = isAppearing ? .appearing : .disappearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    open func endAppearanceTransition() {
        guard let (isAppearing, animated) = appearanceInProgress else { return }
        appearanceInProgress = nil
        appearanceState = isAppearing ? .appeared : .disappeared
        if isAppearing { viewDidAppear(animated) } else { viewDidDisappear(animated) }
    }

    /// The appearance begun with `beginAppearanceTransition` and not yet ended.
    private var appearanceInProgress: (isAppearing: Bool, animated: Bool)?

    /// Where the controller is in its appearance callbacks, as UIKit tracks it.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    private(set) var appearanceState = AppearanceState.disappeared

    /// The children that hear this controller's appearance callbacks with it: the shown child
    /// of a system container; for any other container that forwards them automatically, the
    /// children whose views are in its view now.
    private var childrenInAppearance: [UIViewController] {
        if let shownChild { return [shownChild] }
        guard forwardsAppearanceByChildViews, shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// The child's view joined or left a window (`addSubview`, `removeFromSuperview`): UIKit
    /// sends a custom container's child its appearance callbacks then, while the container is
    /// shown (the will-callback alone while the container is itself appearing: the did-callback
    /// comes with the container's).
    func rootViewMovedInHierarchy() {
        guard let parent, parent.forwardsAppearanceByChildViews, parent.shouldAutomaticallyForwardAppearanceMethods,
              let view = viewIfLoaded else { return }
        let shown = view.window != nil && parent.viewIfLoaded.map { view.isDescendant(of: $0) } == true
        switch (shown, appearanceState, parent.appearanceState) {
        case (true, .disappeared, .appeared):
            node.viewWillAppear(false)
            node.viewDidAppear(false)
        case (true, .disappeared, .appearing):
            node.viewWillAppear(false)
        case (false, .appeared, _):
            node.viewWillDisappear(false)
            node.viewDidDisappear(false)
        default: break
        }
    }

    /// A container about to show its child as it appears itself (a navigation controller tells
    /// its delegate), after its own `viewWillAppear`, before the child's.
    func shownChildWillAppear(_ animated: Bool) {}
    /// The same once the child's `viewDidAppear` has run.
    func shownChildDidAppear(_ animated: Bool) {}
}

/// The scene node of a `UIViewController`: the scene model's callbacks reach the UIKit class.
/// The engine's controller asks its UIKit controller through these, so the app's overrides run.
extension UIViewController: ViewControllerHost {
    package func hostLoadView() { loadView() }

    package func hostViewDidLoad() {
        applySafeAreaInsets()
        viewDidLoad()
    }

    package func hostViewWillAppear(_ animated: Bool) {
        appearanceState = .appearing
        viewWillAppear(animated)
        viewIsAppearing(animated)
        shownChildWillAppear(animated)
        for child in childrenInAppearance where child.appearanceState != .appearing { child.node.viewWillAppear(animated) }
    }

    package func hostViewDidAppear(_ animated: Bool) {
        appearanceState = .appeared
        viewDidAppear(animated)
        for child in childrenInAppearance where child.appearanceState != .appeared { child.node.viewDidAppear(animated) }
        shownChildDidAppear(animated)
    }

    package func hostViewWillDisappear(_ animated: Bool) {
        appearanceState = .disappearing
        viewWillDisappear(animated)
        for child in childrenInAppearance where child.appearanceState != .disappearing { child.node.viewWillDisappear(animated) }
    }

    package func hostViewDidDisappear(_ animated: Bool) {
        appearanceState = .disappeared
        viewDidDisappear(animated)
        for child in childrenInAppearance where child.appearanceState != .disappeared { child.node.viewDidDisappear(animated) }
    }


    package func hostViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: CGSize(size), with: coordinator)
    }
}

/// The content containers of UIKit: view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2
}

public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// How the interface is turned, with UIKit's raw values (the landscape sides are named for the
/// home button's side, so their numbers cross those of the device orientation).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// How `show(_:sender:)` and `showDetailViewController(_:sender:)` find the controller that
/// shows: UIKit asks `targetViewController(forAction:sender:)` for the nearest parent whose
/// class overrides the method (a controller presented modally presents in turn). Without Objective-C's method tables, each
/// ancestor's method is called in turn, marked as a probe: an override handles the call, and
/// reaching UIKit's default implementation on that ancestor (directly, or through the
/// override's `super` call) says to go on up.
@MainActor
enum ShowForwarding {
    private static var probed: [ObjectIdentifier] = []
    private static var defaultWasReached = false

    /// Whether `controller`'s default implementation runs as a probe of it.
    static func isProbing(_ controller: UIViewController) -> Bool { probed.last == ObjectIdentifier(controller) }

    /// Called by the default implementation when it is reached while probing.
    static func reachedDefault() { defaultWasReached = true }

    /// Calls `send` on each ancestor of `controller` in turn until one's override handles it;
    /// false when none does.
    static func handOn(from controller: UIViewController, _ send: (UIViewController) -> Void) -> Bool {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(controller)]
        var current = controller.parent
        while let ancestor = current, visited.insert(ObjectIdentifier(ancestor)).inserted {
            probed.append(ObjectIdentifier(ancestor))
            defaultWasReached = false
            send(ancestor)
            probed.removeLast()
            if !defaultWasReached { return true }
            current = ancestor.parent
        }
        return false
    }
}
