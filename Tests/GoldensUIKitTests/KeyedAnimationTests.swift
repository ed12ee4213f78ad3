import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Animation's explicit animations, added with `layer.add(_:forKey:)` as transition code
/// adds them: shown over the model on the virtual clock, removed (or held) at the end, their
/// delegates told, a transaction's completion waiting for them.
@MainActor
@Suite struct KeyedAnimationTests {
    func scene() -> (UIWindow, UIView) { WhiteScene.make() }

    private func render(_ window: UIWindow) throws -> (Bitmap, Int) { try WhiteScene.render(window) }

    private func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "stop" : "cut") }
    }

    @Test func aBasicAnimationShowsItsValuesThenTheModel() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        root.addSubview(card)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let recorder = Recorder()
        fade.delegate = recorder
        card.layer.add(fade, forKey: "fade")
        #expect(card.layer.animationKeys() == ["fade"])
        #expect(card.layer.presentation()?.opacity == 0)
        try advance(window, by: 0.5)
        let (half, scale) = try render(window)
        #expect(abs(Int(half[50 * scale, 50 * scale].r) - 128) <= 1)  // linear by default
        #expect(recorder.events == ["start"])
        try advance(window, by: 0.6)
        #expect(recorder.events == ["start", "stop"])
        #expect(card.layer.animationKeys() == nil)
        let (after, _) = try render(window)
        #expect(after[50 * scale, 50 * scale].r == 0)  // the model's opacity, 1
    }

    /// Values boxed in NSValue, as most apps write them, animate as the bare ones do: a basic
    /// animation of the position, a keyframe animation's values and a spring of the bounds.
    @Test func valuesBoxedInNSValueAnimate() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 50, y: 50))
        move.toValue = NSValue(cgPoint: CGPoint(x: 250, y: 150))
        move.duration = 1
        card.layer.add(move, forKey: "move")
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)].map { NSValue(cgPoint: $0) }
        path.duration = 1
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(badge)
        badge.layer.add(path, forKey: "path")
        let grow = CASpringAnimation(keyPath: "bounds")
        grow.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
        grow.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 200, height: 200))
        grow.duration = grow.settlingDuration
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        box.layer.add(grow, forKey: "grow")
        try advance(window, by: 0.5)
        #expect(card.layer.presentation()?.position == CGPoint(x: 150, y: 100))
        #expect(badge.layer.presentation()?.position == CGPoint(x: 100, y: 0))
        let growing = try #require(box.layer.presentation()?.bounds.width)
        #expect(growing > 10 && growing != 200)
        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty)
    }

    /// A shimmer: the gradient's locations slide under a basic animation that repeats, its
    /// white band crossing the layer; the colours and axis animate too.
    @Test func aGradientsLocationsColoursAndAxisAnimate() throws {
        let (window, root) = scene()
        let shimmer = CAGradientLayer()
        shimmer.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        shimmer.colors = [UIColor.black.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
        shimmer.locations = [0, 0.1, 0.2]
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.addSublayer(shimmer)
        let slide = CABasicAnimation(keyPath: "locations")
        slide.fromValue = [-0.2, -0.1, 0]
        slide.toValue = [1, 1.1, 1.2]
        slide.duration = 1.2
        slide.repeatCount = .infinity
        shimmer.add(slide, forKey: "shimmer")
        let tint = CAGradientLayer()
        tint.frame = CGRect(x: 0, y: 40, width: 100, height: 100)
        tint.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        root.layer.addSublayer(tint)
        let fade = CABasicAnimation(keyPath: "colors")
        fade.fromValue = [UIColor.black.cgColor, UIColor.black.cgColor]
        fade.toValue = [UIColor.white.cgColor, UIColor.white.cgColor]
        fade.duration = 1
        tint.add(fade, forKey: "fade")
        try advance(window, by: 0.6)  // the band's middle at 0.5
        let (frame, scale) = try render(window)
        func grey(_ x: Int, _ y: Int) -> Int { Int(frame[x * scale, y * scale].r) }
        #expect(grey(100, 10) > 240, "the band's middle")
        #expect(grey(20, 10) < 15 && grey(180, 10) < 15, "dark on either side")
        #expect(abs(grey(50, 90) - 153) <= 2, "six tenths of the way from black to white")
        try advance(window, by: 1.2)  // one repeat later, the same
        let (again, _) = try render(window)
        #expect(again[100 * scale, 10 * scale] == frame[100 * scale, 10 * scale])
        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty)
    }

    /// A group that autoreverses and repeats forever takes its children back and forth with it.
    @Test func aGroupsRepeatsAndAutoreversingRunItsChildren() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 50
        slide.toValue = 150
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 40
        let group = CAAnimationGroup()
        group.animations = [slide, round]
        group.duration = 1
        group.autoreverses = true
        group.repeatCount = .infinity
        card.layer.add(group, forKey: "wander")
        try advance(window, by: 0.25)
        #expect(card.layer.presentation()?.position.x == 75)
        try advance(window, by: 1.25)  // 1.5 s: halfway back
        #expect(card.layer.presentation()?.position.x == 100)
        #expect(card.layer.presentation()?.cornerRadius == 20)
        try advance(window, by: 4.75)  // 6.25 s: a quarter into the fourth forward pass
        #expect(card.layer.presentation()?.position.x == 75)
        #expect(card.layer.animationKeys() == ["wander"])
    }

    @Test func aHeldAnimationKeepsItsEndAndARemovedOneStopsUnfinished() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 250
        move.duration = 0.4
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        card.layer.add(move, forKey: "move")
        try advance(window, by: 0.2)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 150) < 1e-9)  // from the shown 50 to 250, half-way
        try advance(window, by: 1)
        #expect(card.layer.presentation()?.position.x == 250)
        #expect(card.layer.position.x == 50)  // the model is untouched
        let recorder = Recorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.delegate = recorder
        card.layer.add(spin, forKey: "spin")
        try advance(window, by: 0.1)
        card.layer.removeAnimation(forKey: "spin")
        try advance(window, by: 0)
        #expect(recorder.events == ["start", "cut"])
        #expect(card.layer.animationKeys() == ["move"])
    }

    @Test func aStrokeEndAnimationDrawsTheRingAsItGrows() throws {
        let (window, root) = scene()
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                                 clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.black.cgColor
        ring.lineWidth = 4
        root.layer.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(grow, forKey: nil)
        try advance(window, by: 0.5)  // ease-in-ease-out is symmetric: half-way at half time
        let (bitmap, scale) = try render(window)
        // The right half of the ring is drawn, the left is not.
        #expect(bitmap[80 * scale, 50 * scale].r < 60)
        #expect(bitmap[20 * scale, 50 * scale].r == 255)
    }

    @Test func aCircleRevealGrowsItsMaskAndCompletesTheTransaction() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .black
        root.addSubview(card)
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: -50, y: -50, width: 300, height: 300)).cgPath
        let mask = CAShapeLayer()
        mask.path = large
        card.layer.mask = mask
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = 0.5
        mask.add(reveal, forKey: "reveal")
        CATransaction.commit()
        let (start, scale) = try render(window)
        #expect(start[100 * scale, 100 * scale].r == 0 && start[130 * scale, 100 * scale].r == 255)
        try advance(window, by: 0.25)
        // Half-way the circle's radius is (10 + 150) / 2 = 80.
        let (middle, _) = try render(window)
        #expect(middle[175 * scale, 100 * scale].r == 0 && middle[185 * scale, 100 * scale].r == 255)
        #expect(!completed)
        try advance(window, by: 0.3)
        #expect(completed)
    }

    @Test func aSpringAnimationOvershootsAndSettles() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 50
        spring.toValue = 250
        spring.damping = 5
        spring.duration = spring.settlingDuration
        card.layer.add(spring, forKey: "spring")
        var peak = 0.0
        for _ in 0..<40 {
            try advance(window, by: 0.02)
            peak = max(peak, card.layer.presentation()?.position.x ?? 0)
        }
        #expect(peak > 260, "an under-damped spring passes its target (peak \(peak))")
        try advance(window, by: spring.settlingDuration)
        #expect(card.layer.presentation()?.position.x == 50)  // removed: the model shows
    }

    @Test func keyframesAndGroupsRunTogether() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(card)
        let hop = CAKeyframeAnimation(keyPath: "position.y")
        hop.values = [50, 150, 100]
        hop.keyTimes = [0, 0.25, 1]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [hop, fade]
        group.duration = 1
        card.layer.add(group, forKey: "group")
        try advance(window, by: 0.25)
        let shown = try #require(card.layer.presentation())
        // Children without a duration of their own run as long as the group.
        #expect(abs(shown.position.y - 150) < 1e-9)
        #expect(abs(shown.opacity - 0.75) < 1e-9)
        try advance(window, by: 0.375)
        #expect(abs((card.layer.presentation()?.position.y ?? 0) - 125) < 1e-9)
    }

    @Test func anAnimationOfAPropertyThatIsNotDrawnFailsTheFrameByName() throws {
        let (window, root) = scene()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.name = "card"
        root.addSubview(card)
        let blur = CABasicAnimation(keyPath: "filters.blur.inputRadius")
        blur.toValue = 10
        card.layer.add(blur, forKey: "blur")
        do {
            _ = try SceneRenderer().frame(of: window.windowNode)
            Issue.record("expected the frame to fail")
        } catch {
            #expect(error.problem.contains("\"filters.blur.inputRadius\" cannot be shown"))
        }
        card.layer.removeAllAnimations()
        #expect(throws: Never.self) { _ = try SceneRenderer().frame(of: window.windowNode) }
    }
}

