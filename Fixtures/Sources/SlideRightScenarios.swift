import GoldensScene
import GoldensUIKit

enum SlideRightFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "slideRight", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "slideRight", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        let details = DetailViewController(title: "Slide right")
        details.modalPresentationStyle = .fullScreen
        return try recordUIKitMenuTransition(details, delegate: SlideRightTransitionDelegate(), dismissing: dismissing)
    }
}

/// The UIKit menu screen presents `details` with `delegate`, sampled at every tenth of the
/// duration; or, when `dismissing`, presents it at once and samples its dismissal. The delegate
/// is kept alive for the run (UIKit holds it weakly).
@MainActor
func recordUIKitMenuTransition(_ details: UIViewController, delegate: any UIViewControllerTransitioningDelegate,
                               dismissing: Bool) throws -> [TransitionFrame] {
    let menu = MenuViewController()
    let window = UIWindow(rootViewController: menu)
    details.transitioningDelegate = delegate
    let sampler = TransitionSampler(window: window)
    return try withExtendedLifetime((delegate, window)) {
        if dismissing {
            menu.present(details, animated: false)
            return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
        }
        return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
    }
}
