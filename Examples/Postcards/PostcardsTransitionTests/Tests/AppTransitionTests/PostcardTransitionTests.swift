import Foundation
import GoldensTesting
import GoldensUIKit
import Testing

/// The postcard card, from the app's own storyboard, controllers and transition: a tap on a row
/// opens it (the card springs up over a dimming veil), and closing it slides it away.
@MainActor
@Suite struct PostcardTransitionTests {
    /// The app's folder, beside this package: its storyboard and asset catalog are read there.
    static let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Postcards").standardizedFileURL.path

    /// The app's first screen as Main.storyboard makes it, in a window.
    func listScreen() throws -> (window: UIWindow, list: PostcardListViewController) {
        AppResources.addSearchDirectory(Self.appFolder)
        let navigation = try #require(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.topViewController as? PostcardListViewController)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        return (window, list)
    }

    @Test func tappingAPostcardOpensItAsACard() throws {
        let (window, list) = try listScreen()
        let row = try #require(list.stackView.arrangedSubviews.first)
        let finger = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
        // The card starts when the finger lifts, 0.1 s in, and springs for 0.6 s: sample by time.
        let frames = try TransitionSampler(window: window)
            .record(.touch(.tap(at: finger), in: window, phase: "present"), at: .seconds([0.15, 0.3, 0.45, 0.7]))
        #expect(list.presentedViewController is PostcardViewController)
        try expectGoldens(frames, named: "present")
    }

    @Test func closingTheCardSlidesItAway() throws {
        let (window, list) = try listScreen()
        let card = PostcardViewController(postcard: Postcard.all[1])
        card.modalPresentationStyle = .custom
        let transition = CardTransitionDelegate()   // held weakly by UIKit: keep it alive
        card.transitioningDelegate = transition
        list.present(card, animated: false)
        let frames = try TransitionSampler(window: window).record(.dismiss(card), at: .progress([0.25, 0.5, 0.75]))
        #expect(list.presentedViewController == nil)
        try expectGoldens(frames, named: "dismiss")
    }
}
