import Foundation
import GoldensTesting
@testable import GoldensUIKit
import GoldensScene
import Testing

// What UIKit keeps alive during a transition, the identities it hands out, and what it calls on
// the app's objects, written as apps write transition code (the weak, implicitly unwrapped
// context of Apple's samples; a coordinator kept from `presentationTransitionWillBegin`).

/// Keeps the context it is handed only weakly, and finishes through it from the animation's
/// completion, as many published animators do.
private final class WeakContextAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var context: UIViewControllerContextTransitioning!
    var contextsSeen: [ObjectIdentifier] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else { return }
        let finalFrame = context.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
        context.containerView.addSubview(toView)
        contextsSeen.append(ObjectIdentifier(context))
        UIView.animate(withDuration: 0.4, animations: { toView.frame = finalFrame }, completion: { _ in
            self.contextsSeen.append(ObjectIdentifier(self.context))
            self.context.completeTransition(!self.context.transitionWasCancelled)
        })
    }
}

/// Keeps the coordinator weakly from `presentationTransitionWillBegin` and uses it later, and
/// notes what it sees of it.
private final class KeptCoordinatorPresentationController: UIPresentationController {
    weak var coordinator: UIViewControllerTransitionCoordinator!
    var sameOnEveryRead = true
    var alongsideCompletionRan = false
    let dimming = UIView()

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        coordinator = presentedViewController.transitionCoordinator
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.insertSubview(dimming, at: 0)
        coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: { _ in
            self.alongsideCompletionRan = true
        })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let current = presentedViewController.transitionCoordinator, current !== coordinator { sameOnEveryRead = false }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if presentedViewController.transitionCoordinator !== coordinator { sameOnEveryRead = false }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 0, dy: 200).offsetBy(dx: 0, dy: 200)
    }
}

private class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// Weak: the delegate makes a fresh animator per transition and keeps none, so what keeps
    /// it alive is UIKit, for the transition's length.
    weak var lastAnimator: WeakContextAnimator?
    var interactor: UIViewControllerInteractiveTransitioning?
    var animator: () -> UIViewControllerAnimatedTransitioning = { WeakContextAnimator() }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let made = animator()
        lastAnimator = made as? WeakContextAnimator
        return made
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        KeptCoordinatorPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// An animator whose `animateTransition` is empty: the interaction controller runs the
/// transition (a common shape for interruptible drivers).
private final class EmptyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animateTransitionCalls = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { animateTransitionCalls += 1 }
}

/// Drives the whole presentation from `startInteractiveTransition` with its own property
/// animator, and wants no interactive start (a button, not a gesture, began it).
private final class ButtonDriver: NSObject, UIViewControllerInteractiveTransitioning {
    var wantsInteractiveStart: Bool { false }
    var started = 0

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        started += 1
        guard let toController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
        transitionContext.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { toView.frame = finalFrame }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator.startAnimation()
    }
}

/// A percent-driven controller that starts non-interactively unless a gesture is under way,
/// said by overriding the getter, as published pan-to-dismiss controllers do.
private final class GestureAwareInteractor: UIPercentDrivenInteractiveTransition {
    var gestureInProgress = false
    override var wantsInteractiveStart: Bool {
        get { gestureInProgress }
        set {}
    }
}

/// Notes the context it starts with before handing over to the percent-driven machinery, as
/// subclasses that set up their gesture there do.
private final class NotingInteractor: UIPercentDrivenInteractiveTransition {
    var startedWith: UIViewControllerContextTransitioning?
    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        startedWith = transitionContext
        super.startInteractiveTransition(transitionContext)
        finish()
    }
}

/// Notes the context `animateTransition` is handed.
private final class NotingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animatedWith: UIViewControllerContextTransitioning?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animatedWith = transitionContext
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Notes the coordinator as the presented controller reads it, and what its alongside
/// animation and completion are handed.
private final class CoordinatorNotingController: UIPresentationController {
    var read: UIViewControllerTransitionCoordinator?
    var handed: [UIViewControllerTransitionCoordinatorContext] = []
    override func presentationTransitionWillBegin() {
        read = presentedViewController.transitionCoordinator
        read?.animate(alongsideTransition: { self.handed.append($0) }, completion: { self.handed.append($0) })
    }
}

private final class Card: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }
}

@MainActor
@Suite struct TransitionLifetimeTests {
    /// The screen a card is presented on; kept by the test while it looks at the result.
    private let presenter = UIViewController()
    private let window: UIWindow

