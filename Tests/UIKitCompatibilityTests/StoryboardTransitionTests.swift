import Foundation
import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Screens from a storyboard as Xcode saves it (Storyboards/Trips.storyboard), with the app's
/// classes (Transitions/StoryboardTripSheet.swift): outlets, an outlet collection and inspectable
/// properties set, a tapped button's segue presenting through the transitioning delegate
/// `prepare(for:sender:)` hands over, and an `@IBAction` dismissing.
@MainActor
@Suite struct StoryboardTransitionTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Storyboards").path

    private func tripsScreen() throws -> (UIWindow, UINavigationController, TripsViewController) {
        AppResources.addSearchDirectory(Self.storyboards)
        _ = SceneDiagnostics.drain()
        let storyboard = UIStoryboard(name: "Trips", bundle: nil)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let trips = try #require(navigation.topViewController as? TripsViewController)
        return (UIWindow(rootViewController: navigation), navigation, trips)
    }

    @Test func outletsInspectablesAndTheViewComeFromTheStoryboard() throws {
        let (_, navigation, trips) = try tripsScreen()
        #expect(navigation.navigationBar.topItem?.title == "My Trips")
        #expect(trips.cards.count == 2)
        #expect(trips.cards.map(\.cornerRadius) == [16, 16])
        #expect(trips.cards[0].layer.masksToBounds)
        // viewDidLoad ran after the outlets were connected.
        #expect(trips.subtitleLabel.text == "2 trips planned")
        #expect(trips.cards[0].frame.size == CGSize(width: UIScreen.main.bounds.width - 40, height: 110))
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// Tapping "Plan a trip" performs the segue: the sheet slides up with a spring over the dimmed
    /// list; tapping "Close" runs the `@IBAction`, which dismisses it.
    @Test func aTappedSeguePresentsTheSheetAndAnActionDismissesIt() throws {
        let (window, navigation, trips) = try tripsScreen()
        let open = try #require(trips.view.subviews.compactMap { $0 as? UIButton }.first)
        let openCenter = open.convert(CGPoint(x: open.bounds.midX, y: open.bounds.midY), to: window)
        let sampler = TransitionSampler(window: window)
        let times = [0.1, 0.2, 0.35, 0.6]
        let present = try sampler.record(.touch(.tap(at: openCenter), in: window, phase: "present"), at: .seconds(times))
        let sheet = try #require(navigation.presentedViewController as? PlanTripViewController)
        #expect(sheet.titleLabel.text == "New Trip")
        #expect(abs(sheet.view.frame.minY - window.bounds.height * 0.45) < 1e-9)
        let close = try #require(sheet.view.subviews.compactMap { $0 as? UIButton }.first)
        let closeCenter = close.convert(CGPoint(x: close.bounds.midX, y: close.bounds.midY), to: window)
        let dismiss = try sampler.record(.touch(.tap(at: closeCenter), in: window, phase: "dismiss"), at: .seconds(times))
        #expect(navigation.presentedViewController == nil)
        try expectGoldens(present, named: "present")
        try expectGoldens(dismiss, named: "dismiss")
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}
