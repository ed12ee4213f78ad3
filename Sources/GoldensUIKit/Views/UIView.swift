import GoldensScene

/// UIKit's view, drawn by the scene model: every `UIView` stands for one scene view (`node`),
/// which holds the geometry, the animations and the place in the tree. A subclass overrides
/// `layoutSubviews`, `sizeThatFits` and the move callbacks exactly as in UIKit; the scene model
/// calls them back through the node.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The scene view this view stands for (set once, by the initializer).
    private(set) var node: View!
    private var storedLayer: CALayer!
    open var layer: CALayer { storedLayer }
    /// The guides this view keeps, by their engine guide: its system guides once read, and the
    /// guides added to it. UIKit's view retains both, so each is one object while the view
    /// lives, of the class it was made with (UIView+AutoLayout.swift).
    var keptLayoutGuides: [ObjectIdentifier: UILayoutGuide] = [:]

    /// Set through `cornerConfiguration` (iOS 26).
    var storedCornerConfiguration: UICornerConfiguration?
    // Appearance proxies (UIAppearance.swift).
    var isAppearanceProxy = false
    var appearanceSettings: [String: (UIView) -> Void] = [:]
    var ownAppearanceKeys: Set<String> = []
    var isApplyingAppearance = false
    var appearanceApplied = false

    /// The proxy whose settings every view of this class takes when it enters a window.
    open class func appearance() -> UIView { AppearanceProxies.proxy(for: self) { UIView(frame: .zero) } }

    /// The proxy whose settings the views of this class inside instances of `containerTypes`
    /// take (the last the innermost), over those of `appearance()`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIView(frame: .zero) }
    }

    #if !canImport(ObjectiveC)
    /// The key-value observations of this view's properties (see `KeyValueObserving.swift`).
    var keyValueObservations: [WeakObservation] = []
    /// Nested `changingKeyValues` calls running, and whether a value changed meanwhile.
    private var keyValueChangeDepth = 0
    private var keyValuesChanged = false
    #endif

    /// True when this object stands for a node the engine made (a snapshot, a transition's
    /// container): it does no UIKit setup of its own and leaves the node's behaviour alone.
    let wrapsExistingNode: Bool

    // UIKit's two designated initializers are the public ones, so a subclass that declares
    // none of its own inherits `init()` and `init(frame:)`, as it does with UIKit.
    public init(frame: CGRect) {
        wrapsExistingNode = false
        super.init()
        setUp(node: nil, frame: frame)
    }

    /// A view read from a keyed archive takes the archived view's settings and subviews (see
    /// `UIView+Archiving.swift`); one from a storyboard starts empty and takes its element's
    /// attributes once this returns; the coder `bridge` passes carries the engine node the new
    /// view stands for.
    public required init?(coder: NSCoder) {
        let adopted = (coder as? NodeAdoptionCoder)?.node
        wrapsExistingNode = adopted != nil
        super.init()
        setUp(node: adopted, frame: .zero)
        decodeArchivedView(from: coder)
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    private func setUp(node wrapped: View?, frame: CGRect) {
        let node = wrapped ?? type(of: self).makeNode(frame: frame)
        self.node = node
        storedLayer = UIView.makeLayer(of: type(of: self).layerClass, for: node)
        node.host = self
        guard wrapped == nil else { return }
        node.hostTypeName = String(describing: type(of: self))
        if !type(of: self).takesTouchesByDefault { isUserInteractionEnabled = false }
        self.frame = frame
    }

    /// Whether this class adds parts of its own (a button's label, a cell's content view) after
    /// `super.init(coder:)`, and so finishes a copy read from an archive itself
    /// (`finishArchivedCopy(from:)`).
    class var makesPartsAfterDecoding: Bool { false }

    /// Whether a new view of this class takes touches: labels and image views do not, as in UIKit.
    class var takesTouchesByDefault: Bool { true }

    /// The class of the view's layer. Any `CALayer` subclass works, the app's own included: the
    /// view's layer is an instance of exactly this class, as `layer as! MyLayer` expects.
    open class var layerClass: AnyClass { CALayer.self }

    /// An instance of `layerClass` standing for the view's engine layer. UIKit makes it with
    /// `init()`; without the Objective-C runtime a metatype can only call a required
    /// initializer, so the package's own classes are made directly and an app's subclass goes
    /// through `init?(coder:)` (which every `CALayer` subclass has, inherited or written) with a
    /// coder carrying the engine layer to adopt.
    private static func makeLayer(of layerClass: AnyClass, for node: View) -> CALayer {
        let layer: CALayer
        switch ObjectIdentifier(layerClass) {
        case ObjectIdentifier(CALayer.self): layer = CALayer(node.layer)
        case ObjectIdentifier(CAShapeLayer.self): layer = CAShapeLayer(node.layer)
        case ObjectIdentifier(CAGradientLayer.self): layer = CAGradientLayer(node.layer)
        case ObjectIdentifier(CATextLayer.self): layer = CATextLayer(node.layer)
        case ObjectIdentifier(CAReplicatorLayer.self): layer = CAReplicatorLayer(node.layer)
        case ObjectIdentifier(CATransformLayer.self): layer = CATransformLayer(node.layer)
        default:
            guard let layerType = layerClass as? CALayer.Type,
                  let appLayer = layerType.init(coder: LayerAdoptionCoder(node.layer)) else {
                SceneDiagnostics.report("layerClass \(String(describing: layerClass)) is not a CALayer subclass; the view gets a plain CALayer",
                                        about: node)
                layer = CALayer(node.layer)
                break
            }
            layer = appLayer
        }
        if node.layerContent == nil { node.layerContent = type(of: layer).initialContent }
        // A view whose layer is a transform layer keeps its subviews in 3-D (a cube's faces).
        if type(of: layer).preservesDepth { node.preservesDepth = true }
        return layer
    }

    /// The engine node a new view of this class stands for.
    class func makeNode(frame: CGRect) -> View { View() }

    /// The UIView standing for `node`, made now when the engine created the node.
    static func bridge(_ node: View) -> UIView {
        if let host = node.host as? UIView { return host }
        let coder = NodeAdoptionCoder(node)
        switch node {
        case is Window: return UIWindow(coder: coder)!
        case is Label: return UILabel(coder: coder)!
        case is ImageView: return UIImageView(coder: coder)!
        default: return UIView(coder: coder)!
        }
    }

    // MARK: Geometry

    open var frame: CGRect {
        get { CGRect(node.frame) }
        set {
            // One change for observers, though the layer takes a new size and position.
            changingKeyValues { node.frame = newValue.scene }
        }
    }

    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set { node.bounds = newValue.scene }
    }

    open var center: CGPoint {
        get { CGPoint(node.center) }
        set { node.center = newValue.scene }
    }

    open var transform: CGAffineTransform {
        get { CGAffineTransform(node.transform) }
        set { node.transform = newValue.scene }
    }

    /// The 3-D transform of the layer (only its flat part is drawn).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(node.alpha) }
        set { node.alpha = Double(newValue) }
    }

    open var isHidden: Bool {
        get { node.isHidden }
        set {
            guard newValue != node.isHidden else { return }
            node.isHidden = newValue
            // A stack view collapses (or reopens) the place of an arranged view.
            if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityChanged()
            }
        }
    }

    open var backgroundColor: UIColor? {
        get { patternBackground ?? node.backgroundColor.map(UIColor.init) }
        set {
            node.backgroundColor = newValue?.rgba
            node.backgroundPattern = newValue?.patternImage?.image
            patternBackground = newValue?.patternImage != nil ? newValue : nil
            noteAppearance("backgroundColor") { $0.backgroundColor = newValue }
        }
    }

    /// The pattern colour set as the background, answered back as set.
    private var patternBackground: UIColor?

    open var clipsToBounds: Bool {
        get { node.clipsToBounds }
        set { node.clipsToBounds = newValue }
    }

    /// A view whose alpha masks this one. Drawn from the mask view's own layer: its background
    /// colour's alpha inside its (rounded) bounds, times its alpha. A circle or rounded rect
    /// reveal works; a mask with subviews or content (text, an image) fails the frame with an
    /// error naming the mask view rather than drawing a wrong golden.
    open var mask: UIView? {
        didSet { node.mask = mask?.node }
    }

    open var tag = 0
    /// Whether this view is one its superview's UIKit class made for itself (a button's label, a
    /// cell's content view), which a copy of the superview makes again rather than copying.
    var isPartOfSuperview = false
    open var isOpaque = true
    /// Whether `draw(_:)` must run before the view is next drawn.
    private var needsDisplay = true
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// The view's own tint, else its superview's (the system blue at the top), as UIKit inherits
    /// it: setting it (nil: inherit again) tells this view and the views below it that inherit it
    /// through `tintColorDidChange()`.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? inheritedTint.dimmedTint : inheritedTint }
        set {
            explicitTint = newValue
            let tint = newValue
            noteAppearance("tintColor") { $0.tintColor = tint }
            tintDidChangeInSubtree()
        }
    }
    /// The tint set on this view; nil when it inherits its superview's.
    private(set) var explicitTint: UIColor?
    /// The tint before dimming: this view's own, else its superview's, else the system blue.
    private var inheritedTint: UIColor { explicitTint ?? superview?.inheritedTint ?? .systemBlue }
    /// The tint this view was last told about, so a move under a differently tinted superview
    /// tells it once, and a move that changes nothing does not.
    private var noticedTint: UIColor?

    /// Tells this view, and the views below it that inherit what changed (the tint, or with
    /// `modeChanged` the adjustment mode), that their tint changed.
    private func tintDidChangeInSubtree(modeChanged: Bool = false) {
        noticedTint = tintColor
        tintColorDidChange()
        for subview in subviews where modeChanged ? subview.ownTintAdjustmentMode == .automatic : subview.explicitTint == nil {
            subview.tintDidChangeInSubtree(modeChanged: modeChanged)
        }
    }

    /// The first mode other than `.automatic` from this view up, else `.normal`, as UIKit answers.
    /// A dimmed view's `tintColor` is its tint desaturated and darkened (`dimmedTint`); setting
    /// the mode tells this view and the views below it that inherit it (`tintColorDidChange()`),
    /// so a presentation that dims the screen behind it greys its buttons and bars.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
                view = current.superview
            }
            return .normal
        }
        set {
            guard newValue != ownTintAdjustmentMode else { return }
            ownTintAdjustmentMode = newValue
            tintDidChangeInSubtree(modeChanged: true)
        }
    }
    /// The mode set on this view (`.automatic`: it follows its superview).
    private(set) var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when `tintColor` or `tintAdjustmentMode` is set; override to recolour what the
    /// view draws with its tint.
    open func tintColorDidChange() {}
    open var contentMode: ContentMode = .scaleToFill
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The traits this view sets on top of its screen's (iOS 17).
    public var traitOverrides = UITraitOverrides()
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(phoneAtScale: CGFloat(node.window?.scale ?? 2)), traitOverrides.collection])
    }
    /// Called when the view's traits change. A view's traits here are its screen's, which do
    /// not change under it, so this runs only when code calls it (as an override's `super` does).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var contentScaleFactor: CGFloat {
        get { CGFloat(node.window?.scale ?? 2) }
        set {}
    }

    /// Names the view in dumped display lists and failure messages.
    open var accessibilityIdentifier: String? {
        get { node.name }
        set { node.name = newValue }
    }

    /// State restoration does not run here; the identifier is kept for code that reads it back
    /// (apps tell their screens' views apart by it).
    open var restorationIdentifier: String?

    // MARK: Interactions

    /// Drag, drop, context-menu, pointer and preview interactions: attached and told so, never
    /// driven in a test (no touch reaches them).
    open var interactions: [UIInteraction] = []

    open func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    open func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    // MARK: Layout

    /// When the superview is resized, the flexible parts of the frame share the change (a
    /// view whose mask Auto Layout translates is then held at that frame).
    open var autoresizingMask: AutoresizingMask {
        get { node.autoresizingMask }
        set { node.autoresizingMask = newValue }
    }
    open var autoresizesSubviews: Bool {
        get { node.autoresizesSubviews }
        set { node.autoresizesSubviews = newValue }
    }
    /// False: the view is placed by its constraints. True (the default): its frame is set by
    /// code and Auto Layout takes it as given.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { node.translatesAutoresizingMaskIntoConstraints }
        set { node.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { node.insetsLayoutMarginsFromSafeArea }
        set { node.insetsLayoutMarginsFromSafeArea = newValue }
    }
    open var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(node.layoutMargins) }
        set { node.layoutMargins = newValue.scene; layoutMarginsDidChange() }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(node.safeAreaInsets) }

    open func safeAreaInsetsDidChange() {}

    /// Archives the view (a keyed archive copies it: see `UIView+Archiving.swift`); a subclass
    /// that archives its own state calls `super`.
    open func encode(with coder: NSCoder) { encodeArchivedView(with: coder) }
    open override var classForKeyedArchiver: AnyClass? { archivedClass }
    open func layoutMarginsDidChange() {}

    /// Override to place subviews from `bounds`; the default gives subviews placed by
    /// constraints their solved frames, so an override calls `super` first.
    open func layoutSubviews() { node.applyConstraintFrames() }

    open func setNeedsLayout() { node.setNeedsLayout() }
    open func layoutIfNeeded() { node.layoutIfNeeded() }

    /// A new view of this class made as a table or collection view makes a registered class (a
    /// collection cell with `init(frame:)`, a table cell with `init(style:reuseIdentifier:)`, a
    /// header with `init(reuseIdentifier:)`); nil here. The `GoldensSelectors` plugin writes the
    /// override in each such class of the app, so a class registered through a value
    /// (`register(type, forCellWithReuseIdentifier:)` in a generic helper) can still be made.
    open class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { nil }

    /// What `registered` makes through `reusableViewInstance`; nil for none or a UIKit class.
    static func reusableInstance(of registered: AnyClass?, frame: CGRect, reuseIdentifier: String?) -> UIView? {
        (registered as? UIView.Type)?.reusableViewInstance(frame: frame, reuseIdentifier: reuseIdentifier)
    }

    /// True for a view of this module whose intrinsic height is its content's at the width the
    /// layout gives it (`layoutWidth`): a text view that does not scroll. Nil leaves the answer
    /// to the engine's view (a label's).
    var intrinsicHeightFollowsWidth: Bool? { nil }
    /// Asks for `draw(_:)` to run again before the next frame is drawn.
    open func setNeedsDisplay() { needsDisplay = true }
    /// The whole view is redrawn: a drawing is kept whole, not in parts.
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }

    /// The size that fits in `size`; plain views keep their current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(node.sizeThatFits(size.scene))
    }

    /// Resizes the view to what `sizeThatFits` answers for its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// The content's natural size: none for a plain view, the text for a label, the image for
    /// an image view. Auto Layout hugs it and resists compressing it.
    open var intrinsicContentSize: CGSize {
        CGSize(node.intrinsicContentSize)
    }

    /// Auto Layout reads the size again at every layout pass; this asks for one.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// True for views that only work with constraints; read by nothing here.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The insets of the content from the frame that Auto Layout aligns (none: the frame).
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }

    /// Override to update constraints after `setNeedsUpdateConstraints()`; call `super` last.
    open func updateConstraints() {}

    open func needsUpdateConstraints() -> Bool { node.needsUpdateConstraints }

    /// `updateConstraints`, through the controller's `updateViewConstraints` for a root view.
    func runUpdateConstraints() {
        if let viewController { viewController.updateViewConstraints() } else { updateConstraints() }
    }

    /// Whether this view has been marked for the constraint pass UIKit gives every view once.
    private var markedForFirstConstraintPass = false

    /// UIKit makes views needing a constraint update, so the first pass after they come into a
    /// window asks each one (a controller's root view through `updateViewConstraints`): views
    /// and screens that build their constraints in `updateConstraints` without calling
    /// `setNeedsUpdateConstraints()` get them.
    private func markSubtreeForFirstConstraintPass() {
        if !markedForFirstConstraintPass {
            markedForFirstConstraintPass = true
            node.setNeedsUpdateConstraints()
        }
        for subview in subviews { subview.markSubtreeForFirstConstraintPass() }
    }

    public static let noIntrinsicMetric: CGFloat = -1

    /// The layout pass of this view: its controller's will/did-layout around `layoutSubviews`,
    /// as UIKit runs them.
    // MARK: The layer's delegate

    /// Lays the view out when its own layer lays out its sublayers. Views override it (calling
    /// super) to size their sublayers to the laid-out bounds.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { runLayoutPass() }
    }

    /// A view draws its layer with `draw(_:)` (see `display`), so this does nothing by default.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// No action for a layer's change: a view's layer animates only inside animation blocks.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

    func runLayoutPass() {
        noteSafeAreaChange()
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// The controller whose root view this is.
    weak var viewController: UIViewController?

    /// The safe-area insets the last layout pass saw.
    private var laidOutSafeAreaInsets: UIEdgeInsets = .zero

    /// Tells the view, and the controller whose root view it is, that its safe-area insets
    /// changed since its last layout pass (entering a window, moving into or out of a strip,
    /// a container's bar appearing), before it lays out, as UIKit does.
    private func noteSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != laidOutSafeAreaInsets else { return }
        laidOutSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
    }

    // MARK: Hierarchy

    open var superview: UIView? { node.superview.map(UIView.bridge) }
    /// The subviews, back to front (stand-alone sublayers are the layer's, not views).
    open var subviews: [UIView] { node.subviews.filter { !($0 is LayerNode) }.map(UIView.bridge) }
    open var window: UIWindow? { node.window.map { UIView.bridge($0) as? UIWindow } ?? nil }

    /// Tells the view's old superview it is leaving, as UIKit does when a view moves.
    private func takeFromOldSuperview(_ view: UIView) {
        if let old = view.superview, old !== self { old.willRemoveSubview(view) }
    }

    open func addSubview(_ view: UIView) {
        takeFromOldSuperview(view)
        view.willMove(toSuperview: self)
        node.addSubview(view.node)
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        takeFromOldSuperview(view)
        view.willMove(toSuperview: self)
        node.insertSubview(view.node, at: index)
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        takeFromOldSuperview(view)
        view.willMove(toSuperview: self)
        node.insertSubview(view.node, aboveSubview: siblingSubview.node)
        didAddSubview(view)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        takeFromOldSuperview(view)
        view.willMove(toSuperview: self)
        node.insertSubview(view.node, belowSubview: siblingSubview.node)
        didAddSubview(view)
    }

    open func bringSubviewToFront(_ view: UIView) { node.bringSubviewToFront(view.node) }
    open func sendSubviewToBack(_ view: UIView) { node.sendSubviewToBack(view.node) }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = node.subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let first = views[low], second = views[high]
        node.insertSubview(second, at: low)
        node.insertSubview(first, at: high)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        // Keep self alive across the removal: the superview held the last reference.
        withExtendedLifetime(self) { node.removeFromSuperview() }
        didMoveToSuperview()
        viewController?.rootViewMovedInHierarchy()
    }

    open func isDescendant(of view: UIView) -> Bool { node.isDescendant(of: view.node) }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Layout direction

    /// How the view's content is laid out for right-to-left languages. Layout here is always
    /// left to right (the app's direction, see `UIApplication.userInterfaceLayoutDirection`);
    /// `.forceRightToLeft` would mirror leading and trailing, which is not modelled, so setting
    /// it is reported by name, unless the view lays its own content out right to left
    /// (`laysOutRightToLeft`: a button puts its image after its title).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet {
            if laysOutRightToLeft { return setNeedsLayout() }
            guard semanticContentAttribute == .forceRightToLeft else { return }
            SceneDiagnostics.report("\(node.displayName).semanticContentAttribute = .forceRightToLeft: right-to-left layout is not modelled by GoldensUIKit; leading and trailing stay left and right",
                                    about: node)
        }
    }

    /// Whether this view follows `.forceRightToLeft` in its own layout (not reported then).
    var laysOutRightToLeft: Bool { false }

    /// The direction the view's content is laid out in: its semantic content attribute
    /// resolved against the app's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                            relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction of content with `attribute` in this app (left to right here).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// Playback controls and spatial content keep left to right whatever the language; the
    /// forced attributes answer their direction; unspecified content follows `layoutDirection`.
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Ends editing in this view and its subviews: nothing edits here, so there is nothing to
    /// resign; it answers true, as UIKit does when it resigned or had nothing to resign.
    /// Makes the first responder among this view and its subviews resign (forced: whatever it
    /// answers), as UIKit ends editing in a screen.
    @discardableResult open func endEditing(_ force: Bool) -> Bool {
        guard let window, let first = window.firstResponder as? UIView, first === self || first.isDescendant(of: self) else { return true }
        if first.resignFirstResponder() { return true }
        guard force else { return false }
        window.firstResponder = nil
        return true
    }

    override var responderWindow: UIWindow? { window }

    // MARK: Converting

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.scene, to: view?.node))
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint(node.convert(point.scene, from: view?.node))
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(node.convert(rect.scene, to: view?.node))
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(node.convert(rect.scene, from: view?.node))
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive subview containing `point` (in this view's space).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Gesture recognizers

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    private var attachedRecognizers: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer`, taking it from the view it was on, as UIKit does.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Snapshots

    /// A new view showing this view as it looks now, sized to its bounds, without its own
    /// position and transform (place it with `convert(bounds, to:)`). The snapshot always
    /// shows the current state, whatever `afterScreenUpdates` says.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        node.snapshotView(afterScreenUpdates: afterUpdates).map(UIView.bridge)
    }

    /// A snapshot of `rect` (in this view's bounds space). Cap insets are accepted; the
    /// snapshot is not stretchable.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        // The picture of `rect`, as a resizable image stretched over the view: resizing the
        // snapshot stretches what it shows outside the cap insets (all of it with `.zero`), as
        // UIKit's does; it does not show more or less of the view.
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.scale ?? UIScreen.main.scale
        let whole = UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
        }
        let scale = format.scale
        let pixels = CGRect(x: (rect.minX - bounds.minX) * scale, y: (rect.minY - bounds.minY) * scale,
                            width: rect.width * scale, height: rect.height * scale)
        guard rect.width > 0, rect.height > 0, let cropped = whole.cgImage?.cropping(to: pixels) else { return nil }
        let picture = UIImage(cgImage: cropped, scale: scale, orientation: .up).resizableImage(withCapInsets: capInsets, resizingMode: .stretch)
        let snapshot = UIImageView(image: picture)
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    /// Inside `UIGraphicsImageRenderer.image(actions:)`, draws this view as it looks now into
    /// `rect` of the image and returns true; anywhere else there is nothing to draw into, and
    /// it returns false.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.current.last else { return false }
        context.draw(node, in: rect)
        return true
    }

    /// The motion effects added to the view: kept, and still (see `UIMotionEffect`).
    open var motionEffects: [UIMotionEffect] = []

    /// Custom drawing: override it and draw with UIKit's calls (`UIBezierPath.fill()`,
    /// `UIColor.setStroke()`, `UIImage.draw(in:)`, `"3".draw(at:withAttributes:)`) or into
    /// `UIGraphicsGetCurrentContext()`.
    /// It runs as UIKit runs it: before the view is first drawn and after `setNeedsDisplay()`
    /// (or a change of size under `.redraw`), with `rect` the bounds; what it draws is the
    /// view's content, over its background and under its subviews, and is placed into later
    /// bounds by `contentMode` until it runs again.
    open func draw(_ rect: CGRect) {}

    /// Stored only: each `draw(_:)` pass here starts from a cleared drawing, as with UIKit's
    /// default `true` (what a pass that does not fill its rect shows over old content when it
    /// is false is undefined in UIKit).
    open var clearsContextBeforeDrawing = true

    /// UIKit's display pass for this view (called by the engine before a frame is drawn).
    package func hostDisplayIfNeeded() {
        guard !wrapsExistingNode else { return }
        let bounds = self.bounds
        if contentMode == .redraw, case .drawing(let drawn)? = node.layerContent, drawn.drawnBounds.size != bounds.scene.size {
            needsDisplay = true
        }
        guard needsDisplay else { return }
        needsDisplay = false
        // As UIKit: the view's layer displays (a layer subclass may override `display()` or
        // `draw(in:)`); by default it draws with the view's `draw(_:)`.
        layer.display()
    }

}

/// The coder `UIView.bridge` hands to `init(coder:)`: it carries the engine node the new view
/// stands for. Adoption goes through UIKit's own designated initializer because any other would
/// stop subclasses from inheriting `init()` and the other convenience initializers, and through
/// an argument rather than state outside the call.
final class NodeAdoptionCoder: NSCoder {
    let node: View

    init(_ node: View) {
        self.node = node
        super.init()
    }
}

/// The coder a view hands to its layer class's `init?(coder:)`: it carries the engine layer the
/// new layer object stands for (see `UIView.makeLayer`).
final class LayerAdoptionCoder: NSCoder {
    let layer: Layer

    init(_ layer: Layer) {
        self.layer = layer
        super.init()
    }
}

/// A view made by UIKit code answers the engine through its own (overridable) methods; one that
/// stands for a view the engine made declines, and the engine's view runs its own behaviour.
extension UIView: ViewHost {
    /// The engine's layout pass reaches the view through its layer, as Core Animation's does:
    /// `layoutSublayers()` asks the view (`layoutSublayers(of:)`), which runs `layoutSubviews`.
    package func hostLayoutSubviews() -> Bool {
        guard !wrapsExistingNode else { return false }
        layer.layoutSublayers()
        return true
    }

    package func hostSizeThatFits(_ size: Size) -> Size? {
        wrapsExistingNode ? nil : sizeThatFits(CGSize(size)).scene
    }

    package var hostIntrinsicContentSize: Size? {
        wrapsExistingNode ? nil : intrinsicContentSize.scene
    }

    package var hostIntrinsicHeightDependsOnWidth: Bool? {
        wrapsExistingNode ? nil : intrinsicHeightFollowsWidth
    }

    /// The width Auto Layout gives a view whose intrinsic height follows its width, while it
    /// measures it; else its bounds' width.
    var layoutWidth: CGFloat { node.intrinsicWidthHint.map { CGFloat($0) } ?? bounds.width }

    package func hostUpdateConstraints() -> Bool {
        guard !wrapsExistingNode else { return false }
        runUpdateConstraints()
        return true
    }

    package func hostDidMoveToSuperview() {
        guard !wrapsExistingNode else { return }
        if node.window != nil { markSubtreeForFirstConstraintPass() }
        if superview != nil, tintColor != (noticedTint ?? .systemBlue) { tintDidChangeInSubtree() }
        applyAppearanceIfNeeded()
        didMoveToSuperview()
        didMoveToWindow()
        viewController?.rootViewMovedInHierarchy()
    }

    package func hostModelDidChange() {
        #if !canImport(ObjectiveC)
        guard !keyValueObservations.isEmpty else { return }
        if keyValueChangeDepth > 0 { keyValuesChanged = true } else { notifyKeyValueObservers() }
        #endif
    }

    /// Runs `change` as one change for key-value observers: they hear once, at its end.
    func changingKeyValues(_ change: () -> Void) {
        #if !canImport(ObjectiveC)
        keyValueChangeDepth += 1
        change()
        keyValueChangeDepth -= 1
        if keyValueChangeDepth == 0, keyValuesChanged {
            keyValuesChanged = false
            notifyKeyValueObservers()
        }
        #else
        change()
        #endif
    }
}

extension UIView {
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where a drawing made for other bounds goes. Core Animation names vertical gravities
        /// upside down on iOS (see `LayerImage.placement(in:)`), so `.top` on screen is its `bottom`.
        var drawnGravity: LayerImage.Gravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// The scene model's mask, with UIKit's raw values.
    public typealias AutoresizingMask = GoldensScene.AutoresizingMask
}

/// Every view is its layer's delegate, as in UIKit.
extension UIView: CALayerDelegate {}

/// How a view's content is laid out when the language reads right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
