/// A view that shows an image, fitted to its bounds by `contentMode`.
@MainActor
open class ImageView: View {
    public var image: Image?
    public var contentMode: ContentMode = .scaleToFill
    /// Sampling of the image when scaled (Core Animation's default is linear).
    public var filter: ImageFilter = .bilinear
    /// How a resizable image stretches under `.scaleToFill`; nil stretches all of it.
    public var slicing: NineSlice?

    public init(image: Image? = nil, frame: Rect? = nil) {
        self.image = image
        super.init(frame: frame ?? Rect(origin: .zero, size: image?.size ?? .zero))
    }

    /// How an image is placed in the bounds (UIView.ContentMode).
    public enum ContentMode: Sendable, Hashable {
        /// Stretched to the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// As large as fits inside the bounds, aspect ratio kept, centred.
        case scaleAspectFit
        /// As small as covers the bounds, aspect ratio kept, centred; overflows unless clipped.
        case scaleAspectFill
        /// Its own size, centred.
        case center
    }

    open override var intrinsicContentSize: Size { image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    open override func sizeThatFits(_ size: Size) -> Size {
        image?.size ?? .zero
    }

    /// Where the image is drawn, in the view's bounds space.
    public func imageRect(in bounds: Rect) -> Rect? {
        guard let image, image.size.width > 0, image.size.height > 0 else { return nil }
        let size = image.size
        let drawn: Size
        switch contentMode {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let factor = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            drawn = Size(width: size.width * factor, height: size.height * factor)
        case .center:
            drawn = size
        }
        return Rect(x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2,
                    width: drawn.width, height: drawn.height)
    }

    /// An opaque image covers where it is drawn (a snapshot of a screen), so a shadow on an
    /// image view with no background is cast from there, as the image's alpha casts it in UIKit.
    open override func opaqueContentRect(in bounds: Rect) -> Rect? {
        guard let image, let rect = imageRect(in: bounds), image.bitmap.isOpaque else { return super.opaqueContentRect(in: bounds) }
        return rect
    }

    open override func drawContent(into canvas: inout SceneCanvas, state: LayerState) {
        guard let image, let rect = imageRect(in: state.bounds) else { return }
        let name = canvas.register(image.bitmap, name: image.name)
        if let slicing, !slicing.isWhole, contentMode == .scaleToFill {
            slicing.draw(name, part: Rect(x: 0, y: 0, width: 1, height: 1),
                         pixels: Size(width: Double(image.bitmap.width), height: Double(image.bitmap.height)), size: image.size,
                         into: rect, filter: filter, canvas: &canvas, id: displayName)
            return
        }
        canvas.add(.drawImage(name, rect: rect, filter: filter, transform: canvas.transform, id: displayName))
    }
}

extension View {
    /// A new view showing this view as it looks now, sized to its bounds and drawn at its
    /// window's scale (2 when it has no window). It ignores this view's own position and
    /// transform: place it with `convert(bounds, to:)` and re-apply a transform if needed.
    /// `afterScreenUpdates` is accepted for fidelity; the snapshot always shows the current state.
    /// Returns nil when the view cannot be drawn (empty or non-finite geometry).
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let scale = window?.scale ?? 2
        guard let frame = try? SceneRenderer.onScreen(at: (window?.clock ?? AnimationContext.clock).now).snapshot(of: self, scale: scale),
              let bitmap = try? frame.render() else { return nil }
        let snapshot = ImageView(image: Image(name: "snapshot of \(displayName)", bitmap: bitmap, scale: scale))
        snapshot.frame = Rect(origin: .zero, size: bounds.size)
        snapshot.name = "snapshot of \(displayName)"
        return snapshot
    }
}
