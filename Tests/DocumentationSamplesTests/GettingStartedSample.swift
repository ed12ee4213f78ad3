// The test of README.md and the "Getting started" article, as they show it.
import GoldensTesting
import GoldensUIKit
import Testing

@MainActor
@Suite struct MenuTransitions {
    @Test func slideRight() throws {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)   // UIScreen.main: 390 x 844 pt at scale 2
        let details = DetailViewController(title: "Slide right")
        details.modalPresentationStyle = .fullScreen
        let transition = SlideRightTransitionDelegate()   // held weakly, as in UIKit:
        details.transitioningDelegate = transition        // keep it alive for the test
        let frames = try TransitionSampler(window: window)
            .record(.present(details, from: menu), at: .progress([0.25, 0.5, 0.75]))
        try expectGoldens(frames, named: "present")       // exact unless a tolerance is stated
    }
}
