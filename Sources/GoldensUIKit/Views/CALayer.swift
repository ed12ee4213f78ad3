import GoldensScene

/// The layer behind a view. Every view has exactly one, and it shares the view's geometry:
/// `layer.position` is `view.center`, `layer.bounds` is `view.bounds`.
///
/// Drawn faithfully: position, bounds, anchorPoint, `transform` (3-D and perspective included:
/// a layer under a 3-D transform is drawn flat, then projected), `sublayerTransform`,
/// `isDoubleSided`, opacity, backgroundColor, cornerRadius with `maskedCorners` and
/// `cornerCurve`, masksToBounds, borders and shadows (with `shadowPath`), `contents` (a
/// `CGImage`, with `contentsGravity`, `contentsRect` and `contentsScale`), `zPosition` (the
/// order siblings draw in, and depth under a perspective).
@preconcurrency @MainActor
open class CALayer: NSObject {
    let node: Layer
    /// A stand-alone layer's node, kept alive by its layer object (a view's node is kept by the
    /// view tree).
    private var standaloneNode: LayerNode?
    /// The layer's `CAMediaTiming` values other than its time (see `CAMediaTiming.swift`).
    var layerActiveTiming = LayerActiveTiming()

    init(_ node: Layer) {
        self.node = node
        backingView = node.view
        super.init()
    }

    /// The engine's view of a view's layer, kept by the layer: in Core Animation a layer lives
    /// as long as anyone holds it, its view or not (an animator keeps a snapshot view's layer,
    /// lets the view go, and puts the layer under a layer of its own).
    private var backingView: View?

    /// A stand-alone layer: add it to a view's layer with `addSublayer`. It draws among the
    /// subviews' layers in order; view animation blocks do not animate it, its implicit
    /// animations do (Core Animation's 0.25 s actions, see `ImplicitActions.swift`).
    public override init() {
        (node, standaloneNode) = CALayer.makeStandaloneNode()
        super.init()
        adoptStandaloneNode()
    }

    /// A new stand-alone layer with `layer`'s values: Core Animation's copying initializer,
    /// which subclasses override (calling `super.init(layer:)`).
    public init(layer: Any) {
        (node, standaloneNode) = CALayer.makeStandaloneNode()
        super.init()
        adoptStandaloneNode()
        if let other = layer as? CALayer { takeValues(of: other) }
    }

    /// Takes `other`'s model values, drawn content and contents (not its animations or sublayers).
    func takeValues(of other: CALayer) {
        node.copyModel(of: other.node)
        node.view?.layerContent = other.node.view?.layerContent
        (contents, contentsGravity, contentsRect) = (other.contents, other.contentsGravity, other.contentsRect)
        (contentsScale, contentsCenter) = (other.contentsScale, other.contentsCenter)
        (magnificationFilter, minificationFilter) = (other.magnificationFilter, other.minificationFilter)
        updateContentsImage()
    }

    /// Whether the layer was made on its own rather than as a view's layer.
    var isStandalone: Bool { standaloneNode != nil }

    /// There are no archives here: the layer starts empty, as `init()` makes it, unless the coder
    /// is the one a view passes for its `layerClass`, which carries the view's engine layer.
    public required init?(coder: NSCoder) {
        if let adopted = (coder as? LayerAdoptionCoder)?.layer {
            node = adopted
            backingView = adopted.view
            super.init()
            return
        }
        (node, standaloneNode) = CALayer.makeStandaloneNode()
        super.init()
        adoptStandaloneNode()
    }

    private static func makeStandaloneNode() -> (Layer, LayerNode) {
        let standalone = LayerNode()
        return (standalone.layer, standalone)
    }

    /// Makes this object the stand-alone node's owner, named for its class, drawing what its
    /// class draws.
    private func adoptStandaloneNode() {
        guard let standalone = standaloneNode else { return }
        standalone.host = self
        standalone.name = String(describing: type(of: self))
        standalone.layerContent = type(of: self).initialContent
        standalone.preservesDepth = type(of: self).preservesDepth
    }

