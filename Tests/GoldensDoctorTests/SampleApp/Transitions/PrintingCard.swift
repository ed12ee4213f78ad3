import UIKit

/// Fails on purpose: API GoldensUIKit does not have (printing, focus).
final class PrintingCard: UIViewController {
    func share() {
        let printer = UIPrintInteractionController.shared
        _ = printer
        if view.isFocused { view.alpha = 0.5 }
    }
}
