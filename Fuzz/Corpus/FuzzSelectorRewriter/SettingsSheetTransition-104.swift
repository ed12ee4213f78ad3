
    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SettingsSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let shown = transitionContext.finalFrame(for: sheet) == .zero
            ? transitionContext.initialFrame(for: sheet) : transitionContext.finalFrame(for: sheet)
        let hidden = shown.offsetBy(dx: 0, dy: containerView.bounds.height - shown.minY)
        if presenting {
            containerView.addSubview(sheet.view)
            sheet.view.frame = hidden
        }
        UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                       options: [], animations: {
            sheet.view.frame = self.presenting ? shown : hidden
        }, completion: { _ in