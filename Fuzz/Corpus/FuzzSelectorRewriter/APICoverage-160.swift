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