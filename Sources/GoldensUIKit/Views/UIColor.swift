import GoldensScene

/// UIKit's colour: sRGB components. Dynamic (light/dark) colours resolve to their light
/// appearance, which is what a golden shows unless a test asks otherwise.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    // Immutable after init, hence the unchecked Sendable (UIColor is Sendable in UIKit).
    private let coreFoundationHeader = CoreFoundationHeader()
    let rgba: Color
    /// The tile of a pattern colour (`init(patternImage:)`); nil for a plain colour.
    private(set) var patternImage: UIImage?

    init(_ color: Color) {
        rgba = color
        super.init()
    }

    /// The colour set `name` of the app's asset catalogs (found below the folders added with
    /// `AppResources.addSearchDirectory(_:)`), in its light appearance; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name`, in the dark appearance when `traitCollection` asks for it.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = AppResources.catalogColor(named: name, bundle: bundle, dark: traitCollection?.userInterfaceStyle == .dark) else {
            return nil
        }
        self.init(cgColor: found.cgColor)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    /// A colour that tiles an image. As a view's `backgroundColor` it draws the image repeated
    /// from the view's top-left corner; anywhere else (text, borders, layers' colours) it draws
    /// clear, which is not reported: apps use pattern colours for backgrounds.
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
        patternImage = image
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, whose components are sRGB.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Display P3 is not modelled: the components are taken as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        self.init(cgColor.sceneColor)
    }

    /// A colour that depends on the trait collection resolves once, in the light appearance.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection.current).rgba)
    }

    public var cgColor: CGColor { rgba.cgColor }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(rgba.withAlpha(Double(alpha)))
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// This colour as a dimmed view's tint (`tintAdjustmentMode == .dimmed`): UIKit desaturates
    /// and darkens it by an unpublished rule; here it becomes the grey of its luma (Rec. 601
    /// weights on the sRGB components), keeping its alpha. The system blue dims to a grey of 0.40.
    var dimmedTint: UIColor {
        let luma = 0.299 * rgba.red + 0.587 * rgba.green + 0.114 * rgba.blue
        return UIColor(red: CGFloat(luma), green: CGFloat(luma), blue: CGFloat(luma), alpha: CGFloat(rgba.alpha))
    }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(rgba.red)
        green?.pointee = CGFloat(rgba.green)
        blue?.pointee = CGFloat(rgba.blue)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    /// True only for grays, as UIKit answers for colours outside a gray space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = CGFloat(rgba.red)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(rgba.red, rgba.green, rgba.blue), minimum = min(rgba.red, rgba.green, rgba.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == rgba.red { h = (rgba.green - rgba.blue) / delta }
            else if maximum == rgba.green { h = 2 + (rgba.blue - rgba.red) / delta }
            else { h = 4 + (rgba.red - rgba.green) / delta }
            h = (h / 6).truncatingRemainder(dividingBy: 1)
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(rgba.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.rgba == rgba
    }

    open override var hash: Int { rgba.hashValue }

    open override var description: String {
        "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let sector = Int(h.rounded(.down)), f = h - Double(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension UIColor {
    private static func rgb255(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }

    // The fixed colours.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // The system colours, in their light appearance (iOS 15+ values).
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }
    public class var tintColor: UIColor { systemBlue }

    // Semantic colours, light appearance.
    public class var label: UIColor { rgb255(0, 0, 0) }
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    public class var link: UIColor { rgb255(0, 122, 255) }
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
    public class var systemBackground: UIColor { rgb255(255, 255, 255) }
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { rgb255(255, 255, 255) }
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
    // The textured backgrounds of iOS 6 and before: since iOS 7 they answer solid colours,
    // these (as reported; Apple documents only the deprecation).
    @available(iOS, deprecated: 7.0)
    public class var scrollViewTexturedBackgroundColor: UIColor { rgb255(112, 117, 128) }
    @available(iOS, deprecated: 7.0)
    public class var underPageBackgroundColor: UIColor { rgb255(181, 183, 189) }
    @available(iOS, deprecated: 7.0)
    public class var viewFlipsideBackgroundColor: UIColor { rgb255(31, 31, 31) }
    public class var secondarySystemGroupedBackground: UIColor { rgb255(255, 255, 255) }
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}

public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable = 1, available = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base = 0, elevated = 1
}

/// The user's text size; `large` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Posted when the user changes the text size; never here (the size stays `large`).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The type `#colorLiteral` makes when nothing else is asked for, as in UIKit.
public typealias _ColorLiteralType = UIColor
