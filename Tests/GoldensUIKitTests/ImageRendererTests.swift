import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `UIGraphicsImageRenderer` with `drawHierarchy`: a picture of a view, as transition code
/// takes one to animate it.
@MainActor
@Suite struct ImageRendererTests {
    @Test func drawHierarchyPaintsTheViewIntoTheImage() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.backgroundColor = .red
        let badge = UIView(frame: CGRect(x: 60, y: 10, width: 30, height: 30))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        #expect(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true) == false, "no context outside a renderer")

        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 50), format: format)
        var drew = false
        let image = renderer.image { _ in
            drew = card.drawHierarchy(in: CGRect(x: 100, y: 0, width: 100, height: 50), afterScreenUpdates: true)
        }
        #expect(drew)
        #expect(image.size == CGSize(width: 200, height: 50) && image.scale == 2)
        let bitmap = image.image.bitmap
        #expect(bitmap.width == 400 && bitmap.height == 100)
        #expect(bitmap[50, 50].a == 0, "left half: nothing drawn")
        #expect(bitmap[210, 50] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), "the card")
        #expect(bitmap[350, 50] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255), "its badge")
    }
}
