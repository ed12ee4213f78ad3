import GoldensScene
import Testing

@MainActor
@Suite struct InteractiveTransitionTests {
    /// A presentation driven by a scripted gesture; the slide animator runs easeInOut over 1 s.
    private func run(_ ending: GestureScript.Ending, updates: [(Double, Double)]) throws
        -> (frames: [TransitionFrame], root: ColorController, details: ColorController, window: Window) {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate(duration: 1, options: .curveEaseInOut)
        let interactor = PercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        details.transitioningDelegate = delegate
        let gesture = GestureScript(updates: updates.map { (time: $0.0, percent: $0.1) }, ending: ending)
        let frames = try TransitionSampler(window: window).record(
            .interactive(.present(details, from: root), interactor: interactor, gesture: gesture),
            at: .seconds([0.1, 0.2, 0.3]), includeEnd: false)
        return (frames, root, details, window)
    }

    @Test func percentMapsToAnimationTimeSoTheCurveStillShapesTheFrame() throws {
        let (frames, _, _, _) = try run(.finish(at: 0.3), updates: [(0.1, 0.25), (0.2, 0.5)])
        // At 25 % of the time, easeInOut has moved the view 0.129 of the way: 40 pt * 0.871 ≈ 34.8 pt
        // still to go, so column 34 is red and column 35 is mostly blue.
        let quarter = try #require(frames.first { $0.label == "present@t=0.100s" }).bitmap
        #expect(quarter[33, 5] == opaqueRed)
        #expect(quarter[35, 5] == opaqueBlue)
        let half = try #require(frames.first { $0.label == "present@t=0.200s" }).bitmap
        #expect(half[19, 5] == opaqueRed)
        #expect(half[20, 5] == opaqueBlue)
    }

    @Test func finishingCompletesThePresentation() throws {
        let (frames, root, details, window) = try run(.finish(at: 0.3), updates: [(0.1, 0.25), (0.2, 0.5)])
        #expect(frames.last?.label == "present@settled")
        #expect(frames.last?.bitmap == Bitmap(width: 40, height: 20, fill: opaqueBlue))
        // Finish at 50 % replays the other half: 0.5 s after the release, the transition is over.
        #expect(abs((frames.last?.time ?? 0) - 0.8) < 1e-9)
        #expect(root.presentedViewController === details)
        #expect(details.view.window === window)
    }

    @Test func cancellingRestoresTheOriginalHierarchy() throws {
        let (frames, root, details, window) = try run(.cancel(at: 0.3), updates: [(0.1, 0.25), (0.2, 0.5)])
        #expect(frames.last?.bitmap == Bitmap(width: 40, height: 20, fill: opaqueRed))
        #expect(abs((frames.last?.time ?? 0) - 0.8) < 1e-9)
        #expect(root.presentedViewController == nil)
        #expect(details.presentingViewController == nil)
        #expect(details.view.superview == nil)
        #expect(window.subviews.map(\.displayName) == ["Menu.view"])
    }
}

/// The interruptible path: the animator vends a property animator; the drag sets its
/// `fractionComplete` (linear in value, unlike the classic path), and finish/cancel continue it.
@MainActor
@Suite struct InterruptibleTransitionTests {
    final class ScrubbedAnimator: ViewControllerAnimatedTransitioning {
        var animator: PropertyAnimator?

        func transitionDuration(using context: TransitionContext?) -> Double { 1 }

        func animateTransition(using context: TransitionContext) {
            interruptibleAnimator(using: context)?.startAnimation()
        }

        func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
            if let animator { return animator }
            guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return nil }
            let final = context.finalFrame(for: to)
            context.containerView.addSubview(toView)
            toView.frame = final.offsetBy(dx: context.containerView.bounds.width, dy: 0)
            let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { toView.frame = final }
            animator.addCompletion { position in context.completeTransition(position == .end) }
            self.animator = animator
            return animator
        }
    }

    final class Delegate: ViewControllerTransitioningDelegate {
        let animator = ScrubbedAnimator()
        let interactor = PercentDrivenInteractiveTransition()

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }

        func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
            -> (any ViewControllerInteractiveTransitioning)? { interactor }
    }

    private func run(_ ending: GestureScript.Ending) throws -> (frames: [TransitionFrame], root: ColorController, details: ColorController) {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = Delegate()
        details.transitioningDelegate = delegate
        let gesture = GestureScript(updates: [(time: 0.1, percent: 0.25)], ending: ending)
        let frames = try withExtendedLifetime(delegate) {
            try TransitionSampler(window: window).record(
                .interactive(.present(details, from: root), interactor: delegate.interactor, gesture: gesture),
                at: .seconds([0.1]), includeEnd: false)
        }
        return (frames, root, details)
    }

    @Test func scrubbingIsLinearInValue() throws {
        let quarter = try #require(try run(.finish(at: 0.2)).frames.first { $0.label == "present@t=0.100s" }).bitmap
        // 25 % of the value: the view's left edge is at 30 pt (not 34.8 as on the classic path).
        #expect(quarter[29, 5] == opaqueRed)
        #expect(quarter[30, 5] == opaqueBlue)
    }

    @Test func finishAndCancelEndAtTheEndAndTheStart() throws {
        let finished = try run(.finish(at: 0.2))
        #expect(finished.frames.last?.bitmap == Bitmap(width: 40, height: 20, fill: opaqueBlue))
        #expect(finished.root.presentedViewController === finished.details)
        let cancelled = try run(.cancel(at: 0.2))
        #expect(cancelled.frames.last?.bitmap == Bitmap(width: 40, height: 20, fill: opaqueRed))
        #expect(cancelled.root.presentedViewController == nil)
        #expect(cancelled.details.view.superview == nil)
    }
}
