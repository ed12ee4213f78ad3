import GoldensScene
@testable import GoldensUIKit
import Testing

/// Parallax effects as UIKit code adds them: kept on the view, and still.
@MainActor
@Suite struct MotionEffectTests {
    @Test func effectsAreKeptAndMoveNothing() throws {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        card.backgroundColor = .black
        root.addSubview(card)
        let (before, _) = try WhiteScene.render(window)
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        card.addMotionEffect(group)
        #expect(card.motionEffects.count == 1 && card.motionEffects.first === group)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil)
        let (after, _) = try WhiteScene.render(window)
        #expect(after == before)
        card.removeMotionEffect(group)
        #expect(card.motionEffects.isEmpty)
    }
}
