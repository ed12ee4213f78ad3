import Foundation
import GoldensUIKit
import Testing

// Setting `frame` on a view that carries a transform, as animators do before animating the
// transform away. Checked against Core Animation's rule (docs/UIKitBehaviour.md, "Frame under a
// transform"): the bounds take the size of the frame mapped back through the inverse of the
// transform's linear part, and the transformed bounds are centred on the frame.

@MainActor
@Suite struct FrameUnderTransformTests {
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    @Test func underATranslationTheFrameShownIsTheFrameSet() {
        let card = UIView()
        card.transform = CGAffineTransform(translationX: 0, y: 50)
        card.frame = CGRect(x: 20, y: 100, width: 350, height: 400)
        #expect(close(card.frame, CGRect(x: 20, y: 100, width: 350, height: 400)))
        #expect(card.bounds.size == CGSize(width: 350, height: 400))
        #expect(card.center == CGPoint(x: 195, y: 250), "the centre is the frame's, less the translation")
        // The animator then animates the transform away: the card ends 50 pt above the frame it set.
        card.transform = .identity
        #expect(close(card.frame, CGRect(x: 20, y: 50, width: 350, height: 400)))
    }

    @Test func underAScaleTheBoundsTakeTheUnscaledSize() {
        let card = UIView()
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.25)
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(card.bounds.size == CGSize(width: 200, height: 400))
        #expect(close(card.frame, CGRect(x: 10, y: 10, width: 100, height: 100)))
        card.transform = .identity
        #expect(close(card.frame, CGRect(x: -40, y: -140, width: 200, height: 400)), "scaled back up about its centre")
    }

    @Test func theAnchorPointStaysWhereTheLayerPutsIt() {
        let card = UIView()
        card.layer.anchorPoint = .zero
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(card.bounds.size == CGSize(width: 50, height: 50))
        #expect(card.layer.position == CGPoint(x: 10, y: 10))
        #expect(close(card.frame, CGRect(x: 10, y: 10, width: 100, height: 100)))
    }

    @Test func underAQuarterTurnWidthAndHeightTradePlaces() {
        let card = UIView()
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        #expect(abs(card.bounds.width - 200) < 1e-9 && abs(card.bounds.height - 100) < 1e-9)
        #expect(close(card.frame, CGRect(x: 0, y: 0, width: 100, height: 200), 1e-9))
    }

    @Test func aViewTurnedAnEighthGrowsWhenItsFrameIsSetBack() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let shown = card.frame
        #expect(abs(shown.width - 100 * 2.0.squareRoot()) < 1e-9)
        card.frame = shown
        #expect(abs(card.bounds.width - 200) < 1e-9, "the bounding box of the bounding box: twice the side")
        #expect(abs(card.center.x - 50) < 1e-9 && abs(card.center.y - 50) < 1e-9, "about the same centre")
    }
}
