import Foundation

#if !canImport(CoreGraphics)

/// CoreGraphics' colour, for Linux. A final immutable class because Apple's is
/// a reference type (code may compare identities or expect `AnyObject`).
///
/// Only two colour models exist here, both in sRGB: gray (reported like
/// CoreGraphics' gray space, 2 components) and RGB (4 components). Components
/// are stored as given, without clamping, as in extended sRGB.
public final class CGColor: Hashable, Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
    enum Model: Sendable, Hashable {
        case gray
        case rgb
    }

    let model: Model
    /// sRGB channels; gray colours store their white value in all three.
    let red: Double
    let green: Double
    let blue: Double
    private let alphaValue: Double

    init(model: Model, red: Double, green: Double, blue: Double, alpha: Double) {
        self.model = model
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaValue = alpha
    }

    /// Apple documents this as generic RGB; here every RGB colour is sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(model: .rgb, red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// `#colorLiteral(…)` where a `CGColor` is expected (`layer.backgroundColor = #colorLiteral(…)`),
    /// which Apple's Core Graphics overlay accepts.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(model: .rgb, red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        let white = Double(gray)
        self.init(model: .gray, red: white, green: white, blue: white, alpha: Double(alpha))
    }

    /// All four sRGB channels as Double, for renderers.
    var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red, green, blue, alphaValue)
    }

    public var alpha: CGFloat { CGFloat(alphaValue) }

    public var numberOfComponents: Int {
        switch model {
        case .gray: return 2
        case .rgb: return 4
        }
    }

    /// Colour components followed by alpha: [white, alpha] or [r, g, b, alpha].
    public var components: [CGFloat]? {
        switch model {
        case .gray: return [CGFloat(red), CGFloat(alphaValue)]
        case .rgb: return [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alphaValue)]
        }
    }

    /// Same colour space and components, new alpha. Never nil here; optional to match Apple.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(model: model, red: red, green: green, blue: blue, alpha: Double(alpha))
    }

    // Gray-space constants, as CoreGraphics' are.
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.red == rhs.red && lhs.green == rhs.green
            && lhs.blue == rhs.blue && lhs.alphaValue == rhs.alphaValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaValue)
    }

    public var description: String {
        switch model {
        case .gray: return "CGColor(gray: \(red), alpha: \(alphaValue))"
        case .rgb: return "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alphaValue))"
        }
    }
}

#else

// Same internal reading API over the real CGColor, so renderer code is portable.
extension CGColor {
    var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let srgb = CGColorSpace(name: CGColorSpace.sRGB)
            .flatMap { converted(to: $0, intent: .defaultIntent, options: nil) } ?? self
        let c = (srgb.components ?? []).map { Double($0) }
        switch c.count {
        case 4...: return (c[0], c[1], c[2], c[3])
        case 2: return (c[0], c[0], c[0], c[1])
        default: return (0, 0, 0, Double(alpha))
        }
    }

    var red: Double { rgba.red }
    var green: Double { rgba.green }
    var blue: Double { rgba.blue }
}

#endif
