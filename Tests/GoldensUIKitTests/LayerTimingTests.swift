import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A layer's own time (`speed`, `timeOffset`, `beginTime`), as apps pause, scrub and resume
/// layers: `local = (parent − beginTime) · speed + timeOffset`, applied down the tree, with
/// animations timed in the local time of the layer they run on and ending when that time
/// reaches their end.
@MainActor
@Suite struct LayerTimingTests {
    private func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    /// A card inside a stage view, on a white screen.
    private func stage() -> (UIWindow, UIView, UIView) {
        let (window, root) = WhiteScene.make()
        let stage = UIView(frame: root.bounds)
        root.addSubview(stage)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        stage.addSubview(card)
        return (window, stage, card)
    }

    /// Apple's recipe: pause by `speed = 0` with `timeOffset` at the paused time, resume by
    /// moving `beginTime` back by the time already played. The animation inside stands still
    /// while paused, shows the frame of whatever `timeOffset` says, and completes only once the
    /// resumed time reaches its end.
    @Test func aPausedLayerStandsStillScrubsByItsOffsetAndResumesWhereItWas() throws {
        let (window, stage, card) = stage()
        stage.layer.speed = 0
        stage.layer.timeOffset = 0
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 250 },
                       completion: { finished = $0 })
        try advance(window, by: 2)
        #expect(card.layer.presentation()?.position.x == 50, "a paused layer's animations do not move")
        #expect(finished == nil, "nor do they end")

        stage.layer.timeOffset = 0.25
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 100) < 1e-9, "the frame of 0.25 s")

        let pausedTime = stage.layer.timeOffset
        stage.layer.speed = 1
        stage.layer.timeOffset = 0
        stage.layer.beginTime = 0
        stage.layer.beginTime = stage.layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        try advance(window, by: 0.5)
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 200) < 1e-9, "0.25 s + 0.5 s of the animation")
        #expect(finished == nil)
        try advance(window, by: 0.3)
        #expect(finished == true, "the animation ends 0.75 s after the resume")
        #expect(card.layer.presentation()?.position.x == 250)
    }

    /// What a frame draws follows the layer's time too, and a sublayer timing combines with
    /// its parent's: twice the speed below a paused parent is still paused.
    @Test func framesDrawTheLocalTimeOfEachLayer() throws {
        let (window, stage, card) = stage()
        stage.layer.speed = 0
        stage.layer.timeOffset = 0.5
        card.layer.speed = 2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 4
        card.layer.add(fade, forKey: "fade")
        try advance(window, by: 1)
        let (bitmap, scale) = try WhiteScene.render(window)
        // The card's time is frozen at 2 × 0.5 = 1 s of its own, where it began: opacity 0.
        #expect(bitmap[50 * scale, 50 * scale].r == 255)
        stage.layer.timeOffset = 1.5
        let (later, _) = try WhiteScene.render(window)
        // 2 × (1.5 − 0.5) = 2 s into a 4 s fade: half black.
        #expect(abs(Int(later[50 * scale, 50 * scale].r) - 128) <= 1)
        #expect(card.layer.convertTime(1.5, from: stage.layer) == 3, "a sublayer's time is twice its parent's")
        #expect(stage.layer.convertTime(3, to: card.layer) == 6)
        #expect(card.layer.convertTime(6, to: stage.layer) == 3)
    }

    /// A Core Animation animation added to a paused layer tells its delegate it stopped only
    /// when the layer's time has passed its end, here by scrubbing.
    @Test func aKeyedAnimationInAPausedLayerStopsWhenTheLayersTimePassesItsEnd() throws {
        final class Recorder: NSObject, CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "stop" : "cut") }
        }
        let (window, _, card) = stage()
        card.layer.speed = 0
        let move = CABasicAnimation(keyPath: "position.y")
        move.toValue = 450
        move.duration = 1
        let recorder = Recorder()
        move.delegate = recorder
        card.layer.add(move, forKey: "move")
        try advance(window, by: 3)
        #expect(recorder.events == ["start"])
        card.layer.timeOffset = 0.5
        try advance(window, by: 0)
        #expect(card.layer.presentation()?.position.y == 250)
        card.layer.timeOffset = 1
        try advance(window, by: 0)
        #expect(recorder.events == ["start", "stop"])
        #expect(card.layer.animationKeys() == nil)
    }

    /// Core Animation begins an animation at the layer's time when the transaction commits, not
    /// when it is added: a layer sped up right after `add`, in the same turn, plays the whole
    /// animation from its start, faster; one paused there plays it as `timeOffset` scrubs it.
    /// The values are the ones the animation had when it was added, though the app goes on to
    /// change the object for another layer.
    @Test func anAnimationBeginsAtTheLayersTimeWhenTheTurnEnds() throws {
        let (window, stage, card) = stage()
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        stage.addSubview(other)
        try advance(window, by: 0.5)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 450
        slide.toValue = 50
        slide.duration = 1
        card.layer.add(slide, forKey: "slide")
        slide.fromValue = 50
        slide.toValue = -350
        other.layer.add(slide, forKey: "slide")
        card.layer.speed = 4
        other.layer.speed = 0
        other.layer.timeOffset = 0
        try advance(window, by: 0)
        #expect(card.layer.presentation()?.position.x == 450, "it starts from its first value")
        #expect(other.layer.presentation()?.position.x == 50)
        try advance(window, by: 0.125)
        // 0.125 s at speed 4 is half the animation.
        #expect(abs((card.layer.presentation()?.position.x ?? 0) - 250) < 1e-9)
        other.layer.timeOffset = 0.25
        #expect(abs((other.layer.presentation()?.position.x ?? 0) - -50) < 1e-9, "scrubbed to a quarter")
        try advance(window, by: 0.2)
        #expect(card.layer.animationKeys() == nil, "over once its sped-up time has passed")
    }

    /// An animation's own `timeOffset` starts it that far into its cycle; it wraps around to
    /// its beginning and still runs its duration in all.
    @Test func anAnimationsTimeOffsetStartsItPartWayAndWrapsAround() throws {
        let (window, _, card) = stage()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timeOffset = 0.5
        card.layer.add(fade, forKey: "fade")
        #expect(card.layer.presentation()?.opacity == 0.5)
        try advance(window, by: 0.25)
        #expect(abs((card.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
        try advance(window, by: 0.5)
        #expect(abs((card.layer.presentation()?.opacity ?? 0) - 0.25) < 1e-6, "wrapped around to its start")
        try advance(window, by: 0.3)
        #expect(card.layer.animationKeys() == nil && card.layer.presentation()?.opacity == 1)
    }

    /// The interactive transitions written before UIKit's own: the interaction controller
    /// pauses the container's layer, runs the animator, scrubs `timeOffset` with the finger and
    /// resumes the layer when it lifts; the animator's completion, and so the transition's,
    /// waits for the resumed time.
    @Test func anInteractiveTransitionThatPausesItsContainerFinishesWhenResumed() throws {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(rootViewController: presenter)
        window.makeKeyAndVisible()
        let card = UIViewController()
        card.view.backgroundColor = .black
        let transition = LayerScrubbedTransition()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        presenter.present(card, animated: true)
        #expect(transition.context == nil, "the presentation starts when the turn ends")
        try advance(window, by: 0)
        let context = try #require(transition.context)
        try advance(window, by: 0.1)
        transition.scrub(to: 0.5)
        try advance(window, by: 1)
        #expect(abs((card.view.layer.presentation()?.position.y ?? 0) - (422 + 422)) < 1e-6,
                "half-way up from one screen below, held while the finger rests")
        #expect(!transition.completed)
        transition.resume()
        try advance(window, by: 0.19)
        #expect(!transition.completed, "0.2 s of the animation are left")
        try advance(window, by: 0.02)
        #expect(transition.completed && !context.transitionWasCancelled)
        #expect(card.view.layer.presentation()?.position.y == 422)
        #expect(card.presentingViewController === presenter)
    }
}

/// A transitioning delegate, animator and interaction controller in one, as older apps wrote
/// them: the container's layer is paused and scrubbed through its time.
private final class LayerScrubbedTransition: NSObject, UIViewControllerTransitioningDelegate,
                                             UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    var completed = false
    let duration: TimeInterval = 0.4

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { toView.frame = final },
                       completion: { _ in
                           self.completed = true
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        transitionContext.containerView.layer.speed = 0
        animateTransition(using: transitionContext)
    }

    func scrub(to percent: CGFloat) {
        guard let context else { return }
        context.updateInteractiveTransition(percent)
        context.containerView.layer.timeOffset = CFTimeInterval(percent) * duration
    }

    func resume() {
        guard let context else { return }
        context.finishInteractiveTransition()
        let layer = context.containerView.layer
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }
}
