
    private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detailViewController = transitionContext.viewController(forKey: .to) as? SampleDetailViewController,
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: detailViewController)

        toView.frame = finalFrame
        toView.alpha = 0
        containerView.addSubview(toView)
        // Lay the detail screen out now so its title label has its final frame before we snapshot it.
        toView.layoutIfNeeded()

        guard let card = card,
              let cardSnapshot = card.snapshotView(afterScreenUpdates: false),
              let titleSnapshot = detailViewController.titleLabel.snapshotView(afterScreenUpdates: true) else {
            // Nothing to fly around: just fade the detail screen in.
            UIView.animate(withDuration: 0.3, animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        let cardLabel = card.subviews.compactMap { $0 as? UILabel }.first
        let titleStartOrigin = cardLabel.map { $0.convert($0.bounds, to: containerView).origin }
            ?? card.convert(card.bounds, to: containerView).origin
        let titleEndFrame = detailViewController.titleLabel.convert(detailViewController.titleLabel.bounds, to: containerView)

        cardSnapshot.frame = card.convert(card.bounds, to: containerView)
        containerView.insertSubview(cardSnapshot, belowSubview: toView)

        titleSnapshot.frame = CGRect(origin: titleStartOrigin, size: titleEndFrame.size)
        containerView.addSubview(titleSnapshot)
