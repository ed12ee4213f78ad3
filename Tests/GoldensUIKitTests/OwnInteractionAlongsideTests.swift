import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Pops through an interaction controller of the app's own: it moves the leaving screen itself
/// as the finger moves, reports the progress, and plays the rest with an animation of its own,
/// as apps with their own pan handling write it.
private final class OwnPop: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning,
                            UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    var completionSpeed: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .linear
    let duration: TimeInterval = 0.4

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? self : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.insertSubview(to, belowSubview: from)
    }

    func drag(to percent: CGFloat) {
        guard let context, let from = context.view(forKey: .from) else { return }
        from.transform = CGAffineTransform(translationX: from.bounds.width * percent, y: 0)
        context.updateInteractiveTransition(percent)
    }

    func release(cancelling: Bool) {
        guard let context, let from = context.view(forKey: .from) else { return }
        let percent = from.transform.tx / from.bounds.width
        if cancelling { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        UIView.animate(withDuration: duration * (cancelling ? percent : 1 - percent), delay: 0, options: .curveLinear, animations: {
            from.transform = cancelling ? .identity : CGAffineTransform(translationX: from.bounds.width, y: 0)
        }, completion: { _ in
            from.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The navigation bar's cross-fade is an alongside animation: under an interaction controller of
/// the app's own it follows the progress the controller reports, plays the rest at the
/// controller's completion speed along its completion curve, and plays back on a cancel.
@MainActor @Suite private struct OwnInteractionAlongsideTests {
    let home = UIViewController(), details = UIViewController()
    let navigation: UINavigationController
    let window: UIWindow
    let pop = OwnPop()

    init() {
        home.title = "Home"
        details.title = "Details"
        navigation = UINavigationController(rootViewController: home)
        window = UIWindow(rootViewController: navigation)
        navigation.pushViewController(details, animated: false)
        window.layoutIfNeeded()
        navigation.delegate = pop
    }

    private func advance(by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    /// How opaque each label of the bar reading `text` shows now (its opacity and its
    /// ancestors' in the bar, as presented), least opaque first: during a pop from Details,
    /// "Home" is both the leaving back button and the arriving title.
    private func opacities(_ text: String) -> [Double] {
        var found: [Double] = []
        func visit(_ view: UIView) {
            if let label = view as? UILabel, label.text == text {
                var opacity = 1.0
                var current: UIView? = label
                while let view = current, view !== navigation.navigationBar {
                    opacity *= Double(view.layer.presentation()?.opacity ?? view.layer.opacity)
                    current = view.superview
                }
                found.append(opacity)
            }
            view.subviews.forEach(visit)
        }
        visit(navigation.navigationBar)
        return found.sorted()
    }

    /// Whether `values` are `expected` within a hundredth each.
    private func near(_ values: [Double], _ expected: [Double]) -> Bool {
        values.count == expected.count && zip(values, expected.sorted()).allSatisfy { abs($0 - $1) < 0.01 }
    }

    /// UIView's default curve (ease in, ease out) at `fraction` of the time.
    private func easeInEaseOut(_ fraction: Double) -> Double {
        CubicTimingCurve.easeInEaseOut.progress(at: fraction)
    }

    @Test func theBarFollowsTheFingerThenPlaysTheRest() throws {
        navigation.popViewController(animated: true)
        // The pop starts when the turn ends; the finger moves in later turns.
        window.layoutIfNeeded()
        pop.drag(to: 0.3)
        try advance(by: 0.2)
        let shown = easeInEaseOut(0.3)
        #expect(near(opacities("Details"), [1 - shown]), "the old title shows as far as the finger went, not 0.2 s into the fade")
        #expect(near(opacities("Home"), [1 - shown, shown]), "the back button leaves as the new title comes")
        try advance(by: 0.5)
        #expect(near(opacities("Details"), [1 - shown]), "a finger held still holds the bar")
        pop.drag(to: 0.5)
        try advance(by: 0.01)
        #expect(near(opacities("Details"), [0.5]))
        // Released: the rest, 0.2 s at speed 1 along the linear completion curve, from 0.5 to the end.
        pop.release(cancelling: false)
        try advance(by: 0.1)
        #expect(near(opacities("Details"), [1 - easeInEaseOut(0.75)]))
        try advance(by: 0.15)
        #expect(navigation.topViewController === self.home)
        #expect(opacities("Home") == [1])
        #expect(opacities("Details").isEmpty, "the old title is gone from the bar")
    }

    @Test func aCancelPlaysTheBarBackAtTheCompletionSpeed() throws {
        pop.completionSpeed = 2
        navigation.popViewController(animated: true)
        // The pop starts when the turn ends; the finger moves in later turns.
        window.layoutIfNeeded()
        pop.drag(to: 0.6)
        try advance(by: 0.1)
        #expect(near(opacities("Details"), [1 - easeInEaseOut(0.6)]))
        pop.release(cancelling: true)
        // Back from 0.6 to the start over 0.6 · 0.4 s / 2 = 0.12 s: halfway at 0.06 s.
        try advance(by: 0.06)
        #expect(near(opacities("Details"), [1 - easeInEaseOut(0.3)]))
        try advance(by: 0.3)
        #expect(navigation.topViewController === details)
        #expect(opacities("Details") == [1])
        #expect(opacities("Home") == [1], "the back button alone")
    }
}
