import Foundation

/// A stand-alone layer (`CALayer()`, added with `addSublayer`): a node of the view tree that
/// draws as a layer and does nothing a view does. It sits among its superlayer's sublayers in
/// order, with the subviews' layers, as in Core Animation; view animation blocks do not animate
/// it (its own explicit and implicit animations do).
@MainActor
open class LayerNode: View {
    /// When the layer last joined a superlayer, on the animation clock. A change made at that
    /// same moment does not animate implicitly: Core Animation has not drawn the layer yet.
    public private(set) var attachedAt: Double?

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        attachedAt = superview == nil ? nil : layer.animationClock.now
    }

    /// Whether the layer has been on screen before now: in a window, and attached earlier.
    public var hasBeenShown: Bool {
        guard let attachedAt, window != nil else { return false }
        return layer.animationClock.now > attachedAt
    }
}

/// A replicator layer's copies of its sublayers (`CAReplicatorLayer`): `count` instances, each
/// one `transform` (about the layer's centre) on from the one before, the first at `alpha`
/// and each next one `alphaOffset` more (clamped to [0, 1]).
public struct Replication: Sendable, Hashable {
    public var count = 1
    public var transform = Transform3D.identity
    public var alpha = 1.0
    public var alphaOffset = 0.0

    public init() {}

    /// Each instance's transform in the layer's bounds space and its alpha, first to last.
    public func instances(in bounds: Rect) -> [(transform: Transform3D, alpha: Double)] {
        let center = Transform3D(translationX: -bounds.midX, y: -bounds.midY, z: 0)
        let back = Transform3D(translationX: bounds.midX, y: bounds.midY, z: 0)
        var power = Transform3D.identity
        var result: [(transform: Transform3D, alpha: Double)] = []
        for index in 0..<max(0, count) {
            let alpha = min(1, max(0, alpha + Double(index) * alphaOffset))
            result.append((center.concatenating(power).concatenating(back), alpha.isFinite ? alpha : 0))
            power = power.concatenating(transform)
        }
        return result
    }
}

/// What a layer of a content class draws over its background: a shape layer's path or a
/// gradient layer's colours. A stand-alone layer or a view (through `layerClass`) can carry it.
public enum LayerContent: Sendable, Hashable {
    case shape(ShapeContent)
    case gradient(GradientContent)
    case text(TextContent)
    case drawing(DrawnContent)

    func draw(into canvas: inout SceneCanvas, state: LayerState, id: String) {
        switch self {
        case .shape(let shape): shape.draw(into: &canvas, state: state, id: id)
        case .gradient(let gradient): gradient.draw(into: &canvas, state: state, id: id)
        case .text(let text): text.draw(into: &canvas, state: state, id: id)
        case .drawing(let drawing): drawing.draw(into: &canvas, state: state, id: id)
        }
    }
}

/// A text layer's string (`CATextLayer`): set from the top of the bounds (not centred, unlike a
/// label), one line per paragraph or wrapped to the bounds' width, in the bundled font. It is
/// not clipped to the bounds unless the layer clips.
public struct TextContent: Sendable, Hashable {
    public var string = ""
    /// Core Animation's default size is 36 points; its default colour is opaque white.
    public var fontSize = 36.0
    public var weight: FontWeight = .regular
    public var color = Color.white
    public var alignment: TextStyle.Alignment = .left
    public var wraps = false

    public init() {}

    func draw(into canvas: inout SceneCanvas, state: LayerState, id: String) {
        guard !string.isEmpty, fontSize > 0, fontSize.isFinite, color.alpha > 0 else { return }
        let b = state.bounds.standardized
        let layout = TextLayout(string, fontSize: fontSize, weight: weight, maxWidth: wraps ? b.width : nil)
        let rect = Rect(x: b.minX, y: b.minY, width: b.width, height: layout.size.height)
        let style = TextStyle(fontSize: fontSize, weight: weight, color: color, alignment: alignment, wraps: wraps)
        canvas.add(.drawText(string, rect: rect, style: style, transform: canvas.transform, id: id))
    }
}

