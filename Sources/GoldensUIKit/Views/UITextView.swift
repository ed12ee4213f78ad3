import GoldensScene

/// Scrolling multi-line text, still: the text wrapped at 17 points inside `textContainerInset`
/// (8 points above and below) and the text container's `lineFragmentPadding` (5 points at each
/// side), UIKit's defaults.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITextView { AppearanceProxies.proxy(for: self) { UITextView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITextView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITextView(frame: .zero) }
    }
    private let label = UILabel()
    open var text: String! = "" {
        didSet {
            storedAttributedText = nil
            textDidChange()
        }
    }
    /// The text with its attributes; as a label's, the first character's font, colour and
    /// alignment style the whole text.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue
            newValue?.applyFirstStyle(font: { font = $0 }, color: { textColor = $0 }, alignment: { textAlignment = $0 })
        }
    }
    private var storedAttributedText: NSAttributedString?
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textDidChange() } }
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
    /// The container the text is laid out in: its line fragment padding insets the text at the
    /// sides, its line limit and line break mode wrap it as a label's would.
    open private(set) var textContainer = NSTextContainer()
    open var isEditable = true
    open var isSelectable = true
    /// The selection: kept as set (nothing edits or selects text here).
    open var selectedRange = NSRange(location: 0, length: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var usesStandardTextScaling = false
    // The text input traits a keyboard would follow; kept (no keyboard is shown here).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    /// The views a keyboard would show with it; kept (no keyboard is shown here).
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    /// The delegate, as the text view's (`delegate` set to a `UITextViewDelegate`).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }


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

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: the delegate may refuse, then hears it began, with the notification.
    @discardableResult open override func becomeFirstResponder() -> Bool {
        beginEditing(allowed: { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }) {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        }
    }

    @discardableResult open override func resignFirstResponder() -> Bool {
        finishEditing(allowed: { textViewDelegate?.textViewShouldEndEditing(self) ?? true }) {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        }
    }

    /// Scrolls so that the range shows: the text is laid out from its top here, and a range
    /// past the visible part scrolls the end of the text into view.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        // A range past any text (NSNotFound's location) scrolls nothing rather than overflowing.
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        guard range.location >= 0, range.length >= 0, !overflow, end > 0, contentSize.height > bounds.height else { return }
        let fraction = Double(end) / Double(max(1, (text ?? "").utf16.count))
        let bottom = CGFloat(min(1, fraction)) * contentSize.height
        if bottom > contentOffset.y + bounds.height {
            contentOffset.y = min(bottom - bounds.height, contentSize.height - bounds.height)
        }
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.numberOfLines = 0
        addSubview(label)
        textContainer.textView = self
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer { self.textContainer = textContainer }
        self.textContainer.textView = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        label.numberOfLines = 0
        addSubview(label)
        textContainer.textView = self
    }

    /// Without scrolling, a text view is as tall as its text at the width the layout gives it,
    /// as a multi-line label is: Auto Layout grows it (a card's body text in a scroll view).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicHeightFollowsWidth: Bool? { !isScrollEnabled }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(in: layoutWidth))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(in: size.width))
    }

    /// The text's height at `width` with the container insets above and below it.
    private func fittingHeight(in width: CGFloat) -> CGFloat {
        textHeight(in: width) + textContainerInset.top + textContainerInset.bottom
    }

    /// The height of the text wrapped in `width` less the side insets.
    private func textHeight(in width: CGFloat) -> CGFloat {
        label.text = text
        label.font = font
        label.numberOfLines = textContainer.maximumNumberOfLines
        label.lineBreakMode = textContainer.lineBreakMode
        return ceil(label.sizeThatFits(CGSize(width: textWidth(in: width), height: .greatestFiniteMagnitude)).height)
    }

    /// The width the text wraps in: less the container insets and the line fragment padding.
    private func textWidth(in width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    func textDidChange() {
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.textColor = textColor
        label.textAlignment = textAlignment
        let height = textHeight(in: bounds.width)
        label.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                             width: textWidth(in: bounds.width), height: height)
        contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// What a text view asks and tells while it is edited. Nothing edits text here, so only code
/// that calls these itself reaches them; the defaults are UIKit's answers.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// How a link or attachment in text was touched.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}

/// The kinds of data a text view turns into links (none are detected here).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// Where a text view lays its text out (TextKit's container): the padding at the start and end
/// of each line, the line limit and how lines break. The size follows the text view here.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    weak var textView: UITextView?
    open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.textDidChange() } }
    open var maximumNumberOfLines = 0 { didSet { textView?.textDidChange() } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { textView?.textDidChange() } }
    open var size: CGSize
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    /// Kept: text does not flow around paths here.
    open var exclusionPaths: [UIBezierPath] = []
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}