    init() {
        presenter.view.backgroundColor = .white
        window = UIWindow(rootViewController: presenter)
    }

    private func present(_ card: UIViewController, delegate: CardDelegate,
                         style: UIModalPresentationStyle = .custom) throws -> [TransitionFrame] {
        card.modalPresentationStyle = style
        card.transitioningDelegate = delegate
        return try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
    }

    @Test func aWeakContextLivesUntilTheTransitionEndsAndTheAnimatorIsLetGoAfter() throws {
        let delegate = CardDelegate()
        let card = Card()
        weak var animator: WeakContextAnimator?
        delegate.animator = {
            let made = WeakContextAnimator()
            animator = made
            return made
        }
        let frames = try present(card, delegate: delegate)
        // The completion found its weak context alive and completed: every frame, then settled.
        #expect(frames.map(\.label) == ["present@0.00", "present@0.50", "present@1.00", "present@settled"])
        #expect(card.presentingViewController != nil)
        // UIKit keeps the animator for the transition only.
        #expect(animator == nil)
    }

    @Test func theContextIsOneObjectFromAnimateTransitionToTheCompletionAndIsLetGoAfter() throws {
        let delegate = CardDelegate()
        let animator = WeakContextAnimator()
        delegate.animator = { animator }
        _ = try present(Card(), delegate: delegate)
        #expect(animator.contextsSeen.count == 2)
        #expect(Set(animator.contextsSeen).count == 1)
        #expect(animator.context == nil)
    }

    @Test func aCoordinatorKeptWeaklyIsTheOneEveryReadReturnsAndLivesUntilTheEnd() throws {
        let delegate = CardDelegate()
        let card = Card()
        _ = try present(card, delegate: delegate)
        let controller = try #require(card.presentationController as? KeptCoordinatorPresentationController)
        #expect(controller.sameOnEveryRead)
        #expect(controller.alongsideCompletionRan)
        #expect(controller.dimming.alpha == 1)
        // Outside a transition there is no coordinator, and the kept one was let go.
        #expect(card.transitionCoordinator == nil)
        #expect(controller.coordinator == nil)
    }

    @Test func anInteractionControllerThatWantsNoInteractiveStartIsStillHandedTheTransition() throws {
        let delegate = CardDelegate()
        let empty = EmptyAnimator()
        let driver = ButtonDriver()
        delegate.animator = { empty }
        delegate.interactor = driver
        let card = Card()
        let frames = try present(card, delegate: delegate, style: .overFullScreen)
        #expect(driver.started == 1)
        #expect(empty.animateTransitionCalls == 0)
        // The card rises under the driver's own property animator: halfway up at 0.5, in place
        // once settled.
        let middle = try #require(frames.first { $0.label == "present@0.50" })
        let settled = try #require(frames.last)
        #expect(middle.bitmap != settled.bitmap)
        #expect(card.view.frame.origin.y == 0)
    }

    /// The delegate makes the interaction controller for the occasion and keeps nothing: UIKit
    /// keeps it for the transition, so its override still decides, and lets it go after.
    @Test func anInteractionControllerNobodyElseHoldsLivesForTheTransition() throws {
        final class ForgetfulDelegate: CardDelegate {
            weak var made: GestureAwareInteractor?
            override func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? {
                let interactor = GestureAwareInteractor()
                made = interactor
                return interactor
            }
        }
        let delegate = ForgetfulDelegate()
        let card = Card()
        let frames = try present(card, delegate: delegate)
        #expect(frames.last?.label == "present@settled")
        #expect(card.view.window != nil)
        #expect(delegate.made == nil)
    }