/// A shape layer (`CAShapeLayer`): its path filled, then stroked, in its bounds space. The path
/// and paint are layer values (`LayerState.shapePath` and the rest), so they animate; the
/// fill rule and the stroke's cap, join, miter limit and dashes are set here.
public struct ShapeContent: Sendable, Hashable {
    public var fillRule: FillRule = .nonZero
    /// The stroke's geometry; its width and trimming come from the layer's values.
    public var stroke = StrokeStyle()

    public init() {}

    func draw(into canvas: inout SceneCanvas, state: LayerState, id: String) {
        guard let path = state.shapePath else { return }
        if let fill = state.fillColor, fill.alpha > 0 {
            canvas.add(.fillPath(path, rule: fillRule, color: fill, transform: canvas.transform, id: id))
        }
        if let color = state.strokeColor, color.alpha > 0, let style = strokeStyle(state) {
            canvas.add(.strokePath(path, style: style, color: color, transform: canvas.transform, id: id))
        }
    }

    /// The stroke as drawn, or nil when nothing of it shows. Values Core Animation tolerates
    /// are made drawable the way it reads them: trimming clamped to [0, 1] (nothing when the
    /// start passes the end), a miter limit below 1 read as 1, a dash pattern with a negative,
    /// non-finite or no positive length read as a solid line.
    func strokeStyle(_ state: LayerState) -> StrokeStyle? {
        let start = min(1, max(0, state.strokeStart)), end = min(1, max(0, state.strokeEnd))
        guard state.lineWidth > 0, state.lineWidth.isFinite, end > start else { return nil }
        var style = stroke
        style.lineWidth = state.lineWidth
        (style.strokeStart, style.strokeEnd) = (start, end)
        style.miterLimit = style.miterLimit.isFinite ? max(1, style.miterLimit) : 10
        let dashes = style.dashes
        if !(dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 }) { style.dashes = [] }
        if !style.dashPhase.isFinite { style.dashPhase = 0 }
        return style
    }
}

/// A gradient layer (`CAGradientLayer`) filling its bounds: axial between two unit points of
/// the bounds, radial (an ellipse about `startPoint` through `endPoint`) or conic (about
/// `startPoint`, from the direction of `endPoint`, clockwise on screen).
public struct GradientContent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case axial, radial, conic }

    public var kind: Kind = .axial
    public var colors: [Color] = []
    /// Fractions for `colors`; nil spreads them evenly.
    public var locations: [Double]?
    public var startPoint = Point(x: 0.5, y: 0)
    public var endPoint = Point(x: 0.5, y: 1)

    public init() {}

    /// The colour stops as drawn: locations clamped to [0, 1] and kept in order; evenly spread
    /// when there are none or their count differs from the colours'.
    public var stops: [LinearGradient.Stop] {
        guard !colors.isEmpty else { return [] }
        let spread = colors.count == 1 ? [0.0] : colors.indices.map { Double($0) / Double(colors.count - 1) }
        let given = locations.flatMap { $0.count == colors.count ? $0 : nil } ?? spread
        var previous = 0.0
        return zip(colors, given).map { color, location in
            previous = max(previous, min(1, max(0, location.isFinite ? location : 0)))
            return LinearGradient.Stop(location: previous, color: color)
        }
    }

    /// The gradient as `state` shows it: with the stops and axis an animation gives it.
    func shown(in state: LayerState) -> GradientContent {
        var shown = self
        if let locations = state.gradientLocations { shown.locations = locations }
        if let colors = state.gradientColors { shown.colors = colors }
        if let start = state.gradientStartPoint { shown.startPoint = start }
        if let end = state.gradientEndPoint { shown.endPoint = end }
        return shown
    }

    func draw(into canvas: inout SceneCanvas, state: LayerState, id: String) {
        let shown = shown(in: state)
        let stops = shown.stops
        guard !stops.isEmpty else { return }
        let b = state.bounds
        func inBounds(_ unit: Point) -> Point {
            Point(x: b.origin.x + unit.x * b.width, y: b.origin.y + unit.y * b.height)
        }
        let start = inBounds(shown.startPoint), end = inBounds(shown.endPoint)
        switch kind {
        case .axial:
            canvas.add(.fillLinearGradient(b, gradient: LinearGradient(start: start, end: end, stops: stops),
                                           transform: canvas.transform, id: id))
        case .radial:
            // The ellipse through the end point: its radii are the end's offsets on each axis.
            let radii = Size(width: abs(end.x - start.x), height: abs(end.y - start.y))
            canvas.add(.fillGradient(b, gradient: ShapedGradient(shape: .radial(center: start, radii: radii), stops: stops),
                                     transform: canvas.transform, id: id))
        case .conic:
            let angle = PortableMath.atan2(end.y - start.y, end.x - start.x)
            canvas.add(.fillGradient(b, gradient: ShapedGradient(shape: .conic(center: start, startAngle: angle), stops: stops),
                                     transform: canvas.transform, id: id))
        }
    }
}

