/// The layer behind a view: its geometry and appearance (the `CALayer` properties the seed
/// transitions touch). A view forwards its geometric properties here, so `view.center` and
/// `view.layer.position` are one value, as in UIKit.
@MainActor
public final class Layer {
    /// The model values: what the code set last. Animations change what is drawn, not these.
    public internal(set) var model = LayerState()

    /// The view this layer backs.
    public internal(set) weak var view: View?

    nonisolated init() {}

    /// A layer of no view holding `state` as its model (a presentation layer's copy).
    public static func detached(_ state: LayerState) -> Layer {
        let layer = Layer()
        layer.model = state
        return layer
    }

    /// Takes `other`'s model values and flags (a layer's copying initializer); animations are
    /// not copied.
    public func copyModel(of other: Layer) {
        model = other.model
        masksToBounds = other.masksToBounds
        isHidden = other.isHidden
        isDoubleSided = other.isDoubleSided
        isGeometryFlipped = other.isGeometryFlipped
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
    }

    /// The layer's own time (see `LayerTiming`): a change moves every alarm waiting on layer
    /// times.
    public var timing = LayerTiming() {
        didSet { if timing != oldValue { LayerTimeAlarm.timingChanged() } }
    }

    /// Animations on this layer's properties (see `AnimationContext`).
    var tracks: [PartialKeyPath<LayerState>: any LayerPropertyTrack] = [:]
    /// Properties a property animator drives.
    var animatorBindings: [AnimatorBinding] = []
    /// Explicit animations added by key (see `KeyedAnimation`), oldest first.
    var keyedAnimations: [KeyedAnimation] = []

    /// The single place model values change, so an animation block sees every assignment
    /// (even of an equal value: UIKit animates those too, and waits for them to complete).
    func update<Value>(_ property: WritableKeyPath<LayerState, Value>, to value: Value) {
        let before = model
        model[keyPath: property] = value
        // A stand-alone layer is not a view's: view animation blocks do not animate it.
        if view is LayerNode {
            modelChangedWithoutAnimation(property)
        } else {
            AnimationContext.modelChanged(self, property: property, before: before)
        }
        view?.host?.hostModelDidChange()
    }

    /// Sets a model value of a stand-alone layer's content (a shape layer's path and paint).
    public func setContent<Value>(_ property: WritableKeyPath<LayerState, Value>, to value: Value) {
        update(property, to: value)
    }

    public var bounds: Rect {
        get { model.bounds }
        set { update(\.bounds, to: newValue) }
    }

    public var position: Point {
        get { model.position }
        set { update(\.position, to: newValue) }
    }

    /// Changing the anchor point moves the layer on screen, since `position` stays put.
    public var anchorPoint: Point {
        get { model.anchorPoint }
        set { update(\.anchorPoint, to: newValue) }
    }

    /// The affine transform about the anchor point (`CALayer.affineTransform()`); setting it
    /// replaces any 3-D transform.
    public var affineTransform: Transform {
        get { model.transform }
        set { update(\.transform3D, to: Transform3D(newValue)) }
    }

    /// The whole transform about the anchor point (`CALayer.transform`).
    public var transform3D: Transform3D {
        get { model.transform3D }
        set { update(\.transform3D, to: newValue) }
    }

    /// Applied to the sublayers, about this layer's anchor point (`CALayer.sublayerTransform`,
    /// where perspective for a group of 3-D layers is set). Core Animation's animations animate
    /// it; view animation blocks do not.
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { update(\.sublayerTransform, to: newValue) }
    }

    /// The layer's place on its superlayer's z axis (`CALayer.zPosition`; see `LayerState`).
    public var zPosition: Double {
        get { model.zPosition }
        set { update(\.zPosition, to: newValue) }
    }

    /// False hides the layer while its back faces the viewer (`CALayer.isDoubleSided`).
    public var isDoubleSided = true

    /// True draws the layer's content and places its sublayers upside down in its bounds, y
    /// running up from the bounds' bottom (`CALayer.isGeometryFlipped`: a shape layer's path
    /// written for a y-up coordinate system).
    public var isGeometryFlipped = false

    /// True smooths the layer's edges where they fall between pixels (`CALayer.allowsEdgeAntialiasing`,
    /// default false): without it Core Animation fills exactly the pixels whose centres lie inside
    /// the layer, so two layers meeting at a fractional position leave no seam between them.
    public var allowsEdgeAntialiasing = false

    /// What `isGeometryFlipped` adds in front of the layer's bounds space whose extent is `bounds`.
    public func geometryFlip(in bounds: Rect) -> Transform {
        isGeometryFlipped ? Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY) : .identity
    }

    public var opacity: Double {
        get { model.opacity }
        set { update(\.opacity, to: newValue) }
    }

    public var backgroundColor: Color? {
        get { model.backgroundColor }
        set { update(\.backgroundColor, to: newValue) }
    }

    public var cornerRadius: Double {
        get { model.cornerRadius }
        set { update(\.cornerRadius, to: newValue) }
    }

    /// The shadow's shape (see `LayerState.shadowPath`).
    public var shadowPath: Path? {
        get { model.shadowPath }
        set { update(\.shadowPath, to: newValue) }
    }

    /// The blur of what lies behind the layer (see `LayerState.backdropBlur`).
    public var backdropBlur: Double {
        get { model.backdropBlur }
        set { update(\.backdropBlur, to: newValue) }
    }

    /// Which corners are rounded and how (`maskedCorners`, `cornerCurve`); set at once, never
    /// animated.
    public var cornerStyle: CornerStyle {
        get { model.cornerStyle }
        set { update(\.cornerStyle, to: newValue) }
    }

    /// Clips sublayers and contents to the (rounded) bounds; `UIView.clipsToBounds`.
    public var masksToBounds = false {
        didSet { view?.host?.hostModelDidChange() }
    }

    public var borderWidth: Double {
        get { model.borderWidth }
        set { update(\.borderWidth, to: newValue) }
    }

    public var borderColor: Color {
        get { model.borderColor }
        set { update(\.borderColor, to: newValue) }
    }

    public var shadowOpacity: Double {
        get { model.shadowOpacity }
        set { update(\.shadowOpacity, to: newValue) }
    }

    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { update(\.shadowRadius, to: newValue) }
    }

    public var shadowOffset: Size {
        get { model.shadowOffset }
        set { update(\.shadowOffset, to: newValue) }
    }

    public var shadowColor: Color {
        get { model.shadowColor }
        set { update(\.shadowColor, to: newValue) }
    }

    /// `isHidden` is not animatable (UIKit), so it lives outside the animatable state.
    public var isHidden = false {
        didSet { view?.host?.hostModelDidChange() }
    }
}
