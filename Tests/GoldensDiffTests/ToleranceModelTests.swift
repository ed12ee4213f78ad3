@testable import GoldensDiff
import GoldensRaster
import Testing

/// Each colour model at its boundary: just inside passes, just outside fails.
@Suite struct ToleranceModelTests {
    let grey = DiffFixtures.opaque(100, 100, 100)

    func oneChanged(to pixel: PremultipliedPixel) -> (Bitmap, Bitmap) {
        let golden = DiffFixtures.flat(grey)
        var actual = golden
        actual[5, 7] = pixel
        return (golden, actual)
    }

    @Test func exactFailsOnAOneStepChange() {
        let (golden, actual) = oneChanged(to: DiffFixtures.opaque(101, 100, 100))
        let verdict = ImageDiff.compare(golden: golden, actual: actual)
        #expect(verdict.kind == .different)
        #expect(verdict.failingPixels == 1)
        #expect(verdict.maxDistance == 1)
        #expect(verdict.failingBounds == PixelRect(x: 5, y: 7, width: 1, height: 1))
    }

    @Test func identicalImagesAreIdentical() {
        let golden = DiffFixtures.noise(width: 40, height: 30, seed: 7)
        let verdict = ImageDiff.compare(golden: golden, actual: golden)
        #expect(verdict.kind == .identical)
        #expect(verdict.passed)
        #expect(verdict.comparedPixels == 1200)
        #expect(verdict.description == "identical (40x30)")
    }

    @Test func perChannelBoundary() {
        let (golden, actual) = oneChanged(to: DiffFixtures.opaque(103, 97, 100))
        let inside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .perChannel(maxDelta: 3)))
        #expect(inside.kind == .withinTolerance)
        #expect(inside.differingPixels == 1)
        #expect(inside.failingPixels == 0)
        #expect(inside.maxDistance == 3)
        let outside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .perChannel(maxDelta: 2)))
        #expect(outside.kind == .different)
        #expect(outside.failingPixels == 1)
    }

    @Test func yiqBoundaryMatchesPixelmatchFormula() {
        let (golden, actual) = oneChanged(to: DiffFixtures.opaque(110, 100, 100))
        // pixelmatch's δ for a red change of 10 on grey.
        let y = 10 * 0.29889531, i = 10 * 0.59597799, q = 10 * 0.21147017
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        let threshold = (delta / 35215).squareRoot()
        let inside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .yiq(threshold: threshold * 1.001)))
        #expect(inside.kind == .withinTolerance)
        #expect(abs(inside.maxDistance - threshold) < 1e-12)
        let outside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .yiq(threshold: threshold * 0.999)))
        #expect(outside.kind == .different)
        #expect(outside.distanceUnit == "YIQ")
    }

    @Test func ciede2000MatchesSharmaReferencePairs() {
        // Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's CIEDE2000 test data.
        let pairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
            (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
            (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
            (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
            (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        ]
        for (l1, a1, b1, l2, a2, b2, expected) in pairs {
            let value = ColorMath.ciede2000(l1, a1, b1, l2, a2, b2)
            #expect(abs(value - expected) < 0.00005, "ΔE00 \(value), expected \(expected)")
        }
    }

    @Test func labOfWhiteAndBlack() {
        let white = ColorMath.lab(255, 255, 255)
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        let black = ColorMath.lab(0, 0, 0)
        #expect(black.l == 0)
    }

    @Test func deltaEBoundary() {
        let changed = DiffFixtures.opaque(100, 100, 103)
        let (golden, actual) = oneChanged(to: changed)
        let distance = ColorMath.deltaEPremultiplied(100, 100, 100, 255, 100, 100, 103, 255)
        #expect(distance > 0.5 && distance < 3, "a 3-step blue change on grey is a small ΔE, got \(distance)")
        let inside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .deltaE(maxDeltaE: distance + 0.001)))
        #expect(inside.kind == .withinTolerance)
        #expect(inside.maxDistance == distance)
        let outside = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .deltaE(maxDeltaE: distance - 0.001)))
        #expect(outside.kind == .different)
        #expect(outside.description.contains("max ΔE"))
    }

    @Test func invalidThresholdsReadAsStrictest() {
        #expect(ColorDistance.yiq(threshold: .nan).threshold == 0)
        #expect(ColorDistance.deltaE(maxDeltaE: -3).threshold == 0)
        #expect(ColorDistance.perChannel(maxDelta: 999).threshold == 255)
        let (golden, actual) = oneChanged(to: DiffFixtures.opaque(101, 100, 100))
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .deltaE(maxDeltaE: .nan)))
        #expect(verdict.kind == .different)
    }

    @Test func anInfiniteDeltaEThresholdToleratesEveryChange() {
        // The threshold passes through as infinite (ColorDistance.threshold): the comparison
        // runs, and no change is beyond it.
        let (golden, actual) = oneChanged(to: DiffFixtures.opaque(0, 0, 0))
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .deltaE(maxDeltaE: .infinity)))
        #expect(verdict.kind == .withinTolerance)
        #expect(verdict.differingPixels == 1)
        #expect(verdict.failingPixels == 0)
    }

    @Test func budgetByCountAndRatio() {
        let golden = DiffFixtures.flat(width: 10, height: 10, grey)
        var actual = golden
        for x in 0..<3 { actual[x, 0] = DiffFixtures.opaque(0, 0, 0) }
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: .exact.allowingFailingPixels(3)).kind == .withinTolerance)
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: .exact.allowingFailingPixels(2)).kind == .different)
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: .exact.allowingFailingRatio(0.03)).kind == .withinTolerance)
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: .exact.allowingFailingRatio(0.029)).kind == .different)
        // Both limits must hold.
        let both = Tolerance.exact.allowingFailingPixels(10).allowingFailingRatio(0.02)
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: both).kind == .different)
        #expect(FailureBudget(maxPixels: -5).allows(failing: 1, of: 100) == false)
        #expect(FailureBudget(maxRatio: .nan).allows(failing: 1, of: 100) == false)
    }
}
