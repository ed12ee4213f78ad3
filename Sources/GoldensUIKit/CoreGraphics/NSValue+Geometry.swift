import Foundation

#if !canImport(CoreGraphics)
/// UIKit's boxing of geometry in `NSValue`, for values code puts in dictionaries and arrays
/// (animation values, notification payloads). On Linux Foundation's own rect, point and size
/// boxes carry them.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
