import GoldensScene

/// A label, drawn in the bundled system font (Inter) at the font's point size and weight (every
/// family draws that face). Text wraps by word when `numberOfLines` is not 1 and is centred
/// vertically. Lines beyond `numberOfLines`, or below the bounds, are dropped, and the last line
/// shown ends in "…", as are single lines wider than the bounds (`lineBreakMode`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UILabel { AppearanceProxies.proxy(for: self) { UILabel(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UILabel {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UILabel(frame: .zero) }
    }

    var label: Label { node as! Label }

    /// How the text drawn for the label's bounds sits in bounds passing through an animation:
    /// from the left at full size under `.redraw` (UILabel's default, whose layer gravity is the
    /// text's starting side), stretched under `.scaleToFill`, else placed as the mode says.
    open override var contentMode: UIView.ContentMode {
        didSet { label.textGravity = contentMode == .redraw ? .left : contentMode.drawnGravity }
    }

    /// Makes this one of the package's own bar labels, whose text is laid out in each passing
    /// bounds (see `Label.textGravity`).
    func laysOutTextInPassingBounds() -> Self {
        label.textGravity = nil
        return self
    }
    override class var takesTouchesByDefault: Bool { false }

    override class func makeNode(frame: CGRect) -> View { Label() }

    open var text: String? {
        get { label.text }
        set {
            label.text = newValue
            storedAttributedText = nil
            label.styledRuns = nil
        }
    }

    /// The text with its attributes. Each run is drawn in its own font and colour (the
    /// label's where a run names none), all in the first paragraph's alignment; the first
    /// character's font, colour and alignment become `font`, `textColor` and `textAlignment`,
    /// as UIKit reports them. Setting `font` or `textColor` afterwards draws the whole text in it.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? label.text.map { NSAttributedString(string: $0) } }
        set {
            let font = self.font ?? .systemFont(ofSize: 17), color = self.textColor ?? .label
            text = newValue?.string
            storedAttributedText = newValue
            // The label's own setters, before the runs are set: they restyle nothing yet.
            newValue?.applyFirstStyle(font: { self.font = $0 }, color: { textColor = $0 }, alignment: { textAlignment = $0 })
            label.styledRuns = newValue?.textRuns(font: font, color: color).severalStyles
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// Restyles the attributed text's runs with the label's font or colour over all of it, as
    /// UIKit does when either is set on a label with attributed text. (The string itself is
    /// kept: copying an attributed string whose neighbouring runs hold different colour or
    /// font objects traps inside Foundation on Linux.)
    private func restyleAttributedText(font: UIFont? = nil, color: UIColor? = nil) {
        guard let runs = label.styledRuns else { return }
        label.styledRuns = runs.map { run in
            var run = run
            if let font { (run.fontSize, run.weight) = (Double(font.pointSize), font.drawnWeight) }
            if let color { run.color = color.rgba }
            return run
        }.severalStyles
    }

    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            label.fontSize = Double(storedFont.pointSize)
            label.fontWeight = storedFont.drawnWeight
            label.setNeedsLayout()
            restyleAttributedText(font: storedFont)
            noteAppearance("font") { ($0 as? UILabel)?.font = newValue }
        }
    }
    private var storedFont = UIFont.systemFont(ofSize: 17)

    open var textColor: UIColor! {
        get { UIColor(label.textColor) }
        set {
            label.textColor = (newValue ?? .label).rgba
            restyleAttributedText(color: newValue ?? .label)
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

    /// Draws the text in `rect`. UIKit calls it with the label's bounds when it draws; a subclass
    /// that pads its text overrides it (`super.drawText(in: rect.inset(by: padding))`), and the
    /// text is laid out and drawn in the rect that reaches this implementation.
    open func drawText(in rect: CGRect) {
        let bounds = self.bounds
        label.textInsets = EdgeInsets(top: Double(rect.minY - bounds.minY), left: Double(rect.minX - bounds.minX),
                                      bottom: Double(bounds.maxY - rect.maxY), right: Double(bounds.maxX - rect.maxX))
    }

    /// Where the text goes in `bounds`: its size on at most `numberOfLines` lines (0: any number),
    /// at the bounds' origin, as UIKit answers it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let kept = label.numberOfLines
        label.numberOfLines = numberOfLines
        defer { label.numberOfLines = kept }
        let size = label.sizeThatFits(Size(width: Double(bounds.width), height: Double(bounds.height)))
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(CGFloat(size.width), bounds.width),
                      height: min(CGFloat(size.height), bounds.height))
    }

    /// Each layout pass draws the text through `drawText(in:)`, so a subclass's override decides
    /// where it goes. UIKit calls it from `draw(_:)`, with a current context an override may draw
    /// into (or unwrap with `!`): here it gets one too, whose drawing is set aside (the label
    /// draws its text itself).
    open override func layoutSubviews() {
        super.layoutSubviews()
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 1)
        drawText(in: bounds)
        UIGraphicsEndImageContext()
    }

    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue; label.setNeedsLayout() }
    }

    /// How the last line shown ends when the text does not fit: the truncating modes put "…"
    /// at the start, middle or end of a one-line label (a label of several lines ends its last
    /// line in it); the others cut it.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            label.truncatesWithEllipsis = [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(lineBreakMode)
            label.truncation = switch lineBreakMode {
            case .byTruncatingHead: .head
            case .byTruncatingMiddle: .middle
            default: .tail
            }
            label.setNeedsLayout()
        }
    }
    /// Whether text too large for the bounds is drawn smaller, down to `minimumScaleFactor` of
    /// the font's size. A factor of 0 (the default) keeps the font's size, as Apple documents.
    open var adjustsFontSizeToFitWidth = false {
        didSet { updateFontScaling() }
    }
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { updateFontScaling() }
    }

    private func updateFontScaling() {
        let factor = Double(minimumScaleFactor)
        label.minimumFontScale = adjustsFontSizeToFitWidth && factor > 0 && factor < 1 ? factor : 1
        label.setNeedsLayout()
    }
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
    /// Where shrunk text sits on the line; kept (the label draws text at its own size).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    open var allowsDefaultTighteningForTruncation = false
    /// How lines break; kept (the label breaks at spaces).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
}

/// Where a label's text sits vertically once shrunk to fit.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}

/// A label's archive keeps its text and how it draws it.
extension UILabel: ArchivedViewSettings {
    func archivedSettings() -> (UIView) -> Void {
        let (text, font, textColor, alignment, lines) = (text, font, textColor, textAlignment, numberOfLines)
        let (breakMode, fits, scale, maxWidth) = (lineBreakMode, adjustsFontSizeToFitWidth, minimumScaleFactor, preferredMaxLayoutWidth)
        let (enabled, highlightedColor, shadowColor, shadowOffset) = (isEnabled, highlightedTextColor, shadowColor, shadowOffset)
        return { view in
            guard let copy = view as? UILabel else { return }
            (copy.font, copy.textColor, copy.textAlignment, copy.numberOfLines) = (font, textColor, alignment, lines)
            (copy.lineBreakMode, copy.adjustsFontSizeToFitWidth, copy.minimumScaleFactor) = (breakMode, fits, scale)
            copy.preferredMaxLayoutWidth = maxWidth
            (copy.isEnabled, copy.highlightedTextColor, copy.shadowColor, copy.shadowOffset) = (enabled, highlightedColor, shadowColor, shadowOffset)
            copy.text = text
        }
    }
}
