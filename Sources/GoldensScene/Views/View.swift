/// A rectangular area of the scene with a layer, subviews and UIKit's geometry: `bounds`,
/// `center`, `transform` about the layer's anchor point, and a `frame` derived from them.
///
/// Ported UIKit code keeps its shape: `UIView` becomes `View`, `CGRect` becomes `Rect`,
/// `CGAffineTransform` becomes `Transform`, `UIColor` becomes `Color`.
@MainActor
open class View {
    public let layer: Layer
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    /// A name for people reading dumped frames and failure messages ("details.imageView").
    public var name: String?

    /// The object this view stands for above the engine (see `ViewHost`).
    package weak var host: (any ViewHost)? {
        didSet { superview?.subviewHosts[ObjectIdentifier(self)] = host }
    }
    /// The class name of the host that made this view (`UIView`, the app's `CardView`), for
    /// display lists and messages when the view has no name of its own.
    package var hostTypeName: String?
    /// The hosts of the subviews, held strongly while they are attached.
    private var subviewHosts: [ObjectIdentifier: any ViewHost] = [:]

    /// Set on an interactive transition's container: its subtree runs on the container's time.
    var timeDomain: TransitionTimeDomain?
    /// Added to this view's own safe-area insets: a controller's `additionalSafeAreaInsets`.
    public var additionalSafeAreaInsets = EdgeInsets() {
        didSet { if additionalSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// Added too, on a controller's root view: the bars of the containers it is in (a
    /// navigation bar's height on top), which each container hands down to its children.
    public var barSafeAreaInsets = EdgeInsets() {
        didSet { if barSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// True for a view controller's root view, whose safe area comes from the screen.
    var isViewControllerRoot = false
    /// The screen strips' part of the safe area when it was last asked in a window: out of one
    /// (a screen pushed away, laid out again before it comes back) the view keeps it, as UIKit
    /// leaves a view's safe area alone while no window places it.
    var lastStripInsets = EdgeInsets()
    /// The screen strips' part of the safe area when the view last overlapped the screen (a
    /// controller's root view only; nil until it has).
    var lastOnScreenStripInsets: EdgeInsets?

    public init(frame: Rect = .zero) {
        layer = Layer()
        layer.view = self
        layer.model.setFrame(frame)
        layer.model.bounds.origin = .zero
    }

    // MARK: Geometry (UIKit semantics; see docs/UIKitBehaviour.md, "Geometry")

    /// Setting a new size asks for a layout pass (a new origin alone, a scroll, does not).
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != old { didResize(from: old) }
        }
    }

    /// Where the anchor point sits in the superview's bounds space (the layer's position).
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    public var transform: Transform {
        get { layer.affineTransform }
        set { layer.affineTransform = newValue }
    }

    /// The bounding box of the transformed bounds in the superview's space. Setting it writes
    /// `center` and `bounds.size`.
    public var frame: Rect {
        get { layer.model.frame }
        set {
            var state = layer.model
            state.setFrame(newValue)
            let old = layer.bounds.size
            layer.bounds = state.bounds
            layer.position = state.position
            // As in UIKit, moving a view does not lay it out again; resizing it does.
            if state.bounds.size != old { didResize(from: old) }
        }
    }

    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this one (`UIView.mask`): it is in no hierarchy, its frame is in
    /// this view's bounds space, and it animates like any view. What is drawn of the mask is its
    /// background in its rounded bounds, at its alpha (see `SceneRenderer`).
    public var mask: View?

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts at `index` (clamped to the valid range, as UIKit does).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: max(0, min(index > old ? index - 1 : index, subviews.count)))
            return
        }
        if let problem = problemAdding(view) {
            return SceneDiagnostics.report("addSubview: \(problem); the view was not added", about: self)
        }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        // No longer a root: its tree's engine is the new root's.
        view.layoutEngine = nil
        subviewHosts[ObjectIdentifier(view)] = view.host
        view.didMoveToSuperview()
        view.host?.hostDidMoveToSuperview()
        setNeedsLayout()
        LayoutEngine.structureChanged()
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard sibling.superview === self else { return addSubview(view) }
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard sibling.superview === self else { return addSubview(view) }
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Also deactivates the constraints that relate this view's subtree to views outside it,
    /// as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        LayoutEngine.detach(self, from: parent)
        parent.subviews.removeAll { $0 === self }
        parent.subviewHosts[ObjectIdentifier(self)] = nil
        superview = nil
        parent.setNeedsLayout()
        LayoutEngine.structureChanged()
    }

    /// The most views one branch of a tree may nest: layout, drawing and tracing walk a tree
    /// branch by branch, and a branch of many thousands would exhaust a thread's stack.
    /// Real screens nest a few dozen deep.
    public static let maximumDepth = 1_000

    /// Why `view` cannot become a subview here: UIKit raises on a cycle, and a branch deeper
    /// than `maximumDepth` is not drawn.
    private func problemAdding(_ view: View) -> String? {
        if isDescendant(of: view) {
            return "\(view.displayName) contains \(displayName), so adding it there would make a cycle"
        }
        var depth = 1
        var ancestor = superview
        while let next = ancestor { depth += 1; ancestor = next.superview }
        let total = depth + 1 + view.subtreeHeight
        guard total > Self.maximumDepth else { return nil }
        return "adding \(view.displayName) to \(displayName) nests views \(total) deep, deeper than the \(Self.maximumDepth) drawn"
    }

    /// Levels below this view (0 for a view without subviews), counted without recursion.
    private var subtreeHeight: Int {
        guard !subviews.isEmpty else { return 0 }
        var deepest = 0
        var pending: [(View, Int)] = [(self, 0)]
        while let (view, level) = pending.popLast() {
            deepest = max(deepest, level)
            for subview in view.subviews { pending.append((subview, level + 1)) }
        }
        return deepest
    }

    /// True when `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window at the root of this view's tree, if it is in one.
    public var window: Window? {
        var current: View? = self
        while let candidate = current {
            if let window = candidate as? Window { return window }
            current = candidate.superview
        }
        return nil
    }

    /// The scale of the pixel grid the view is laid out on: its window's, else the key window's
    /// (a view not yet in a window), else 2.
    final var pixelGridScale: Double { window?.scale ?? Window.key?.scale ?? 2 }

    /// Called after the view got a new superview. Subclasses may override.
    open func didMoveToSuperview() {}

    // MARK: Layout

    public private(set) var needsLayout = true

    public func setNeedsLayout() { needsLayout = true }

    /// Brings the tree's constraints up to date, then lays out this view (if marked) and its
    /// subviews, top-down, as a layout pass does.
    ///
    /// As Core Animation does, the pass starts at the topmost ancestor that needs layout, so a
    /// view whose own frame its constraints changed moves too.
    public func layoutIfNeeded() {
        if LayoutEngine.inUse || !LayoutEngine.markedForConstraintUpdate.isEmpty {
            updateConstraintsIfNeeded()
            treeRoot.updateLayoutEngine()
        }
        var start = self
        while let parent = start.superview, parent.needsLayout { start = parent }
        start.layoutSubtree()
    }

    /// Lays the tree out for a frame to be drawn. A device lays its windows out at every display
    /// refresh, so by the time a sampled instant comes, a layout that one pass left pending (a view
    /// that activates its own constraints in `layoutSubviews`, moving it in its superview's next
    /// pass) has been done too: passes follow one another while the last left views marked, up to
    /// `passesBeforeDrawing`.
    public final func layoutForDrawing() {
        for _ in 0..<Self.passesBeforeDrawing {
            layoutIfNeeded()
            if LayoutEngine.inUse {
                // A constraint activated during the pass moves views only once the engine has it.
                treeRoot.updateLayoutEngine()
            }
            guard subtreeNeedsLayout else { return }
        }
    }

    /// How many layout passes the refreshes before one drawn frame are taken to run at most.
    static let passesBeforeDrawing = 8

    /// Whether this view or one of its descendants waits to be laid out.
    private var subtreeNeedsLayout: Bool {
        needsLayout || subviews.contains { $0.subtreeNeedsLayout }
    }

    private func layoutSubtree() {
        if needsLayout {
            // A `layoutSubviews` that marks its view again and asks for layout at once re-enters
            // here; UIKit lays it out again and again until its stack runs out. After
            // `nestedLayoutLimit` nested passes the loop is reported and broken instead.
            guard nestedLayoutPasses < Self.nestedLayoutLimit else {
                needsLayout = false
                return SceneDiagnostics.report(
                    "layout feedback loop: \(displayName)'s layoutSubviews asked for layout again from inside "
                    + "its own layout \(Self.nestedLayoutLimit) times; UIKit would lay it out until it crashed", about: self)
            }
            needsLayout = false
            nestedLayoutPasses += 1
            if host?.hostLayoutSubviews() != true { layoutSubviews() }
            nestedLayoutPasses -= 1
        }
        for subview in subviews { subview.layoutSubtree() }
    }

    /// How many passes of this view's layout are running, one inside another.
    private var nestedLayoutPasses = 0
    static let nestedLayoutLimit = 100

    /// Override to position subviews from this view's bounds. The default gives subviews
    /// placed by constraints their solved frames (UIView's own `layoutSubviews`).
    open func layoutSubviews() { applyConstraintFrames() }

    // MARK: Auto Layout (see Layout/)

    /// Which of a view's margins and size follow its superview's size (UIView.AutoresizingMask).
    public var autoresizingMask: AutoresizingMask = []
    /// Subviews follow this view's size by their masks when it is resized.
    public var autoresizesSubviews = true

    /// True: the view's frame is set by code (or its autoresizing mask) and Auto Layout takes it
    /// as given. False: constraints place it.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { LayoutEngine.structureChanged() } }
    }
    /// The active constraints kept on this view (their items' nearest common ancestor).
    public internal(set) var installedConstraints: [LayoutConstraint] = []
    /// The objects those constraints stand for in the layer above, kept alive while active.
    var installedConstraintOwners: [ObjectIdentifier: AnyObject] = [:]
    /// The engine of the tree this view is the root of, made at its first layout pass.
    var layoutEngine: LayoutEngine?
    public var contentHuggingPriority = AxisPriorities(horizontal: 250, vertical: 250) {
        didSet { LayoutEngine.structureChanged() }
    }
    public var compressionResistancePriority = AxisPriorities(horizontal: 750, vertical: 750) {
        didSet { LayoutEngine.structureChanged() }
    }
    public var layoutMargins = View.defaultLayoutMargins
    /// UIKit's margins for a view nobody set them on.
    public static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The margins are measured from the safe area's edges (UIKit's default).
    public var insetsLayoutMarginsFromSafeArea = true
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
    public private(set) lazy var keyboardLayoutGuide = LayoutGuide(kind: .keyboard, owningView: self, identifier: "UIViewKeyboardLayoutGuide")
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// A scroll view's content and frame guides (nil for other views). Constraints between a
    /// scroll view's edges and views inside it attach to the content guide, as UIKit's do.
    public private(set) var scrollContentGuide: LayoutGuide?
    public private(set) var scrollFrameGuide: LayoutGuide?
    /// The content size a scroll view was given, which its content guide keeps when no
    /// constraint sizes it.
    public var scrollContentSize = Size(width: 0, height: 0) {
        didSet { if scrollContentSize != oldValue, scrollContentGuide != nil { setNeedsLayout() } }
    }

    /// The size constraints give a scroll view's content guide, when a constraint reaches it
    /// (nil otherwise: the content size is the app's to set).
    public var contentSizeFromConstraints: Size? {
        guard let guide = scrollContentGuide, let engine = treeRoot.layoutEngine, engine.constrainsContent(of: self) else { return nil }
        return engine.solvedFrame(of: guide)?.size
    }

    /// Makes this view a scroll view for Auto Layout, once: its content and frame guides.
    @discardableResult
    public func makeScrollGuides() -> (content: LayoutGuide, frame: LayoutGuide) {
        if let scrollContentGuide, let scrollFrameGuide { return (scrollContentGuide, scrollFrameGuide) }
        let content = LayoutGuide(kind: .scrollContent, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
        let frame = LayoutGuide(kind: .scrollFrame, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
        (scrollContentGuide, scrollFrameGuide) = (content, frame)
        LayoutEngine.structureChanged()
        return (content, frame)
    }
    /// A scroll view that adjusts its content inset for the safe area: the views inside it get
    /// no top or bottom safe-area insets (see `safeAreaInsets`).
    public var absorbsVerticalSafeArea = false

    /// The width the engine gives a view whose intrinsic height depends on it (wrapped text).
    public internal(set) var intrinsicWidthHint: Double?
    public internal(set) var needsUpdateConstraints = false

    /// The content's natural size; -1 (``View/noIntrinsicMetric``) in an axis without one.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// True when the intrinsic height follows the width (wrapping text).
    open var intrinsicHeightDependsOnWidth: Bool { false }
    /// The first baseline's distance from the top; nil for a view without text (its top).
    open var firstBaselineFromTop: Double? { nil }
    /// The last baseline's distance from the bottom.
    open var lastBaselineFromBottom: Double { 0 }

    /// Override to update constraints before a layout pass that follows
    /// `setNeedsUpdateConstraints()`.
    open func updateConstraints() {}

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user, !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        LayoutEngine.structureChanged()
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutEngine.deactivateConstraints(referencing: { $0 === guide }, in: treeRoot)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        LayoutEngine.structureChanged()
    }

    /// The size that fits in `size`; views without intrinsic content keep their bounds size.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size, keeping its origin.
    public func sizeToFit() {
        let fitted = fittingSize(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    // MARK: Content

    /// What the layer draws as a shape or gradient layer (`CAShapeLayer`, `CAGradientLayer`,
    /// a view's `layerClass`); nil for a plain layer.
    public var layerContent: LayerContent?

    /// The layer's `contents` image, drawn before `layerContent`; nil for none.
    public var contentsImage: LayerImage?

    /// A pattern colour's tile as the background (`UIColor(patternImage:)`): repeated at its
    /// size from the bounds' top-left corner over the background's area, inside its corners.
    public var backgroundPattern: Image?

    /// A replicator layer's copies of the sublayers; nil draws each sublayer once.
    public var replication: Replication?

    /// A transform layer (`CATransformLayer`): it draws nothing of its own, and its sublayers
    /// keep their 3-D places under its transform instead of being flattened into its plane.
    public var preservesDepth = false

    /// Where the view's own content covers every pixel, in its bounds space: a layer with no
    /// background casts its shadow there (an opaque contents image). Nil when it has no such
    /// content; a translucent image's alpha would shape the shadow, which is not modelled.
    open func opaqueContentRect(in bounds: Rect) -> Rect? {
        guard let contents = contentsImage, contents.isOpaque else { return nil }
        return contents.placement(in: bounds)
    }

    /// Adds the view's own content (an image, text; a shape or gradient layer's drawing) in its
    /// bounds space, after the background and before subviews. Subclasses override.
    open func drawContent(into canvas: inout SceneCanvas, state: LayerState) {
        contentsImage?.draw(into: &canvas, bounds: state.bounds, id: displayName)
        // Core Animation fills a gradient layer inside its rounded corners, as it fills a
        // background colour; other content overflows them unless the layer clips (which has
        // clipped it already).
        let radius = max(0, state.cornerRadius)
        guard case .gradient? = layerContent, radius > 0, !layer.masksToBounds else {
            layerContent?.draw(into: &canvas, state: state, id: displayName)
            return
        }
        canvas.add(state.cornerStyle == .circular
            ? .pushClipRoundedRect(state.bounds, radius: radius, transform: canvas.transform, id: displayName)
            : .pushClipPath(Path.roundedRect(state.bounds, radius: radius, style: state.cornerStyle), transform: canvas.transform, id: displayName))
        layerContent?.draw(into: &canvas, state: state, id: displayName)
        canvas.add(.popClip)
    }
}
