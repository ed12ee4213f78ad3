/// A colour as the engine draws it: sRGB-encoded red, green, blue and alpha, each in 0…1.
public struct AssetRGBA: Sendable, Equatable, CustomStringConvertible {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// "rgba(0.2, 0.4, 0.6, 1.0)".
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
