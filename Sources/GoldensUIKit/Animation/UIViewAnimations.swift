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

    /// iOS 17's duration-and-bounce spring: the perceptual spring of response `springDuration`
    /// and damping ratio `1 − bounce` (overdamped, `1/(1 + bounce)`, for a negative bounce),
    /// mass 1, running until it settles, as SwiftUI's `spring(duration:bounce:)` is defined.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(duration: Double(duration), bounce: max(Double(bounce), -0.999), initialVelocity: Double(velocity))
        View.animate(spring: spring, delay: delay, options: options, animations: animating(animations), completion: completion)
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
    /// (see `flip`); with a curl the snapshot rolls away over it (see `PageCurl`); with any other
    /// option the snapshot fades out above the view. An opaque view shows its new content at once beneath the
    /// fading snapshot, which makes the blend exact; a view with a transparent background also
    /// fades its new content in, so what lies behind it shows through as before.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let window = view as? UIWindow {
            return transitionWindow(window, duration: duration, options: options, animations: animations, completion: completion)
        }
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
        if let curl = PageCurl(options) {
            curl.run(page: before, duration: duration, options: options) { finished in
                before.removeFromSuperview()
                completion?(finished)
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

    /// A transition of a whole window (a root controller swapped after a login): the window's
    /// last picture (from before a root change in the same turn) leaves over its new content,
    /// fading out, or turning over with the root controller's view on its back with a flip.
    private class func transitionWindow(_ window: UIWindow, duration: TimeInterval, options: AnimationOptions,
                                        animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let before = window.lookBeforeRootChange ?? window.snapshotView(afterScreenUpdates: false)
        window.lookBeforeRootChange = nil
        View.performWithoutAnimation { animations?() }
        guard let before, duration > 0 else {
            completion?(true)
            return
        }
        before.frame = window.bounds
        before.isUserInteractionEnabled = false
        window.addSubview(before)
        if let turn = FlipTurn(options), let incoming = window.rootViewController?.view {
            turn.run(outgoing: before, incoming: incoming, duration: duration, options: options) {
                before.removeFromSuperview()
                completion?(true)
            }
            return
        }
        if let curl = PageCurl(options) {
            curl.run(page: before, duration: duration, options: options) { finished in
                before.removeFromSuperview()
                completion?(finished)
            }
            return
        }
        View.animate(withDuration: duration, delay: 0, options: options, animations: { before.alpha = 0 }) { finished in
            before.removeFromSuperview()
            completion?(finished)
        }
    }

    /// Replaces `fromView` with `toView` in its superview (or shows and hides them with
    /// `.showHideTransitionViews`), flipping between them with a flip option (see `flip`),
    /// rolling the old look away with a curl (see `PageCurl`), cross-dissolving otherwise.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showsAndHides = options.contains(.showHideTransitionViews)
        // A dissolve or a curl starts from how the superview looked before the call, as UIKit's
        // transition of the superview's layer does.
        let before = showsAndHides || FlipTurn(options) != nil ? nil : fromView.superview.flatMap { lookBefore(of: $0, hiding: toView) }
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
        // UIKit takes the outgoing view out at once; the old look fades out over the superview,
        // so a container that swaps or reorders the views itself right after (a tab bar
        // controller asked `shouldSelect`) keeps the dissolve.
        if let before {
            fromView.removeFromSuperview()
            if let curl = PageCurl(options) {
                return curl.run(page: before, duration: duration, options: options) { finished in
                    before.removeFromSuperview()
                    completion?(finished)
                }
            }
            View.animate(withDuration: duration, delay: 0, options: options, animations: { before.alpha = 0 }) { finished in
                before.removeFromSuperview()
                completion?(finished)
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

    /// A snapshot of `superview` as it looked before `incoming` came into it, placed over it (in
    /// its own superview, or as its top subview when it has none); nil when it cannot be taken.
    private class func lookBefore(of superview: UIView, hiding incoming: UIView) -> UIView? {
        let shown = incoming.superview === superview && !incoming.isHidden
        if shown { incoming.isHidden = true }
        let snapshot = superview.snapshotView(afterScreenUpdates: false)
        if shown { incoming.isHidden = false }
        guard let snapshot else { return nil }
        if let outer = superview.superview {
            snapshot.bounds = superview.bounds
            snapshot.center = superview.center
            snapshot.transform = superview.transform
            outer.insertSubview(snapshot, aboveSubview: superview)
        } else {
            snapshot.frame = superview.bounds
            superview.addSubview(snapshot)
        }
        snapshot.isUserInteractionEnabled = false
        return snapshot
    }

    /// The system delete animation. Its motion is not documented, so it is not drawn: the
    /// call is reported by name (the frame fails rather than record a guess), the parallel
    /// changes are made and the views removed at once, and the completion runs on the next turn.
    /// With no views (apps call it so to animate their own changes with the system's motion),
    /// the parallel changes animate on UIKit's system spring.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if views.isEmpty {
            var timing = options
            timing.remove(AnimationOptions(rawValue: 7 << 16))
            timing.insert(.curveSystemSpring)
            return animate(withDuration: Spring.systemSpringDuration, delay: 0, options: timing,
                           animations: parallelAnimations ?? {}, completion: completion)
        }
        SceneDiagnostics.report("UIView.perform(.delete, on: \(views.map { $0.node.displayName })): the system delete animation is not modelled by GoldensUIKit; the views were removed at once",
                                about: views.first?.node)
        View.animate(withDuration: 0, options: options, animations: {
            parallelAnimations?()
            for view in views { view.removeFromSuperview() }
        }, completion: completion)
    }

    /// Inside an animation block, the changes in `animations` repeat `count` times (a fraction
    /// stops part-way through a pass), autoreversing each pass when asked; at the end they show
    /// their new values, as in UIKit. The block's completion waits for the last pass.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        View.modifyAnimations(withRepeatCount: Double(count), autoreverses: autoreverses, animations)
    }

    // MARK: The legacy begin/commit animations (deprecated in iOS 13, still in older apps)

    /// What one `beginAnimations` block tells its delegate, set by the `setAnimation…` calls
    /// made before `commitAnimations`.
    @MainActor
    private final class LegacyAnimation {
        let id: String?
        let context: UnsafeMutableRawPointer?
        var delegate: AnyObject?
        var willStart: Selector?
        var didStop: Selector?

        init(id: String?, context: UnsafeMutableRawPointer?) {
            self.id = id
            self.context = context
        }

        /// Sends `selector` to the delegate with the block's identifier, `finished` (only the
        /// did-stop message has it) and context, as UIKit does.
        func tell(_ selector: Selector?, finished: Bool?) {
            guard let selector, let delegate else { return }
            let flag = finished.map { NSNumber(value: $0) }
            #if canImport(ObjectiveC)
            _ = (delegate as? NSObject)?.perform(selector, with: id, with: flag ?? context.map { $0 as Any })
            #else
            let sent = finished == nil ? selector.send(to: delegate, id, context, nil) : selector.send(to: delegate, id, flag, context)
            if !sent {
                SceneDiagnostics.report("the animation delegate \(type(of: delegate)) cannot perform \(selector) (it takes the animation's identifier, finished flag and context, each optional)")
            }
            #endif
        }
    }

    /// The innermost block opened by `beginAnimations` and not yet committed (the engine keeps
    /// the open blocks).
    private static var innermostLegacyAnimation: LegacyAnimation? { View.innermostLegacyAnimations as? LegacyAnimation }

    /// Opens a block: the changes made until `commitAnimations()` animate, over 0.2 s with
    /// ease-in-ease-out from now (UIKit's defaults) unless the `setAnimation…` calls made
    /// before a change say otherwise. Blocks nest; each commit closes the innermost.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let legacy = LegacyAnimation(id: animationID, context: context)
        View.beginLegacyAnimations(label: "beginAnimations(\(animationID.map { "\"\($0)\"" } ?? "nil"))", owner: legacy) { finished in
            legacy.tell(legacy.didStop, finished: finished)
        }
        if animationsDisabled { View.retimeLegacyAnimations { timing, _ in timing.duration = 0 } }
    }

    /// Closes the innermost block: its animations start, the delegate hears the will-start
    /// selector now and the did-stop selector when they end.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        guard let legacy = View.commitLegacyAnimations() as? LegacyAnimation else { return }
        legacy.tell(legacy.willStart, finished: nil)
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelegate(_ delegate: Any?) {
        innermostLegacyAnimation?.delegate = delegate as AnyObject?
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationWillStart(_ selector: Selector?) {
        innermostLegacyAnimation?.willStart = selector
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDidStop(_ selector: Selector?) {
        innermostLegacyAnimation?.didStop = selector
    }

    /// Outside a block, these setters do nothing, as in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        View.retimeLegacyAnimations { timing, _ in timing.duration = animationsDisabled ? 0 : duration }
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        View.retimeLegacyAnimations { timing, _ in timing.delay = delay }
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        View.retimeLegacyAnimations { timing, _ in timing.function = curve.scene.timingFunction }
    }

    /// A count of 0 (the default) plays once; fractions stop part-way through a pass.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        View.retimeLegacyAnimations { timing, _ in timing.repeatCount = Double(repeatCount) }
    }

    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        View.retimeLegacyAnimations { timing, _ in timing.autoreverses = repeatAutoreverses }
    }

    /// True: a change to a property already animating starts from what is on screen, as the
    /// `.beginFromCurrentState` option does.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        View.retimeLegacyAnimations { _, options in
            if fromCurrentState { options.insert(.beginFromCurrentState) } else { options.remove(.beginFromCurrentState) }
        }
    }

    /// Flips and curls of a legacy block are not modelled: any transition but `.none` is
    /// reported by name, and the view's changes animate without it.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        guard transition != .none, innermostLegacyAnimation != nil else { return }
        SceneDiagnostics.report("UIView.setAnimationTransition(\(transition), for: \(view.node.displayName)): transitions of a beginAnimations block are not modelled by GoldensUIKit; use UIView.transition(with:duration:options:animations:completion:)",
                                about: view.node)
    }
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
    nonisolated static let eyeDistance = 1000.0

    /// The perspective the flips are seen in: m34 = −1/`eyeDistance`.
    nonisolated static var eye: Transform3D {
        var eye = Transform3D.identity
        eye.m34 = -1 / eyeDistance
        return eye
    }

    /// `state` turned by `angle` about `axis` in perspective, hidden while its back faces the
    /// viewer (past a quarter turn).
    nonisolated static func turn(_ state: inout LayerState, by angle: Double, about axis: (x: Double, y: Double)) {
        state.transform3D = state.transform3D
            .concatenating(Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: 0))
            .concatenating(eye)
        if abs(angle) > .pi / 2 { state.opacity = 0 }
    }

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
        for (view, start) in [(outgoing, 0.0), (incoming, -angle)] {
            let axis = axis, angle = angle
            let id = clock.makeAnimationID()
            view.node.layer.add(KeyedAnimation(key: "flip", id: id, timing: timing, fillsBackwards: true, holdsEnd: false) { state, p in
                FlipTurn.turn(&state, by: start + p * angle, about: axis)
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
