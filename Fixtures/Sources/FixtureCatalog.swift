import GoldensScene

/// One golden-tested transition of a fixture: how to run it from a fresh scene.
public struct FixtureScenario: Sendable {
    /// The fixture's test name, e.g. "slideDown": the golden directory `Goldens/Fixtures/<test>`.
    public var test: String
    /// The transition's name within the fixture, e.g. "present": a directory level below it.
    public var transition: String
    /// Builds a fresh window, runs the transition and returns its frames.
    public var frames: @MainActor @Sendable () throws -> [TransitionFrame]
}

/// Every fixture transition, in the order the report lists them. The golden tests in
/// `Tests/FixtureGoldenTests` and `goldens check` both walk this list.
public enum FixtureCatalog {
    /// The suite name that is the first directory level under `Goldens/`.
    public static let suite = "Fixtures"

    @MainActor
    public static var all: [FixtureScenario] {
        SlideDownFixture.scenarios
            + SlideRightFixture.scenarios
            + PopFixture.scenarios
            + RotateFixture.scenarios
            + SystemDefaultsFixture.scenarios
            + EmojiGrowFixture.scenarios
            + HerbPopFixture.scenarios
            + CustomModalFixture.scenarios
            + ToastFixture.scenarios
            + SizeChangeFixture.scenarios
    }
}

/// The screen every fixture runs on: an iPhone at scale 2 (780 x 1688 px).
@MainActor
func makeWindow(root: ViewController) -> Window {
    let window = Window.iPhone(scale: 2)
    window.rootViewController = root
    window.layoutIfNeeded()
    return window
}

/// The sample times of the goldens: every 10 % of the duration, plus the end and the settled state.
let everyTenthOfTheDuration = SampleTimes.progress(stride(from: 0.0, through: 0.9, by: 0.1).map { ($0 * 10).rounded() / 10 })

/// The common shape of the menu fixtures: a fresh menu screen presents `details` with
/// `delegate` and `style`, sampled at every tenth of the duration; or, when `dismissing`,
/// presents it at once and samples its dismissal. The delegate is kept alive for the run (the
/// controller holds it weakly, as UIKit does).
@MainActor
func recordMenuTransition(_ details: ViewController, delegate: any ViewControllerTransitioningDelegate,
                          style: ModalPresentationStyle, dismissing: Bool) throws -> [TransitionFrame] {
    let menu = MenuController()
    let window = makeWindow(root: menu)
    details.transitioningDelegate = delegate
    details.modalPresentationStyle = style
    let sampler = TransitionSampler(window: window)
    return try withExtendedLifetime(delegate) {
        if dismissing {
            menu.present(details, animated: false)
            return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
        }
        return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
    }
}
