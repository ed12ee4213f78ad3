import GoldensScene
@testable import GoldensUIKit
import Testing

/// `CALayer.contents` with a `CGImage`: gravity, `contentsRect`, `contentsScale`, and what does
/// not draw.
@MainActor
@Suite struct LayerContentsTests {
    /// A 4 x 2 pixel image: left half red, right half blue.
    static func halves() -> UIImage {
        var bitmap = Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { bitmap[x, y] = x < 2 ? PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) : PremultipliedPixel(r: 0, g: 0, b: 255, a: 255) } }
        return UIImage(Image(name: "halves", bitmap: bitmap))
    }

    /// The box of pixels that are not white, in points.
    static func inkBox(_ window: UIWindow) throws -> CGRect? {
        let (bitmap, scale) = try WhiteScene.render(window)
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y] != PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        } }
        guard x1 >= 0 else { return nil }
        let s = CGFloat(scale)
        return CGRect(x: CGFloat(x0) / s, y: CGFloat(y0) / s, width: CGFloat(x1 - x0 + 1) / s, height: CGFloat(y1 - y0 + 1) / s)
    }

    @Test func gravityPlacesTheImageAtItsPointSize() throws {
        let cases: [(CALayerContentsGravity, CGRect)] = [
            (.resize, CGRect(x: 100, y: 100, width: 100, height: 60)),
            (.center, CGRect(x: 140, y: 125, width: 20, height: 10)),
            (.resizeAspect, CGRect(x: 100, y: 105, width: 100, height: 50)),
            (.left, CGRect(x: 100, y: 125, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 180, y: 100, width: 20, height: 10)),  // Core Animation's bottom is the top edge on iOS
            (.top, CGRect(x: 140, y: 150, width: 20, height: 10)),
        ]
        for (gravity, expected) in cases {
            let (window, root) = WhiteScene.make()
            let layer = CALayer()
            layer.frame = CGRect(x: 100, y: 100, width: 100, height: 60)
            layer.contents = Self.halves().cgImage
            layer.contentsScale = 0.2  // 4 x 2 pixels are 20 x 10 points
            layer.contentsGravity = gravity
            layer.magnificationFilter = .nearest
            root.layer.addSublayer(layer)
            #expect(try Self.inkBox(window) == expected, "\(gravity.rawValue)")
        }
    }

    @Test func contentsRectShowsAPartOfTheImage() throws {
        let (window, root) = WhiteScene.make()
        let door = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        door.layer.contents = Self.halves().cgImage
        door.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        root.addSubview(door)
        #expect(try Self.inkBox(window) == CGRect(x: 50, y: 50, width: 40, height: 40))
        let (bitmap, scale) = try WhiteScene.render(window)
        // Only the blue half shows, stretched over the whole view. Linear filtering blends in
        // the red texel beside the part within half a texel (10 pt here) of its left edge, as
        // Core Animation's sampling of a sprite sheet does.
        for x in stride(from: 61, through: 89, by: 4) {
            let pixel = bitmap[x * scale, 70 * scale]
            #expect(pixel.b == 255 && pixel.r == 0, "x = \(x): \(pixel)")
        }
    }

    @Test func onlyACGImageDraws() throws {
        let (window, root) = WhiteScene.make()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        view.layer.contents = Self.halves()  // a UIImage, not its cgImage: nothing, as on iOS
        root.addSubview(view)
        #expect(try Self.inkBox(window) == nil)
        view.layer.contents = Self.halves().cgImage
        #expect(try Self.inkBox(window) != nil)
        view.layer.contents = nil
        #expect(try Self.inkBox(window) == nil)
    }

    @Test func cgImagesCropAndRoundTrip() throws {
        let image = try #require(Self.halves().cgImage)
        #expect(image.width == 4 && image.height == 2)
        let right = try #require(image.cropping(to: CGRect(x: 2, y: 0, width: 5, height: 2)))
        #expect(right.width == 2 && right.height == 2)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        let back = UIImage(cgImage: right, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 1, height: 1) && back.scale == 2)
        #expect(back.image.bitmap[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        // A copied layer shows the same contents.
        let layer = CALayer()
        layer.contents = image
        layer.contentsGravity = .center
        let copy = CALayer(layer: layer)
        #expect(copy.contentsGravity == .center && (copy.contents as? CGImage) === image)
        #expect(copy.node.view?.contentsImage == layer.node.view?.contentsImage && copy.node.view?.contentsImage != nil)
    }
}

/// `isGeometryFlipped`: a layer's content and sublayers drawn with y running up from the bottom
/// of its bounds, as a shape layer's path written for a y-up system expects.
@MainActor
@Suite struct GeometryFlippedLayerTests {
    /// A 100-pt shape layer at (100, 100) holding a triangle whose base lies on y = 0, and a
    /// 10-pt red sublayer at the top-left of its bounds; where the ink is, in window points.
    private func render(flipped: Bool) throws -> (triangleBaseTop: Bool, triangleBaseBottom: Bool, redAtTop: Bool, redAtBottom: Bool) {
        let (window, root) = WhiteScene.make()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 50))
        path.close()
        shape.path = path.cgPath
        shape.fillColor = UIColor.black.cgColor
        let corner = CALayer()
        corner.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        corner.backgroundColor = UIColor.red.cgColor
        shape.addSublayer(corner)
        shape.isGeometryFlipped = flipped
        root.layer.addSublayer(shape)
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Int, _ y: Int) -> PremultipliedPixel { bitmap[x * scale, y * scale] }
        return (pixel(150, 103).r < 50, pixel(150, 196).r < 50,
                pixel(105, 105) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255),
                pixel(105, 195) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aFlippedShapeLayerDrawsItsPathAndSublayersFromTheBottomUp() throws {
        let upright = try render(flipped: false)
        #expect(upright.triangleBaseTop && !upright.triangleBaseBottom)
        #expect(upright.redAtTop && !upright.redAtBottom)
        let flipped = try render(flipped: true)
        #expect(!flipped.triangleBaseTop && flipped.triangleBaseBottom, "the base lies along the bottom edge")
        #expect(!flipped.redAtTop && flipped.redAtBottom, "y = 0 is the bottom of the bounds")
    }
}
