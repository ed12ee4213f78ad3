#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Compiled, not run: UIKit API that transition code in apps and tutorials reaches for, beyond
// what the other files of this folder use, so a missing or misspelt name fails the build here.
// (Gesture recognizers, @objc and #selector are the navigation and gestures issue's.)

final class APICoverageAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero
    var presenting = true
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to),
              let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 20
        snapshot.layer.masksToBounds = true
        snapshot.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        snapshot.layer.cornerCurve = .continuous
        containerView.addSubview(toView)
        containerView.addSubview(snapshot)
        containerView.bringSubviewToFront(snapshot)
        containerView.sendSubviewToBack(toView)
        toView.isHidden = true
        let scale = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let rotation = CGAffineTransform(rotationAngle: .pi / 4)
        snapshot.transform = scale.concatenating(rotation)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        containerView.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {