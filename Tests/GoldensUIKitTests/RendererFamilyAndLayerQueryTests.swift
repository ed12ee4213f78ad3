import Foundation
import GoldensPNG
import GoldensScene
@testable import GoldensUIKit
import Testing

/// UIKit's renderer classes as code subclasses and passes them around (the base renderer,
/// format and context), a value function turning a transform animation, a layer's hit testing,
/// and the screen's display mode.
@MainActor
@Suite struct RendererFamilyAndLayerQueryTests {
    @Test func anImageRendererIsAGraphicsRendererWithItsFormatAndContext() throws {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 20, height: 10), format: format)
        let base: UIGraphicsRenderer = renderer
        #expect(base.format.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(renderer.format !== format, "the renderer keeps a copy of the format it was given")
        format.scale = 3
        #expect(renderer.format.scale == 1)
        #expect(base.allowsImageOutput)

        var halfway: UIImage?
        let data = renderer.pngData { context in
            let general: UIGraphicsRendererContext = context
            UIColor.red.setFill()
            general.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            halfway = context.currentImage
            UIColor.blue.setStroke()
            general.cgContext.setLineWidth(2)
            general.stroke(CGRect(x: 11, y: 1, width: 8, height: 8))
            general.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.green.setFill()
            general.fill(CGRect(x: 0, y: 0, width: 20, height: 10), blendMode: .normal)
        }
        let decoded = try PNGDecoder.decode([UInt8](data), file: "pngData").bitmap
        #expect(decoded.width == 20 && decoded.height == 10)
        #expect(decoded[2, 5] == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255), "green inside the clip")
        #expect(decoded[7, 5] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "red outside it")
        #expect(decoded[11, 5] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255), "the stroked rect's left edge")
        #expect(decoded[15, 5].a == 0, "inside the stroked rect")
        let early = try #require(halfway).image.bitmap
        #expect(early[7, 5] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) && early[11, 5].a == 0,
                "the current image shows only what was drawn before it was taken")

        let jpeg = renderer.jpegData(withCompressionQuality: 0.8) { context in context.fill(CGRect(x: 0, y: 0, width: 20, height: 10)) }
        #expect(jpeg.starts(with: [0xFF, 0xD8]))
    }

    @Test func aFormatComesFromTraitsOrAnImage() {
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale == 3)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in }
        #expect(image.imageRendererFormat.scale == 1)
        let format = UIGraphicsImageRendererFormat()
        format.prefersExtendedRange = false
        #expect(format.preferredRange == .standard)
    }

    /// The frame halfway through a one-second "transform" animation through `function` from
    /// `from` to `to`, on a black view at `frame` over white.
    private func halfway(through function: CAValueFunctionName, from: Any, to: Any, on frame: CGRect) throws -> (Bitmap, Int) {
        let (window, root) = WhiteScene.make()
        let view = UIView(frame: frame)
        view.backgroundColor = .black
        root.addSubview(view)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: function)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        view.layer.add(animation, forKey: "transform")
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
        return try WhiteScene.render(window)
    }

    @Test func aRotateZValueFunctionTurnsTheLayerByTheAnimatedAngle() throws {
        let (frame, scale) = try halfway(through: .rotateZ, from: 0, to: Double.pi, on: CGRect(x: 100, y: 100, width: 100, height: 10))
        // Halfway a quarter turn: the needle stands upright about its centre (150, 105). The
        // two transforms interpolated without the function would both be the identity.
        #expect(frame[150 * scale, 80 * scale].r == 0, "upright: above the centre")
        #expect(frame[110 * scale, 105 * scale].r == 255, "no longer lying across")
        #expect(CAValueFunction(name: CAValueFunctionName("spin")) == nil)
    }

    @Test func aScaleValueFunctionTakesThreeNumbers() throws {
        let (frame, scale) = try halfway(through: .scale, from: [1, 1, 1],
                                         to: [NSNumber(value: 1), NSNumber(value: 0), NSNumber(value: 1)],
                                         on: CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(frame[150 * scale, 130 * scale].r == 0, "half height: 125...175")
        #expect(frame[150 * scale, 110 * scale].r == 255)
    }

    @Test func aLayerHitTestFindsTheFrontmostSublayerUnderThePoint() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let back = CALayer()
        back.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        let front = CALayer()
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let clipped = CALayer()
        clipped.frame = CGRect(x: 80, y: 0, width: 50, height: 50)   // pokes out of `back`
        back.addSublayer(clipped)
        root.addSublayer(back)
        root.addSublayer(front)

        #expect(root.hitTest(CGPoint(x: 60, y: 60)) === front, "the later sublayer is on top")
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 5)) == nil)
        #expect(root.hitTest(CGPoint(x: 125, y: 20)) === clipped, "a sublayer outside its superlayer is hit")
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 125, y: 20)) === root, "not when the superlayer masks it")
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === root)
        #expect(front.contains(CGPoint(x: 99, y: 99)) && !front.contains(CGPoint(x: 101, y: 0)))
        #expect(front.preferredFrameSize() == CGSize(width: 100, height: 100))
    }

    @Test func theScreenModeIsItsSizeInPixels() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 812), scale: 3, safeAreaInsets: .zero)
        #expect(screen.currentMode?.size == CGSize(width: 1125, height: 2436))
        #expect(screen.currentMode?.pixelAspectRatio == 1)
        #expect(screen.availableModes.count == 1)
    }
}
