import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Animation's implicit animations of stand-alone layers, as UIKit code triggers them.
@MainActor
@Suite struct ImplicitAnimationTests {
    /// A window with a stand-alone layer that has been on screen for a tenth of a second.
    func shownLayer() throws -> (UIWindow, CALayer) {
        let (window, root) = WhiteScene.make()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.backgroundColor = UIColor.black.cgColor
        root.layer.addSublayer(layer)
        try advance(window, by: 0.1)
        return (window, layer)
    }

    func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    func shownOpacity(_ layer: CALayer) -> Double { Double(layer.presentation()?.opacity ?? -1) }

    /// Core Animation's default curve (0.25, 0.1, 0.25, 1) at half its time.
    static let defaultCurveAtHalf = CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).progress(at: 0.5)

    @Test func aChangeAnimatesForAQuarterSecondOnTheDefaultCurve() throws {
        let (window, layer) = try shownLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0)  // the model changes at once
        #expect(shownOpacity(layer) == 1)
        #expect(layer.animationKeys() == ["opacity"])
        try advance(window, by: 0.125)
        #expect(abs(shownOpacity(layer) - (1 - Self.defaultCurveAtHalf)) < 1e-6)
        try advance(window, by: 0.125)
        #expect(shownOpacity(layer) == 0 && layer.animationKeys() == nil)
    }

    @Test func framesAndShapePathsAnimateToo() throws {
        let (window, layer) = try shownLayer()
        layer.frame = CGRect(x: 110, y: 10, width: 200, height: 100)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        try advance(window, by: 0.125)
        let shown = try #require(layer.presentation())
        let expected = 60 + 150 * Self.defaultCurveAtHalf  // the centre moves from 60 to 210
        #expect(abs(Double(shown.position.x) - expected) < 1e-6)
        let shape = CAShapeLayer()
        shape.strokeEnd = 0
        layer.addSublayer(shape)
        try advance(window, by: 0.5)
        shape.strokeEnd = 1
        try advance(window, by: 0.125)
        #expect(abs(shape.node.presentation.strokeEnd - Self.defaultCurveAtHalf) < 1e-6)
        // The presentation layer is of the layer's class, so a shape's own values read back.
        // An app's subclass cannot be copied (its stored properties): while nothing animates
        // it, what is on screen is the model, and the layer itself stands for it (drawing
        // code reads `presentation()?.progress ?? 0`); while something does, nil.
        let shownShape: CAShapeLayer? = shape.presentation()
        #expect(abs(Double(shownShape?.strokeEnd ?? -1) - Self.defaultCurveAtHalf) < 1e-6)
        final class Ring: CAShapeLayer { var radius: CGFloat = 10 }
        let ring = Ring()
        layer.addSublayer(ring)
        try advance(window, by: 0.5)
        #expect(ring.presentation() === ring)
        #expect(ring.presentation()?.radius == 10)
        ring.opacity = 0.5
        #expect(ring.presentation() == nil, "animating its opacity")
        #expect(ring.model() === ring)
    }

    @Test func theTransactionSetsDurationAndCurveOrTurnsActionsOff() throws {
        let (window, layer) = try shownLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()
        try advance(window, by: 0.5)
        #expect(abs(shownOpacity(layer) - 0.5) < 1e-9)
        try advance(window, by: 0.6)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        #expect(shownOpacity(layer) == 1 && layer.animationKeys() == nil)
    }

    @Test func actionsAndOverridesReplaceTheDefault() throws {
        let (window, layer) = try shownLayer()
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.5
        #expect(shownOpacity(layer) == 0.5)
        // An animation in `actions` runs from what showed, with its own duration.
        let slow = CABasicAnimation()
        slow.duration = 2
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["opacity": slow]
        layer.opacity = 1
        try advance(window, by: 1)
        #expect(abs(shownOpacity(layer) - 0.75) < 1e-9)
        #expect(slow.keyPath == nil && slow.duration == 2)  // left as it was given

        final class Quiet: CALayer {
            override func action(forKey event: String) -> (any CAAction)? {
                event == "position" ? NSNull() : super.action(forKey: event)
            }
        }
        let quiet = Quiet()
        layer.addSublayer(quiet)
        try advance(window, by: 2)
        quiet.position = CGPoint(x: 50, y: 50)
        quiet.opacity = 0
        #expect(quiet.animationKeys() == ["opacity"])
    }

    @Test func newLayersAndViewLayersTakeTheirValuesAtOnce() throws {
        let (window, root) = WhiteScene.make()
        try advance(window, by: 0.1)
        let layer = CALayer()
        root.layer.addSublayer(layer)
        layer.opacity = 0  // added this moment: not drawn yet, nothing to animate from
        #expect(shownOpacity(layer) == 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        try advance(window, by: 0.1)
        view.layer.opacity = 0  // a view's layer animates only in animation blocks
        #expect(shownOpacity(view.layer) == 0)
        let detached = CALayer()
        detached.opacity = 0  // never on screen
        #expect(detached.animationKeys() == nil)
    }

    /// A frame animated to a zero size (a dismissed view sent to `finalFrame(for:)`, which is
    /// `.zero`, moved below the screen) shrinks toward that point: its centre and its size both
    /// move, from where the view was.
    @Test func aFrameAnimatedToAZeroSizeShrinksTowardIt() throws {
        let (window, root) = WhiteScene.make()
        let sheet = UIView(frame: CGRect(x: 0, y: 644, width: 390, height: 200))
        root.addSubview(sheet)
        try advance(window, by: 0.1)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            sheet.frame = CGRect(x: 0, y: 844, width: 0, height: 0)
        }
        let start = try #require(sheet.layer.presentation())
        #expect(start.position == CGPoint(x: 195, y: 744) && start.bounds.size == CGSize(width: 390, height: 200))
        try advance(window, by: 0.5)
        let half = try #require(sheet.layer.presentation())
        #expect(half.position == CGPoint(x: 97.5, y: 794))
        #expect(half.bounds.size == CGSize(width: 195, height: 100))
    }
}
