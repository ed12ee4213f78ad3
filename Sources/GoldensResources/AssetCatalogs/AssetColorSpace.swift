/// The colour spaces a colour set's `color-space` names, as Xcode's colour inspector writes them.
///
/// `sRGB(of:)` turns components into what the engine draws with: sRGB-encoded red, green and
/// blue in 0…1. Values beyond 0…1 (which the extended spaces allow, and Display P3 colours
/// outside sRGB's gamut produce) are clamped, since nothing outside 0…1 can be drawn in sRGB.
/// The conversions follow each space's colorimetry (for the grey spaces, Core Graphics' own
/// definition: both use the Gray Gamma 2.2 curve, extended gray mirrored below zero), in the
/// machine-independent arithmetic of `ColorSpaceMath`.
public enum AssetColorSpace: String, Sendable, CaseIterable {
    /// `srgb`: the components as they are.
    case sRGB = "srgb"
    /// `extended-srgb`: sRGB that may go below 0 and above 1.
    case extendedSRGB = "extended-srgb"
    /// `extended-linear-srgb`: sRGB primaries in linear light, any range.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// `display-p3`: Display P3 (the sRGB curve on wider primaries).
    case displayP3 = "display-p3"
    /// `gray-gamma-22`: a grey `white` on a 2.2 gamma curve.
    case grayGamma22 = "gray-gamma-22"
    /// `extended-gray`: the same grey, any range.
    case extendedGray = "extended-gray"

    /// The component keys besides `alpha`: `red`, `green`, `blue`, or `white` for the greys.
    public var componentNames: [String] {
        isGray ? ["white"] : ["red", "green", "blue"]
    }

    public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Whether components may lie outside 0…1.
    public var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: return true
        case .sRGB, .displayP3, .grayGamma22: return false
        }
    }

    /// The sRGB-encoded red, green and blue, each clamped to 0…1, of `components` in this space
    /// (in the order of `componentNames`); nil when their count does not match.
    public func sRGB(of components: [Double]) -> (red: Double, green: Double, blue: Double)? {
        guard components.count == componentNames.count else { return nil }
        let clamp = ColorSpaceMath.clamp
        switch self {
        case .sRGB, .extendedSRGB:
            return (clamp(components[0]), clamp(components[1]), clamp(components[2]))
        case .extendedLinearSRGB:
            return (ColorSpaceMath.linearToSRGB(components[0]), ColorSpaceMath.linearToSRGB(components[1]),
                    ColorSpaceMath.linearToSRGB(components[2]))
        case .displayP3:
            let (red, green, blue) = (components[0], components[1], components[2])
            // A grey is the same grey in both spaces (same curve, same white): exact, with no
            // round trip through linear light.
            if red == green, green == blue { return (clamp(red), clamp(red), clamp(red)) }
            let linear = ColorSpaceMath.linearDisplayP3ToLinearSRGB(
                ColorSpaceMath.sRGBToLinear(red), ColorSpaceMath.sRGBToLinear(green), ColorSpaceMath.sRGBToLinear(blue))
            return (ColorSpaceMath.linearToSRGB(linear.0), ColorSpaceMath.linearToSRGB(linear.1), ColorSpaceMath.linearToSRGB(linear.2))
        case .grayGamma22, .extendedGray:
            let grey = ColorSpaceMath.linearToSRGB(ColorSpaceMath.gamma2_2ToLinear(components[0]))
            return (grey, grey, grey)
        }
    }
}
