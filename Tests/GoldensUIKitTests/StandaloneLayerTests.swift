import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Stand-alone layers as UIKit code makes them: `CAGradientLayer` (as a sublayer and as a
/// view's `layerClass`), `CAShapeLayer` filled, stroked, trimmed and as a mask, and the
/// sublayer list. Checked on rendered pixels against areas and colours worked out by hand.
@MainActor
@Suite struct StandaloneLayerTests {
    func scene() -> (UIWindow, UIView) { WhiteScene.make() }

    private func render(_ window: UIWindow) throws -> (Bitmap, Int) { try WhiteScene.render(window) }

    /// Σ (1 − red / 255) over the pixels of `rect` (points): the area, in points², of a dark
    /// shape on white.
    private func darkArea(_ bitmap: Bitmap, scale: Int, in rect: CGRect) -> Double {
        var sum = 0.0
        for y in Int(rect.minY) * scale..<Int(rect.maxY) * scale {
            for x in Int(rect.minX) * scale..<Int(rect.maxX) * scale { sum += 1 - Double(bitmap[x, y].r) / 255 }
        }
        return sum / Double(scale * scale)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
        var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    }

    @Test func aViewBackedByAGradientLayerDrawsItsGradient() throws {
        let (window, root) = scene()
        let view = GradientView(frame: CGRect(x: 0, y: 100, width: 200, height: 256))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.addSubview(view)
        let (bitmap, scale) = try render(window)
        let top = bitmap[100 * scale, 100 * scale], bottom = bitmap[100 * scale, 355 * scale]
        let middle = bitmap[100 * scale, 228 * scale]
        #expect(top.r > 250 && top.b < 5)
        #expect(bottom.b > 250 && bottom.r < 5)
        #expect(abs(Int(middle.r) - 128) <= 2 && abs(Int(middle.b) - 128) <= 2)
        #expect(view.layer is CAGradientLayer)
    }

    /// An app's own layer class, written as apps write them: no initializers of its own, a
    /// property that redraws the path.
    final class CornerLayer: CAShapeLayer {
        var radius: CGFloat = 0 { didSet { path = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath } }
    }

    final class CornerView: UIView {
        override class var layerClass: AnyClass { CornerLayer.self }
        private var cornerLayer: CornerLayer { layer as! CornerLayer }
        override init(frame: CGRect) {
            super.init(frame: frame)
            cornerLayer.fillColor = UIColor.black.cgColor
            cornerLayer.radius = 20
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aViewIsBackedByAnInstanceOfItsAppsLayerClass() throws {
        let (window, root) = scene()
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let layer = try #require(view.layer as? CornerLayer)
        #expect(view.layer === layer && layer.delegate === view)
        #expect(layer.bounds == view.bounds && layer.position == view.center)
        let (bitmap, scale) = try render(window)
        // The rounded path is filled: the middle is black, the very corner stays white.
        #expect(bitmap[50 * scale, 50 * scale] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(bitmap[1, 1] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // The layer follows the view: moving the view moves what the layer draws.
        view.center = CGPoint(x: 150, y: 50)
        let (moved, _) = try render(window)
        #expect(moved[50 * scale, 50 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(moved[150 * scale, 50 * scale] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
    }

    final class ReplicatedView: UIView { override class var layerClass: AnyClass { CAReplicatorLayer.self } }
    final class CaptionView: UIView { override class var layerClass: AnyClass { CATextLayer.self } }
    final class DepthView: UIView { override class var layerClass: AnyClass { CATransformLayer.self } }

    @Test func everyCoreAnimationLayerClassCanBackAView() {
        #expect(ReplicatedView().layer is CAReplicatorLayer)
        #expect(CaptionView().layer is CATextLayer)
        #expect(DepthView().layer is CATransformLayer)
        #expect(UIView().layer.isMember(of: CALayer.self))
    }

    /// A view that sizes its gradient sublayer when its layer lays out, as apps write it.
    final class GradientCardView: UIView {
        let gradient = CAGradientLayer()
        var layouts: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
            layer.addSublayer(gradient)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts.append("subviews")
        }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            layouts.append("sublayers")
            gradient.frame = bounds
        }
    }

    @Test func aViewLaysOutItsSublayersAfterItsSubviews() throws {
        let (window, root) = scene()
        let card = GradientCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let (bitmap, scale) = try render(window)
        #expect(card.layouts.suffix(2) == ["subviews", "sublayers"])
        #expect(card.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(bitmap[150 * scale, 50 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(card.layer.delegate === card)
    }

    /// A stand-alone layer drawn by its delegate, as charts and progress rings are.
    final class RingDrawer: NSObject, CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            draws += 1
            ctx.setFillColor(UIColor.black.cgColor)
            ctx.fill(layer.bounds)
        }
    }

    @Test func aStandaloneLayersDelegateDrawsItsContent() throws {
        let (window, root) = scene()
        let drawer = RingDrawer()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.delegate = drawer
        root.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        let (bitmap, scale) = try render(window)
        #expect(drawer.draws == 1 && layer.delegate === drawer)
        #expect(bitmap[25 * scale, 25 * scale] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(bitmap[75 * scale, 25 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func sublayersDrawInOrderAmongTheSubviews() throws {
        let (window, root) = scene()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layer.addSublayer(gradient)
        let cover = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        cover.backgroundColor = .black
        root.addSubview(cover)
        let (bitmap, scale) = try render(window)
        #expect(bitmap[25 * scale, 50 * scale] == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255))
        #expect(bitmap[75 * scale, 50 * scale] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        // The layer is a sublayer, not a subview; moving it below the view keeps the view on top.
        #expect(root.subviews.count == 1 && root.layer.sublayers?.count == 2)
        #expect(gradient.superlayer === root.layer)
        root.layer.insertSublayer(gradient, above: cover.layer)
        let (above, _) = try render(window)
        #expect(above[75 * scale, 50 * scale] == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255))
        gradient.removeFromSuperlayer()
        let (removed, _) = try render(window)
        #expect(removed[25 * scale, 50 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(root.layer.sublayers?.count == 1 && gradient.superlayer == nil)
    }

    @Test func aShapeLayerFillsAndStrokesItsPath() throws {
        let (window, root) = scene()
        let disc = CAShapeLayer()
        disc.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        disc.fillColor = UIColor.black.cgColor
        root.layer.addSublayer(disc)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 6
        root.layer.addSublayer(ring)
        let (bitmap, scale) = try render(window)
        let discArea = darkArea(bitmap, scale: scale, in: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Curves are flattened to within a fraction of a pixel, inside the curve: a disc
        // loses up to 0.15 % of its area.
        #expect(abs(discArea - Double.pi * 900) < 0.0015 * Double.pi * 900, "disc \(discArea)")
        let ringArea = darkArea(bitmap, scale: scale, in: CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(abs(ringArea - 2 * Double.pi * 30 * 6) < 2, "ring \(ringArea)")
        // Half the stroke.
        ring.strokeEnd = 0.5
        let (half, _) = try render(window)
        let halfArea = darkArea(half, scale: scale, in: CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(abs(halfArea - Double.pi * 30 * 6) < 2, "half ring \(halfArea)")
        // Dashed: 10 on, 10 off around a 188.5 pt circle.
        ring.strokeEnd = 1
        ring.lineDashPattern = [10, 10]
        let (dashed, _) = try render(window)
        let dashedArea = darkArea(dashed, scale: scale, in: CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(abs(dashedArea - ringArea / 2) < 0.1 * ringArea, "dashed ring \(dashedArea)")
    }

    @Test func aShapeLayerMaskRevealsItsPath() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .black
        root.addSubview(card)
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: 2 * .pi,
                                   clockwise: true).cgPath
        card.layer.mask = circle
        let (bitmap, scale) = try render(window)
        let area = darkArea(bitmap, scale: scale, in: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(abs(area - Double.pi * 2500) < 0.0015 * Double.pi * 2500, "revealed area \(area)")
        #expect(bitmap[100 * scale, 100 * scale].r == 0 && bitmap[20 * scale, 20 * scale].r == 255)
    }

    @Test func radialAndConicGradientsFollowTheirShapes() throws {
        let (window, root) = scene()
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        radial.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layer.addSublayer(radial)
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        root.layer.addSublayer(conic)
        let (bitmap, scale) = try render(window)
        // Radial: black at the centre, half-way grey 25 pt out, white past 50 pt.
        #expect(bitmap[50 * scale, 50 * scale].r < 4)
        #expect(abs(Int(bitmap[75 * scale, 50 * scale].r) - 128) <= 4)
        #expect(bitmap[2 * scale, 2 * scale].r == 255)
        // Conic: a quarter turn clockwise from +x (straight down) is a quarter of the way.
        #expect(abs(Int(bitmap[150 * scale, 90 * scale].r) - 64) <= 4)
        #expect(abs(Int(bitmap[110 * scale, 51 * scale].r) - 128) <= 4)
    }

    @Test func mutablePathArcsTurnTheCoreGraphicsWay() {
        // CoreGraphics' clockwise is for y-up space: on UIKit's screen it runs the other way.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let short = path.boundingBox
        #expect(abs(short.minX) < 1e-9 && abs(short.maxY - 10) < 1e-9 && abs(short.minY) < 1e-9)
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(long.boundingBox.minX < -9 && long.boundingBox.minY < -9)
    }
}

/// A `CALayer` subclass as UIKit code writes one: its own initializer, the copying
/// initializer Core Animation calls for presentation copies, and the archive initializer.
final class BadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
        backgroundColor = UIColor.red.cgColor
    }

    override init(layer: Any) {
        super.init(layer: layer)
        count = (layer as? BadgeLayer)?.count ?? 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct CALayerSubclassTests {
    @Test func aSubclassWithItsOwnInitializersDrawsAndCopies() throws {
        let (window, root) = WhiteScene.make()
        let badge = BadgeLayer()
        badge.count = 3
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.layer.addSublayer(badge)
        let copy = BadgeLayer(layer: badge)
        #expect(copy.count == 3 && copy.frame == badge.frame && copy.superlayer == nil)
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[20 * scale, 20 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    }
}
