import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Graphics drawing into an image renderer, read back from the image's pixels.
@MainActor
struct CoreGraphicsDrawingTests {
    private func draw(width: Int = 20, height: Int = 10, _ actions: (CGContext) -> Void) -> Bitmap {
        drawnImage(width: width, height: height, actions)
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

    /// What is not drawn exactly fails the frame by name instead of being guessed: blend modes
    /// other than normal, a radial gradient between circles about different centres, the
    /// shadow of an even-odd fill or of a gradient painting part of the clip, a clear inside a
    /// clip; a shadow turned off again reports nothing.
    @Test func unsupportedDrawingIsReportedByName() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        _ = SceneDiagnostics.drain(window.windowNode)
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray, locations: nil)!
        _ = draw { context in
            context.setBlendMode(.multiply)
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 5, y: 5), startRadius: 0,
                                       endCenter: CGPoint(x: 8, y: 5), endRadius: 5, options: [])
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.cgColor)
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fillPath(using: .evenOdd)
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clear(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let messages = SceneDiagnostics.drain(window.windowNode)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages.first?.contains("setBlendMode(.multiply)") == true)
        #expect(messages.dropFirst().first?.contains("different centres") == true)
        #expect(messages.dropFirst(2).first?.contains("even-odd fill under CGContext.setShadow") == true)
        #expect(messages.dropFirst(3).first?.contains("gradient under CGContext.setShadow") == true)
        #expect(messages.last?.contains("clear(_:) inside a clip") == true)
    }

    /// A shadow is part of the graphics state: a restore takes it away, and what is painted
    /// after casts none.
    @Test func aRestoreTakesTheShadowAway() {
        let pixels = draw(width: 30, height: 20) { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
            context.restoreGState()
            context.fill(CGRect(x: 20, y: 0, width: 10, height: 4))
        }
        #expect(pixels[5, 8] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), "a hard shadow 6 pt below the first rect")
        #expect(pixels[25, 8].a == 0, "none below the second")
    }

    /// A shadow's offset is in the context's base space: a scale or rotation applied before
    /// setting or drawing does not move it.
    @Test func theShadowOffsetIgnoresTheTransform() {
        let pixels = draw(width: 40, height: 30) { context in
            context.scaleBy(x: 2, y: 2)
            context.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))   // 20 x 10 px, shadow to y = 16
        }
        #expect(pixels[10, 12].a == 255 && pixels[10, 12].r == 0, "the shadow 6 px below, not 12")
        #expect(pixels[10, 17].a == 0)
    }

    /// Path queries: containment with either rule, and a reversed path that fills the same.
    @Test func pathsAnswerContainmentAndReverse() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(ring.contains(CGPoint(x: 10, y: 10)))
        #expect(!ring.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 2, y: 10), using: .evenOdd))
        #expect(!ring.contains(CGPoint(x: 1, y: 1)))
        #expect(ring.contains(CGPoint(x: 31, y: 10), using: .winding, transform: CGAffineTransform(translationX: 20, y: 0)))

        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 14, y: 2), controlPoint2: CGPoint(x: 14, y: 8))
        path.close()
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 10, y: 10), "starts where the original ended: \(reversed.currentPoint)")
        #expect(reversed.lineWidth == 3)
        #expect(reversed.contains(CGPoint(x: 11, y: 5)) && path.contains(CGPoint(x: 11, y: 5)))
        #expect(!reversed.contains(CGPoint(x: -1, y: 5)))
        #expect(reversed.reversing().cgPath.path == path.cgPath.path, "reversing twice gives the path back")
    }

    /// Layers draw too: a layer's `draw(in:)` becomes its content, and a shape layer that makes
    /// its path in `display()` does so before it is drawn and again after `setNeedsDisplay()`.
    @Test func layersDisplayBeforeTheyAreDrawnAndWhenAsked() throws {
        final class StripeLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
            }
        }
        final class CornerLayer: CAShapeLayer {
            var inset: CGFloat = 0 { didSet { setNeedsDisplay() } }
            private(set) var displays = 0
            override class func needsDisplay(forKey key: String) -> Bool { key == "inset" || super.needsDisplay(forKey: key) }
            override func display() {
                displays += 1
                path = UIBezierPath(rect: bounds.insetBy(dx: inset, dy: inset)).cgPath
            }
        }
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        let stripe = StripeLayer()
        stripe.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        let corner = CornerLayer()
        corner.frame = CGRect(x: 200, y: 100, width: 100, height: 100)
        corner.fillColor = UIColor.blue.cgColor
        root.view.layer.addSublayer(stripe)
        root.view.layer.addSublayer(corner)

        func render() throws -> (Bitmap, Int) {
            let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
            return (bitmap, bitmap.width / 390)
        }
        let (first, scale) = try render()
        #expect(first[50 * scale, 120 * scale].g == 0 && first[50 * scale, 120 * scale].r == 255, "the stripe's top half is red")
        #expect(first[50 * scale, 180 * scale].g == 255, "its bottom half shows the white behind")
        #expect(first[205 * scale, 105 * scale].b == 255 && first[205 * scale, 105 * scale].r == 0, "the corner's path fills its bounds")
        #expect(corner.displays == 1)

        _ = try render()
        #expect(corner.displays == 1, "no redraw unless asked")
        corner.inset = 20
        let (second, _) = try render()
        #expect(corner.displays == 2)
        #expect(second[205 * scale, 105 * scale].r == 255, "inset: the corner's edge now shows the white behind")
    }

    /// What a view's `draw(_:)` cannot draw is told to the view's own window, not to whichever
    /// window is key (another test's, when tests run side by side).
    @Test func drawingProblemsGoToTheDrawingViewsWindow() throws {
        final class MultiplyView: UIView {
            override func draw(_ rect: CGRect) {
                UIGraphicsGetCurrentContext()?.setBlendMode(.multiply)
            }
        }
        let drawing = UIViewController()
        let drawingWindow = UIWindow(rootViewController: drawing)
        drawing.view.addSubview(MultiplyView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let other = UIWindow(rootViewController: UIViewController())    // made last: the key window
        _ = SceneDiagnostics.drain(drawingWindow.windowNode)
        _ = SceneDiagnostics.drain(other.windowNode)

        _ = try SceneRenderer().frame(of: drawingWindow.windowNode)

        #expect(SceneDiagnostics.drain(other.windowNode).isEmpty)
        #expect(SceneDiagnostics.drain(drawingWindow.windowNode).map { $0.contains("setBlendMode(.multiply)") } == [true])
    }
}

