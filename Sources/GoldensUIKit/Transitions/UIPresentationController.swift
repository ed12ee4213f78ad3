import GoldensScene

/// Manages a presented controller's place on screen and its chrome. Subclass it exactly as for
/// UIKit; the scene model calls the overrides in UIKit's order (docs/UIKitBehaviour.md,
/// "Presentation controller lifecycle").
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    let node: PresentationController
    /// False for the system's own controllers (full screen, over full screen), which keep the
    /// engine's behaviour: they decline to answer for it.
    private let isBridged: Bool
    private let presentedStorage: UIViewController
    /// Set late for a sheet's controller made before its presentation.
    weak var presentingStorage: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        node = PresentationController(presentedViewController: presentedViewController.node,
                                      presenting: presentingViewController?.node)
        isBridged = true
        super.init()
        node.host = self
    }

    private init(wrapping node: PresentationController) {
        self.node = node
        isBridged = false
        presentedStorage = UIViewController.bridge(node.presentedViewController) ?? UIViewController()
        presentingStorage = UIViewController.bridge(node.presentingViewController)
        super.init()
        node.host = self
    }

    static func bridge(_ node: PresentationController) -> UIPresentationController {
        node.host as? UIPresentationController ?? UIPresentationController(wrapping: node)
    }

    open var presentedViewController: UIViewController { presentedStorage }
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }
    open var containerView: UIView? { node.containerView.map(UIView.bridge) }
    open var presentationStyle: UIModalPresentationStyle { presentedStorage.modalPresentationStyle }
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits for the presentation over the environment's: this controller's `traitCollection`
    /// takes them (the presented controller's own traits do not, here).
    open var overrideTraitCollection: UITraitCollection?
    /// The traits this presentation sets on top of the environment's (iOS 17).
    public var traitOverrides = UITraitOverrides()
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection.current, overrideTraitCollection ?? UITraitCollection(),
                                       traitOverrides.collection])
    }
    /// Called when the traits change; the phone's traits never do during a test.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var preferredContentSize: CGSize = .zero

    /// The view that animates and stays on screen: the presented controller's view, or an
    /// ancestor wrapper of it.
    open var presentedView: UIView? {
        isBridged ? presentedViewController.view : node.presentedView.map(UIView.bridge)
    }

    /// Where the presented view ends up; the default fills the container.
    open var frameOfPresentedViewInContainerView: CGRect {
        isBridged ? (containerView?.bounds ?? .zero) : CGRect(node.frameOfPresentedViewInContainerView)
    }

    open var shouldPresentInFullscreen: Bool { true }

    open var shouldRemovePresentersView: Bool {
        isBridged ? false : node.shouldRemovePresentersView
    }

    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
}

/// The engine's presentation controller asks here, so the app's overrides answer; a controller
/// standing for one of the system's declines and leaves the engine's answers.
extension UIPresentationController: PresentationControllerHost {
    package var hostPresentedView: View? { isBridged ? presentedView?.node : nil }
    package var hostFrameOfPresentedViewInContainerView: Rect? { isBridged ? frameOfPresentedViewInContainerView.scene : nil }
    package var hostShouldRemovePresentersView: Bool? { isBridged ? shouldRemovePresentersView : nil }
    package var hostReturnsPresentedViewToItsFrame: Bool { self is UISheetPresentationController }
    package func hostPresentationTransitionWillBegin() { presentationTransitionWillBegin() }
    package func hostPresentationTransitionDidEnd(_ completed: Bool) { presentationTransitionDidEnd(completed) }
    package func hostDismissalTransitionWillBegin() { dismissalTransitionWillBegin() }
    package func hostDismissalTransitionDidEnd(_ completed: Bool) { dismissalTransitionDidEnd(completed) }
    package func hostContainerViewWillLayoutSubviews() { containerViewWillLayoutSubviews() }
    package func hostContainerViewDidLayoutSubviews() { containerViewDidLayoutSubviews() }

    package func hostSize(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size) -> Size? {
        guard isBridged, let child = UIViewController.bridge(container) else { return nil }
        return size(forChildContentContainer: child, withParentContainerSize: CGSize(parentSize)).scene
    }

    package func hostViewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        viewWillTransition(to: CGSize(size), with: coordinator)
    }
}

@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

