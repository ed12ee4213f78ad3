import Foundation
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// An image made with an orientation shows its pixels turned or mirrored as UIKit draws it (a
/// "next" arrow made by mirroring a "back" arrow points the other way), and reads back the
/// pixels and orientation it was given.
@MainActor
@Suite struct ImageOrientationTests {
    /// 3 x 2 pixels: red on the left column, blue elsewhere.
    private func arrow() -> UIImage {
        ResizableImageTests.drawn(CGSize(width: 3, height: 2)) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
    }

    private func isRed(_ pixel: PremultipliedPixel) -> Bool { pixel.r > 200 && pixel.b < 50 }

    @Test func aMirroredImageShowsItsPixelsMirrored() throws {
        let base = arrow()
        let cgImage = try #require(base.cgImage)
        let mirrored = UIImage(cgImage: cgImage, scale: base.scale, orientation: .upMirrored)
        #expect(mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.size == CGSize(width: 3, height: 2))
        #expect(isRed(mirrored.image.bitmap[2, 0]) && !isRed(mirrored.image.bitmap[0, 0]))
        // The stored pixels come back as given.
        let stored = try #require(mirrored.cgImage).goldensImage.bitmap
        #expect(isRed(stored[0, 0]) && !isRed(stored[2, 0]))
        // Flipping the orientation again shows them as they were.
        let back = mirrored.withHorizontallyFlippedOrientation()
        #expect(back.imageOrientation == .up)
        #expect(isRed(back.image.bitmap[0, 0]))
    }

    @Test func aTurnedImageSwapsItsSides() throws {
        let cgImage = try #require(arrow().cgImage)
        let left = UIImage(cgImage: cgImage, scale: 1, orientation: .left)
        #expect(left.size == CGSize(width: 2, height: 3))
        // Turned a quarter counter-clockwise, the left column becomes the bottom row.
        #expect(isRed(left.image.bitmap[0, 2]) && isRed(left.image.bitmap[1, 2]) && !isRed(left.image.bitmap[0, 0]))
        let right = UIImage(cgImage: cgImage, scale: 1, orientation: .right)
        #expect(isRed(right.image.bitmap[0, 0]) && isRed(right.image.bitmap[1, 0]) && !isRed(right.image.bitmap[0, 2]))
        let down = UIImage(cgImage: cgImage, scale: 1, orientation: .down)
        #expect(isRed(down.image.bitmap[2, 1]) && !isRed(down.image.bitmap[0, 1]))
        // Transposed: the left column becomes the top row.
        let leftMirrored = UIImage(cgImage: cgImage, scale: 1, orientation: .leftMirrored)
        #expect(isRed(leftMirrored.image.bitmap[0, 0]) && isRed(leftMirrored.image.bitmap[1, 0]) && !isRed(leftMirrored.image.bitmap[0, 2]))
    }
}
