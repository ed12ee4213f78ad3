import GoldensTesting
import GoldensUIKit
import Testing

/// Written by `goldens init`: the app's `CardTransitionDelegate` presenting a screen,
/// sampled at a quarter, half and three quarters of its duration. Use the app's own controllers
/// for the two screens. The first run records Goldens/AppTransitionTests/presentsAScreen/
/// and fails so that a person looks at the frames (`swift run goldens report`); later runs compare.
@MainActor
@Suite struct AppTransitionTests {
    @Test func presentsAScreen() throws {
        let presenting = UIViewController()
        presenting.view.backgroundColor = .systemBackground
        let window = UIWindow(rootViewController: presenting)
        let presented = UIViewController()
        presented.view.backgroundColor = .systemIndigo
        presented.modalPresentationStyle = .custom
        let transition = CardTransitionDelegate()   // UIKit holds it weakly: keep it alive for the test
        presented.transitioningDelegate = transition
        let frames = try TransitionSampler(window: window)
            .record(.present(presented, from: presenting), at: .progress([0.25, 0.5, 0.75]))
        try expectGoldens(frames, named: "present")
    }
}
