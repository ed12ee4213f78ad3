import GoldensScene
import Testing

/// Block animations bound to views on the window's virtual clock.
@MainActor
@Suite struct ViewAnimationTests {
    let red = Color(red: 1, green: 0, blue: 0)

    private func scene() -> (Window, View) {
        let window = Window(size: Size(width: 100, height: 100), scale: 1)
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = red
        view.name = "box"
        window.addSubview(view)
        return (window, view)
    }

    @Test func theModelJumpsAndThePresentationMoves() throws {
        let (window, view) = scene()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.center = Point(x: 55, y: 5)
        }
        #expect(view.center == Point(x: 55, y: 5))
        #expect(view.layer.presentation.position == Point(x: 5, y: 5))
        try window.clock.advance(to: 0.25)
        #expect(view.layer.presentation.position == Point(x: 17.5, y: 5))
        try window.clock.advance(to: 1)
        #expect(view.layer.presentation.position == Point(x: 55, y: 5))
    }

    @Test func drawnExactlyAtTheStartAndTheEnd() throws {
        let (window, view) = scene()
        let before = try SceneRenderer().frame(of: window).render()
        View.animate(withDuration: 0.3) {
            view.frame = Rect(x: 40, y: 30, width: 20, height: 50)
            view.alpha = 0.5
        }
        #expect(try SceneRenderer().frame(of: window).render() == before)
        try window.clock.advance(to: 0.3)
        let end = try SceneRenderer().frame(of: window).render()

        let (staticWindow, staticView) = scene()
        staticView.frame = Rect(x: 40, y: 30, width: 20, height: 50)
        staticView.alpha = 0.5
        #expect(try SceneRenderer().frame(of: staticWindow).render() == end)
    }

    @Test func aDelayShowsTheFromValue() throws {
        let (window, view) = scene()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.alpha = 0 }
        try window.clock.advance(to: 0.4)
        #expect(view.layer.presentation.opacity == 1)
        try window.clock.advance(to: 1)
        #expect(view.layer.presentation.opacity == 0.5)
        #expect(view.alpha == 0)
    }

    @Test func completionsRunAtTheEndInOrderWithFinished() throws {
        let (window, view) = scene()
        var log: [String] = []
        View.animate(withDuration: 0.5, animations: { view.alpha = 0.2 }, completion: { log.append("a \($0) @\(window.clock.now)") })
        View.animate(withDuration: 0.2, animations: { view.center = Point(x: 30, y: 30) },
                     completion: { log.append("b \($0) @\(window.clock.now)") })
        View.animate(withDuration: 0, animations: {}, completion: { log.append("c \($0) @\(window.clock.now)") })
        #expect(log.isEmpty)
        try window.clock.advance(to: 1)
        #expect(log == ["c true @0.0", "b true @0.2", "a true @0.5"])
    }

    @Test func replacingANonAdditiveAnimationEndsItUnfinished() throws {
        let (window, view) = scene()
        var log: [String] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append("first \($0) @\(window.clock.now)") })
        try window.clock.advance(to: 0.5)
        View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { log.append("second \($0) @\(window.clock.now)") })
        try window.clock.advance(to: 2)
        #expect(log == ["first false @0.5", "second true @1.5"])
    }

    @Test func retargetingPositionIsAdditiveAndBothComplete() throws {
        let (window, view) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Point(x: 105, y: 5) },
                     completion: { finished.append($0) })
        try window.clock.advance(to: 0.5)
        let before = view.layer.presentation.position  // 55
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = Point(x: 5, y: 5) },
                     completion: { finished.append($0) })
        // No jump at the instant of retargeting: model (5) + (105-5)(1-0.5) + (105-5)(1-0) = 55.
        #expect(view.layer.presentation.position == before)
        try window.clock.advance(to: 0.75)
        // model 5, first offset (5 - 105)(1 - 0.75) = -25, second (105 - 5)(1 - 0.25) = 75.
        #expect(abs(view.layer.presentation.position.x - 55) < 1e-9)
        try window.clock.advance(to: 1.25)
        // Only the second is left: 5 + 100 (1 - 0.75) = 30.
        #expect(abs(view.layer.presentation.position.x - 30) < 1e-9)
        try window.clock.advance(to: 2)
        #expect(view.layer.presentation.position == Point(x: 5, y: 5))
        #expect(finished == [true, true])
    }

    @Test func aNestedBlockInheritsDurationAndCurve() throws {
        let (window, view) = scene()
        var innerEnd = -1.0
        View.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            View.animate(withDuration: 10, animations: { view.alpha = 0 }, completion: { _ in innerEnd = window.clock.now })
        }
        try window.clock.advance(to: 1)
        #expect(view.layer.presentation.opacity == 0.5)  // linear, 2 s, not easeInOut over 10 s
        try window.clock.advance(to: 3)
        #expect(innerEnd == 2)
    }

    @Test func aFittedSpringMatchesTheReferenceProgress() throws {
        let (window, view) = scene()
        view.center = Point(x: 0, y: 0)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
                     animations: { view.center = Point(x: 1000, y: 0) })
        try window.clock.advance(to: 0.125)
        #expect(abs(view.layer.presentation.position.x - 748) < 1)
        try window.clock.advance(to: 0.25)
        #expect(abs(view.layer.presentation.position.x - 1009) < 1)
        try window.clock.advance(to: 0.5)
        #expect(view.layer.presentation.position.x == 1000)
    }

    @Test func keyframesPassThroughTheirValues() throws {
        let (window, view) = scene()
        view.alpha = 0
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear, KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)]) {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 1 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
        }
        #expect(view.alpha == 0.2)
        try window.clock.advance(to: 0.25)
        #expect(abs(view.layer.presentation.opacity - 0.5) < 1e-9)
        try window.clock.advance(to: 0.5)
        #expect(abs(view.layer.presentation.opacity - 1) < 1e-9)
        try window.clock.advance(to: 0.75)
        #expect(abs(view.layer.presentation.opacity - 0.6) < 1e-9)
        try window.clock.advance(to: 1)
        #expect(view.layer.presentation.opacity == 0.2)
    }

    @Test func theClockRecordsWhenAnimationsStartEndAndComplete() throws {
        let (window, view) = scene()
        View.animate(withDuration: 0.4, delay: 0.1, options: [], animations: { view.alpha = 0 }, completion: { _ in })
        #expect(window.clock.eventTimes() == [0, 0.1, 0.5])
        #expect(try window.clock.sampleTimes(from: 0, through: 0.5, every: 0.2) == [0, 0.1, 0.2, 0.4, 0.5])
    }

    @Test func propertyAnimatorScrubsReversesAndFinishesAtTheStart() throws {
        let (window, view) = scene()
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(view.layer.presentation.opacity == 0.75)  // scrubs linearly by default
        var ended: PropertyAnimator.Position?
        animator.addCompletion { ended = $0 }
        animator.isReversed = true
        animator.startAnimation()
        try window.clock.advance(to: 2)
        #expect(ended == .start)
        #expect(view.alpha == 1)
        #expect(view.layer.presentation.opacity == 1)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func propertyAnimatorDelayFactorStartsAddedAnimationsLaterAndEndsThemTogether() throws {
        let (window, view) = scene()
        let animator = PropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addAnimations({ view.frame.origin.x = 100 }, delayFactor: 0.5)
        animator.startAnimation()
        try window.clock.advance(to: 0.25)
        #expect(abs(view.layer.presentation.opacity - 0.75) < 1e-9)
        #expect(view.layer.presentation.frame.minX == 0)              // still waiting
        try window.clock.advance(to: 0.75)
        #expect(abs(view.layer.presentation.frame.minX - 50) < 1e-9)  // half of its half
        try window.clock.advance(to: 1)
        #expect(view.layer.presentation.frame.minX == 100)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func propertyAnimatorMisuseIsReportedNotCrashing() {
        _ = scene()
        _ = SceneDiagnostics.drain()
        let animator = PropertyAnimator(duration: 1, curve: .linear) {}
        animator.finishAnimation(at: .end)  // not stopped: UIKit raises
        let messages = SceneDiagnostics.drain()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("finishAnimation(at: .end)") == true)
    }
}

@MainActor
@Suite struct AnimationOwnershipTests {
    @Test func animationsOfTwoWindowsNeverShareAnIdentity() throws {
        let first = Window(size: Size(width: 10, height: 10), scale: 1)
        let a = View(frame: first.bounds)
        first.addSubview(a)
        var log: [String] = []
        View.animate(withDuration: 10, animations: { a.alpha = 0 }, completion: { log.append("a \($0)") })

        let second = Window(size: Size(width: 10, height: 10), scale: 1)  // now the key window
        let b = View(frame: second.bounds)
        second.addSubview(b)
        View.animate(withDuration: 10, animations: { b.alpha = 0 }, completion: { log.append("b \($0)") })

        first.makeKey()
        View.animate(withDuration: 1, animations: { a.alpha = 1 })  // replaces a's fade
        try first.clock.advance(to: 0.5)
        try second.clock.advance(to: 0.5)
        #expect(log == ["a false"])
    }
}
