import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// 3-D layer transforms as transition code sets them (a card flip with `m34`, a shared
/// perspective through `sublayerTransform`, `isDoubleSided`), measured on the rendered frame
/// against the perspective formula: a point x from the rotation axis lands at
/// x·cos θ / (1 + x·sin θ / d), its height scaled by 1 / (1 + x·sin θ / d).
@MainActor
@Suite struct PerspectiveTests {
    let distance: CGFloat = 500

    /// A 200 x 100 pt black card centred at (195, 300) on a white root view.
    func scene() -> (UIWindow, UIView, UIView) {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 95, y: 250, width: 200, height: 100))
        card.backgroundColor = .black
        root.addSubview(card)
        return (window, root, card)
    }

    func perspective() -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    private func render(_ window: UIWindow) throws -> (Bitmap, Double) {
        let (bitmap, scale) = try WhiteScene.render(window)
        return (bitmap, Double(scale))
    }

    /// How much of row `y` (in points) is dark, in points.
    private func darkWidth(_ bitmap: Bitmap, row y: Double, scale: Double) -> Double {
        let py = Int(y * scale)
        var sum = 0.0
        for x in 0..<bitmap.width { sum += 1 - Double(bitmap[x, py].r) / 255 }
        return sum / scale
    }

    /// How much of column `x` (in points) is dark, in points.
    private func darkHeight(_ bitmap: Bitmap, column x: Double, scale: Double) -> Double {
        let px = Int(x * scale)
        var sum = 0.0
        for y in 0..<bitmap.height { sum += 1 - Double(bitmap[px, y].r) / 255 }
        return sum / scale
    }

    /// Where x from the axis lands, relative to the axis, and its scale.
    func projected(_ x: Double, angle: Double) -> (x: Double, scale: Double) {
        let w = 1 + x * sin(angle) / Double(distance)
        return (x * cos(angle) / w, 1 / w)
    }

    /// The x from the axis whose image is `image`: the inverse of `projected`.
    func unprojected(_ image: Double, angle: Double) -> Double {
        image / (cos(angle) - image * sin(angle) / Double(distance))
    }

    @Test func aCardTurnedAboutItsVerticalAxisIsDrawnInPerspective() throws {
        let (window, _, card) = scene()
        let angle = Double.pi / 3
        card.layer.transform = CATransform3DRotate(perspective(), CGFloat(angle), 0, 1, 0)
        let (bitmap, scale) = try render(window)
        let left = projected(-100, angle: angle), right = projected(100, angle: angle)
        // Across the middle row: from the left edge's image to the right edge's.
        let width = darkWidth(bitmap, row: 300, scale: scale)
        #expect(abs(width - (right.x - left.x)) < 0.1, "width \(width) vs \(right.x - left.x)")
        // The near (left) edge is taller than the far one, by the formula.
        let nearColumn = 195 + left.x + 1, farColumn = 195 + right.x - 1
        let near = darkHeight(bitmap, column: nearColumn, scale: scale)
        let far = darkHeight(bitmap, column: farColumn, scale: scale)
        #expect(abs(near - 100 * projected(unprojected(left.x + 1, angle: angle), angle: angle).scale) < 0.5, "near edge \(near)")
        #expect(far < near - 20, "far edge \(far) vs near \(near)")
        #expect(abs(far - 100 * projected(unprojected(right.x - 1, angle: angle), angle: angle).scale) < 0.5, "far edge \(far)")
    }

    @Test func aFlipAnimatesThroughTheRotationsBetween() throws {
        let (window, _, card) = scene()
        card.layer.transform = perspective()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            card.layer.transform = CATransform3DRotate(self.perspective(), .pi / 2, 0, 1, 0)
        }
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
        let (bitmap, scale) = try render(window)
        let angle = Double.pi / 4
        let expected = projected(100, angle: angle).x - projected(-100, angle: angle).x
        let width = darkWidth(bitmap, row: 300, scale: scale)
        #expect(abs(width - expected) < 0.1, "half-way width \(width) vs \(expected)")
        // At the end the card is edge-on: nothing of it shows.
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.6)
        let (end, _) = try render(window)
        #expect(darkWidth(end, row: 300, scale: scale) == 0)
    }

    @Test func aSingleSidedLayerHidesItsBack() throws {
        let (window, _, card) = scene()
        card.layer.transform = CATransform3DRotate(perspective(), 0.8 * .pi, 0, 1, 0)
        let (shown, scale) = try render(window)
        #expect(darkWidth(shown, row: 300, scale: scale) > 50)
        card.layer.isDoubleSided = false
        let (hidden, _) = try render(window)
        #expect(darkWidth(hidden, row: 300, scale: scale) == 0)
        // Its front still shows.
        card.layer.transform = CATransform3DRotate(perspective(), 0.2 * .pi, 0, 1, 0)
        let (front, _) = try render(window)
        #expect(darkWidth(front, row: 300, scale: scale) > 50)
    }

    @Test func aSublayerTransformGivesChildrenOneVanishingPoint() throws {
        let (window, root, card) = scene()
        // The root's centre (195, 422) is the vanishing point; the card turns about its own axis.
        root.layer.sublayerTransform = perspective()
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let (bitmap, scale) = try render(window)
        // The card's centre is 122 pt above the vanishing point; rows scale about it. Its axis
        // stays at x = 195, the root's centre, so the widths match the card's own perspective.
        let angle = Double.pi / 3
        let width = darkWidth(bitmap, row: 300, scale: scale)
        let expected = projected(100, angle: angle).x - projected(-100, angle: angle).x
        #expect(abs(width - expected) < 0.1, "width \(width) vs \(expected)")
        // The near edge's top moves away from the vanishing point: above the card's flat top.
        let nearX = 195 + projected(-100, angle: angle).x + 1
        let top = (0..<bitmap.height).first { bitmap[Int(nearX * scale), $0].r < 128 }.map { Double($0) / scale } ?? 0
        let flatTop = 422 - (422 - 250) * projected(-99, angle: angle).scale
        #expect(abs(top - flatTop) < 1.5, "near top \(top) vs \(flatTop)")
        #expect(card.layer.transform.m34 == 0 && root.layer.sublayerTransform.m34 == -1 / distance)
    }

    @Test func aFlatTransformReadsBackAndAThreeDOneWhole() {
        let (_, _, card) = scene()
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(CATransform3DIsAffine(card.layer.transform))
        #expect(CATransform3DGetAffineTransform(card.layer.transform) == CGAffineTransform(rotationAngle: 0.3))
        let flip = CATransform3DRotate(perspective(), 1, 0, 1, 0)
        card.transform3D = flip
        #expect(card.layer.transform == flip)
        #expect(!CATransform3DIsAffine(card.layer.transform))
    }
}

