import GoldensScene

extension UIView {
    /// Places the view where a container's layout wants it, as UIKit's containers and Auto
    /// Layout place views: by its size and centre, leaving a transform the app gave it on top
    /// (a bar an animator slides away with a translation keeps it through the next layout, where
    /// setting `frame` would take the translation into the position).
    func place(at layoutFrame: CGRect) {
        guard !CATransform3DIsIdentity(layer.transform) else { return frame = layoutFrame }
        bounds = CGRect(origin: bounds.origin, size: layoutFrame.size)
        let anchor = layer.anchorPoint
        center = CGPoint(x: layoutFrame.minX + anchor.x * layoutFrame.width, y: layoutFrame.minY + anchor.y * layoutFrame.height)
    }
}
