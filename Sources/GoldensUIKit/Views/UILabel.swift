import GoldensScene

/// A label, drawn in the bundled system font (Inter) at the font's point size and weight (every
/// family draws that face). Text wraps by word when `numberOfLines` is not 1; lines beyond
/// `numberOfLines` are dropped without an ellipsis.
@preconcurrency @MainActor
open class UILabel: UIView {
    var label: Label { node as! Label }

    override class func makeNode(frame: CGRect) -> View { BridgedLabel() }

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
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set { label.textColor = (newValue ?? .label).rgba }
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

/// The scene node of a `UILabel`.
final class BridgedLabel: Label, SceneBaseBehaviour {
    override func layoutSubviews() { forwardLayout() }
    override func sizeThatFits(_ size: Size) -> Size { forwardSizeThatFits(size) }
    override func didMoveToSuperview() { forwardDidMoveToSuperview() }
    override var intrinsicContentSize: Size { forwardIntrinsicContentSize() }
    override func updateConstraints() { forwardUpdateConstraints() }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
}

/// An image view. Content modes other than scale-to-fill, aspect fit, aspect fill and center
/// draw as `.center` (the image at its own size, centred).
@preconcurrency @MainActor
open class UIImageView: UIView {
    var imageNode: ImageView { node as! ImageView }

    override class func makeNode(frame: CGRect) -> View { BridgedImageView() }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A view standing for the scene's own image view keeps that view's content mode.
        if !wrapsExistingNode { applyContentMode() }
    }

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        applyContentMode()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        applyContentMode()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyContentMode()
    }

    // A stored property with a setter rather than `didSet`: observers do not run for the
    // assignments of this class's own initialisers, and `init(image:)` must reach the node.
    private var storedImage: UIImage?
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            imageNode.image = newValue?.image
        }
    }

    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?

    open override var contentMode: UIView.ContentMode {
        didSet { applyContentMode() }
    }

    private func applyContentMode() {
        switch contentMode {
        case .scaleToFill, .redraw: imageNode.contentMode = .scaleToFill
        case .scaleAspectFit: imageNode.contentMode = .scaleAspectFit
        case .scaleAspectFill: imageNode.contentMode = .scaleAspectFill
        default: imageNode.contentMode = .center
        }
    }
}

/// The scene node of a `UIImageView`.
final class BridgedImageView: ImageView, SceneBaseBehaviour {
    override func layoutSubviews() { forwardLayout() }
    override func sizeThatFits(_ size: Size) -> Size { forwardSizeThatFits(size) }
    override func didMoveToSuperview() { forwardDidMoveToSuperview() }
    override var intrinsicContentSize: Size { forwardIntrinsicContentSize() }
    override func updateConstraints() { forwardUpdateConstraints() }
    func baseSizeThatFits(_ size: Size) -> Size { super.sizeThatFits(size) }
    var baseIntrinsicContentSize: Size { super.intrinsicContentSize }
}
