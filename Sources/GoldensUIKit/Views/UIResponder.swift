/// The base of views and view controllers. Scripted touches (`TouchScript`) reach the view
/// under the finger through `touchesBegan(_:with:)` and its siblings; what a responder does not
/// handle goes up the responder chain (`next`), as in UIKit.
@preconcurrency @MainActor
open class UIResponder: NSObject, InterfaceBuilderConnectable {
    open var next: UIResponder? { nil }
    /// The keyboard shortcuts this responder offers (see `UIKeyCommand`).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether this responder takes `action`: it does when its class implements the method.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The responder that takes `action`: this one if it can, else the first along the chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Touches
    //
    // UIKit's default passes each message to the next responder, so a view controller hears
    // the touches its plain views do not handle.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Pencil and force estimates: scripted touches are final when delivered.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Motion (shake) and remote-control events never reach a test.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }
    // MARK: First responder
    //
    // Each window keeps one first responder, as UIKit's does: a text field that becomes it is
    // editing (no keyboard appears here, so none is drawn and no keyboard notification is posted).

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { responderWindow.map { $0.firstResponder === self } ?? false }

    /// Becomes its window's first responder when it can and is in a window (UIKit refuses one
    /// that is not), after the current one resigns.
    @discardableResult open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    @discardableResult open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    private func takeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    private func giveUpFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Editing begins with the first responder (a text field, a text view): when `allowed` (the
    /// delegate's answer) and the responder can take it, then `began` tells of it.
    func beginEditing(allowed: () -> Bool, began: () -> Void) -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, responderWindow != nil, allowed(), takeFirstResponder() else { return false }
        began()
        return true
    }

    /// Editing ends as the first responder resigns, when `allowed`; then `ended` tells of it.
    func finishEditing(allowed: () -> Bool, ended: () -> Void) -> Bool {
        guard isFirstResponder else { return giveUpFirstResponder() }
        guard allowed(), giveUpFirstResponder() else { return false }
        ended()
        return true
    }

    /// The window whose first responder this responder can be.
    var responderWindow: UIWindow? { nil }

    /// Called on every object a storyboard or nib makes, after all its outlets are connected.
    open func awakeFromNib() {}
    /// Called by Interface Builder's canvas, never here.
    open func prepareForInterfaceBuilder() {}

    // MARK: Interface Builder connections
    //
    // Without the Objective-C runtime a storyboard cannot find a Swift property or method by
    // name. The GoldensSelectors plugin overrides these two in every class that declares
    // `@IBOutlet`, `@IBInspectable` or `@IBAction` members (see `InterfaceBuilderConnectable`).

    /// Sets the outlet, outlet collection or inspectable property named `key`; false when the
    /// class declares none of that name or `value` is not of its type.
    open func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool { false }
    /// The action method the Objective-C selector `name` ("close:") names; nil when none.
    open func interfaceBuilderAction(named name: String) -> Selector? { nil }

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
    /// Whether Smart Invert leaves the view's colours alone; the setting is off, so nothing inverts.
    open var accessibilityIgnoresInvertColors = false
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

/// The event a scripted touch belongs to: its touches and when it happened.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10, hover, transform }
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// What the window's `sendEvent(_:)` does with this event: delivers its touches to the
    /// recognizers and views they are for.
    var delivery: (@MainActor () -> Void)?
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var allTouches: Set<UITouch>?

    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
    /// Touches between display frames: a scripted touch has none.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
