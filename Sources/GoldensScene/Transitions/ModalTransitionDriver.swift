/// Runs one modal presentation or dismissal the way UIKit does (UIKIT-TRANSITIONS.md §4):
/// asks the transitioning delegate for its objects, builds the container and the context,
/// calls the presentation controller's lifecycle, hands over to the animator (or interaction
/// controller), and on `completeTransition` fixes up the hierarchy and calls everyone back.
@MainActor
final class ModalTransitionDriver: CoordinatedTransition {
    enum Kind: String {
        case presentation = "present"
        case dismissal = "dismiss"
    }


    let kind: Kind
    let presented: ViewController
    let presenting: ViewController
    let presentationController: PresentationController
    let animator: (any ViewControllerAnimatedTransitioning)?
    let interactor: (any ViewControllerInteractiveTransitioning)?
    let window: Window
    let animated: Bool
    private(set) var context: TransitionContext!
    private(set) var coordinator: TransitionCoordinator!
    private(set) var duration: Double = 0
    private(set) var isFinished = false
    /// When the transition began, on the window's clock.
    let startTime: Double
    /// For the classic interactive path: the container's own time.
    var timeDomain: TransitionTimeDomain?
    private var completion: (() -> Void)?

    /// "present HerbDetails", for messages and labels.
    var label: String { "\(kind.rawValue) \(presented.displayName)" }

    var modalContext: TransitionContext? { context }
    var coordinatorContainerView: View { context.containerView }

    func involves(_ controller: ViewController) -> Bool {
        controller === presented || controller === presenting
    }

