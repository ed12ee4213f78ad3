import GoldensRaster

/// What a view's `draw(_:)` drew (UIKit's custom drawing through Core Graphics), kept as
/// display-list operations in the bounds space it was drawn in: vector, so it is drawn at each
/// frame's scale like any other shape, and the same bytes on every machine.
///
/// UIKit draws once and keeps the result until the view is told to redraw; when the bounds
/// change in between, the drawing is placed into the new bounds by the view's content mode
/// (`gravity`; stretched by default, as `scaleToFill` does).
public struct DrawnContent: Sendable, Hashable {
    /// In the space of `drawnBounds`; image ops name entries of `images`.
    public var ops: [DisplayOp]
    public var images: [String: Bitmap]
    /// The bounds the drawing was made for.
    public var drawnBounds: Rect
    public var gravity: LayerImage.Gravity

    public init(ops: [DisplayOp], images: [String: Bitmap] = [:], drawnBounds: Rect, gravity: LayerImage.Gravity = .resize) {
        self.ops = ops
        self.images = images
        self.drawnBounds = drawnBounds
        self.gravity = gravity
    }

    func draw(into canvas: inout SceneCanvas, state: LayerState, id: String) {
        let drawn = drawnBounds.standardized
        guard !ops.isEmpty, let placed = gravity.place(drawn.size, in: state.bounds.standardized) else { return }
        let toPlaced = Transform(translationX: -drawn.minX, y: -drawn.minY)
            .concatenating(Transform(scaleX: placed.width / drawn.width, y: placed.height / drawn.height))
            .concatenating(Transform(translationX: placed.minX, y: placed.minY))
            .concatenating(canvas.transform)
        var names: [String: String] = [:]
        for (name, bitmap) in images.sorted(by: { $0.key < $1.key }) {
            names[name] = canvas.register(bitmap, name: "\(id) drawing \(name)")
        }
        for op in ops {
            var placedOp = op.drawn(through: toPlaced)
            if case .drawImage(let image, let rect, let filter, let transform) = placedOp.kind, let name = names[image] {
                placedOp.kind = .drawImage(image: name, rect: rect, filter: filter, transform: transform)
            }
            placedOp.id = placedOp.id ?? id
            canvas.add(placedOp)
        }
    }
}

extension DisplayOp {
    /// The op with `outer` applied after its own transform, as if its whole drawing were drawn
    /// through `outer`. Group, clip, mask and plane ends have no geometry and stay as they are.
    public func drawn(through outer: Transform) -> DisplayOp {
        var op = self
        switch kind {
        case .fillRect(let rect, let color, let t):
            op.kind = .fillRect(rect, color: color, transform: t.concatenating(outer))
        case .fillRoundedRect(let rect, let radius, let color, let t):
            op.kind = .fillRoundedRect(rect, radius: radius, color: color, transform: t.concatenating(outer))
        case .strokeRoundedRect(let rect, let radius, let lineWidth, let color, let t):
            op.kind = .strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color, transform: t.concatenating(outer))
        case .drawImage(let image, let rect, let filter, let t):
            op.kind = .drawImage(image: image, rect: rect, filter: filter, transform: t.concatenating(outer))
        case .pushClipRect(let rect, let t):
            op.kind = .pushClipRect(rect, transform: t.concatenating(outer))
        case .pushClipRoundedRect(let rect, let radius, let t):
            op.kind = .pushClipRoundedRect(rect, radius: radius, transform: t.concatenating(outer))
        case .fillPath(let path, let rule, let color, let t):
            op.kind = .fillPath(path, rule: rule, color: color, transform: t.concatenating(outer))
        case .pushClipPath(let path, let rule, let t):
            op.kind = .pushClipPath(path, rule: rule, transform: t.concatenating(outer))
        case .fillLinearGradient(let rect, let radius, let gradient, let t):
            op.kind = .fillLinearGradient(rect, radius: radius, gradient: gradient, transform: t.concatenating(outer))
        case .drawText(let text, let rect, let style, let t):
            op.kind = .drawText(text, rect: rect, style: style, transform: t.concatenating(outer))
        case .roundedRectShadow(let rect, let radius, let shadow, let t):
            op.kind = .roundedRectShadow(rect, radius: radius, shadow: shadow, transform: t.concatenating(outer))
        case .backdropBlur(let path, let blur, let t):
            op.kind = .backdropBlur(path, blur: blur, transform: t.concatenating(outer))
        case .pathShadow(let path, let shadow, let t):
            op.kind = .pathShadow(path, shadow: shadow, transform: t.concatenating(outer))
        case .pushPlane(let rect, let t):
            op.kind = .pushPlane(rect, transform: t.concatenating(ProjectiveTransform(outer)))
        case .fillGradient(let rect, let gradient, let t):
            op.kind = .fillGradient(rect, gradient: gradient, transform: t.concatenating(outer))
        case .strokePath(let path, let style, let color, let t):
            op.kind = .strokePath(path, style: style, color: color, transform: t.concatenating(outer))
        case .pushGroup, .popGroup, .popClip, .popPlane, .pushMask, .pushMaskedContent, .popMask:
            break
        }
        return op
    }
}
