import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

// UIKit code that a device would hang on, crash on or animate forever, written as apps write it
// by mistake. Each recording ends within a bounded time as a failure that names the transition,
// the sampled time and the cause; none hangs or traps, and no golden is written from it.

/// A card that slides up over `duration` seconds (whatever a bad computation gave).
private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let completes: Bool
    /// Runs inside `animateTransition`, after the animation is set up.
    let meddle: ((UIViewControllerContextTransitioning) -> Void)?

    init(duration: TimeInterval, completes: Bool = true, meddle: ((UIViewControllerContextTransitioning) -> Void)? = nil) {
        self.duration = duration
        self.completes = completes
        self.meddle = meddle
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, animations: { toView.frame = finalFrame }, completion: { [completes] _ in
            if completes { transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        })
        meddle?(transitionContext)
    }
}

private final class SlideUpDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A card whose spring has a mass or stiffness of zero: no motion can be computed from it.
private final class DegenerateSpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let mass: CGFloat, stiffness: CGFloat

    init(mass: CGFloat, stiffness: CGFloat) {
        self.mass = mass
        self.stiffness = stiffness
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(toView)
        let spring = UISpringTimingParameters(mass: mass, stiffness: stiffness, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { toView.frame = finalFrame }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator.startAnimation()
    }
}

/// Asks for layout again from inside its own layout, forever.
private final class FeedbackLoopView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
        layoutIfNeeded()
    }
}

private final class Card: UIViewController {
    var build: ((UIView) -> Void)?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        build?(view)
    }
}

@MainActor
private final class Tally {
    var count = 0
}

