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
        // The stored pixel shown at (x, y) is `first + x · across + y · down` pixels into the
        // source: worked out once per orientation, so the loop only adds.
        let stride = bytesPerRow / 4, lastColumn = sourceWidth - 1, lastRow = (sourceHeight - 1) * stride
        let (first, across, down): (Int, Int, Int) = switch orientation {
        case .up: (0, 1, stride)
        case .upMirrored: (lastColumn, -1, stride)
        case .down: (lastRow + lastColumn, -1, -stride)
        case .downMirrored: (lastRow, 1, -stride)
        case .left: (lastColumn, stride, -1)
        case .leftMirrored: (0, stride, 1)
        case .right: (lastRow, -stride, 1)
        case .rightMirrored: (lastRow + lastColumn, -stride, -1)
        }
        withUnsafeBytes { source in
            result.withUnsafeMutableBytes { target in
                let from = source.bindMemory(to: UInt32.self)
                let to = target.bindMemory(to: UInt32.self)
                var y = 0
                while y < targetHeight {
                    var index = first &+ y &* down
                    var x = 0
                    let row = y &* targetWidth
                    while x < targetWidth {
                        to[row &+ x] = from[index]
                        index &+= across
                        x &+= 1
                    }
                    y &+= 1
                }
            }
        }
        return result
    }
}
