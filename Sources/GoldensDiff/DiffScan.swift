#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The per-pixel pass over one band of rows: classifies every compared pixel, accumulates the
/// band's statistics and (optionally) paints the band's rows of the diff image.
///
/// Bands have a fixed height that depends on nothing but the image, and their results are
/// merged in band order, so counts, sums and images are the same on any number of threads.
struct DiffScan {
    /// Rows per band. Fixed (not derived from the core count) so results never depend on it.
    static let bandRows = 64

    /// The distance model reduced to numbers the loop can test cheaply.
    enum Mode { case perChannel, yiq, deltaE }

    let mode: Mode
    /// Per-channel |Δ| limit (perChannel), YIQ δ limit (35215 t²), or ΔE00 limit.
    let perChannelLimit: Int
    let yiqLimit: Double
    let deltaELimit: Double
    let detectsAntiAliasing: Bool
    /// Diff image colours, read once here rather than from globals in the loop.
    let failingWord = DiffPalette.failing
    let antiAliasedWord = DiffPalette.antiAliased
    let toleratedWord = DiffPalette.tolerated

    let golden: UnsafePointer<UInt8>
    let goldenStride: Int
    let actual: UnsafePointer<UInt8>
    let actualStride: Int
    /// The compared (overlapping) area.
    let width: Int
    let height: Int
    /// Ignored rectangles, clipped to the compared area, as (x0, y0, x1, y1) quadruples.
    let regions: UnsafePointer<Int>
    let regionCount: Int
    /// The diff image (premultiplied RGBA, `outputStride` pixels per row), or nil.
    let output: UnsafeMutablePointer<UInt8>?
    let outputStride: Int

    init(distance: ColorDistance, detectsAntiAliasing: Bool,
         golden: UnsafePointer<UInt8>, goldenStride: Int, actual: UnsafePointer<UInt8>, actualStride: Int,
         width: Int, height: Int, regions: UnsafePointer<Int>, regionCount: Int,
         output: UnsafeMutablePointer<UInt8>?, outputStride: Int) {
        let threshold = distance.threshold
        // Only the per-channel threshold (0...255) is a whole number; a ΔE threshold may be
        // infinite (nothing fails), which has no Int.
        switch distance {
        case .exact, .perChannel:
            mode = .perChannel
            perChannelLimit = Int(threshold)
        case .yiq:
            mode = .yiq
            perChannelLimit = 0
        case .deltaE:
            mode = .deltaE
            perChannelLimit = 0
        }
        yiqLimit = ColorMath.yiqScale * threshold * threshold
        deltaELimit = threshold
        self.detectsAntiAliasing = detectsAntiAliasing
        self.golden = golden
        self.goldenStride = goldenStride
        self.actual = actual
        self.actualStride = actualStride
        self.width = width
        self.height = height
        self.regions = regions
        self.regionCount = regionCount
        self.output = output
        self.outputStride = outputStride
    }

    /// What one band found. Merged in band order by `merge`.
    struct BandResult {
        var differing = 0
        var failing = 0
        var antiAliased = 0
        var distanceSum = 0.0
        var distanceMax = 0.0
        var failing0 = (x: Int.max, y: Int.max)
        var failing1 = (x: -1, y: -1)
        var differing0 = (x: Int.max, y: Int.max)
        var differing1 = (x: -1, y: -1)

        mutating func merge(_ other: BandResult) {
            differing += other.differing
            failing += other.failing
            antiAliased += other.antiAliased
            distanceSum += other.distanceSum
            distanceMax = max(distanceMax, other.distanceMax)
            failing0 = (min(failing0.x, other.failing0.x), min(failing0.y, other.failing0.y))
            failing1 = (max(failing1.x, other.failing1.x), max(failing1.y, other.failing1.y))
            differing0 = (min(differing0.x, other.differing0.x), min(differing0.y, other.differing0.y))
            differing1 = (max(differing1.x, other.differing1.x), max(differing1.y, other.differing1.y))
        }

        var failingBounds: PixelRect? {
            failing1.x < 0 ? nil : PixelRect(x: failing0.x, y: failing0.y, width: failing1.x - failing0.x + 1, height: failing1.y - failing0.y + 1)
        }

        var differingBounds: PixelRect? {
            differing1.x < 0 ? nil : PixelRect(x: differing0.x, y: differing0.y, width: differing1.x - differing0.x + 1, height: differing1.y - differing0.y + 1)
        }
    }

