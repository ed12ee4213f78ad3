/// The transcendental functions geometry and timing need, computed the same way on every
/// machine.
///
/// Why: the platform's math library differs between systems (glibc, Apple's libm, musl) in the
/// last bit of `sin`, `atan2` or `exp`, and a bit can move a snapped point, a gradient's colour
/// index or a spring's position across a rounding boundary: goldens recorded on a Mac would then
/// fail on Linux CI. These use only IEEE-754 addition, multiplication, division and square
/// root, which every machine rounds alike, on a fixed sequence of operations (Swift does not
/// fuse multiply-adds on its own), so the same input gives the same bits everywhere.
///
/// Accuracy: within a few units in the last place of the correctly rounded result over the
/// ranges geometry uses (tested against the platform's library); the argument reduction of
/// `sin`/`cos` keeps that up to |x| ≈ 1e8 and stays deterministic beyond.
public enum PortableMath {
    // MARK: Constants

    /// π/2 as the sum of a head with its low 27 bits cleared (so k·head is exact for k < 2²⁶),
    /// the rest of the double nearest π/2, and the part of π/2 below that double.
    private static let halfPiHead = Double(bitPattern: (Double.pi / 2).bitPattern & ~UInt64(0x7FF_FFFF))
    private static let halfPiMiddle = Double.pi / 2 - halfPiHead
    private static let halfPiTail = 6.123233995736766e-17
    /// ln 2 split the same way.
    private static let ln2Head = Double(bitPattern: Double(0.6931471805599453).bitPattern & ~UInt64(0x7FF_FFFF))
    private static let ln2Middle = 0.6931471805599453 - ln2Head
    private static let ln2Tail = 2.3190468138462996e-17

    // MARK: Sine and cosine

    /// Sine and cosine of `x` (radians) together.
    public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let (r, quadrant) = reduced(x)
        let s = sinKernel(r), c = cosKernel(r)
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    public static func sin(_ x: Double) -> Double { sinCos(x).sin }
    public static func cos(_ x: Double) -> Double { sinCos(x).cos }

    public static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    /// `x − k·π/2` in [−π/4, π/4] and k mod 4.
    private static func reduced(_ x: Double) -> (Double, Int) {
        if abs(x) <= Double.pi / 4 { return (x, 0) }
        let k = (x / (Double.pi / 2)).rounded(.toNearestOrEven)
        let r = ((x - k * halfPiHead) - k * halfPiMiddle) - k * halfPiTail
        // k is exact as a Double; its value mod 4, for any magnitude.
        let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
        return (r, (quadrant + 4) % 4)
    }

    /// sin r for |r| ≤ π/4: Taylor terms to r¹⁹ (the next is below 1e-20 of r).
    private static func sinKernel(_ r: Double) -> Double {
        if r == 0 { return r }  // keeps −0
        let z = r * r
        var sum = 1.0 / 121_645_100_408_832_000  // 1/19!
        sum = sum * z - 1.0 / 355_687_428_096_000
        sum = sum * z + 1.0 / 1_307_674_368_000
        sum = sum * z - 1.0 / 6_227_020_800
        sum = sum * z + 1.0 / 39_916_800
        sum = sum * z - 1.0 / 362_880
        sum = sum * z + 1.0 / 5_040
        sum = sum * z - 1.0 / 120
        sum = sum * z + 1.0 / 6
        return r - r * z * sum
    }

    /// cos r for |r| ≤ π/4: Taylor terms to r²⁰.
    private static func cosKernel(_ r: Double) -> Double {
        let z = r * r
        var sum = 1.0 / 2_432_902_008_176_640_000  // 1/20!
        sum = sum * z - 1.0 / 6_402_373_705_728_000
        sum = sum * z + 1.0 / 20_922_789_888_000
        sum = sum * z - 1.0 / 87_178_291_200
        sum = sum * z + 1.0 / 479_001_600
        sum = sum * z - 1.0 / 3_628_800
        sum = sum * z + 1.0 / 40_320
        sum = sum * z - 1.0 / 720
        sum = sum * z + 1.0 / 24
        // 1 − z/2 + z²·sum, with 1 − z/2 formed so its rounding error is kept.
        let half = z / 2
        let head = 1 - half
        return head + (((1 - head) - half) + z * z * sum)
    }

    // MARK: Arc tangents

