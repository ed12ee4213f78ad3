import Foundation

/// Where a preview (of a context menu or a drag) sits: a point in a container view, and a
/// transform.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject, NSCopying {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// How a preview is cut out and backed: its visible path, shadow path and background colour.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject, NSCopying {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    /// UIKit's default is white.
    open var backgroundColor: UIColor! = .white

    public override init() {
        super.init()
    }

    /// Parameters whose visible path is the union of the given line rectangles (text previews).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for value in textLineRects { path.append(UIBezierPath(rect: value.cgRectValue)) }
        visiblePath = path
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UIPreviewParameters in
            let copy = UIPreviewParameters()
            copy.visiblePath = visiblePath
            copy.shadowPath = shadowPath
            copy.backgroundColor = backgroundColor
            return copy
        }
    }
}

/// A view shown as a preview, with its parameters and target.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject, NSCopying {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of a view in a window, centred where the view is.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the view as previewed.
    open var size: CGSize { view.bounds.size }

    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
