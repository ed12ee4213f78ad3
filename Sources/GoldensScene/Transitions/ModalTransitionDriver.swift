/// Runs one modal presentation or dismissal the way UIKit does (docs/UIKitBehaviour.md, "Modal
/// presentation"): asks the transitioning delegate for its objects, builds the container and
/// the context, calls the presentation controller's lifecycle, hands over to the animator (or
/// interaction controller), and on `completeTransition` fixes up the hierarchy and calls
/// everyone back.
@MainActor
final class ModalTransitionDriver: TransitionDriver {
    enum Kind: String {
        case presentation = "present"
        case dismissal = "dismiss"
    }


    let kind: Kind
    let presented: ViewController
    let presenting: ViewController
    let presentationController: PresentationController
    /// The presentation at the bottom of a stack this dismissal takes away with it (see
    /// `dismissStack`): its controller's dismissal begins alongside this one, so what it did to
    /// the screen behind it (a sheet's card) comes back as the top-most screen leaves.
    private var endingAlongside: PresentationController?

    private init(kind: Kind, presented: ViewController, presenting: ViewController, controller: PresentationController,
                 animator: (any ViewControllerAnimatedTransitioning)?, interactor: (any ViewControllerInteractiveTransitioning)?,
                 window: Window, animated: Bool, completion: (() -> Void)?) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        presentationController = controller
        super.init(label: "\(kind.rawValue) \(presented.displayName)", animator: animator, interactor: interactor,
                   window: window, animated: animated, completion: completion)
    }

    override func involves(_ controller: ViewController) -> Bool {
        controller === presented || controller === presenting
    }

    // MARK: Starting

    static func present(_ controller: ViewController, from presenter: ViewController, source: ViewController, animated: Bool,
                        completion: (() -> Void)?) {
        guard let window = presenter.view.window else {
            return SceneDiagnostics.report("present(\(controller.displayName)): \(presenter.displayName)'s view is not in a window")
        }
        if let running = window.runningTransition ?? window.waitingTransition {
            // A second presentation asked for while one is under way (a storyboard's tap
            // recognizer that both performs a segue and calls the action that performs it, a
            // double tap) is ignored by UIKit, which says so only in the console ("while a
            // presentation is in progress"): the app goes on as on a device. Any other overlap
            // (a presentation during a dismissal or a push) fails the frame.
            if let modal = running as? ModalTransitionDriver, modal.kind == .presentation {
                return ConsoleLog.write("present(\(controller.displayName)) while \(running.label) is in flight; ignored, as UIKit ignores it")
            }
            return SceneDiagnostics.report("present(\(controller.displayName)) while \(running.label) is in flight; UIKit ignores it", in: window)
        }
        guard controller.presentingViewController == nil, presenter.presentedViewController == nil else {
            return SceneDiagnostics.report("present(\(controller.displayName)) from \(presenter.displayName): one of them is already in a presentation", in: window)
        }
        // Being presented from here on: the delegate's presentation controller and animator (and
        // a view they load) already see it so.
        controller.modalTransitionKind = .presentation
        let delegate = controller.transitioningDelegate
        // UIKit's order (docs/UIKitBehaviour.md, "Presentation controller lifecycle"): presentation
        // controller (custom only), animator, interaction controller.
        let presentationController: PresentationController
        switch controller.modalPresentationStyle {
        case .custom:
            presentationController = delegate?.presentationController(forPresented: controller, presenting: presenter, source: source)
                ?? PresentationController(presentedViewController: controller, presenting: presenter)
        case .fullScreen:
            presentationController = FullScreenPresentationController(presentedViewController: controller, presenting: presenter)
        case .overFullScreen:
            presentationController = OverFullScreenPresentationController(presentedViewController: controller, presenting: presenter)
        }
        // The presented controller's view loads before the animator is asked for, so a
        // controller that makes itself (or a helper) its transitioning delegate in `viewDidLoad`
        // animates with it, as apps that do so show on a device; the style and the presentation
        // controller were settled before, so setting those in `viewDidLoad` is too late there too.
        controller.loadViewIfNeeded()
        let animatingDelegate = controller.transitioningDelegate
        // The delegate is asked for an interaction controller only when it vended the animator
        // (the one it is asked about); a system transition is never interactive.
        let custom = animated ? animatingDelegate?.animationController(forPresented: controller, presenting: presenter, source: source) : nil
        let animator: (any ViewControllerAnimatedTransitioning)? = animated
            ? custom ?? SystemTransitionAnimator(style: controller.modalTransitionStyle, presenting: true)
            : nil
        let interactor = custom.flatMap { animatingDelegate?.interactionControllerForPresentation(using: $0) }
        let driver = ModalTransitionDriver(kind: .presentation, presented: controller, presenting: presenter,
                                           controller: presentationController, animator: animator, interactor: interactor,
                                           window: window, animated: animated, completion: completion)
        driver.linkPresentation()
        driver.start(whenTurnEnds: animated) { driver.startPresentation() }
    }

    /// Dismisses `bottom` and every controller presented above it, as UIKit's `dismiss` called
    /// lower in a stack of presentations does: only the top-most one leaves with its animation
    /// (its own style and animator); the ones between are taken away at once, so what shows
    /// behind the leaving one is what stays.
    static func dismissStack(from bottom: ViewController, animated: Bool, completion: (() -> Void)?) {
        var between: [ViewController] = []
        var top = bottom
        while let next = top.presentedViewController {
            between.append(top)
            top = next
        }
        // One presented controller, or a transition under way (which `dismiss` reports): as any dismissal.
        let window = top.presentationControllerIfAny?.containerView?.window
        guard !between.isEmpty, let window, window.runningTransition == nil, window.waitingTransition == nil else {
            return dismiss(top, animated: animated, completion: completion)
        }
        let hidden = between.compactMap { middle -> (View, View?)? in
            guard let controller = middle.presentationControllerIfAny, let view = controller.presentedView else { return nil }
            return (view, controller.containerView)
        }
        let shown = hidden.map { ($0.0.isHidden, $0.1?.isHidden ?? false) }
        for (view, container) in hidden {
            view.isHidden = true
            container?.isHidden = true
        }
        // A full-screen presentation at the bottom took its presenter's view away: it shows again
        // under the leaving one (the bottom's own dismissal then puts it back for good).
        if let controller = bottom.presentationControllerIfAny, let presenter = bottom.presentingViewController {
            controller.showPresenterView(presenter.presentationControllerIfAny?.presentedView ?? presenter.view)
        }
        dismiss(top, animated: animated, endingAlongside: bottom.presentationControllerIfAny) {
            for middle in between.reversed() { dismiss(middle, animated: false, completion: nil) }
            for ((view, container), (viewWasHidden, containerWasHidden)) in zip(hidden, shown) {
                view.isHidden = viewWasHidden
                container?.isHidden = containerWasHidden
            }
            completion?()
        }
    }

    static func dismiss(_ controller: ViewController, animated: Bool, endingAlongside: PresentationController? = nil,
                        completion: (() -> Void)?) {
        guard let presenter = controller.presentingViewController, let presentationController = controller.presentationControllerIfAny,
              let container = presentationController.containerView, let window = container.window else {
            // UIKit does nothing, and says nothing: apps call it on a root controller that
            // presents nothing (a row's action that closes "whatever is up"), on screen or off.
            return
        }
        if let running = window.runningTransition ?? window.waitingTransition {
            // Asking again for the dismissal already under way (a drag that calls `dismiss` on
            // every movement past its threshold) is harmless: UIKit ignores it, and says so only
            // in the console. Any other overlap is a race in the app's code, and fails the frame.
            if let modal = running as? ModalTransitionDriver, modal.kind == .dismissal, modal.presented === controller {
                return ConsoleLog.write("dismiss(\(controller.displayName)) while it is being dismissed; ignored, as UIKit ignores it")
            }
            return SceneDiagnostics.report("dismiss(\(controller.displayName)) while \(running.label) is in flight; UIKit ignores it", in: window)
        }
        let delegate = controller.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: controller) : nil
        let animator: (any ViewControllerAnimatedTransitioning)? = animated
            ? custom ?? SystemTransitionAnimator(style: controller.modalTransitionStyle, presenting: false)
            : nil
        var interactor = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        if custom == nil, animated { interactor = controller.systemDismissalInteraction }
        controller.systemDismissalInteraction = nil
        let driver = ModalTransitionDriver(kind: .dismissal, presented: controller, presenting: presenter,
                                           controller: presentationController, animator: animator, interactor: interactor,
                                           window: window, animated: animated, completion: completion)
        // Being dismissed from here on, as UIKit's controller is when `dismiss` returns.
        controller.modalTransitionKind = .dismissal
        driver.endingAlongside = endingAlongside
        driver.start(whenTurnEnds: animated) { driver.startDismissal(container: container) }
    }

    /// The presenter's outermost view: its presentation controller's presented view when it is
    /// itself presented, else its own view.
    private var presenterView: View {
        presenting.presentationControllerIfAny?.presentedView ?? presenting.view
    }

    /// What `present` changes at once, before the presentation starts: the two controllers
    /// know each other and the presented one has its view.
    private func linkPresentation() {
        presented.presentingViewController = presenting
        presenting.presentedViewController = presented
        presented.presentationControllerIfAny = presentationController
        // Being presented (since `present`), as UIKit's controller is when its view loads: code
        // that asks `isBeingPresented` in `viewDidLoad` (to add a close button) finds it true.
        presented.modalTransitionKind = kind
        presented.loadViewIfNeeded()
    }

    private func startPresentation() {
        let controller = presentationController

        let container = TransitionContainerView(frame: window.bounds)
        container.name = "transition container (\(presented.displayName))"
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container

        let removesPresenter = controller.shouldRemovePresentersView
        // Where the presenter's view is now is where the dismissal puts it back, even when the
        // animator moves it into the container meanwhile (a common way to keep it under the
        // presented view): UIKit returns it to the window, not to a container long gone.
        if removesPresenter { controller.notePresenterPlacement(presenterView) }
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        controller.presenterFrame = presenterFrame
        let toView = controller.presentedView
        // UIKit's own presentation controllers size the presented view before it appears (a
        // view from a storyboard, designed at another size, fills the screen even under an
        // animator that never sets its frame); a custom one leaves that to its animator.
        if presented.modalPresentationStyle != .custom, let toView, toView === presented.view {
            toView.frame = controller.frameOfPresentedViewInContainerView
        }
        let context = TransitionContext(
            driver: self, container: container, animated: animated, style: presented.modalPresentationStyle,
            from: presenting, to: presented, fromView: removesPresenter ? presenterView : nil, toView: toView,
            initialFrames: [ObjectIdentifier(presenting): presenterFrame],
            finalFrames: [ObjectIdentifier(presenting): removesPresenter ? .zero : presenterFrame,
                          ObjectIdentifier(presented): controller.frameOfPresentedViewInContainerView])
        begin(context) { [self] in
            if removesPresenter { presenting.viewWillDisappear(animated) }
            presented.viewWillAppear(animated)
            controller.presentationTransitionWillBegin()
            context.toView = controller.presentedView
            // The frame is asked again once the controller has set itself up (a height it works
            // out there, a container it moved), as UIKit asks it before animating.
            context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        } instantly: {
            if let toView = context.toView {
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
        let presenterHome = removesPresenter ? returnedPresenterFrame(in: container) : controller.presenterFrame
        if removesPresenter {
            let presenter = presenterView
            toView = presenter
            if presenter.layer.transform3D == .identity {
                presenter.frame = presenterHome
            } else {
                // Under the transform a presenting animator left on it (moved aside, scaled
                // back), the view takes its home's size and place untransformed, so the
                // dismissal's animator that undoes the transform brings it home: set as a
                // displayed frame, the offset would count twice.
                presenter.bounds = Rect(origin: presenter.bounds.origin, size: presenterHome.size)
                let anchor = presenter.layer.anchorPoint
                presenter.center = Point(x: presenterHome.minX + anchor.x * presenterHome.width,
                                         y: presenterHome.minY + anchor.y * presenterHome.height)
            }
        }
        let presentedFrame = fromView.map { $0.convert($0.bounds, to: container) } ?? .zero
        let presenterFinal = presenterHome
        let context = TransitionContext(
            driver: self, container: container, animated: animated, style: presented.modalPresentationStyle,
            from: presented, to: presenting, fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(presented): presentedFrame,
                            ObjectIdentifier(presenting): removesPresenter ? .zero : controller.presenterFrame],
            // The leaving controller's final frame is where it is: slide-out animators offset it
            // (UIKit's documentation allows .zero, but published animators rely on this).
            finalFrames: [ObjectIdentifier(presenting): presenterFinal, ObjectIdentifier(presented): presentedFrame])
        presented.modalTransitionKind = kind
        begin(context) { [self] in
            presented.viewWillDisappear(animated)
            if removesPresenter { presenting.viewWillAppear(animated) }
            // Once per dismissal: a stack's bottom one began alongside the top-most one's.
            if !controller.dismissalBegunAlongside { controller.dismissalTransitionWillBegin() }
            controller.dismissalBegunAlongside = false
            if let bottom = endingAlongside {
                bottom.dismissalTransitionWillBegin()
                bottom.dismissalBegunAlongside = true
            }
        } instantly: {
            if let toView, let fromView { container.insertSubview(toView, belowSubview: fromView) }
        }
    }

    /// Where the presenter's view comes back when a presentation that removed it is dismissed.
    /// UIKit hands it back at the container's full size: a presenter that was itself presented
    /// with a smaller frame loses it here (docs/UIKitBehaviour.md, "Presenter frame reset"). A
    /// presenter in one of UIKit's own sheets stays in its card, which the sheet lays out.
    private func returnedPresenterFrame(in container: View) -> Rect {
        guard let own = presenting.presentationControllerIfAny, own.returnsPresentedViewToItsFrame,
              let ownContainer = own.containerView else { return container.bounds }
        return ownContainer.convert(own.frameOfPresentedViewInContainerView, to: container)
    }

    // MARK: Completing

    override func settleViews(_ didComplete: Bool) {
        let controller = presentationController
        let container = context.containerView
        switch kind {
        case .presentation:
            if didComplete {
                if controller.shouldRemovePresentersView { controller.removePresenterView(presenterView) }
            } else {
                controller.removedPresenterPlacement = nil
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
    }

    override func callEndCallbacks(_ didComplete: Bool) {
        if didComplete { callDidAppearance() } else { callCancelledAppearance() }
        presented.modalTransitionKind = nil
    }

    /// A cancelled transition leaves each controller where it was, so the will-callbacks made
    /// at the start are balanced: what was to appear disappears again, and what was to
    /// disappear appears again (as UIKit does, and as the container transitions do).
    private func callCancelledAppearance() {
        let removesPresenter = presentationController.shouldRemovePresentersView
        switch kind {
        case .presentation:
            presented.viewWillDisappear(animated)
            presented.viewDidDisappear(animated)
            if removesPresenter {
                presenting.viewWillAppear(animated)
                presenting.viewDidAppear(animated)
            }
        case .dismissal:
            presented.viewWillAppear(animated)
            presented.viewDidAppear(animated)
            if removesPresenter {
                presenting.viewWillDisappear(animated)
                presenting.viewDidDisappear(animated)
            }
        }
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
        presented.keptWhilePresented = nil
        presented.presentingViewController = nil
        presenting.presentedViewController = nil
        presented.presentationControllerIfAny = nil
        presentationController.containerView = nil
    }
}

extension PresentationController {
    /// Remembers where the presenter's view is before a presentation that will remove it.
    func notePresenterPlacement(_ view: View) {
        guard let superview = view.superview else { return }
        removedPresenterPlacement = (superview, superview.subviews.firstIndex { $0 === view } ?? 0)
    }

    /// Takes the presenter's view out of the hierarchy; where it goes back was noted when the
    /// presentation began.
    func removePresenterView(_ view: View) {
        if removedPresenterPlacement == nil { notePresenterPlacement(view) }
        view.removeFromSuperview()
    }

    /// Shows the presenter's view where it was before the presentation for the time being,
    /// keeping the place noted for `restorePresenterView(_:)`.
    func showPresenterView(_ view: View) {
        guard let (superview, index) = removedPresenterPlacement, view.superview == nil else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }

    /// Puts the presenter's view back where it was before the presentation (its frame is
    /// whatever the dismissal left, as in UIKit).
    func restorePresenterView(_ view: View) {
        guard let (superview, index) = removedPresenterPlacement else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        superview.setNeedsLayout()
        removedPresenterPlacement = nil
    }
}
