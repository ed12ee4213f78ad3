/// A bitmap with a name and a scale, as UIImage: `size` is in points, `bitmap` in pixels.
/// The name identifies the image in display lists and reports ("basil", "snapshot of cell 3").
public struct Image: Sendable, Hashable {
    public var name: String
    public var bitmap: Bitmap
    /// Pixels per point.
    public var scale: Double

    public init(name: String, bitmap: Bitmap, scale: Double = 1) {
        self.name = name
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: Size {
        Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
    }
}
