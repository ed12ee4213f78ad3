import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A property set to the value it already has makes no animation, as in UIKit: an animation
/// already running on it goes on, in a block or in another property animator.
@MainActor
@Suite struct UnchangedValueAnimationTests {
    private func alphaShown(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()?.opacity ?? -1) }

    @Test func settingTheSameValueAgainInABlockKeepsTheFadeRunning() throws {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.alpha = 0
        root.addSubview(card)
        let clock = window.windowNode.clock
        let start = clock.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            card.alpha = 1
            card.alpha = 1
        })
        try clock.advance(to: start + 0.25)
        #expect(abs(alphaShown(card) - 0.25) < 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 1 })
        try clock.advance(to: start + 0.5)
        #expect(abs(alphaShown(card) - 0.5) < 1e-9, "a later block that changes nothing leaves the fade alone")
    }

    @Test func anotherAnimatorSettingTheSameValueLeavesTheFirstOnesFade() throws {
        let (window, root) = WhiteScene.make()
        let title = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        title.alpha = 0
        root.addSubview(title)
        let clock = window.windowNode.clock
        let start = clock.now
        let fade = UIViewPropertyAnimator(duration: 1, curve: .linear) { title.alpha = 1 }
        let move = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            title.alpha = 1
            title.center.x += 100
        }
        fade.startAnimation()
        move.startAnimation()
        try clock.advance(to: start + 0.5)
        #expect(abs(alphaShown(title) - 0.5) < 1e-9)
        #expect(abs((title.layer.presentation()?.position.x ?? 0) - 100) < 1e-9, "the move runs")
    }
}
