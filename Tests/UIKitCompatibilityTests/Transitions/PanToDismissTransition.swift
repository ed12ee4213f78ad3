#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A modal card dismissed by dragging it down: a pan recognizer wired with #selector drives a
// UIPercentDrivenInteractiveTransition; released past a third of the height (or flicked down)
// it dismisses, else it springs back.

final class DismissInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

final class SlideDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        let startFrame = fromView.frame
        let finalFrame = startFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = finalFrame
        }, completion: { _ in
            // Cancelled: the card stays, where it started.
            if transitionContext.transitionWasCancelled { fromView.frame = startFrame }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class PanToDismissViewController: UIViewController, UIViewControllerTransitioningDelegate {

    let interactor = DismissInteractor()
    private(set) var handledStates: [UIGestureRecognizer.State] = []

    lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.55, green: 0.42, blue: 0.86, alpha: 1.0)
        view.layer.cornerRadius = 24

        let handle = UIView(frame: CGRect(x: view.bounds.midX - 20, y: 60, width: 40, height: 5))
        handle.backgroundColor = UIColor.white.withAlphaComponent(0.7)
        handle.layer.cornerRadius = 2.5
        view.addSubview(handle)

        let label = UILabel(frame: CGRect(x: 20, y: 90, width: view.bounds.width - 40, height: 40))
        label.text = "Drag down to close"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .white
        view.addSubview(label)

        view.addGestureRecognizer(panGesture)
    }

    @objc func handlePan(_ sender: UIPanGestureRecognizer) {
        handledStates.append(sender.state)
        let percentThreshold: CGFloat = 0.3
        let translation = sender.translation(in: view)
        let verticalMovement = translation.y / view.bounds.height
        let progress = CGFloat(fminf(fmaxf(Float(verticalMovement), 0.0), 1.0))

        switch sender.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true, completion: nil)
        case .changed:
            interactor.shouldFinish = progress > percentThreshold || sender.velocity(in: view).y > 1000
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactor.hasStarted ? interactor : nil
    }
}
