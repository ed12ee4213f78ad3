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
@MainActor
final class DrawingRecorder {
    struct State {
        var ctm = CGAffineTransform.identity
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
        var alpha = 1.0
        /// How many clips are pushed; a restore pops those pushed since its save.
        var clips = 0
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
        if let window { SceneDiagnostics.report(message, in: window) } else { SceneDiagnostics.report(message) }
    }

    /// The operations with every clip closed, and the images they name.
    func finished() -> (ops: [DisplayOp], images: [String: Bitmap]) {
        (ops + Array(repeating: DisplayOp.popClip, count: state.clips), images)
    }

    // MARK: Graphics state

    func save() { saved.append(state) }

    /// An unbalanced restore does nothing, as in Core Graphics (which logs it).
    func restore() {
        guard let previous = saved.popLast() else { return }
        for _ in 0..<max(0, state.clips - previous.clips) { ops.append(.popClip) }
        state = previous
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
        ops.append(.fillPath(base, rule: rule, color: color))
    }

    /// Strokes `base` (in the base space) with the current line style, in user space.
    func stroke(_ base: Path, color: Color) {
        let color = underGlobalAlpha(color)
        let ctm = state.ctm.scene
        guard !base.isEmpty, color.alpha > 0, state.stroke.lineWidth > 0, state.stroke.lineWidth.isFinite,
              let toUser = ctm.inverted() else { return }
        ops.append(.strokePath(base.applying(toUser), style: state.stroke, color: color, transform: ctm))
    }

    /// Strokes `user` (in user space, as UIKit's paths are) with `style` under the transform.
    func stroke(user: Path, style: StrokeStyle, color: Color) {
        let color = underGlobalAlpha(color)
        guard !user.isEmpty, color.alpha > 0, style.lineWidth > 0, style.lineWidth.isFinite else { return }
        ops.append(.strokePath(user, style: style, color: color, transform: state.ctm.scene))
    }

    func fillRect(_ rect: CGRect) {
        let color = underGlobalAlpha(state.fillColor)
        guard color.alpha > 0 else { return }
        ops.append(.fillRect(rect.scene, color: color, transform: state.ctm.scene))
    }

    func clip(rule: FillRule) {
        ops.append(.pushClipPath(path, rule: rule))
        state.clips += 1
        path = Path()
    }

    /// Intersects the clip with `base` (in the base space).
    func clip(_ base: Path, rule: FillRule) {
        ops.append(.pushClipPath(base, rule: rule))
        state.clips += 1
    }

    func clip(to rect: CGRect) {
        ops.append(.pushClipRect(rect.scene, transform: state.ctm.scene))
        state.clips += 1
    }

    /// Draws `bitmap` (of `pixelsPerPoint`) into `rect` in user space; `flipped` draws it upside
    /// down, as Core Graphics' own `draw(_:in:)` shows an image in UIKit's flipped contexts.
    func draw(_ bitmap: Bitmap, in rect: CGRect, flipped: Bool, alpha: Double, name: String) {
        let opacity = alpha * state.alpha
        guard opacity > 0, rect.width != 0, rect.height != 0 else { return }
        let key = "\(name) \(images.count + 1)"
        images[key] = bitmap
        var transform = state.ctm.scene
        if flipped {
            transform = Transform(translationX: 0, y: -Double(rect.midY)).concatenating(Transform(scaleX: 1, y: -1))
                .concatenating(Transform(translationX: 0, y: Double(rect.midY))).concatenating(transform)
        }
        if opacity < 1 { ops.append(.pushGroup(alpha: opacity)) }
        ops.append(.drawImage(key, rect: rect.scene, filter: .bilinear, transform: transform))
        if opacity < 1 { ops.append(.popGroup) }
    }

    /// Draws `text` from the top of `rect` in `style`, under the transform and global alpha.
    func drawText(_ text: String, in rect: CGRect, style: TextStyle, clipped: Bool) {
        var style = style
        style.color = underGlobalAlpha(style.color)
        guard style.color.alpha > 0 else { return }
        if clipped { ops.append(.pushClipRect(rect.scene, transform: state.ctm.scene)) }
        ops.append(.drawText(text, rect: rect.scene, style: style, transform: state.ctm.scene))
        if clipped { ops.append(.popClip) }
    }

    /// Draws what `node` shows now into `rect`, at the device scale the transform gives it.
    func draw(_ node: View, in rect: CGRect) {
        let t = state.ctm
        let factor = scale * max(abs(Double(t.a)) + abs(Double(t.c)), abs(Double(t.b)) + abs(Double(t.d)), 1e-3)
        guard let snapshot = try? SceneRenderer().snapshot(of: node, scale: factor).render() else { return }
        let key = "drawing \(images.count + 1)"
        images[key] = snapshot
        ops.append(.drawImage(key, rect: rect.scene, filter: .bilinear, transform: t.scene))
    }

    /// Fills the clip (the context's bounds) with a gradient between two points; Core Graphics
    /// paints past its ends only with the options asking for it, which is drawn exactly only
    /// when both are asked for (the display list's gradients extend their end colours).
    func drawLinearGradient(_ stops: [LinearGradient.Stop], start: CGPoint, end: CGPoint, extendsBoth: Bool) {
        guard extendsBoth else {
            return report("drawLinearGradient without both .drawsBeforeStartLocation and .drawsAfterEndLocation is not drawn")
        }
        guard !stops.isEmpty, let toUser = state.ctm.scene.inverted() else { return }
        let area = Path.rect(bounds.scene).applying(toUser)
        ops.append(.pushClipPath(area, rule: .nonZero, transform: state.ctm.scene))
        ops.append(.fillLinearGradient(area.controlBounds, gradient: LinearGradient(start: start.scene, end: end.scene, stops: stops),
                                       transform: state.ctm.scene))
        ops.append(.popClip)
    }

    /// A radial gradient from a point (radius 0) to a circle about the same centre, extended
    /// past its end circle when asked; other radial gradients are reported, not guessed.
    func drawRadialGradient(_ stops: [LinearGradient.Stop], center: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                            endRadius: CGFloat, extendsAfter: Bool) {
        guard startRadius == 0, center == endCenter, endRadius > 0, extendsAfter else {
            return report("drawRadialGradient is drawn only from a point to a circle about it with .drawsAfterEndLocation")
        }
        guard !stops.isEmpty, let toUser = state.ctm.scene.inverted() else { return }
        let area = Path.rect(bounds.scene).applying(toUser).controlBounds
        let gradient = ShapedGradient(shape: .radial(center: center.scene, radii: Size(width: Double(endRadius), height: Double(endRadius))),
                                      stops: stops)
        ops.append(.fillGradient(area, gradient: gradient, transform: state.ctm.scene))
    }
}
