import Dispatch
import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// Work transition code puts on the main queue runs on the window's virtual clock, at the
// virtual time it asked for, as published animators and presentation controllers rely on.

/// Finishes the transition a run-loop turn after its animation, as many animators do.
private final class DeferredCompletionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            DispatchQueue.main.async {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        })
    }
}

private final class DeferredDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DeferredCompletionAnimator()
    }
}

/// Closes itself after a delay with `perform(_:with:afterDelay:)`.
private final class Banner: UIView {
    var closedWith: [String] = []
    func close(_ reason: String) { closedWith.append(reason); alpha = 0 }
}

@MainActor
@Suite struct MainQueueTests {
    @Test func aCompletionDeferredToTheMainQueueEndsTheTransition() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = DeferredDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        let frames = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
        #expect(frames.last?.label == "present@settled")
        #expect(card.presentingViewController === presenter)
        #expect(card.view.window != nil)
    }

    @Test func asyncAfterRunsAtItsVirtualTime() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let dimming = UIView(frame: controller.view.bounds)
        controller.view.addSubview(dimming)
        let clock = window.windowNode.clock
        let start = clock.now
        var ranAt: [Double] = []
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            ranAt.append(clock.now - start)
            dimming.alpha = 0.4
        }
        DispatchQueue.main.async { ranAt.append(clock.now - start) }
        try clock.advance(by: 0.25)
        #expect(ranAt.count == 1 && abs(ranAt[0]) < 1e-9, "async ran at the next turn, asyncAfter not yet")
        #expect(dimming.alpha == 1)
        try clock.advance(by: 0.1)
        #expect(ranAt.count == 2 && abs(ranAt[1] - 0.3) < 1e-9)
        #expect(dimming.alpha == 0.4)
    }

    /// A deadline written from the virtual now (as the GoldensSelectors plugin writes
    /// `.now()` in a deadline) waits exactly its delay, however long the thread pauses between
    /// making it and scheduling the work; on another queue it is the same delay on the wall clock.
    @Test func aDeadlineFromTheVirtualNowWaitsExactlyItsDelay() throws {
        let window = UIWindow(rootViewController: UIViewController())
        let clock = window.windowNode.clock
        let start = clock.now
        var ranAt: [Double] = []
        let deadline = DispatchTime.goldensNow() + 0.35
        usleep(3_000)  // a loaded machine: a wall-clock deadline would have lost 3 ms here
        DispatchQueue.main.asyncAfter(deadline: deadline) { ranAt.append(clock.now - start) }
        DispatchQueue.main.asyncAfter(deadline: .goldensNow() - 1) { ranAt.append(clock.now - start) }
        try clock.advance(by: 0.349)
        #expect(ranAt.count == 1 && abs(ranAt[0]) < 1e-9, "a deadline already past runs at the next turn")
        try clock.advance(by: 0.002)
        #expect(ranAt.count == 2 && abs(ranAt[1] - 0.35) < 1e-9, "exactly 0.35 s after, not a millisecond early")
        let background = DispatchSemaphore(value: 0)
        let wallStart = DispatchTime.now()
        DispatchQueue.global().asyncAfter(deadline: .goldensNow() + 0.05) { background.signal() }
        #expect(background.wait(timeout: .now() + 10) == .success, "another queue waits on the wall clock")
        #expect(DispatchTime.now().uptimeNanoseconds - wallStart.uptimeNanoseconds >= 50_000_000)
    }

    @Test func performAfterDelaySendsItsSelectorOnTheClock() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let banner = Banner(frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        controller.view.addSubview(banner)
        banner.perform(Selector("close:", Banner.close(_:)), with: "timeout", afterDelay: 2)
        let clock = window.windowNode.clock
        try clock.advance(by: 1.9)
        #expect(banner.closedWith.isEmpty)
        try clock.advance(by: 0.2)
        #expect(banner.closedWith == ["timeout"])
        #expect(banner.alpha == 0)
    }

    @Test func otherQueuesKeepRealTime() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        #expect(done.wait(timeout: .now() + 5) == .success)
    }
}

/// Counts down on a repeating timer, as older loading and transition code does.
private final class Countdown {
    var ticks = 0
    var timer: Timer?
    func tick(_ timer: Timer) {
        ticks += 1
        if ticks == 3 { timer.invalidate() }
    }
}

@MainActor
@Suite struct VirtualTimerTests {
    @Test func aTargetActionTimerFiresOnTheVirtualClockUntilInvalidated() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let countdown = Countdown()
        countdown.timer = Timer.scheduledTimer(timeInterval: 0.5, target: countdown,
                                               selector: Selector("tick:", Countdown.tick(_:)), userInfo: nil, repeats: true)
        let clock = window.windowNode.clock
        try clock.advance(by: 0.4)
        #expect(countdown.ticks == 0)
        try clock.advance(by: 0.2)
        #expect(countdown.ticks == 1)
        try clock.advance(by: 2)
        #expect(countdown.ticks == 3, "it stopped once invalidated")
        #expect(countdown.timer?.isValid == false)
    }
}

/// The timer helper apps copy around, built on Core Foundation's run-loop timers.
private extension Timer {
    @discardableResult class func schedule(delay: TimeInterval, handler: ((Timer?) -> Void)!) -> Timer! {
        let fireDate = delay + CFAbsoluteTimeGetCurrent()
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, 0, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)
        return timer
    }
}

@MainActor
@Suite struct RunLoopTimerTests {
    @Test func aRunLoopTimerFiresAfterItsDelayOnTheVirtualClock() throws {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let clock = window.windowNode.clock
        let start = clock.now
        var firedAt: [Double] = []
        Timer.schedule(delay: 0.45) { _ in firedAt.append(clock.now - start) }
        try clock.advance(by: 0.4)
        #expect(firedAt.isEmpty)
        try clock.advance(by: 0.1)
        #expect(firedAt.count == 1 && abs(firedAt[0] - 0.45) < 1e-9)
    }
}
