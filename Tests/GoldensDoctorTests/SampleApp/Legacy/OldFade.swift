import UIKit

/// Fails on purpose: Swift 2 names, which today's SDK refuses too.
final class OldFade {
    func run(_ view: UIView) {
        view.frame = CGRectZero
        UIView.animateWithDuration(0.3) { view.alpha = 0 }
    }
}
