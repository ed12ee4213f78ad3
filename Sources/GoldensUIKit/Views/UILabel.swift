import GoldensScene

/// A label, drawn in the bundled system font (Inter) at the font's point size and weight (every
/// family draws that face). Text wraps by word when `numberOfLines` is not 1; lines beyond
/// `numberOfLines` are dropped without an ellipsis.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UILabel { AppearanceProxies.proxy(for: self) { UILabel(frame: .zero) } }

    var label: Label { node as! Label }
    override class var takesTouchesByDefault: Bool { false }

    override class func makeNode(frame: CGRect) -> View { Label() }

    open var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    /// Kept as plain text: attributes are not drawn.
    open var attributedText: NSAttributedString? {
        get { label.text.map { NSAttributedString(string: $0) } }
        set { label.text = newValue?.string }
    }

    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            label.fontSize = Double(storedFont.pointSize)
            label.fontWeight = storedFont.drawnWeight
            label.setNeedsLayout()
            noteAppearance("font") { ($0 as? UILabel)?.font = newValue }
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set {
            label.textColor = (newValue ?? .label).rgba
            noteAppearance("textColor") { ($0 as? UILabel)?.textColor = newValue }
        }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            switch textAlignment {
            case .center: label.textAlignment = .center
            case .right: label.textAlignment = .right
            case .left, .natural, .justified: label.textAlignment = .left
            }
        }
    }

    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue; label.setNeedsLayout() }
    }

    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// The width wrapped text takes for its intrinsic size; 0 takes the width the layout gives.
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth) }
        set { label.preferredMaxLayoutWidth = Double(newValue); invalidateIntrinsicContentSize() }
    }
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var adjustsFontForContentSizeCategory = false
}
