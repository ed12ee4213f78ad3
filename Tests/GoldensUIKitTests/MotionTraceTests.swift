import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

/// A screen that drops in from below on a spring of the given damping, written as UIKit code.
private final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let damping: CGFloat

    init(damping: CGFloat) {
        self.damping = damping
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0, options: [],
                       animations: { toView.frame = finalFrame },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

private final class DropInDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let damping: CGFloat
    init(damping: CGFloat) { self.damping = damping }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator(damping: damping)
    }
}

private final class DropInCard: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
    }
}

@MainActor
@Suite struct MotionTraceTests {
    /// The drop-in presented with `damping`, sampled at every quarter; `motionStep` nil traces nothing.
    private func presentDropIn(damping: CGFloat, motionStep: Double? = MotionTrace.defaultStep) throws -> [TransitionFrame] {
        let presenter = UIViewController()
        let card = DropInCard()
        let delegate = DropInDelegate(damping: damping)
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        let window = UIWindow(rootViewController: presenter)
        var sampler = TransitionSampler(window: window)
        sampler.motionStep = motionStep
        return try withExtendedLifetime((window, delegate)) {
            try sampler.record(.present(card, from: presenter), at: .progress([0.25, 0.5, 0.75]))
        }
    }

    private func cardY(_ frames: [TransitionFrame]) throws -> (times: [Double], values: [Double?]) {
        let trace = try #require(frames.first?.motion)
        let card = try #require(trace.views.first { $0.name.hasSuffix("DropInCard.view") }, "\(trace.views.map(\.name))")
        let y = try #require(card.properties.first { $0.property == "y" })
        // The card moves along y only: nothing else of it is recorded.
        #expect(card.properties.map(\.property) == ["y"])
        return (trace.times, y.values)
    }

    @Test func traceFollowsTheCardFromBelowTheScreenToItsPlace() throws {
        let frames = try presentDropIn(damping: 1)
        let trace = try #require(frames.first?.motion)
        // Every frame of the recording carries the same trace: 1/120 s steps over the 0.5 s.
        #expect(frames.allSatisfy { $0.motion == trace })
        #expect(trace.times.count == 61)
        #expect(trace.times[60] == 0.5 && trace.times[1] == 0.008)
        let (_, y) = try cardY(frames)
        #expect(y.first == 844)
        // Critically damped: straight down to its place, never past it.
        let values = y.compactMap { $0 }
        #expect(values.count == 61)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(abs(values[60]) < 0.5)
        #expect(values.min()! > -0.001)
    }

    @Test func anUnderdampedSpringOvershootsInTheTrace() throws {
        let (_, y) = try cardY(try presentDropIn(damping: 0.5))
        #expect(y.compactMap { $0 }.min()! < -50)
    }

    /// Tracing reads presentation values only: the rendered frames are the same bytes.
    @Test func tracingLeavesTheFramesAsTheyAre() throws {
        let traced = try presentDropIn(damping: 0.5)
        let untraced = try presentDropIn(damping: 0.5, motionStep: nil)
        #expect(untraced.allSatisfy { $0.motion == nil })
        #expect(traced.map(\.label) == untraced.map(\.label))
        #expect(zip(traced, untraced).allSatisfy { $0.bitmap == $1.bitmap })
    }

    /// The golden was recorded with a critically damped spring; the run's spring is underdamped.
    /// The report draws both curves of the card's y: apart, with the run's overshooting.
    @Test func theReportDrawsTheGoldenAndTheChangedSpring() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-motion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let goldens = root.appendingPathComponent("Goldens").path, artifacts = root.appendingPathComponent("artifacts").path
        withKnownIssue("recording goldens fails the test that records them") {
            try expectGoldens(try presentDropIn(damping: 1), named: "drop-in", record: .all,
                              goldensDirectory: goldens, artifactsDirectory: artifacts)
        }
        let goldenMotion = goldens + "/MotionTraceTests/theReportDrawsTheGoldenAndTheChangedSpring/drop-in/motion.json"
        #expect(try MotionFile.read(goldenMotion) == (try presentDropIn(damping: 1)).first?.motion)

