import GoldensDiff
import GoldensRaster
import Testing

/// Anti-aliasing detection, premultiplied comparison, ignore regions, size mismatch, threads.
@Suite struct ComparisonRuleTests {
    @Test func shiftedAntiAliasedEdgeCountsAsAntiAliasing() {
        let golden = DiffFixtures.verticalEdge(edge: 10)
        let actual = DiffFixtures.verticalEdge(edge: 11)
        let detecting = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance.exact.detectingAntiAliasing())
        // Columns 10 and 11 differ on all 12 rows.
        #expect(detecting.differingPixels == 24)
        #expect(detecting.antiAliasedPixels == 24)
        #expect(detecting.failingPixels == 0)
        #expect(detecting.kind == .withinTolerance)
        #expect(detecting.differingBounds == PixelRect(x: 10, y: 0, width: 2, height: 12))

        let plain = ImageDiff.compare(golden: golden, actual: actual)
        #expect(plain.failingPixels == 24)
        #expect(plain.antiAliasedPixels == 0)
        #expect(plain.kind == .different)
    }

    @Test func realOnePixelChangeFailsEvenWithDetection() {
        let golden = DiffFixtures.flat(DiffFixtures.opaque(200, 200, 200))
        var actual = golden
        actual[8, 8] = DiffFixtures.opaque(50, 50, 50)
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: .pixelmatchDefaults)
        #expect(verdict.failingPixels == 1)
        #expect(verdict.antiAliasedPixels == 0)
        #expect(verdict.kind == .different)
    }

    @Test func aOnePixelChangeNextToAnEdgeInsideAFlatAreaFails() {
        // A dot one pixel away from the anti-aliased column: still content, not an edge blend.
        let golden = DiffFixtures.verticalEdge(edge: 10)
        var actual = golden
        actual[4, 6] = DiffFixtures.opaque(0, 0, 0)
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance.exact.detectingAntiAliasing())
        #expect(verdict.failingPixels == 1)
        #expect(verdict.antiAliasedPixels == 0)
    }

    @Test func differencesUnderAlphaZeroNeverCount() {
        let golden = Bitmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 9, 9, 9, 255])!
        // Not canonical premultiplied data, but possible in a hand-made bitmap: colour under alpha 0.
        let actual = Bitmap(width: 2, height: 1, premultipliedBytes: [40, 0, 0, 0, 9, 9, 9, 255])!
        let verdict = ImageDiff.compare(golden: golden, actual: actual)
        #expect(verdict.kind == .withinTolerance)
        #expect(verdict.differingPixels == 0)
        #expect(verdict.passed)
    }

    @Test func lowAlphaIsComparedPremultiplied() {
        // Straight red vs straight blue at alpha 1/255 premultiply to one step apart.
        let golden = Bitmap(width: 1, height: 1, fill: PremultipliedPixel(straightR: 255, g: 0, b: 0, a: 1))
        let actual = Bitmap(width: 1, height: 1, fill: PremultipliedPixel(straightR: 0, g: 0, b: 255, a: 1))
        let perChannel = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .perChannel(maxDelta: 1)))
        #expect(perChannel.kind == .withinTolerance)
        #expect(perChannel.maxDistance == 1)
        let perceptual = ImageDiff.compare(golden: golden, actual: actual, tolerance: .perceptual)
        #expect(perceptual.kind == .withinTolerance, "invisible at alpha 1/255: \(perceptual)")
        // At alpha 255 the same colours are a huge change.
        let opaque = ImageDiff.compare(golden: DiffFixtures.flat(width: 1, height: 1, DiffFixtures.opaque(255, 0, 0)),
                                       actual: DiffFixtures.flat(width: 1, height: 1, DiffFixtures.opaque(0, 0, 255)),
                                       tolerance: .perceptual)
        #expect(opaque.kind == .different)
        #expect(opaque.maxDistance > 50)
    }

    @Test func alphaOnlyChangeIsSeenOverWhite() {
        // Transparent vs opaque black: equal over black, completely different over white.
        let golden = Bitmap(width: 1, height: 1, fill: .clear)
        let actual = Bitmap(width: 1, height: 1, fill: DiffFixtures.opaque(0, 0, 0))
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .yiq(threshold: 0.5))).kind == .different)
        #expect(ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance(distance: .deltaE(maxDeltaE: 50))).kind == .different)
    }

    @Test func ignoredRegionsAreNotCompared() {
        let golden = DiffFixtures.flat(width: 20, height: 10, DiffFixtures.opaque(10, 20, 30))
        var actual = golden
        actual[2, 2] = DiffFixtures.opaque(255, 255, 255)
        actual[15, 5] = DiffFixtures.opaque(255, 255, 255)
        let region = PixelRect(x: 0, y: 0, width: 5, height: 5)
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance.exact.ignoring(region))
        #expect(verdict.failingPixels == 1)
        #expect(verdict.failingBounds == PixelRect(x: 15, y: 5, width: 1, height: 1))
        #expect(verdict.comparedPixels == 200 - 25)
        // Overlapping regions are counted once; a region outside the image covers nothing.
        let overlapping = Tolerance.exact.ignoring(region).ignoring(PixelRect(x: 3, y: 3, width: 4, height: 4))
            .ignoring(PixelRect(x: 100, y: 100, width: 5, height: 5)).ignoring(PixelRect(x: 14, y: 5, width: 2, height: 1))
        let both = ImageDiff.compare(golden: golden, actual: actual, tolerance: overlapping)
        #expect(both.comparedPixels == 200 - (25 + 16 - 4) - 2)
        #expect(both.kind == .withinTolerance)
    }

    @Test func hugeRegionsSaturateInsteadOfOverflowing() {
        let golden = DiffFixtures.flat(width: 4, height: 4, DiffFixtures.opaque(1, 1, 1))
        var actual = golden
        actual[3, 3] = DiffFixtures.opaque(200, 1, 1)
        let huge = PixelRect(x: Int.max - 1, y: Int.min, width: Int.max, height: Int.max)
        #expect(huge.maxX == Int.max)
        #expect(huge.area == Int.max)
        let everything = PixelRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
        let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: Tolerance.exact.ignoring(huge).ignoring(everything))
        // `everything` ends at -1: it covers nothing, and neither does `huge` (it starts past the image).
        #expect(verdict.failingPixels == 1)
        #expect(verdict.comparedPixels == 16)
    }

    @Test func toleranceDescribesItself() {
        #expect(Tolerance.exact.description == "exact")
        let tolerance = Tolerance(distance: .deltaE(maxDeltaE: 2)).allowingFailingPixels(1500).detectingAntiAliasing()
            .ignoring(PixelRect(x: 0, y: 0, width: 1, height: 1)).because("map tiles vary")
        #expect(tolerance.description == "ΔE ≤ 2.00, ≤ 1 500 px may fail, anti-aliasing detected, 1 ignored region (because map tiles vary)")
    }

    @Test func ignoreRegionsInPointsRoundOutwards() {
        #expect(PixelRect(points: 10.2, 0, 5, 5, scale: 2) == PixelRect(x: 20, y: 0, width: 11, height: 10))
        #expect(PixelRect(points: .nan, 0, 5, 5, scale: 2) == nil)
        #expect(PixelRect(points: 0, 0, 5, 5, scale: 0) == nil)
        #expect(Tolerance.exact.ignoring(points: .infinity, 0, 1, 1, scale: 3).ignoredRegions.isEmpty)
        #expect(Tolerance.exact.ignoring(points: 1, 1, 1, 1, scale: 3).ignoredRegions == [PixelRect(x: 3, y: 3, width: 3, height: 3)])
    }

    @Test func sizeMismatchComparesTheOverlap() {
        let golden = DiffFixtures.flat(width: 8, height: 6, DiffFixtures.opaque(1, 2, 3))
        var actual = DiffFixtures.flat(width: 8, height: 9, DiffFixtures.opaque(1, 2, 3))
        actual[1, 1] = DiffFixtures.opaque(90, 90, 90)
        let verdict = ImageDiff.compare(golden: golden, actual: actual)
        #expect(verdict.kind == .sizeMismatch)
        #expect(!verdict.passed)
        #expect(verdict.comparedPixels == 48)
        #expect(verdict.failingPixels == 1)
        #expect(verdict.description.hasPrefix("size differs: golden 8x6, actual 8x9; in the overlap 1 px differ"))
        let empty = ImageDiff.compare(golden: Bitmap(width: 0, height: 0), actual: golden)
        #expect(empty.kind == .sizeMismatch)
        #expect(empty.comparedPixels == 0)
    }

    @Test func resultsDoNotDependOnThreads() {
        let golden = DiffFixtures.noise(width: 1100, height: 1000, seed: 1)  // above the one-thread limit
        var actual = golden
        actual.withUnsafeMutableBytes { bytes in
            var index = 0
            while index < bytes.count {
                bytes[index] = bytes[index] &+ 60
                index += 4 * 53
            }
        }
        for tolerance in [Tolerance.exact, .perceptual, Tolerance(distance: .yiq(threshold: 0.3))] {
            let parallel = ImageDiff.diff(golden: golden, actual: actual, tolerance: tolerance, threading: .automatic)
            let serial = ImageDiff.diff(golden: golden, actual: actual, tolerance: tolerance, threading: .singleThread)
            #expect(parallel.verdict == serial.verdict)
            #expect(parallel.diffImage == serial.diffImage)
            #expect(parallel.verdict.differingPixels > 10_000)
        }
    }
}