@MainActor
@Suite struct HostileCodeTests {
    /// A card presented with `animator` (its views made by `build`), sampled at `times`: the
    /// frames, or the error the recording ends with, how long it took, and the card.
    private func recordCard(animator: UIViewControllerAnimatedTransitioning, build: ((UIView) -> Void)? = nil,
                            action: ((UIViewController, UIViewController) -> TransitionAction)? = nil,
                            at times: [Double] = [0.25, 0.5, 0.75], includeStartAndEnd: Bool = true)
        -> (frames: [TransitionFrame], error: TransitionError?, elapsed: Duration, card: UIViewController) {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let card = Card()
        card.build = build
        let delegate = SlideUpDelegate(animator)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        let window = UIWindow(rootViewController: presenter)
        let action = action?(presenter, card) ?? .present(card, from: presenter)
        let sampler = TransitionSampler(window: window)
        var frames: [TransitionFrame] = []
        var caught: TransitionError?
        let elapsed = ContinuousClock().measure {
            do {
                frames = try withExtendedLifetime((window, delegate)) {
                    try sampler.record(action, at: .progress(times), includeStart: includeStartAndEnd, includeEnd: includeStartAndEnd)
                }
            } catch let error as TransitionError {
                caught = error
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        return (frames, caught, elapsed, card)
    }

    /// The error a card's recording ends with, and how long it took.
    private func presentCard(animator: UIViewControllerAnimatedTransitioning, build: ((UIView) -> Void)? = nil,
                             action: ((UIViewController, UIViewController) -> TransitionAction)? = nil) -> (TransitionError?, Duration) {
        let result = recordCard(animator: animator, build: build, action: action)
        return (result.error, result.elapsed)
    }

    private func expectFailure(_ result: (TransitionError?, Duration), mentioning words: [String],
                               within bound: Duration = .seconds(20), sourceLocation: SourceLocation = #_sourceLocation) {
        let (error, elapsed) = result
        guard let error else {
            Issue.record("the recording did not fail", sourceLocation: sourceLocation)
            return
        }
        #expect(error.transition == "present Card", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.description.contains(word), "\(error)", sourceLocation: sourceLocation)
        }
        #expect(elapsed < bound, "took \(elapsed)", sourceLocation: sourceLocation)
    }

    @Test func anAnimatorThatNeverCompletesFailsAtTheTimeout() {
        let result = presentCard(animator: SlideUpAnimator(duration: 0.5, completes: false))
        expectFailure(result, mentioning: ["completeTransition was not called within 10.000 s"])
        #expect(result.0?.time == 10)
    }

    @Test(arguments: [Double.nan, .infinity, -1, -.infinity])
    func aDurationThatIsNoTimeFailsNamingIt(duration: Double) {
        expectFailure(presentCard(animator: SlideUpAnimator(duration: duration)),
                      mentioning: ["transitionDuration(using:) = \(duration)", "expected a finite number of seconds, 0 or more"])
    }

    /// A billion seconds is a time, just a long one: the recording samples it without
    /// stepping through it, and completes when the animation does.
    @Test func aBillionSecondDurationIsSampledWithoutSteppingThroughIt() {
        let result = recordCard(animator: SlideUpAnimator(duration: 1e9), at: [0.5])
        #expect(result.error == nil)
        #expect(result.frames.map(\.label) == ["present@0.00", "present@0.50", "present@1.00", "present@settled"])
        #expect(result.elapsed < .seconds(20), "took \(result.elapsed)")
    }

    @Test(arguments: [(0.0, 100.0), (1.0, 0.0), (0.0, 0.0)])
    func aSpringWithoutMassOrStiffnessFailsNamingIt(mass: Double, stiffness: Double) {
        expectFailure(presentCard(animator: DegenerateSpringAnimator(mass: mass, stiffness: stiffness)),
                      mentioning: ["property animator", mass == 0 ? "mass = 0.0" : "stiffness = 0.0", "expected a finite number > 0"])
    }

    @Test func aDismissalDuringThePresentationFailsNamingBoth() {
        let animator = SlideUpAnimator(duration: 0.5) { context in
            context.viewController(forKey: .to)?.dismiss(animated: true)
        }
        expectFailure(presentCard(animator: animator), mentioning: ["dismiss(Card) while present Card is in flight"])
    }

    @Test func aPresentationStartedFromItsOwnCompletionFailsNamingIt() {
        let presentations = Tally()
        let result = presentCard(animator: SlideUpAnimator(duration: 0.3), action: { presenter, card in
            .perform("present Card", phase: "present") {
                @MainActor func present() {
                    presentations.count += 1
                    presenter.present(card, animated: true) { present() }
                }
                present()
            }
        })
        // The presenter's view left the window with the full-screen presentation.
        expectFailure(result, mentioning: ["present(Card)", "not in a window"])
        #expect(presentations.count == 2)
    }

    /// Presenting and dismissing without animation from each other's completions, forever.
    @Test func presentationsChainedWithoutEndInCompletionsFailNamingTheChain() {
        let result = presentCard(animator: SlideUpAnimator(duration: 0.3), action: { presenter, card in
            .perform("present Card", phase: "present") {
                @MainActor func cycle() {
                    presenter.present(card, animated: false) { card.dismiss(animated: false) { cycle() } }
                }
                cycle()
            }
        })
        expectFailure(result, mentioning: ["completion"])
    }

    @Test func aLayoutThatInvalidatesItselfForeverFailsNamingTheView() {
        var loop: FeedbackLoopView?
        let result = presentCard(animator: SlideUpAnimator(duration: 0.5)) { view in
            let child = FeedbackLoopView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
            child.accessibilityIdentifier = "looping"
            view.addSubview(child)
            loop = child
        }
        expectFailure(result, mentioning: ["layout feedback loop: looping's layoutSubviews"])
        #expect((loop?.passes ?? 0) <= 1_000)
    }

    @Test func aHundredThousandViewsRenderWithinBounds() {
        let result = recordCard(animator: SlideUpAnimator(duration: 0.5), build: { view in
            for index in 0..<100_000 {
                let dot = UIView(frame: CGRect(x: CGFloat(index % 390), y: CGFloat(index / 390 % 844), width: 1, height: 1))
                dot.backgroundColor = index % 2 == 0 ? .black : .systemRed
                view.addSubview(dot)
            }
        }, at: [0.5], includeStartAndEnd: false)
        #expect(result.error == nil)
        #expect(result.frames.map(\.label) == ["present@0.50", "present@settled"])
        #expect(result.card.view.subviews.count == 100_000)
        // The trace follows the first views only (the card's own view, then its dots).
        #expect(result.frames.first?.motion?.views.count ?? 0 <= 2_000)
        // A guard against a pass that grows with the square of the views, not a speed measure:
        // alone, a debug build takes 9 s (views) and 18 s (constraints); beside the rest of the
        // suite on two cores several times that, so the bound is far above both.
        #expect(result.elapsed < .seconds(240), "took \(result.elapsed)")
    }

    @Test func viewsNestedTenThousandDeepFailNamingTheDepth() {
        let result = presentCard(animator: SlideUpAnimator(duration: 0.5)) { view in
            var parent = view
            for _ in 0..<10_000 {
                let child = UIView(frame: parent.bounds.insetBy(dx: 0, dy: 0))
                parent.addSubview(child)
                parent = child
            }
        }
        expectFailure(result, mentioning: ["addSubview: adding UIView to UIView nests views 1001 deep, deeper than the 1000 drawn; the view was not added"])
    }

    /// UIKit raises when a view is added inside its own subtree.
    @Test func aViewAddedInsideItselfFailsNamingTheCycle() {
        let result = presentCard(animator: SlideUpAnimator(duration: 0.5)) { view in
            let outer = UIView(), inner = UIView()
            outer.accessibilityIdentifier = "outer"
            inner.accessibilityIdentifier = "inner"
            view.addSubview(outer)
            outer.addSubview(inner)
            inner.addSubview(outer)
        }
        expectFailure(result, mentioning: ["addSubview: outer contains inner, so adding it there would make a cycle"])
    }

    /// 2 500 views in a chain, each pinned below the one before by four constraints: ten
    /// thousand constraints solved, drawn, in time.
    @Test func tenThousandConstraintsAreSolvedWithinBounds() {
        var last: UIView?
        let result = recordCard(animator: SlideUpAnimator(duration: 0.5), build: { view in
            var previous: UIView?
            for _ in 0..<2_500 {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    row.widthAnchor.constraint(equalToConstant: 50),
                    row.heightAnchor.constraint(equalToConstant: 0.25),
                    row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? view.topAnchor, constant: 0.05),
                ])
                previous = row
            }
            last = previous
        }, at: [0.5], includeStartAndEnd: false)
        #expect(result.error == nil)
        #expect(abs((last?.frame.maxY ?? 0) - 2_500 * 0.3) < 0.01)
        // A guard against a pass that grows with the square of the views, not a speed measure:
        // alone, a debug build takes 9 s (views) and 18 s (constraints); beside the rest of the
        // suite on two cores several times that, so the bound is far above both.
        #expect(result.elapsed < .seconds(240), "took \(result.elapsed)")
    }
}
