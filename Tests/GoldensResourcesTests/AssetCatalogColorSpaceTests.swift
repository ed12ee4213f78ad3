import Foundation
@testable import GoldensResources
import Testing

/// Conversions to sRGB against references computed independently, and the portable powers
/// against the platform's `pow`.
///
/// The references come from this Python 3 script (no packages needed): the Display P3 → sRGB
/// matrix from the two spaces' primaries and D65 white in exact fractions, the transfer
/// functions in 50-digit decimal arithmetic, so neither shares code or rounding with the Swift
/// implementation. Its output is pasted below.
///
/// ```python
/// # Reference sRGB values for AssetCatalogColorSpaceTests.swift, independent of the Swift code:
/// # the Display P3 -> sRGB matrix from the primaries and D65 white in exact fractions, the
/// # transfer functions in 50-digit decimal arithmetic. Run with any Python 3.
/// from decimal import Decimal as D, getcontext
/// from fractions import Fraction as F
/// getcontext().prec = 50
///
/// def xyz(x, y): return [x / y, F(1), (1 - x - y) / y]
/// def solve(m, b):
///     a = [row[:] + [b[i]] for i, row in enumerate(m)]
///     for i in range(3):
///         p = next(r for r in range(i, 3) if a[r][i] != 0)
///         a[i], a[p] = a[p], a[i]
///         for r in range(3):
///             if r != i:
///                 f = a[r][i] / a[i][i]
///                 a[r] = [u - f * v for u, v in zip(a[r], a[i])]
///     return [a[i][3] / a[i][i] for i in range(3)]
/// def to_xyz(primaries, white):
///     m = [[xyz(*primaries[c])[r] for c in range(3)] for r in range(3)]
///     s = solve(m, xyz(*white))
///     return [[m[r][c] * s[c] for c in range(3)] for r in range(3)]
/// def inverse(m):
///     cols = [solve(m, [F(int(i == j)) for i in range(3)]) for j in range(3)]
///     return [[cols[c][r] for c in range(3)] for r in range(3)]
/// def product(a, b): return [[sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)] for r in range(3)]
///
/// d65 = (F("0.3127"), F("0.3290"))
/// srgb = to_xyz([(F("0.64"), F("0.33")), (F("0.30"), F("0.60")), (F("0.15"), F("0.06"))], d65)
/// p3 = to_xyz([(F("0.680"), F("0.320")), (F("0.265"), F("0.690")), (F("0.150"), F("0.060"))], d65)
/// p3_to_srgb = product(inverse(srgb), p3)
///
/// def dec(f): return D(f.numerator) / D(f.denominator)
/// def decode(v):  # sRGB / Display P3 transfer, encoded -> linear
///     return v / D("12.92") if v <= D("0.04045") else ((v + D("0.055")) / D("1.055")) ** D("2.4")
/// def encode(l):  # linear -> sRGB, clamped to 0...1
///     l = min(max(l, D(0)), D(1))
///     return D("12.92") * l if l <= D("0.0031308") else D("1.055") * l ** (D(1) / D("2.4")) - D("0.055")
///
/// def p3_case(r, g, b):
///     linear = [decode(D(v)) for v in (r, g, b)]
///     return [encode(sum(dec(p3_to_srgb[i][k]) * linear[k] for k in range(3))) for i in range(3)]
///
/// print("// display-p3")
/// for c in [("1", "0", "0"), ("0", "1", "0"), ("0", "0", "1"), ("0.8", "0.4", "0.2"), ("0.298", "0.686", "0.314"),
///           ("0.1", "0.2", "0.3"), ("0.9", "0.85", "0.8"), ("0.02", "0.03", "0.04"), ("0.676", "0.697", "0.679")]:
///     out = p3_case(*c)
///     print(f'(p3: ({", ".join(c)}), srgb: ({", ".join(format(v, ".17f") for v in out)})),')
/// print("// extended-linear-srgb")
/// for v in ["0", "0.001", "0.0031308", "0.01", "0.18", "0.5", "0.75", "1", "1.5", "-0.2"]:
///     print(f"({v}, {format(encode(D(v)), '.17f')}),")
/// print("// gray-gamma-22 (white ** 2.2, then sRGB)")
/// for v in ["0", "0.001", "0.05", "0.2", "0.5", "0.6", "0.8", "1"]:
///     w = D(v)
///     print(f"({v}, {format(encode(w ** D('2.2') if w > 0 else D(0)), '.17f')}),")
/// ```
@Suite struct AssetCatalogColorSpaceTests {
    /// Agreement with the 50-digit references: far inside the 1/255 ≈ 0.0039 a pixel resolves.
    static let tolerance = 1e-14