// UIKit's requirements are optional; these are what it does when a delegate leaves one out.
// `.none` from the adaptive style means "do not adapt"; a delegate that implements neither form
// answers `.automatic` here, which stands for UIKit's own adaptation (a popover becomes a sheet
// on an iPhone). UIKit asks the trait-collection form first, and a delegate that implements only
// the older form is asked that one.
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        nil
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The card UIKit presents `.automatic`, `.pageSheet` and `.formSheet` controllers in on an
/// iPhone (and popovers, which adapt to it). UIKit documents none of its geometry; these
/// values are chosen, not measured on a device (measure before trusting goldens of sheets):
/// the large detent's top edge sits 10 pt below the safe area, the medium detent covers the lower half of the container, the top
/// corners are rounded by 10 pt, a 0.1 black dimming layer covers the presenting view, and a
/// presenting screen that fills the window shrinks behind a large sheet into a card with 10 pt
/// corners, 16 pt in from the sides, its top at the safe area's, over black; a large sheet behind
/// a large sheet is pushed back into such a card too. It slides in with the
/// system cover-vertical animation (UIKit's private spring, see docs/UIKitBehaviour.md, "System
/// spring"; the sheet's values are listed under "Sheets").
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet can rest at. Changed while the sheet is on screen, it moves to its
    /// detent: at once, or animated inside `animateChanges`.
    open var detents: [Detent] = [.large()] {
        didSet { restAtCurrentDetent() }
    }
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { restAtCurrentDetent() }
    }
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { restAtCurrentDetent() }
    }
    /// Whether the handle shows at the top of the sheet: a 36 x 5 pt capsule 5 pt below the
    /// sheet's top edge, over its content.
    open var prefersGrabberVisible = false {
        didSet { placeGrabber() }
    }
    /// The handle's layer, on the card's layer above its subviews.
    private lazy var grabber: CALayer = {
        let grabber = CALayer()
        grabber.cornerRadius = 2.5
        grabber.zPosition = 1000
        return grabber
    }()
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var preferredCornerRadius: CGFloat?
    private var dimmingView: UIView?
    /// The screen behind a large sheet, shrunk into a card, the black it stands on, and what its
    /// layer had before.
    private var cardBehind: (view: UIView, backdrop: UIView?, transform: CGAffineTransform, cornerRadius: CGFloat, clips: Bool)?

    /// Runs `changes` (a new detent, a new selection) in an animation, so the sheet glides to
    /// its new detent.
    open func animateChanges(_ changes: @escaping () -> Void) {
        UIView.animate(withDuration: 0.5, delay: 0, options: [], animations: changes)
    }

    /// Moves a sheet that is on screen and not in a transition to its detent, dims or undims
    /// what is behind it, and shrinks the screen behind into a card at the large detent (or
    /// gives it back below it). Inside an animation block each change animates.
    private func restAtCurrentDetent() {
        guard let container = containerView, let card = presentedView, card.superview === container,
              presentedViewController.transitionCoordinator == nil else { return }
        card.frame = frameOfPresentedViewInContainerView
        dimmingView?.alpha = leavesBehindUndimmed ? 0 : 1
        dimmingView?.isUserInteractionEnabled = !leavesBehindUndimmed
        if restsAtLargeDetent {
            // The black behind the card appears at once; only the card's shrinking animates.
            var behind: UIView?
            UIView.performWithoutAnimation { behind = cardBehind == nil ? shrinkableScreenBehind(in: container) : nil }
            if let behind { shrink(behind) }
        } else if cardBehind != nil {
            putCardBack()
        }
    }

    /// Shows or hides the handle on the sheet's card.
    private func placeGrabber() {
        guard let card = presentedViewIfPresented else { return }
        guard prefersGrabberVisible else { return grabber.removeFromSuperlayer() }
        grabber.backgroundColor = UIColor.tertiaryLabel.cgColor
        grabber.frame = CGRect(x: card.bounds.midX - 18, y: 5, width: 36, height: 5)
        if grabber.superlayer !== card.layer { card.layer.addSublayer(grabber) }
    }

    /// The card, once the presentation has begun.
    private var presentedViewIfPresented: UIView? { containerView == nil ? nil : presentedView }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let top = self.top(of: currentDetent)
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The detent the sheet rests at: the selected one, else the smallest, as UIKit documents
    /// for a nil `selectedDetentIdentifier`.
    var currentDetent: Detent {
        if let selected = detents.first(where: { $0.identifier == selectedDetentIdentifier }) { return selected }
        return detents.max { top(of: $0) < top(of: $1) } ?? .large()
    }

    /// Where a detent puts the sheet's top edge in the container (in the screen before there is
    /// one).
    private func top(of detent: Detent) -> CGFloat {
        let bounds = containerView?.bounds ?? UIScreen.main.bounds
        let largest = (containerView?.safeAreaInsets.top ?? UIScreen.main.safeAreaInsets.top) + 10
        switch detent.identifier {
        case .medium: return bounds.height / 2
        case .large: return largest
        default:
            let height = detent.resolver?(DetentResolution(maximumDetentValue: bounds.height - largest)) ?? bounds.height
            return max(largest, bounds.height - height)
        }
    }

    /// Whether the sheet at its detent leaves what is behind it undimmed: it rests at or below
    /// `largestUndimmedDetentIdentifier`.
    private var leavesBehindUndimmed: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
              let limit = detents.first(where: { $0.identifier == undimmed }) else { return false }
        return top(of: currentDetent) >= top(of: limit)
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimming.alpha = 0
        dimming.accessibilityIdentifier = "sheet dimming"
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        // The sheet lays its card out before the animator runs (an app's animator that never
        // sets the frame still finds it in place), rounding its top corners only.
        let card = presentedViewController.view!
        card.frame = frameOfPresentedViewInContainerView
        card.layer.cornerRadius = preferredCornerRadius ?? 10
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
        placeGrabber()
        let behind = shrinkableScreenBehind(in: container)
        let dims = !leavesBehindUndimmed
        dimming.isUserInteractionEnabled = dims
        let fade = { [weak self] (_: any UIViewControllerTransitionCoordinatorContext) in
            dimming.alpha = dims ? 1 : 0
            guard let self, let behind else { return }
            // An app's animator that moves the presenting screen itself (a flip, a push back in
            // depth) keeps it: UIKit adds the two motions up, which is not modelled here, and
            // the app's is the one it drew. The screen behind stays as the app leaves it.
            if behind.node.layer.isAnimating(\LayerState.transform3D) { releaseCardBehind() } else { shrink(behind) }
        }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: fade, completion: nil) != true {
            dimming.alpha = dims ? 1 : 0
            if let behind { shrink(behind) }
        }
    }

    open override func dismissalTransitionWillBegin() {
        guard let dimming = dimmingView else { return }
        let fade = { [weak self] (_: any UIViewControllerTransitionCoordinatorContext) in
            dimming.alpha = 0
            self?.restoreCardBehind()
        }
        let settle = { [weak self] (context: any UIViewControllerTransitionCoordinatorContext) in
            guard let self, let card = cardBehind else { return }
            if context.isCancelled { return shrink(card.view) }
            releaseCardBehind()
        }
        if presentedViewController.transitionCoordinator?.animate(alongsideTransition: fade, completion: settle) != true {
            dimming.alpha = 0
            putCardBack()
        }
    }

    /// A presentation that was cancelled leaves the screen behind as it was; a sheet presented
    /// can be dragged down to dismiss it.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed else {
            grabber.removeFromSuperlayer()
            return putCardBack()
        }
        if let view = presentedView, !(view.gestureRecognizers ?? []).contains(where: { $0 === sheetDrag.recognizer }) {
            view.addGestureRecognizer(sheetDrag.recognizer)
        }
    }

    /// A sheet that has left takes its handle and its drag off the controller's view, which
    /// may be shown another way later.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        grabber.removeFromSuperlayer()
        presentedView?.removeGestureRecognizer(sheetDrag.recognizer)
    }

    /// The drag that dismisses the sheet.
    private lazy var sheetDrag = SheetDrag(sheet: self)

    /// The screen behind as it was, at once.
    private func putCardBack() {
        restoreCardBehind()
        releaseCardBehind()
    }

    /// Gives the screen behind back its clipping and corners and takes the black away.
    private func releaseCardBehind() {
        guard let card = cardBehind else { return }
        card.view.layer.cornerRadius = card.cornerRadius
        card.view.clipsToBounds = card.clips
        card.backdrop?.removeFromSuperview()
        cardBehind = nil
    }

    /// The presenting screen's view when a large sheet covers it: a screen that fills the window
    /// (over black), or a large sheet, which is pushed back into a card the same way (the screen
    /// behind that one stays as it is). A sheet over part of the window, or over a smaller
    /// detent, leaves it as it is.
    private func shrinkableScreenBehind(in container: UIView) -> UIView? {
        guard restsAtLargeDetent, let window = container.window,
              let behind = presentingViewController.viewIfLoaded, behind.transform.isIdentity else { return nil }
        if presentingViewController.presentingViewController != nil {
            guard let sheet = presentingViewController.presentationController as? UISheetPresentationController,
                  sheet.restsAtLargeDetent, sheet.presentedView === behind, behind.window === window else { return nil }
            cardBehind = (behind, nil, behind.transform, behind.layer.cornerRadius, behind.clipsToBounds)
            return behind
        }
        guard behind.superview === window, behind.frame == window.bounds else { return nil }
        let backdrop = UIView(frame: window.bounds)
        backdrop.backgroundColor = .black
        backdrop.isUserInteractionEnabled = false
        window.insertSubview(backdrop, belowSubview: behind)
        cardBehind = (behind, backdrop, behind.transform, behind.layer.cornerRadius, behind.clipsToBounds)
        behind.clipsToBounds = true
        return behind
    }

    /// Whether the sheet rests at the large detent.
    var restsAtLargeDetent: Bool { currentDetent.identifier == .large }

    /// The card: 16 pt in from each side, scaled about its anchor point, its top moved to the
    /// safe area's top, its corners rounded by 10 pt.
    private func shrink(_ behind: UIView) {
        let size = behind.bounds.size
        guard size.width > 32, size.height > 0 else { return }
        let scale = (size.width - 32) / size.width
        let top = containerView?.safeAreaInsets.top ?? 0
        let untransformedTop = behind.layer.position.y - behind.layer.anchorPoint.y * size.height
        let lift = top - untransformedTop - behind.layer.anchorPoint.y * size.height * (1 - scale)
        behind.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: lift)
        behind.layer.cornerRadius = 10
    }

    private func restoreCardBehind() {
        guard let card = cardBehind else { return }
        card.view.transform = card.transform
        card.view.layer.cornerRadius = card.cornerRadius
    }

    /// The dimming fills the container, and the card rests at its detent whenever the container
    /// lays out outside a transition, as UIKit's does (an app's animator may have left it
    /// elsewhere).
    open override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView?.frame = container.bounds
        if presentedViewController.transitionCoordinator == nil, let card = presentedView, card.superview === container,
           card.transform.isIdentity {
            card.frame = frameOfPresentedViewInContainerView
        }
        placeGrabber()
    }

    /// A height the sheet can rest at. A custom detent's resolver is asked with the container's
    /// height when the sheet is laid out.
    public final class Detent: NSObject, @unchecked Sendable {
        public let identifier: Identifier
        let resolver: (@Sendable (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        init(identifier: Identifier, resolver: (@Sendable (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @Sendable (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }

        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }

    struct DetentResolution: UISheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection: UITraitCollection { UITraitCollection.current }
        var maximumDetentValue: CGFloat
    }
}

public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

/// The delegate of a popover: on a phone the popover adapts to a sheet unless the delegate's
/// adaptive style says `.none` (see `UIPopoverPresentationController`).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Dragging a sheet down dismisses it, as UIKit's sheets do: the drag drives the system's
/// dismissal, which finishes when let go past half the sheet's height or flicked down, and
/// goes back otherwise. The presentation controller's delegate is asked first
/// (`presentationControllerShouldDismiss`; a refusal, or `isModalInPresentation`, keeps the sheet
/// and says `presentationControllerDidAttemptToDismiss`), told `WillDismiss` as the drag starts
/// and `DidDismiss` once the sheet is gone.
@MainActor
private final class SheetDrag: NSObject, UIGestureRecognizerDelegate {
    let recognizer = UIPanGestureRecognizer()
    private let driven = FingerDrivenTransition()
    private unowned let sheet: UISheetPresentationController

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
        super.init()
        recognizer.handlers.append { [unowned self] recognizer in handle(recognizer as! UIPanGestureRecognizer) }
        recognizer.delegate = self
    }

    /// A drag down (more down than sideways) while nothing else is moving the sheet.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard sheet.presentedViewController.transitionCoordinator == nil,
              sheet.presentedViewController.presentingViewController != nil else { return false }
        let velocity = recognizer.velocity(in: sheet.containerView)
        return velocity.y > abs(velocity.x)
    }

    private var height: CGFloat { max(sheet.presentedView?.frame.height ?? 1, 1) }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let progress = min(max(pan.translation(in: sheet.containerView).y / height, 0), 1)
        let flicked = pan.state == .ended && pan.velocity(in: sheet.containerView).y > 600
        driven.follow(pan.state, progress: progress, flicked: flicked) { interaction in
            let presented = sheet.presentedViewController
            presented.node.systemDismissalInteraction = InteractorAdapter.scene(interaction)
            defer { presented.node.systemDismissalInteraction = nil }
            return sheet.dismissAsTheUserAsks()
        }
    }}

extension UIPresentationController {
    /// A dismissal the user starts (a sheet dragged down, a tap outside a popover): refused, the
    /// delegate told `presentationControllerDidAttemptToDismiss`, when the presented controller is
    /// modal in presentation, `permitted` says no or the delegate's
    /// `presentationControllerShouldDismiss` does; else the delegate hears `WillDismiss`, the
    /// controller is dismissed, and `dismissed` then `DidDismiss` run once it is gone. Returns
    /// whether the dismissal started.
    @discardableResult
    func dismissAsTheUserAsks(permitted: @autoclosure () -> Bool = true, dismissed: (() -> Void)? = nil) -> Bool {
        let presented = presentedViewController
        guard !presented.isModalInPresentation, permitted(), delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak delegate, self] in
            dismissed?()
            delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
