/// The keyboard a text field or text view asks for. No keyboard is drawn here; the values are
/// kept so code that sets them (`field.returnKeyType = .done`) compiles and reads them back.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// What a keyboard may be asked for (all optional in UIKit, so nothing is required here).
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {}

/// What a keyboard types into: text inserted and deleted at the caret.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A document a keyboard edits with selection and marked text. Only its key input is required
/// here; `UITextField` and `UITextView` answer the rest (positions, ranges, the selection) as
/// their own members (see UITextInput.swift).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {}