    /// Scans rows `rowStart ..< rowEnd`.
    func scan(rows rowStart: Int, _ rowEnd: Int) -> BandResult {
        var result = BandResult()
        let cache = mode == .deltaE ? DistanceCache() : nil
        defer { cache?.deallocate() }
        let rowBytes = width &* 4
        // Counts and sums live in locals (registers) for the whole band; boxes per row.
        var differing = 0, failing = 0, antiAliased = 0
        var distanceSum = 0.0, distanceMax = 0.0
        // The last measured pair; (0, 0) is an equal pair, never measured, so it never matches.
        var lastGolden: UInt32 = 0, lastActual: UInt32 = 0
        var lastDistance = 0.0, lastFails = false
        var y = rowStart
        while y < rowEnd {
            let g = golden + y &* goldenStride &* 4
            let a = actual + y &* actualStride &* 4
            var out: UnsafeMutablePointer<UInt8>? = nil
            if let output {
                out = output + y &* outputStride &* 4
                DiffPalette.paintDimmed(g, into: out.unsafelyUnwrapped, count: width)
            }
            if memcmp(g, a, rowBytes) == 0 {
                y &+= 1
                continue
            }
            // Typed word views (4-byte aligned: rows are whole pixels in 16-byte aligned storage).
            // Generic raw loads are function calls in debug builds; typed subscripts are not.
            let g32 = UnsafeRawPointer(g).assumingMemoryBound(to: UInt32.self)
            let a32 = UnsafeRawPointer(a).assumingMemoryBound(to: UInt32.self)
            // The anti-aliasing shortcut below looks at the rows above and below.
            let interiorRow = y > 0 && y &+ 1 < height
            var rowDiffering0 = Int.max, rowDiffering1 = -1, rowFailing0 = Int.max, rowFailing1 = -1
            var x = 0
            while x < width {
                // Skip equal stretches 32 pixels at a time (memcmp is fast in debug builds too).
                if x & 31 == 0 && x &+ 32 <= width && memcmp(g + x &* 4, a + x &* 4, 128) == 0 {
                    x &+= 32
                    continue
                }
                let gword = g32[x], aword = a32[x]
                if gword == aword {
                    x &+= 1
                    continue
                }
                let offset = x &* 4
                let r1 = Int(g[offset]), g1 = Int(g[offset &+ 1]), b1 = Int(g[offset &+ 2]), a1 = Int(g[offset &+ 3])
                let r2 = Int(a[offset]), g2 = Int(a[offset &+ 1]), b2 = Int(a[offset &+ 2]), a2 = Int(a[offset &+ 3])
                // Transparent in both: whatever the colour bytes say, nothing is visible.
                if (a1 | a2) == 0 || (regionCount > 0 && isIgnored(x, y)) {
                    x &+= 1
                    continue
                }
                differing &+= 1
                if x < rowDiffering0 { rowDiffering0 = x }
                rowDiffering1 = x

                var distance: Double
                var fails: Bool
                if gword == lastGolden && aword == lastActual {
                    // Same colour pair as the last differing pixel (flat changed areas): same answer.
                    distance = lastDistance
                    fails = lastFails
                } else {
                    switch mode {
                    case .perChannel:
                        // ColorMath.perChannel written out (no call in debug builds).
                        var delta = r1 &- r2
                        if delta < 0 { delta = 0 &- delta }
                        var e = g1 &- g2
                        if e < 0 { e = 0 &- e }
                        if e > delta { delta = e }
                        e = b1 &- b2
                        if e < 0 { e = 0 &- e }
                        if e > delta { delta = e }
                        e = a1 &- a2
                        if e < 0 { e = 0 &- e }
                        if e > delta { delta = e }
                        distance = Double(delta)
                        fails = delta > perChannelLimit
                    case .yiq:
                        var delta: Double
                        if (a1 & a2) == 255 {
                            // Opaque: pixelmatch's δ written out, no call (debug builds do not inline).
                            let dr = Double(r1 &- r2), dg = Double(g1 &- g2), db = Double(b1 &- b2)
                            let yy = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
                            let ii = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
                            let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
                            delta = 0.5053 * yy * yy + 0.299 * ii * ii + 0.1957 * qq * qq
                        } else {
                            delta = ColorMath.yiqPremultiplied(r1, g1, b1, a1, r2, g2, b2, a2)
                        }
                        distance = (delta * (1.0 / 35215)).squareRoot()
                        fails = delta > yiqLimit
                    case .deltaE:
                        distance = cache.unsafelyUnwrapped.deltaE(gword, aword, r1, g1, b1, a1, r2, g2, b2, a2)
                        fails = distance > deltaELimit
                    }
                    lastGolden = gword
                    lastActual = aword
                    lastDistance = distance
                    lastFails = fails
                }

                var colour = toleratedWord
                var isAntiAliased = false
                if fails && detectsAntiAliasing {
                    // Shortcut of the rule's step 2: an interior pixel whose left column (the first
                    // three neighbours the rule visits) equals it is in a flat area in that image.
                    let flatInGolden = interiorRow && x > 0 && g32[x &- 1] == gword
                        && g32[x &- 1 &- goldenStride] == gword && g32[x &- 1 &+ goldenStride] == gword
                    let flatInActual = interiorRow && x > 0 && a32[x &- 1] == aword
                        && a32[x &- 1 &- actualStride] == aword && a32[x &- 1 &+ actualStride] == aword
                    isAntiAliased = (!flatInGolden
                        && AntiAliasingDetection.isAntiAliased(golden, stride: goldenStride, other: actual, otherStride: actualStride,
                                                               x: x, y: y, width: width, height: height))
                        || (!flatInActual
                            && AntiAliasingDetection.isAntiAliased(actual, stride: actualStride, other: golden, otherStride: goldenStride,
                                                                   x: x, y: y, width: width, height: height))
                }
                if isAntiAliased {
                    antiAliased &+= 1
                    colour = antiAliasedWord
                } else {
                    distanceSum += distance
                    if distance > distanceMax { distanceMax = distance }
                    if fails {
                        failing &+= 1
                        if x < rowFailing0 { rowFailing0 = x }
                        rowFailing1 = x
                        colour = failingWord
                    }
                }
                if let out {
                    UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)[x] = colour
                }
                x &+= 1
            }
            if rowDiffering1 >= 0 {
                if rowDiffering0 < result.differing0.x { result.differing0.x = rowDiffering0 }
                if rowDiffering1 > result.differing1.x { result.differing1.x = rowDiffering1 }
                if y < result.differing0.y { result.differing0.y = y }
                result.differing1.y = y
            }
            if rowFailing1 >= 0 {
                if rowFailing0 < result.failing0.x { result.failing0.x = rowFailing0 }
                if rowFailing1 > result.failing1.x { result.failing1.x = rowFailing1 }
                if y < result.failing0.y { result.failing0.y = y }
                result.failing1.y = y
            }
            y &+= 1
        }
        result.differing = differing
        result.failing = failing
        result.antiAliased = antiAliased
        result.distanceSum = distanceSum
        result.distanceMax = distanceMax
        return result
    }

    @inline(__always)
    func isIgnored(_ x: Int, _ y: Int) -> Bool {
        var index = 0
        while index < regionCount {
            let r = regions + index &* 4
            if x >= r[0] && y >= r[1] && x < r[2] && y < r[3] { return true }
            index &+= 1
        }
        return false
    }
}