    /// UIKit hands one context to the interaction controller and the animator it drives, and one
    /// coordinator to every reader and to alongside animations: the same objects, not copies.
    @Test func theInteractionControllerAndTheAnimatorShareOneContextAndEveryoneOneCoordinator() throws {
        final class IdentityDelegate: CardDelegate {
            weak var presentationController: CoordinatorNotingController?
            override func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                                 source: UIViewController) -> UIPresentationController? {
                let made = CoordinatorNotingController(presentedViewController: presented, presenting: presenting)
                presentationController = made
                return made
            }
        }
        let delegate = IdentityDelegate()
        let animator = NotingAnimator()
        let interactor = NotingInteractor()
        delegate.animator = { animator }
        delegate.interactor = interactor
        let card = Card()
        let frames = try present(card, delegate: delegate)
        #expect(frames.last?.label == "present@settled")
        let started = try #require(interactor.startedWith)
        let animated = try #require(animator.animatedWith)
        #expect(started === animated)
        let controller = try #require(delegate.presentationController)
        let coordinator = try #require(controller.read)
        #expect(controller.handed.count == 2)
        #expect(controller.handed.allSatisfy { $0 === coordinator })
    }

    @Test func aPercentDrivenSubclassOverridingWantsInteractiveStartStartsWithoutAGesture() throws {
        let delegate = CardDelegate()
        let interactor = GestureAwareInteractor()
        delegate.interactor = interactor
        let card = Card()
        // No gesture: the override says so, and the presentation runs to its end by itself.
        let frames = try present(card, delegate: delegate)
        #expect(frames.last?.label == "present@settled")
        #expect(card.presentingViewController != nil)
        #expect(interactor.percentComplete == 0)
    }
}

// MARK: - Call sequences

/// Everything UIKit calls on the app's objects in a custom presentation and its dismissal, in order.
@MainActor
private final class CallLog {
    var calls: [String] = []
    func note(_ call: String) { calls.append(call) }
}

private final class LoggingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented == true
        log.note("animateTransition")
        let view = transitionContext.view(forKey: presenting ? .to : .from)
        if presenting, let view { transitionContext.containerView.addSubview(view) }
        view?.alpha = presenting ? 0 : 1
        UIView.animate(withDuration: 0.3, animations: { view?.alpha = presenting ? 1 : 0 }, completion: { _ in
            self.log.note("completeTransition")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.note("animationEnded") }
}

private final class LoggingPresentationController: UIPresentationController {
    var log: CallLog!
    override func presentationTransitionWillBegin() { log.note("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.note("presentationTransitionDidEnd") }
    override func dismissalTransitionWillBegin() { log.note("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.note("dismissalTransitionDidEnd") }
}

private final class LoggingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    /// Vended for the dismissal when set.
    var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.note("presentationController(forPresented:)")
        let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        return controller
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.note("animationController(forPresented:)")
        return LoggingAnimator(log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.note("animationController(forDismissed:)")
        return LoggingAnimator(log: log)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.note("interactionControllerForPresentation")
        return nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.note("interactionControllerForDismissal")
        return dismissalInteractor
    }
}

private class LoggingCard: UIViewController {
    var log: CallLog!
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.note("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.note("viewDidDisappear") }
}

@MainActor
@Suite struct TransitionCallSequenceTests {
    /// A presenter in a window and a logging card set up for a custom presentation whose
    /// delegate, animator and presentation controller write to one log.
    private func loggedCustomPresentation(of card: LoggingCard = LoggingCard())
        -> (CallLog, UIViewController, UIWindow, LoggingCard, LoggingDelegate, TransitionSampler) {
        let log = CallLog()
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        card.log = log
        let delegate = LoggingDelegate(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        return (log, presenter, window, card, delegate, TransitionSampler(window: window))
    }

    /// The order UIKit documents for a custom presentation and its dismissal: the delegate's
    /// objects (presentation controller, animator, interaction controller), the will-callbacks,
    /// the animator, then on `completeTransition` the presentation controller's did-callback,
    /// `animationEnded`, the appearance callback and last the caller's completion.
    @Test func aCustomPresentationAndDismissalCallTheAppInUIKitsOrder() throws {
        let (log, presenter, window, card, delegate, sampler) = loggedCustomPresentation()
        _ = try sampler.record(.perform("present LoggingCard", phase: "present") {
            presenter.present(card, animated: true) { log.note("present completion") }
        }, at: .progress([0.5]))
        #expect(log.calls == [
            "presentationController(forPresented:)", "animationController(forPresented:)", "interactionControllerForPresentation",
            "viewWillAppear", "presentationTransitionWillBegin", "animateTransition", "completeTransition",
            "presentationTransitionDidEnd", "animationEnded", "viewDidAppear", "present completion",
        ])
        log.calls = []
        _ = try sampler.record(.perform("dismiss LoggingCard", phase: "dismiss") {
            card.dismiss(animated: true) { log.note("dismiss completion") }
        }, at: .progress([0.5]))
        #expect(log.calls == [
            "animationController(forDismissed:)", "interactionControllerForDismissal",
            "viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition", "completeTransition",
            "dismissalTransitionDidEnd", "animationEnded", "viewDidDisappear", "dismiss completion",
        ])
        withExtendedLifetime((window, delegate)) {}
    }

    /// A dismissal the user's drag cancels: the card stays, so the callbacks that said it was
    /// going are balanced by `viewWillAppear` and `viewDidAppear` once the transition has ended.
    @Test func aCancelledInteractiveDismissalBalancesTheAppearanceCallbacks() throws {
        let (log, presenter, window, card, delegate, sampler) = loggedCustomPresentation()
        _ = try sampler.record(.present(card, from: presenter), at: .progress([0.5]))
        log.calls = []
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        let drag = GestureScript(updates: [(0.05, 0.1), (0.1, 0.3)], ending: .cancel(at: 0.15))
        _ = try sampler.record(.interactive(.dismiss(card), interactor: interactor, gesture: drag), at: .progress([0.5]))
        #expect(log.calls == [
            "animationController(forDismissed:)", "interactionControllerForDismissal",
            "viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition", "completeTransition",
            "dismissalTransitionDidEnd", "animationEnded", "viewWillAppear", "viewDidAppear",
        ])
        #expect(card.presentingViewController === presenter, "the card is still presented")
        withExtendedLifetime(window) {}
    }
    /// When the finger lifts, UIKit tells the handlers registered with
    /// `notifyWhenInteractionChanges` (and the older `notifyWhenInteractionEnds`) once, with the
    /// coordinator already non-interactive and saying whether the transition was cancelled:
    /// screens restore their bar colours there after an interactive pop is abandoned.
    @Test func endingAnInteractionNotifiesTheCoordinatorsHandlers() throws {
        for cancels in [true, false] {
            let (log, presenter, window, card, delegate, sampler) = loggedCustomPresentation(of: InteractionWatchingCard())
            _ = try sampler.record(.present(card, from: presenter), at: .progress([0.5]))
            log.calls = []
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.dismissalInteractor = interactor
            let drag = GestureScript(updates: [(0.05, 0.1), (0.1, 0.3)], ending: cancels ? .cancel(at: 0.15) : .finish(at: 0.15))
            _ = try sampler.record(.interactive(.dismiss(card), interactor: interactor, gesture: drag), at: .progress([0.5]))
            let ending = "interaction changed: interactive false, cancelled \(cancels)"
            #expect(log.calls.filter { $0.hasPrefix("interaction changed") || $0.hasPrefix("ended") } == [
                ending, "ended: interactive false, cancelled \(cancels)",
            ])
            withExtendedLifetime((window, delegate)) {}
        }
    }
}

