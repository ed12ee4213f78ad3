import Foundation
import GoldensScene

/// What every renderer's format says: the bounds its contexts draw in (UIKit's base class of
/// image and PDF renderer formats).
@preconcurrency @MainActor
open class UIGraphicsRendererFormat: NSObject, @preconcurrency NSCopying {
    /// The bounds of the renderer this format was handed to; zero until then.
    open internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    open class func `default`() -> Self { Self() }
    open class func preferred() -> Self { Self() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies what a subclass adds to the format; the base copies the bounds.
    func copyValues(from other: UIGraphicsRendererFormat) { bounds = other.bounds }
}

/// How an image renderer's images are made: their scale (the screen's unless set) and whether
/// they are opaque (kept; images are always drawn with alpha). The range is kept too: images
/// here are 8-bit sRGB whatever it says, which is what `.standard` asks for.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range a renderer's images are made in (`preferredRange`).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange: Range = .automatic
    @available(iOS, deprecated: 12.0, message: "Use the preferredRange property instead")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    public required init() { super.init() }

    /// A format for images shown with `traitCollection`: its display scale when it has one.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    override func copyValues(from other: UIGraphicsRendererFormat) {
        super.copyValues(from: other)
        guard let other = other as? UIGraphicsImageRendererFormat else { return }
        scale = other.scale
        opaque = other.opaque
        preferredRange = other.preferredRange
    }
}

/// The context a renderer's actions draw into: its Core Graphics context and the fills, strokes
/// and clips UIKit offers on top of it.
@preconcurrency @MainActor
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context the actions draw into.
    public var cgContext: CGContext { fatalError("UIGraphicsRendererContext is abstract: a renderer makes a subclass") }
    public var format: UIGraphicsRendererFormat { fatalError("UIGraphicsRendererContext is abstract: a renderer makes a subclass") }

    override init() { super.init() }

    /// Fills `rect` with the context's fill colour (black unless set).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        with(blendMode) { fill(rect) }
    }

    /// Strokes `rect`'s outline with the context's stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        with(blendMode) { stroke(rect) }
    }

    /// Runs `draw` with the blend mode set, the graphics state as it was afterwards.
    private func with(_ blendMode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw()
        cgContext.restoreGState()
    }

    /// Intersects the context's clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The actions a renderer runs with its context.
public typealias UIGraphicsDrawingActions = (UIGraphicsRendererContext) -> Void

/// What every renderer shares: its format, which knows the bounds drawn in.
@preconcurrency @MainActor
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat
    public var format: UIGraphicsRendererFormat { rendererFormat }
    /// Whether the renderer makes images (an image renderer does; a PDF renderer does not).
    open var allowsImageOutput: Bool { true }

    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as! UIGraphicsRendererFormat
        copy.bounds = bounds
        rendererFormat = copy
        super.init()
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
}

/// The context an image renderer's actions draw into, and that a view's `draw(_:)` draws into:
/// views (`drawHierarchy(in:afterScreenUpdates:)`, `layer.render(in:)`), UIKit's drawing
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `UIRectFill`, `UIImage.draw(in:)`) and the Core
/// Graphics context's paths, fills, strokes, clips, images and gradients, recorded as
/// display-list operations (see `DrawingRecorder`).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageFormat: UIGraphicsImageRendererFormat
    public override var format: UIGraphicsImageRendererFormat { imageFormat }
    /// What was drawn, in order, with the graphics state.
    let recorder: DrawingRecorder
    /// The Core Graphics context standing for this one; it records into `recorder`.
    public override var cgContext: CGContext { bitmapContext ?? ownContext }
    private lazy var ownContext: CGContext = GraphicsRecording.makeContext(for: self)
    /// A bitmap context (`CGContext(data:width:…)`) this one stands for when it is made
    /// current (`UIGraphicsPushContext`); the bitmap context keeps this one alive.
    weak var bitmapContext: CGContext?

    /// The bounds drawn in: what `currentImage` shows.
    private let bounds: CGRect

    init(format: UIGraphicsImageRendererFormat, bounds: CGRect, recorder: DrawingRecorder? = nil) {
        imageFormat = format
        self.bounds = bounds
        self.recorder = recorder ?? DrawingRecorder(scale: max(Double(format.scale), 1e-3), bounds: bounds)
        super.init()
    }

    /// The image of what the actions drew so far.
    public var currentImage: UIImage { image(of: bounds) }

    /// Fills `rect` with the Core Graphics context's fill colour (black unless set).
    open override func fill(_ rect: CGRect) {
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
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    private var imageFormat: UIGraphicsImageRendererFormat { super.format as! UIGraphicsImageRendererFormat }
    public override var format: UIGraphicsImageRendererFormat { imageFormat }
    private var bounds: CGRect { super.format.bounds }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// The image the actions draw.
    open func image(actions: DrawingActions) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: imageFormat, bounds: bounds)
        UIGraphicsImageRendererContext.current.append(context)
        actions(context)
        UIGraphicsImageRendererContext.current.removeLast()
        return context.image(of: bounds)
    }

    /// The PNG data of the image the actions draw (empty for an image without pixels).
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data of the image the actions draw, at `compressionQuality` (0 smallest, 1 best).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
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
