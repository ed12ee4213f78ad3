#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Doors transition: the screen being left is photographed once (UIGraphicsImageRenderer and
// drawHierarchy), the photo is shown by two door views through their layers' `contents`, each
// showing one half with `contentsRect`, and the doors slide apart to reveal the screen
// underneath. The real screen is hidden while the doors move.

final class DoorsAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let renderer = UIGraphicsImageRenderer(bounds: fromView.bounds)
        let photo = renderer.image { _ in
            _ = fromView.drawHierarchy(in: fromView.bounds, afterScreenUpdates: false)
        }

        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.insertSubview(toView, belowSubview: fromView)
        fromView.isHidden = true

        let frame = fromView.frame
        let half = frame.width / 2
        let doors = [0, 1].map { side -> UIView in
            let door = UIView(frame: CGRect(x: frame.minX + CGFloat(side) * half, y: frame.minY, width: half, height: frame.height))
            door.layer.contents = photo.cgImage
            door.layer.contentsScale = photo.scale
            door.layer.contentsGravity = .resize
            door.layer.contentsRect = CGRect(x: CGFloat(side) * 0.5, y: 0, width: 0.5, height: 1)
            door.layer.shadowColor = UIColor.black.cgColor
            door.layer.shadowOpacity = 0.25
            door.layer.shadowRadius = 8
            containerView.addSubview(door)
            return door
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseIn], animations: {
            doors[0].frame.origin.x = frame.minX - half
            doors[1].frame.origin.x = frame.maxX
        }, completion: { _ in
            doors.forEach { $0.removeFromSuperview() }
            fromView.isHidden = false
            let finished = !transitionContext.transitionWasCancelled
            if !finished { toView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        })
    }
}

final class DoorsTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DoorsAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DoorsAnimator(isPresenting: false)
    }
}

@MainActor
func makeDoorsTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let page = SampleDetailViewController(title: "Morning Run", color: .systemOrange)
    let delegate = DoorsTransitioningDelegate()
    page.modalPresentationStyle = .fullScreen
    page.transitioningDelegate = delegate
    return (presenter, page, delegate)
}
