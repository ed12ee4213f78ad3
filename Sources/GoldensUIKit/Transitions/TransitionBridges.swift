import GoldensScene

// The objects that carry a transition across the boundary: UIKit's delegate, animators and
// interaction controllers are handed to the scene model through adapters, and the scene
// model's context and coordinator reach UIKit code through bridges that speak UIKit's types.

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
        guard let delegate, let presented = UIViewController.bridge(presented),
              let presenting = UIViewController.bridge(presenting) else { return nil }
        let source = UIViewController.bridge(source) ?? presenting
        return delegate.animationController(forPresented: presented, presenting: presenting, source: source)
            .map(AnimatorAdapter.init)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        guard let delegate, let dismissed = UIViewController.bridge(dismissed) else { return nil }
        return delegate.animationController(forDismissed: dismissed).map(AnimatorAdapter.init)
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        guard let presentedController = UIViewController.bridge(presented) else { return nil }
        let presentingController = presenting.flatMap(UIViewController.bridge)
        let made: UIPresentationController?
        if presentedController.presentsAsSheet {
            // The one `sheetPresentationController` handed out before the presentation, if any.
            let sheet = presentedController.retainedPresentationController as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presentedController, presenting: presentingController)
            sheet.presentingStorage = presentingController
            made = sheet
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
        Double(animator.transitionDuration(using: context.map(TransitionContextBridge.bridge)))
    }

    func animateTransition(using context: TransitionContext) {
        animator.animateTransition(using: TransitionContextBridge.bridge(context))
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator.animationEnded(transitionCompleted)
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        let vended = animator.interruptibleAnimator(using: TransitionContextBridge.bridge(context))
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
        animator.transitionDuration(using: (transitionContext as? TransitionContextBridge)?.node)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let bridge = transitionContext as? TransitionContextBridge else { return }
        animator.animateTransition(using: bridge.node)
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
            interactor.startInteractiveTransition(TransitionContextBridge.bridge(context))
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

/// The scene model's transition context, as `UIViewControllerContextTransitioning`.
@MainActor
final class TransitionContextBridge: NSObject, UIViewControllerContextTransitioning {
    let node: TransitionContext

    private init(_ node: TransitionContext) {
        self.node = node
        super.init()
        node.owner = self
    }

    static func bridge(_ node: TransitionContext) -> TransitionContextBridge {
        node.owner as? TransitionContextBridge ?? TransitionContextBridge(node)
    }

    var containerView: UIView { UIView.bridge(node.containerView) }
    var isAnimated: Bool { node.isAnimated }
    var isInteractive: Bool { node.isInteractive }
    var transitionWasCancelled: Bool { node.transitionWasCancelled }
    var targetTransform: CGAffineTransform { .identity }

    /// The presented controller's own style (a sheet reports `.pageSheet`, not `.custom`).
    var presentationStyle: UIModalPresentationStyle {
        let from = viewController(forKey: .from), to = viewController(forKey: .to)
        let presented = from?.presentedViewController === to ? to : from
        return presented?.modalPresentationStyle ?? node.presentationStyle.uiKit
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { node.updateInteractiveTransition(Double(percentComplete)) }
    func finishInteractiveTransition() { node.finishInteractiveTransition() }
    func cancelInteractiveTransition() { node.cancelInteractiveTransition() }
    func pauseInteractiveTransition() { node.pauseInteractiveTransition() }
    func completeTransition(_ didComplete: Bool) { node.completeTransition(didComplete) }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key.scene.flatMap { node.viewController(forKey: $0) }.flatMap(UIViewController.bridge)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key.scene.flatMap { node.view(forKey: $0) }.map(UIView.bridge)
    }

    func initialFrame(for vc: UIViewController) -> CGRect { CGRect(node.initialFrame(for: vc.node)) }
    func finalFrame(for vc: UIViewController) -> CGRect { CGRect(node.finalFrame(for: vc.node)) }
}

/// The scene model's transition coordinator, as `UIViewControllerTransitionCoordinator`.
@MainActor
final class TransitionCoordinatorBridge: NSObject, UIViewControllerTransitionCoordinator {
    let node: TransitionCoordinator
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    private init(_ node: TransitionCoordinator) {
        self.node = node
        super.init()
        node.owner = self
    }

    static func bridge(_ node: TransitionCoordinator) -> TransitionCoordinatorBridge {
        node.owner as? TransitionCoordinatorBridge ?? TransitionCoordinatorBridge(node)
    }

    var isAnimated: Bool { node.isAnimated }
    var presentationStyle: UIModalPresentationStyle { node.presentationStyle.uiKit }
    var initiallyInteractive: Bool { node.isInteractive }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { node.isInteractive }
    var isCancelled: Bool { node.isCancelled }
    var transitionDuration: TimeInterval { node.transitionDuration }
    var percentComplete: CGFloat { CGFloat(node.percentComplete) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { UIView.bridge(node.containerView) }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key.scene.flatMap { node.viewController(forKey: $0) }.flatMap(UIViewController.bridge)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key.scene.flatMap { node.view(forKey: $0) }.map(UIView.bridge)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        node.animate(alongsideTransition: animation.map(handingSelf), completion: completion.map(handingSelf))
    }

    /// `body`, called with this coordinator. The scene's coordinator keeps the closure, so it
    /// holds this object weakly: UIKit lets go of a coordinator when its transition ends.
    private func handingSelf(_ body: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
        -> (TransitionCoordinator) -> Void {
        { [weak self] _ in if let self { body(self) } }
    }

    /// Views outside the container animate on the transition's time as well, scrubbed with it.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        node.animate(alongsideTransitionIn: view?.node, animation: animation.map(handingSelf), completion: completion.map(handingSelf))
    }

    /// Kept; scripted gestures do not report interaction changes.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:)` without a completion, as Swift code often calls it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
