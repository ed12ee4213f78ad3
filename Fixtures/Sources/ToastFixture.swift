#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// Toast: a custom presentation controller shows a toast at the bottom, inset 16 pt inside the
/// safe area, as tall as its wrapped text. Then a full-screen controller is presented over it
/// and dismissed. During that dismissal UIKit hands the toast's view back at the full
/// container size (docs/UIKitBehaviour.md, "Presenter frame reset"), so a naive controller's
/// toast is a full screen until the dismissal completes and its container lays out again; a
/// controller that wraps the toast in a full-size view keeps it in place throughout.
final class ToastViewController: UIViewController {
    static let message = "Saved to your favourites. Transitions render the same on every machine."
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.13, green: 0.14, blue: 0.18, alpha: 1)
        view.layer.cornerRadius = 14
        label.text = ToastViewController.message
        label.font = .systemFont(ofSize: 17)
        label.textColor = .white
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }

    /// The toast's height for a width, as Auto Layout sizes it: the width fixed, the height as
    /// small as the wrapped text and its 16 pt of padding allow.
    func height(forWidth width: CGFloat) -> CGFloat {
        loadViewIfNeeded()
        return view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }
}

/// The naive controller: the toast's own view is the presented view, framed at the bottom
/// again whenever the container lays out.
class ToastPresentationController: UIPresentationController {
    var toast: ToastViewController { presentedViewController as! ToastViewController }

    /// Bottom of the container, 16 pt inside the safe area, as tall as the text needs.
    var toastFrame: CGRect {
        guard let containerView else { return .zero }
        let safe = containerView.bounds.inset(by: containerView.safeAreaInsets)
        let width = safe.width - 32
        let height = toast.height(forWidth: width)
        return CGRect(x: safe.minX + 16, y: safe.maxY - 16 - height, width: width, height: height)
    }

    override var frameOfPresentedViewInContainerView: CGRect { toastFrame }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The fixed controller: the presented view is a full-size wrapper holding the toast, so when
/// UIKit hands it back at the container's size, that is its own size and the toast inside
/// stays where it was (the wrapper views of Apple's custom-presentation sample).
final class WrappingToastPresentationController: ToastPresentationController {
    private let wrapper = UIView()

    override var presentedView: UIView? { wrapper }
    override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        wrapper.frame = containerView?.bounds ?? .zero
        wrapper.addSubview(toast.view)
        toast.view.frame = toastFrame
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        wrapper.frame = containerView?.bounds ?? .zero
        toast.view.frame = toastFrame
    }

    override func containerViewDidLayoutSubviews() {}
}

/// Slides the toast up from below the screen (ease-out, 0.35 s).
final class ToastAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(translationX: 0, y: 240)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut, animations: {
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ToastTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let wraps: Bool

    init(wraps: Bool) {
        self.wraps = wraps
        super.init()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        wraps ? WrappingToastPresentationController(presentedViewController: presented, presenting: presenting)
            : ToastPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ToastAnimator()
    }
}
