import Foundation
import GoldensScene

// UIKit's string drawing (`"3".draw(at:withAttributes:)`, `size(withAttributes:)`) into the
// current context, in the bundled font (see UIFont): the font's size and weight, the foreground
// colour and the paragraph style's alignment are drawn; other attributes are kept by the string
// and not drawn. An attributed string draws each run in its own font and colour, in the
// alignment of its first paragraph.

/// Text measured and drawn the way UIKit lays out a string: the top-left of its first line at
/// the point given, lines as tall as the font's line height (the tallest run's).
private struct StringDrawing {
    let runs: [TextRun]
    let alignment: TextStyle.Alignment

    init(_ text: String, attributes: [NSAttributedString.Key: Any]?) {
        runs = [TextRun(text, attributes: attributes ?? [:], font: UIFont.systemFont(ofSize: 12), color: .black)]
        alignment = TextStyle.Alignment(attributes?[.paragraphStyle] as? NSParagraphStyle)
    }

    init(_ string: NSAttributedString) {
        runs = string.textRuns(font: UIFont.systemFont(ofSize: 12), color: .black)
        alignment = TextStyle.Alignment(string.firstAttributes[.paragraphStyle] as? NSParagraphStyle)
    }

    /// One style throughout: drawn as one-style text always was.
    private var single: TextRun? { runs.count == 1 ? runs[0] : nil }

    func size(maxWidth: Double? = nil) -> CGSize {
        if let single {
            guard single.fontSize > 0, single.fontSize.isFinite else { return .zero }
            return CGSize(TextLayout(single.text, fontSize: single.fontSize, weight: single.weight, maxWidth: maxWidth).size)
        }
        return CGSize(StyledTextLayout(runs, maxWidth: maxWidth).size)
    }

    /// Draws into `rect`, wrapping to its width when `wraps`, clipped to it when `clips`.
    func draw(in rect: CGRect, wraps: Bool, clips: Bool) {
        let pieces: [(text: String, rect: CGRect, style: TextStyle)]
        if let single {
            guard !single.text.isEmpty, single.fontSize > 0, single.fontSize.isFinite, single.color.alpha > 0 else { return }
            pieces = [(single.text, rect, TextStyle(fontSize: single.fontSize, weight: single.weight, color: single.color,
                                                    alignment: alignment, wraps: wraps))]
        } else {
            let layout = StyledTextLayout(runs, maxWidth: wraps ? Double(rect.width) : nil)
            pieces = layout.pieces(in: rect.scene, alignment: alignment).map { ($0.text, CGRect($0.rect), $0.style) }
        }
        MainActor.assumeIsolated {
            guard let context = UIGraphicsImageRendererContext.current.last else { return }
            GraphicsRecording.sync(context.cgContext, into: context.recorder)
            if pieces.count == 1 {
                context.recorder.drawText(pieces[0].text, in: pieces[0].rect, style: pieces[0].style, clipped: clips)
                return
            }
            context.recorder.save()
            if clips { context.recorder.clip(to: rect) }
            for piece in pieces { context.recorder.drawText(piece.text, in: piece.rect, style: piece.style, clipped: false) }
            context.recorder.restore()
        }
    }
}

extension TextStyle.Alignment {
    /// How a paragraph style aligns text: natural and justified text is drawn left aligned.
    init(_ style: NSParagraphStyle?) {
        switch style?.alignment {
        case .center?: self = .center
        case .right?: self = .right
        default: self = .left
        }
    }
}

extension TextRun {
    /// `text` in the font and foreground colour `attributes` name, `font` and `color` where
    /// they name none.
    init(_ text: String, attributes: [NSAttributedString.Key: Any], font: UIFont, color: UIColor) {
        let font = attributes[.font] as? UIFont ?? font
        let color = attributes[.foregroundColor] as? UIColor ?? color
        self.init(text, fontSize: Double(font.pointSize), weight: font.drawnWeight, color: color.rgba)
    }
}

extension [TextRun] {
    /// The runs when they are in more than one style; nil when one style draws them all.
    var severalStyles: [TextRun]? {
        guard let first, contains(where: { !$0.hasStyle(of: first) }) else { return nil }
        return self
    }
}

extension NSAttributedString {
    /// The string's runs of one font and colour, in order (neighbouring runs that draw alike
    /// joined), `font` and `color` standing in where a run names none.
    func textRuns(font: UIFont, color: UIColor) -> [TextRun] {
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: length)
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = (string as NSString).substring(with: range)
            let run = TextRun(text, attributes: attributes, font: font, color: color)
            if let last = runs.last, last.fontSize == run.fontSize, last.weight == run.weight, last.color == run.color {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
        }
        return runs.isEmpty ? [TextRun("", attributes: [:], font: font, color: color)] : runs
    }
}

/// How `boundingRect(with:options:attributes:context:)` lays text out; kept, and text wraps to
/// the given width whenever `.usesLineFragmentOrigin` is set, as UIKit's multi-line layout does.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scale factors a string drawing may use to fit; kept, text is never shrunk here.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

extension StringProtocol {
    /// The size of the string on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(String(self), attributes: attributes).size()
    }

    /// Draws the string with the top-left of its first line at `point`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let drawing = StringDrawing(String(self), attributes: attributes)
        drawing.draw(in: CGRect(origin: point, size: drawing.size()), wraps: false, clips: false)
    }

    /// Draws the string wrapped to `rect`'s width from its top, clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(String(self), attributes: attributes).draw(in: rect, wraps: true, clips: true)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        let maxWidth = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0 ? Double(size.width) : nil
        return CGRect(origin: .zero, size: StringDrawing(String(self), attributes: attributes).size(maxWidth: maxWidth))
    }
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The attributes of the first character: the style text drawn in one style takes.
    var firstAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// Hands the first character's font, colour and paragraph alignment, those it sets, to a
    /// view that draws its whole text in one style (a label, a text view).
    func applyFirstStyle(font: (UIFont) -> Void, color: (UIColor) -> Void, alignment: (NSTextAlignment) -> Void) {
        let attributes = firstAttributes
        if let value = attributes[.font] as? UIFont { font(value) }
        if let value = attributes[.foregroundColor] as? UIColor { color(value) }
        if let value = attributes[.paragraphStyle] as? NSParagraphStyle { alignment(value.alignment) }
    }

    public func size() -> CGSize { StringDrawing(self).size() }

    public func draw(at point: CGPoint) {
        let drawing = StringDrawing(self)
        drawing.draw(in: CGRect(origin: point, size: drawing.size()), wraps: false, clips: false)
    }

    public func draw(in rect: CGRect) { StringDrawing(self).draw(in: rect, wraps: true, clips: true) }

    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let maxWidth = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0 ? Double(size.width) : nil
        return CGRect(origin: .zero, size: StringDrawing(self).size(maxWidth: maxWidth))
    }
}
