import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Each window keeps its own time: the animations of its views, the property animators that
/// drive them and the transactions that wait for them run on its clock, whichever window is
/// key. Two windows animating at once never see each other's state.
@MainActor
@Suite struct WindowIsolationTests {
    /// A window with a card in its root view. The window made last is the key window.
    private func window() -> (window: UIWindow, card: UIView, clock: VirtualClock) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        return (window, card, window.windowNode.clock)
    }

    @Test func aTransactionInOneWindowAndAPropertyAnimatorInTheKeyWindow() throws {
        let left = window()
        let right = window()
        #expect(right.window.isKeyWindow && !left.window.isKeyWindow)

        var transactionEndedAt: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { transactionEndedAt = left.clock.now }
        UIView.animate(withDuration: 0.4) { left.card.alpha = 0 }
        CATransaction.commit()

        var animatorEnded: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { right.card.center.x += 100 }
        animator.addCompletion { animatorEnded = $0 }
        animator.startAnimation()

        // Only the left window's time passes: its animation and transaction end; the right
        // window's animator has not moved.
        try left.clock.advance(by: 0.5)
        #expect(transactionEndedAt.map { abs($0 - 0.4) < 1e-9 } == true)
        #expect(left.card.layer.presentation()?.opacity == 0)
        #expect(animator.fractionComplete == 0)
        #expect(right.card.layer.presentation()?.position.x == 50)

        // Then the right window's: its animator runs on its own clock, to its end.
        try right.clock.advance(by: 1)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(right.card.layer.presentation().map { abs($0.position.x - 100) < 1e-9 } == true)
        #expect(animatorEnded == nil)
        try right.clock.advance(by: 1.1)
        #expect(animatorEnded == .end)
        #expect(left.clock.now == 0.5, "the left window's time did not move with the right's")
    }

    @Test func aPropertyAnimatorInOneWindowAndATransactionInTheKeyWindow() throws {
        let left = window()
        let right = window()

        var animatorEndedAt: Double?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { left.card.alpha = 0.5 }
        animator.addCompletion { _ in animatorEndedAt = left.clock.now }
        animator.startAnimation()

        var transactionEnded = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { transactionEnded = true }
        UIView.animate(withDuration: 0.3) { right.card.transform = CGAffineTransform(scaleX: 2, y: 2) }
        CATransaction.commit()

        try right.clock.advance(by: 0.5)
        #expect(transactionEnded)
        #expect(animator.fractionComplete == 0, "the left window's animator waits for the left window's time")
        #expect(left.card.layer.presentation()?.opacity == 1)

        try left.clock.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(left.card.layer.presentation().map { abs($0.opacity - 0.875) < 1e-6 } == true)
        try left.clock.advance(by: 1)
        #expect(animatorEndedAt.map { abs($0 - 1) < 1e-9 } == true)
    }

    @Test func aBlockAnimatingViewsOfTwoWindowsIsTimedOnTheFirstOnesClock() throws {
        let left = window()
        let right = window()
        try right.clock.advance(by: 3)
        var finishedAt: Double?
        UIView.animate(withDuration: 0.2, animations: {
            left.card.alpha = 0
        }, completion: { _ in finishedAt = left.clock.now })
        // Made while the key window's clock reads 3 s, the block begins at the left window's 0.
        try left.clock.advance(by: 0.1)
        #expect(left.card.layer.presentation().map { abs($0.opacity - 0.5) < 0.2 } == true)
        try left.clock.advance(by: 0.2)
        #expect(finishedAt.map { abs($0 - 0.2) < 1e-9 } == true)
    }
}
