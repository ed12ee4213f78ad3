import GoldensRaster
@testable import GoldensUIKit
import Testing

/// `.transitionCurlUp` rolls the old look up from the bottom edge, `.transitionCurlDown` down
/// from the top: the part before the line stays, the part past it lies folded back over the
/// line under a paper-white veil, and the new look shows where the fold has uncovered it.
@MainActor
@Suite struct PageCurlTests {
    enum Look { case old, back, new }

    /// A red page swapped for a blue one with `option` (on a linear curve, so the line is at a
    /// known place), and what shows at `fractions` of the page's height at `time` of 1 s.
    static func looks(_ option: UIView.AnimationOptions, at time: Double, fractions: [Double]) throws -> [Look?] {
        let (window, root) = WhiteScene.make()
        let old = UIView(frame: root.bounds), new = UIView(frame: root.bounds)
        old.backgroundColor = .red
        new.backgroundColor = .blue
        root.addSubview(old)
        var finished = false
        UIView.transition(from: old, to: new, duration: 1, options: [option, .curveLinear]) { finished = $0 }
        try window.windowNode.clock.advance(by: time)
        let (bitmap, scale) = try WhiteScene.render(window)
        let looks = fractions.map { fraction -> Look? in
            let p = bitmap[195 * scale, Int(fraction * root.bounds.height) * scale]
            if p.r == 255 && p.g == 0 && p.b == 0 { return .old }
            if p.b == 255 && p.r == 0 { return .new }
            if p.r > 200 && p.g > 150 && p.g < 230 && p.b > 150 { return .back }  // red under the veil
            return nil
        }
        try window.windowNode.clock.advance(by: 1)
        #expect(finished)
        #expect(old.superview == nil && new.superview === root)
        return looks
    }

    @Test func aCurlUpRollsThePageUpFromTheBottom() throws {
        // A quarter through, the line is at three quarters of the height: the fold covers from
        // half way down to it.
        #expect(try Self.looks(.transitionCurlUp, at: 0.25, fractions: [0.25, 0.6, 0.9]) == [.old, .back, .new])
        // Three quarters through, the fold covers the top quarter and the rest is new.
        #expect(try Self.looks(.transitionCurlUp, at: 0.75, fractions: [0.1, 0.5]) == [.back, .new])
    }

    @Test func aCurlDownRollsThePageDownFromTheTop() throws {
        #expect(try Self.looks(.transitionCurlDown, at: 0.25, fractions: [0.1, 0.4, 0.75]) == [.new, .back, .old])
    }
}
