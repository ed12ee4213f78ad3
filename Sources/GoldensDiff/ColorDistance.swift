#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How far apart two pixels may be before the pixel counts as failing, and the units in which
/// a verdict reports distances.
///
/// Pixels are compared **premultiplied**, as they look composited over black (the premultiplied
/// values themselves) *and* over white (`c + 255 - a`); the larger of the two distances counts.
/// So a difference under alpha 0 never counts (both premultiply to zero), while a change of alpha
/// alone does (it shows over one of the two backgrounds). For opaque pixels both are the same.
///
/// Which perceptual model to reach for: `deltaE` (CIEDE2000). Its unit means something to a
/// person without calibration (ΔE ≤ 1 is invisible side by side, ≤ 2 barely visible, above 5 an
/// obvious change), it is uniform across hues where CIE76 is not (CIE76 overstates changes in
/// saturated colours by a factor of 2-3 and understates them in near-greys, so one CIE76 number
/// is either too strict for vivid brand colours or too lax for greys), and it is what failure
/// messages quote ("max ΔE 41.2"). Its cost is paid only for pixels whose bytes differ and is
/// memoised per pair of colours, so flat changed regions cost about as much as `yiq`.
/// `yiq` exists for parity with pixelmatch-based tools (same formula, same threshold meaning).
public enum ColorDistance: Sendable, Hashable {
    /// Any change of any byte fails. Distances are reported as per-channel |Δ| (of 255).
    case exact
    /// Fails when some channel (R, G, B or A, premultiplied) changes by more than `maxDelta`
    /// steps of 255. Distance unit: the largest per-channel |Δ|, 0...255.
    case perChannel(maxDelta: Int)
    /// pixelmatch's perceptual metric: a YIQ-weighted squared distance, scaled so that the
    /// threshold lies in 0...1 (fails when `δ > 35215 · threshold²`; pixelmatch's default is 0.1).
    /// Distance unit: `sqrt(δ / 35215)`, the same 0...1 scale as the threshold.
    case yiq(threshold: Double)
    /// CIEDE2000 colour difference in CIELAB (sRGB, D65). Fails when ΔE00 > `maxDeltaE`.
    /// Distance unit: ΔE00 (0 to about 120).
    case deltaE(maxDeltaE: Double)

    /// The short name of the distance unit used in descriptions ("Δ", "YIQ", "ΔE").
    public var unitSymbol: String {
        switch self {
        case .exact, .perChannel: "Δ"
        case .yiq: "YIQ"
        case .deltaE: "ΔE"
        }
    }

    /// The model's name in JSON and flags.
    public var modelName: String {
        switch self {
        case .exact: "exact"
        case .perChannel: "per-channel"
        case .yiq: "yiq"
        case .deltaE: "ciede2000"
        }
    }

    /// The threshold in the distance unit. Values that make no sense (negative, NaN, infinite
    /// thresholds beyond the scale) are read as the strictest sensible value, so a bad tolerance
    /// can never hide a change: NaN or negative becomes 0.
    public var threshold: Double {
        switch self {
        case .exact: 0
        case .perChannel(let n): Double(min(max(n, 0), 255))
        case .yiq(let t): t.isNaN || t < 0 ? 0 : min(t, 1)
        case .deltaE(let e): e.isNaN || e < 0 ? 0 : e
        }
    }
}

// MARK: - Kernels (called only for pixels whose bytes differ)

/// The distance kernels, on premultiplied RGBA bytes. Plain scalar code with no allocation, so
/// the per-pixel loop stays fast in debug builds too.
enum ColorMath {
    /// pixelmatch's normaliser: the largest possible YIQ δ (black against white).
    @inline(__always) static var yiqScale: Double { 35215 }

    /// Largest per-channel |Δ| of two premultiplied pixels.
    @inline(__always)
    static func perChannel(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                           _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int) -> Int {
        // Written without the generic abs(), which is a call in debug builds.
        var d = r1 &- r2
        if d < 0 { d = 0 &- d }
        var e = g1 &- g2
        if e < 0 { e = 0 &- e }
        if e > d { d = e }
        e = b1 &- b2
        if e < 0 { e = 0 &- e }
        if e > d { d = e }
        e = a1 &- a2
        if e < 0 { e = 0 &- e }
        if e > d { d = e }
        return d
    }

