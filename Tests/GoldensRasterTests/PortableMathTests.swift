import Foundation
@testable import GoldensRaster
import Testing

/// The portable functions agree with the platform's math library to a few units in the last
/// place, and follow its conventions at zeros, infinities and NaN.
@Suite struct PortableMathTests {
    /// A reproducible spread of inputs in `range` (a linear congruential sequence).
    static func samples(_ range: ClosedRange<Double>, count: Int = 20_000) -> [Double] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    /// How far `value` is from `reference`, in units of the reference's last place (with an
    /// absolute floor near zero, where a sum of terms cannot be relatively exact).
    static func error(_ value: Double, _ reference: Double, floor: Double = 1e-300) -> Double {
        if value == reference { return 0 }
        return abs(value - reference) / max(reference.ulp, floor)
    }

    static func worst(_ inputs: [Double], _ f: (Double) -> Double, _ g: (Double) -> Double, floor: Double = 1e-300) -> Double {
        inputs.map { error(f($0), g($0), floor: floor) }.max() ?? 0
    }

    @Test func sineAndCosineAreWithinFourUlps() {
        let inputs = Self.samples(-100...100) + Self.samples(-4...4) + Self.samples(-1e6...1e6, count: 2_000)
        // Near the zeros of sin and cos the result is a difference: counted against 1e-16 absolute.
        #expect(Self.worst(inputs, PortableMath.sin, Foundation.sin, floor: 2e-17) <= 4)
        #expect(Self.worst(inputs, PortableMath.cos, Foundation.cos, floor: 2e-17) <= 4)
        #expect(PortableMath.sin(0) == 0 && PortableMath.cos(0) == 1)
        #expect(PortableMath.sin(-0.0).sign == .minus)
        #expect(PortableMath.sin(.infinity).isNaN && PortableMath.cos(.nan).isNaN)
    }

    @Test func tangentIsWithinEightUlps() {
        let inputs = Self.samples(-1.5...1.5)
        #expect(Self.worst(inputs, PortableMath.tan, Foundation.tan, floor: 2e-17) <= 8)
    }

    @Test func arcTangentsAreWithinFourUlps() {
        let inputs = Self.samples(-50...50) + Self.samples(-1...1)
        #expect(Self.worst(inputs, PortableMath.atan, Foundation.atan) <= 4)
        let ys = Self.samples(-10...10, count: 5_000), xs = Self.samples(-10...10, count: 5_000).reversed()
        let worst = zip(ys, xs).map { Self.error(PortableMath.atan2($0, $1), Foundation.atan2($0, $1)) }.max() ?? 0
        #expect(worst <= 4)
    }

    @Test func arcTangentFollowsTheLibraryAtZerosAndInfinities() {
        let special: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity]
        for y in special {
            for x in special {
                let ours = PortableMath.atan2(y, x), theirs = Foundation.atan2(y, x)
                #expect(ours == theirs && ours.sign == theirs.sign, "atan2(\(y), \(x)) = \(ours), library \(theirs)")
            }
        }
        #expect(PortableMath.atan2(.nan, 1).isNaN && PortableMath.atan2(1, .nan).isNaN)
    }

    @Test func arcCosineIsWithinFourUlpsAwayFromOne() {
        // Near ±1 acos is steep: the input's own rounding dominates; compared in absolute terms.
        let inputs = Self.samples(-0.999...0.999)
        #expect(Self.worst(inputs, PortableMath.acos, Foundation.acos) <= 4)
        #expect(PortableMath.acos(1) == 0 && PortableMath.acos(-1) == Double.pi)
        #expect(PortableMath.acos(1.5).isNaN)
    }

    @Test func exponentialAndLogarithmAreWithinFourUlps() {
        let exponents = Self.samples(-700...700) + Self.samples(-2...2)
        #expect(Self.worst(exponents, PortableMath.exp, Foundation.exp) <= 4)
        let positives = Self.samples(1e-6...1e6) + Self.samples(0.5...2) + [1e-310, 1e300, 5e-324]
        #expect(Self.worst(positives, PortableMath.log, Foundation.log, floor: 1e-16) <= 4)
        #expect(PortableMath.exp(0) == 1 && PortableMath.log(1) == 0)
        #expect(PortableMath.exp(800) == .infinity && PortableMath.exp(-800) == 0)
        #expect(PortableMath.log(0) == -.infinity && PortableMath.log(-1).isNaN)
    }

    @Test func hypotenuseIsWithinTwoUlpsAndNeverOverflows() {
        let xs = Self.samples(-1e3...1e3, count: 5_000), ys = Self.samples(-1e3...1e3, count: 5_000).reversed()
        let worst = zip(xs, ys).map { Self.error(PortableMath.hypot($0, $1), Foundation.hypot($0, $1)) }.max() ?? 0
        #expect(worst <= 2)
        #expect(PortableMath.hypot(1e300, 1e300) == 1e300 * 2.0.squareRoot())
        #expect(PortableMath.hypot(3, 4) == 5)
    }
}
