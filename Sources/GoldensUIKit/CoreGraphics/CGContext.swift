import GoldensScene

#if !canImport(CoreGraphics)

/// Core Graphics' drawing context, for Linux: the context of an image renderer, of
/// `UIGraphicsBeginImageContextWithOptions` and of a view's `draw(_:)`
/// (`UIGraphicsGetCurrentContext()`). What is drawn into it is recorded as display-list
/// operations (see `DrawingRecorder`): paths, fills, strokes, clips, images, gradients and the
/// views drawn with `CALayer.render(in:)`. Its coordinates are UIKit's: y down, in points.
/// Like Core Graphics' own, it is not isolated to an actor: helpers that are not isolated draw
/// into it (on the main thread, where the image context or the view's `draw(_:)` opened it).
public final class CGContext {
    /// The image context this one draws for: weak for an image renderer's (which owns this
    /// context), strong for a bitmap context's own (see `CGContext(data:…)`).
    weak var owner: UIGraphicsImageRendererContext?
    private var ownedContext: UIGraphicsImageRendererContext?
    /// The drawing's state and record (the owner's), held here so that drawing needs no actor.
    let recorder: DrawingRecorder
    /// From this context's own base space to the record's (points, y down): identity for
    /// UIKit's contexts, a flip for a bitmap context, whose space is y up as Core Graphics'.
    private let base: CGAffineTransform
    /// The bitmap a bitmap context draws into, in pixels (`makeImage()` returns it).
    private var pixelBounds: CGRect?
    /// A bitmap context of gray levels only (8-bit gray, no alpha).
    private var grayOnly = false
    public var interpolationQuality: CGInterpolationQuality = .default
    /// Components per colour of the fill and stroke colour spaces (gray 2, RGB 4; RGB until set).
    private var fillComponents = 4
    private var strokeComponents = 4

    private init(recorder: DrawingRecorder, ownedContext: UIGraphicsImageRendererContext?, base: CGAffineTransform,
                 pixelBounds: CGRect) {
        self.recorder = recorder
        self.ownedContext = ownedContext
        owner = ownedContext
        self.base = base
        self.pixelBounds = pixelBounds
    }

    @MainActor
    init(owner: UIGraphicsImageRendererContext) {
        self.owner = owner
        recorder = owner.recorder
        base = .identity
    }

    /// The user-space transform, from the context's own base space (UIKit's contexts: points,
    /// y down, with no device flip; a bitmap context: pixels, y up).
    public var ctm: CGAffineTransform { recorder.state.ctm.concatenating(base.inverted()) }
    public func translateBy(x: CGFloat, y: CGFloat) { recorder.concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { recorder.concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { recorder.concatenate(CGAffineTransform(rotationAngle: angle)) }
    public func concatenate(_ transform: CGAffineTransform) { recorder.concatenate(transform) }
    public func saveGState() { recorder.save() }
    public func restoreGState() { recorder.restore() }

    public func setFillColor(_ color: CGColor) { recorder.state.fillColor = color.sceneColor }
    public func setStrokeColor(_ color: CGColor) { recorder.state.strokeColor = color.sceneColor }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// The space `setFillColor(_:)` / `setStrokeColor(_:)` with components read them in: gray
    /// (a white and an alpha) or RGB (three and an alpha).
    public func setFillColorSpace(_ space: CGColorSpace) { fillComponents = space.componentCount + 1 }
    public func setStrokeColorSpace(_ space: CGColorSpace) { strokeComponents = space.componentCount + 1 }
    public func setFillColor(_ components: UnsafePointer<CGFloat>) { setFillColor(color(components, count: fillComponents)) }
    public func setStrokeColor(_ components: UnsafePointer<CGFloat>) { setStrokeColor(color(components, count: strokeComponents)) }

    private func color(_ c: UnsafePointer<CGFloat>, count: Int) -> CGColor {
        count == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    public func setAlpha(_ alpha: CGFloat) { recorder.state.alpha = min(1, max(0, Double(alpha))) }

    public func setLineWidth(_ width: CGFloat) { recorder.state.stroke.lineWidth = Double(width) }
    public func setLineCap(_ cap: CGLineCap) { recorder.state.stroke.lineCap = cap.scene }
    public func setLineJoin(_ join: CGLineJoin) { recorder.state.stroke.lineJoin = join.scene }
    public func setMiterLimit(_ limit: CGFloat) { recorder.state.stroke.miterLimit = max(1, Double(limit)) }
    /// Lengths alternately painted and skipped; empty for a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        let usable = dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 }
        recorder.state.stroke.dashes = usable ? dashes : []
        recorder.state.stroke.dashPhase = phase.isFinite ? Double(phase) : 0
    }

    /// Only normal (source-over) blending is drawn; any other mode fails the frame by name.
    public func setBlendMode(_ mode: CGBlendMode) {
        guard mode != .normal else { return }
        recorder.report("CGContext.setBlendMode(.\(mode)) is not drawn; only .normal is")
    }

    /// What is painted from now on casts a shadow: `offset` and `blur` in the context's base
    /// space (points, y down: a positive height falls below), untouched by the current
    /// transform; a nil or clear colour turns shadows off. The shadow is part of the graphics
    /// state (saved and restored).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            recorder.state.shadow = nil
            return
        }
        let offset = offset.applying(base)  // a bitmap context's base space is y up
        recorder.state.shadow = Shadow(color: color.sceneColor, offset: Size(width: Double(offset.width), height: Double(offset.height)),
                                       radius: max(0, Double(blur)))
    }

