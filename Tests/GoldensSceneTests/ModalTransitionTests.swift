import Dispatch
import GoldensScene
import Testing

@MainActor
@Suite struct ModalTransitionTests {
    @Test func aCustomPresentationAsksAndCallsBackInUIKitsOrder() throws {
        let log = CallLog()
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue, log: log)
        let delegate = RecordingDelegate(log: log)
        delegate.customPresentation = true
        details.transitioningDelegate = delegate
        details.modalPresentationStyle = .custom
        root.present(details, animated: true) { log.add("present completion") }
        try window.clock.advance(to: 1)
        _ = try SceneRenderer().frame(of: window)  // a layout pass
        #expect(log.entries == [
            "presentationController(forPresented: Details)",
            // The view loads before the animator is asked for (a delegate set in viewDidLoad counts).
            "Details.viewDidLoad",
            "animationController(forPresented: Details, presenting: Menu)",
            "interactionControllerForPresentation",
            "transitionDuration",
            "Details.viewWillAppear",
            "presentationTransitionWillBegin",
            "animateTransition",
            "presentationTransitionDidEnd(true)",
            "animationEnded(true)",
            "Details.viewDidAppear",
            "present completion",
            "containerViewWillLayoutSubviews",
        ])
        #expect(root.presentedViewController === details)
        #expect(details.presentingViewController === root)
        #expect(details.view.frame == Rect(x: 0, y: 10, width: 40, height: 10))
    }

    @Test func viewForKeyIsNilExactlyWhenThePresenterStaysOnScreen() throws {
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let (window, root) = makeStage()
            let details = ColorController("Details", color: blue)
            details.modalPresentationStyle = style
            let probe = ProbeDelegate()
            details.transitioningDelegate = probe
            root.present(details, animated: true)
            try window.clock.advance(to: 1)
            details.dismiss(animated: true)
            try window.clock.advance(to: 2)
            let removes = style == .fullScreen
            #expect(probe.seen == [
                "present from:\(removes ? "view" : "nil") to:view",
                "dismiss from:view to:\(removes ? "view" : "nil")",
            ], "\(style)")
        }
    }

    @Test func theHierarchyAfterPresentingAndDismissing() throws {
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let (window, root) = makeStage()
            let details = ColorController("Details", color: blue)
            details.modalPresentationStyle = style
            let delegate = RecordingDelegate()
            details.transitioningDelegate = delegate
            root.present(details, animated: true)
            try window.clock.advance(to: 1)
            #expect((root.view.window != nil) == (style != .fullScreen), "\(style): presenter on screen")
            #expect(details.view.window === window)
            details.dismiss(animated: true)
            try window.clock.advance(to: 2)
            #expect(root.view.superview === window, "\(style): presenter back in the window")
            #expect(details.view.superview == nil)
            #expect(window.subviews.count == 1, "\(style): the container is gone")
            #expect(root.presentedViewController == nil && details.presentingViewController == nil)
        }
    }

    @Test func theSystemCoverVerticalTransitionSlidesUpWhenTheDelegateVendsNothing() throws {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let frames = try TransitionSampler(window: window).record(.present(details, from: root), at: .progress([0.5]))
        #expect(frames.map(\.label) == ["present@0.00", "present@0.50", "present@1.00", "present@settled"])
        #expect(frames.map(\.time) == [0, 0.25, 0.5, 0.5])
        // Start: all red (the details view is below the screen); end: all blue.
        #expect(frames[0].bitmap == Bitmap(width: 40, height: 20, fill: opaqueRed))
        #expect(frames[2].bitmap == Bitmap(width: 40, height: 20, fill: opaqueBlue))
        #expect(frames[3].bitmap == frames[2].bitmap)
        // Half-way along the critically damped system spring (0.879 at 0.2 s), mostly covered.
        let blueRows = (0..<20).filter { frames[1].bitmap[20, $0] == opaqueBlue }.count
        #expect(blueRows >= 17 && blueRows < 20)
        #expect(root.view.window == nil)  // fullScreen removed the presenter
    }

    @Test func sampleLabelsAndTimes() throws {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate(duration: 0.4)
        details.transitioningDelegate = delegate
        let frames = try TransitionSampler(window: window).record(.present(details, from: root), at: .every(milliseconds: 100),
                                                                   includeStart: false, includeEnd: false, settle: false)
        #expect(frames.map(\.label) == ["present@t=0.000s", "present@t=0.100s", "present@t=0.200s", "present@t=0.300s", "present@t=0.400s"])
        #expect(frames.compactMap(\.progress).map { ($0 * 1e9).rounded() / 1e9 } == [0, 0.25, 0.5, 0.75, 1])
        // Linear slide from the right: at 25 % the details view starts 30 pt from the left.
        #expect(frames[1].bitmap[29, 5] == opaqueRed)
        #expect(frames[1].bitmap[30, 5] == opaqueBlue)
        #expect(frames[1].displayList.ops.contains { $0.id == "Details.view" })
    }

    @Test func framesDrawnTogetherOrOneByOneGiveTheSameBytes() throws {
        func run(together: Bool) throws -> [Bitmap] {
            let (window, root) = makeStage()
            let details = ColorController("Details", color: blue)
            details.modalTransitionStyle = .crossDissolve
            let frames = try TransitionSampler(window: window).record(.present(details, from: root), at: .evenly(count: 6))
            // Nothing is drawn until the pixels are read.
            #expect(frames.allSatisfy { !$0.pixels.isDrawn })
            guard together else { return frames.map(\.bitmap) }
            DispatchQueue.concurrentPerform(iterations: frames.count) { _ = frames[$0].bitmap }
            #expect(frames.allSatisfy { $0.pixels.isDrawn })
            return frames.map(\.bitmap)
        }
        let serial = try run(together: false)
        #expect(try run(together: true) == serial)
        #expect(Set(serial.map(\.bytes)).count >= 5)  // the dissolve really changes between samples
    }

    @Test func aTransitionThatNeverCompletesIsAClearError() {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate()
        delegate.presentAnimator.completes = false
        details.transitioningDelegate = delegate
        var sampler = TransitionSampler(window: window)
        sampler.completionTimeout = 2
        // The failure is dated at the limit it waited for, not at the animation's end (0.5 s).
        #expect(throws: TransitionError(transition: "present Details", time: 2,
                                        problem: "completeTransition was not called within 2.000 s")) {
            _ = try sampler.record(.present(details, from: root), at: .progress([]))
        }
    }

    /// UIKit ignores a second `completeTransition` (animators that call it from two completions
    /// ship and work), so the transition records as if it were called once.
    @Test func completingTwiceIsIgnoredAsUIKitIgnoresIt() throws {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate()
        delegate.presentAnimator.completesTwice = true
        details.transitioningDelegate = delegate
        let frames = try TransitionSampler(window: window).record(.present(details, from: root), at: .progress([0.5]))
        #expect(!frames.isEmpty)
        #expect(root.presentedViewController === details)
        #expect(SceneDiagnostics.drain(window).isEmpty)
    }

    @Test func anAnimatorThatAddsNothingIsAClearError() {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate()
        delegate.presentAnimator.addsViews = false
        details.transitioningDelegate = delegate
        #expect {
            _ = try TransitionSampler(window: window).record(.present(details, from: root), at: .progress([0.5]))
        } throws: { error in
            "\(error)" == "present Details at t=0.000 s: t=0.0 s: present Details: the animator added nothing to the container view"
        }
    }

    /// Asking again for the dismissal already under way (a drag that calls `dismiss` on each
    /// movement past its threshold) is ignored quietly, as UIKit ignores it.
    @Test func dismissingAgainWhileTheDismissalRunsIsIgnored() throws {
        let (window, root) = makeStage()
        let first = ColorController("First", color: blue)
        root.present(first, animated: false)
        first.dismiss(animated: true)
        _ = SceneDiagnostics.drain()
        first.dismiss(animated: true)
        #expect(SceneDiagnostics.drain().isEmpty)
        try window.clock.advance(to: 2)
        #expect(root.presentedViewController == nil)
    }

    /// A second presentation asked for while one runs (a tap that performs a segue twice) is
    /// ignored, as UIKit ignores it, saying so only in the console: the first runs on.
    @Test func presentingWhileAnotherPresentationRunsIsIgnored() throws {
        let (window, root) = makeStage()
        let first = ColorController("First", color: blue)
        let delegate = RecordingDelegate()
        first.transitioningDelegate = delegate
        root.present(first, animated: true)
        _ = SceneDiagnostics.drain()
        let second = ColorController("Second", color: red)
        root.present(second, animated: true)
        #expect(SceneDiagnostics.drain().isEmpty)
        try window.clock.advance(to: 1)
        #expect(root.presentedViewController === first && second.presentingViewController == nil)
    }

    @Test func aNaNInATransformNamesTheViewTransitionAndTime() {
        let (window, root) = makeStage()
        let details = ColorController("Details", color: blue)
        let delegate = RecordingDelegate()
        details.transitioningDelegate = delegate
        details.view.transform = Transform(scaleX: .nan, y: 1)
        #expect {
            _ = try TransitionSampler(window: window).record(.present(details, from: root), at: .progress([0.5]))
        } throws: { error in
            "\(error)".hasPrefix("present Details at t=0.000 s: view Details.view: transform [nan")
        }
    }
}

/// Records which views the context hands out.
@MainActor
final class ProbeDelegate: ViewControllerTransitioningDelegate {
    var seen: [String] = []

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        ProbeAnimator(owner: self, phase: "present")
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        ProbeAnimator(owner: self, phase: "dismiss")
    }
}

@MainActor
final class ProbeAnimator: ViewControllerAnimatedTransitioning {
    unowned let owner: ProbeDelegate
    let phase: String
    init(owner: ProbeDelegate, phase: String) {
        self.owner = owner
        self.phase = phase
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.1 }

    func animateTransition(using context: TransitionContext) {
        let from = context.view(forKey: .from) == nil ? "nil" : "view"
        let to = context.view(forKey: .to) == nil ? "nil" : "view"
        owner.seen.append("\(phase) from:\(from) to:\(to)")
        if let toView = context.view(forKey: .to) {
            context.containerView.addSubview(toView)
            if phase == "present", let controller = context.viewController(forKey: .to) {
                toView.frame = context.finalFrame(for: controller)
            }
        }
        context.completeTransition(true)
    }
}
