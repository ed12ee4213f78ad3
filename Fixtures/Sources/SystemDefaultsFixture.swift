#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// System defaults: no transitioning delegate, so UIKit's built-in animations run and the
/// controller's `modalTransitionStyle` picks cover vertical or cross dissolve, full screen.
@MainActor
func makeSystemDefaultDetail(_ style: UIModalTransitionStyle) -> UIViewController {
    let isCover = style == .coverVertical
    let details = DetailViewController(title: isCover ? "Cover vertical" : "Cross dissolve",
                                       color: isCover ? AppColors.detail : UIColor(red: 0.15, green: 0.60, blue: 0.45, alpha: 1),
                                       body: "A built-in transition, rendered frame by frame and compared with its goldens.")
    details.modalTransitionStyle = style
    details.modalPresentationStyle = .fullScreen
    return details
}
