/// The base of views and view controllers. Events are not delivered in a test (gestures are
/// scripted), so the responder chain only answers questions.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// Called on objects loaded from a nib or storyboard; nothing is loaded from one here, so
    /// only code that calls it runs it (UIKit declares it on every object).
    open func awakeFromNib() {}
    /// Called by Interface Builder's canvas, never here.
    open func prepareForInterfaceBuilder() {}
}

/// A touch or other event. Tests never deliver one; the type exists for signatures such as
/// `point(inside:with:)`.
public final class UIEvent: NSObject, @unchecked Sendable {}
