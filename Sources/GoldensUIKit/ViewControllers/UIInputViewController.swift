import GoldensScene

/// A custom keyboard's or input accessory's controller (iOS 8). No keyboard is shown here, so
/// none is ever presented; the class exists for the code that names it (app extensions' files
/// shared with the app, `#selector`s on it) and behaves as UIKit's does when nothing edits.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The input view the keyboard's view is; nil until set, as UIKit makes one only in a
    /// keyboard extension.
    open var inputView: UIInputView?
    /// The text the keyboard would edit: empty, and what is typed into it is dropped.
    open var textDocumentProxy: any UITextDocumentProxy { documentProxy }
    private let documentProxy = EmptyTextDocumentProxy()
    open var primaryLanguage: String?
    open var hasDictationKey = false
    open var hasFullAccess: Bool { false }
    open var needsInputModeSwitchKey: Bool { false }

    open func dismissKeyboard() {}
    open func advanceToNextInputMode() {}
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}

    open func selectionWillChange(_ textInput: (any UITextInput)?) {}
    open func selectionDidChange(_ textInput: (any UITextInput)?) {}
    open func textWillChange(_ textInput: (any UITextInput)?) {}
    open func textDidChange(_ textInput: (any UITextInput)?) {}
}

/// The view of a custom keyboard or input accessory (iOS 7): a plain view with its style.
@preconcurrency @MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable {
        case `default`, keyboard
    }

    public let inputViewStyle: Style
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// Tells an input controller when the text it edits changes.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// What a keyboard sees of the document it types into.
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    var documentContextBeforeInput: String? { get }
    var documentContextAfterInput: String? { get }
    var selectedText: String? { get }
    var documentIdentifier: UUID { get }
    func adjustTextPosition(byCharacterOffset offset: Int)
}

/// The document of a keyboard nothing shows: empty, with typing dropped.
@MainActor
private final class EmptyTextDocumentProxy: NSObject, UITextDocumentProxy {
    var documentContextBeforeInput: String? { nil }
    var documentContextAfterInput: String? { nil }
    var selectedText: String? { nil }
    let documentIdentifier = UUID()
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
    func adjustTextPosition(byCharacterOffset offset: Int) {}
}
