import GoldensScene

// UIView's block animations, on the key window's virtual clock (docs/UIKitBehaviour.md, "Block
// animations" and "Springs").

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
        View.animate(withDuration: duration, delay: delay, options: options, animations: animating(animations),
                     completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: 0, options: [], animations: animating(animations), completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        View.animate(withDuration: duration, delay: 0, options: [], animations: animating(animations), completion: nil)
    }

    /// A spring fitted to `duration` (docs/UIKitBehaviour.md, "Spring fit"): it settles exactly
    /// at the end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        View.animate(withDuration: duration, delay: delay, usingSpringWithDamping: Double(dampingRatio),
                     initialSpringVelocity: Double(velocity), options: options, animations: animating(animations),
                     completion: completion)
    }

    /// iOS 17's duration-and-bounce spring. Approximated by the spring UIView fits to
    /// `springDuration` with damping ratio `1 − bounce`; a negative bounce (overdamped,
    /// ratio `1/(1 + bounce)`) runs critically damped, the most this fit takes (UIKit runs its
    /// own perceptual spring, undocumented, which settles after rather than at the duration).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: min(ratio, 1), initialSpringVelocity: velocity,
                options: options, animations: animations, completion: completion)
    }

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        View.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animating(animations),
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

    /// A transition of one view's content: `animations` change the view at once, and a
    /// snapshot of how it looked leaves. With a flip option the two turn half a turn together
    /// about the view's vertical (left, right) or horizontal (top, bottom) axis in perspective
    /// (see `flip`); with any other option the snapshot fades out above the view (curls are
    /// drawn as this cross dissolve). An opaque view shows its new content at once beneath the
    /// fading snapshot, which makes the blend exact; a view with a transparent background also
    /// fades its new content in, so what lies behind it shows through as before.
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
        if let turn = FlipTurn(options) {
            turn.run(outgoing: before, incoming: view, duration: duration, options: options) {
                before.removeFromSuperview()
                completion?(true)
            }
            return
        }
        let isOpaque = view.node.alpha == 1 && (view.node.backgroundColor?.alpha ?? 0) == 1
        let alpha = view.node.alpha
        if !isOpaque { View.performWithoutAnimation { view.node.alpha = 0 } }
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            before.alpha = 0
            view.node.alpha = alpha
        }) { finished in
            before.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in its superview (or shows and hides them with
    /// `.showHideTransitionViews`), flipping between them with a flip option (see `flip`),
    /// cross-dissolving otherwise.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        if !showsAndHides, toView.superview == nil, let superview = fromView.superview {
            superview.insertSubview(toView, belowSubview: fromView)
        }
        toView.isHidden = false
        if let turn = FlipTurn(options) {
            turn.run(outgoing: fromView, incoming: toView, duration: duration, options: options) {
                if showsAndHides { fromView.isHidden = true } else { fromView.removeFromSuperview() }
                completion?(true)
            }
            return
        }
        let fromAlpha = fromView.alpha
        View.animate(withDuration: duration, delay: 0, options: options, animations: { fromView.alpha = 0 }) { finished in
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

/// The half turn of a flip transition option: the outgoing view turns away from 0 to
/// `angle` about the axis while the incoming one turns in from −`angle` to 0, each hidden while
/// its back faces the viewer, one rotation eased by the options' curve over the duration. From
/// the left, the left edge comes toward the viewer; from the top, the top edge. The eye is
/// 1000 pt away (m34 = −1/1000): UIKit's own perspective for these options is not documented.
@MainActor
struct FlipTurn {
    let axis: (x: Double, y: Double)
    let angle: Double
    static let eyeDistance = 1000.0

    init?(_ options: UIView.AnimationOptions) {
        switch options.rawValue & (7 << 20) {
        case UIView.AnimationOptions.transitionFlipFromLeft.rawValue: (axis, angle) = ((0, 1), .pi)
        case UIView.AnimationOptions.transitionFlipFromRight.rawValue: (axis, angle) = ((0, 1), -.pi)
        case UIView.AnimationOptions.transitionFlipFromTop.rawValue: (axis, angle) = ((1, 0), -.pi)
        case UIView.AnimationOptions.transitionFlipFromBottom.rawValue: (axis, angle) = ((1, 0), .pi)
        default: return nil
        }
    }

    func run(outgoing: UIView, incoming: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
             completion: @escaping () -> Void) {
        let clock = outgoing.node.layer.animationClock
        let timing = AnimationTiming.block(beginTime: clock.now, duration: duration, options: options)
        var eye = Transform3D.identity
        eye.m34 = -1 / FlipTurn.eyeDistance
        for (view, start) in [(outgoing, 0.0), (incoming, -angle)] {
            let axis = axis, angle = angle
            let id = clock.makeAnimationID()
            view.node.layer.add(KeyedAnimation(key: "flip", id: id, timing: timing, fillsBackwards: true, holdsEnd: false) { state, p in
                let turn = start + p * angle
                state.transform3D = state.transform3D
                    .concatenating(Transform3D(rotationAngle: turn, x: axis.x, y: axis.y, z: 0))
                    .concatenating(eye)
                if abs(turn) > .pi / 2 { state.opacity = 0 }
            })
            clock.record(timing, animation: id, label: "flip of \(view.node.displayName)")
        }
        _ = clock.schedule(at: timing.endTime, label: "flip completion") {
            MainActor.assumeIsolated {
                outgoing.node.layer.removeKeyedAnimation(forKey: "flip")
                incoming.node.layer.removeKeyedAnimation(forKey: "flip")
                completion()
            }
        }
    }
}
