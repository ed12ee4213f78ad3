import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// A side menu whose presentation controller pins the presented view with Auto Layout, and
/// whose animator slides it in and out by setting `frame` (the common way): the frame the
/// animator sets stays for the whole dismissal, as in UIKit, where setting a constrained
/// view's frame does not ask its superview for layout.
@MainActor
@Suite struct ConstrainedSideMenuTests {
    final class MenuPresentationController: UIPresentationController {
        let dimmingView = UIView()

        override func presentationTransitionWillBegin() {
            guard let containerView = containerView, let presentedView = presentedView else { return }
            dimmingView.backgroundColor = .black
            dimmingView.alpha = 0
            dimmingView.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(dimmingView)
            containerView.addSubview(presentedView)
            presentedView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
                dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
                dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                presentedView.topAnchor.constraint(equalTo: containerView.topAnchor),
                presentedView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
                presentedView.leftAnchor.constraint(equalTo: containerView.leftAnchor),
                presentedView.widthAnchor.constraint(equalTo: containerView.widthAnchor, multiplier: 0.75),
            ])
            presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0.5
            })
        }

        override func dismissalTransitionWillBegin() {
            presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            })
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView?.bounds ?? .zero
            return CGRect(x: 0, y: 0, width: bounds.width * 0.75, height: bounds.height)
        }
    }

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            let controller = transitionContext.viewController(forKey: key)!
            let shown = transitionContext.finalFrame(for: controller)
            var hidden = shown
            hidden.origin.x = -shown.width
            controller.view.frame = presenting ? hidden : shown
            UIView.animate(withDuration: 0.3, animations: {
                controller.view.frame = self.presenting ? shown : hidden
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class MenuTransitions: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            MenuPresentationController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideAnimator(presenting: true)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideAnimator(presenting: false)
        }
    }

    /// The menu's right edge in points on the screen's middle row: the last green pixel.
    private func menuRightEdge(_ frame: TransitionFrame) -> Double {
        let bitmap = frame.bitmap
        let y = bitmap.height / 2
        var x = 0
        while x < bitmap.width, bitmap[x, y].g > 200, bitmap[x, y].r < 60 { x += 1 }
        return Double(x) / 2
    }

    @Test func theMenuSlidesOutWhereTheAnimatorSendsIt() throws {
        let transitions = MenuTransitions()
        let home = UIViewController()
        home.view.backgroundColor = .red
        let menu = UIViewController()
        menu.view.backgroundColor = .green
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = transitions
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: home)
        window.makeKeyAndVisible()
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(menu, from: window.rootViewController!), at: .progress([]))
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: 292.5, height: 844))
        let frames = try sampler.record(.dismiss(menu), at: .progress([0.5]))
        let middle = try #require(frames.first { $0.label == "dismiss@0.50" })
        // easeInOut is symmetric: half the way at half the time, so the right edge is at 292.5 / 2.
        #expect(abs(menuRightEdge(middle) - 146.25) <= 1, "right edge at \(menuRightEdge(middle)) pt")
        #expect(window.rootViewController?.presentedViewController == nil)
        _ = SceneDiagnostics.drain()
    }
}
