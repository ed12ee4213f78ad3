import Dispatch
import GoldensRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Image comparison: decides whether an actual frame matches its golden, explains how it
/// differs, and draws diff images.
///
/// ```swift
/// let verdict = ImageDiff.compare(golden: golden, actual: frame)          // exact by default
/// if !verdict.passed {
///     let result = ImageDiff.diff(golden: golden, actual: frame)           // verdict + diff image
///     let sheet = ImageDiff.composite(golden: golden, actual: frame, comparison: result)
/// }
/// ```
/// Cost: byte-identical images are recognised with one `memcmp` (memory speed). Otherwise rows
/// are compared in fixed bands of 64 rows spread over the cores; equal rows are skipped with
/// `memcmp`, as are equal 32-pixel stretches, so only differing pixels pay for colour distance
/// and anti-aliasing tests. Results never depend on the number of threads.
public enum ImageDiff {
    /// How a comparison may use threads. Results are the same either way.
    public enum Threading: Sendable {
        /// Bands spread across the cores for images large enough to gain from it.
        case automatic
        /// Everything on the calling thread.
        case singleThread
    }

    /// True when both bitmaps have the same size and the same premultiplied bytes.
    public static func isIdentical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// Compares `actual` with `golden` under `tolerance` (exact unless stated).
    public static func compare(golden: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact,
                               threading: Threading = .automatic) -> Verdict {
        run(golden: golden, actual: actual, tolerance: tolerance, threading: threading, draws: false).verdict
    }

    /// Compares and draws the diff image in the same pass (see `DiffPalette` for its colours).
    /// The image is the golden dimmed to grey with failing pixels red and anti-aliasing pixels
    /// yellow. Its size is the larger of the two sizes; for a size mismatch the overlap is
    /// compared as usual and the area only one image covers is magenta.
    public static func diff(golden: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact,
                            threading: Threading = .automatic) -> Comparison {
        let result = run(golden: golden, actual: actual, tolerance: tolerance, threading: threading, draws: true)
        return Comparison(verdict: result.verdict, diffImage: result.image ?? Bitmap(width: 0, height: 0))
    }

    /// Just the diff image of `diff(golden:actual:tolerance:)`.
    public static func diffImage(golden: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact) -> Bitmap {
        diff(golden: golden, actual: actual, tolerance: tolerance).diffImage
    }

    // MARK: - The pass

    /// The verdict for a `width` x `height` image compared with itself, known without looking
    /// at its pixels (two byte-identical files): what `compare` returns for that pair.
    public static func identicalVerdict(width: Int, height: Int, tolerance: Tolerance = .exact) -> Verdict {
        startingVerdict(goldenSize: (width, height), actualSize: (width, height), tolerance: tolerance).verdict
    }

    /// The verdict before any pixel is looked at (identical, nothing counted), and the ignore
    /// regions clipped to the compared area, flattened to (x0, y0, x1, y1).
    static func startingVerdict(goldenSize: (Int, Int), actualSize: (Int, Int),
                                tolerance: Tolerance) -> (verdict: Verdict, regions: [Int]) {
        let width = min(goldenSize.0, actualSize.0), height = min(goldenSize.1, actualSize.1)
        var regions: [Int] = []
        for region in tolerance.ignoredRegions {
            let clipped = region.clipped(width: width, height: height)
            if !clipped.isEmpty { regions += [clipped.x, clipped.y, clipped.maxX, clipped.maxY] }
        }
        let verdict = Verdict(
            kind: .identical, goldenWidth: goldenSize.0, goldenHeight: goldenSize.1,
            actualWidth: actualSize.0, actualHeight: actualSize.1,
            comparedPixels: width * height - coveredArea(regions, height: height),
            differingPixels: 0, failingPixels: 0, antiAliasedPixels: 0, maxDistance: 0, meanDistance: 0,
            distanceUnit: tolerance.distance.unitSymbol, failingBounds: nil, differingBounds: nil)
        return (verdict, regions)
    }

