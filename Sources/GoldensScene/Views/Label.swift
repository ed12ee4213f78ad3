/// A view that shows text in the bundled system font (UILabel): the same glyphs on every
/// machine, so text renders identically everywhere.
@MainActor
open class Label: View {
    public var text: String? {
        didSet { setNeedsLayout() }
    }
    /// Point size (UIFont.pointSize).
    public var fontSize: Double = 17
    public var fontWeight: FontWeight = .regular {
        didSet { setNeedsLayout() }
    }
    public var textColor: Color = .black
    public var textAlignment: TextStyle.Alignment = .left
    /// The most lines shown; 0 means as many as the text needs. Extra lines are dropped.
    public var numberOfLines = 1
    /// How far in from the bounds the text is laid out and drawn (a UILabel subclass that
    /// draws its text in a smaller rect, `drawText(in: rect.inset(by: padding))`).
    public var textInsets = EdgeInsets()

    public init(text: String? = nil, fontSize: Double = 17, textColor: Color = .black, frame: Rect = .zero) {
        self.text = text
        self.fontSize = fontSize
        self.textColor = textColor
        super.init(frame: frame)
    }

    /// The lines shown in `width` (unbounded for a single-line label).
    func layout(width: Double) -> TextLayout? {
        guard let text, !text.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        // UIKit measures a label rounded up to the pixel grid; a layout snaps its frame to the
        // grid, so a frame sized to the text can be up to a pixel narrower than the text here.
        // That pixel is no reason to wrap.
        let slack = 1 / pixelGridScale
        let full = TextLayout(text, fontSize: fontSize, weight: fontWeight, maxWidth: numberOfLines == 1 ? nil : width + slack)
        guard numberOfLines > 0, full.lines.count > numberOfLines else { return full }
        let kept = full.lines.prefix(numberOfLines).map { String($0.text) }.joined(separator: "\n")
        return TextLayout(kept, fontSize: fontSize, weight: fontWeight, maxWidth: nil)
    }

    /// The width wrapped text may take for its intrinsic size; 0 takes the width the layout
    /// gives the label (UILabel's automatic preferred width).
    public var preferredMaxLayoutWidth: Double = 0

    /// The text's size: on one line, or wrapped to `preferredMaxLayoutWidth` or the width the
    /// layout gives the label.
    open override var intrinsicContentSize: Size {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : intrinsicWidthHint ?? .greatestFiniteMagnitude
        return fittingSize(Size(width: width, height: .greatestFiniteMagnitude))
    }

    open override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The first line's baseline in a label at its intrinsic height.
    open override var firstBaselineFromTop: Double? { FontMetrics(fontWeight, size: fontSize).ascender }
    open override var lastBaselineFromBottom: Double { -FontMetrics(fontWeight, size: fontSize).descender }

    /// The text's size when wrapped to `size.width` (UILabel.sizeThatFits).
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let layout = layout(width: size.width) else { return .zero }
        return Size(width: layout.size.width, height: layout.size.height)
    }

    /// Text is centred vertically in the bounds, as UILabel draws it.
    open override func drawContent(into canvas: inout SceneCanvas, state: LayerState) {
        let bounds = state.bounds.inset(by: textInsets)
        guard let layout = layout(width: bounds.width) else { return }
        let text = layout.lines.map { String($0.text) }.joined(separator: "\n")
        let height = layout.size.height
        let rect = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
        let style = TextStyle(fontSize: fontSize, weight: fontWeight, color: textColor, alignment: textAlignment, wraps: false)
        canvas.add(.drawText(text, rect: rect, style: style, transform: canvas.transform, id: displayName))
    }
}
