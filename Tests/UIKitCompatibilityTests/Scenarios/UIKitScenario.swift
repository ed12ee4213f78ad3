import GoldensScene
import GoldensUIKit

/// One transition file's screens, as its `make…Scenario()` function builds them: the list that
/// presents, the controller it presents and the delegate that vends the animators (kept alive
/// for the run; UIKit holds transitioning delegates weakly).
@MainActor
struct UIKitScenario {
    let presenter: UIViewController
    let presented: UIViewController
    let delegate: any UIViewControllerTransitioningDelegate

    init(_ parts: (presenter: UIViewController, presented: UIViewController, delegate: any UIViewControllerTransitioningDelegate)) {
        (presenter, presented, delegate) = parts
    }

    /// The transitions every scenario runs: a presentation, then (once it settled, in the same
    /// window) the dismissal.
    nonisolated static let sampleTimes = SampleTimes.progress([0, 0.25, 0.5, 0.75])

    /// Presents, then dismisses, in one window the size of the main screen.
    func presentAndDismiss(at times: SampleTimes = sampleTimes) throws -> (present: [TransitionFrame], dismiss: [TransitionFrame]) {
        let window = UIWindow(rootViewController: presenter)
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime((window, delegate)) {
            let present = try sampler.record(.present(presented, from: presenter), at: times)
            let dismiss = try sampler.record(.dismiss(presented), at: times)
            return (present, dismiss)
        }
    }

    /// Presents at once, then dismisses driven by `gesture` through `interactor`, sampled at
    /// `times` seconds.
    func presentThenDismissInteractively(with interactor: UIPercentDrivenInteractiveTransition, gesture: GestureScript,
                                         at times: [Double]) throws -> [TransitionFrame] {
        let window = UIWindow(rootViewController: presenter)
        presenter.present(presented, animated: false)
        return try withExtendedLifetime((window, delegate)) {
            try TransitionSampler(window: window).record(.interactive(.dismiss(presented), interactor: interactor, gesture: gesture),
                                                         at: .seconds(times), includeStart: false, includeEnd: false)
        }
    }
}
