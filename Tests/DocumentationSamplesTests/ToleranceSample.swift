// The samples of the "Tolerances and determinism" article.
import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

@MainActor
@Suite(.goldens(tolerance: .perceptual))
struct DatedTransitions {
    @Test func titleShowsToday() throws {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: .withFullDate)
        let details = DetailViewController(title: today)
        details.modalPresentationStyle = .fullScreen
        let transition = SlideRightTransitionDelegate()
        details.transitioningDelegate = transition
        let frames = try TransitionSampler(window: window)
            .record(.present(details, from: menu), at: .progress([0.5]))
        let tolerance = Tolerance.perceptual
            .ignoring(points: 0, 120, 390, 44, scale: 2)   // x, y, width, height in points
            .because("the title shows today's date")
        try expectGoldens(frames, named: "present", tolerance: tolerance)
    }
}
