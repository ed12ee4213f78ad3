import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `CATransition` added to a layer before its content changes, as navigation code writes it
/// (a push without animation under a layer transition): the old look leaves and the new one
/// arrives by push, move in, reveal or fade.
@MainActor
@Suite struct LayerTransitionTests {
    /// A `type`/`subtype` transition over 0.4 s, linearly.
    func linear(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> CATransition {
        let transition = CATransition()
        transition.duration = 0.4
        transition.type = type
        transition.subtype = subtype
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    /// A navigation controller showing a red screen, pushing a blue one under `type`/`subtype`
    /// over 0.4 s, linearly; the delegate's calls are recorded.
    func pushed(_ type: CATransitionType, _ subtype: CATransitionSubtype? = .fromRight)
        throws -> (UIWindow, KeyedAnimationTests.Recorder) {
        let navigation = UINavigationController(rootViewController: ColoredController(.red))
        let window = UIWindow(rootViewController: navigation)
        _ = try SceneRenderer().frame(of: window.windowNode)  // on screen before the transition
        let transition = linear(type, subtype)
        let recorder = KeyedAnimationTests.Recorder()
        transition.delegate = recorder
        navigation.view.layer.add(transition, forKey: kCATransition)
        navigation.pushViewController(ColoredController(.blue), animated: false)
        return (window, recorder)
    }

    /// The colour of row 600 pt at `x` pt: "r", "b", or "?" for anything else.
    func color(_ bitmap: Bitmap, _ scale: Int, x: Double) -> Character {
        let p = bitmap[Int(x * Double(scale)), 600 * scale]
        if p.r > 240 && p.b < 15 { return "r" }
        if p.b > 240 && p.r < 15 { return "b" }
        return "?"
    }

    /// Core Animation's private `cube` turns the old screen and the new one as two faces of a
    /// cube: halfway, the old face fills the left half up to the screen's middle and the new one
    /// the right half; `oglFlip` shows the old screen turning away first, the new one after.
    /// Another private type is reported by name.
    @Test func theCubeAndFlipTypesTurnTheScreensIn3D() throws {
        let (window, _) = try pushed(CATransitionType(rawValue: "cube"))
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.2)
        let (half, scale) = try WhiteScene.render(window)
        #expect(color(half, scale, x: 100) == "r" && color(half, scale, x: 190) == "r")
        #expect(color(half, scale, x: 200) == "b" && color(half, scale, x: 290) == "b")
        let (flipping, _) = try pushed(CATransitionType(rawValue: "oglFlip"))
        try flipping.windowNode.clock.advance(to: flipping.windowNode.clock.now + 0.08)
        let (early, _) = try WhiteScene.render(flipping)
        #expect(color(early, scale, x: 195) == "r")
        try flipping.windowNode.clock.advance(to: flipping.windowNode.clock.now + 0.24)
        let (late, _) = try WhiteScene.render(flipping)
        #expect(color(late, scale, x: 195) == "b")
        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty && SceneDiagnostics.drain(flipping.windowNode).isEmpty)
        let (curling, _) = try pushed(CATransitionType(rawValue: "pageCurl"))
        #expect(SceneDiagnostics.drain(curling.windowNode).contains { $0.contains(#"CATransition of type "pageCurl""#) })
    }

    @Test func aPushSlidesTheOldScreenOutAndTheNewOneIn() throws {
        let (window, recorder) = try pushed(.push)
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.1)
        // A quarter of the way: the new screen's left edge is at 390 · 3/4 = 292.5 pt.
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(color(bitmap, scale, x: 280) == "r" && color(bitmap, scale, x: 300) == "b")
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.35)
        let (end, _) = try WhiteScene.render(window)
        #expect(color(end, scale, x: 10) == "b" && color(end, scale, x: 380) == "b")
        #expect(recorder.events == ["start", "stop"])
    }

    @Test func moveInRevealAndFadeKeepTheirLayers() throws {
        // Move in from the left: the new screen covers the old from x = 0 to a quarter.
        let (moveIn, _) = try pushed(.moveIn, .fromLeft)
        try moveIn.windowNode.clock.advance(to: moveIn.windowNode.clock.now + 0.1)
        let (moving, scale) = try WhiteScene.render(moveIn)
        #expect(color(moving, scale, x: 90) == "b" && color(moving, scale, x: 105) == "r")
        // Reveal: the old screen leaves to the left, uncovering the new one where it was.
        let (reveal, _) = try pushed(.reveal)
        try reveal.windowNode.clock.advance(to: reveal.windowNode.clock.now + 0.1)
        let (revealing, _) = try WhiteScene.render(reveal)
        #expect(color(revealing, scale, x: 285) == "r" && color(revealing, scale, x: 300) == "b")
        // Fade: half-way the old red is half over the new blue.
        let (fade, _) = try pushed(.fade)
        try fade.windowNode.clock.advance(to: fade.windowNode.clock.now + 0.2)
        let (fading, _) = try WhiteScene.render(fade)
        let p = fading[200 * scale, 600 * scale]
        #expect(abs(Int(p.r) - 128) <= 2 && abs(Int(p.b) - 128) <= 2)
    }

    /// The idiom for a modal screen that arrives like a push: a transition on the window's
    /// layer, then `present(_:animated: false)`. The window has no superview: the picture of
    /// the old screen leaves inside it, and the presented screen arrives from the right.
    @Test func aPushOnTheWindowSlidesThePresentedScreenIn() throws {
        let home = ColoredController(.red)
        let window = UIWindow(rootViewController: home)
        _ = try SceneRenderer().frame(of: window.windowNode)
        let next = ColoredController(.blue)
        next.modalPresentationStyle = .fullScreen
        window.layer.add(linear(.push, .fromRight), forKey: kCATransition)
        home.present(next, animated: false)
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.1)
        // A quarter of the way: the presented screen's left edge is at 292.5 pt, and the old
        // screen has moved 97.5 pt left.
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(color(bitmap, scale, x: 280) == "r" && color(bitmap, scale, x: 300) == "b")
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.35)
        let (end, _) = try WhiteScene.render(window)
        #expect(color(end, scale, x: 10) == "b" && color(end, scale, x: 380) == "b")
    }
}
