#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Compiled, not run: UIKit API that transition code in apps and tutorials reaches for, beyond
// what the other files of this folder use, so a missing or misspelt name fails the build here.
// (Gesture recognizers, @objc and #selector are the navigation and gestures issue's.)

final class APICoverageAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero
    var presenting = true
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to),
              let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = 20
        snapshot.layer.masksToBounds = true
        snapshot.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        snapshot.layer.cornerCurve = .continuous
        containerView.addSubview(toView)
        containerView.addSubview(snapshot)
        containerView.bringSubviewToFront(snapshot)
        containerView.sendSubviewToBack(toView)
        toView.isHidden = true
        let scale = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let rotation = CGAffineTransform(rotationAngle: .pi / 4)
        snapshot.transform = scale.concatenating(rotation)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        containerView.layer.sublayerTransform = perspective
        snapshot.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = CATransform3DIdentity
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toView.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
        let point = snapshot.convert(snapshot.bounds.origin, to: nil)
        let rect = containerView.convert(originFrame, from: nil)
        _ = (point, rect)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = containerView.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(blur, at: 0)
        let dim = UIView(frame: containerView.bounds)
        dim.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        containerView.insertSubview(dim, belowSubview: snapshot)
        let tagged = containerView.viewWithTag(42)
        tagged?.tag = 7
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { dim.alpha = 0 }
        animator.addAnimations({ dim.backgroundColor = .clear }, delayFactor: 0.5)
        animator.startAnimation(afterDelay: 0.1)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0, dy: 1))
        let other = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        other.isInterruptible = true
        other.isUserInteractionEnabled = false
        other.scrubsLinearly = false
        other.pausesOnCompletion = true
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
        other.continueAnimation(withTimingParameters: cubic, durationFactor: 0.5)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction], animations: { dim.alpha = 1 })
        running.stopAnimation(false)
        running.finishAnimation(at: .current)
        UIView.transition(from: fromVC.view, to: toView, duration: 0.3, options: [.transitionFlipFromLeft, .showHideTransitionViews])
        UIView.performWithoutAnimation { dim.layoutIfNeeded() }
        let shadowPath = UIBezierPath(roundedRect: snapshot.bounds, cornerRadius: 20).cgPath
        snapshot.layer.shadowPath = shadowPath
        snapshot.layer.shadowColor = UIColor.black.cgColor
        snapshot.layer.shadowOpacity = 0.3
        snapshot.layer.shadowOffset = .zero
        snapshot.layer.shadowRadius = 10
        snapshot.layer.zPosition = 10
        snapshot.layer.borderWidth = 1
        snapshot.layer.borderColor = UIColor.systemGray.cgColor
        snapshot.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        snapshot.layer.position = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.maxY)
        snapshot.layer.opacity = 0.5
        snapshot.layer.isDoubleSided = false
        let resizable = fromVC.view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 100, height: 100), afterScreenUpdates: false, withCapInsets: .zero)
        _ = resizable
        let safe = containerView.safeAreaInsets.top + containerView.safeAreaLayoutGuide.layoutFrame.minY
        _ = safe
        let size = UIScreen.main.bounds.size
        let scaleFactor = UIScreen.main.scale
        _ = (size, scaleFactor)
        let window = UIApplication.shared.windows.first { $0.isKeyWindow }
        _ = window?.safeAreaInsets
        let keyWindow = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.windows.first
        _ = keyWindow
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Hi")
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.lineBreakMode = .byTruncatingTail
        label.sizeToFit()
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        imageView.tintColor = .systemYellow
        imageView.contentMode = .scaleAspectFit
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        _ = (imageView, button)
        let effectView = UIVisualEffectView(effect: nil)
        UIView.animate(withDuration: 0.3) { effectView.effect = UIBlurEffect(style: .dark) }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
            snapshot.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        })
        let color = UIColor(named: "Accent") ?? UIColor(white: 0.5, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        _ = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white })
        _ = transitionContext.presentationStyle
        _ = transitionContext.targetTransform
        transitionContext.updateInteractiveTransition(0.5)
        _ = UIApplication.shared.keyWindow
    }
    func animationEnded(_ transitionCompleted: Bool) {}
}

final class APICoveragePresentationController: UIPresentationController {
    private let dimmingView = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = containerView.bounds.height / 2
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }
    override func presentationTransitionWillBegin() {
        guard let containerView = containerView, let coordinator = presentedViewController.transitionCoordinator else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }
    func dismissTapped() { presentedViewController.dismiss(animated: true) }
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { context in
            self.dimmingView.alpha = 0
            _ = context.isCancelled
            _ = context.percentComplete
        })
    }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        presentedView?.layer.cornerRadius = 12
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
}

final class APICoverageViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large(), .custom { context in context.maximumDetentValue * 0.3 }]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
            sheet.selectedDetentIdentifier = .medium
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        isModalInPresentation = true
        modalPresentationCapturesStatusBarAppearance = true
        preferredContentSize = CGSize(width: 300, height: 400)
        setNeedsStatusBarAppearanceUpdate()
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout(); self.view.layoutIfNeeded() }, completion: { _ in })
    }
    func show() {
        let vc = UIViewController()
        vc.modalPresentationStyle = .overCurrentContext
        definesPresentationContext = true
        providesPresentationContextTransitionStyle = true
        vc.modalTransitionStyle = .crossDissolve
        present(vc, animated: true) { print("done") }
        _ = isBeingPresented || isBeingDismissed || isMovingToParent
        _ = presentingViewController?.presentedViewController
    }
}