    /// A shadow in black at a third opacity, Core Graphics' default colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    // MARK: The current path

    public func beginPath() { recorder.path = Path() }
    public func move(to point: CGPoint) { recorder.move(to: point) }
    public func addLine(to point: CGPoint) { recorder.addLine(to: point) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        recorder.move(to: first)
        for point in points.dropFirst() { recorder.addLine(to: point) }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let path = CGMutablePath()
        path.move(to: currentUserPoint)
        path.addCurve(to: end, control1: control1, control2: control2)
        appendContinuing(path)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let path = CGMutablePath()
        path.move(to: currentUserPoint)
        path.addQuadCurve(to: end, control: control)
        appendContinuing(path)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let path = CGMutablePath()
        if !recorder.path.isEmpty { path.move(to: currentUserPoint) }
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendContinuing(path)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        let path = CGMutablePath()
        if !recorder.path.isEmpty { path.move(to: currentUserPoint) }
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        appendContinuing(path)
    }
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0)
    }
    public func addRect(_ rect: CGRect) { recorder.add(Path.rect(rect.scene)) }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in rect: CGRect) {
        var path = Path()
        path.addEllipse(in: rect.scene)
        recorder.add(path)
    }
    public func addPath(_ path: CGPath) { recorder.add(path.path) }
    public func closePath() { recorder.closePath() }

    public var isPathEmpty: Bool { recorder.path.isEmpty }

    /// The current path in user space; nil when it is empty.
    public var path: CGPath? {
        guard !recorder.path.isEmpty, let toUser = recorder.state.ctm.scene.inverted() else { return nil }
        return CGPath(recorder.path.applying(toUser))
    }

    /// Whether painting the current path in `mode` would cover `point` (in user space): its
    /// fill with the mode's rule, or for the stroking modes its stroke too.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let base = point.applying(recorder.state.ctm).scene
        let path = recorder.path
        let rule: FillRule = mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .nonZero
        if mode != .stroke, path.contains(base, rule: rule) { return true }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke,
              let toUser = recorder.state.ctm.scene.inverted() else { return false }
        let outline = recorder.strokeOutline(of: path.applying(toUser), style: recorder.state.stroke, transform: recorder.state.ctm.scene)
        return outline.contains(base, rule: .nonZero)
    }
    /// In user space, as Core Graphics reports it.
    public var currentPointOfPath: CGPoint { currentUserPoint }
    public var boundingBoxOfPath: CGRect {
        guard !recorder.path.isEmpty, let toUser = recorder.state.ctm.scene.inverted() else { return .null }
        return CGPath(recorder.path.applying(toUser)).boundingBox
    }

    /// Appends a path that starts at the current point without opening a new subpath there.
    private func appendContinuing(_ user: CGPath) {
        var elements = user.path.applying(recorder.state.ctm.scene).elements
        if !recorder.path.isEmpty, case .move? = elements.first { elements.removeFirst() }
        recorder.path.append(Path(elements: elements))
    }

    private var currentUserPoint: CGPoint {
        guard let point = recorder.path.currentPoint, let toUser = recorder.state.ctm.scene.inverted() else { return .zero }
        return CGPoint(point.applying(toUser))
    }

    // MARK: Painting

    public func fillPath(using rule: CGPathFillRule = .winding) { recorder.fillPath(rule: rule.scene) }
    public func strokePath() { recorder.strokePath() }
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = recorder.path
        switch mode {
        case .fill, .eoFill:
            recorder.fill(path, rule: mode == .eoFill ? .evenOdd : .nonZero, color: recorder.state.fillColor)
        case .stroke:
            recorder.stroke(path, color: recorder.state.strokeColor)
        case .fillStroke, .eoFillStroke:
            recorder.fill(path, rule: mode == .eoFillStroke ? .evenOdd : .nonZero, color: recorder.state.fillColor)
            recorder.stroke(path, color: recorder.state.strokeColor)
        }
        recorder.path = Path()
    }

    public func fill(_ rect: CGRect) { recorder.fillRect(rect) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes what is drawn inside `rect` transparent: in a view's `draw(_:)` its background
    /// colour shows there (a view that is not opaque; see `DrawingRecorder.clear`).
    public func clear(_ rect: CGRect) { recorder.clear(rect) }

    /// Replaces the path with the outline its stroke would paint with the current line width,
    /// caps, joins and dashes, so that filling or clipping to it paints the stroke.
    public func replacePathWithStrokedPath() {
        guard !recorder.path.isEmpty, let toUser = recorder.state.ctm.scene.inverted() else { return }
        recorder.path = recorder.strokeOutline(of: recorder.path.applying(toUser), style: recorder.state.stroke,
                                               transform: recorder.state.ctm.scene)
    }

    public func clip(using rule: CGPathFillRule = .winding) { recorder.clip(rule: rule.scene) }
    public func clip(to rect: CGRect) { recorder.clip(to: rect) }

    /// Clips what is drawn from now on (until the matching restore) to `mask` stretched over
    /// `rect`: through its alpha, or, for an opaque (gray) image, its gray level.
    public func clip(to rect: CGRect, mask: CGImage) {
        recorder.clip(to: rect, mask: mask.image.bitmap, name: mask.image.name)
    }

    // MARK: Transparency layers and anti-aliasing

    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { recorder.beginTransparencyLayer() }
    /// The layer is as large as the clip, so `rect` changes nothing that is drawn.
    /// Drawing outside `rect` is lost: the layer is clipped to it.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        recorder.beginTransparencyLayer()
        recorder.clip(to: rect)
    }
    public func endTransparencyLayer() { recorder.endTransparencyLayer() }

    public func setShouldAntialias(_ shouldAntialias: Bool) { recorder.state.antialias = shouldAntialias }
    /// Kept; `setShouldAntialias` decides (drawing without anti-aliasing is reported).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    public func setFlatness(_ flatness: CGFloat) {}
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// Draws `image` into `rect` as Core Graphics does: in its own y-up convention, so in
    /// UIKit's y-down contexts it shows upside down (`UIImage.draw(in:)` draws it upright).
    /// With `byTiling`, copies of it in `rect`'s size repeat from `rect` across the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard byTiling else {
            return recorder.draw(image.image.bitmap, in: rect, flipped: true, alpha: 1, name: image.image.name)
        }
        recorder.drawTiled(image.image.bitmap, tile: rect, name: image.image.name)
    }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        recorder.drawLinearGradient(gradient.stops, start: start, end: end, before: options.contains(.drawsBeforeStartLocation),
                                    after: options.contains(.drawsAfterEndLocation))
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        recorder.drawRadialGradient(gradient.stops, center: startCenter, startRadius: startRadius, endCenter: endCenter,
                                    endRadius: endRadius, before: options.contains(.drawsBeforeStartLocation),
                                    after: options.contains(.drawsAfterEndLocation))
    }
}