/// A layer's `contents` image (`layer.contents = image.cgImage`): drawn over the background and
/// under the shape or gradient a layer class draws, placed in the bounds by `gravity`, showing
/// the part `contentsRect` picks. Inside a clipping layer it is clipped like the rest; rounded
/// corners clip it only then, as in Core Animation.
public struct LayerImage: Sendable, Hashable {
    /// Where the image goes in the bounds (CALayerContentsGravity).
    public enum Gravity: String, Sendable, Hashable, CaseIterable {
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
        case resize, resizeAspect, resizeAspectFill
    }

    /// Pixels, and pixels per point (the layer's `contentsScale`).
    public let image: Image
    /// Whether every pixel is opaque (then the image casts the shadow of its rect), found once.
    public let isOpaque: Bool
    public var gravity: Gravity = .resize
    /// The part of the image shown, in unit coordinates of the image (y down).
    public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The part that stretches under `.resize` (`contentsCenter`); the rest keeps its size.
    public var contentsCenter = NineSlice(center: Rect(x: 0, y: 0, width: 1, height: 1))
    public var filter: ImageFilter = .bilinear

    public init(image: Image) {
        self.image = image
        isOpaque = image.bitmap.isOpaque
    }

    /// Where the shown part of the image lands in `bounds`. Core Animation names the vertical
    /// gravities in an unflipped (y up) space and does not flip a layer's contents on iOS, so
    /// `top` puts the image against the bottom edge of the bounds on screen and `bottom` against
    /// the top edge; the horizontal ones read as written.
    public func placement(in bounds: Rect) -> Rect? {
        let part = contentsRect.standardized
        return gravity.place(Size(width: image.size.width * part.width, height: image.size.height * part.height), in: bounds)
    }
}

extension LayerImage.Gravity {
    /// Where content of `size` lands in `bounds` (see `LayerImage.placement(in:)`); nil for
    /// an empty or non-finite size.
    public func place(_ size: Size, in bounds: Rect) -> Rect? {
        let gravity = self
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let drawn: Size
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let factor = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            drawn = Size(width: size.width * factor, height: size.height * factor)
        default:
            drawn = size
        }
        var x = bounds.midX - drawn.width / 2, y = bounds.midY - drawn.height / 2
        switch gravity {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - drawn.width
        default: break
        }
        switch gravity {
        case .top, .topLeft, .topRight: y = bounds.maxY - drawn.height
        case .bottom, .bottomLeft, .bottomRight: y = bounds.minY
        default: break
        }
        return Rect(x: x, y: y, width: drawn.width, height: drawn.height)
    }
}

extension LayerImage {
    func draw(into canvas: inout SceneCanvas, bounds: Rect, id: String) {
        guard let shown = placement(in: bounds) else { return }
        let part = contentsRect.standardized
        let name = canvas.register(image.bitmap, name: image.name)
        if gravity == .resize, !contentsCenter.isWhole {
            let pixels = Size(width: Double(image.bitmap.width) * part.width, height: Double(image.bitmap.height) * part.height)
            let size = Size(width: image.size.width * part.width, height: image.size.height * part.height)
            contentsCenter.draw(name, part: part, pixels: pixels, size: size, into: shown, filter: filter, canvas: &canvas, id: id)
            return
        }
        if part == Rect(x: 0, y: 0, width: 1, height: 1) {
            canvas.add(.drawImage(name, rect: shown, filter: filter, transform: canvas.transform, id: id))
            return
        }
        canvas.drawImage(name, part: part, into: shown, filter: filter, id: id)
    }
}
