import Foundation

/// What an animator gets to do its work (UIViewControllerContextTransitioning): the container,
/// the two controllers and views, their frames, and `completeTransition`.
///
/// UIKit hands transition code a context only through its protocol, never a class of its own,
/// so this object is the context UIKit code sees: GoldensUIKit makes it conform to
/// `UIViewControllerContextTransitioning` (an `NSObject`, as UIKit's protocol requires). Its
/// driver holds it until the transition has ended, as UIKit does (code keeps
/// `weak var context` and reads it from completions), and lets go of it then.
@MainActor
public final class TransitionContext: NSObject {
    public let containerView: View
    public let isAnimated: Bool
    public internal(set) var isInteractive: Bool
    public internal(set) var transitionWasCancelled = false
    public let presentationStyle: ModalPresentationStyle

    /// The transition this context belongs to; nil once it has ended and gone (a context code
    /// kept past its transition must not keep the transition alive, nor trap when used).
    weak var driver: TransitionDriver?
    private let fromController: ViewController
    private let toController: ViewController
    private let fromView: View?
    /// Read again once the presentation controller's `presentationTransitionWillBegin` has run:
    /// Apple's own sample builds its wrapper there and answers it as `presentedView`.
    var toView: View?
    private let initialFrames: [ObjectIdentifier: Rect]
    /// Set again for the presented controller once `presentationTransitionWillBegin` has run.
    var finalFrames: [ObjectIdentifier: Rect]

    init(driver: TransitionDriver, container: View, animated: Bool, style: ModalPresentationStyle,
         from: ViewController, to: ViewController, fromView: View?, toView: View?,
         initialFrames: [ObjectIdentifier: Rect], finalFrames: [ObjectIdentifier: Rect]) {
        self.driver = driver
        containerView = container
        isAnimated = animated
        isInteractive = false
        presentationStyle = style
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        super.init()
    }

    // The members GoldensUIKit's conformance shadows with UIKit's types, by names it can reach.
    package var sceneContainerView: View { containerView }
    package var modalPresentationStyle: ModalPresentationStyle { presentationStyle }

    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    /// The view to animate; nil when the controller's view must not be touched (the presenter's
    /// view when it stays on screen: `.from` while presenting, `.to` while dismissing;
    /// docs/UIKitBehaviour.md, "Views handed to the animator").
    public func view(forKey key: TransitionContextKey) -> View? {
        key == .from ? fromView : toView
    }

    /// Where the controller's view starts; `.zero` when it is not on screen yet.
    public func initialFrame(for controller: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Where the controller's view must end; `.zero` when it leaves the screen (never animate to it).
    public func finalFrame(for controller: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(controller)] ?? .zero
    }

    /// Ends the transition. Call once, after the animations, with `!transitionWasCancelled`.
    /// Later calls, on a transition that has ended, are ignored as UIKit ignores them (an
    /// animator that completes from each of several animations' completions), and only logged.
    public func completeTransition(_ didComplete: Bool) {
        guard let driver else {
            return ConsoleLog.write("completeTransition(\(didComplete)) was called on the context of a transition that has ended; ignored")
        }
        driver.completeTransition(didComplete)
    }

    // MARK: Interactive

    /// The last percent reported by the interaction controller.
    public internal(set) var percentComplete: Double = 0

    public func updateInteractiveTransition(_ percentComplete: Double) {
        self.percentComplete = percentComplete
        driver?.interactionUpdated(percentComplete)
    }

    /// The interaction ends: the rest plays on its own, and the coordinator's
    /// `notifyWhenInteractionChanges` handlers learn it (with `isCancelled` false).
    public func finishInteractiveTransition() {
        transitionWasCancelled = false
        interactionChanged(to: false)
        driver?.interactionEnded(cancelled: false)
    }

    /// The interaction ends and the transition plays back; the handlers see `isCancelled`.
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        interactionChanged(to: false)
        driver?.interactionEnded(cancelled: true)
    }

    public func pauseInteractiveTransition() {
        interactionChanged(to: true)
        driver?.interactionEnded(cancelled: nil)
    }

    /// UIKit calls the handlers each time the transition passes between interactive and not, in
    /// the order they were registered, with the coordinator as it reads after the change.
    private func interactionChanged(to interactive: Bool) {
        guard isInteractive != interactive else { return }
        isInteractive = interactive
        guard let coordinator = driver?.coordinator else { return }
        for handler in coordinator.interactionChangeHandlers { handler(coordinator) }
    }
}

