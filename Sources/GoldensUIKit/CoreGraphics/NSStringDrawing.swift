import Foundation
import GoldensScene

// UIKit's string drawing (`"3".draw(at:withAttributes:)`, `size(withAttributes:)`) into the
// current context, in the bundled font (see UIFont): the font's size and weight, the foreground
// colour and the paragraph style's alignment are drawn; other attributes are kept by the string
// and not drawn. Text is one style throughout: an attributed string draws in the attributes of
// its first character.

/// Text measured and drawn the way UIKit lays out a string: the top-left of its first line at
/// the point given, lines as tall as the font's line height.
private struct StringDrawing {
    let text: String
    let fontSize: Double
    let weight: FontWeight
    let color: Color
    let alignment: TextStyle.Alignment

    init(_ text: String, attributes: [NSAttributedString.Key: Any]?) {
        self.text = text
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        fontSize = Double(font.pointSize)
        weight = font.drawnWeight
        color = (attributes?[.foregroundColor] as? UIColor)?.rgba ?? .black
        switch (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment {
        case .center?: alignment = .center
        case .right?: alignment = .right
        default: alignment = .left
        }
    }

    func size(maxWidth: Double? = nil) -> CGSize {
        guard fontSize > 0, fontSize.isFinite else { return .zero }
        return CGSize(TextLayout(text, fontSize: fontSize, weight: weight, maxWidth: maxWidth).size)
    }

    /// Draws into `rect`, wrapping to its width when `wraps`, clipped to it when `clips`.
    func draw(in rect: CGRect, wraps: Bool, clips: Bool) {
        guard !text.isEmpty, fontSize > 0, fontSize.isFinite, color.alpha > 0 else { return }
        let style = TextStyle(fontSize: fontSize, weight: weight, color: color, alignment: alignment, wraps: wraps)
        let text = self.text
        MainActor.assumeIsolated {
            guard let context = UIGraphicsImageRendererContext.current.last else { return }
            GraphicsRecording.sync(context.cgContext, into: context.recorder)
            context.recorder.drawText(text, in: rect, style: style, clipped: clips)
        }
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

    public func size() -> CGSize { string.size(withAttributes: firstAttributes) }
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: firstAttributes) }
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: firstAttributes) }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }
}
