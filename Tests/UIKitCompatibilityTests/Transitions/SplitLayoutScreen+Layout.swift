#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// The layout half of SplitLayoutScreen, and a member of the fade family overriding what its
// base class declares in an extension.

extension SplitLayoutScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        banner.backgroundColor = .systemOrange
        view.addSubview(banner)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        noteAppearance()
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}

final class CrossFadeFamilyAnimator: FadeFamilyAnimator {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
