import Foundation
import GoldensScene

/// How an image renderer's images are made: their scale (the screen's unless set) and whether
/// they are opaque (kept; images are always drawn with alpha).
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false

    public override init() { super.init() }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into. What can be drawn is views
/// (`drawHierarchy(in:afterScreenUpdates:)`, or `layer.render(in: context.cgContext)` under the
/// context's translations, scales and rotations) and filled rects (`fill(_:)`, or the Core
/// Graphics context's `fill` in its fill colour). Other Core Graphics drawing is not recorded.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    /// What the actions drew, in order.
    var drawings: [Drawing] = []
    /// The Core Graphics context standing for this one; it records into `drawings`.
    public private(set) lazy var cgContext: CGContext = GraphicsRecording.makeContext(for: self)

    enum Drawing {
        /// A layer tree as it looks now, its bounds drawn over `rect` through `transform`.
        case layer(View, rect: CGRect, transform: CGAffineTransform)
        case fill(CGRect, color: Color, transform: CGAffineTransform)
    }

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init()
    }

    /// Fills `rect` with the Core Graphics context's fill colour (black unless set).
    open func fill(_ rect: CGRect) {
        drawings.append(.fill(rect, color: GraphicsRecording.fillColor(of: cgContext), transform: GraphicsRecording.ctm(of: cgContext)))
    }

    /// The context `drawHierarchy` draws into: the innermost renderer's, while its actions run,
    /// or the innermost `UIGraphicsBeginImageContextWithOptions` context.
    static var current: [UIGraphicsImageRendererContext] = []

    /// The image of what was drawn so far over `bounds` at the format's scale: transparent where
    /// nothing was drawn. Views that cannot be drawn (an empty or huge snapshot) are left out,
    /// as UIKit's `drawHierarchy` returns false for them.
    func image(of bounds: CGRect) -> UIImage {
        let scale = max(Double(format.scale), 1e-3)
        let width = max(1, Int((Double(bounds.width) * scale).rounded(.up)))
        let height = max(1, Int((Double(bounds.height) * scale).rounded(.up)))
        var ops: [DisplayOp] = []
        var images: [String: Bitmap] = [:]
        let device = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY)).concatenating(Transform(scaleX: scale, y: scale))
        for (index, drawing) in drawings.enumerated() {
            switch drawing {
            case .layer(let node, let rect, let transform):
                // Drawn at the device scale the context's transform gives it, so a scaled-up
                // drawing keeps its detail.
                let factor = scale * max(abs(Double(transform.a)) + abs(Double(transform.c)), abs(Double(transform.b)) + abs(Double(transform.d)), 1e-3)
                guard let snapshot = try? SceneRenderer().snapshot(of: node, scale: factor).render() else { continue }
                let name = "drawing \(index)"
                images[name] = snapshot
                ops.append(.drawImage(name, rect: rect.scene, filter: .bilinear, transform: transform.scene.concatenating(device)))
            case .fill(let rect, let color, let transform):
                ops.append(.fillRect(rect.scene, color: color, transform: transform.scene.concatenating(device)))
            }
        }
        let list = DisplayList(width: min(width, DisplayList.maximumSide), height: min(height, DisplayList.maximumSide),
                               background: .clear, ops: ops, name: "image renderer")
        let bitmap = (try? list.render(images: images)) ?? Bitmap(width: 1, height: 1)
        return UIImage(Image(name: "image renderer", bitmap: bitmap, scale: scale))
    }
}

/// Makes images of views, as transition code does to animate a picture of a screen: inside
/// `image(actions:)`, `view.drawHierarchy(in:afterScreenUpdates:)` draws the view as it looks
/// now (its snapshot, scaled into the rect), and so does `view.layer.render(in: context.cgContext)`.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// The image the actions draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.current.append(context)
        actions(context)
        UIGraphicsImageRendererContext.current.removeLast()
        return context.image(of: bounds)
    }
}

// MARK: The older image context functions

/// The bounds of each open `UIGraphicsBeginImageContextWithOptions` context, innermost last.
@MainActor private var imageContextBounds: [(context: UIGraphicsImageRendererContext, bounds: CGRect)] = []

// UIKit does not isolate the image-context functions to the main actor, and code calls them
// from helpers that are not isolated either; all UIKit code here runs on the main thread, so
// they assume it (and trap, as UIKit's drawing off the main thread is undefined, if not).

/// Opens an image context of `size` at `scale` (0: the screen's), as `UIGraphicsImageRenderer`
/// does for its actions; draw into it, take its image, then end it.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    MainActor.assumeIsolated {
        let format = UIGraphicsImageRendererFormat()
        if scale > 0 { format.scale = scale }
        format.opaque = opaque
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.current.append(context)
        imageContextBounds.append((context, CGRect(origin: .zero, size: size)))
    }
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The innermost open image context's Core Graphics context, nil when none is open.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    MainActor.assumeIsolated { UIGraphicsImageRendererContext.current.last?.cgContext }
}

/// The image of what the innermost `UIGraphicsBeginImageContextWithOptions` context holds.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    MainActor.assumeIsolated {
        guard let open = imageContextBounds.last, UIGraphicsImageRendererContext.current.last === open.context else { return nil }
        return open.context.image(of: open.bounds)
    }
}

public func UIGraphicsEndImageContext() {
    MainActor.assumeIsolated {
        guard let open = imageContextBounds.popLast() else { return }
        if let index = UIGraphicsImageRendererContext.current.lastIndex(where: { $0 === open.context }) {
            UIGraphicsImageRendererContext.current.remove(at: index)
        }
    }
}