/// A drawing helper as apps write them: a free function isolated to no actor, calling Core
/// Graphics and UIKit's drawing functions, as Apple's SDK lets it (Swift 6 mode).
nonisolated func drawStripe(in context: CGContext, width: CGFloat) {
    context.saveGState()
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: width, height: 2))
    context.restoreGState()
    UIColor.blue.setFill()
    UIRectFill(CGRect(x: 0, y: 2, width: width, height: 2))
    UIBezierPath(rect: CGRect(x: 0, y: 4, width: width, height: 2)).fill()
}

/// Drawing given what apps compute from nothing: nothing traps, nothing hangs, what is defined
/// is drawn.
@MainActor
struct HostileDrawingTests {
    private func draw(_ actions: (CGContext) -> Void) -> Bitmap { drawnImage(actions) }

    @Test func aHelperIsolatedToNoActorDraws() {
        let pixels = draw { drawStripe(in: $0, width: 20) }
        #expect(pixels[5, 0].g == 255 && pixels[5, 3].b == 255 && pixels[5, 5].a == 255)
    }

    /// A gradient component outside its range (an alpha of 7, typed for 0.7) is held to it, as
    /// Core Graphics holds it, instead of leaving the drawing out.
    @Test func gradientComponentsOutOfRangeAreHeldToIt() {
        _ = SceneDiagnostics.drain()
        let components: [CGFloat] = [0, 0, 0, 7, -2, 0, 0, 7]
        let locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2)
        let pixels = draw { context in
            context.drawLinearGradient(try! #require(gradient), start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        }
        #expect(pixels[10, 5] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func coordinatesThatAreNotNumbersDrawWhatIsDefined() {
        _ = SceneDiagnostics.drain()
        let pixels = draw { context in
            context.move(to: CGPoint(x: CGFloat.nan, y: 0))
            context.addLine(to: CGPoint(x: CGFloat.infinity, y: 5))
            context.addArc(center: CGPoint(x: 5, y: 5), radius: .nan, startAngle: 0, endAngle: .pi, clockwise: false)
            context.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 1), tangent2End: .zero, radius: 3)
            context.fillPath()
            context.setLineWidth(.infinity)
            context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.setShadow(offset: CGSize(width: CGFloat.nan, height: 1), blur: .infinity, color: UIColor.black.cgColor)
            context.scaleBy(x: 0, y: 0)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            context.clear(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 3))
            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray, locations: [0, .nan])!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: CGFloat.nan, y: 0), options: [])
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: -.infinity, endCenter: .zero, endRadius: 4, options: [])
            context.restoreGState()
            context.restoreGState()
        }
        #expect(pixels.width == 20 && pixels.height == 10)
        let reported = SceneDiagnostics.drain()
        #expect(reported.contains { $0.contains("Core Graphics drawing left out") }, "what is not a number is named: \(reported)")
    }

    /// A path of a million segments fills in bounded time (one pass over its edges).
    @Test func aMillionSegmentPathFills() {
        let pixels = draw { context in
            context.move(to: .zero)
            for index in 0..<1_000_000 {
                context.addLine(to: CGPoint(x: CGFloat(index % 20), y: CGFloat(index % 7)))
            }
            context.fillPath()
        }
        #expect(pixels.width == 20 && pixels[10, 3].a > 0, "the zigzag fills the band it crosses")
    }

    /// Without a current context UIKit's drawing calls draw nothing, as UIKit's do (which log an
    /// invalid context): no trap, no report.
    @Test func drawingWithNoContextDrawsNothing() {
        _ = SceneDiagnostics.drain()
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).stroke()
        UIImage().draw(at: .zero)
        "text".draw(at: .zero, withAttributes: nil)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}