/// Registers for the end of the interaction as its dismissal starts, as screens that undo their
/// changes after an abandoned swipe do.
private final class InteractionWatchingCard: LoggingCard {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
            log?.note("interaction changed: interactive \(context.isInteractive), cancelled \(context.isCancelled)")
        }
        transitionCoordinator?.notifyWhenInteractionEnds { [log] context in
            log?.note("ended: interactive \(context.isInteractive), cancelled \(context.isCancelled)")
        }
    }
}

/// Says its style and delegate through getters of its own, as self-presenting cards in
/// published code do, instead of setting UIKit's properties.
private final class SelfStyledCard: UIViewController {
    let cardDelegate = CardDelegate()
    var wantsCustomPresentation = false

    override var modalPresentationStyle: UIModalPresentationStyle {
        get { wantsCustomPresentation ? .custom : .fullScreen }
        set {}
    }

    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { cardDelegate }
        set {}
    }
}

@MainActor
@Suite struct OverriddenPresentationPropertiesTests {
    /// UIKit reads the style and the delegate through the presented controller's properties
    /// when it presents, so overriding getters (whose answer changed after the controller was
    /// made) choose the custom presentation and its animator.
    @Test func overriddenStyleAndDelegateGettersChooseTheCustomPresentation() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let card = SelfStyledCard()
        card.wantsCustomPresentation = true
        var vended = 0
        card.cardDelegate.animator = {
            vended += 1
            return WeakContextAnimator()
        }
        _ = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
        #expect(vended == 1, "the delegate the getter returns was asked for the animator")
        #expect(card.presentationController is KeptCoordinatorPresentationController)
        // The card sits where the custom presentation controller put it.
        #expect(card.view.frame == CGRect(x: 0, y: 400, width: 390, height: 444))
        withExtendedLifetime(window) {}
    }
}

