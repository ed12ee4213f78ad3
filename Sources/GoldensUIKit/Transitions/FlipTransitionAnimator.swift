import Foundation

/// UIKit's `.flipHorizontal` presentation and dismissal, for the full-screen styles: the screen
/// turns over about its vertical axis, in perspective, the new screen on its back (right to left
/// when presenting, left to right when dismissing), over black. The turn is
/// `UIView.transition`'s flip; its 0.75 s on the ease-in-out curve is chosen to look like a
/// device's, not measured.
@MainActor
final class FlipTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.75

    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    /// The animator for `controller` when its transition is a horizontal flip and it covers the
    /// screen; nil otherwise (the engine's system animations draw the rest).
    static func animator(for controller: UIViewController, presenting: Bool) -> FlipTransitionAnimator? {
        let style = controller.preferredTransition?.modalTransitionStyle ?? controller.modalTransitionStyle
        guard style == .flipHorizontal else { return nil }
        switch controller.effectivePresentationStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return FlipTransitionAnimator(presenting: presenting)
        default: return nil
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to),
              let outgoingView = transitionContext.view(forKey: .from) ?? from.viewIfLoaded,
              let incoming = transitionContext.view(forKey: .to) ?? (presenting ? to.view : nil) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        // The turn happens in the container: the old screen as a picture, over black.
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = .black
        container.addSubview(backdrop)
        let outgoing = outgoingView.snapshotView(afterScreenUpdates: false) ?? UIView()
        outgoing.frame = outgoingView.convert(outgoingView.bounds, to: container)
        container.addSubview(outgoing)
        outgoingView.isHidden = true
        container.addSubview(incoming)
        let finalFrame = transitionContext.finalFrame(for: to)
        incoming.frame = finalFrame.isEmpty ? container.bounds : finalFrame
        let turn = FlipTurn(presenting ? .transitionFlipFromRight : .transitionFlipFromLeft)
        turn?.run(outgoing: outgoing, incoming: incoming, duration: Self.duration, options: .curveEaseInOut) {
            outgoingView.isHidden = false
            outgoing.removeFromSuperview()
            backdrop.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
