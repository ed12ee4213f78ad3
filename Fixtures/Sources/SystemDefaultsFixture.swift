import GoldensScene

/// A transitioning delegate that vends nothing, so UIKit's built-in animations run: the
/// controller's `modalTransitionStyle` picks cover vertical or cross dissolve.
@MainActor
final class SystemDefaultTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
}

/// System defaults: cover vertical and cross dissolve, presented and dismissed, full screen.
enum SystemDefaultsFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [ModalTransitionStyle.coverVertical, .crossDissolve].flatMap { style in
            let name = style == .coverVertical ? "coverVertical" : "crossDissolve"
            return [
                FixtureScenario(test: "systemDefaults", transition: "\(name)-present") { try run(style, dismissing: false) },
                FixtureScenario(test: "systemDefaults", transition: "\(name)-dismiss") { try run(style, dismissing: true) },
            ]
        }
    }

    @MainActor
    static func run(_ style: ModalTransitionStyle, dismissing: Bool) throws -> [TransitionFrame] {
        let details = DetailController(title: style == .coverVertical ? "Cover vertical" : "Cross dissolve",
                                       color: style == .coverVertical ? Palette.detail : Color(red: 0.15, green: 0.60, blue: 0.45),
                                       body: "A built-in transition, rendered frame by frame and compared with its goldens.")
        details.modalTransitionStyle = style
        return try recordMenuTransition(details, delegate: SystemDefaultTransition(), style: .fullScreen, dismissing: dismissing)
    }
}
