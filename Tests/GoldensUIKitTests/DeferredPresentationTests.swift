import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Grows a card out of the thumbnail the gallery says was tapped, with a presentation
/// controller that dims behind it, noting when UIKit calls each.
@MainActor
private final class CardFromThumbnail: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var log: (String) -> Void = { _ in }
    var thumbnailFrame: CGRect = .zero
    private(set) var startFrame: CGRect?

    final class Dimming: UIPresentationController {
        var log: (String) -> Void = { _ in }
        override func presentationTransitionWillBegin() { log("presentationTransitionWillBegin") }
        override func dismissalTransitionWillBegin() { log("dismissalTransitionWillBegin") }
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let dimming = Dimming(presentedViewController: presented, presenting: presenting)
        dimming.log = log
        return dimming
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log("animateTransition")
        guard let presented = transitionContext.viewController(forKey: .to), let card = transitionContext.view(forKey: .to) else {
            // The way back: the card fades.
            let card = transitionContext.view(forKey: .from)
            UIView.animate(withDuration: 0.3, animations: { card?.alpha = 0 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            return
        }
        let final = transitionContext.finalFrame(for: presented)
        startFrame = thumbnailFrame
        card.frame = thumbnailFrame
        transitionContext.containerView.addSubview(card)
        UIView.animate(withDuration: 0.3, animations: { card.frame = final }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// UIKit links a presented controller to its presenter at once but runs an animated
/// presentation or dismissal once the turn that asked for it ends: what the app does after
/// `present` in the same turn is in place when the presentation controller and the animator run.
@MainActor @Suite private struct DeferredPresentationTests {
    let gallery = ColoredController(.systemIndigo)
    let window: UIWindow
    let transition = CardFromThumbnail()

    init() {
        window = UIWindow(rootViewController: gallery)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func advance(by seconds: Double) throws {
        try window.windowNode.clock.advance(by: seconds)
    }

    private func card() -> UIViewController {
        let card = ColoredController(.white)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        return card
    }

    @Test func thePresentationStartsWhenTheTurnEndsWithWhatTheTurnSet() throws {
        var log: [String] = []
        transition.log = { log.append($0) }
        let card = card()
        gallery.present(card, animated: true)
        log.append("presented")
        #expect(gallery.presentedViewController === card && card.presentingViewController === gallery)
        #expect(card.isBeingPresented && card.isViewLoaded)
        #expect(card.view.window == nil, "not on screen before the turn ends")
        // The tapped thumbnail, reported after the segue presented.
        transition.thumbnailFrame = CGRect(x: 40, y: 500, width: 90, height: 90)
        try advance(by: 0)
        #expect(log == ["presented", "presentationTransitionWillBegin", "animateTransition"], "\(log)")
        #expect(transition.startFrame == CGRect(x: 40, y: 500, width: 90, height: 90))
        #expect(card.view.window === window)
        try advance(by: 1)
        #expect(!card.isBeingPresented && card.view.frame == window.bounds)
    }

    @Test func askingForTheCoordinatorRightAfterPresentingStartsIt() throws {
        let card = card()
        let shade = UIView(frame: window.bounds)
        shade.backgroundColor = .black
        shade.alpha = 0
        gallery.view.addSubview(shade)
        gallery.present(card, animated: true)
        let coordinator = try #require(card.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in shade.alpha = 0.4 })
        try advance(by: 0.15)
        let midway = try #require(shade.layer.presentation()?.opacity)
        #expect(midway > 0.05 && midway < 0.35, "the shade darkens with the card: \(midway)")
        try advance(by: 1)
        #expect(shade.alpha == 0.4)
    }

    @Test func theDismissalStartsWhenTheTurnEndsTooButTheControllerIsBeingDismissedAtOnce() throws {
        var log: [String] = []
        transition.log = { log.append($0) }
        let card = card()
        gallery.present(card, animated: true)
        try advance(by: 1)
        log.removeAll()
        card.dismiss(animated: true)
        log.append("dismissed")
        #expect(card.isBeingDismissed && gallery.presentedViewController === card)
        try advance(by: 0)
        #expect(log == ["dismissed", "dismissalTransitionWillBegin", "animateTransition"], "\(log)")
        try advance(by: 1)
        #expect(gallery.presentedViewController == nil && card.view.window == nil)
    }

    @Test func presentingAgainInTheSameTurnIsIgnoredAsUIKitIgnoresIt() throws {
        let first = card(), second = card()
        gallery.present(first, animated: true)
        first.present(second, animated: true)
        _ = SceneDiagnostics.drain()
        try advance(by: 1)
        #expect(gallery.presentedViewController === first && first.presentedViewController == nil)
    }

    @Test func withoutAnimationThePresentationHappensAtOnce() {
        let card = card()
        gallery.present(card, animated: false)
        #expect(card.view.window === window && !card.isBeingPresented)
    }
}
