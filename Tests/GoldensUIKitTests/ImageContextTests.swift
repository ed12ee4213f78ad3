import GoldensScene
@testable import GoldensUIKit
import Testing

/// Pictures of views made the ways UIKit code makes them: `layer.render(in:)` into an image
/// renderer's Core Graphics context, and the older `UIGraphicsBeginImageContextWithOptions`.
@MainActor
@Suite struct ImageContextTests {
    /// A 40 x 20 pt view: its left half red, its right half blue.
    func halves() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        right.backgroundColor = .blue
        view.addSubview(right)
        return view
    }

    static let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
    static let blue = PremultipliedPixel(r: 0, g: 0, b: 255, a: 255)

    @Test func theOlderImageContextRendersALayer() throws {
        let view = halves()
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        view.layer.render(in: context)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        #expect(image.image.bitmap[10, 20] == Self.red && image.image.bitmap[70, 20] == Self.blue)
    }

    @Test func renderInFollowsTheContextsTransformAndFills() throws {
        let view = halves()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 20))
            context.cgContext.translateBy(x: 20, y: 0)
            view.layer.render(in: context.cgContext)
        }
        let bitmap = image.image.bitmap
        #expect(bitmap[5, 10].g == 255 && bitmap[5, 10].r == 0)  // the fill shows left of the view
        #expect(bitmap[25, 10] == Self.red && bitmap[55, 10] == Self.blue)
        // Scaled by 1/2 about the origin, then saved state restored.
        let small = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            context.cgContext.saveGState()
            context.cgContext.scaleBy(x: 0.5, y: 0.5)
            view.layer.render(in: context.cgContext)
            context.cgContext.restoreGState()
            #expect(context.cgContext.ctm == .identity)
        }
        let s = Int(small.scale)
        #expect(small.image.bitmap[5 * s, 5 * s] == Self.red && small.image.bitmap[15 * s, 5 * s] == Self.blue)
        #expect(small.image.bitmap[30 * s, 15 * s].a == 0)
    }

    /// A size computed from nothing (a layout's NaN, an infinite width) makes a 1 px image and
    /// a report, not a trap.
    @Test func anImageContextOfNoSizeIsReportedNotATrap() {
        _ = SceneDiagnostics.drain()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: .infinity), false, 2)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.image.bitmap.width == 1)
        #expect(SceneDiagnostics.drain().contains { $0.contains("has no size in pixels") })
    }
}