/// Bitmap contexts (`CGContext(data:width:…)`), as apps make them to draw an image off screen.
@MainActor
struct BitmapContextTests {
    private func makeContext(width: Int = 8, height: Int = 4, data: UnsafeMutableRawPointer? = nil,
                         info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue) -> CGContext? {
        CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
    }

    /// Its space is y up, as Core Graphics' bitmap contexts are: a fill at y = 0 lands on the
    /// image's bottom row, and its transform starts as the identity.
    @Test func aBitmapContextIsYUp() throws {
        let context = try #require(makeContext())
        #expect(context.ctm == .identity)
        #expect(context.width == 8 && context.height == 4)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.image.bitmap[3, 3] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "the bottom row")
        #expect(image.image.bitmap[3, 0].a == 0, "the top row is untouched")
    }

    /// The data it is made with is its first content, in the layout its bitmap info names.
    @Test func itsDataIsItsFirstContent() throws {
        var pixels: [UInt8] = Array(repeating: 0, count: 2 * 1 * 4)
        pixels[0...3] = [255, 0, 0, 255]          // premultipliedFirst, big-endian: A R G B
        pixels[4...7] = [255, 0, 255, 0]
        let image = try pixels.withUnsafeMutableBytes { buffer -> CGImage? in
            let context = try #require(self.makeContext(width: 2, height: 1, data: buffer.baseAddress,
                                                    info: CGImageAlphaInfo.premultipliedFirst.rawValue))
            return context.makeImage()
        }
        let bitmap = try #require(image).image.bitmap
        #expect(bitmap[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255), "A=255 R=0 G=0 B=255: \(bitmap[0, 0])")
        #expect(bitmap[1, 0] == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255), "A=255 R=0 G=255 B=0: \(bitmap[1, 0])")
    }

    @Test func unsupportedLayoutsMakeNoContext() {
        #expect(makeContext(info: CGImageAlphaInfo.last.rawValue) == nil, "unpremultiplied alpha")
        #expect(makeContext(width: 0) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) != nil)
    }

    /// Pushed as the current context, UIKit's drawing calls draw into it, and stop at the pop.
    @Test func uikitDrawsIntoAPushedContext() throws {
        let context = try #require(makeContext())
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 4, y: 0, width: 4, height: 4))   // no context: nothing drawn
        let bitmap = try #require(context.makeImage()).image.bitmap
        #expect(bitmap[1, 1].b == 255 && bitmap[6, 1].a == 0)
    }

    /// A shadow's positive height rises in a bitmap context's y-up space.
    @Test func aShadowRisesInAYUpContext() throws {
        let context = try #require(makeContext(width: 4, height: 8))
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 0, color: UIColor.black.cgColor)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))          // the bottom two rows
        let bitmap = try #require(context.makeImage()).image.bitmap
        #expect(bitmap[1, 7].r == 255, "the fill at the bottom")
        #expect(bitmap[1, 2] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), "its shadow 4 px above")
    }
}

