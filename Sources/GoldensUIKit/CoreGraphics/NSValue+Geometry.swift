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

/// Transforms boxed for animation values (`fromValue = NSValue(caTransform3D: t)`). Foundation
/// on Linux has no box for them, so the value rides beside the box, in the side table
/// associated objects use.
extension NSValue {
    private static let transformKey = "GoldensUIKit.NSValue.transform"

    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(rect: .zero)
        ObjectSideTable.shared.set(transform, for: self, key: Self.transformKey)
    }

    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(rect: .zero)
        ObjectSideTable.shared.set(transform, for: self, key: Self.transformKey)
    }

    /// The transform boxed by `init(caTransform3D:)` (an affine one made 3-D); identity for
    /// a box of something else, as UIKit's zero-filled read gives nothing better.
    public var caTransform3DValue: CATransform3D { boxedTransform ?? CATransform3DIdentity }

    public var cgAffineTransformValue: CGAffineTransform {
        switch ObjectSideTable.shared.value(for: self, key: Self.transformKey) {
        case let affine as CGAffineTransform: affine
        case let transform as CATransform3D: CATransform3DGetAffineTransform(transform)
        default: .identity
        }
    }

    /// Nil unless this box was made from a transform.
    var boxedTransform: CATransform3D? {
        switch ObjectSideTable.shared.value(for: self, key: Self.transformKey) {
        case let transform as CATransform3D: transform
        case let affine as CGAffineTransform: CATransform3DMakeAffineTransform(affine)
        default: nil
        }
    }
}
