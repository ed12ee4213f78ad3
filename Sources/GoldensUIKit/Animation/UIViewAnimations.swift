import GoldensScene

// UIView's block animations, on the key window's virtual clock (UIKIT-TRANSITIONS.md §1–2).

extension UIView {
    private static var animationsDisabled = false

    public class var areAnimationsEnabled: Bool { !animationsDisabled }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsDisabled = !enabled
    }

    /// Runs `animations` as plain model changes while animations are disabled.
    private class func animating(_ animations: @escaping () -> Void) -> () -> Void {
        animationsDisabled ? { View.performWithoutAnimation(animations) } : animations
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, options: options.scene, animations: animating(animations),
                     completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: 0, options: [], animations: animating(animations), completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        View.animate(withDuration: duration, delay: 0, options: [], animations: animating(animations), completion: nil)
    }

    /// A spring fitted to `duration` (§2.4): it settles exactly at the end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                     initialSpringVelocity: Double(velocity), options: options.scene, animations: animating(animations),
                     completion: completion)
    }

    /// iOS 17's duration-and-bounce spring. Approximated by the spring UIView fits to
    /// `springDuration` with damping ratio `1 − bounce` (UIKit runs its own perceptual spring,
    /// undocumented, which settles after rather than at the duration).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 - bounce)
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: min(ratio, 1), initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        View.animateKeyframes(withDuration: duration, delay: delay, options: options.scene, animations: animating(animations),
                              completion: completion)
    }

    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        View.addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        View.performWithoutAnimation(actionsWithoutAnimation)
    }

    public class var inheritedAnimationDuration: TimeInterval { View.inheritedAnimationDuration }

    /// A transition of one view's content. Drawn as a cross dissolve for every transition
    /// option (a flat renderer cannot show flips and curls): a snapshot of the view as it was
    /// fades out above it while `animations` change it at once. An opaque view shows its new
    /// content at once beneath the snapshot, which makes the blend exact; a view with a
    /// transparent background (a container, say) also fades its new content in, so what lies
    /// behind it shows through as before (at the midpoint a quarter of the background shows
    /// through content that did not change).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let before = view.snapshotView(afterScreenUpdates: false)
        View.performWithoutAnimation { animations?() }
        guard let before, let superview = view.superview, duration > 0 else {
            completion?(true)
            return
        }
        before.bounds = view.bounds
        before.center = view.center
        before.transform = view.transform
        superview.insertSubview(before, aboveSubview: view)
        let isOpaque = view.node.alpha == 1 && (view.node.backgroundColor?.alpha ?? 0) == 1
        let alpha = view.node.alpha
        if !isOpaque { View.performWithoutAnimation { view.node.alpha = 0 } }
        View.animate(withDuration: duration, delay: 0, options: options.scene, animations: {
            before.alpha = 0
            view.node.alpha = alpha
        }) { finished in
            before.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in its superview (or shows and hides them with
    /// `.showHideTransitionViews`), cross-dissolving between them.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        if !showsAndHides, toView.superview == nil, let superview = fromView.superview {
            superview.insertSubview(toView, belowSubview: fromView)
        }
        toView.isHidden = false
        let fromAlpha = fromView.alpha
        View.animate(withDuration: duration, delay: 0, options: options.scene, animations: { fromView.alpha = 0 }) { finished in
            if showsAndHides { fromView.isHidden = true } else { fromView.removeFromSuperview() }
            fromView.alpha = fromAlpha
            completion?(finished)
        }
    }

    @available(*, unavailable, message: "system animations are not modelled by GoldensUIKit; animate alpha and transform instead")
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    @available(*, unavailable, message: "repeat counts are not modelled by GoldensUIKit; sample one cycle")
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {}
}