/// Core Animation's transaction keys are its typed properties.
@MainActor
@Test func transactionKeysAreItsProperties() {
    CATransaction.begin()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    #expect(CATransaction.disableActions())
    CATransaction.setAnimationDuration(0.7)
    #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double == 0.7)
    CATransaction.commit()
    #expect(CGColorSpaceCreateDeviceGray().model == .monochrome && UIColor.red.cgColor.colorSpace?.model == .rgb)
}

/// A view's own layer displays as Core Animation's does: a layer class overriding `draw(in:)`
/// draws the view, one overriding `display()` sets its contents, and the view's `draw(_:)`
/// runs by default.
@MainActor
struct ViewLayerDisplayTests {
    final class StripeLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 10))
        }
    }

    final class StripeView: UIView {
        override class var layerClass: AnyClass { StripeLayer.self }
    }

    final class PictureLayer: CALayer {
        override func display() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }.cgImage
        }
    }

    final class PictureView: UIView {
        override class var layerClass: AnyClass { PictureLayer.self }
    }

    /// A stand-alone layer's `layoutSublayers()` runs when it is new and when its size
    /// changes, where Core Animation runs it: a caption spans the layer's width.
    @Test func aStandAloneLayerLaysOutItsSublayers() throws {
        final class Captioned: CALayer {
            let caption = CATextLayer()
            override init() {
                super.init()
                addSublayer(caption)
            }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { nil }
            override func layoutSublayers() {
                super.layoutSublayers()
                caption.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 20)
            }
        }
        let root = UIViewController()
        let captioned = Captioned()
        captioned.frame = CGRect(x: 10, y: 100, width: 120, height: 40)
        root.view.layer.addSublayer(captioned)
        let window = UIWindow(rootViewController: root)
        _ = try SceneRenderer().frame(of: window.windowNode)
        #expect(captioned.caption.frame.width == 120)
        captioned.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        _ = try SceneRenderer().frame(of: window.windowNode)
        #expect(captioned.caption.frame.width == 200)
    }

    @Test func aViewsLayerClassDraws() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.view.addSubview(StripeView(frame: CGRect(x: 0, y: 100, width: 100, height: 40)))
        root.view.addSubview(PictureView(frame: CGRect(x: 200, y: 100, width: 40, height: 40)))
        let window = UIWindow(rootViewController: root)
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        let scale = bitmap.width / 390
        let stripe = bitmap[50 * scale, 105 * scale], below = bitmap[50 * scale, 120 * scale]
        #expect(stripe.r == 255 && stripe.g == 0, "draw(in:) of the view's layer class: \(stripe)")
        #expect(below.r == 255 && below.g == 255, "only its top 10 pt")
        let picture = bitmap[220 * scale, 120 * scale]
        #expect(picture.b == 255 && picture.r == 0, "display() set the layer's contents: \(picture)")
    }
}

/// The current path's queries and colours from components, as drawing code asks them.
@MainActor
@Test func theCurrentPathAnswersQueries() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    var answers: [Bool] = []
    var path: CGPath?
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { renderer in
        let context = renderer.cgContext
        context.translateBy(x: 5, y: 5)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setLineWidth(4)
        path = context.path
        answers = [context.pathContains(CGPoint(x: 5, y: 5), mode: .fill),
                   context.pathContains(CGPoint(x: 5, y: 5), mode: .stroke),
                   context.pathContains(CGPoint(x: 11, y: 5), mode: .stroke),
                   context.pathContains(CGPoint(x: 11, y: 5), mode: .fill)]
        context.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        var gray: [CGFloat] = [0.5, 1]
        context.setFillColor(&gray)
        context.fillPath()
    }
    #expect(answers == [true, false, true, false])
    #expect(path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10), "in user space")
    let pixel = image.image.bitmap[10, 10]
    #expect(pixel.r == pixel.g && pixel.r > 120 && pixel.r < 135, "50 % gray: \(pixel)")
}


