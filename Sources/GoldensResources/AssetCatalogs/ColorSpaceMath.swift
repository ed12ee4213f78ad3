/// The colour arithmetic of asset catalogs, computed the same way on every machine.
///
/// Why: a colour converted with the platform's `pow` could differ in its last bit between
/// glibc and Apple's libm, and a bit can move a pixel across a rounding boundary, so goldens
/// recorded on a Mac would fail on Linux. The powers here use only +, −, ×, ÷ and square root,
/// which IEEE 754 rounds correctly everywhere, in a fixed order (Swift does not fuse
/// multiply-adds on its own), so the same input gives the same bits on every machine. (The
/// package's `PortableMath` lives in GoldensRaster, which GoldensResources may not import.)
///
/// Accuracy: the powers are within a few units in the last place; the conversions agree with
/// 50-digit references to 1e-14 (AssetCatalogColorSpaceTests), far inside 1/255.
enum ColorSpaceMath {
    // MARK: Powers

    /// The positive `n`th root of `x` for x ≥ 0 (n ≥ 2), by Newton's method.
    ///
    /// x = m·2^(n·q) with m in [1, 2ⁿ) (an exact rescaling), so the root is root(m)·2^q with
    /// root(m) in [1, 2). Newton's iteration from 2 falls monotonically onto the root of a
    /// convex function; it stops when a step no longer decreases, which happens within an
    /// ulp of the root, and in at most a few dozen steps.
    static func root(_ x: Double, _ n: Int) -> Double {
        guard x > 0 else { return x == 0 ? 0 : .nan }
        guard x.isFinite else { return x }
        let exponent = Int(x.exponent)
        var q = exponent / n
        var r = exponent - q * n
        if r < 0 {
            r += n
            q -= 1
        }
        let m = Double(sign: .plus, exponent: r, significand: x.significand)
        var y = 2.0
        for _ in 0..<100 {
            var power = 1.0  // y^(n−1)
            for _ in 1..<n { power *= y }
            let next = y - (power * y - m) / (Double(n) * power)
            if !(next < y) { break }
            y = next
        }
        return Double(sign: .plus, exponent: q, significand: y)
    }

    /// x^2.4 = x² · (x^⅕)², for x ≥ 0.
    static func power2_4(_ x: Double) -> Double {
        let fifth = root(x, 5)
        return x * x * (fifth * fifth)
    }

    /// x^(1/2.4) = x^(5/12) = (⁴√∛x)⁵, for x ≥ 0.
    static func power1_2_4(_ x: Double) -> Double {
        let twelfth = root(x, 3).squareRoot().squareRoot()
        let square = twelfth * twelfth
        return square * square * twelfth
    }

    /// x^2.2 = x² · x^⅕, for x ≥ 0.
    static func power2_2(_ x: Double) -> Double {
        x * x * root(x, 5)
    }

    // MARK: Transfer functions

    /// The sRGB (and Display P3) curve from encoded to linear, mirrored for negative values as
    /// the extended spaces define it.
    static func sRGBToLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : power2_4((magnitude + 0.055) / 1.055)
        return value < 0 ? -linear : linear
    }

    /// Linear light to the sRGB curve, clamped to 0…1 first: the engine draws in sRGB, where
    /// nothing lies outside 0…1, and clamping linear light is clamping the encoded value.
    static func linearToSRGB(_ linear: Double) -> Double {
        let clamped = clamp(linear)
        if clamped <= 0.0031308 { return 12.92 * clamped }
        // 1.055 − 0.055 is not exactly 1 in binary: white stays white.
        if clamped == 1 { return 1 }
        return clamp(1.055 * power1_2_4(clamped) - 0.055)
    }

    /// A grey of Gray Gamma 2.2 (and of the extended gray, the same curve mirrored) in linear light.
    static func gamma2_2ToLinear(_ value: Double) -> Double {
        value < 0 ? -power2_2(-value) : power2_2(value)
    }

    static func clamp(_ value: Double) -> Double {
        // NaN cannot reach here (components are checked finite); it would clamp to 0.
        value > 1 ? 1 : (value >= 0 ? value : 0)
    }

    // MARK: Display P3

    /// Linear Display P3 to linear sRGB. Both have the D65 white point, so this is the matrix
    /// of their primaries (P3: 0.680/0.320, 0.265/0.690, 0.150/0.060; sRGB: 0.64/0.33,
    /// 0.30/0.60, 0.15/0.06), computed in exact fractions and rounded once. Each row sums to
    /// one, so it is written as the channel plus weighted differences: a grey maps to exactly
    /// the same grey. (The blue primaries coincide, so red and green take no blue.)
    static func linearDisplayP3ToLinearSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let outRed = red + -0.22494017628055996 * (green - red)
        let outGreen = green + -0.04205695470968816 * (red - green)
        let outBlue = blue + -0.019637554590334432 * (red - blue) + -0.07863604555063189 * (green - blue)
        return (outRed, outGreen, outBlue)
    }
}
