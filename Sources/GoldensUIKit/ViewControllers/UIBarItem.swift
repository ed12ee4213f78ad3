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

    public override init() { super.init() }

    /// An item a storyboard makes (its `customClass`), as UIKit's bar items are coded objects:
    /// an app's subclass with an initializer of its own implements this one too.
    public required init?(coder: NSCoder) { super.init() }

    /// Sent after a storyboard or nib made the item and connected its outlets (UIKit declares it
    /// for every object a document makes).
    open func awakeFromNib() {}
}
