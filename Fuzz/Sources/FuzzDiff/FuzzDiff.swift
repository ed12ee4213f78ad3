import FuzzSupport
import GoldensDiff
import GoldensRaster

/// Bytes → two small bitmaps and tolerance parameters (DiffCase) → the diff engine under every
/// distance model (exact, per-channel, YIQ, CIEDE2000), with and without anti-aliasing
/// detection, checked against `ReferenceDiff`, a plain per-pixel loop written from the
/// documentation. Properties:
/// - compared, differing, failing and anti-aliasing counts, the bounds of the differing and
///   failing pixels, the largest and mean distances and the verdict kind are the reference's;
/// - `diff` gives `compare`'s verdict, and its image marks exactly the failing (red),
///   anti-aliasing (yellow) and tolerated (light blue) pixels the verdict counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let fuzzCase = DiffCase(&input)
    let distances: [ColorDistance] = [.exact, .perChannel(maxDelta: fuzzCase.perChannelLimit),
                                      .yiq(threshold: fuzzCase.yiqThreshold), .deltaE(maxDeltaE: fuzzCase.deltaEThreshold)]
    let budget = FailureBudget(maxPixels: fuzzCase.maxPixels, maxRatio: fuzzCase.maxRatio)
    for distance in distances {
        for detecting in [false, true] {
            let tolerance = Tolerance(distance: distance, budget: budget, detectsAntiAliasing: detecting,
                                      ignoredRegions: fuzzCase.ignoredRegions)
            check(fuzzCase, tolerance)
        }
    }
    return 0
}

private func check(_ fuzzCase: DiffCase, _ tolerance: Tolerance) {
    let golden = fuzzCase.golden, actual = fuzzCase.actual
    let verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: tolerance)
    let reference = ReferenceDiff(golden: golden, actual: actual, model: ReferenceDiff.model(for: tolerance.distance),
                                  detectsAntiAliasing: tolerance.detectsAntiAliasing,
                                  ignoredRegions: tolerance.ignoredRegions).run()
    func fail(_ what: String) -> Never {
        fuzzFailure("""
            \(what)
            tolerance: \(tolerance) (\(tolerance.distance), budget \(tolerance.budget), regions \(tolerance.ignoredRegions))
            golden \(golden.width)x\(golden.height): \(golden.bytes)
            actual \(actual.width)x\(actual.height): \(actual.bytes)
            engine: \(verdict.json)
            reference: \(reference)
            """)
    }
    if verdict.comparedPixels != reference.comparedPixels { fail("compared pixels differ") }
    if verdict.differingPixels != reference.differingPixels { fail("differing pixels differ") }
    if verdict.differingBounds != reference.differingBounds { fail("differing bounds differ") }
    let sameSize = golden.width == actual.width && golden.height == actual.height
    if reference.undecidedPixels == 0 {
        if verdict.failingPixels != reference.failingPixels { fail("failing pixels differ") }
        if verdict.antiAliasedPixels != reference.antiAliasedPixels { fail("anti-aliasing pixels differ") }
        if verdict.failingBounds != reference.failingBounds { fail("failing bounds differ") }
        if !close(verdict.maxDistance, reference.maxDistance) { fail("max distance differs") }
        let measured = reference.differingPixels - reference.antiAliasedPixels
        let mean = measured > 0 ? reference.distanceSum / Double(measured) : 0
        if !close(verdict.meanDistance, mean) { fail("mean distance differs") }
        let kind: Verdict.Kind = !sameSize ? .sizeMismatch : reference.identical ? .identical
            : reference.allows(tolerance.budget) ? .withinTolerance : .different
        if verdict.kind != kind { fail("verdict kind differs: reference says \(kind)") }
    } else {
        // Undecided pixels may fail, be tolerated or count as anti-aliasing.
        let decided = verdict.failingPixels + verdict.antiAliasedPixels
        if decided < reference.failingPixels + reference.antiAliasedPixels
            || decided > reference.failingPixels + reference.antiAliasedPixels + reference.undecidedPixels {
            fail("failing + anti-aliasing pixels outside the reference's range")
        }
    }
    checkImage(golden, actual, tolerance, verdict, fail)
}

/// Equal up to the rounding of independently written formulas (and of summing in bands).
private func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
}

private func checkImage(_ golden: Bitmap, _ actual: Bitmap, _ tolerance: Tolerance, _ verdict: Verdict,
                        _ fail: (String) -> Never) {
    let result = ImageDiff.diff(golden: golden, actual: actual, tolerance: tolerance)
    if result.verdict != verdict { fail("diff's verdict is not compare's: \(result.verdict.json)") }
    let image = result.diffImage
    if image.width != max(golden.width, actual.width) || image.height != max(golden.height, actual.height) {
        fail("the diff image is \(image.width)x\(image.height)")
    }
    func colour(_ c: OpaqueColor) -> PremultipliedPixel { PremultipliedPixel(r: c.r, g: c.g, b: c.b, a: 255) }
    let red = colour(DiffPalette.failingPixel), yellow = colour(DiffPalette.antiAliasedPixel)
    let blue = colour(DiffPalette.toleratedPixel)
    var counts = (failing: 0, antiAliased: 0, tolerated: 0)
    for y in 0..<min(golden.height, actual.height) {
        for x in 0..<min(golden.width, actual.width) {
            switch image[x, y] {
            case red: counts.failing += 1
            case yellow: counts.antiAliased += 1
            case blue: counts.tolerated += 1
            default: break
            }
        }
    }
    let tolerated = verdict.differingPixels - verdict.failingPixels - verdict.antiAliasedPixels
    if counts.failing != verdict.failingPixels || counts.antiAliased != verdict.antiAliasedPixels || counts.tolerated != tolerated {
        fail("the diff image marks \(counts) pixels")
    }
}
