import GoldensScene

/// A one-line text field: the text (or the placeholder in grey) at 17 points, inset 7 points;
/// `.roundedRect` draws UIKit's white box with a 5-point rounded grey border. Nothing edits it.
@preconcurrency @MainActor
open class UITextField: UIControl {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The views a keyboard would show with it; kept (no keyboard is shown here).
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITextField { AppearanceProxies.proxy(for: self) { UITextField(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITextField {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITextField(frame: .zero) }
    }

    /// A tap on a text field begins editing; a superview's tap recognizer still hears it.
    override var defaultActionIsATap: Bool { false }
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    private let label = UILabel()
    open var text: String? = "" { didSet { setNeedsLayout() } }
    /// The placeholder both properties read and write: neither setter calls the other, as in
    /// UIKit, so a subclass whose `placeholder` observer sets `attributedPlaceholder` (to colour
    /// it) does not set itself again without end.
    private var placeholderStorage: NSAttributedString?
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set {
            placeholderStorage = newValue.map { NSAttributedString(string: $0) }
            setNeedsLayout()
        }
    }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set {
            placeholderStorage = newValue
            setNeedsLayout()
        }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    /// Kept: the text is drawn at the font's size.
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsLayout() } }
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    /// True while it is the first responder.
    open var isEditing: Bool { isFirstResponder }
    open weak var delegate: (any UITextFieldDelegate)?

    open override var canBecomeFirstResponder: Bool { isEnabled }

    // MARK: The document a keyboard edits (UITextInput)

    private var document = TextInputDocument()
    /// The kind of text expected, for the keyboard and AutoFill; kept.
    open var textContentType: UITextContentType!
    /// The selection; the caret at the end of the text until code sets it.
    open var selectedTextRange: UITextRange? {
        get { document.selectedRange(in: text) }
        set { document.select(newValue, in: text) }
    }
    /// Marked (provisional) text; none, as no keyboard types here.
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(TextInputDocument.length(of: text)) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        TextInputDocument.range(from: fromPosition, to: toPosition, in: text)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextInputDocument.position(from: position, offset: offset, in: text)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { TextInputDocument.distance(from: from, to: toPosition) }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextInputDocument.compare(position, to: other)
    }
    open func text(in range: UITextRange) -> String? { TextInputDocument.text(in: range, of: text) }
    /// Replaces `range` with `text` and puts the caret after it.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let (updated, caret) = TextInputDocument.replacing(range, with: text, in: self.text) else { return }
        self.text = updated
        document.selection = (caret, caret)
    }
    /// Where the caret would be drawn; no caret is drawn here.
    open func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: bounds.height) }
    open func firstRect(for range: UITextRange) -> CGRect { bounds }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }
    open var hasText: Bool { !(text ?? "").isEmpty }
    /// Inserts `text` at the selection, as a keyboard would.
    open func insertText(_ text: String) {
        if let range = selectedTextRange { replace(range, withText: text) }
    }
    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard let range = selectedTextRange as? TextOffsetRange else { return }
        guard range.isEmpty else { return replace(range, withText: "") }
        guard range.lower > 0, let start = position(from: range.start, offset: -1),
              let previous = textRange(from: start, to: range.start) else { return }
        replace(previous, withText: "")
    }

    /// Begins editing as UIKit does: the delegate may refuse, then hears it began, with the
    /// control event and the notification.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        beginEditing(allowed: { delegate?.textFieldShouldBeginEditing(self) ?? true }) {
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        }
    }

    @discardableResult open override func resignFirstResponder() -> Bool {
        finishEditing(allowed: { delegate?.textFieldShouldEndEditing(self) ?? true }) {
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: borderStyle == .roundedRect ? 34 : ceil((font ?? .systemFont(ofSize: 17)).lineHeight))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if borderStyle == .roundedRect {
            layer.cornerRadius = 5
            layer.borderWidth = UIScreen.main.hairline
            layer.borderColor = UIColor.separator.cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        let showsText = !(text ?? "").isEmpty
        let shown = showsText ? (isSecureTextEntry ? String(repeating: "•", count: text?.count ?? 0) : text) : placeholder
        label.text = shown
        label.font = font
        label.textColor = showsText ? textColor : attributedPlaceholderColor ?? placeholderColor
        label.textAlignment = textAlignment
        place(leftView, mode: leftViewMode, in: leftViewRect(forBounds: bounds))
        place(rightView, mode: rightViewMode, in: rightViewRect(forBounds: bounds))
        label.frame = showsText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
    }

    /// The colour of the placeholder: UIKit's placeholder grey (a search field's is its own).
    var placeholderColor: UIColor { .placeholderText }

    /// The colour an attributed placeholder gives its first character, if any.
    private var attributedPlaceholderColor: UIColor? {
        guard let placeholder = placeholderStorage, placeholder.length > 0 else { return nil }
        return placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    /// Shows a side view where its mode shows it, and takes it out where it does not.
    private func place(_ view: UIView?, mode: ViewMode, in rect: CGRect) {
        guard let view else { return }
        if shows(view, mode: mode) {
            if view.superview !== self { addSubview(view) }
            view.frame = rect
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// Whether a side view takes its place beside the text: its mode shows it while the field
    /// is not being edited (no field is edited here).
    private func shows(_ view: UIView?, mode: ViewMode) -> Bool { view != nil && (mode == .always || mode == .unlessEditing) }

    /// Where the text is drawn: inside the border's 7 point inset, beside the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shows(leftView, mode: leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(left - rect.minX, 0)
            rect.origin.x = max(rect.minX, left)
        }
        if shows(rightView, mode: rightViewMode) { rect.size.width = max(min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX, 0) }
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The left view at its size against the left edge, centred from top to bottom.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at its size against the right edge, centred from top to bottom.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// What a text field asks and tells while it is edited: beginning and ending as it becomes and
/// resigns first responder; nothing types into a field here, so the others reach only code that
/// calls them itself. The defaults are UIKit's answers.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