    /// Whether layers of this class keep their sublayers in 3-D (`CATransformLayer`).
    class var preservesDepth: Bool { false }

    /// The classes `presentation()` makes copies of.
    private static let copyableClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CAReplicatorLayer.self), ObjectIdentifier(CATransformLayer.self),
    ]

    /// What a layer of this class draws (a shape or a gradient); nil for a plain layer.
    class var initialContent: LayerContent? { nil }

    /// A copy of the layer as it is on screen now, every running animation applied (the
    /// presentation layer), of the layer's own class. It belongs to no view; read it, do not
    /// change it. A layer of a subclass declared by app code cannot be copied without the
    /// runtime (its own stored properties, such as a custom animatable `progress`): while
    /// nothing animates it, what is on screen is the model, and the layer itself is returned
    /// (code reads `presentation()?.progress ?? 0` while drawing); while something does, nil,
    /// so code's `presentation()?.value ?? value` reads the model value.
    open func presentation() -> Self? {
        if !CALayer.copyableClasses.contains(ObjectIdentifier(type(of: self))) {
            return (animationKeys() ?? []).isEmpty ? self : nil
        }
        let detached = Layer.detached(node.presentation)
        let copy: CALayer
        switch ObjectIdentifier(type(of: self)) {
        case ObjectIdentifier(CAShapeLayer.self): copy = CAShapeLayer(detached)
        case ObjectIdentifier(CAGradientLayer.self): copy = CAGradientLayer(detached)
        case ObjectIdentifier(CATextLayer.self): copy = CATextLayer(detached)
        case ObjectIdentifier(CAReplicatorLayer.self): copy = CAReplicatorLayer(detached)
        case ObjectIdentifier(CATransformLayer.self): copy = CATransformLayer(detached)
        default: copy = CALayer(detached)
        }
        return copy as? Self
    }

    /// The layer itself: its model values.
    open func model() -> Self { self }

    /// The view this layer backs (UIKit makes the view the layer's delegate, and a view's layer
    /// keeps it); a stand-alone layer's is the object set here, held weakly, which may draw its
    /// content (`draw(_:in:)`), make it (`display(_:)`) and lay out its sublayers.
    open var delegate: (any CALayerDelegate)? {
        get { backedView ?? storedDelegate }
        set { if backedView == nil { storedDelegate = newValue } }
    }
    private weak var storedDelegate: (any CALayerDelegate)?

    /// The view whose own layer this is.
    private var backedView: UIView? {
        guard let view = node.view?.host as? UIView, view.layer === self else { return nil }
        return view
    }

    open var bounds: CGRect {
        get { CGRect(node.bounds) }
        set {
            changing("bounds") {
                if let view = node.view { view.bounds = newValue.scene } else { node.bounds = newValue.scene }
            }
        }
    }

    open var position: CGPoint {
        get { CGPoint(node.position) }
        set { changing("position") { node.position = newValue.scene } }
    }

    open var frame: CGRect {
        get { CGRect(node.model.frame) }
        set {
            changing("position", "bounds") {
                if let view = node.view { view.frame = newValue.scene }
            }
        }
    }

    open var anchorPoint: CGPoint {
        get { CGPoint(node.anchorPoint) }
        set { changing("anchorPoint") { node.anchorPoint = newValue.scene } }
    }

    /// The whole transform, about the anchor point: 3-D rotations and perspective (`m34`) are
    /// drawn as planes seen in perspective.
    open var transform: CATransform3D {
        get { CATransform3D(node.transform3D) }
        set { changing("transform") { node.transform3D = newValue.scene } }
    }

    /// Applied to the sublayers (the subviews' layers), about this layer's anchor point: set
    /// `m34` here to give 3-D sublayers one shared perspective.
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(node.sublayerTransform) }
        set { node.sublayerTransform = newValue.scene }
    }

    /// False hides the layer while its back faces the viewer (a card flip's far side).
    open var isDoubleSided: Bool {
        get { node.isDoubleSided }
        set { node.isDoubleSided = newValue }
    }

    open func affineTransform() -> CGAffineTransform { CGAffineTransform(node.affineTransform) }
    open func setAffineTransform(_ m: CGAffineTransform) { changing("transform") { node.affineTransform = m.scene } }

    open var opacity: Float {
        get { Float(node.opacity) }
        set { changing("opacity") { node.opacity = Double(newValue) } }
    }

    open var isHidden: Bool {
        get { node.isHidden }
        set { node.isHidden = newValue }
    }

    open var backgroundColor: CGColor? {
        get { node.backgroundColor?.cgColor }
        set { changing("backgroundColor") { node.backgroundColor = newValue.map(\.sceneColor) } }
    }

    open var cornerRadius: CGFloat {
        get { CGFloat(node.cornerRadius) }
        set { changing("cornerRadius") { node.cornerRadius = Double(newValue) } }
    }

    /// The corners `cornerRadius` rounds; the others stay square.
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: node.cornerStyle.corners.rawValue) }
        set { node.cornerStyle.corners = RectCorners(rawValue: newValue.rawValue & RectCorners.all.rawValue) }
    }

    /// `.continuous` draws the smooth-curvature corner documented on `CornerCurve` (close to
    /// iOS's, not bit-exact); any other value draws circular corners.
    open var cornerCurve: CALayerCornerCurve {
        get { node.cornerStyle.curve == .continuous ? .continuous : .circular }
        set { node.cornerStyle.curve = newValue == .continuous ? .continuous : .circular }
    }

    open var masksToBounds: Bool {
        get { node.masksToBounds }
        set { node.masksToBounds = newValue }
    }

    open var borderWidth: CGFloat {
        get { CGFloat(node.borderWidth) }
        set { changing("borderWidth") { node.borderWidth = Double(newValue) } }
    }

    open var borderColor: CGColor? {
        get { node.borderColor.cgColor }
        set { changing("borderColor") { node.borderColor = newValue?.sceneColor ?? .clear } }
    }

    open var shadowColor: CGColor? {
        get { node.shadowColor.cgColor }
        set { changing("shadowColor") { node.shadowColor = newValue?.sceneColor ?? .clear } }
    }

    open var shadowOpacity: Float {
        get { Float(node.shadowOpacity) }
        set { changing("shadowOpacity") { node.shadowOpacity = Double(newValue) } }
    }

    open var shadowOffset: CGSize {
        get { CGSize(node.shadowOffset) }
        set { changing("shadowOffset") { node.shadowOffset = newValue.scene } }
    }

    open var shadowRadius: CGFloat {
        get { CGFloat(node.shadowRadius) }
        set { changing("shadowRadius") { node.shadowRadius = Double(newValue) } }
    }

    /// The shadow's shape, drawn (with or without a background colour) as Core Animation does.
    open var shadowPath: CGPath? {
        get { node.shadowPath.map(CGPath.init) }
        set { node.shadowPath = newValue?.path }
    }

    /// Draws the layer and its sublayers, as they look now, into an image context's `ctx`
    /// (`UIGraphicsImageRenderer`'s `cgContext`, `UIGraphicsGetCurrentContext()`): its bounds
    /// in the context's space, under the context's transform. Elsewhere there is nothing to draw
    /// into and it does nothing.
    open func render(in ctx: CGContext) {
        guard let recorder = GraphicsRecording.recorder(of: ctx), let view = node.view else { return }
        recorder.draw(view, in: bounds)
    }

    // MARK: Actions

    /// Actions by property key, looked up before the default one: `NSNull()` turns a key's
    /// implicit animation off, an animation replaces it (see `ImplicitActions.swift`).
    open var actions: [String: any CAAction]?

    /// The action a change of `event` runs: `actions`' entry, else the class's default, else
    /// the implicit animation of an animatable property (nil for others). Subclasses override.
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = actions?[event] { return action }
        if let action = type(of: self).defaultAction(forKey: event) { return action }
        return CALayer.implicitAnimation(forKey: event)
    }

    /// The action of `event` for every layer of the class; nil leaves the implicit animation.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Contents

    /// The image the layer shows over its background: a `CGImage` (`image.cgImage`) draws;
    /// anything else (a `UIImage`, a layer's own drawing) draws nothing, as in Core Animation.
    open var contents: Any? {
        didSet { updateContentsImage() }
    }

    /// Where `contents` goes in the bounds; `.resize` (the default) stretches it to them.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { restyleContentsImage() }
    }

    /// The part of `contents` shown, in unit coordinates of the image.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { restyleContentsImage() }
    }

    /// Pixels of `contents` per point, for the gravities that keep the image's size.
    open var contentsScale: CGFloat = 1 {
        didSet { updateContentsImage() }
    }

    /// The part of `contents` that stretches when the gravity resizes it; the rest keeps its
    /// size (nine-part scaling), in unit coordinates of the contents.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { restyleContentsImage() }
    }

    /// Sampling of `contents` when it is smaller than it shows: `.nearest` keeps pixels sharp.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { restyleContentsImage() }
    }
    open var minificationFilter: CALayerContentsFilter = .linear

    func updateContentsImage() {
        guard let image = contents as? CGImage else {
            node.view?.contentsImage = nil
            return
        }
        let pixels = image.goldensImage
        node.view?.contentsImage = LayerImage(image: Image(name: pixels.name, bitmap: pixels.bitmap, scale: Double(contentsScale)))
        restyleContentsImage()
    }

    /// Gives the shown contents this layer's gravity, part and filter, keeping its pixels (a
    /// new `LayerImage` would look through them all again for transparency).
    private func restyleContentsImage() {
        node.view?.contentsImage?.gravity = LayerImage.Gravity(rawValue: contentsGravity.rawValue) ?? .resize
        node.view?.contentsImage?.contentsRect = contentsRect.scene
        node.view?.contentsImage?.contentsCenter = NineSlice(center: contentsCenter.scene)
        node.view?.contentsImage?.filter = magnificationFilter == .nearest ? .nearest : .bilinear
    }

    open var zPosition: CGFloat {
        get { CGFloat(node.zPosition) }
        set { node.zPosition = Double(newValue) }
    }
    /// The anchor's depth, about which a 3-D transform turns the layer. Not drawn: a layer turns
    /// about its own plane, so a cube of layers set off by it is reported rather than drawn wrong.
    open var anchorPointZ: CGFloat = 0 {
        didSet {
            guard anchorPointZ != 0 else { return }
            SceneDiagnostics.report("CALayer.anchorPointZ \(anchorPointZ) is not drawn by GoldensUIKit (layers turn about their own plane)",
                                    about: node.view)
        }
    }
    open var name: String?
    open var isOpaque = false
    open var allowsGroupOpacity = true
    open var allowsEdgeAntialiasing: Bool {
        get { node.allowsEdgeAntialiasing }
        set { node.allowsEdgeAntialiasing = newValue }
    }
    open var shouldRasterize = false
    /// Kept: drawing is recorded in order either way.
    open var drawsAsynchronously = false
    open var rasterizationScale: CGFloat = 1
    open var needsDisplayOnBoundsChange = false
    /// Whether `display()` runs before the layer is next drawn (a new layer draws once).
    private var needsDisplayFlag = true

    /// The subviews' layers and the stand-alone sublayers, back to front.
    open var sublayers: [CALayer]? {
        get {
            guard let view = node.view, !view.subviews.isEmpty else { return nil }
            return view.subviews.map(\.caLayer)
        }
        set {
            for layer in sublayers ?? [] { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    open var superlayer: CALayer? { node.view?.superview?.caLayer }

    /// Adds `layer` on top of the sublayers (a view's layer moves its view).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(node.view?.subviews.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard let parent = node.view, let child = layer.node.view, child !== parent else { return }
        parent.insertSubview(child, at: Int(index))
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let parent = node.view, let child = layer.node.view else { return }
        if let other = sibling?.node.view, other.superview === parent {
            parent.insertSubview(child, belowSubview: other)
        } else {
            parent.insertSubview(child, at: 0)
        }
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let parent = node.view, let child = layer.node.view else { return }
        if let other = sibling?.node.view, other.superview === parent {
            parent.insertSubview(child, aboveSubview: other)
        } else {
            parent.addSubview(child)
        }
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let parent = node.view, let oldView = old.node.view, oldView.superview === parent,
              let index = parent.subviews.firstIndex(where: { $0 === oldView }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let view = node.view else { return }
        // The superlayer held the last reference to a stand-alone layer's object.
        withExtendedLifetime(self) { view.removeFromSuperview() }
    }

    /// A layer whose alpha masks this one: its background colour in its rounded bounds, or a
    /// shape layer's filled path (see `UIView.mask`).
    open var mask: CALayer? {
        didSet { node.view?.mask = mask?.node.view }
    }

    // MARK: Drawing

    /// Asks for `display()` before the layer is next drawn. A view's own layer asks its view
    /// (`UIView.setNeedsDisplay()`), which draws with `draw(_:)`.
    open func setNeedsDisplay() {
        if let view = node.view?.host as? UIView, view.layer === self { return view.setNeedsDisplay() }
        needsDisplayFlag = true
    }

    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }
    open func needsDisplay() -> Bool { needsDisplayFlag }

    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Makes the layer's content: by default what `draw(in:)` draws, which becomes the layer's
    /// content as vector operations. Subclasses override it to set `contents` or a shape's
    /// `path` instead. It runs before the layer is first drawn and after `setNeedsDisplay()`.
    open func display() {
        if let delegate = storedDelegate { return delegate.display(self) }
        drawContent()
    }

    /// What `display()` does without a delegate making the content: draws it with `draw(in:)`.
    /// A view's own layer draws at its screen's scale, placed by the view's `contentMode`.
    func drawContent() {
        guard let view = node.view else { return }
        let owner = ownView
        let scale = owner.map { $0.window?.screen.scale ?? UIScreen.main.scale } ?? contentsScale
        UIGraphicsImageRendererContext.drawContent(of: view, bounds: bounds, scale: scale,
                                                   gravity: owner?.contentMode.drawnGravity ?? .resize) {
            draw(in: $0.cgContext)
        }
    }

    /// The view this layer backs (it is that view's `layer`), nil for a stand-alone layer.
    private var ownView: UIView? {
        guard let view = node.view?.host as? UIView, view.layer === self else { return nil }
        return view
    }

    /// Draws the layer's content into `ctx` (y down, in the layer's bounds), as Core Animation
    /// does: by asking the delegate, which for a view's own layer is the view, whose
    /// `draw(_:)` runs with the context current. A subclass overriding it draws instead.
    open func draw(in ctx: CGContext) {
        if let delegate = storedDelegate { return delegate.draw(self, in: ctx) }
        if let view = ownView {
            UIGraphicsPushContext(ctx)
            view.draw(view.bounds)
            UIGraphicsPopContext()
        }
    }

    /// Which keys redraw the layer when they change. Custom animatable properties
    /// (`@NSManaged var radius` redrawn on every frame of its animation) are not modelled: the
    /// answer is kept for code that asks and never consulted.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    open func setNeedsLayout() { node.view?.setNeedsLayout() }
    open func layoutIfNeeded() { node.view?.layoutIfNeeded() }
    open func needsLayout() -> Bool { node.view?.needsLayout ?? false }

    /// Lays out the sublayers: Core Animation's asks the delegate, and a view's layer thereby runs
    /// its view's layout (`layoutSubviews`). A subclass overrides it, calling super, to place
    /// sublayers once its view is laid out.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Removes the layer's animations: keyed ones (their delegates hear `finished == false`)
    /// and the view animations running on it (their completions report false).
    open func removeAllAnimations() {
        for removed in node.removeAllKeyedAnimations() { KeyedAnimationCallbacks.stop(removed.id, finished: false) }
        node.removeAllAnimations()
    }

    /// Whether `p`, in the layer's own space, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or the layer itself) containing `p`, a point in the superlayer's
    /// space: hidden layers and what a layer masking to its bounds cuts off are not hit; later
    /// sublayers, drawn on top, are asked first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? p
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The layer's size in its superlayer's space: its bounds' size under its transform.
    open func preferredFrameSize() -> CGSize { frame.size }

    /// Whether the layer's content and sublayers are laid out from the bottom of its bounds up
    /// (Core Animation's default on macOS): a shape layer's path drawn for a y-up system shows
    /// upright. Drawing follows it; hit-testing and point conversion do not.
    open var isGeometryFlipped: Bool {
        get { node.isGeometryFlipped }
        set { node.isGeometryFlipped = newValue }
    }

    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let view = node.view else { return p }
        return CGPoint(view.convert(p.scene, to: layer?.node.view))
    }

    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let view = node.view else { return p }
        return CGPoint(view.convert(p.scene, from: layer?.node.view))
    }

    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let view = node.view else { return r }
        return CGRect(view.convert(r.scene, to: layer?.node.view))
    }

    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let view = node.view else { return r }
        return CGRect(view.convert(r.scene, from: layer?.node.view))
    }
}