/// A small direct-mapped memo of ΔE00 per (golden, actual) pixel pair. Changed regions in UI
/// screenshots are mostly flat fills, so a handful of colour pairs covers most pixels. The memo
/// returns exactly what the formula returns, so results do not depend on hits or misses.
struct DistanceCache {
    static let capacity = 4096
    let keys: UnsafeMutablePointer<UInt64>
    let values: UnsafeMutablePointer<Double>

    init() {
        keys = .allocate(capacity: Self.capacity)
        // Key 0 is the pair (0, 0): two equal pixels, which are never measured, so 0 means empty.
        keys.initialize(repeating: 0, count: Self.capacity)
        values = .allocate(capacity: Self.capacity)
        values.initialize(repeating: 0, count: Self.capacity)
    }

    func deallocate() {
        keys.deallocate()
        values.deallocate()
    }

    @inline(__always)
    func deltaE(_ gword: UInt32, _ aword: UInt32,
                _ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int, _ r2: Int, _ g2: Int, _ b2: Int, _ a2: Int) -> Double {
        let key = UInt64(gword) << 32 | UInt64(aword)
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
        if keys[slot] == key { return values[slot] }
        let value = ColorMath.deltaEPremultiplied(r1, g1, b1, a1, r2, g2, b2, a2)
        keys[slot] = key
        values[slot] = value
        return value
    }
}
