import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Views drawing themselves (Transitions/CustomDrawnViews.swift): `draw(_:)` runs when UIKit
/// runs it, and what it draws is where it drew it.
@MainActor
struct CustomDrawnViewsTests {
    private func render(_ screen: CustomDrawingViewController) throws -> (Bitmap, Double) {
        let window = UIWindow(rootViewController: screen)
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        return (bitmap, Double(bitmap.width) / 390)
    }

    private func pixel(_ bitmap: Bitmap, _ scale: Double, x: Double, y: Double) -> (r: UInt8, g: UInt8, b: UInt8) {
        let p = bitmap[Int(x * scale), Int(y * scale)]
        return (p.r, p.g, p.b)
    }

    @Test func theRingTrackAndArcAreStrokedWhereDrawn() throws {
        let screen = CustomDrawingViewController()
        let (bitmap, scale) = try render(screen)
        // The ring: 120 pt at (40, 120), radius 56 on the stroke's centre line, 8 pt wide.
        let top = pixel(bitmap, scale, x: 100, y: 124)            // the arc starts at the top
        let left = pixel(bitmap, scale, x: 44, y: 180)            // past a quarter: the gray track
        let middle = pixel(bitmap, scale, x: 100, y: 180)         // the hole shows the background
        #expect(top == (0, 122, 255), "system blue arc: \(top)")
        #expect(left == (230, 230, 230), "track: \(left)")
        #expect(middle == (242, 242, 247), "background through the ring: \(middle)")
    }

    @Test func setNeedsDisplayRedrawsAndNothingElseDoes() throws {
        let screen = CustomDrawingViewController()
        let (before, scale) = try render(screen)
        let left = (x: 44.0, y: 180.0)
        #expect(pixel(before, scale, x: left.x, y: left.y) == (230, 230, 230))

        screen.ring.ringColor = .systemOrange       // no setNeedsDisplay: the old drawing stays
        let (same, _) = try render(screen)
        #expect(pixel(same, scale, x: 100, y: 124) == (0, 122, 255))

        screen.ring.progress = 0.9                   // its didSet asks for a redraw
        let (after, _) = try render(screen)
        #expect(pixel(after, scale, x: left.x, y: left.y) == (255, 149, 0), "the arc now passes the left side")
    }

    @Test func aResizedDrawingIsStretchedUntilRedrawn() throws {
        let screen = CustomDrawingViewController()
        _ = try render(screen)
        // Twice as wide: the drawing made for 40 pt stretches (scaleToFill), its red edge moves.
        screen.badge.frame = CGRect(x: 300, y: 130, width: 80, height: 40)
        let (stretched, scale) = try render(screen)
        #expect(pixel(stretched, scale, x: 370, y: 150).r > 200, "the stretched badge reaches x = 370")

        screen.badge.contentMode = .redraw
        screen.badge.frame = CGRect(x: 300, y: 130, width: 40, height: 40)
        let (redrawn, _) = try render(screen)
        #expect(pixel(redrawn, scale, x: 307, y: 150) == (255, 59, 48), "redrawn at the new size: system red")
        #expect(pixel(redrawn, scale, x: 320, y: 150) == (255, 255, 255), "its count, in white")
    }

    @Test func theChartIsClippedToItsRoundedCorners() throws {
        let screen = CustomDrawingViewController()
        let (bitmap, scale) = try render(screen)
        // The chart's top-left corner lies outside its 12 pt rounded clip: background shows.
        #expect(pixel(bitmap, scale, x: 20.5, y: 450.5) == (242, 242, 247))
        // Just inside the corner's curve, the chart's white; the tallest bar (the fourth, 100 %)
        // reaches the top edge inside the clip.
        #expect(pixel(bitmap, scale, x: 26, y: 456) == (255, 255, 255))
        #expect(pixel(bitmap, scale, x: 320, y: 452) == (52, 199, 89))
    }

    @Test func drawingOutsideAContextDrawsNothing() {
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIRectFill(.zero)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// `@NSManaged` properties (through the GoldensSelectors plugin) read as zero until set,
    /// keep what is set, and drive the layer's `display()`.
    @Test func aLayersManagedPropertyKeepsItsValue() throws {
        let layer = RoundedCornerLayer()
        #expect(layer.radius == 0)
        layer.radius = 12
        #expect(layer.radius == 12)
        #expect(layer.value(forKey: "radius") as? CGFloat == 12)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.display()
        #expect(layer.path?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
