
    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SpringSlideAnimator(isPresenting: false)
    }
}

@MainActor
func makeSpringSlideTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = SpringSheetViewController(title: "Saved")
    // The sheet configured its own modalPresentationStyle (.overFullScreen) and transitioningDelegate (itself).
    return (presenter, sheet, sheet)
}