import Foundation
@testable import GoldensUIKit
import Testing

/// A panel that opens on its own and that a finger may grab on the way, as interruptible
/// transitions are written since iOS 10: an interruptible animator, and a percent-driven
/// interaction that does not start interactively.
@MainActor
private final class GrabbablePanel: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()
    private var animator: UIViewPropertyAnimator?

    override init() {
        super.init()
        interaction.wantsInteractiveStart = false
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let panel = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        panel.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(panel)
        let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { panel.frame = final }
        made.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator = made
        return made
    }
}

@MainActor @Suite struct GrabbedTransitionTests {
    @Test func aFingerGrabbingARunningTransitionPicksItUpWhereItIs() throws {
        let home = ColoredController(.white)
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let panel = ColoredController(.systemBlue)
        panel.modalPresentationStyle = .custom
        let transition = GrabbablePanel()
        panel.transitioningDelegate = transition
        home.present(panel, animated: true)
        try window.windowNode.clock.advance(by: 0.1)
        // The finger lands: the app pauses, then moves it on by what the finger adds.
        transition.interaction.pause()
        #expect(abs(transition.interaction.percentComplete - 0.25) < 0.01, "where it paused: \(transition.interaction.percentComplete)")
        transition.interaction.update(transition.interaction.percentComplete + 0.2)
        try window.windowNode.clock.advance(by: 0.05)
        let y = try #require(panel.view.layer.presentation()?.frame.minY)
        #expect(abs(y - 844 * (1 - 0.45)) < 1, "moved on from where it was: \(y)")
        transition.interaction.finish()
        try window.windowNode.clock.advance(by: 1)
        #expect(panel.view.frame.minY == 0 && home.presentedViewController === panel)
    }
}

/// A dismissal whose animator makes its animation a turn later, in `DispatchQueue.main.async`
/// (written so to let the screen below lay out first), driven by a percent-driven interaction.
@MainActor
private final class LateFade: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let card = transitionContext.view(forKey: .from)!
        DispatchQueue.main.async {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                card.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

extension GrabbedTransitionTests {
    @Test func animationsAnInteractiveAnimatorMakesATurnLaterFollowTheFinger() throws {
        let home = ColoredController(.white)
        let window = UIWindow(rootViewController: home)
        window.makeKeyAndVisible()
        let card = ColoredController(.systemBlue)
        card.modalPresentationStyle = .overFullScreen
        let transition = LateFade()
        card.transitioningDelegate = transition
        home.present(card, animated: false)
        window.layoutIfNeeded()
        card.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0)
        transition.interaction.update(0.5)
        try window.windowNode.clock.advance(by: 1)
        let held = try #require(card.view.layer.presentation()?.opacity)
        #expect(abs(held - 0.5) < 0.02, "the finger holds the fade half way, a second later: \(held)")
        #expect(home.presentedViewController === card)
        transition.interaction.finish()
        try window.windowNode.clock.advance(by: 1)
        #expect(home.presentedViewController == nil)
    }
}
