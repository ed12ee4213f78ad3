import GoldensScene

/// What bar button items and tab bar items have in common (UIKit's abstract `UIBarItem`): here
/// the accessibility properties UIKit's bar items carry, kept as set. No assistive technology
/// reads them in a test, and they never change a frame.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
}