    /// atan x, in (−π/2, π/2).
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let a = abs(x)
        let result: Double
        if a > 1 {
            result = Double.pi / 2 - atanUnit(1 / a)
        } else {
            result = atanUnit(a)
        }
        return x < 0 ? -result : result
    }

    /// atan for 0 ≤ a ≤ 1: shifted by π/6 when above tan(π/12), so the series runs on
    /// |t| ≤ 0.268 (terms to t³³, the next below 1e-20).
    private static func atanUnit(_ a: Double) -> Double {
        let sqrt3 = 3.0.squareRoot()
        if a > 0.2679491924311227 {
            return Double.pi / 6 + atanSeries((a * sqrt3 - 1) / (a + sqrt3))
        }
        return atanSeries(a)
    }

    private static func atanSeries(_ t: Double) -> Double {
        // t − t³/3 + t⁵/5 − …: the coefficient of t^n has the sign of (−1)^((n−1)/2).
        let z = t * t
        var sum = 1.0 / 33
        var n = 31.0
        var sign = -1.0
        while n >= 3 {
            sum = sum * z + sign / n
            sign = -sign
            n -= 2
        }
        return t + t * z * sum
    }

    /// The angle of (x, y) from the positive x axis, in [−π, π], with the C library's
    /// conventions for zeros, infinities and NaN.
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        if y == 0 {
            // ±0 toward positive x (or +0), ±π toward negative x (or −0).
            return x > 0 || (x == 0 && x.sign == .plus) ? y : (y.sign == .minus ? -Double.pi : Double.pi)
        }
        if x == 0 { return y > 0 ? Double.pi / 2 : -Double.pi / 2 }
        if x.isInfinite {
            if y.isInfinite {
                let quarter = x > 0 ? Double.pi / 4 : 3 * Double.pi / 4
                return y > 0 ? quarter : -quarter
            }
            return x > 0 ? (y > 0 ? 0.0 : -0.0) : (y > 0 ? Double.pi : -Double.pi)
        }
        if y.isInfinite { return y > 0 ? Double.pi / 2 : -Double.pi / 2 }
        let base = atan(abs(y / x))
        let angle = x > 0 ? base : Double.pi - base
        return y < 0 ? -angle : angle
    }

    /// acos x for x in [−1, 1] (NaN outside).
    public static func acos(_ x: Double) -> Double {
        guard x >= -1, x <= 1 else { return .nan }
        return atan2(((1 - x) * (1 + x)).squareRoot(), x)
    }

    // MARK: Exponential and logarithm

    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x / 0.6931471805599453).rounded(.toNearestOrEven)
        let r = ((x - k * ln2Head) - k * ln2Middle) - k * ln2Tail
        // e^r for |r| ≤ 0.35: Taylor terms to r¹⁷.
        var sum = 1.0 / 355_687_428_096_000  // 1/17!
        var factorial = 355_687_428_096_000.0
        var n = 17.0
        while n > 1 {
            factorial /= n
            n -= 1
            sum = sum * r + 1 / factorial
        }
        let value = sum * r + 1
        return scaled(value, byPowerOfTwo: Int(k))
    }

    /// value · 2^k, in two steps where one would leave the normal range early.
    private static func scaled(_ value: Double, byPowerOfTwo k: Int) -> Double {
        if k > 1023 { return value * Double(sign: .plus, exponent: 1023, significand: 1) * Double(sign: .plus, exponent: k - 1023, significand: 1) }
        if k < -1021 { return value * Double(sign: .plus, exponent: -1021, significand: 1) * Double(sign: .plus, exponent: k + 1021, significand: 1) }
        return value * Double(sign: .plus, exponent: k, significand: 1)
    }

    /// Natural logarithm; −∞ at 0, NaN below.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        // x = m · 2^e with m in [√½, √2).
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.4142135623730951 {
            m /= 2
            e += 1
        }
        // ln m = 2 atanh s, s = (m − 1)/(m + 1), |s| ≤ 0.172: odd powers of s to s²⁹.
        let s = (m - 1) / (m + 1)
        let z = s * s
        var sum = 1.0 / 29
        var n = 27.0
        while n >= 3 {
            sum = sum * z + 1 / n
            n -= 2
        }
        let lnM = 2 * s + 2 * s * z * sum
        return ((e * ln2Head + e * ln2Middle) + lnM) + e * ln2Tail
    }

    // MARK: Lengths

    /// √(x² + y²) without overflow or underflow in the squares.
    public static func hypot(_ x: Double, _ y: Double) -> Double {
        let a = abs(x), b = abs(y)
        if a.isInfinite || b.isInfinite { return .infinity }
        if a.isNaN || b.isNaN { return .nan }
        let big = max(a, b), small = min(a, b)
        if big == 0 { return 0 }
        let ratio = small / big
        return big * (1 + ratio * ratio).squareRoot()
    }
}
