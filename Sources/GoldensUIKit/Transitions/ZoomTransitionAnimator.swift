import Foundation

/// UIKit's zoom transition (`preferredTransition = .zoom`): the zoomed controller's view grows
/// out of the source view into its own frame, and shrinks back into the source (asked for again)
/// when it leaves.
///
/// What it draws: a card whose frame and corner radius go from the source's to the zoomed view's
/// frame (the zoomed view inside it, scaled to fill it, with the alignment rectangle over the
/// source), the source's picture fading out over the first 40 % of the way in (and back in over
/// the last 40 % of the way out), the covered screen dimmed under it, and the source view hidden
/// meanwhile. Apple publishes the shape of the transition, not its numbers: the critically damped
/// 0.5 s spring, the 20 % black dimming and the fade's share are chosen to look like a device's.
/// Without a source view (the provider returns nil, or a view outside the window) the zoomed view
/// grows from 80 % of its size in the middle of its frame, fading in.
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let fadeShare = 0.4
    static let missingSourceScale: CGFloat = 0.8

    let zoomed: UIViewController
    let zoomingIn: Bool
    let options: UIViewControllerTransition.ZoomOptions?
    let sourceViewProvider: (UIViewControllerTransition.ZoomSourceViewProviderContext) -> UIView?

    init(zoomed: UIViewController, zoomingIn: Bool, options: UIViewControllerTransition.ZoomOptions?,
         sourceViewProvider: @escaping (UIViewControllerTransition.ZoomSourceViewProviderContext) -> UIView?) {
        self.zoomed = zoomed
        self.zoomingIn = zoomingIn
        self.options = options
        self.sourceViewProvider = sourceViewProvider
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let zoomedView = transitionContext.view(forKey: zoomingIn ? .to : .from) ?? zoomed.view!
        let coveredKey: UITransitionContextViewControllerKey = zoomingIn ? .from : .to
        let covered = transitionContext.viewController(forKey: coveredKey)
        let fullFrame = zoomingIn ? transitionContext.finalFrame(for: zoomed) : transitionContext.initialFrame(for: zoomed)
        let zoomedFrame = fullFrame.isEmpty ? container.bounds : fullFrame

        // The covered screen goes under the zoomed one when it comes back.
        if !zoomingIn, let coveredView = transitionContext.view(forKey: .to), let covered {
            container.insertSubview(coveredView, at: 0)
            let frame = transitionContext.finalFrame(for: covered)
            if !frame.isEmpty { coveredView.frame = frame }
            coveredView.layoutIfNeeded()
        }
        zoomedView.transform = .identity
        zoomedView.frame = CGRect(origin: .zero, size: zoomedFrame.size)
        zoomedView.layoutIfNeeded()

        let source = covered.flatMap { covered in
            sourceViewProvider(.init(sourceViewController: covered, zoomedViewController: zoomed))
        }
        let sourceFrame = source.flatMap { source -> CGRect? in
            guard source.window != nil, source.window === container.window else { return nil }
            let frame = source.convert(source.bounds, to: container)
            return frame.isEmpty ? nil : frame
        }

        let dimming = makeDimmingView(frame: container.bounds)
        container.addSubview(dimming)
        let card = UIView(frame: zoomedFrame)
        card.clipsToBounds = true
        // The zoomed view keeps its size and is scaled: a controller's view resizes with its
        // superview, and would shrink to the card.
        card.autoresizesSubviews = false
        container.addSubview(card)
        card.addSubview(zoomedView)
        let picture = sourceFrame == nil ? nil : source?.snapshotView(afterScreenUpdates: false)
        if let picture {
            card.addSubview(picture)
            picture.frame = CGRect(origin: .zero, size: sourceFrame?.size ?? .zero)
        }
        let sourceWasHidden = source?.isHidden ?? false
        if sourceFrame != nil { source?.isHidden = true }

        let alignment = alignmentRect(source: source, in: zoomedView)
        let collapsed = Pose(card: sourceFrame ?? Self.shrunk(zoomedFrame),
                             cornerRadius: source.map { $0.layer.cornerRadius } ?? 0,
                             alignment: alignment, contentSize: zoomedFrame.size)
        let expanded = Pose(card: zoomedFrame, cornerRadius: 0, alignment: CGRect(origin: .zero, size: zoomedFrame.size),
                            contentSize: zoomedFrame.size)
        let pictureSize = sourceFrame?.size ?? .zero

        func place(_ pose: Pose, dimmed: Bool) {
            card.frame = pose.card
            card.layer.cornerRadius = pose.cornerRadius
            zoomedView.transform = CGAffineTransform(scaleX: pose.contentScale, y: pose.contentScale)
            zoomedView.center = pose.contentCenter
            if let picture {
                // The source's picture fills the card as the zoomed view does, without stretching.
                let scale = max(pose.card.width / max(pictureSize.width, 1), pose.card.height / max(pictureSize.height, 1))
                picture.transform = CGAffineTransform(scaleX: scale, y: scale)
                picture.center = CGPoint(x: pose.card.width / 2, y: pose.card.height / 2)
            }
            dimming.alpha = dimmed ? 1 : 0
        }
        place(zoomingIn ? collapsed : expanded, dimmed: !zoomingIn)
        if sourceFrame == nil { zoomedView.alpha = zoomingIn ? 0 : 1 }
        picture?.alpha = zoomingIn ? 1 : 0

        let duration = transitionDuration(using: transitionContext)
        let fade = duration * Self.fadeShare
        UIView.animate(withDuration: fade, delay: zoomingIn ? 0 : duration - fade, options: [.curveEaseInOut]) {
            picture?.alpha = self.zoomingIn ? 0 : 1
            if sourceFrame == nil { zoomedView.alpha = self.zoomingIn ? 1 : 0 }
        }
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: []) {
            place(self.zoomingIn ? expanded : collapsed, dimmed: self.zoomingIn)
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            let stays = self.zoomingIn != cancelled
            source?.isHidden = sourceWasHidden
            zoomedView.transform = .identity
            zoomedView.alpha = 1
            if stays {
                container.addSubview(zoomedView)
                zoomedView.frame = zoomedFrame
            } else {
                zoomedView.removeFromSuperview()
            }
            card.removeFromSuperview()
            dimming.removeFromSuperview()
            transitionContext.completeTransition(!cancelled)
        }
    }

    /// The rectangle of the zoomed view the source lines up with, in the view's own space.
    private func alignmentRect(source: UIView?, in zoomedView: UIView) -> CGRect {
        guard let source, let provider = options?.alignmentRectProvider,
              let rect = provider(.init(sourceView: source, zoomedViewController: zoomed)),
              !rect.isNull, !rect.isEmpty else { return zoomedView.bounds }
        return rect
    }

    private func makeDimmingView(frame: CGRect) -> UIView {
        let view: UIView
        if let blur = options?.dimmingVisualEffect {
            view = UIVisualEffectView(effect: blur)
        } else {
            view = UIView()
            view.backgroundColor = options?.dimmingColor ?? UIColor.black.withAlphaComponent(0.2)
        }
        view.frame = frame
        view.isUserInteractionEnabled = false
        return view
    }

    private static func shrunk(_ frame: CGRect) -> CGRect {
        let width = frame.width * missingSourceScale, height = frame.height * missingSourceScale
        return CGRect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    /// One end of the zoom: the card's frame and corners, and the zoomed view scaled so that its
    /// alignment rectangle fills the card (the larger of the two ratios, so no gap shows),
    /// centred on the card.
    private struct Pose {
        let card: CGRect
        let cornerRadius: CGFloat
        let contentScale: CGFloat
        let contentCenter: CGPoint

        init(card: CGRect, cornerRadius: CGFloat, alignment: CGRect, contentSize: CGSize) {
            self.card = card
            self.cornerRadius = cornerRadius
            let scale = max(card.width / max(alignment.width, 1), card.height / max(alignment.height, 1))
            contentScale = scale
            // The alignment rectangle's centre sits on the card's centre; the view's centre is
            // that far off it, scaled.
            let offsetX = (contentSize.width / 2 - alignment.midX) * scale
            let offsetY = (contentSize.height / 2 - alignment.midY) * scale
            contentCenter = CGPoint(x: card.width / 2 + offsetX, y: card.height / 2 + offsetY)
        }
    }
}
