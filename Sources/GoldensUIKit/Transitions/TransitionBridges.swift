import GoldensScene

// The objects that carry a transition across the boundary: UIKit's delegate, animators and
// interaction controllers are handed to the scene model through adapters. The context and the
// coordinator need none: the engine's are the objects UIKit code sees
// (TransitionContext+UIKit.swift, TransitionCoordinator+UIKit.swift).

/// The scene model's transitioning delegate for a UIKit controller: asks the app's delegate
/// (held weakly, as UIKit holds it) and makes UIKit's sheet controller for the sheet styles.
@MainActor
final class TransitioningDelegateAdapter: ViewControllerTransitioningDelegate {
    unowned let controller: UIViewController
    /// Read at each question, through the controller's property (which a subclass may
    /// override), never copied.
    var delegate: (any UIViewControllerTransitioningDelegate)? { controller.transitioningDelegate }

    init(controller: UIViewController) {
        self.controller = controller
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        guard let presented = UIViewController.bridge(presented),
              let presenting = UIViewController.bridge(presenting) else { return nil }
        let source = UIViewController.bridge(source) ?? presenting
        let animator = delegate?.animationController(forPresented: presented, presenting: presenting, source: source)
            ?? systemAnimator(for: presented, presenting: true)
        return animator.map(AnimatorAdapter.init)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        guard let dismissed = UIViewController.bridge(dismissed) else { return nil }
        let animator = delegate?.animationController(forDismissed: dismissed) ?? systemAnimator(for: dismissed, presenting: false)
        return animator.map(AnimatorAdapter.init)
    }

    /// Without the app's animator: the zoom the controller prefers, or the horizontal flip over
    /// the whole screen; nil leaves the other system animations to the engine.
    private func systemAnimator(for controller: UIViewController, presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        controller.preferredTransition?.zoomAnimator(for: controller, zoomingIn: presenting)
            ?? FlipTransitionAnimator.animator(for: controller, presenting: presenting)
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        guard let presentedController = UIViewController.bridge(presented) else { return nil }
        let presentingController = presenting.flatMap(UIViewController.bridge)
        let made: UIPresentationController?
        if presentedController.effectivePresentationStyle == .popover {
            let popover = presentedController.pendingPopover()
            popover.presentingStorage = presentingController
            made = popover
        } else if presentedController.presentsAsSheet {
            // The one `sheetPresentationController` handed out before the presentation, if any.
            let sheet = presentedController.retainedPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presentedController, presenting: presentingController)
            sheet.presentingStorage = presentingController
            made = sheet
        } else if let pending = presentedController.retainedPresentationController, pending.presentedViewController === presentedController {
            // The one the delegate made when the controller was asked for it before the
            // presentation (`presentationController` in `prepare(for:sender:)`).
            pending.presentingStorage = presentingController
            made = pending
        } else {
            made = delegate?.presentationController(forPresented: presentedController, presenting: presentingController,
                                                    source: UIViewController.bridge(source) ?? presentedController)
        }
        presentedController.retainedPresentationController = made
        return made?.node
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        delegate?.interactionControllerForPresentation(using: AnimatorAdapter.uiKit(animator)).map(InteractorAdapter.scene)
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        delegate?.interactionControllerForDismissal(using: AnimatorAdapter.uiKit(animator)).map(InteractorAdapter.scene)
    }
}

/// A UIKit animator, as the scene model's animator.
@MainActor
final class AnimatorAdapter: ViewControllerAnimatedTransitioning {
    let animator: any UIViewControllerAnimatedTransitioning

    init(_ animator: any UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    /// The UIKit object for a scene animator: the app's own, or the system's behind a bridge.
    static func uiKit(_ animator: any ViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        (animator as? AnimatorAdapter)?.animator ?? SystemAnimatorBridge(animator)
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        Double(animator.transitionDuration(using: context))
    }

    func animateTransition(using context: TransitionContext) {
        animator.animateTransition(using: context)
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        let vended = animator.interruptibleAnimator(using: context)
        if vended is NoInterruptibleAnimator { return nil }
        if let propertyAnimator = vended as? UIViewPropertyAnimator { return propertyAnimator.node }
        SceneDiagnostics.report("interruptibleAnimator(using:) returned a \(type(of: vended)); only UIViewPropertyAnimator can be scrubbed here")
        return nil
    }
}

/// The system's own animator (cover vertical, cross dissolve) as UIKit code sees it.
@MainActor
final class SystemAnimatorBridge: NSObject, UIViewControllerAnimatedTransitioning {
    let animator: any ViewControllerAnimatedTransitioning

    init(_ animator: any ViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animator.transitionDuration(using: transitionContext as? TransitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        animator.animateTransition(using: context)
    }
}

/// UIKit interaction controllers, as the scene model's.
@MainActor
enum InteractorAdapter {
    static func scene(_ interactor: any UIViewControllerInteractiveTransitioning) -> any ViewControllerInteractiveTransitioning {
        if let percentDriven = interactor as? UIPercentDrivenInteractiveTransition {
            percentDriven.node.keepOwnerUntilTransitionEnds()
            return percentDriven.node
        }
        return CustomInteractor(interactor)
    }

    /// An interaction controller that drives the transition itself.
    final class CustomInteractor: ViewControllerInteractiveTransitioning {
        let interactor: any UIViewControllerInteractiveTransitioning

        init(_ interactor: any UIViewControllerInteractiveTransitioning) {
            self.interactor = interactor
        }

        func startInteractiveTransition(_ context: TransitionContext) {
            interactor.startInteractiveTransition(context)
        }

        var completionSpeed: Double { Double(interactor.completionSpeed) }
        var completionCurve: AnimationCurve { interactor.completionCurve.scene }
        var wantsInteractiveStart: Bool { interactor.wantsInteractiveStart }
    }
}

extension ModalPresentationStyle {
    var uiKit: UIModalPresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .custom: .custom
        }
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:)` without a completion, as Swift code often calls it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:)` without a completion, as UIKit imports it.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
