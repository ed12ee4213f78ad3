#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Dimming sheet: a presentation controller pins its dimming view to the container with
// anchors and places the sheet with constraints too: pinned to the bottom, as tall as its
// content (a stack of labels measured by Auto Layout), never above the safe area's top.

final class DimmingSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20

        let grabber = UIView()
        grabber.backgroundColor = UIColor(white: 0.8, alpha: 1)
        grabber.layer.cornerRadius = 2.5
        grabber.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grabber)

        let heading = UILabel()
        heading.text = "Share this list"
        heading.font = .systemFont(ofSize: 22, weight: .semibold)
        let detail = UILabel()
        detail.text = "Everyone you invite can add items and tick them off; changes show up on every device."
        detail.font = .systemFont(ofSize: 15)
        detail.textColor = .darkGray
        detail.numberOfLines = 0
        let button = UIView()
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 12

        let stack = UIStackView(arrangedSubviews: [heading, detail, button])
        stack.axis = .vertical
        stack.spacing = 10
        stack.setCustomSpacing(20, after: detail)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let views: [String: Any] = ["grabber": grabber, "stack": stack]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[grabber(5)]-16-[stack]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-24-[stack]-24-|", options: [], metrics: nil, views: views)
            + [
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.heightAnchor.constraint(equalToConstant: 50),
                stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            ])
    }
}

final class DimmingSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let fitting = presentedViewController.view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = min(fitting.height + containerView.safeAreaInsets.bottom, bounds.height - containerView.safeAreaInsets.top)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimmingView.alpha = 0
        dimmingView.translatesAutoresizingMaskIntoConstraints = false
        containerView.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
        ])
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class DimmingSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomCardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomCardSlideAnimator(isPresenting: false)
    }
}

func makeDimmingSheetPresentationScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let sheet = DimmingSheetViewController()
    let delegate = DimmingSheetTransitioningDelegate()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = delegate
    return (presenter, sheet, delegate)
}
