import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// The views a presentation hands its animator, as published presentation code relies on them:
// Apple's sample wraps the presented view in presentationTransitionWillBegin; a storyboard's
// screen designed at another size fills the screen; a presenter an animator moved aside comes
// back under the dismissal's animator.

/// Wraps the presented view in a rounded shadowed card, made in presentationTransitionWillBegin
/// and answered as `presentedView`, as Apple's custom presentation sample does.
private final class WrappingPresentationController: UIPresentationController {
    private var wrapper: UIView?
    override var presentedView: UIView? { wrapper }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height - 420, width: container.bounds.width, height: 420)
    }
    override func presentationTransitionWillBegin() {
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.layer.cornerRadius = 16
        let content = super.presentedView!
        content.frame = wrapper.bounds
        wrapper.addSubview(content)
        self.wrapper = wrapper
    }
}

/// Records the view it is handed, slides it up, and completes.
private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var handed: UIView?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)
        handed = toView
        if let toView { transitionContext.containerView.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: {}) { _ in transitionContext.completeTransition(true) }
    }
}

/// Pushes the presenter aside while presenting, and brings it back by its transform alone on
/// dismissal: neither sets a frame.
private final class PushAsideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let width = container.bounds.width
        if presenting {
            let fromView = transitionContext.viewController(forKey: .from)!.view!
            let toView = transitionContext.view(forKey: .to)!
            container.addSubview(toView)
            toView.transform = CGAffineTransform(translationX: width, y: 0)
            UIView.animate(withDuration: 0.3, animations: {
                fromView.transform = CGAffineTransform(translationX: -width, y: 0)
                toView.transform = .identity
            }) { _ in transitionContext.completeTransition(true) }
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: 0.3, animations: {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
                toView.transform = .identity
            }) { _ in transitionContext.completeTransition(true) }
        }
    }
}

private final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var wraps = false
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        wraps ? WrappingPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissAnimator }
}

/// Fades a dimming view in and out alongside the transition, as most presentation controllers do.
private final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var alongsideCompletions = 0
    override func presentationTransitionWillBegin() {
        dimmingView.alpha = 0
        containerView?.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 },
                                                               completion: { _ in self.alongsideCompletions += 1 })
    }
}

private final class DimmingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var controller: DimmingPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }
}

/// Works out the card's height when the presentation begins, as controllers that size
/// themselves from the container do, and answers its frame from it.
private final class SelfSizingPresentationController: UIPresentationController {
    var height: CGFloat = 0
    override func presentationTransitionWillBegin() {
        height = (containerView?.bounds.height ?? 0) * 0.6
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }
}

/// Slides the presented view up to `finalFrame(for:)`, noting the frame it was given.
private final class FinalFrameAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var given: CGRect?
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        given = final
        transitionContext.containerView.addSubview(view)
        view.frame = final.offsetBy(dx: 0, dy: final.height)
        UIView.animate(withDuration: 0.3, animations: { view.frame = final }) { _ in transitionContext.completeTransition(true) }
    }
}

private final class SelfSizingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FinalFrameAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SelfSizingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite struct PresentationViewsTests {
    /// The animator's `finalFrame(for:)` is the frame the presentation controller answers once
    /// `presentationTransitionWillBegin` has set it up, not before.
    @Test func theFinalFrameIsAskedAfterThePresentationControllerSetsItselfUp() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let card = UIViewController()
        let delegate = SelfSizingDelegate()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        try settle()
        let given = try #require(delegate.animator.given)
        #expect(abs(given.height - 844 * 0.6) < 1e-9 && abs(given.minY - 844 * 0.4) < 1e-9)
        #expect(abs(card.view.frame.minY - given.minY) < 1e-9 && abs(card.view.frame.height - given.height) < 1e-9)
    }

    /// A presentation that is not animated has a coordinator too, whose alongside blocks run at
    /// once: the dimming view a test presents under without animation is shown.
    @Test func aPresentationWithoutAnimationRunsItsAlongsideBlocks() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        let delegate = DimmingDelegate()
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        let controller = try #require(delegate.controller)
        #expect(controller.dimmingView.alpha == 1)
        #expect(controller.alongsideCompletions == 1)
        #expect(card.transitionCoordinator == nil, "the transition is over")
    }

    private func settle() throws {
        let clock = View.animationClock
        try clock.advance(to: clock.now + 1)
    }

    @Test func theAnimatorIsHandedTheWrapperMadeInPresentationTransitionWillBegin() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let card = UIViewController()
        let delegate = Delegate()
        let animator = SlideUpAnimator()
        delegate.animator = animator
        delegate.wraps = true
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        try settle()

        let wrapper = try #require(card.presentationController?.presentedView)
        #expect(wrapper !== card.view)
        #expect(animator.handed === wrapper)
        #expect(card.view.superview === wrapper)
        #expect(abs(wrapper.frame.minY - (844 - 420)) < 1e-9)
    }

    @Test func aScreenDesignedAtAnotherSizeFillsTheScreenWhenPresentedFullScreen() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let designed = UIViewController()
        designed.view.frame = CGRect(x: 0, y: 0, width: 600, height: 600) // as a storyboard designed it
        let delegate = Delegate()
        delegate.animator = SlideUpAnimator()
        designed.modalPresentationStyle = .fullScreen
        designed.transitioningDelegate = delegate
        root.present(designed, animated: true)
        try settle()

        #expect(designed.view.frame == window.bounds)
    }

    @Test func aPresenterMovedAsideByItsTransformComesBackOnDismissal() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let details = UIViewController()
        let delegate = Delegate()
        delegate.animator = PushAsideAnimator(presenting: true)
        delegate.dismissAnimator = PushAsideAnimator(presenting: false)
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = delegate
        root.present(details, animated: true)
        try settle()
        details.dismiss(animated: true)
        try settle()

        #expect(root.view.transform == .identity)
        #expect(root.view.frame == window.bounds)
    }
}
