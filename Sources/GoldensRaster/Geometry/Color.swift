/// A colour as UIKit specifies one: straight (non-premultiplied) alpha, sRGB-encoded components
/// in [0, 1]. The renderer premultiplies with `round(255 · c · a)`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray level (`white` as in UIColor(white:alpha:)).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    /// The colour with its alpha multiplied by `factor` (UIColor.withAlphaComponent-style).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The four components in order r, g, b, a.
    public var components: [Double] { [red, green, blue, alpha] }

    /// The premultiplied RGBA8 pixel: `round(255 · c · a)` per colour component, `round(255 · a)`
    /// for alpha. Components outside [0, 1] are clamped and NaN counts as 0, so this never traps
    /// (validation rejects such colours before a display list is drawn).
    public var premultiplied: PremultipliedPixel {
        let a = Color.unit(alpha)
        return PremultipliedPixel(r: Color.byte(Color.unit(red) * a), g: Color.byte(Color.unit(green) * a),
                                  b: Color.byte(Color.unit(blue) * a), a: Color.byte(a))
    }

    static func unit(_ value: Double) -> Double {
        value >= 0 ? min(value, 1) : 0
    }

    static func byte(_ unit: Double) -> UInt8 {
        UInt8((unit * 255).rounded())
    }

    public var description: String { "[\(red), \(green), \(blue), \(alpha)]" }
}
