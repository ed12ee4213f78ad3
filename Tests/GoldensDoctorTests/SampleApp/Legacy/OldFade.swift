import UIKit

/// Fails on purpose: Swift 2 names, which today's SDK refuses too.
final class OldFade {
    func run(_ view: UIView) {
        view.frame = CGRectMake(0, 0, 100, 100)
        UIView.animateWithDuration(0.3) { view.alpha = 0 }
    }
}
