import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Graphics drawing into an image renderer, read back from the image's pixels.
@MainActor
struct CoreGraphicsDrawingTests {
    private func draw(width: Int = 20, height: Int = 10, _ actions: (CGContext) -> Void) -> Bitmap {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        return renderer.image { actions($0.cgContext) }.image.bitmap
    }

    @Test func aLinearGradientAndAFilledPath() {
        let pixels = draw { context in
            let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: nil)!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 12, y: 2, width: 6, height: 6)).fill()
        }
        #expect(pixels[1, 5].r < 30 && pixels[8, 5].r > 90 && pixels[8, 5].r < 130, "black to white across: \(pixels[8, 5])")
        #expect(pixels[15, 5].r == 255 && pixels[15, 5].g == 0, "the red dot")
    }

    /// A stroke is drawn in the user space current when it is stroked: under a scale of 2 a
    /// 1 pt line covers 2 px; the path, built before the scale, stays where it was built.
    @Test func aStrokeScalesWithTheTransformAtStrokeTime() {
        let pixels = draw { context in
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 20, y: 5))
            context.scaleBy(x: 2, y: 2)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1)
            context.strokePath()
        }
        #expect(pixels[10, 4].a == 255 && pixels[10, 5].a == 255, "2 px wide about y = 5")
        #expect(pixels[10, 3].a == 0 && pixels[10, 6].a == 0)
    }

    /// A clip lasts until the restore that matches its save, and no longer.
    @Test func aRestoreEndsTheClipsSinceItsSave() {
        let pixels = draw { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
            context.restoreGState()
            context.restoreGState()        // unbalanced: ignored, as Core Graphics does
            context.fill(CGRect(x: 0, y: 5, width: 20, height: 5))
        }
        #expect(pixels[2, 2].b == 255 && pixels[10, 2].a == 0, "the first fill is clipped to x < 5")
        #expect(pixels[10, 7].a == 255, "the second is not clipped; its colour was restored to black")
        #expect(pixels[10, 7].b == 0)
    }

    /// Core Graphics draws an image in its own y-up convention, so in UIKit's contexts it shows
    /// upside down; `UIImage.draw(in:)` draws it upright.
    @Test func coreGraphicsImagesAreFlippedAndUIKitImagesAreNot() throws {
        let stripe = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        let upright = draw(width: 2, height: 2) { _ in stripe.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let flipped = draw(width: 2, height: 2) { context in
            context.draw(stripe.cgImage!, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(upright[0, 0].r == 255 && upright[0, 1].a == 0)
        #expect(flipped[0, 1].r == 255 && flipped[0, 0].a == 0)
    }

    /// What is not drawn exactly fails the frame by name instead of being guessed.
    @Test func unsupportedDrawingIsReportedByName() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        _ = SceneDiagnostics.drain(window.windowNode)
        _ = draw { context in
            context.setBlendMode(.multiply)
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
            context.setShadow(offset: .zero, blur: 0, color: nil)
        }
        let messages = SceneDiagnostics.drain(window.windowNode)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("setBlendMode(.multiply)") == true)
        #expect(messages.last?.contains("setShadow") == true)
    }
}
