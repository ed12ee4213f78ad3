#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A screen whose layout lives in another file's extension (SplitLayoutScreen+Layout.swift), as
// apps split big controllers, and an animator family whose base class declares its
// UIViewControllerAnimatedTransitioning methods in an extension that subclasses override.

final class SplitLayoutScreen: UIViewController {
    let banner = UIView()
    private(set) var appearances = 0

    func noteAppearance() {
        appearances += 1
    }
}

class FadeFamilyAnimator: NSObject {
    let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }
}

extension FadeFamilyAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