// MARK: Bitmap contexts

extension CGContext {
    /// A bitmap context of `width` × `height` pixels, y up as Core Graphics' own: drawing into
    /// it is recorded like any other, and `makeImage()` draws the record. `data`, when given,
    /// is read once as the bitmap's first content (pixels written to it later, or by the
    /// context, are not exchanged). Nil for layouts other than 8-bit RGB with premultiplied or
    /// skipped alpha, or 8-bit gray without alpha, as Core Graphics refuses unsupported ones.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent,
                                        bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo) else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let recorder = DrawingRecorder(scale: 1, bounds: bounds)
        if let data {
            recorder.drawInitialContent(layout.bitmap(from: data), name: "bitmap context")
        } else if !layout.hasAlpha {
            // Without alpha there is no transparent: a new bitmap is black.
            recorder.drawInitialContent(Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)),
                                        name: "bitmap context")
        }
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        recorder.state.ctm = flip
        // Made on the main thread, where all drawing here happens (see DrawingRecorder).
        nonisolated(unsafe) var owner: UIGraphicsImageRendererContext?
        nonisolated(unsafe) let shared = recorder
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            owner = UIGraphicsImageRendererContext(format: format, bounds: bounds, recorder: shared)
        }
        self.init(recorder: recorder, ownedContext: owner, base: flip, pixelBounds: bounds)
        grayOnly = layout.isGray
        nonisolated(unsafe) let context = self
        MainActor.assumeIsolated { owner?.bitmapContext = context }
    }

    /// The bitmap as an image: what was drawn so far, in pixels (an image context's at its
    /// scale); a gray bitmap context's in its gray levels.
    public func makeImage() -> CGImage? {
        let image = recorder.image(of: recorder.bounds, name: pixelBounds == nil ? "image context" : "bitmap context")
        guard grayOnly else { return CGImage(image) }
        return CGImage(Image(name: image.name, bitmap: image.bitmap.grayscaled(), scale: image.scale))
    }

    /// The size in pixels: a bitmap context's, or an image context's bounds at its scale.
    public var width: Int { pixels(recorder.bounds.width) }
    public var height: Int { pixels(recorder.bounds.height) }

    private func pixels(_ points: CGFloat) -> Int {
        let value = (Double(points) * recorder.scale).rounded(.up)
        return value.isFinite ? Int(max(0, min(value, Double(DisplayList.maximumSide)))) : 0
    }
}

