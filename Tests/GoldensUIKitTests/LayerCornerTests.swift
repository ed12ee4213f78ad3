import Foundation
import GoldensScene
import GoldensUIKit
import Testing

/// `layer.maskedCorners` and `layer.cornerCurve`, set as UIKit code sets them, change what is
/// drawn: only the named corners are rounded, and continuous corners leave the edge earlier.
@MainActor
@Suite struct LayerCornerTests {
    /// The window's frame with `configure` applied to a 100 x 100 pt red card at the origin.
    private func render(_ configure: (UIView) -> Void) throws -> Bitmap {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        card.layer.cornerRadius = 30
        configure(card)
        root.view.addSubview(card)
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: CGSize(width: 390, height: 844)), at: .progress([]),
                                                                  includeStart: true, includeEnd: false, settle: false)
        return try #require(frames.first).bitmap
    }

    private func isRed(_ pixel: PremultipliedPixel) -> Bool { pixel.r == 255 && pixel.g == 0 && pixel.b == 0 }

    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        var masked: CACornerMask = []
        let bitmap = try render { card in
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            masked = card.layer.maskedCorners
        }
        #expect(masked == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let scale = bitmap.width / 390, last = 100 * scale - 2
        #expect(!isRed(bitmap[1, 1]) && !isRed(bitmap[last, 1]), "top corners rounded")
        #expect(isRed(bitmap[1, last]) && isRed(bitmap[last, last]), "bottom corners square")
    }

    @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() throws {
        var curve: CALayerCornerCurve = .circular
        let continuous = try render { card in
            card.layer.cornerCurve = .continuous
            curve = card.layer.cornerCurve
        }
        let circular = try render { _ in }
        #expect(curve == .continuous)
        let scale = continuous.width / 390
        // 0.95 r from the corner along the top edge the circular corner is within a tenth of
        // a pixel of the edge; the continuous one is still most of a pixel below it.
        let x = Int(30 * 0.95 * Double(scale)), edgeRow = 0
        #expect(continuous[x, edgeRow].r < 128 && circular[x, edgeRow].r > 200,
                "scale \(scale): \(continuous[x, edgeRow]) vs \(circular[x, edgeRow])")
        // Past 1.6 r both are on the straight edge.
        let beyond = Int(30 * 1.7 * Double(scale))
        #expect(isRed(continuous[beyond, edgeRow]) && isRed(circular[beyond, edgeRow]))
    }
}

/// iOS 26's corner configurations set the layer's continuous radius and the corners it rounds.
@MainActor
@Suite struct CornerConfigurationTests {
    @Test func aConfigurationRoundsTheLayer() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.cornerConfiguration = .corners(radius: 8)
        #expect(card.layer.cornerRadius == 8 && card.layer.cornerCurve == .continuous)
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        card.cornerConfiguration = .capsule()
        #expect(card.layer.cornerRadius == 40)
        card.cornerConfiguration = .corners(topLeftRadius: .fixed(20), topRightRadius: .fixed(20))
        #expect(card.layer.cornerRadius == 20 && card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        card.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 12))
        #expect(card.layer.cornerRadius == 12)
    }
}
