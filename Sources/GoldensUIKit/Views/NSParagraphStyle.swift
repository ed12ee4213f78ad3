import Foundation

// UIKit's text attributes: the keys of an attributed string's attributes and the paragraph
// style. Labels draw their own font, colour and alignment; an attributed string's attributes
// are kept for the code that reads them back, not drawn.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// How text is underlined or struck through (the value of `.underlineStyle` and
/// `.strikethroughStyle`, usually as its raw value): kept, not drawn (see above).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How lines of a paragraph are laid out (kept, not drawn: see above). UIKit's is read-only and
/// its mutable subclass settable; here both are settable, which code written for UIKit never
/// notices.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    private let coreFoundationHeader = CoreFoundationHeader()
    open var alignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var lineSpacing: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var paragraphSpacingBefore: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var firstLineHeadIndent: CGFloat = 0
    open var headIndent: CGFloat = 0
    open var tailIndent: CGFloat = 0
    open var hyphenationFactor: Float = 0
    open var lineBreakStrategy: LineBreakStrategy = .standard
    open var baseWritingDirection: NSWritingDirection = .natural
    open var allowsDefaultTighteningForTruncation = false

    /// The rules lines break by beyond the break mode (iOS 14).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() {
        super.init()
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {}

/// A text shadow (the value of `.shadow`): kept for the code that reads it back, not drawn,
/// like the other attributes above.
open class NSShadow: NSObject, @unchecked Sendable {
    private let coreFoundationHeader = CoreFoundationHeader()
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (nil: black at a third of full opacity, UIKit's default).
    open var shadowColor: Any?

    public override init() { super.init() }
}

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