/// `UIView.transition(with:…)` and `transition(from:to:…)` with flip options: the old and the
/// new content turn half a turn together in perspective (eye 1000 pt away), each hidden while
/// its back faces the viewer.
@MainActor
@Suite struct FlipTransitionTests {
    /// A 200 x 100 pt red card centred at (195, 300).
    func scene() -> (UIWindow, UIView) {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 95, y: 250, width: 200, height: 100))
        card.backgroundColor = .red
        root.addSubview(card)
        return (window, card)
    }

    /// The span of row 300 in points covered by pixels whose colour passes `test`.
    func span(_ bitmap: Bitmap, scale: Int, _ test: (PremultipliedPixel) -> Bool) -> Double {
        Double((0..<bitmap.width).filter { test(bitmap[$0, 300 * scale]) }.count) / Double(scale)
    }

    @Test func aFlipFromTheLeftTurnsTheOldContentAwayAndTheNewIn() throws {
        let (window, card) = scene()
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
            card.backgroundColor = .blue
        }, completion: { finished = $0 })
        // A quarter of the way: the old (red) content turned 45°: its width is the
        // perspective image of ±100 pt.
        try window.windowNode.clock.advance(to: 0.25)
        let (quarter, scale) = try WhiteScene.render(window)
        let w = { (x: Double) in 1 + x * sin(Double.pi / 4) / 1000 }
        let expected = 100 * cos(Double.pi / 4) / w(100) + 100 * cos(Double.pi / 4) / w(-100)
        let red = span(quarter, scale: scale) { $0.r > 200 && $0.b < 50 }
        #expect(abs(red - expected) <= 1, "red \(red) vs \(expected)")
        #expect(span(quarter, scale: scale) { $0.b > 200 && $0.r < 50 } == 0)
        // The left edge is the near one: its column is taller than the right edge's.
        let leftColumn = Int((195 - 100 * cos(Double.pi / 4) / w(-100) + 1) * Double(scale))
        let rightColumn = Int((195 + 100 * cos(Double.pi / 4) / w(100) - 1) * Double(scale))
        let height = { (x: Int) in (0..<quarter.height).filter { quarter[x, $0].r > 200 && quarter[x, $0].g < 50 }.count }
        #expect(height(leftColumn) > height(rightColumn))
        // Three quarters: the new (blue) content, turned −45°.
        try window.windowNode.clock.advance(to: 0.75)
        let (late, _) = try WhiteScene.render(window)
        #expect(abs(span(late, scale: scale) { $0.b > 200 && $0.r < 50 } - expected) <= 1)
        #expect(span(late, scale: scale) { $0.r > 200 && $0.b < 50 } == 0)
        try window.windowNode.clock.advance(to: 1.1)
        #expect(finished == true)
        let (end, _) = try WhiteScene.render(window)
        #expect(abs(span(end, scale: scale) { $0.b > 200 && $0.r < 50 } - 200) <= 0.5)
        #expect(card.superview?.subviews.count == 1)
    }

    @Test func aFlipBetweenViewsReplacesTheOldOne() throws {
        let (window, card) = scene()
        let back = UIView(frame: card.frame)
        back.backgroundColor = .blue
        var finished: Bool?
        UIView.transition(from: card, to: back, duration: 0.5, options: [.transitionFlipFromTop]) { finished = $0 }
        try window.windowNode.clock.advance(to: 0.2)
        let (early, scale) = try WhiteScene.render(window)
        #expect(span(early, scale: scale) { $0.r > 200 && $0.b < 50 } > 150)
        try window.windowNode.clock.advance(to: 0.6)
        #expect(finished == true && card.superview == nil && back.superview != nil)
    }
}

