import GoldensScene

/// A font. Every family draws with the package's bundled system font (Inter, the open font
/// closest to San Francisco), so text renders the same on every machine: the point size is
/// honoured, the weight draws the nearest of regular, medium, semibold and bold, and the
/// metrics below are Inter's.
public final class UIFont: NSObject, @unchecked Sendable {
    private let coreFoundationHeader = CoreFoundationHeader()
    public let pointSize: CGFloat
    public let fontName: String
    public let weight: Weight

    /// The bundled weight that draws this font.
    var drawnWeight: FontWeight { FontWeight(uiFontWeight: Double(weight.rawValue)) }
    private var metrics: FontMetrics { FontMetrics(drawnWeight, size: Double(pointSize)) }

    init(name: String, size: CGFloat, weight: Weight) {
        fontName = name
        pointSize = size
        self.weight = weight
        super.init()
    }

    /// Any name gives the built-in face at `size`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(name: fontName, size: fontSize, weight: Self.weight(named: fontName))
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Regular", size: fontSize, weight: .regular)
    }

    /// The weight a PostScript name states after its family ("Helvetica-Bold", "Avenir-Heavy",
    /// "HelveticaNeue-Medium", "Futura-CondensedExtraBold"): custom fonts draw in the bundled face,
    /// at the weight they name. Italic and condensed parts do not change it; no part, regular.
    static func weight(named fontName: String) -> Weight {
        guard let dash = fontName.lastIndex(of: "-") else { return .regular }
        let style = fontName[fontName.index(after: dash)...].lowercased()
        let weights: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light), ("semibold", .semibold),
            ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
            ("bold", .bold), ("medium", .medium),
        ]
        return weights.first { style.contains($0.0) }?.1 ?? .regular
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Bold", size: fontSize, weight: .bold)
    }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular)
    }

    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFMono", size: fontSize, weight: weight)
    }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", size: fontSize, weight: weight)
    }

    /// The sizes of Dynamic Type's default ("Large") content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(name: ".SFUI", size: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    /// The font a descriptor describes, at `pointSize` (0 keeps the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(name: descriptor.postscriptName, size: size > 0 ? size : 12, weight: descriptor.weight)
    }

    /// This font's name, size and weight as a descriptor.
    public var fontDescriptor: UIFontDescriptor {
        var traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]
        if weight.rawValue >= Weight.bold.rawValue { traits[.symbolic] = UIFontDescriptor.SymbolicTraits.traitBold }
        return UIFontDescriptor(fontAttributes: [.name: fontName, .size: pointSize, .traits: traits])
    }

    public class var systemFontSize: CGFloat { 17 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, weight: weight)
    }

    public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    public var ascender: CGFloat { CGFloat(metrics.ascender) }
    public var descender: CGFloat { CGFloat(metrics.descender) }
    public var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    public var xHeight: CGFloat { CGFloat(metrics.xHeight) }
    /// The gap the font asks for between lines beyond its ascender and descender.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
    public var familyName: String { fontName }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// How text lines up in a label (NSTextAlignment).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a label shortens text that does not fit (NSLineBreakMode). Wrapping is by word; the
/// truncation modes drop the lines that do not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