/// Each animatable property is declared once (`AnimatableProperty`): Core Animation finds every
/// declared key path and animates the field it names.
@MainActor
@Suite struct AnimatablePropertyDeclarationTests {
    @Test func everyDeclaredKeyPathAnimatesItsField() throws {
        let (window, root) = WhiteScene.make()
        for property in AnimatableProperty.all where property.isCoreAnimationKeyPath {
            let layer = CAShapeLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.layer.addSublayer(layer)
            let (from, to): (Any, Any) = switch property.value {
            case .number: (CGFloat(0), CGFloat(10))
            case .point: (CGPoint.zero, CGPoint(x: 10, y: 10))
            case .size: (CGSize.zero, CGSize(width: 10, height: 10))
            case .rect: (CGRect.zero, CGRect(x: 0, y: 0, width: 10, height: 10))
            case .color, .optionalColor: (UIColor.black.cgColor, UIColor.white.cgColor)
            case .path: (UIBezierPath(rect: .zero).cgPath, UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath)
            case .transform: (CATransform3DIdentity, CATransform3DMakeTranslation(10, 0, 0))
            }
            let animation = CABasicAnimation(keyPath: property.keyPath)
            (animation.fromValue, animation.toValue, animation.duration) = (from, to, 1)
            layer.add(animation, forKey: "declared")
            #expect(layer.animationKeys() == ["declared"], "\(property.keyPath) is not found by its key path")
            try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
            let shown = layer.node.presentation
            let halfway = switch property.value {
            case let .number(field): shown[keyPath: field] == 5
            case let .point(field): shown[keyPath: field] == Point(x: 5, y: 5)
            case let .size(field): shown[keyPath: field] == Size(width: 5, height: 5)
            case let .rect(field): shown[keyPath: field] == Rect(x: 0, y: 0, width: 5, height: 5)
            case let .color(field): abs(shown[keyPath: field].red - 0.5) < 0.01
            case let .optionalColor(field): abs((shown[keyPath: field]?.red ?? 0) - 0.5) < 0.01
            case let .path(field): shown[keyPath: field].map { $0 != Path() } ?? false
            case let .transform(field): abs(shown[keyPath: field].m41 - 5) < 1e-9
            }
            #expect(halfway, "\(property.keyPath) is not halfway at half its duration")
            layer.removeFromSuperlayer()
        }
    }
}
