// The sample of goldens kept outside the package's own Goldens/ folder.
import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

/// Goldens kept outside the package's own Goldens/ folder: here Goldens/Shared at the top of
/// the repository, found from this file's path (Tests/<target>/<file>).
let sharedGoldens = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens/Shared").path

@MainActor
@Suite(.goldens(goldensDirectory: sharedGoldens))
struct SharedGoldenTransitions {
    @Test func slideRight() throws {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let details = DetailViewController(title: "Shared goldens")
        details.modalPresentationStyle = .fullScreen
        let transition = SlideRightTransitionDelegate()
        details.transitioningDelegate = transition
        let frames = try TransitionSampler(window: window)
            .record(.present(details, from: menu), at: .progress([0.5]))
        try expectGoldens(frames, named: "present")
    }
}
