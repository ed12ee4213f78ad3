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

    // MARK: Accessibility
    //
    // UIKit declares these on every object (informal protocols on NSObject), so controllers
    // and views set and override them. They are kept as set, and no assistive technology asks
    // for them or performs the actions in a test (see `UIAccessibility`); they never change a frame.

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityViewIsModal = false
    open var accessibilityElementsHidden = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The escape gesture (a two-finger Z): true when the object dismissed itself.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

/// What an accessibility element is and does, as VoiceOver describes it.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

@frozen public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}

/// An action VoiceOver offers in its actions rotor; kept, never performed in a test.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open var image: UIImage?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
    }

    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
}

/// A touch or other event. Tests never deliver one; the type exists for signatures such as
/// `point(inside:with:)`.
public final class UIEvent: NSObject, @unchecked Sendable {}