    static let displayP3: [(p3: (Double, Double, Double), srgb: (Double, Double, Double))] = [
        (p3: (1, 0, 0), srgb: (1.00000000000000000, 0.00000000000000000, 0.00000000000000000)),
        (p3: (0, 1, 0), srgb: (0.00000000000000000, 1.00000000000000000, 0.00000000000000000)),
        (p3: (0, 0, 1), srgb: (0.00000000000000000, 0.00000000000000000, 1.00000000000000000)),
        (p3: (0.8, 0.4, 0.2), srgb: (0.85956979339861413, 0.37040228688550161, 0.12343446308517259)),
        (p3: (0.298, 0.686, 0.314), srgb: (0.00000000000000000, 0.69668650961818113, 0.25563535376208889)),
        (p3: (0.1, 0.2, 0.3), srgb: (0.05935608143180177, 0.20308940658327412, 0.30873040976082849)),
        (p3: (0.9, 0.85, 0.8), srgb: (0.91075283795830917, 0.84781152913984365, 0.79374702684411395)),
        (p3: (0.02, 0.03, 0.04), srgb: (0.01775059823719440, 0.03042056954709688, 0.04116310639749803)),
        (p3: (0.676, 0.697, 0.679), srgb: (0.67115847569647142, 0.69786529892567963, 0.67761709494952148)),
    ]

    static let extendedLinearSRGB: [(Double, Double)] = [
        (0, 0.00000000000000000),
        (0.001, 0.01292000000000000),
        (0.0031308, 0.04044993600000000),
        (0.01, 0.09985282273412834),
        (0.18, 0.46135612950044165),
        (0.5, 0.73535698305244949),
        (0.75, 0.88082502109029975),
        (1, 1.00000000000000000),
        (1.5, 1.00000000000000000),
        (-0.2, 0.00000000000000000),
    ]

    static let grayGamma22: [(Double, Double)] = [
        (0, 0.00000000000000000),
        (0.001, 0.00000324535726951),
        (0.05, 0.01774175277439380),
        (0.2, 0.18628479541349619),
        (0.5, 0.50386678227452825),
        (0.6, 0.60552780774254724),
        (0.8, 0.80484125976255109),
        (1, 1.00000000000000000),
    ]

    @Test func displayP3MatchesTheReference() throws {
        for (p3, expected) in Self.displayP3 {
            let srgb = try #require(AssetColorSpace.displayP3.sRGB(of: [p3.0, p3.1, p3.2]))
            #expect(abs(srgb.red - expected.0) < Self.tolerance, "red of P3 \(p3)")
            #expect(abs(srgb.green - expected.1) < Self.tolerance, "green of P3 \(p3)")
            #expect(abs(srgb.blue - expected.2) < Self.tolerance, "blue of P3 \(p3)")
        }
    }

    @Test func extendedLinearSRGBMatchesTheReference() throws {
        for (linear, expected) in Self.extendedLinearSRGB {
            let srgb = try #require(AssetColorSpace.extendedLinearSRGB.sRGB(of: [linear, linear, linear]))
            #expect(abs(srgb.red - expected) < Self.tolerance, "linear \(linear)")
        }
    }

    @Test func grayGamma22MatchesTheReference() throws {
        for (white, expected) in Self.grayGamma22 {
            let grey = try #require(AssetColorSpace.grayGamma22.sRGB(of: [white]))
            #expect(abs(grey.red - expected) < Self.tolerance, "white \(white)")
            #expect(grey.red == grey.green && grey.green == grey.blue)
            let extended = try #require(AssetColorSpace.extendedGray.sRGB(of: [white]))
            #expect(extended.red == grey.red)
        }
    }