        withKnownIssue("the spring changed: frames differ") {
            try expectGoldens(try presentDropIn(damping: 0.5), named: "drop-in", record: .never,
                              goldensDirectory: goldens, artifactsDirectory: artifacts)
        }
        let report = try GoldenReport.write(artifactsDirectory: artifacts)
        let record = try #require(report.records.first)
        #expect(record.motion?.comparedGoldenPath == goldenMotion)
        #expect(record.motion?.actualPath?.hasSuffix("/frames/MotionTraceTests/theReportDrawsTheGoldenAndTheChangedSpring/drop-in/motion.json") == true)

        let html = try String(contentsOfFile: report.htmlPath, encoding: .utf8)
        let chart = try #require(html.components(separatedBy: "<svg class=\"motion-chart\"").dropFirst()
            .first { $0.contains("DropInCard.view\" data-property=\"y\"") })
        #expect(chart.contains("data-differs=\"true\""))
        func points(_ series: String) -> [(x: Double, y: Double)] {
            chart.components(separatedBy: "<polyline class=\"\(series)\" points=\"").dropFirst().flatMap { part in
                part.prefix { $0 != "\"" }.split(separator: " ").compactMap { pair -> (x: Double, y: Double)? in
                    let xy = pair.split(separator: ",").compactMap { Double($0) }
                    return xy.count == 2 ? (xy[0], xy[1]) : nil
                }
            }
        }
        let golden = points("golden"), actual = points("actual")
        #expect(golden.count == 61 && actual.count == 61)
        // Screen y grows downwards: the run's curve goes further down the chart (past the
        // card's place) than the golden's ever does.
        let lowestGolden = golden.map(\.y).max()!, lowestActual = actual.map(\.y).max()!
        #expect(lowestActual > lowestGolden + 10)
        #expect(zip(golden, actual).contains { abs($0.y - $1.y) > 10 })
        #expect(chart.contains("max Δ "))
    }
}

/// Slides the presented card down on dismissal (classic `animateTransition`), for a drag.
private final class DragDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            card.frame.origin.y = height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

private final class DragDownDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DragDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

@MainActor
@Suite struct InteractiveMotionTraceTests {
    /// The trace of a finger-driven dismissal follows the finger, as the frames do: at every
    /// sampled instant the card's traced top is where its top edge is drawn.
    @Test func aDraggedDismissalsTraceIsWhereTheFramesDrawTheCard() throws {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(rootViewController: presenter)
        let delegate = DragDownDelegate()
        let card = DropInCard()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(card, from: presenter), at: .progress([1]))
        let drag = GestureScript(updates: [(0.05, 0.1), (0.1, 0.25), (0.15, 0.4)], ending: .finish(at: 0.2))
        let frames = try sampler.record(.interactive(.dismiss(card), interactor: delegate.interactor, gesture: drag),
                                        at: .seconds([0.075, 0.125, 0.175]))
        let trace = try #require(frames.first?.motion)
        let traced = try #require(trace.views.first { $0.name.hasSuffix("DropInCard.view") })
        let y = try #require(traced.properties.first { $0.property == "y" })
        let sampled = frames.filter { frame in [0.075, 0.125, 0.175].contains { abs($0 - frame.time) < 1e-9 } }
        #expect(sampled.count == 3)
        for frame in sampled {
            let index = try #require(trace.times.indices.min { abs(trace.times[$0] - frame.time) < abs(trace.times[$1] - frame.time) })
            let tracedTop = try #require(y.values[index])
            let drawnTop = Double(firstOrangeRow(in: frame.bitmap)) / 2
            #expect(abs(tracedTop - drawnTop) <= 1, "at \(frame.time) s the trace says \(tracedTop) pt, the frame draws \(drawnTop) pt")
            #expect(tracedTop > 40, "the card has moved with the finger")
        }
        withExtendedLifetime(window) {}
    }

    /// The first row, down the middle column, whose pixel is the card's orange.
    private func firstOrangeRow(in bitmap: Bitmap) -> Int {
        let x = bitmap.width / 2
        for row in 0..<bitmap.height {
            let i = (row * bitmap.width + x) * 4
            if bitmap.bytes[i] > 200, bitmap.bytes[i + 1] > 100, bitmap.bytes[i + 1] < 200, bitmap.bytes[i + 2] < 60 { return row }
        }
        return bitmap.height
    }
}
