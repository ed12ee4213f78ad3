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

/// The context an image renderer's actions draw into, and that a view's `draw(_:)` draws into:
/// views (`drawHierarchy(in:afterScreenUpdates:)`, `layer.render(in:)`), UIKit's drawing
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `UIRectFill`, `UIImage.draw(in:)`) and the Core
/// Graphics context's paths, fills, strokes, clips, images and gradients, recorded as
/// display-list operations (see `DrawingRecorder`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    /// What was drawn, in order, with the graphics state.
    let recorder: DrawingRecorder
    /// The Core Graphics context standing for this one; it records into `recorder`.
    public var cgContext: CGContext { bitmapContext ?? ownContext }
    private lazy var ownContext: CGContext = GraphicsRecording.makeContext(for: self)
    /// A bitmap context (`CGContext(data:width:…)`) this one stands for when it is made
    /// current (`UIGraphicsPushContext`); the bitmap context keeps this one alive.
    weak var bitmapContext: CGContext?

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect, recorder: DrawingRecorder? = nil) {
        self.format = format
        self.recorder = recorder ?? DrawingRecorder(scale: max(Double(format.scale), 1e-3), bounds: bounds)
        super.init()
    }

    /// Fills `rect` with the Core Graphics context's fill colour (black unless set).
    open func fill(_ rect: CGRect) {
        GraphicsRecording.sync(cgContext, into: recorder)
        recorder.fillRect(rect)
    }

    /// Draws a view as it looks now into `rect`, under the context's transform.
    func draw(_ node: View, in rect: CGRect) {
        GraphicsRecording.sync(cgContext, into: recorder)
        recorder.draw(node, in: rect)
    }

    /// Runs `draw` with a context for `bounds` current (a view's `draw(_:)`, a layer's
    /// `draw(in:)`) and makes what it drew `node`'s content, placed by `gravity` into later
    /// bounds. A drawing of nothing takes back an earlier drawing and leaves other content (a
    /// shape layer's, a text layer's) as it is; empty or non-finite bounds draw nothing.
    static func drawContent(of node: View, bounds: CGRect, scale: CGFloat, gravity: LayerImage.Gravity,
                            _ draw: (UIGraphicsImageRendererContext) -> Void) {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
        context.recorder.window = node.window
        current.append(context)
        draw(context)
        current.removeLast()
        let (ops, images) = context.recorder.finished()
        if !ops.isEmpty {
            node.layerContent = .drawing(DrawnContent(ops: ops, images: images, drawnBounds: bounds.scene, gravity: gravity))
        } else if case .drawing? = node.layerContent {
            node.layerContent = nil
        }
    }

    /// The context drawing goes to: the innermost renderer's while its actions run, the
    /// innermost `UIGraphicsBeginImageContextWithOptions` context, or the one a view's
    /// `draw(_:)` runs in.
    static var current: [UIGraphicsImageRendererContext] = []

    /// The image of what was drawn so far over `bounds` at the format's scale: transparent where
    /// nothing was drawn. Views that cannot be drawn (an empty or huge snapshot) are left out,
    /// as UIKit's `drawHierarchy` returns false for them.
    func image(of bounds: CGRect) -> UIImage {
        UIImage(recorder.image(of: bounds, name: "image renderer"))
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
        let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
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
        let context = UIGraphicsImageRendererContext(format: format, bounds: CGRect(origin: .zero, size: size))
        UIGraphicsImageRendererContext.current.append(context)
        imageContextBounds.append((context, CGRect(origin: .zero, size: size)))
    }
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The innermost open image context's Core Graphics context, nil when none is open.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    // Core Graphics' contexts are not Sendable; this one is handed back on the thread that
    // asked, which is the main thread.
    nonisolated(unsafe) var context: CGContext?
    MainActor.assumeIsolated { context = UIGraphicsImageRendererContext.current.last?.cgContext }
    return context
}

/// Makes `context` the current one, so UIKit's drawing calls (`UIBezierPath.fill()`,
/// `UIImage.draw(in:)`) draw into it, until the matching `UIGraphicsPopContext()`. A context
/// that is not an image context's or a bitmap context is not drawn into by them.
public func UIGraphicsPushContext(_ context: CGContext) {
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated {
        pushedContexts.append(context.owner)   // nil: nothing was made current, the pop matches it
        if let owner = context.owner { UIGraphicsImageRendererContext.current.append(owner) }
    }
}

/// Makes the context current before the last `UIGraphicsPushContext` current again.
public func UIGraphicsPopContext() {
    MainActor.assumeIsolated {
        guard let last = pushedContexts.popLast(), let pushed = last,
              let index = UIGraphicsImageRendererContext.current.lastIndex(where: { $0 === pushed }) else { return }
        UIGraphicsImageRendererContext.current.remove(at: index)
    }
}

/// The contexts `UIGraphicsPushContext` made current, innermost last.
@MainActor private var pushedContexts: [UIGraphicsImageRendererContext?] = []

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
