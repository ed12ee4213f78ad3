import Foundation

/// A hardware-keyboard shortcut. No keyboard types here, so commands are kept and listed, never
/// performed.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    open private(set) var input: String?
    open private(set) var modifierFlags: UIKeyModifierFlags
    open private(set) var action: Selector?
    open var title = ""
    open var discoverabilityTitle: String?

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        super.init()
    }

    public convenience init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
    }

    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
}

/// The modifier keys held with a key command.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

extension UIViewController {
    /// Adds a command to `keyCommands`, as UIKit's responder does.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
