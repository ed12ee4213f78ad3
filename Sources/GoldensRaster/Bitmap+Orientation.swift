/// The eight ways a stored image can be turned for display (EXIF's orientations, UIKit's
/// `UIImage.Orientation`): a turn of a quarter, a half or three quarters, each with or without a
/// mirror.
public enum BitmapOrientation: Sendable, Hashable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

    /// Whether the displayed image is the stored one turned on its side (width and height swap).
    public var swapsSides: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: true
        case .up, .down, .upMirrored, .downMirrored: false
        }
    }
}

extension Bitmap {
    /// The pixels as displayed under `orientation` (EXIF's orientations 1 to 8): `.down` turned
    /// half way, `.left` a quarter counter-clockwise, `.right` a quarter clockwise, `.upMirrored`
    /// and `.downMirrored` flipped left to right and top to bottom, `.leftMirrored` transposed
    /// and `.rightMirrored` transposed across the other diagonal, as UIKit draws an image of
    /// that orientation.
    public func oriented(_ orientation: BitmapOrientation) -> Bitmap {
        guard orientation != .up else { return self }
        let sourceWidth = width, sourceHeight = height
        let targetWidth = orientation.swapsSides ? sourceHeight : sourceWidth
        let targetHeight = orientation.swapsSides ? sourceWidth : sourceHeight
        var result = Bitmap(width: targetWidth, height: targetHeight)
        guard targetWidth > 0, targetHeight > 0 else { return result }
        let sourceRow = bytesPerRow
        withUnsafeBytes { source in
            result.withUnsafeMutableBytes { target in
                let from = source.bindMemory(to: UInt32.self)
                let to = target.bindMemory(to: UInt32.self)
                let sourceStride = sourceRow / 4
                var y = 0
                while y < targetHeight {
                    var x = 0
                    while x < targetWidth {
                        // The stored pixel shown at (x, y).
                        let sx: Int, sy: Int
                        switch orientation {
                        case .up: (sx, sy) = (x, y)
                        case .upMirrored: (sx, sy) = (sourceWidth &- 1 &- x, y)
                        case .down: (sx, sy) = (sourceWidth &- 1 &- x, sourceHeight &- 1 &- y)
                        case .downMirrored: (sx, sy) = (x, sourceHeight &- 1 &- y)
                        case .left: (sx, sy) = (sourceWidth &- 1 &- y, x)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .right: (sx, sy) = (y, sourceHeight &- 1 &- x)
                        case .rightMirrored: (sx, sy) = (sourceWidth &- 1 &- y, sourceHeight &- 1 &- x)
                        }
                        to[y &* targetWidth &+ x] = from[sy &* sourceStride &+ sx]
                        x &+= 1
                    }
                    y &+= 1
                }
            }
        }
        return result
    }
}