/// Nesting that app code can produce in any order: clips, masks and transparency layers are
/// closed innermost first however the drawing ends, and what cannot be nested is reported.
@MainActor
struct DrawingNestingTests {
    private func draw(_ actions: (CGContext) -> Void) -> Bitmap { drawnImage(actions) }

    @Test func anOpenLayerInsideAClipEndsWithTheDrawing() {
        let pixels = draw { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(pixels.width == 20, "a drawn image, not the 1 px stand-in for an invalid one")
        #expect(pixels[5, 5].r == 255 && pixels[15, 5].a == 0)
    }

    @Test func aRestoreInsideALayerMatchesOnlyItsOwnSaves() {
        let pixels = draw { context in
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 20, height: 5), auxiliaryInfo: nil)
            context.restoreGState()
            context.restoreGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.endTransparencyLayer()
            context.restoreGState()
            context.fill(CGRect(x: 15, y: 8, width: 5, height: 2))
        }
        #expect(pixels.width == 20)
        #expect(pixels[5, 2].b == 255, "inside the clip and the layer's rect")
        #expect(pixels[5, 7].a == 0 && pixels[15, 2].a == 0, "outside the layer's rect, outside the clip")
        #expect(pixels[17, 9] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255),
                "after the layer and the restore: unclipped, in the colour from before the layer (black)")
    }

    @Test func clearingInsideALayerIsReported() {
        _ = SceneDiagnostics.drain()
        _ = draw { context in
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            context.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.endTransparencyLayer()
        }
        #expect(SceneDiagnostics.drain().contains { $0.contains("clear(_:) inside a clip or a transparency layer") })
    }

    /// Tiles finer than anything drawable are reported; tiles far from the origin draw the few
    /// that reach the context, in bounded time.
    @Test func tilingIsBounded() {
        _ = SceneDiagnostics.drain()
        let image = CGImage(Image(name: "dot", bitmap: Bitmap(width: 1, height: 1, fill: PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))))
        let pixels = draw { context in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 1e-9, height: 1e-9), byTiling: true)
            context.draw(image, in: CGRect(x: -1e17, y: 0, width: 1, height: 10), byTiling: true)
        }
        #expect(SceneDiagnostics.drain().contains { $0.contains("more than 4096 tiles") })
        #expect(pixels.width == 20)
    }

    /// A linear gradient far from its context still paints its band across the whole height.
    @Test func aGradientBandReachesAcrossFromAfar() {
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil)!
        let pixels = draw { context in
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 100), end: CGPoint(x: 20, y: 100), options: [])
        }
        #expect(pixels[1, 0].a == 255 && pixels[1, 9].a == 255 && pixels[1, 5].r > 200)
    }

    @Test func pathEdgesAreHalfOpen() {
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 0, y: 5)) && square.contains(CGPoint(x: 5, y: 0)))
        #expect(!square.contains(CGPoint(x: 10, y: 5)) && !square.contains(CGPoint(x: 5, y: 10)))
    }

    /// Contexts without alpha start black and stay opaque; a gray one makes a gray image, the
    /// mask apps build by filling white and punching black.
    @Test func contextsWithoutAlphaAreOpaque() throws {
        let rgb = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
        #expect(try #require(rgb.makeImage()).image.bitmap[1, 1] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        let gray = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        gray.setFillColor(gray: 0, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let mask = try #require(gray.makeImage())
        #expect(mask.image.bitmap.isOpaque)
        let pixels = draw { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(pixels[2, 5].a == 0 && pixels[17, 5].r == 255, "black hides, white shows")
    }
}

/// What `actions` draw into an image renderer of `width` × `height` points at scale 1.
@MainActor
func drawnImage(width: Int = 20, height: Int = 10, _ actions: (CGContext) -> Void) -> Bitmap {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    return renderer.image { actions($0.cgContext) }.image.bitmap
}
