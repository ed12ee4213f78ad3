
    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let duration = transitionDuration(using: transitionContext)

        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        containerView.addSubview(toView)

        // The list underneath drifts a little to the left, like a navigation push.
        UIView.animate(withDuration: duration, animations: {
            fromView.transform = CGAffineTransform(translationX: -width * self.parallaxFactor, y: 0)
        })

        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            toView.transform = .identity
        }, completion: { _ in
            fromView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }