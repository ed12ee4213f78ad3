#if SnapshotTesting
import Foundation
import GoldensPNG
import GoldensSnapshotTesting
import GoldensTesting
import GoldensUIKit
import SnapshotTesting
import Testing

/// A card that slides up from the bottom edge over `duration`, written as UIKit code.
private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: controller)
        view.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(view)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { view.frame = finalFrame },
                       completion: { _ in transitionContext.completeTransition(true) })
    }
}

private final class SlideUpDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let duration: TimeInterval
    init(duration: TimeInterval) { self.duration = duration }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideUpAnimator(duration: duration)
    }
}

/// The slide-up sampled at 0, 0.2 and 0.4 s on a 120 x 200 window (small, to keep the committed
/// snapshot small); a longer `duration` leaves the card lower at the later instants.
@MainActor
private func slideUpFrames(duration: TimeInterval = 0.4) throws -> [TransitionFrame] {
    let presenter = UIViewController()
    presenter.view.backgroundColor = .systemGray6
    let card = UIViewController()
    card.view.backgroundColor = .systemBlue
    card.modalPresentationStyle = .fullScreen
    let delegate = SlideUpDelegate(duration: duration)
    card.transitioningDelegate = delegate
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
    window.rootViewController = presenter
    return try withExtendedLifetime((window, delegate)) {
        try TransitionSampler(window: window).record(.present(card, from: presenter), at: .seconds([0, 0.2, 0.4]),
                                                     includeStart: false, includeEnd: false, settle: false)
    }
}

/// `assertSnapshot(of: frames, as: .goldenFrames())` as swift-snapshot-testing users write it.
@MainActor
@Suite struct SnapshotBridgeTests {
    /// Against the reference committed under `__Snapshots__/SnapshotBridgeTests/`.
    @Test func framesMatchTheCommittedSnapshot() throws {
        assertSnapshot(of: try slideUpFrames(), as: .goldenFrames(), record: .missing)
        assertSnapshot(of: try slideUpFrames()[1], as: .goldenFrame(), named: "middle", record: .missing)
    }

    @Test func recordsThenPassesThenFailsWithTheChangedFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Named as a helper called from a test names it (`testName`), else it would be "verify".
        let reference = directory + "/slideUp.present.png"
        func verify(_ frames: [TransitionFrame], _ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: frames, as: .goldenFrames(), named: "present", record: record, snapshotDirectory: directory,
                           testName: "slideUp")
        }

        // `.missing` records a first reference, and says so by failing, as for any strategy.
        let recorded = try #require(verify(try slideUpFrames(), .missing))
        #expect(recorded.contains("No reference was found on disk"))
        let sheet = FrameSheet(png: try FileSystem.readFile(at: reference))
        #expect(sheet.problem == nil)
        #expect(sheet.cells.map(\.label) == ["present@t=0.000s", "present@t=0.200s", "present@t=0.400s"])
        #expect(sheet.frame(1) == (try slideUpFrames())[1].bitmap)

        // Same frames: passes in every mode that compares.
        #expect(verify(try slideUpFrames(), .never) == nil)
        #expect(verify(try slideUpFrames(), .missing) == nil)
        #expect(verify(try slideUpFrames(), .failed) == nil)

        // A slower slide: the middle frame differs and the message says which and by how much.
        let slower = try slideUpFrames(duration: 0.8)
        let failure = try #require(verify(slower, .never))
        #expect(failure.contains("goldens: 2 of 3 frames differ (tolerance: exact)"))
        #expect(failure.contains("present@t=0.200s (t = 0.200 s), 2 of 3: "))
        #expect(try FileSystem.readFile(at: reference) == (try FrameSheet(frames: (try slideUpFrames()).map(\.goldenFrame)).png()))

        // `.failed` re-records the reference and fails once; then the slower slide passes.
        #expect(verify(slower, .failed) != nil)
        #expect(verify(slower, .never) == nil)
        // `.all` rewrites even a matching reference, and fails to say so.
        #expect(verify(slower, .all) != nil)
    }

    @Test func aToleranceForgivesWhatItStates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: try slideUpFrames(), as: .goldenFrames(), named: "t", record: .all, snapshotDirectory: directory)
        let slower = try slideUpFrames(duration: 0.41)
        #expect(verifySnapshot(of: slower, as: .goldenFrames(), named: "t", record: .never, snapshotDirectory: directory) != nil)
        #expect(verifySnapshot(of: slower, as: .goldenFrames(tolerance: Tolerance(budget: FailureBudget(maxRatio: 0.2))), named: "t",
                               record: .never, snapshotDirectory: directory) == nil)
    }
}
#endif