/// A transition a coordinator reports on: a modal presentation or dismissal, a container's
/// child transition, or a size change.
@MainActor
protocol CoordinatedTransition: AnyObject {
    var label: String { get }
    var duration: Double { get }
    var isFinished: Bool { get }
    /// The animator's context; nil for a size change.
    var transitionContext: TransitionContext? { get }
    var coordinatorContainerView: View { get }
    func runAlongside(_ entry: TransitionCoordinator.Alongside)
    func involves(_ controller: ViewController) -> Bool
    var coordinator: TransitionCoordinator! { get }
}

/// Runs work alongside a transition and reports on it (UIViewControllerTransitionCoordinator).
///
/// Like the context, this is the coordinator UIKit code sees (GoldensUIKit makes it conform to
/// `UIViewControllerTransitionCoordinator`): `transitionCoordinator` is this one object on every
/// read while the transition runs (code keeps it in a `weak var` from
/// `presentationTransitionWillBegin` on); its driver lets go of it when the transition ends.
@MainActor
public final class TransitionCoordinator: NSObject {
    /// The transition reported on; nil once it has ended and gone.
    weak var driver: (any CoordinatedTransition)?
    var alongside: [Alongside] = []
    var animationsStarted = false
    /// `notifyWhenInteractionChanges` handlers, called by the context when the interaction ends
    /// (finished or cancelled) or a running transition is paused into one.
    package var interactionChangeHandlers: [(TransitionCoordinator) -> Void] = []

    init(driver: any CoordinatedTransition) {
        self.driver = driver
        super.init()
    }

    // What a coordinator kept past its transition answers: the last state it reported would
    // be as good a guess; these are the values of a transition that is not running.
    public var isAnimated: Bool { driver?.transitionContext?.isAnimated ?? true }
    public var isInteractive: Bool { driver?.transitionContext?.isInteractive ?? false }
    public var isCancelled: Bool { driver?.transitionContext?.transitionWasCancelled ?? false }
    public var transitionDuration: Double { driver?.duration ?? 0 }
    public var percentComplete: Double { driver?.transitionContext?.percentComplete ?? 0 }
    public var containerView: View { driver?.coordinatorContainerView ?? endedContainer }
    public var presentationStyle: ModalPresentationStyle { driver?.transitionContext?.presentationStyle ?? .fullScreen }

    /// The container a coordinator kept past its transition hands out: an empty view, on no
    /// screen.
    private lazy var endedContainer = View()

    // The members GoldensUIKit's conformance shadows with UIKit's types, by names it can reach.
    package var sceneContainerView: View { containerView }
    package var modalPresentationStyle: ModalPresentationStyle { presentationStyle }
    package var fractionComplete: Double { percentComplete }

    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        driver?.transitionContext?.viewController(forKey: key)
    }

    public func view(forKey key: TransitionContextKey) -> View? {
        driver?.transitionContext?.view(forKey: key)
    }

    /// Runs `animation` in the transition's animation context (its duration; curve inherited)
    /// and `completion` after the transition ends. Returns false once the transition is over.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        animate(alongsideTransitionIn: nil, animation: animation, completion: completion)
    }

    /// The same for animations of `view`, a view outside the container: while an interaction
    /// scrubs the container's time, `view` is drawn on that time too (docs/UIKitBehaviour.md,
    /// "Transition coordinator").
    @discardableResult
    public func animate(alongsideTransitionIn view: View?, animation: ((TransitionCoordinator) -> Void)?,
                        completion: ((TransitionCoordinator) -> Void)? = nil) -> Bool {
        guard let driver, !driver.isFinished else { return false }
        let entry = Alongside(view: view, animation: animation, completion: completion)
        alongside.append(entry)
        if animationsStarted { driver.runAlongside(entry) }
        return true
    }

    /// An alongside animation: the view it is for (nil: the container's), the animations and
    /// the completion.
    struct Alongside {
        var view: View?
        var animation: ((TransitionCoordinator) -> Void)?
        var completion: ((TransitionCoordinator) -> Void)?
    }
}