    private init(kind: Kind, presented: ViewController, presenting: ViewController, controller: PresentationController,
                 animator: (any ViewControllerAnimatedTransitioning)?, interactor: (any ViewControllerInteractiveTransitioning)?,
                 window: Window, animated: Bool, completion: (() -> Void)?) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        presentationController = controller
        self.animator = animator
        self.interactor = interactor
        self.window = window
        self.animated = animated
        self.completion = completion
        startTime = window.clock.now
    }

    // MARK: Starting

    static func present(_ controller: ViewController, from presenter: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let window = presenter.view.window else {
            return SceneDiagnostics.report("present(\(controller.displayName)): \(presenter.displayName)'s view is not in a window")
        }
        if let running = window.runningTransition {
            return SceneDiagnostics.report("present(\(controller.displayName)) while \(running.label) is in flight; UIKit ignores it")
        }
        guard controller.presentingViewController == nil, presenter.presentedViewController == nil else {
            return SceneDiagnostics.report("present(\(controller.displayName)) from \(presenter.displayName): one of them is already in a presentation")
        }
        let delegate = controller.transitioningDelegate
        // UIKit's order (§4.6): presentation controller (custom only), animator, interaction controller.
        let presentationController: PresentationController
        switch controller.modalPresentationStyle {
        case .custom:
            presentationController = delegate?.presentationController(forPresented: controller, presenting: presenter, source: presenter)
                ?? PresentationController(presentedViewController: controller, presenting: presenter)
        case .fullScreen:
            presentationController = FullScreenPresentationController(presentedViewController: controller, presenting: presenter)
        case .overFullScreen:
            presentationController = OverFullScreenPresentationController(presentedViewController: controller, presenting: presenter)
        }
        let animator: (any ViewControllerAnimatedTransitioning)? = animated
            ? delegate?.animationController(forPresented: controller, presenting: presenter, source: presenter)
                ?? SystemTransitionAnimator(style: controller.modalTransitionStyle, presenting: true)
            : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let driver = ModalTransitionDriver(kind: .presentation, presented: controller, presenting: presenter,
                                           controller: presentationController, animator: animator, interactor: interactor,
                                           window: window, animated: animated, completion: completion)
        driver.startPresentation()
    }

    static func dismiss(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenter = controller.presentingViewController, let presentationController = controller.presentationControllerIfAny,
              let container = presentationController.containerView, let window = container.window else {
            return SceneDiagnostics.report("dismiss(\(controller.displayName)): it is not presented")
        }
        if let running = window.runningTransition {
            return SceneDiagnostics.report("dismiss(\(controller.displayName)) while \(running.label) is in flight; UIKit ignores it")
        }
        let delegate = controller.transitioningDelegate
        let animator: (any ViewControllerAnimatedTransitioning)? = animated
            ? delegate?.animationController(forDismissed: controller)
                ?? SystemTransitionAnimator(style: controller.modalTransitionStyle, presenting: false)
            : nil
        let interactor = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let driver = ModalTransitionDriver(kind: .dismissal, presented: controller, presenting: presenter,
                                           controller: presentationController, animator: animator, interactor: interactor,
                                           window: window, animated: animated, completion: completion)
        driver.startDismissal(container: container)
    }

    /// The presenter's outermost view: its presentation controller's presented view when it is
    /// itself presented, else its own view.
    private var presenterView: View {
        presenting.presentationControllerIfAny?.presentedView ?? presenting.view
    }

    private func startPresentation() {
        let controller = presentationController
        presented.presentingViewController = presenting
        presenting.presentedViewController = presented
        presented.presentationControllerIfAny = controller
        presented.loadViewIfNeeded()

        let container = TransitionContainerView(frame: window.bounds)
        container.name = "transition container (\(presented.displayName))"
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container

        let removesPresenter = controller.shouldRemovePresentersView
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        controller.presenterFrame = presenterFrame
        let toView = controller.presentedView
        context = TransitionContext(
            driver: self, container: container, animated: animated, interactive: false, style: presented.modalPresentationStyle,
            from: presenting, to: presented, fromView: removesPresenter ? presenterView : nil, toView: toView,
            initialFrames: [ObjectIdentifier(presenting): presenterFrame],
            finalFrames: [ObjectIdentifier(presenting): removesPresenter ? .zero : presenterFrame,
                          ObjectIdentifier(presented): controller.frameOfPresentedViewInContainerView])
        begin { [self] in
            if removesPresenter { presenting.viewWillDisappear(animated) }
            presented.viewWillAppear(animated)
            controller.presentationTransitionWillBegin()
        } instantly: {
            if let toView {
                container.addSubview(toView)
                toView.frame = controller.frameOfPresentedViewInContainerView
            }
        }
    }

    private func startDismissal(container: View) {
        let controller = presentationController
        let removesPresenter = controller.shouldRemovePresentersView
        let fromView = controller.presentedView
        var toView: View?
        if removesPresenter {
            // UIKit hands the presenter's view back at the container's full size: a presenter
            // that was itself presented with a smaller frame loses it here (§4.7).
            toView = presenterView
            toView?.frame = container.bounds
        }
        let presentedFrame = fromView.map { $0.convert($0.bounds, to: container) } ?? .zero
        let presenterFinal = removesPresenter ? container.bounds : controller.presenterFrame
        context = TransitionContext(
            driver: self, container: container, animated: animated, interactive: false, style: presented.modalPresentationStyle,
            from: presented, to: presenting, fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(presented): presentedFrame,
                            ObjectIdentifier(presenting): removesPresenter ? .zero : controller.presenterFrame],
            finalFrames: [ObjectIdentifier(presenting): presenterFinal])
        begin { [self] in
            presented.viewWillDisappear(animated)
            if removesPresenter { presenting.viewWillAppear(animated) }
            controller.dismissalTransitionWillBegin()
        } instantly: {
            if let toView, let fromView { container.insertSubview(toView, belowSubview: fromView) }
        }
    }

    /// Common start: callbacks, then the animator, the interaction controller, or (not animated)
    /// the final state at once.
    private func begin(callbacks: () -> Void, instantly: () -> Void) {
        coordinator = TransitionCoordinator(driver: self)
        window.runningTransition = self
        presented.modalTransitionKind = kind
        duration = animator?.transitionDuration(using: context) ?? 0
        callbacks()
        guard let animator else {
            instantly()
            coordinator.animationsStarted = true
            completeTransition(true)
            return
        }
        if let interactor, interactor.wantsInteractiveStart {
            context.isInteractive = true
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
            startAlongsideAnimations()
        }
        if context.containerView.subviews.isEmpty, !isFinished {
            SceneDiagnostics.report("\(label): the animator added nothing to the container view")
        }
    }

    /// Runs the alongside animations registered so far, inside the transition's time.
    func startAlongsideAnimations() {
        coordinator.animationsStarted = true
        for entry in coordinator.alongside {
            if let animation = entry.animation { runAlongside(animation) }
        }
    }

    func runAlongside(_ animation: @escaping (TransitionCoordinator) -> Void) {
        let body = { [self] in
            View.animate(withDuration: duration, animations: { animation(coordinator) })
        }
        if let timeDomain { timeDomain.perform(body) } else { body() }
    }

    // MARK: Completing

    func completeTransition(_ didComplete: Bool) {
        guard !isFinished else {
            return SceneDiagnostics.report("\(label): completeTransition(\(didComplete)) was called a second time")
        }
        isFinished = true
        let controller = presentationController
        let container = context.containerView
        switch kind {
        case .presentation:
            if didComplete {
                if controller.shouldRemovePresentersView { controller.removePresenterView(presenterView) }
            } else {
                controller.presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                unlink()
            }
            controller.presentationTransitionDidEnd(didComplete)
        case .dismissal:
            if didComplete {
                controller.presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                controller.restorePresenterView(presenterView)
                unlink()
            } else if controller.shouldRemovePresentersView {
                presenterView.removeFromSuperview()
            }
            controller.dismissalTransitionDidEnd(didComplete)
        }
        container.timeDomain = nil
        timeDomain = nil
        animator?.animationEnded(didComplete)
        if didComplete { callDidAppearance() }
        presented.modalTransitionKind = nil
        window.runningTransition = nil
        for entry in coordinator.alongside { entry.completion?(coordinator) }
        if didComplete { completion?() }
        completion = nil
        container.setNeedsLayout()
    }

    private func callDidAppearance() {
        let removesPresenter = presentationController.shouldRemovePresentersView
        switch kind {
        case .presentation:
            presented.viewDidAppear(animated)
            if removesPresenter { presenting.viewDidDisappear(animated) }
        case .dismissal:
            presented.viewDidDisappear(animated)
            if removesPresenter { presenting.viewDidAppear(animated) }
        }
    }

    private func unlink() {
        presented.presentingViewController = nil
        presenting.presentedViewController = nil
        presented.presentationControllerIfAny = nil
        presentationController.containerView = nil
    }
}

extension PresentationController {
    /// Takes the presenter's view out of the hierarchy, remembering where it was.
    func removePresenterView(_ view: View) {
        if let superview = view.superview {
            removedPresenterPlacement = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
        }
        view.removeFromSuperview()
    }

    /// Puts the presenter's view back where it was before the presentation (its frame is
    /// whatever the dismissal left, as in UIKit).
    func restorePresenterView(_ view: View) {
        guard let (superview, index) = removedPresenterPlacement else { return }
        superview.insertSubview(view, at: index)
        superview.setNeedsLayout()
        removedPresenterPlacement = nil
    }
}