    static func run(golden: Bitmap, actual: Bitmap, tolerance: Tolerance, threading: Threading,
                    draws: Bool) -> (verdict: Verdict, image: Bitmap?) {
        let sameSize = golden.width == actual.width && golden.height == actual.height
        let width = min(golden.width, actual.width), height = min(golden.height, actual.height)
        var (verdict, regions) = startingVerdict(goldenSize: (golden.width, golden.height),
                                                 actualSize: (actual.width, actual.height), tolerance: tolerance)

        var image: Bitmap? = draws ? Bitmap(width: max(golden.width, actual.width), height: max(golden.height, actual.height)) : nil
        if sameSize && isIdentical(golden, actual) {
            if var canvas = image {
                paintDimmedGolden(golden, into: &canvas)
                paintIgnored(regions, into: &canvas)
                image = canvas
            }
            return (verdict, image)
        }

        var total = DiffScan.BandResult()
        if width > 0 && height > 0 {
            golden.withUnsafeBytes { goldenBytes in
                actual.withUnsafeBytes { actualBytes in
                    // A never-read quadruple keeps the pointer valid when there are no regions.
                    (regions.isEmpty ? [0, 0, 0, 0] : regions).withUnsafeBufferPointer { regionBuffer in
                        withOptionalCanvas(&image) { output in
                            let scan = DiffScan(
                                distance: tolerance.distance, detectsAntiAliasing: tolerance.detectsAntiAliasing,
                                golden: goldenBytes.baseAddress!.assumingMemoryBound(to: UInt8.self), goldenStride: golden.width,
                                actual: actualBytes.baseAddress!.assumingMemoryBound(to: UInt8.self), actualStride: actual.width,
                                width: width, height: height,
                                regions: regionBuffer.baseAddress!, regionCount: regions.count / 4,
                                output: output, outputStride: max(golden.width, actual.width))
                            total = scanBands(scan, threading: threading)
                        }
                    }
                }
            }
        }

        verdict.differingPixels = total.differing
        verdict.failingPixels = total.failing
        verdict.antiAliasedPixels = total.antiAliased
        verdict.maxDistance = total.distanceMax
        let measured = total.differing - total.antiAliased
        verdict.meanDistance = measured > 0 ? total.distanceSum / Double(measured) : 0
        verdict.failingBounds = total.failingBounds
        verdict.differingBounds = total.differingBounds
        if !sameSize {
            verdict.kind = .sizeMismatch
        } else {
            verdict.kind = tolerance.budget.allows(failing: total.failing, of: verdict.comparedPixels) ? .withinTolerance : .different
        }
        if var canvas = image {
            image = nil  // keep the canvas uniquely referenced while painting
            paintOutsideOverlap(golden: golden, actual: actual, into: &canvas)
            paintIgnored(regions, into: &canvas)
            image = canvas
        }
        return (verdict, image)
    }

