#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// A size transition: the phone turns from portrait to landscape. The menu re-lays its cards
/// for the new width inside the rotation's animation, and an alongside animation recolours the
/// header, as `viewWillTransition(to:with:)` code does.
final class RotatingMenuViewController: MenuViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let isLandscape = size.width > size.height
        coordinator.animate(alongsideTransition: { _ in
            self.header.backgroundColor = isLandscape ? AppColors.accent : AppColors.header
        })
    }
}