extension PerspectiveTests {
    /// A shape layer with empty bounds draws its path outside them; turned in 3-D, its plane
    /// still holds the whole path.
    @Test func aTurnedShapeLayerWithEmptyBoundsDrawsItsWholePath() throws {
        let (window, _, card) = scene()
        let dot = CAShapeLayer()
        dot.position = CGPoint(x: 100, y: 50)
        dot.path = UIBezierPath(ovalIn: CGRect(x: -20, y: -20, width: 40, height: 40)).cgPath
        dot.fillColor = UIColor.white.cgColor
        dot.transform = CATransform3DRotate(perspective(), 0.5, 0, 1, 0)
        card.layer.addSublayer(dot)
        let (bitmap, scale) = try render(window)
        // The dot turns about its own centre, the card's centre at (195, 300).
        let centre = bitmap[Int(195 * scale), Int(300 * scale)]
        #expect(centre.r == 255 && centre.g == 255, "the dot's centre shows white, found \(centre)")
        let side = bitmap[Int(210 * scale), Int(300 * scale)]
        #expect(side.g == 255, "15 pt right of the centre is still inside the turned dot, found \(side)")
    }
}

/// `zPosition` and `sublayerTransform` as transitions use them: siblings draw by `zPosition`
/// (a flip brings the incoming view to the front with it), a layer set back in z under a
/// perspective draws smaller, and Core Animation's animations animate both, whole or by part.
extension PerspectiveTests {
    /// What shows at a point, in points.
    private func pixel(_ bitmap: Bitmap, _ x: Double, _ y: Double, scale: Double) -> PremultipliedPixel {
        bitmap[Int(x * scale), Int(y * scale)]
    }

    @Test func siblingsDrawInTheOrderOfTheirZPosition() throws {
        let (window, root, card) = scene()
        let cover = UIView(frame: CGRect(x: 145, y: 250, width: 200, height: 100))
        cover.backgroundColor = .red
        root.addSubview(cover)
        let (before, scale) = try render(window)
        #expect(pixel(before, 200, 300, scale: scale).r == 255, "the later sibling on top")
        card.layer.zPosition = 1
        let (after, _) = try render(window)
        #expect(pixel(after, 200, 300, scale: scale).r == 0, "the card, raised, on top")
        #expect(root.subviews.last === cover, "the subviews keep their order")
    }

    @Test func aLayerSetBackUnderAPerspectiveDrawsSmaller() throws {
        let (window, root, card) = scene()
        root.layer.sublayerTransform = perspective()
        card.layer.zPosition = -distance / 2
        let (bitmap, scale) = try render(window)
        // Half the perspective distance back: 2/3 of its size, towards the root's centre (195, 422).
        let row = 422 + (300 - 422) * 2.0 / 3
        #expect(abs(darkWidth(bitmap, row: row, scale: scale) - 200 * 2 / 3) < 1)
    }

    @Test func animationsTurnASublayerTransformAndMoveAZPosition() throws {
        let (window, root, card) = scene()
        root.layer.sublayerTransform = perspective()
        let turn = CABasicAnimation(keyPath: "sublayerTransform.rotation.y")
        turn.fromValue = 0
        turn.toValue = Double.pi / 3
        let sink = CAKeyframeAnimation(keyPath: "zPosition")
        sink.values = [0, -100, 0]
        sink.duration = 1
        let group = CAAnimationGroup()
        group.animations = [turn, sink]
        group.duration = 1
        root.layer.add(group, forKey: "turn")
        card.layer.add(sink, forKey: "sink")
        try window.windowNode.clock.advance(by: 0.5)
        let shown = try #require(root.layer.presentation())
        let angle = atan2(-Double(shown.sublayerTransform.m13), Double(shown.sublayerTransform.m11))
        #expect(abs(angle - Double.pi / 6) < 1e-6, "half way round")
        #expect(shown.zPosition == -100)
        #expect(card.layer.presentation()?.zPosition == -100)
        let (bitmap, scale) = try render(window)
        let width = darkWidth(bitmap, row: 300, scale: scale)
        #expect(width > 50 && width < 200, "the card turned and set back, found \(width) pt")
        try window.windowNode.clock.advance(by: 1)
        #expect(root.layer.presentation()?.sublayerTransform.m11 == 1, "back to the model")
    }
}
