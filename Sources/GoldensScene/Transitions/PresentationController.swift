/// Manages a presented controller's place on screen and its chrome (UIPresentationController).
/// Subclass it for custom presentations; UIKit's lifecycle order is kept (docs/UIKitBehaviour.md,
/// "Presentation controller lifecycle"): will-begin, layout passes, the animation, did-end.
@MainActor
open class PresentationController {
    public let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
    /// The container the transition happens in; nil until the presentation starts.
    public internal(set) var containerView: View?

    /// The object this controller stands for above the engine (see
    /// `PresentationControllerHost`), held weakly.
    package weak var host: (any PresentationControllerHost)?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    // Each answer and callback is the host's when there is one (the app's subclass of
    // UIPresentationController), else the engine's default.

    /// The view that is animated and stays on screen: the presented controller's view, or a
    /// wrapper around it.
    open var presentedView: View? { host?.hostPresentedView ?? presentedViewController.view }

    /// Where the presented view ends up; the default fills the container. Asked repeatedly, so
    /// it must not change unless the container does.
    open var frameOfPresentedViewInContainerView: Rect {
        host?.hostFrameOfPresentedViewInContainerView ?? containerView?.bounds ?? .zero
    }

    /// Whether the presenting controller's view leaves the hierarchy once the presentation
    /// completes. False by default, as in UIKit.
    open var shouldRemovePresentersView: Bool { host?.hostShouldRemovePresentersView ?? false }

    /// Whether the presented view goes back to `frameOfPresentedViewInContainerView` when a
    /// full-screen presentation over it is dismissed: UIKit's own sheets keep their card; a
    /// custom presentation's view comes back at the container's size ("Presenter frame reset").
    var returnsPresentedViewToItsFrame: Bool { host?.hostReturnsPresentedViewToItsFrame ?? false }

    open func presentationTransitionWillBegin() { host?.hostPresentationTransitionWillBegin() }
    open func presentationTransitionDidEnd(_ completed: Bool) { host?.hostPresentationTransitionDidEnd(completed) }
    open func dismissalTransitionWillBegin() { host?.hostDismissalTransitionWillBegin() }
    open func dismissalTransitionDidEnd(_ completed: Bool) { host?.hostDismissalTransitionDidEnd(completed) }
    open func containerViewWillLayoutSubviews() { host?.hostContainerViewWillLayoutSubviews() }
    open func containerViewDidLayoutSubviews() { host?.hostContainerViewDidLayoutSubviews() }

    /// The size of a child container; the default is the parent's size.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size {
        host?.hostSize(forChildContentContainer: container, withParentContainerSize: parentSize) ?? parentSize
    }

    /// A size change is coming; the default does nothing (subclasses re-lay their chrome).
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        host?.hostViewWillTransition(to: size, with: coordinator)
    }

    /// The presenter's frame in the container when the presentation began.
    var presenterFrame: Rect = .zero
    /// Where the presenter's view was before a presentation removed it.
    var removedPresenterPlacement: (superview: View, index: Int)?
    /// Whether `dismissalTransitionWillBegin` ran alongside the dismissal of a screen above this
    /// one in a stack (`ModalTransitionDriver.dismissStack`), so this one's own dismissal does
    /// not call it again.
    var dismissalBegunAlongside = false
}

/// UIKit's private controller for `.fullScreen`: removes the presenter's views.
final class FullScreenPresentationController: PresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

/// UIKit's private controller for `.overFullScreen`: keeps the presenter's views.
final class OverFullScreenPresentationController: PresentationController {}

/// The view a transition happens in (UIKit's UITransitionView). Its layout passes call the
/// presentation controller's will/did-layout callbacks.
@MainActor
final class TransitionContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// The object a presentation controller stands for above the engine (the app's subclass of
/// GoldensUIKit's `UIPresentationController`): its frames and views are read there and its
/// lifecycle callbacks run there. A nil answer leaves the engine's default. Visible within the
/// package only.
@MainActor
package protocol PresentationControllerHost: AnyObject {
    var hostPresentedView: View? { get }
    var hostFrameOfPresentedViewInContainerView: Rect? { get }
    var hostShouldRemovePresentersView: Bool? { get }
    var hostReturnsPresentedViewToItsFrame: Bool { get }
    func hostPresentationTransitionWillBegin()
    func hostPresentationTransitionDidEnd(_ completed: Bool)
    func hostDismissalTransitionWillBegin()
    func hostDismissalTransitionDidEnd(_ completed: Bool)
    func hostContainerViewWillLayoutSubviews()
    func hostContainerViewDidLayoutSubviews()
    func hostSize(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size?
    func hostViewWillTransition(to size: Size, with coordinator: TransitionCoordinator)
}
