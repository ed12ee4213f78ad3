import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A transaction's completion block waits for the view animations made inside it, on the
/// virtual clock, as transition code relies on to call `completeTransition`.
@MainActor
@Suite struct CATransactionTests {
    private func window() -> (UIWindow, UIView) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        return (window, card)
    }

    @Test func theCompletionRunsWhenTheLastAnimationEnds() throws {
        let (window, card) = window()
        let clock = window.windowNode.clock
        let start = clock.now
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = clock.now }
        #expect(CATransaction.completionBlock() != nil)
        UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
        UIView.animate(withDuration: 0.2, delay: 0.4, options: []) { card.center = CGPoint(x: 200, y: 200) }
        CATransaction.commit()
        try clock.advance(to: start + 0.5)
        #expect(completedAt == nil)
        try clock.advance(to: start + 0.7)
        #expect(completedAt.map { abs($0 - (start + 0.6)) < 1e-9 } == true)
    }

    @Test func withoutAnimationsItCompletesOnTheNextTurnAndValuesReadBack() throws {
        let (window, _) = window()
        let clock = window.windowNode.clock
        var ran = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.8)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 0.8 && CATransaction.disableActions())
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.8, "the outer transaction's values are back")
        CATransaction.commit()
        #expect(ran == 0)
        try clock.advance(by: 0)
        #expect(ran == 1)
        // Outside begin/commit the implicit transaction commits on the next turn.
        CATransaction.setCompletionBlock { ran += 1 }
        try clock.advance(by: 0.01)
        try clock.advance(by: 0.01)
        #expect(ran == 2)
    }

    @Test func timingFunctionsGiveTheirControlPoints() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1).getControlPoint(at: 2, values: &point)
        #expect(point == [0.3, 1])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }
}
