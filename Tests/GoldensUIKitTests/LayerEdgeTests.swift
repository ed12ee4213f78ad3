import GoldensRaster
@testable import GoldensUIKit
import Testing

/// Core Animation fills a layer's edges without antialiasing unless `allowsEdgeAntialiasing` is
/// set: an upright layer covers exactly the pixels whose centres lie inside it, so views that meet
/// between two pixels leave no seam, and a view at a fractional position has hard edges.
@MainActor
@Suite struct LayerEdgeTests {
    /// A black stage with `views` on it, rendered; the pixels per point.
    static func render(_ views: [UIView]) throws -> (Bitmap, Int) {
        let (window, root) = WhiteScene.make()
        root.backgroundColor = .black
        for view in views { root.addSubview(view) }
        window.layoutIfNeeded()
        return try WhiteScene.render(window)
    }

    static func view(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// Whether a pixel is one of the colours exactly, not a blend of them.
    static func isPure(_ p: PremultipliedPixel) -> Bool {
        let channels = [p.r, p.g, p.b]
        return channels.allSatisfy { $0 == 0 || $0 == 255 }
    }

    @Test func twoViewsMeetingBetweenPixelsLeaveNoSeam() throws {
        // 100.25 pt lies between pixel boundaries at any scale from 1 to 3.
        let left = Self.view(CGRect(x: 0, y: 100, width: 100.25, height: 50), .red)
        let right = Self.view(CGRect(x: 100.25, y: 100, width: 99.75, height: 50), .blue)
        let (bitmap, scale) = try Self.render([left, right])
        let y = 125 * scale
        let edge = Int(100.25 * Double(scale))
        for x in (edge - 2)...(edge + 2) {
            let p = bitmap[x, y]
            #expect((p.r == 255 && p.b == 0) || (p.b == 255 && p.r == 0), "column \(x): \(p)")
        }
        // The boundary pixel belongs to whichever view holds its centre.
        let boundary = bitmap[edge, y]
        let centre = Double(edge) + 0.5
        #expect(centre < 100.25 * Double(scale) ? boundary.r == 255 : boundary.b == 255)
    }

    @Test func aViewAtAFractionalPositionHasHardEdges() throws {
        let card = Self.view(CGRect(x: 10.3, y: 20.6, width: 40.1, height: 30.2), .white)
        let (bitmap, scale) = try Self.render([card])
        let s = Double(scale)
        for x in 0..<(60 * scale) { #expect(Self.isPure(bitmap[x, 35 * scale]), "column \(x)") }
        for y in 0..<(60 * scale) { #expect(Self.isPure(bitmap[30 * scale, y]), "row \(y)") }
        // Covered: exactly the pixels whose centres are inside the frame.
        let row = 35 * scale
        let firstCovered = (0..<(60 * scale)).first { bitmap[$0, row].r == 255 }
        let lastCovered = (0..<(60 * scale)).last { bitmap[$0, row].r == 255 }
        #expect(firstCovered == Int((10.3 * s - 0.5).rounded(.up)))
        #expect(lastCovered == Int((50.4 * s - 0.5).rounded(.up)) - 1)
    }

    @Test func allowsEdgeAntialiasingBlendsTheEdgePixels() throws {
        let card = Self.view(CGRect(x: 10.3, y: 20, width: 40, height: 30), .white)
        card.layer.allowsEdgeAntialiasing = true
        let (bitmap, scale) = try Self.render([card])
        let edge = bitmap[Int(10.3 * Double(scale)), 35 * scale]
        #expect(edge.r > 0 && edge.r < 255, "\(edge)")
    }

    @Test func aRoundedLayerKeepsItsExactOutline() throws {
        // Rounded corners are drawn exactly, so a circle stays centred where its frame puts it
        // (a device cuts the outline's straight runs at whole pixels: under a pixel's difference).
        let dot = Self.view(CGRect(x: 10.3, y: 20.3, width: 100, height: 100), .white)
        dot.layer.cornerRadius = 50
        let (bitmap, scale) = try Self.render([dot])
        let row = Int(70.3 * Double(scale))
        let blendedEdge = (0..<(60 * scale)).contains { x in
            let p = bitmap[x, row]
            return p.r > 0 && p.r < 255
        }
        #expect(blendedEdge)
    }

    @Test func aClippingViewClipsItsSubviewsAtTheSamePixels() throws {
        let clip = UIView(frame: CGRect(x: 10.3, y: 20, width: 40.1, height: 40))
        clip.clipsToBounds = true
        clip.addSubview(Self.view(CGRect(x: -10, y: 0, width: 100, height: 40), .white))
        let (bitmap, scale) = try Self.render([clip])
        let row = 40 * scale
        for x in 0..<(60 * scale) { #expect(Self.isPure(bitmap[x, row]), "column \(x)") }
        let firstCovered = (0..<(60 * scale)).first { bitmap[$0, row].r == 255 }
        #expect(firstCovered == Int((10.3 * Double(scale) - 0.5).rounded(.up)))
    }

    @Test func theFlagIsTheLayersAndIsCopiedWithIt() {
        let layer = CALayer()
        #expect(layer.allowsEdgeAntialiasing == false)
        layer.allowsEdgeAntialiasing = true
        #expect(CALayer(layer: layer).allowsEdgeAntialiasing)
    }
}
