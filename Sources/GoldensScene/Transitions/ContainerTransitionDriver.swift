/// Runs a container controller's switch from one child to another through an animator, the way
/// UIKit runs a navigation push or pop and a tab switch: the transition's container is the view
/// that holds the children; the outgoing child's view is in it, the animator adds the incoming
/// one; when the transition completes UIKit removes the outgoing view, and when it is
/// cancelled (an interactive pop let go too early) the incoming one.
///
/// Appearance callbacks as UIKit sends them: will-disappear and will-appear at the start,
/// did-disappear and did-appear at the end; on cancel the incoming child disappears again and
/// the outgoing one reappears.
@MainActor
final class ContainerTransitionDriver: TransitionDriver {
    let from: ViewController
    let to: ViewController
    /// Where the incoming child's view rests in the container (nil: filling it).
    private let finalFrame: Rect?
    /// The container's bookkeeping at the end (its stack, its selected child).
    private let ended: (Bool) -> Void

    init(label: String, from: ViewController, to: ViewController, animator: (any ViewControllerAnimatedTransitioning)?,
                 interactor: (any ViewControllerInteractiveTransitioning)?, window: Window, animated: Bool,
                 finalFrame: Rect?, ended: @escaping (Bool) -> Void, completion: (() -> Void)?) {
        self.from = from
        self.to = to
        self.finalFrame = finalFrame
        self.ended = ended
        super.init(label: label, animator: animator, interactor: interactor, window: window, animated: animated,
                   completion: completion)
    }

    func start(in container: View) {
        let fromView = from.view
        let toView = to.view
        let bounds = container.bounds
        let resting = finalFrame ?? bounds
        // UIKit lays the incoming child out at its final frame before the animator runs (a
        // navigation controller's transition conductor and a tab bar controller both set it), so
        // an animator that never sets the frame still moves a view of the container's size, not
        // of its storyboard's. The frame is set ignoring the view's transform, as UIKit's
        // `_setFrameIgnoringLayerTransform` does: a transform an earlier animator left on it (a
        // screen pushed off by a translation) keeps meaning where the animator moves it from.
        toView.untransformedFrame = resting
        let context = TransitionContext(
            driver: self, container: container, animated: animated, style: .fullScreen,
            from: from, to: to, fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(from): fromView.superview === container ? fromView.frame : bounds],
            finalFrames: [ObjectIdentifier(to): resting])
        begin(context) { [self] in
            from.viewWillDisappear(animated)
            to.viewWillAppear(animated)
        } instantly: {
            container.addSubview(toView)
        }
    }

    override func settleViews(_ didComplete: Bool) {
        let leaving = didComplete ? from.view : to.view
        let staying = didComplete ? to.view : from.view
        if leaving !== staying { leaving.removeFromSuperview() }
        // An animator that forgot to add the incoming view (or removed the outgoing one on a
        // cancel) would leave the container empty; UIKit shows the child that stays.
        if staying.superview !== context.containerView {
            staying.frame = didComplete ? (finalFrame ?? context.containerView.bounds) : context.initialFrame(for: from)
            context.containerView.addSubview(staying)
        }
        ended(didComplete)
    }

    override func callEndCallbacks(_ didComplete: Bool) {
        if didComplete {
            from.viewDidDisappear(animated)
            to.viewDidAppear(animated)
        } else {
            to.viewWillDisappear(animated)
            to.viewDidDisappear(animated)
            from.viewWillAppear(animated)
            from.viewDidAppear(animated)
        }
    }
}

/// A container controller's switch between two children through an animator (navigation push
/// and pop, tab switch), for the containers GoldensUIKit builds on the scene model.
@MainActor
public enum ContainerTransition {
    /// Switches `container` (in a window, showing `from`'s view) to `to`, with `animator` (nil:
    /// at once) and, when it wants to start interactively, `interactor`. `to`'s view comes to rest
    /// at `finalFrame` (nil: filling the container). `ended` gets whether
    /// the switch completed, after the views are settled and before the did-callbacks;
    /// `completion` runs last, when it completed. Returns
    /// false, reporting why, when no transition could start (another one is running, or the
    /// container is not in a window).
    @discardableResult
    public static func run(_ label: String, in container: View, from: ViewController, to: ViewController,
                           animator: (any ViewControllerAnimatedTransitioning)?,
                           interactor: (any ViewControllerInteractiveTransitioning)?, finalFrame: Rect? = nil,
                           ended: @escaping (Bool) -> Void, completion: (() -> Void)? = nil) -> Bool {
        guard let window = container.window else {
            SceneDiagnostics.report("\(label): the container is not in a window")
            return false
        }
        if let running = window.runningTransition {
            SceneDiagnostics.report("\(label) while \(running.label) is in flight; UIKit ignores it", in: window)
            return false
        }
        let driver = ContainerTransitionDriver(label: label, from: from, to: to, animator: animator,
                                               interactor: interactor, window: window, animated: animator != nil,
                                               finalFrame: finalFrame, ended: ended,
                                               completion: completion)
        driver.start(in: container)
        return true
    }

}
