import GoldensScene

/// What every UIKit animator answers (UIViewAnimating).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animations and completions while it runs.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}

/// UIKit's property animator over the scene model's (docs/UIKitBehaviour.md, "Property
/// animators"): start, pause, scrub, reverse, stop and continue, on the key window's virtual
/// clock. Misuse UIKit raises an exception for is reported to the test instead.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    let node: PropertyAnimator
    public let timingParameters: (any UITimingCurveProvider)?
    open private(set) var delay: TimeInterval = 0

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        node = PropertyAnimator(duration: duration, timingParameters: parameters.sceneParameters)
        timingParameters = parameters
        super.init()
        // Observers hear every change of its state, whoever makes it (the app, an interaction
        // scrubbing it, its end), before completions run.
        node.onChange = { [weak self] in self?.announceChange() }
    }

    /// Its key-value observers look at `isRunning`, `state`, `fractionComplete` and
    /// `isReversed` again, as UIKit's are told when they change.
    private func announceChange() {
        #if !canImport(ObjectiveC)
        ObjectObservations.notify(self)
        #endif
    }

    /// No duration and the default curve: code that makes one early and sets it up later.
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.delay = delay
        if delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
        return animator
    }

    /// The duration asked for; with a physical spring (mass, stiffness and damping), which
    /// ignores it, the spring's settling time, as UIKit reports it.
    open var duration: TimeInterval { node.runDuration }
    open var state: UIViewAnimatingState { UIViewAnimatingState(node.state) }
    open var isRunning: Bool { node.isRunning }
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false

    open var isReversed: Bool {
        get { node.isReversed }
        set { node.isReversed = newValue }
    }

    open var fractionComplete: CGFloat {
        get { CGFloat(node.fractionComplete) }
        set { node.fractionComplete = Double(newValue) }
    }

    open var scrubsLinearly: Bool {
        get { node.scrubsLinearly }
        set { node.scrubsLinearly = newValue }
    }

    open var pausesOnCompletion: Bool {
        get { node.pausesOnCompletion }
        set { node.pausesOnCompletion = newValue }
    }

    open func addAnimations(_ animation: @escaping () -> Void) { node.addAnimations(animation) }

    /// Animations added with a delay factor start after that fraction of the remaining run and
    /// end with the animator, sharing its progress (docs/UIKitBehaviour.md, "Property animators").
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        node.addAnimations(animation, delayFactor: Double(delayFactor))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        node.addCompletion { completion(UIViewAnimatingPosition($0)) }
    }

    open func startAnimation() {
        node.startAnimation()
        keepAliveWhileActive()
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        node.startAnimation(afterDelay: delay)
        keepAliveWhileActive()
    }

    open func pauseAnimation() {
        node.pauseAnimation()
        keepAliveWhileActive()
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        node.stopAnimation(withoutFinishing)
        if state == .inactive { heldWhileActive = nil }
    }

    /// UIKit holds an animator that is running or paused until it finishes, so code may start
    /// one in a local variable (`runningPropertyAnimator`, an animator made inside
    /// `animateTransition`) and rely on its completion.
    private var heldWhileActive: UIViewPropertyAnimator?

    private func keepAliveWhileActive() {
        guard state != .inactive, heldWhileActive == nil else { return }
        heldWhileActive = self
        node.addCompletion { [weak self] _ in self?.heldWhileActive = nil }
    }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { node.finishAnimation(at: finalPosition.scene) }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        node.continueAnimation(withTimingParameters: parameters?.sceneParameters, durationFactor: Double(durationFactor))
    }
}

public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic, spring, composed
}

/// Timing for a property animator: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The scene model's timing for these parameters.
    var sceneParameters: AnimatorTimingParameters {
        if let spring = springTimingParameters { return spring.scene }
        if let cubic = cubicTimingParameters { return cubic.scene }
        return .defaultCubic
    }
}

@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// easeInOut.
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.42, y: 0)
        controlPoint2 = CGPoint(x: 0.58, y: 1)
        super.init()
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        // The four public curves are Béziers; the fallback is never taken.
        let bezier: CubicTimingCurve
        if case let .cubic(curveBezier) = AnimatorTimingParameters.curve(curve.scene) { bezier = curveBezier } else { bezier = .easeInEaseOut }
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var scene: AnimatorTimingParameters {
        .cubic(CubicTimingCurve(x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
                                x2: Double(controlPoint2.x), y2: Double(controlPoint2.y)))
    }
}

@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    let scene: AnimatorTimingParameters

    /// UIKit's default spring (mass 3, stiffness 1000, damping 500), which runs until settled.
    public override init() {
        initialVelocity = .zero
        scene = .defaultSpring
        super.init()
    }

    /// A spring fitted to the animator's duration (docs/UIKitBehaviour.md, "Spring timing
    /// parameters").
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        scene = .dampingRatio(Double(ratio), initialVelocity: UISpringTimingParameters.magnitude(velocity))
        super.init()
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A physical spring: the animator's duration is ignored, it runs until settled.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        scene = .spring(Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: UISpringTimingParameters.magnitude(velocity)))
        super.init()
    }

    /// iOS 17's perceptual spring: runs until settled.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        initialVelocity = velocity
        scene = .spring(Spring(duration: duration, bounce: Double(bounce), initialVelocity: UISpringTimingParameters.magnitude(velocity)))
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Velocity is per axis in UIKit; one spring drives every property here, so a vector along
    /// one axis keeps its sign and a diagonal one gives its length (documented gap).
    static func magnitude(_ velocity: CGVector) -> Double {
        if velocity.dy == 0 { return Double(velocity.dx) }
        if velocity.dx == 0 { return Double(velocity.dy) }
        return Double((velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot())
    }
}
