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

/// The context an image renderer's actions draw into. What can be drawn is views, with
/// `drawHierarchy(in:afterScreenUpdates:)`; there is no Core Graphics context.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    /// Views to draw, in order, each into a rect of the renderer's bounds.
    var drawings: [(view: UIView, rect: CGRect)] = []

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init()
    }

    /// The context `drawHierarchy` draws into: the innermost renderer's, while its actions run.
    static var current: [UIGraphicsImageRendererContext] = []
}

/// Makes images of views, as transition code does to animate a picture of a screen: inside
/// `image(actions:)`, `view.drawHierarchy(in:afterScreenUpdates:)` draws the view as it looks
/// now (its snapshot, scaled into the rect).
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

    /// The image the actions draw: transparent where they draw nothing. Views that cannot be
    /// drawn (an empty or huge snapshot) are left out, as UIKit's `drawHierarchy` returns false.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.current.append(context)
        actions(context)
        UIGraphicsImageRendererContext.current.removeLast()

        let scale = max(Double(format.scale), 1e-3)
        let width = max(1, Int((Double(bounds.width) * scale).rounded(.up)))
        let height = max(1, Int((Double(bounds.height) * scale).rounded(.up)))
        var ops: [DisplayOp] = []
        var images: [String: Bitmap] = [:]
        let device = Transform(translationX: -Double(bounds.minX), y: -Double(bounds.minY)).concatenating(Transform(scaleX: scale, y: scale))
        for (index, drawing) in context.drawings.enumerated() {
            guard let snapshot = try? SceneRenderer().snapshot(of: drawing.view.node, scale: scale).render() else { continue }
            let name = "drawing \(index)"
            images[name] = snapshot
            ops.append(.drawImage(name, rect: drawing.rect.scene, filter: .bilinear, transform: device))
        }
        let list = DisplayList(width: min(width, DisplayList.maximumSide), height: min(height, DisplayList.maximumSide),
                               background: .clear, ops: ops, name: "image renderer")
        let bitmap = (try? list.render(images: images)) ?? Bitmap(width: 1, height: 1)
        return UIImage(Image(name: "image renderer", bitmap: bitmap, scale: scale))
    }
}