/// The shape of rounded corners: `.circular` or `.continuous` (see `CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's `contents` goes in its bounds (see `CALayer.contentsGravity`). The vertical
/// names are Core Animation's, for an unflipped space: on iOS `.top` shows the image against
/// the bottom edge and `.bottom` against the top edge.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer samples its `contents` when scaled (see `CALayer.magnificationFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

extension View {
    /// The `CALayer` object of this node's layer: a stand-alone layer's own, or the layer of
    /// the view standing for the node.
    var caLayer: CALayer { (host as? CALayer) ?? UIView.bridge(self).layer }
}

extension CATransform3D {
    /// The scene model's 4×4 transform (the same entries, as `Double`).
    var scene: Transform3D {
        Transform3D(m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
                    m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
                    m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
                    m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }

    init(_ t: Transform3D) {
        self.init(m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
                  m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
                  m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
                  m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
}

extension Color {
    /// This colour as CoreGraphics' (sRGB components).
    var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension CGColor {
    /// The scene model's straight-alpha sRGB colour: a gray space's two components or an RGB
    /// space's four.
    var sceneColor: Color {
        let c = components ?? [0, 0, 0, 1]
        if c.count >= 4 { return Color(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3])) }
        if c.count == 2 { return Color(white: Double(c[0]), alpha: Double(c[1])) }
        return Color(white: 0, alpha: Double(alpha))
    }
}

/// A stand-alone layer stands for its engine node the way a view does, for identity and to keep
/// it alive in the tree; its node runs its own behaviour, so it declines every callback but the
/// display pass, where it runs `display()` if it asked to.
/// The object that draws, makes and lays out a layer's content in its place (a view, for its own
/// layer). Every method is optional in Core Animation; these are its defaults.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Without it, the layer draws its content with `draw(in:)`.
    public func display(_ layer: CALayer) { layer.drawContent() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

extension CALayer: ViewHost {
    package func hostDisplayIfNeeded() {
        displayIfNeeded()
    }

    /// A stand-alone layer's layout pass, when it asked for one (it is new, its bounds
    /// changed, `setNeedsLayout()`): `layoutSublayers()`, where a subclass places its sublayers
    /// for its size. The engine then lays out what it holds itself.
    package func hostLayoutSubviews() -> Bool {
        layoutSublayers()
        return false
    }
}
