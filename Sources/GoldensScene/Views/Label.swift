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
    /// The text in runs of different styles (an attributed string with more than one): set, it
    /// is drawn instead of `text` in `fontSize`, `fontWeight` and `textColor`.
    public var styledRuns: [TextRun]? {
        didSet { setNeedsLayout() }
    }
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

    /// Whether the last line shown ends in "…" when text is left out (UILabel's truncating
    /// line break modes), or is cut.
    public var truncatesWithEllipsis = true

    /// Where "…" stands in a single line that does not fit.
    public enum Truncation: Sendable {
        /// "…" and the end of the text (`.byTruncatingHead`).
        case head
        /// The start and the end of the text with "…" between (`.byTruncatingMiddle`, a button
        /// title's default).
        case middle
        /// The start of the text and "…" (`.byTruncatingTail`, UILabel's default).
        case tail
    }

    /// Where "…" goes in a one-line label. A label of several lines always ends its last line
    /// in "…", as UIKit truncates the tail of a paragraph cut short.
    public var truncation = Truncation.tail

    /// The smallest share of `fontSize` the text may shrink to so that it fits the bounds
    /// without truncation (UILabel's `minimumScaleFactor`, when `adjustsFontSizeToFitWidth` is
    /// on); 1, the default, never shrinks it.
    public var minimumFontScale = 1.0

    /// The lines shown in `width` (unbounded for a single-line label), at most `numberOfLines`.
    /// With a `height` (drawing), no more lines than fit in it (at least one), and the last line
    /// shown ends in "…" when text is left out or a single line is wider than `width`, as
    /// UILabel truncates its tail. `size` replaces `fontSize` (text shrunk to fit).
    func layout(width: Double, height: Double? = nil, size: Double? = nil) -> TextLayout? {
        let fontSize = size ?? self.fontSize
        guard let text, !text.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        let full = TextLayout(text, fontSize: fontSize, weight: fontWeight, maxWidth: numberOfLines == 1 ? nil : width + slack)
        var shown = numberOfLines > 0 ? min(numberOfLines, full.lines.count) : full.lines.count
        if let height {
            let fitting = linesFitting(height, lineHeight: full.lineHeight, fontSize: fontSize)
            // A height that is not a number (a frame gone NaN) shows one line, as a zero one does.
            if !(fitting >= Double(shown)) { shown = fitting >= 1 ? Int(fitting) : 1 }
        }
        let leavesTextOut = shown < full.lines.count
        let lastIsTooWide = height != nil && full.lines[shown - 1].width > width + slack
        guard leavesTextOut || lastIsTooWide else { return full }
        var kept = full.lines.prefix(shown).map { String($0.text) }
        if height != nil, truncatesWithEllipsis {
            let place = numberOfLines == 1 ? truncation : .tail
            kept[shown - 1] = ellipsized(kept[shown - 1], toFit: width + slack, fontSize: fontSize, at: place)
        }
        return TextLayout(kept.joined(separator: "\n"), fontSize: fontSize, weight: fontWeight, maxWidth: nil)
    }

    /// UIKit measures a label rounded up to the pixel grid; a layout snaps its frame to the
    /// grid, so a frame sized to the text can be up to a pixel narrower than the text here.
    /// That pixel is no reason to wrap or truncate.
    private var slack: Double { 1 / pixelGridScale }

    /// How many lines `height` holds. The bundled font's lines are about 1.5 % of the size
    /// taller than the system font's, so a label sized on a device to its lines (Interface
    /// Builder's fixed heights) still shows them all here.
    private func linesFitting(_ height: Double, lineHeight: Double, fontSize: Double) -> Double {
        ((height + slack) / (lineHeight - 0.02 * fontSize)).rounded(.down)
    }

    /// The size the text is drawn at in `width` × `height`: `fontSize`, or with
    /// `minimumFontScale` below 1 the largest size down to that share at which all of it fits
    /// without truncation (one line in the width; several in the width and height), as UILabel
    /// shrinks text to fit.
    func fittedFontSize(width: Double, height: Double) -> Double {
        guard minimumFontScale < 1, styledRuns == nil, let text, !text.isEmpty, fontSize > 0, fontSize.isFinite else { return fontSize }
        func fits(_ size: Double) -> Bool {
            let layout = TextLayout(text, fontSize: size, weight: fontWeight, maxWidth: numberOfLines == 1 ? nil : width + slack)
            if numberOfLines > 0 && layout.lines.count > numberOfLines { return false }
            // One line shrinks for its width only, as the property's name says; several also
            // shrink until they fit the height.
            if numberOfLines != 1 && Double(layout.lines.count) > linesFitting(height, lineHeight: layout.lineHeight, fontSize: size) { return false }
            return layout.lines.allSatisfy { $0.width <= width + slack }
        }
        if fits(fontSize) { return fontSize }
        let smallest = max(minimumFontScale, 0.01) * fontSize
        // The text's extent grows with the size: halve the interval a fixed number of times, so
        // the size found is the same on every machine.
        var (low, high) = (smallest, fontSize)
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// `layout(width:height:)` for text in runs of different styles: the same wrapping, lines
    /// limited the same way (each as tall as its tallest run) and the last line shown ending
    /// in "…" when text is left out.
    func styledLayout(_ runs: [TextRun], width: Double, height: Double? = nil) -> StyledTextLayout? {
        let full = StyledTextLayout(runs, maxWidth: numberOfLines == 1 ? nil : width + slack)
        guard !full.lines.isEmpty, full.size.height > 0 else { return nil }
        var shown = numberOfLines > 0 ? min(numberOfLines, full.lines.count) : full.lines.count
        if let height {
            var used = 0.0, fitting = 0
            for line in full.lines.prefix(shown) {
                used += line.height - 0.02 * line.fontSize   // as `layout` counts a line
                if used > height + slack { break }
                fitting += 1
            }
            shown = max(1, fitting)
        }
        let leavesTextOut = shown < full.lines.count
        let lastIsTooWide = height != nil && full.lines[shown - 1].width > width + slack
        guard leavesTextOut || lastIsTooWide else { return full }
        var kept = Array(full.lines.prefix(shown))
        if height != nil, truncatesWithEllipsis { kept[shown - 1] = StyledTextLayout.ellipsized(kept[shown - 1], toFit: width + slack) }
        return StyledTextLayout(lines: kept)
    }

    /// `line` cut to fit `width` with "…" where `place` says: the longest start, end, or start
    /// and end (the start one character longer when they differ) that fit with it; the
    /// ellipsis alone when nothing does.
    private func ellipsized(_ line: String, toFit width: Double, fontSize: Double, at place: Truncation) -> String {
        let characters = Array(line)
        func candidate(_ count: Int) -> String {
            let ellipsis = "\u{2026}"
            switch place {
            case .tail: return String(characters[0..<count]).trimmingTrailingSpaces + ellipsis
            case .head: return ellipsis + String(characters[(characters.count - count)...]).trimmingLeadingSpaces
            case .middle:
                let end = count / 2, start = count - end
                return String(characters[0..<start]).trimmingTrailingSpaces + ellipsis
                    + String(characters[(characters.count - end)...]).trimmingLeadingSpaces
            }
        }
        func fits(_ count: Int) -> Bool {
            TextLayout(candidate(count), fontSize: fontSize, weight: fontWeight).size.width <= width
        }
        // Binary search: the width grows with the characters kept.
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
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

    /// The text's size when wrapped to `size.width` (UILabel.sizeThatFits); a width of 0 or less
    /// sets no limit, as UIKit reads it (`sizeToFit()` on a label with no frame yet).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        if let styledRuns { return styledLayout(styledRuns, width: width)?.size ?? .zero }
        guard let layout = layout(width: width) else { return .zero }
        return Size(width: layout.size.width, height: layout.size.height)
    }

    /// Where the text drawn for the bounds at rest lands while the bounds animate: UILabel sets
    /// its layer's gravity to the side its text starts from (left), so the text is not scaled;
    /// an app's `contentMode` other than `.redraw` (UILabel's default) places it instead
    /// (`.scaleToFill` stretches it).
    /// Nil for the labels of the package's own bars, laid out in each passing bounds: UIKit
    /// animates its bars' titles in ways of its own (cross-fades, scales).
    public var textGravity: LayerImage.Gravity? = .left

    /// Text is centred vertically in the bounds, as UILabel draws it. While its size animates,
    /// a label shows the text drawn once for its bounds at rest, placed into each step's bounds
    /// by `textGravity`, as UIKit draws a label's contents for its new bounds and Core Animation
    /// places them: by default at full size from the left, centred on the passing bounds'
    /// middle (a label growing from no height shows its whole text about that middle).
    open override func drawContent(into canvas: inout SceneCanvas, state: LayerState) {
        let rest = self.bounds
        guard state.bounds.size != rest.size, let textGravity else { return drawText(into: &canvas, in: state.bounds) }
        guard let placed = textGravity.place(rest.size, in: state.bounds) else { return }
        let outer = canvas.transform
        canvas.transform = Transform(translationX: -rest.minX, y: -rest.minY)
            .concatenating(Transform(scaleX: placed.width / rest.width, y: placed.height / rest.height))
            .concatenating(Transform(translationX: placed.minX, y: placed.minY))
            .concatenating(outer)
        drawText(into: &canvas, in: rest)
        canvas.transform = outer
    }

    private func drawText(into canvas: inout SceneCanvas, in shownBounds: Rect) {
        let bounds = shownBounds.inset(by: textInsets)
        if let styledRuns {
            guard let layout = styledLayout(styledRuns, width: bounds.width, height: bounds.height) else { return }
            let height = layout.size.height
            let rect = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
            for piece in layout.pieces(in: rect, alignment: textAlignment) {
                canvas.add(.drawText(piece.text, rect: piece.rect, style: piece.style, transform: canvas.transform, id: displayName))
            }
            return
        }
        let size = fittedFontSize(width: bounds.width, height: bounds.height)
        guard let layout = layout(width: bounds.width, height: bounds.height, size: size) else { return }
        let text = layout.lines.map { String($0.text) }.joined(separator: "\n")
        let height = layout.size.height
        let rect = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
        let style = TextStyle(fontSize: size, weight: fontWeight, color: textColor, alignment: textAlignment, wraps: false)
        canvas.add(.drawText(text, rect: rect, style: style, transform: canvas.transform, id: displayName))
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var trimmed = Substring(self)
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    var trimmingLeadingSpaces: String {
        var trimmed = Substring(self)
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        return String(trimmed)
    }
}
