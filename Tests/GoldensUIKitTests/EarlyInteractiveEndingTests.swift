import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A side menu that slides out to the left.
private final class SlideOut: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: 0.35, animations: { view.frame.origin.x = -view.frame.width }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A menu whose dismissal is always interactive, as side-menu libraries write it: the delegate
/// vends its interaction controller for every dismissal, and a close by tap dismisses and
/// finishes in one breath.
private final class AlwaysInteractiveMenu: UIViewController, UIViewControllerTransitioningDelegate {
    let closing = UIPercentDrivenInteractiveTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideOut() }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        closing
    }

    func close(cancelling: Bool) {
        dismiss(animated: true)
        if cancelling { closing.cancel() } else { closing.finish() }
    }
}

/// A `finish()` or `cancel()` an app sends in the same turn as the `dismiss` that vends the
/// interaction controller: UIKit starts the transition a moment later, and it ends as asked.
@MainActor
@Suite struct EarlyInteractiveEndingTests {
    /// A window whose root presents the menu, on screen.
    private func presentedMenu() throws -> (UIViewController, UIWindow, AlwaysInteractiveMenu) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let menu = AlwaysInteractiveMenu()
        menu.modalPresentationStyle = .overFullScreen
        menu.transitioningDelegate = menu
        _ = try TransitionSampler(window: window).record(.present(menu, from: root), at: .progress([0.5]))
        return (root, window, menu)
    }

    @Test func aFinishThatComesBeforeTheDismissalStartsEndsIt() throws {
        let (root, window, menu) = try presentedMenu()

        let frames = try TransitionSampler(window: window).record(.perform("close", phase: "dismiss") { menu.close(cancelling: false) },
                                                                  at: .progress([0.5]))
        #expect(root.presentedViewController == nil, "the finish was kept for the dismissal and ended it")
        #expect(frames.count == 4, "\(frames.map(\.label))")
        #expect(menu.closing.percentComplete == 0)
    }

    @Test func aCancelThatComesBeforeTheDismissalStartsKeepsTheMenu() throws {
        let (root, window, menu) = try presentedMenu()
        _ = try TransitionSampler(window: window).record(.perform("close", phase: "dismiss") { menu.close(cancelling: true) },
                                                         at: .progress([0.5]))
        #expect(root.presentedViewController === menu)
        #expect(menu.view.frame.minX == 0)
        // A finish with no transition asked for is not kept for the next one.
        menu.closing.finish()
        _ = try TransitionSampler(window: window).record(.perform("close", phase: "dismiss") { menu.close(cancelling: true) },
                                                         at: .progress([0.5]))
        #expect(root.presentedViewController === menu)
    }
}