@MainActor
@Suite struct DismissalReleaseTests {
    /// After a dismissal ends, nothing of the presentation is kept: the presented controller, its
    /// presentation controller and the animator are released (the test keeps none of them).
    @Test func aDismissedCardAndItsPresentationControllerAreReleased() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = CardDelegate()
        let sampler = TransitionSampler(window: window)
        weak var released: UIViewController?
        weak var releasedPresentationController: UIPresentationController?
        try {
            let card = Card()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            _ = try sampler.record(.present(card, from: presenter), at: .progress([0.5]))
            released = card
            releasedPresentationController = card.presentationController
            #expect(releasedPresentationController is KeptCoordinatorPresentationController)
            _ = try sampler.record(.dismiss(card), at: .progress([0.5]))
        }()
        #expect(presenter.presentedViewController == nil)
        #expect(released == nil, "the presenter let go of the dismissed card")
        #expect(releasedPresentationController == nil, "and of its presentation controller")
        #expect(delegate.lastAnimator == nil)
        withExtendedLifetime(window) {}
    }
}

/// Vends no animator but would vend an interaction controller, and counts the questions.
private final class InteractorOnlyDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interactionQuestions = 0
    let interactor = UIPercentDrivenInteractiveTransition()

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionQuestions += 1
        return interactor
    }
}

@MainActor
@Suite struct SystemTransitionInteractionTests {
    /// UIKit asks for an interaction controller about the animator the delegate vended; with
    /// none vended, the system transition runs, not interactively, and nobody is asked.
    @Test func aDelegateThatVendsNoAnimatorIsNotAskedForAnInteractionController() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = InteractorOnlyDelegate()
        let card = Card()
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = delegate
        let frames = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
        #expect(delegate.interactionQuestions == 0)
        #expect(frames.last?.label == "present@settled")
        #expect(card.presentingViewController === presenter)
        withExtendedLifetime(window) {}
    }
}

/// What an interactive transition's animator does after the finger lifts runs in real time:
/// an animation started from the main animation's completion (a last fade of the dimming
/// before `completeTransition`) plays, and its completion ends the transition.
@MainActor
@Suite struct InteractiveTransitionAftermathTests {
    @Test func anAnimationStartedAfterTheInteractionEndsCompletesTheTransition() throws {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let window = UIWindow(rootViewController: presenter)
        let card = UIViewController()
        card.view.backgroundColor = .systemIndigo
        let delegate = FadeOutLastDelegate()
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = delegate
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(card, from: presenter), at: .progress([0.5]))
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        let drag = GestureScript(updates: [(0.05, 0.2), (0.1, 0.5)], ending: .finish(at: 0.15))
        let frames = try sampler.record(.interactive(.dismiss(card), interactor: interactor, gesture: drag), at: .seconds([0.3, 0.45]))
        #expect(frames.count >= 2)
        #expect(card.presentingViewController == nil, "the dismissal completed")
        // The 0.3 s left of the 0.4 s slide end at 0.45 s; the 0.24 s fade after it ends at 0.69 s.
        #expect(delegate.fadeEnded)
        withExtendedLifetime(window) {}
    }
}

private final class FadeOutLastDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var interactor: UIPercentDrivenInteractiveTransition?
    var fadeEnded = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) {
            container.addSubview(toView)
            UIView.animate(withDuration: 0.4, animations: {}, completion: { _ in transitionContext.completeTransition(true) })
            return
        }
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        container.insertSubview(dimming, at: 0)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            fromView.frame.origin.y = container.bounds.height
        }, completion: { _ in
            UIView.animate(withDuration: 0.24, animations: { dimming.alpha = 0 }, completion: { _ in
                self.fadeEnded = true
                dimming.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        })
    }
}

/// A photo viewer that makes a helper its transitioning delegate in `viewDidLoad`, as image
/// viewer libraries do: UIKit loads the view before it asks for the animator, so the helper's
/// zoom runs rather than the controller's cross-dissolve.
@MainActor
@Suite struct DelegateSetInViewDidLoadTests {
    final class Zoom: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        var asked = 0
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked += 1
            return self
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            to.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            UIView.animate(withDuration: 0.5, animations: { to.transform = .identity }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    final class Viewer: UIViewController {
        let zoom = Zoom()
        override init(nibName: String?, bundle: Bundle?) {
            super.init(nibName: nibName, bundle: bundle)
            modalPresentationStyle = .overFullScreen
            modalTransitionStyle = .crossDissolve
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            transitioningDelegate = zoom
        }
    }

    @Test func theHelpersAnimatorRuns() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let viewer = Viewer()
        #expect(!viewer.isViewLoaded)
        root.present(viewer, animated: true)
        #expect(viewer.zoom.asked == 1)
        try #require(Window.key).clock.advance(by: 0.25)
        let scale = try #require(viewer.view.layer.presentation()?.affineTransform().a)
        #expect(scale > 0.2 && scale < 1, "zooming, not fading")
    }
}

