import Foundation
import GoldensScene

/// What Core Graphics drawing in an image context or a view's `draw(_:)` records: display-list
/// operations in the context's user space (points, y down), with Core Graphics' graphics state
/// (transform, colours, line style, alpha, clip) kept the way Core Graphics keeps it.
///
/// A path is built in the space of the transform current while it is built (Core Graphics
/// transforms each point as it is added), fills and clips use it as built, and a stroke is
/// drawn in the user space current when it is stroked, so its width scales with that
/// transform. Drawing UIKit cannot do exactly here is not guessed: it is reported by name
/// (`SceneDiagnostics`), which fails the frame.
///
/// Not isolated to the main actor, as Core Graphics' contexts are not: code draws from helpers
/// that are not isolated either. Drawing happens on the main thread here (inside a view's
/// `draw(_:)` or an image context opened there); what touches the scene (reports, snapshots of
/// views) assumes it.
final class DrawingRecorder {
    struct State {
        var ctm = CGAffineTransform.identity
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var alpha = 1.0
        /// The clips (and image masks) pushed and still open, oldest first; a restore closes
        /// those pushed since its save.
        var clips: [DisplayOp] = []
        /// `CGContext.setShouldAntialias`: drawing without it is reported (it is drawn
        /// anti-aliased here).
        var antialias = true
        /// The shadow everything painted casts (`CGContext.setShadow`), nil for none. Its
        /// offset and blur are in the context's base space (points, y down, as iOS 3.2 and later
        /// have it), untouched by the current transform; `radius` is Core Graphics' blur, drawn
        /// as a Gaussian of standard deviation blur / 2 (the CSS reading, as WebKit maps one to
        /// the other).
        var shadow: Shadow?
    }

    private(set) var ops: [DisplayOp] = []
    private(set) var images: [String: Bitmap] = [:]
    var state = State()
    private var saved: [State] = []
    /// The path being built, in the context's base space (transformed as built).
    var path = Path()
    /// Pixels per point the context stands for: views drawn into it are drawn at this scale.
    let scale: Double
    /// What gradients that cover "everything" cover: the context's bounds.
    let bounds: CGRect
    /// The window of the view drawing (its `draw(_:)`), which hears of what cannot be drawn;
    /// nil for an image context, whose problems go to the key window.
    var window: Window?

    init(scale: Double, bounds: CGRect) {
        self.scale = scale
        self.bounds = bounds
    }

    /// Reports drawing that is not done exactly, to the drawing view's window.
    func report(_ message: String) {
        let window = self.window
        MainActor.assumeIsolated {
            if let window { SceneDiagnostics.report(message, in: window) } else { SceneDiagnostics.report(message) }
        }
    }

    /// The operations with every clip closed, and the images they name.
    func finished() -> (ops: [DisplayOp], images: [String: Bitmap]) {
        // Innermost first: the clips opened inside each open transparency layer, then the layer.
        var closing: [DisplayOp] = []
        var clips = state.clips
        for depth in layers.reversed() {
            let outside = min(saved[depth].clips.count, clips.count)
            closing += closers(of: clips[outside...])
            clips.removeLast(clips.count - outside)
            closing.append(.popGroup)
        }
        return (ops + closing + closers(of: clips[...]), images)
    }

    /// The ops closing `open` clips and masks, innermost first.
    private func closers(of open: ArraySlice<DisplayOp>) -> [DisplayOp] {
        open.reversed().map { op in
            if case .pushMaskedContent = op.kind { return DisplayOp.popMask }
            return DisplayOp.popClip
        }
    }