    @Test func endpointsAndGreysAreExact() throws {
        func srgb(_ space: AssetColorSpace, _ components: [Double]) throws -> [Double] {
            let converted = try #require(space.sRGB(of: components))
            return [converted.red, converted.green, converted.blue]
        }
        #expect(try srgb(.extendedLinearSRGB, [1, 0, 1]) == [1, 0, 1])
        #expect(try srgb(.grayGamma22, [1]) == [1, 1, 1])
        #expect(try srgb(.displayP3, [1, 1, 1]) == [1, 1, 1])
        #expect(try srgb(.displayP3, [0.25, 0.25, 0.25]) == [0.25, 0.25, 0.25])
        #expect(try srgb(.sRGB, [0.1, 0.2, 0.3]) == [0.1, 0.2, 0.3])
        #expect(try srgb(.extendedSRGB, [-1, 2, 0.5]) == [0, 1, 0.5])
        #expect(AssetColorSpace.sRGB.sRGB(of: [0.1]) == nil)
        #expect(AssetColorSpace.grayGamma22.sRGB(of: [0.1, 0.2, 0.3]) == nil)
        #expect(AssetColorSpace.extendedGray.componentNames == ["white"])
        #expect(AssetColorSpace.displayP3.componentNames == ["red", "green", "blue"])
    }

    /// Display P3 colours on a coarse 8-bit grid convert within 1e-14 of the same conversion
    /// through the platform's `pow`: the portable arithmetic moves no pixel.
    @Test func theConversionMovesNoEightBitValueAgainstThePlatformPow() throws {
        func platform(_ v: Double) -> Double {
            v <= 0.04045 ? v / 12.92 : Foundation.pow((v + 0.055) / 1.055, 2.4)
        }
        func platformEncode(_ l: Double) -> Double {
            let c = min(max(l, 0), 1)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055
        }
        var largest = 0.0
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 51) {
                    let p3 = [Double(r) / 255, Double(g) / 255, Double(b) / 255]
                    let ours = try #require(AssetColorSpace.displayP3.sRGB(of: p3))
                    let linear = ColorSpaceMath.linearDisplayP3ToLinearSRGB(platform(p3[0]), platform(p3[1]), platform(p3[2]))
                    let theirs = (platformEncode(linear.0), platformEncode(linear.1), platformEncode(linear.2))
                    largest = max(largest, abs(ours.red - theirs.0), abs(ours.green - theirs.1), abs(ours.blue - theirs.2))
                }
            }
        }
        #expect(largest < 1e-14)
    }

    @Test func portableRootsAreWithinAFewUlpsOfThePlatform() {
        // Cube roots against cbrt over the whole range; fifth roots against pow where its
        // rounded exponent 1/5 costs well under an ulp (|ln x| small), and by raising them back
        // to the fifth power everywhere.
        var cubeWorst = 0.0
        var fifthWorst = 0.0
        var fifthPowerWorst = 0.0
        var x = 1e-300
        while x < 1e300 {
            let cube = ColorSpaceMath.root(x, 3)
            cubeWorst = max(cubeWorst, abs(cube - Foundation.cbrt(x)) / Foundation.cbrt(x).ulp)
            let fifth = ColorSpaceMath.root(x, 5)
            if x > 1e-6, x < 1e6 {
                fifthWorst = max(fifthWorst, abs(fifth - Foundation.pow(x, 0.2)) / Foundation.pow(x, 0.2).ulp)
            }
            let back = fifth * fifth * fifth * fifth * fifth
            fifthPowerWorst = max(fifthPowerWorst, abs(back - x) / x)
            x *= 1.37
        }
        #expect(cubeWorst <= 4)
        #expect(fifthWorst <= 4)
        #expect(fifthPowerWorst < 1e-15)
        #expect(ColorSpaceMath.root(32, 5) == 2)
        #expect(ColorSpaceMath.root(27, 3) == 3)
        #expect(ColorSpaceMath.root(1, 5) == 1)
        #expect(ColorSpaceMath.root(0, 3) == 0)
        #expect(ColorSpaceMath.root(.leastNonzeroMagnitude, 5) > 0)
        #expect(ColorSpaceMath.root(-1, 3).isNaN)

        var powerWorst = 0.0
        var v = 0.0031308
        while v <= 1 {
            powerWorst = max(powerWorst,
                             abs(ColorSpaceMath.power2_4(v) - Foundation.pow(v, 2.4)) / Foundation.pow(v, 2.4).ulp,
                             abs(ColorSpaceMath.power1_2_4(v) - Foundation.pow(v, 1 / 2.4)) / Foundation.pow(v, 1 / 2.4).ulp,
                             abs(ColorSpaceMath.power2_2(v) - Foundation.pow(v, 2.2)) / Foundation.pow(v, 2.2).ulp)
            v += 0.000997
        }
        #expect(powerWorst <= 8)
    }
}