    /// pixelmatch's squared YIQ distance of two opaque colours (unsigned). Written on the
    /// channel differences (the same value as pixelmatch's difference of Y, I and Q, up to the
    /// last bit), the same way the scan's inlined opaque path computes it.
    @inline(__always)
    static func yiqDelta(_ r1: Double, _ g1: Double, _ b1: Double, _ r2: Double, _ g2: Double, _ b2: Double) -> Double {
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The YIQ δ of two premultiplied pixels: the larger of the δ over black and over white.
    @inline(__always)
    static func yiqPremultiplied(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                                 _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int) -> Double {
        var delta = yiqDelta(Double(r1), Double(g1), Double(b1), Double(r2), Double(g2), Double(b2))
        if a1 != 255 || a2 != 255 {
            let w1 = Double(255 &- a1), w2 = Double(255 &- a2)
            let overWhite = yiqDelta(Double(r1) + w1, Double(g1) + w1, Double(b1) + w1,
                                     Double(r2) + w2, Double(g2) + w2, Double(b2) + w2)
            if overWhite > delta { delta = overWhite }
        }
        return delta
    }

    /// CIEDE2000 of two premultiplied pixels: the larger of ΔE00 over black and over white.
    @inline(__always)
    static func deltaEPremultiplied(_ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int,
                                    _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int) -> Double {
        let lab1 = lab(r1, g1, b1), lab2 = lab(r2, g2, b2)
        var distance = ciede2000(lab1.l, lab1.a, lab1.b, lab2.l, lab2.a, lab2.b)
        if a1 != 255 || a2 != 255 {
            let w1 = 255 &- a1, w2 = 255 &- a2
            let white1 = lab(min(r1 &+ w1, 255), min(g1 &+ w1, 255), min(b1 &+ w1, 255))
            let white2 = lab(min(r2 &+ w2, 255), min(g2 &+ w2, 255), min(b2 &+ w2, 255))
            let overWhite = ciede2000(white1.l, white1.a, white1.b, white2.l, white2.a, white2.b)
            if overWhite > distance { distance = overWhite }
        }
        return distance
    }

    /// sRGB transfer function decoded, for every 8-bit value (built once).
    nonisolated(unsafe) static let linearFromSRGB: UnsafeMutablePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        var index = 0
        while index < 256 {
            let c = Double(index) / 255
            table[index] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            index += 1
        }
        return table
    }()

    /// CIELAB (D65 white) of an 8-bit sRGB colour; components must be 0...255.
    @inline(__always)
    static func lab(_ r: Int, _ g: Int, _ b: Int) -> (l: Double, a: Double, b: Double) {
        let table = linearFromSRGB
        let lr = table[r], lg = table[g], lb = table[b]
        let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
        let fx = labF(x), fy = labF(y), fz = labF(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    @inline(__always)
    static func labF(_ t: Double) -> Double {
        // (6/29)^3 and 1 / (3 (6/29)^2), the linear segment near black.
        t > 0.008856451679035631 ? cbrt(t) : t * 7.787037037037037 + 4.0 / 29.0
    }

    /// CIEDE2000 (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
    static func ciede2000(_ l1: Double, _ a1: Double, _ b1: Double,
                          _ l2: Double, _ a2: Double, _ b2: Double) -> Double {
        let pow25to7 = 6103515625.0
        let degrees = 180.0 / Double.pi, radians = Double.pi / 180.0
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = cMean * cMean * cMean * cMean * cMean * cMean * cMean
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot(), c2p = (a2p * a2p + b2 * b2).squareRoot()
        var h1p = (b1 == 0 && a1p == 0) ? 0 : atan2(b1, a1p) * degrees
        if h1p < 0 { h1p += 360 }
        var h2p = (b2 == 0 && a2p == 0) ? 0 : atan2(b2, a2p) * degrees
        if h2p < 0 { h2p += 360 }

        let deltaLp = l2 - l1
        let deltaCp = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltahp = 0.0
        if chromaProduct != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * chromaProduct.squareRoot() * sin(deltahp * radians / 2)

        let lMean = (l1 + l2) / 2
        let cpMean = (c1p + c2p) / 2
        var hpMean = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 {
                hpMean /= 2
            } else if hpMean < 360 {
                hpMean = (hpMean + 360) / 2
            } else {
                hpMean = (hpMean - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos((hpMean - 30) * radians) + 0.24 * cos(2 * hpMean * radians)
            + 0.32 * cos((3 * hpMean + 6) * radians) - 0.20 * cos((4 * hpMean - 63) * radians)
        let hueOffset = (hpMean - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let cpMean7 = cpMean * cpMean * cpMean * cpMean * cpMean * cpMean * cpMean
        let rC = 2 * (cpMean7 / (cpMean7 + pow25to7)).squareRoot()
        let lOffset2 = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
        let sC = 1 + 0.045 * cpMean
        let sH = 1 + 0.015 * cpMean * t
        let rT = -sin(2 * deltaTheta * radians) * rC
        let l = deltaLp / sL, c = deltaCp / sC, h = deltaHp / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }
}
