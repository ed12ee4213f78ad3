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