/// An interaction controller whose `cancel()` override fades the screen back itself and ends the
/// transition from that animation's completion, as photo viewers write it: the transition ends.
@MainActor
@Suite struct InteractionControllerOwnCancelTests {
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let from = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: 0.3, animations: { from.alpha = 0.1 })
        }
    }

    final class Interactor: UIPercentDrivenInteractiveTransition {
        private var context: (any UIViewControllerContextTransitioning)?
        override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            super.startInteractiveTransition(transitionContext)
        }
        override func cancel() {
            super.cancel()
            guard let context else { return }
            let from = context.view(forKey: .from)
            UIView.animate(withDuration: 0.15, animations: { from?.alpha = 1 }) { finished in
                if finished { context.completeTransition(false) }
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = Interactor()
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Fade() }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactor
        }
    }

    @Test func theTransitionEndsCancelled() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let delegate = Delegate()
        let viewer = UIViewController()
        viewer.modalPresentationStyle = .overFullScreen
        viewer.transitioningDelegate = delegate
        root.present(viewer, animated: false)
        let clock = try #require(Window.key).clock
        viewer.dismiss(animated: true)
        delegate.interactor.update(0.2)
        try clock.advance(by: 0.1)
        delegate.interactor.cancel()
        try clock.advance(by: 1)
        #expect(root.presentedViewController === viewer)
        #expect(viewer.view.alpha == 1)
        #expect(viewer.transitionCoordinator == nil, "no transition is left running")
    }
}

/// A percent-driven transition whose animator vends an interruptible animator carries the
/// alongside animations in that animator: a presentation controller's dimming follows the finger.
@MainActor
@Suite struct AlongsideWithAnInterruptibleAnimatorTests {
    final class Dimming: UIPresentationController {
        let dimming = UIView()
        override func presentationTransitionWillBegin() {
            dimming.backgroundColor = .black
            dimming.frame = containerView?.bounds ?? .zero
            containerView?.insertSubview(dimming, at: 0)
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
        }
    }

    final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        private var animator: UIViewPropertyAnimator?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: transitionContext).startAnimation()
        }
        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
            if let animator { return animator }
            let from = transitionContext.view(forKey: .from)
            let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { from?.frame.origin.y = 844 }
            made.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
            animator = made
            return made
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            Dimming(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Slide() }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactor
        }
    }

    @Test func theDimmingFollowsThePercent() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let delegate = Delegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        let dimming = try #require((card.presentationController as? Dimming)?.dimming)
        card.dismiss(animated: true)
        delegate.interactor.update(0.25)
        try #require(Window.key).clock.advance(by: 0.5)
        let alpha = try #require(dimming.layer.presentation()?.opacity)
        #expect(abs(alpha - 0.75) < 0.01, "a quarter of the way, not the whole fade run on the clock")
        delegate.interactor.finish()
        try #require(Window.key).clock.advance(by: 1)
        #expect(root.presentedViewController == nil)
    }
}

/// An animator that completes the transition from each of several animations' completions: UIKit
/// takes the first call and ignores the others, so the transition ends once and nothing fails.
@MainActor
@Suite struct CompletedFromEveryCompletionTests {
    final class Fan: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(to)
            for delay in [0.0, 0.1, 0.2] {
                UIView.animate(withDuration: 0.1, delay: delay, options: [], animations: { to.alpha = 1 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
    }

    @Test func theTransitionEndsOnceAndNothingFails() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let fan = Fan()
        let detail = UIViewController()
        detail.transitioningDelegate = fan
        detail.modalPresentationStyle = .fullScreen
        _ = SceneDiagnostics.drain(window.windowNode)
        root.present(detail, animated: true)
        try #require(Window.key).clock.advance(by: 1)
        #expect(root.presentedViewController === detail)
        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty)
    }
}