    /// The image of what was recorded so far over `bounds` (points) at the recorder's scale:
    /// transparent where nothing was drawn.
    func image(of bounds: CGRect, name: String) -> Image {
        // A size the app computed from nothing (NaN, infinite, huge) makes the smallest image, and
        // is reported, rather than trapping in the conversion to pixels.
        func pixels(_ points: CGFloat) -> Int {
            let value = (Double(points) * scale).rounded(.up)
            guard value.isFinite else {
                SceneDiagnostics.reportFromAnyThread("an image context of size \(bounds.size) has no size in pixels; a 1 px image stands in")
                return 1
            }
            return Int(max(1, min(value, Double(DisplayList.maximumSide))))
        }
        let width = pixels(bounds.width)
        let height = pixels(bounds.height)
        let device = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY)).concatenating(Transform(scaleX: scale, y: scale))
        let (ops, images) = finished()
        let list = DisplayList(width: min(width, DisplayList.maximumSide), height: min(height, DisplayList.maximumSide),
                               background: .clear, ops: ops.map { $0.drawn(through: device) }, name: name)
        let bitmap = (try? list.render(images: images)) ?? Bitmap(width: 1, height: 1)
        return Image(name: name, bitmap: bitmap, scale: scale)
    }

    /// Adds `op`; one holding a value that is not a number (or out of its range) is left out
    /// and reported, a clip among them standing as a clip to nothing so that its pop still
    /// matches.
    private func record(_ op: DisplayOp) {
        guard let problem = op.problem else { return ops.append(op) }
        report("Core Graphics drawing left out: \(problem)")
        switch op.kind {
        case .pushClipRect, .pushClipRoundedRect, .pushClipPath: ops.append(.pushClipRect(Rect(x: 0, y: 0, width: 0, height: 0)))
        case .pushGroup: ops.append(.pushGroup(alpha: 0))
        default: break
        }
    }

    // MARK: Graphics state

    func save() { saved.append(state) }

    /// An unbalanced restore does nothing, as in Core Graphics (which logs it).
    func restore() {
        // Inside a transparency layer, a restore matches saves made inside it only.
        if let depth = layers.last, saved.count <= depth + 1 { return }
        unwindOneSave()
    }

    private func unwindOneSave() {
        guard let previous = saved.popLast() else { return }
        for op in closers(of: state.clips.dropFirst(min(previous.clips.count, state.clips.count))) { record(op) }
        state = previous
    }

    /// Open transparency layers: the number of saved states when each began.
    private var layers: [Int] = []

    /// `CGContext.beginTransparencyLayer`: what is drawn until the matching end is composited
    /// as one group, with the context's alpha (inside, alpha is 1 again). A layer that would
    /// cast a shadow as a whole is reported (it is drawn without one).
    func beginTransparencyLayer() {
        if state.shadow != nil { report("a transparency layer under CGContext.setShadow casts no shadow here") }
        record(.pushGroup(alpha: state.alpha))
        layers.append(saved.count)
        save()
        state.alpha = 1
        state.shadow = nil
    }

    /// Ends the innermost transparency layer (restoring the state from its begin); without
    /// one it does nothing.
    func endTransparencyLayer() {
        guard let depth = layers.popLast() else { return }
        while saved.count > depth { unwindOneSave() }
        record(.popGroup)
    }

    /// `CGContext.clip(to:mask:)`: what is drawn from now on shows through the image's alpha
    /// (an opaque image's gray level), stretched over `rect` as Core Graphics draws an image
    /// there (upside down in this y-down space), until the matching restore.
    func clip(to rect: CGRect, mask bitmap: Bitmap, name: String) {
        let key = "\(name) mask \(images.count + 1)"
        images[key] = bitmap.isOpaque ? bitmap.grayLevelAsAlpha() : bitmap
        let transform = Transform(translationX: 0, y: -Double(rect.midY)).concatenating(Transform(scaleX: 1, y: -1))
            .concatenating(Transform(translationX: 0, y: Double(rect.midY))).concatenating(state.ctm.scene)
        let image = DisplayOp.drawImage(key, rect: rect.scene, filter: .bilinear, transform: transform)
        guard image.problem == nil else { return report("CGContext.clip(to:mask:) left out: \(image.problem!)") }
        let open = DisplayOp.pushMaskedContent()
        ops += [.pushMask(), image, open]
        state.clips.append(open)
    }

    func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    // MARK: Building the path

    func move(to point: CGPoint) { path.move(to: point.applying(state.ctm).scene) }

    func addLine(to point: CGPoint) {
        guard path.currentPoint != nil else { return move(to: point) }
        path.line(to: point.applying(state.ctm).scene)
    }

    /// Appends `user` (in user space) through the current transform.
    func add(_ user: Path) { path.append(user.applying(state.ctm.scene)) }

    func closePath() { path.closeSubpath() }

    // MARK: Painting

    /// `color` as painted under the context's alpha (`CGContext.setAlpha`).
    private func underGlobalAlpha(_ color: Color) -> Color {
        color.withAlpha(color.alpha * state.alpha)
    }

    func fillPath(rule: FillRule) {
        fill(path, rule: rule, color: state.fillColor)
        path = Path()
    }

    func strokePath() {
        stroke(path, color: state.strokeColor)
        path = Path()
    }

    /// Fills `base` (in the base space) in `color` under the global alpha.
    func fill(_ base: Path, rule: FillRule, color: Color) {
        let color = underGlobalAlpha(color)
        guard !base.isEmpty, color.alpha > 0 else { return }
        reportAliasing()
        if state.shadow != nil {
            guard rule == .nonZero else {
                return report("an even-odd fill under CGContext.setShadow is not drawn (its shadow would be guessed)")
            }
            castShadow(of: base, opacity: color.alpha)
        }
        record(.fillPath(base, rule: rule, color: color))
    }

    /// The shadow `base` (an outline in the base space, painted at `opacity`) casts under the
    /// current shadow, drawn before it as Core Graphics composites a shadow beneath its shape.
    private func castShadow(of base: Path, opacity: Double) {
        guard var shadow = state.shadow, !base.isEmpty else { return }
        shadow.color = shadow.color.withAlpha(shadow.color.alpha * opacity)
        guard shadow.color.alpha > 0 else { return }
        record(.pathShadow(base, shadow: shadow))
    }

    /// Drawing with anti-aliasing turned off is reported: it is drawn anti-aliased here.
    private func reportAliasing() {
        guard !state.antialias else { return }
        report("drawing with CGContext.setShouldAntialias(false) is drawn anti-aliased")
    }

    /// The outline a stroke of `user` (in user space) paints, in the base space, flattened to
    /// a fiftieth of a device pixel.
    func strokeOutline(of user: Path, style: StrokeStyle, transform: Transform) -> Path {
        let t = transform
        let unitsPerPixel = 1 / (scale * max(abs(t.a) + abs(t.c), abs(t.b) + abs(t.d), 1e-9))
        return user.stroked(style, tolerance: 0.02 * unitsPerPixel).applying(t)
    }

    /// Strokes `base` (in the base space) with the current line style, in user space.
    func stroke(_ base: Path, color: Color) {
        let color = underGlobalAlpha(color)
        let ctm = state.ctm.scene
        guard !base.isEmpty, color.alpha > 0, state.stroke.lineWidth > 0, state.stroke.lineWidth.isFinite,
              let toUser = ctm.inverted() else { return }
        let user = base.applying(toUser)
        reportAliasing()
        if state.shadow != nil { castShadow(of: strokeOutline(of: user, style: state.stroke, transform: ctm), opacity: color.alpha) }
        record(.strokePath(user, style: state.stroke, color: color, transform: ctm))
    }

    /// Strokes `user` (in user space, as UIKit's paths are) with `style` under the transform.
    func stroke(user: Path, style: StrokeStyle, color: Color) {
        let color = underGlobalAlpha(color)
        guard !user.isEmpty, color.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        let ctm = state.ctm.scene
        if state.shadow != nil { castShadow(of: strokeOutline(of: user, style: style, transform: ctm), opacity: color.alpha) }
        record(.strokePath(user, style: style, color: color, transform: ctm))
    }

    func fillRect(_ rect: CGRect) {
        let color = underGlobalAlpha(state.fillColor)
        guard color.alpha > 0 else { return }
        let ctm = state.ctm.scene
        castShadow(of: Path.rect(rect.scene).applying(ctm), opacity: color.alpha)
        record(.fillRect(rect.scene, color: color, transform: ctm))
    }

    func clip(rule: FillRule) {
        clip(path, rule: rule)
        path = Path()
    }

    /// Intersects the clip with `base` (in the base space).
    func clip(_ base: Path, rule: FillRule) {
        pushClip(.pushClipPath(base, rule: rule))
    }

    func clip(to rect: CGRect) {
        pushClip(.pushClipRect(rect.scene, transform: state.ctm.scene))
    }

    private func pushClip(_ op: DisplayOp) {
        record(op)
        state.clips.append(op)
    }

    /// Makes what is drawn so far transparent inside `rect` (in user space), as
    /// `CGContext.clear(_:)` does: everything recorded is masked by the context's bounds less
    /// the rect, so the view's background (or, in an image, nothing) shows there. A clear inside
    /// a clip is reported, not guessed.
    func clear(_ rect: CGRect) {
        guard state.clips.isEmpty, layers.isEmpty else {
            return report("CGContext.clear(_:) inside a clip or a transparency layer is not drawn")
        }
        let r = rect.standardized
        guard !ops.isEmpty, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        // The area kept: the bounds (and a point around, so no edge of theirs is cut) less the rect.
        var keep = Path.rect(Rect(x: Double(bounds.minX) - 1, y: Double(bounds.minY) - 1,
                                  width: Double(bounds.width) + 2, height: Double(bounds.height) + 2))
        keep.append(Path.rect(r.scene).applying(state.ctm.scene))
        let mask = DisplayOp.fillPath(keep, rule: .evenOdd, color: .black)
        guard mask.problem == nil else { return report("CGContext.clear(_:) of \(rect) under a transform that is not a number was left out") }
        ops = [.pushMask(), mask, .pushMaskedContent()] + ops + [.popMask]
    }

    /// Draws `bitmap` (of `pixelsPerPoint`) into `rect` in user space; `flipped` draws it upside
    /// down, as Core Graphics' own `draw(_:in:)` shows an image in UIKit's flipped contexts.
    func draw(_ bitmap: Bitmap, in rect: CGRect, flipped: Bool, alpha: Double, name: String) {
        let opacity = alpha * state.alpha
        guard opacity > 0, rect.width != 0, rect.height != 0 else { return }
        if state.shadow != nil {
            // An opaque image casts the shadow of its rect; a translucent one's would follow
            // its alpha, which is not drawn.
            guard bitmap.isOpaque else { return report("a translucent image drawn under CGContext.setShadow is not drawn") }
            castShadow(of: Path.rect(rect.scene).applying(state.ctm.scene), opacity: opacity)
        }
        let key = "\(name) \(images.count + 1)"
        images[key] = bitmap
        var transform = state.ctm.scene
        if flipped {
            transform = Transform(translationX: 0, y: -Double(rect.midY)).concatenating(Transform(scaleX: 1, y: -1))
                .concatenating(Transform(translationX: 0, y: Double(rect.midY))).concatenating(transform)
        }
        if opacity < 1 { record(.pushGroup(alpha: opacity)) }
        record(.drawImage(key, rect: rect.scene, filter: .bilinear, transform: transform))
        if opacity < 1 { record(.popGroup) }
    }

    /// A bitmap context's first content (the pixels its data held), over its whole bounds in
    /// the base space.
    func drawInitialContent(_ bitmap: Bitmap, name: String) {
        let key = "\(name) \(images.count + 1)"
        images[key] = bitmap
        record(.drawImage(key, rect: bounds.scene, filter: .nearest))
    }

    /// Draws `bitmap` in copies of `tile` repeating across the context's bounds in both
    /// directions (`CGContext.draw(_:in:byTiling: true)`); more copies than a frame can hold
    /// in a readable time are reported, not drawn.
    func drawTiled(_ bitmap: Bitmap, tile: CGRect, name: String) {
        let t = tile.standardized
        guard let area = userArea(), t.width > 0, t.height > 0, t.width.isFinite, t.height.isFinite,
              t.minX.isFinite, t.minY.isFinite else { return }
        let w = Double(t.width), h = Double(t.height)
        let firstColumn = ((area.x - Double(t.minX)) / w).rounded(.down)
        let firstRow = ((area.y - Double(t.minY)) / h).rounded(.down)
        let columns = ((area.x + area.width - Double(t.minX)) / w).rounded(.up) - firstColumn + 1
        let rows = ((area.y + area.height - Double(t.minY)) / h).rounded(.up) - firstRow + 1
        // Counted in Double (a tile far finer than a point makes more than Int holds), drawn by
        // integer index (a tile far from the origin would not step in Double).
        guard columns.isFinite, rows.isFinite, columns * rows <= 4096 else {
            return report("CGContext.draw(_:in:byTiling:) with tiles of \(tile.size) is not drawn (more than 4096 tiles)")
        }
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let copy = CGRect(x: Double(t.minX) + (firstColumn + Double(column)) * w,
                                  y: Double(t.minY) + (firstRow + Double(row)) * h, width: w, height: h)
                draw(bitmap, in: copy, flipped: true, alpha: 1, name: name)
            }
        }
    }

    /// Draws `text` from the top of `rect` in `style`, under the transform and global alpha.
    func drawText(_ text: String, in rect: CGRect, style: TextStyle, clipped: Bool) {
        var style = style
        style.color = underGlobalAlpha(style.color)
        guard style.color.alpha > 0 else { return }
        if clipped { record(.pushClipRect(rect.scene, transform: state.ctm.scene)) }
        if state.shadow != nil, let outline = TextLayout.outline(of: text, in: rect.scene, style: style) {
            castShadow(of: outline.applying(state.ctm.scene), opacity: style.color.alpha)
        }
        record(.drawText(text, rect: rect.scene, style: style, transform: state.ctm.scene))
        if clipped { record(.popClip) }
    }

    /// Draws what `node` shows now into `rect`, at the device scale the transform gives it.
    func draw(_ node: View, in rect: CGRect) {
        let t = state.ctm
        let factor = scale * max(abs(Double(t.a)) + abs(Double(t.c)), abs(Double(t.b)) + abs(Double(t.d)), 1e-3)
        guard let snapshot = MainActor.assumeIsolated({ try? SceneRenderer().snapshot(of: node, scale: factor).render() }) else { return }
        let key = "drawing \(images.count + 1)"
        images[key] = snapshot
        record(.drawImage(key, rect: rect.scene, filter: .bilinear, transform: t.scene))
    }

    /// Paints a gradient between two points over the clip, as `CGContext.drawLinearGradient`
    /// does: the band between the lines through `start` and `end` square to it, and past them
    /// (in the end colours) only where the options ask. Equal points are reported, not guessed.
    func drawLinearGradient(_ stops: [LinearGradient.Stop], start: CGPoint, end: CGPoint, before: Bool, after: Bool) {
        guard !stops.isEmpty, let area = userArea() else { return }
        guard gradientCastsNoShadow(coversClip: before && after, stops: stops) else { return }
        let gradient = LinearGradient(start: start.scene, end: end.scene, stops: stops)
        let ctm = state.ctm.scene
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y), length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return report("drawLinearGradient from a point to the same point is not drawn") }
        guard length.isFinite else { return }
        // The band, reaching past the area on every side it is open to.
        // Far enough past the area on every side, wherever the points lie.
        let farthest = max(abs(area.x - Double(start.x)), abs(area.x + area.width - Double(start.x)))
            + max(abs(area.y - Double(start.y)), abs(area.y + area.height - Double(start.y)))
        let reach = 2 * (area.width + area.height + farthest) + length
        let u = Point(x: dx / length, y: dy / length), n = Point(x: -u.y, y: u.x)
        let from = Point(x: Double(start.x) - (before ? reach * u.x : 0), y: Double(start.y) - (before ? reach * u.y : 0))
        let to = Point(x: Double(end.x) + (after ? reach * u.x : 0), y: Double(end.y) + (after ? reach * u.y : 0))
        var band = Path()
        band.move(to: Point(x: from.x + reach * n.x, y: from.y + reach * n.y))
        band.line(to: Point(x: to.x + reach * n.x, y: to.y + reach * n.y))
        band.line(to: Point(x: to.x - reach * n.x, y: to.y - reach * n.y))
        band.line(to: Point(x: from.x - reach * n.x, y: from.y - reach * n.y))
        band.closeSubpath()
        paintGradient(within: band, over: area) { .fillLinearGradient(area, gradient: self.fade(gradient), transform: ctm) }
    }

    /// Paints a gradient between two circles about one centre, as `CGContext.drawRadialGradient`
    /// does: the ring between them, and inside the smaller or outside the larger (in its end
    /// colour) only where the options ask. Circles about different centres are reported, not
    /// guessed.
    func drawRadialGradient(_ stops: [LinearGradient.Stop], center: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                            endRadius: CGFloat, before: Bool, after: Bool) {
        guard !stops.isEmpty, let area = userArea() else { return }
        let r0 = Double(startRadius), r1 = Double(endRadius)
        guard center == endCenter else {
            return report("drawRadialGradient between circles about different centres is not drawn")
        }
        guard r0 >= 0, r1 >= 0, r0.isFinite, r1.isFinite, r0 != r1 else { return }
        let outer = max(r0, r1), inner = min(r0, r1)
        // Which end each extension belongs to: `before` extends the start circle's colour.
        let extendsInner = r0 < r1 ? before : after, extendsOuter = r0 < r1 ? after : before
        guard gradientCastsNoShadow(coversClip: extendsInner && extendsOuter, stops: stops) else { return }
        // The display list's radial gradient runs from the centre (0) to `outer` (1): each stop
        // moves to where its radius lies on that scale.
        let moved = stops.map { LinearGradient.Stop(location: (r0 + $0.location * (r1 - r0)) / outer, color: $0.color) }
        let gradient = ShapedGradient(shape: .radial(center: center.scene, radii: Size(width: outer, height: outer)),
                                      stops: r0 < r1 ? moved : moved.reversed())
        let ctm = state.ctm.scene
        let paint: () -> DisplayOp = { .fillGradient(area, gradient: self.fade(gradient), transform: ctm) }
        let c = center.scene
        func disc(_ r: Double) -> Path { Path.ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        switch (extendsInner, extendsOuter) {
        case (true, true):
            paintGradient(within: Path.rect(area), over: area, paint)
        case (true, false):
            paintGradient(within: disc(outer), over: area, paint)
        case (false, true):
            var outside = Path.rect(area)
            if inner > 0 { outside.append(disc(inner)) }
            paintGradient(within: outside, over: area, rule: .evenOdd, paint)
        case (false, false):
            var ring = disc(outer)
            if inner > 0 { ring.append(disc(inner)) }
            paintGradient(within: ring, over: area, rule: .evenOdd, paint)
        }
    }

    /// The context's bounds in user space (what a gradient covers at most); nil when the
    /// transform cannot be inverted.
    private func userArea() -> Rect? {
        guard let toUser = state.ctm.scene.inverted() else { return nil }
        return Path.rect(bounds.scene).applying(toUser).controlBounds
    }

    /// An opaque gradient filling the whole clip hides its own shadow; one painting part of it,
    /// or showing through, would cast a visible one, which is reported rather than guessed.
    private func gradientCastsNoShadow(coversClip: Bool, stops: [LinearGradient.Stop]) -> Bool {
        guard state.shadow != nil else { return true }
        if coversClip, state.alpha == 1, stops.allSatisfy({ $0.color.alpha == 1 }) { return true }
        report("a gradient under CGContext.setShadow that paints part of the clip or is translucent is not drawn")
        return false
    }

    /// Paints `op` inside `shape` (user space) and the context's bounds, under the current
    /// transform.
    private func paintGradient(within shape: Path, over area: Rect, rule: FillRule = .nonZero, _ op: () -> DisplayOp) {
        record(.pushClipPath(Path.rect(bounds.scene), rule: .nonZero))
        record(.pushClipPath(shape, rule: rule, transform: state.ctm.scene))
        record(op())
        record(.popClip)
        record(.popClip)
    }

    /// The gradient's colours under the context's alpha.
    private func fade(_ gradient: LinearGradient) -> LinearGradient {
        var faded = gradient
        faded.stops = gradient.stops.map { LinearGradient.Stop(location: $0.location, color: underGlobalAlpha($0.color)) }
        return faded
    }

    private func fade(_ gradient: ShapedGradient) -> ShapedGradient {
        var faded = gradient
        faded.stops = gradient.stops.map { LinearGradient.Stop(location: $0.location, color: underGlobalAlpha($0.color)) }
        return faded
    }
}