public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

public enum CGLineCap: Int32, Sendable {
    case butt = 0, round = 1, square = 2
}

public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round = 1, bevel = 2
}

public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
    var scene: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}

public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// The image contexts' side of `CGContext`.
@MainActor
enum GraphicsRecording {
    static func makeContext(for owner: UIGraphicsImageRendererContext) -> CGContext { CGContext(owner: owner) }
    static func recorder(of context: CGContext) -> UIGraphicsImageRendererContext? { context.owner }
    /// The context writes the recorder's state itself.
    static func sync(_ context: CGContext, into recorder: DrawingRecorder) {}
}

#else

/// The image contexts' side of Core Graphics' own `CGContext`: a small bitmap context stands
/// for each image context, which reads its transform; fills in it are not recorded.
@MainActor
enum GraphicsRecording {
    private static var recorders: [ObjectIdentifier: WeakRecorder] = [:]

    private struct WeakRecorder {
        weak var recorder: UIGraphicsImageRendererContext?
    }

    static func makeContext(for recorder: UIGraphicsImageRendererContext) -> CGContext {
        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        recorders = recorders.filter { $0.value.recorder != nil }
        recorders[ObjectIdentifier(context)] = WeakRecorder(recorder: recorder)
        return context
    }

    static func recorder(of context: CGContext) -> UIGraphicsImageRendererContext? {
        recorders[ObjectIdentifier(context)]?.recorder
    }

    /// Core Graphics' own context keeps the transform; what is drawn through UIKit's calls is
    /// recorded under it.
    static func sync(_ context: CGContext, into recorder: DrawingRecorder) { recorder.state.ctm = context.ctm }
}

#endif
