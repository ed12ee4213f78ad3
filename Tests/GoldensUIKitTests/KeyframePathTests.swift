import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `CAKeyframeAnimation.path`: a layer's position follows the path (each element a keyframe, or
/// at a constant speed in the paced modes), and `rotationMode` turns it along the way.
@MainActor
@Suite struct KeyframePathTests {
    private func advance(_ window: UIWindow, to seconds: Double) throws {
        try window.windowNode.clock.advance(to: seconds)
    }

    /// A dot on a white window, and a one-second path animation of its position starting now.
    private func dot(following path: CGPath, mode: CAAnimationCalculationMode = .linear,
                     rotation: CAAnimationRotationMode? = nil) -> (UIWindow, UIView, Double) {
        let (window, root) = WhiteScene.make()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        root.addSubview(dot)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.calculationMode = mode
        move.rotationMode = rotation
        move.duration = 1
        dot.layer.add(move, forKey: "move")
        return (window, dot, window.windowNode.clock.now)
    }

    /// Two lines: 300 pt to the right, then 100 pt down.
    private var corner: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 100))
        path.addLine(to: CGPoint(x: 350, y: 100))
        path.addLine(to: CGPoint(x: 350, y: 200))
        return path
    }

    @Test func eachElementOfThePathTakesAnEqualShareOfTheDuration() throws {
        let (window, dot, start) = dot(following: corner)
        try advance(window, to: start + 0.25)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 200, y: 100))
        try advance(window, to: start + 0.5)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 350, y: 100))
        try advance(window, to: start + 0.75)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 350, y: 150))
    }

    @Test func thePacedModeMovesAtOneSpeedAlongTheWholePath() throws {
        let (window, dot, start) = dot(following: corner, mode: .paced)
        // 400 pt in all: at half time the dot is 200 pt along the first, 300 pt line.
        try advance(window, to: start + 0.5)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 250, y: 100))
        try advance(window, to: start + 0.875)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 350, y: 150))
    }

    @Test func aCurveIsFollowedThroughItsPoints() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 100, y: 200))
        let (window, dot, start) = dot(following: path)
        try advance(window, to: start + 0.5)
        // The curve's midpoint: (100, 100).
        let position = try #require(dot.layer.presentation()?.position)
        #expect(abs(position.x - 100) < 1e-9 && abs(position.y - 100) < 1e-9)
    }

    @Test func rotateAutoTurnsTheLayerToItsDirectionOfTravel() throws {
        let (window, dot, start) = dot(following: corner, rotation: .rotateAuto)
        try advance(window, to: start + 0.25)
        #expect(dot.layer.presentation()?.affineTransform() == .identity, "moving right: no turn")
        try advance(window, to: start + 0.4)
        #expect(dot.layer.presentation()?.affineTransform() == .identity, "a corner turns at once, not before it")
        try advance(window, to: start + 0.75)
        let down = try #require(dot.layer.presentation()?.affineTransform())
        #expect(abs(down.a) < 1e-12 && abs(down.b - 1) < 1e-12, "moving down: a quarter turn clockwise on screen")

        let (reverseWindow, reverseDot, reverseStart) = self.dot(following: self.corner, rotation: .rotateAutoReverse)
        try advance(reverseWindow, to: reverseStart + 0.25)
        #expect(reverseDot.layer.presentation()?.affineTransform().a == -1)
        // The model keeps no turn once the animation is over.
        try advance(window, to: start + 1.5)
        #expect(dot.layer.presentation()?.affineTransform() == .identity)
    }

    @Test func onACurveTheTurnFollowsItsTangent() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 100, y: 200))
        let (window, dot, start) = dot(following: path, rotation: .rotateAuto)
        try advance(window, to: start)
        let first = try #require(dot.layer.presentation()?.affineTransform())
        #expect(abs(first.b - 2 * first.a) < 1e-12 && first.a > 0, "leaving towards the control point: 2 down for 1 across")
        try advance(window, to: start + 0.5)
        let middle = try #require(dot.layer.presentation()?.affineTransform())
        #expect(abs(middle.a - 1) < 1e-12 && abs(middle.b) < 1e-12, "level at the bottom of the curve")
    }

    @Test func aPathOrKeyTimesThatAreNotNumbersLeaveTheModel() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
        let (window, dot, start) = dot(following: path, mode: .paced, rotation: .rotateAuto)
        try advance(window, to: start + 0.5)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 10, y: 5))

        let (other, moved, otherStart) = self.dot(following: corner)
        let timed = CAKeyframeAnimation(keyPath: "position")
        timed.path = corner
        timed.keyTimes = [0, NSNumber(value: Double.nan), 1]
        timed.duration = 1
        moved.layer.add(timed, forKey: "timed")
        try advance(other, to: otherStart + 0.25)
        #expect(moved.layer.presentation()?.position == CGPoint(x: 200, y: 100), "key times that are not numbers: equal shares")
    }

    @Test func aPathWithNothingToTravelLeavesTheModel() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        let (window, dot, start) = dot(following: path)
        try advance(window, to: start + 0.5)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 10, y: 5))
    }
}
