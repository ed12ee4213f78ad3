import GoldensScene
@testable import GoldensUIKit
import Testing

/// `CAReplicatorLayer` copies and `CATransformLayer` depth, as UIKit code builds them.
@MainActor
@Suite struct ReplicatorAndTransformLayerTests {
    func dot(_ frame: CGRect) -> CALayer {
        let dot = CALayer()
        dot.frame = frame
        dot.backgroundColor = UIColor.black.cgColor
        return dot
    }

    func isDark(_ bitmap: Bitmap, _ scale: Int, _ x: Double, _ y: Double) -> Bool {
        bitmap[Int(x * Double(scale)), Int(y * Double(scale))].r < 128
    }

    @Test func copiesStepByTheInstanceTransformAndFade() throws {
        let (window, root) = WhiteScene.make()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        replicator.addSublayer(dot(CGRect(x: 0, y: 0, width: 10, height: 10)))
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.2
        root.layer.addSublayer(replicator)
        let (bitmap, scale) = try WhiteScene.render(window)
        for index in 0..<5 {
            let pixel = bitmap[(20 * index + 5) * scale, 105 * scale]
            // Black at alpha 1 - 0.2 i over white.
            let expected = 255 * (0.2 * Double(index))
            #expect(abs(Double(pixel.r) - expected) <= 1, "copy \(index): \(pixel)")
        }
        #expect(!isDark(bitmap, scale, 105, 105))
    }

    @Test func rotatedCopiesTurnAboutTheCentre() throws {
        let (window, root) = WhiteScene.make()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        replicator.addSublayer(dot(CGRect(x: 45, y: 0, width: 10, height: 10)))  // top centre
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.layer.addSublayer(replicator)
        let (bitmap, scale) = try WhiteScene.render(window)
        for (x, y) in [(150.0, 105.0), (195.0, 150.0), (150.0, 195.0), (105.0, 150.0)] {
            #expect(isDark(bitmap, scale, x, y), "(\(x), \(y))")
        }
        #expect(!isDark(bitmap, scale, 150, 150) && !isDark(bitmap, scale, 195, 105))
    }

    /// A face in a transform layer turned in 3-D draws as the same face with the transforms
    /// composed, and the transform layer's own background does not draw.
    @Test func aTransformLayersSublayersKeepTheirDepth() throws {
        func scene(_ build: (CALayer) -> Void) throws -> Bitmap {
            let (window, root) = WhiteScene.make()
            let stage = CALayer()
            stage.frame = CGRect(x: 95, y: 200, width: 200, height: 200)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            stage.sublayerTransform = perspective
            root.layer.addSublayer(stage)
            build(stage)
            return try WhiteScene.render(window).0
        }
        let turn = CATransform3DMakeRotation(0.5, 0, 1, 0)
        let face = CATransform3DMakeRotation(0.6, 1, 0, 0)
        let grouped = try scene { stage in
            let cube = CATransformLayer()
            cube.frame = stage.bounds
            cube.backgroundColor = UIColor.red.cgColor  // ignored, as Core Animation ignores it
            cube.transform = turn
            let side = dot(CGRect(x: 50, y: 50, width: 100, height: 100))
            side.transform = face
            cube.addSublayer(side)
            stage.addSublayer(cube)
        }
        let composed = try scene { stage in
            let side = dot(CGRect(x: 50, y: 50, width: 100, height: 100))
            side.transform = CATransform3DConcat(face, turn)
            stage.addSublayer(side)
        }
        #expect(grouped == composed)
        var red = 0
        for y in 0..<grouped.height { for x in 0..<grouped.width where grouped[x, y].g < 100 && grouped[x, y].r > 200 { red += 1 } }
        #expect(red == 0)
        var dark = 0
        for y in 0..<grouped.height { for x in 0..<grouped.width where grouped[x, y].r < 100 { dark += 1 } }
        #expect(dark > 5_000)  // the face shows, turned: less than its flat 100 x 100 pt
        #expect(dark < 100 * 100 * (grouped.width / 390) * (grouped.width / 390))
    }
}

/// A view whose `layerClass` is `CATransformLayer` keeps its subviews in 3-D too: a cube
/// transition builds its faces as subviews of such a view and turns it.
@MainActor
@Suite struct TransformLayerViewTests {
    final class CubeView: UIView {
        override class var layerClass: AnyClass { CATransformLayer.self }
    }

    @Test func theFaceTurnedTowardsTheViewerShows() throws {
        let (window, root) = WhiteScene.make()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1000
        root.layer.sublayerTransform = perspective
        let cube = CubeView(frame: root.bounds)
        root.addSubview(cube)
        let width = root.bounds.width
        let left = UIView(frame: cube.bounds)
        left.backgroundColor = .red
        let front = UIView(frame: cube.bounds)
        front.backgroundColor = .blue
        for face in [left, front] {
            face.layer.isDoubleSided = false
            cube.addSubview(face)
        }
        // The left face of a cube one screen wide, then the cube turned a quarter to show it.
        left.layer.transform = CATransform3DTranslate(CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), -width / 2, 0, width / 2)
        cube.layer.transform = CATransform3DRotate(CATransform3DMakeTranslation(width / 2, 0, -width / 2), .pi / 2, 0, 1, 0)
        let (bitmap, scale) = try WhiteScene.render(window)
        let centre = bitmap[Int(195 * CGFloat(scale)), Int(422 * CGFloat(scale))]
        #expect(centre.r == 255 && centre.b == 0, "the left face, turned to the front, found \(centre)")
        var blue = 0
        for y in stride(from: 0, to: bitmap.height, by: 2) {
            for x in stride(from: 0, to: bitmap.width, by: 2) where bitmap[x, y].b > 200 && bitmap[x, y].r < 50 { blue += 1 }
        }
        #expect(blue == 0, "the front face, turned away, shows its back: hidden")
    }
}