    /// Runs the bands, in parallel when worth it, and merges their results in band order.
    private static func scanBands(_ scan: DiffScan, threading: Threading) -> DiffScan.BandResult {
        let bandRows = DiffScan.bandRows
        let bands = (scan.height + bandRows - 1) / bandRows
        let results = UnsafeMutablePointer<DiffScan.BandResult>.allocate(capacity: bands)
        results.initialize(repeating: DiffScan.BandResult(), count: bands)
        defer {
            results.deinitialize(count: bands)
            results.deallocate()
        }
        // Below about a megapixel the pass takes a millisecond or two: waking a second thread is
        // not worth it (and on a busy machine can cost more than the pass).
        let worthThreads = scan.width * scan.height >= 1 << 20 && bands > 1
        if threading == .automatic && worthThreads {
            let shared = SharedBands(scan: scan, results: results)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                shared.run(band)
            }
        } else {
            var band = 0
            while band < bands {
                results[band] = scan.scan(rows: band * bandRows, min(scan.height, (band + 1) * bandRows))
                band += 1
            }
        }
        var total = DiffScan.BandResult()
        var band = 0
        while band < bands {
            total.merge(results[band])
            band += 1
        }
        return total
    }

    /// The scan and the result slots handed to worker threads. Each band writes only its own
    /// result slot and its own rows of the diff image, so sharing is safe.
    private struct SharedBands: @unchecked Sendable {
        let scan: DiffScan
        let results: UnsafeMutablePointer<DiffScan.BandResult>

        func run(_ band: Int) {
            let rows = DiffScan.bandRows
            results[band] = scan.scan(rows: band * rows, min(scan.height, (band + 1) * rows))
        }
    }

    private static func withOptionalCanvas(_ image: inout Bitmap?, _ body: (UnsafeMutablePointer<UInt8>?) -> Void) {
        guard var canvas = image else { return body(nil) }
        image = nil
        canvas.withUnsafeMutableBytes { bytes in
            body(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
        }
        image = canvas
    }

    /// Pixels covered by the union of the (already clipped) regions.
    static func coveredArea(_ regions: [Int], height: Int) -> Int {
        guard !regions.isEmpty else { return 0 }
        var area = 0
        var y = 0
        while y < height {
            var spans: [(Int, Int)] = []
            var index = 0
            while index < regions.count {
                if y >= regions[index + 1] && y < regions[index + 3] { spans.append((regions[index], regions[index + 2])) }
                index += 4
            }
            spans.sort { $0.0 < $1.0 }
            var reach = Int.min
            for (start, end) in spans {
                let from = max(start, reach)
                if end > from { area += end - from }
                reach = max(reach, end)
            }
            y += 1
        }
        return area
    }

    // MARK: - Painting outside the scan

    private static func paintDimmedGolden(_ golden: Bitmap, into canvas: inout Bitmap) {
        let rowWidth = golden.width, rows = golden.height, stride = canvas.width
        golden.withUnsafeBytes { source in
            canvas.withUnsafeMutableBytes { target in
                guard let s = source.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let t = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                var y = 0
                while y < rows {
                    DiffPalette.paintDimmed(s + y &* rowWidth &* 4, into: t + y &* stride &* 4, count: rowWidth)
                    y &+= 1
                }
            }
        }
    }

    /// Size mismatch: where only one image has pixels, magenta; where neither has, dark grey.
    private static func paintOutsideOverlap(golden: Bitmap, actual: Bitmap, into canvas: inout Bitmap) {
        let overlapWidth = min(golden.width, actual.width), overlapHeight = min(golden.height, actual.height)
        let width = canvas.width, height = canvas.height
        guard overlapWidth < width || overlapHeight < height else { return }
        let magenta = DiffPalette.outsideOverlap.word
        let empty = OpaqueColor(r: 64, g: 64, b: 64).word
        let gw = golden.width, gh = golden.height, aw = actual.width, ah = actual.height
        canvas.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress else { return }
            var y = 0
            while y < height {
                var x = y < overlapHeight ? overlapWidth : 0
                while x < width {
                    let inGolden = x < gw && y < gh, inActual = x < aw && y < ah
                    base.storeBytes(of: inGolden || inActual ? magenta : empty, toByteOffset: (y &* width &+ x) &* 4, as: UInt32.self)
                    x &+= 1
                }
                y &+= 1
            }
        }
    }

    /// Ignored regions: the dimmed grey darkened and tinted blue.
    private static func paintIgnored(_ regions: [Int], into canvas: inout Bitmap) {
        guard !regions.isEmpty else { return }
        let width = canvas.width
        canvas.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var index = 0
            while index < regions.count {
                var y = regions[index + 1]
                while y < regions[index + 3] {
                    var x = regions[index]
                    while x < regions[index + 2] {
                        let p = base + (y &* width &+ x) &* 4
                        let grey = Int(p[0])
                        p[0] = UInt8(truncatingIfNeeded: (grey &* 150) >> 8)
                        p[1] = UInt8(truncatingIfNeeded: (grey &* 160) >> 8)
                        p[2] = UInt8(truncatingIfNeeded: (grey &* 200) >> 8)
                        x &+= 1
                    }
                    y &+= 1
                }
                index += 4
            }
        }
    }
}

/// A verdict together with its diff image.
public struct Comparison: Sendable {
    public var verdict: Verdict
    /// The golden dimmed to grey, failing pixels red, anti-aliasing pixels yellow.
    public var diffImage: Bitmap

    public init(verdict: Verdict, diffImage: Bitmap) {
        self.verdict = verdict
        self.diffImage = diffImage
    }
}
