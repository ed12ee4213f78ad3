#if !_endian(little)
#error("Compositing reads RGBA8 pixels as little-endian 32-bit words")
#endif

/// Source-over compositing of premultiplied RGBA8 in gamma-encoded sRGB (the arithmetic of
/// Core Animation's 8-bit surfaces): `dst = src·cov + dst·(1 − src.a·cov)`.
///
/// Every product of two 8-bit quantities is rounded exactly, `round(x·y / 255)`, so a fully
/// covered opaque source replaces the destination bit for bit. Pixels are handled as 32-bit
/// words (bytes r, g, b, a in memory: r in the low byte) with two channels per 16-bit lane pair
/// ("SWAR"): `x·y + 128` of two bytes fits 16 bits, so both lanes round exactly as the scalar
/// formula does, at half the instructions. Loops run over raw pointers with wrapping
/// arithmetic: they are the hot path of every frame and `swift test` runs them unoptimised.
enum Compositing {
    static let laneMask: UInt32 = 0x00FF_00FF

    /// `round(x · y / 255)` for x, y in 0...255.
    @_transparent
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `multiply` applied to both 8-bit lanes of `lanes` (bits 0–7 and 16–23).
    @_transparent
    static func multiplyLanes(_ lanes: UInt32, _ y: UInt32) -> UInt32 {
        let t = lanes &* y &+ 0x0080_0080
        return ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
    }

    /// All four channels of a pixel word multiplied by `y` (0...255).
    @_transparent
    static func scaleWord(_ word: UInt32, _ y: UInt32) -> UInt32 {
        multiplyLanes(word & 0x00FF_00FF, y) | (multiplyLanes((word &>> 8) & 0x00FF_00FF, y) &<< 8)
    }

    /// Source-over of a premultiplied source word onto a destination word.
    @_transparent
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scaleWord(destination, 255 &- (source &>> 24))
    }

    @_transparent
    static func words(_ bytes: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self)
    }

    /// A premultiplied colour scaled by a coverage (0...255), as `blendSolid` scales it.
    static func scaled(_ color: PremultipliedPixel, _ coverage: UInt32) -> PremultipliedPixel {
        PremultipliedPixel(r: UInt8(truncatingIfNeeded: multiply(UInt32(color.r), coverage)),
                           g: UInt8(truncatingIfNeeded: multiply(UInt32(color.g), coverage)),
                           b: UInt8(truncatingIfNeeded: multiply(UInt32(color.b), coverage)),
                           a: UInt8(truncatingIfNeeded: multiply(UInt32(color.a), coverage)))
    }

    /// Multiplies `count` coverage values by the clip mask's values, in place.
    @_transparent
    static func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            coverage[i] = UInt8(truncatingIfNeeded: multiply(UInt32(coverage[i]), UInt32(mask[i])))
            i &+= 1
        }
    }

    // The helpers above are `@_transparent`: even a debug build inlines them into the loops
    // below (within this file), where a call per pixel would cost more than the arithmetic.

    /// Paints one solid premultiplied colour through `coverage` onto `count` pixels at `dst`.
    /// Branch-free like `blendPixels`: coverage 0 leaves a pixel exactly as it was, coverage
    /// 255 of an opaque colour replaces it exactly.
    @_transparent
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, count: Int,
                           color: PremultipliedPixel) {
        let pixels = words(dst)
        let source = color.word
        var i = 0
        while i < count {
            pixels[i] = over(scaleWord(source, UInt32(coverage[i])), pixels[i])
            i &+= 1
        }
    }

    /// Paints one solid colour over `count` fully covered pixels.
    @_transparent
    static func fillSolid(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedPixel) {
        let pixels = words(dst)
        let source = color.word
        if color.a == 255 {
            Memory.fill(pixels, with: source, count: count)
            return
        }
        if color.a == 0 || count <= 0 { return }
        let inverse = 255 &- UInt32(color.a)
        var first = 0
        if Int(bitPattern: dst) & 7 != 0 {  // pairs of pixels start on 8 bytes
            pixels[0] = overConstant(pixels[0], source: source, inverse: inverse)
            first = 1
        }
        let pairCount = (count &- first) &>> 1
        #if DEBUG
        overConstantFindingRuns(pixels + first, pairs: pairCount, source: source, inverse: inverse)
        #else
        overConstant(pixels + first, pairs: pairCount, source: source, inverse: inverse)
        #endif
        if first &+ pairCount &* 2 < count {
            pixels[count &- 1] = overConstant(pixels[count &- 1], source: source, inverse: inverse)
        }
    }

    // Long runs. Under a translucent fill or group there are mostly long runs of one pixel (a
    // view's background over another's). A debug build (`swift test`) finds them with
    // `memcmp` and blends a run once, then fills it: its blend loop runs ~6x slower than a
    // release build's vector code (on RasterBenchmark's 1170 x 2532 frame this takes a third
    // of the instructions off the debug composite of the translucent layer and of the dimming
    // fill). A release build blends every pixel: its vector loop outruns the search (with it,
    // `memcmp` took 11 % of a release frame). Both give the same bytes; the tests check each
    // against the formula.

    /// Both pixels of a 64-bit word multiplied by `y` (0...255): `scaleWord` in four 16-bit
    /// lanes per channel pair, so the products round exactly as there.
    @_transparent
    static func scalePair(_ pair: UInt64, _ y: UInt64) -> UInt64 {
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
        let rb = (pair & lanes) &* y &+ half, ag = ((pair &>> 8) & lanes) &* y &+ half
        return (((rb &+ ((rb &>> 8) & lanes)) &>> 8) & lanes) | ((((ag &+ ((ag &>> 8) & lanes)) &>> 8) & lanes) &<< 8)
    }

    /// `source + d · inverse / 255` over `pairs` pairs of pixels at `pixels` (8-byte aligned).
    /// The destination is scaled by one constant, so two pixels share one 64-bit word (four
    /// 16-bit lanes per channel pair), halving the work per pixel.
    @_transparent
    static func overConstant(_ pixels: UnsafeMutablePointer<UInt32>, pairs count: Int, source: UInt32, inverse: UInt32) {
        let pairs = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt64.self)
        let source64 = UInt64(source) | (UInt64(source) &<< 32), inverse64 = UInt64(inverse)
        var i = 0
        while i < count {
            pairs[i] = source64 &+ scalePair(pairs[i], inverse64)
            i &+= 1
        }
    }

    /// `overConstant(_:pairs:source:inverse:)`, with long runs of one pixel blended once (see
    /// "Long runs"); the runs are cut to even lengths so the pairs stay aligned.
    static func overConstantFindingRuns(_ pixels: UnsafeMutablePointer<UInt32>, pairs count: Int, source: UInt32,
                                        inverse: UInt32) {
        let pairs = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt64.self)
        var i = 0
        while i < count {
            // Two pairs further on tell cheaply when there is no run.
            if i &+ 8 <= count && pairs[i] == pairs[i &+ 7] && pairs[i] == pairs[i &+ 3] {
                let run = Memory.runLength(pixels + 2 &* i, count: 2 &* (count &- i), minimum: 16) & ~1
                if run >= 16 {
                    Memory.fill(pixels + 2 &* i, with: overConstant(pixels[2 &* i], source: source, inverse: inverse), count: run)
                    i &+= run &>> 1
                    continue
                }
            }
            let block = i &+ 8 < count ? 8 : count &- i  // not `min`: generic in a debug build
            overConstant(pixels + 2 &* i, pairs: block, source: source, inverse: inverse)
            i &+= block
        }
    }

    /// `overScaled` for each of `count` pixels.
    @_transparent
    static func overScaled(_ pixels: UnsafeMutablePointer<UInt32>, _ sources: UnsafePointer<UInt32>, alpha: UInt32,
                           count: Int) {
        var i = 0
        while i < count {
            pixels[i] = overScaled(sources[i], alpha: alpha, pixels[i])
            i &+= 1
        }
    }

    /// `overScaled(_:_:alpha:count:)`, with long runs of one source pixel over one destination
    /// pixel blended once (see "Long runs").
    static func overScaledFindingRuns(_ pixels: UnsafeMutablePointer<UInt32>, _ sources: UnsafePointer<UInt32>,
                                      alpha: UInt32, count: Int) {
        var i = 0
        while i < count {
            // Two pixels further on tell cheaply when there is no run.
            if i &+ 16 <= count && sources[i] == sources[i &+ 15] && pixels[i] == pixels[i &+ 15]
                && sources[i] == sources[i &+ 7] && pixels[i] == pixels[i &+ 7] {
                let sourceRun = Memory.runLength(sources + i, count: count &- i, minimum: 16)
                let run = sourceRun < 16 ? sourceRun : Memory.runLength(pixels + i, count: sourceRun, minimum: 16)
                if run >= 16 {
                    Memory.fill(pixels + i, with: overScaled(sources[i], alpha: alpha, pixels[i]), count: run)
                    i &+= run
                    continue
                }
            }
            let block = i &+ 8 < count ? 8 : count &- i
            overScaledOpaquePairs(pixels + i, sources + i, alpha: alpha, count: block)
            i &+= block
        }
    }

    /// `overScaled(_:_:alpha:count:)`, two pixels at once where both sources are opaque (most
    /// of a view's layer): both destinations are then scaled by the same 255 − alpha, so the
    /// pair goes through `scalePair`'s 64-bit lanes, about a fifth fewer steps per pixel in a
    /// debug build.
    @_transparent
    static func overScaledOpaquePairs(_ pixels: UnsafeMutablePointer<UInt32>, _ sources: UnsafePointer<UInt32>,
                                      alpha: UInt32, count: Int) {
        let alpha64 = UInt64(alpha), inverse64 = UInt64(255 &- alpha)
        var i = 0
        while i &+ 1 < count {
            if sources[i] >= 0xFF00_0000 && sources[i &+ 1] >= 0xFF00_0000 {
                let result = scalePair(UInt64(sources[i]) | (UInt64(sources[i &+ 1]) &<< 32), alpha64)
                    &+ scalePair(UInt64(pixels[i]) | (UInt64(pixels[i &+ 1]) &<< 32), inverse64)
                pixels[i] = UInt32(truncatingIfNeeded: result)
                pixels[i &+ 1] = UInt32(truncatingIfNeeded: result &>> 32)
            } else {
                pixels[i] = overScaled(sources[i], alpha: alpha, pixels[i])
                pixels[i &+ 1] = overScaled(sources[i &+ 1], alpha: alpha, pixels[i &+ 1])
            }
            i &+= 2
        }
        if i < count { pixels[i] = overScaled(sources[i], alpha: alpha, pixels[i]) }
    }

    /// One row of a solid fill: the spans `CoverageAccumulator.fillSpans` hands over, through
    /// the clip mask's row when there is one. `pixels`, `coverage` and `mask` address the
    /// first span's first pixel; `interior` is the mask row's run of 255s (device x). A row is
    /// one call with the kernels inlined into it: a debug build pays for every call it makes
    /// (it zero-fills each local and parameter of the function it enters), and a row of text
    /// has dozens of spans.
    static func fillRow(_ pixels: UnsafeMutablePointer<UInt8>, spans: UnsafePointer<CoverageSpan>, count: Int,
                        coverage: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>?, interior: (Int, Int),
                        color: PremultipliedPixel) {
        let x0 = spans[0].x0
        var i = 0
        while i < count {
            let span = spans[i]
            let offset = span.x0 &- x0, n = span.x1 &- span.x0
            if span.value == 255, let mask {
                // Inside the clip's interior the mask is 255: a plain fill there.
                let (a, b) = part(of: span.x0, span.x1, inside: interior)
                blendSolid(pixels + offset &* 4, coverage: mask + offset, count: a &- span.x0, color: color)
                fillSolid(pixels + (a &- x0) &* 4, count: b &- a, color: color)
                blendSolid(pixels + (b &- x0) &* 4, coverage: mask + (b &- x0), count: span.x1 &- b, color: color)
            } else if span.value > 0 && mask == nil {
                // A run of one coverage is the colour scaled by it.
                fillSolid(pixels + offset &* 4, count: n,
                          color: span.value == 255 ? color : scaled(color, UInt32(truncatingIfNeeded: span.value)))
            } else if span.value != 0 {
                let cov = coverage + offset
                if span.value > 0 { Memory.fill(cov, with: UInt8(truncatingIfNeeded: span.value), count: n) }
                if let mask { applyMask(cov, mask + offset, count: n) }
                blendSolid(pixels + offset &* 4, coverage: cov, count: n, color: color)
            }
            i &+= 1
        }
    }

    /// The part `[a, b)` of the span `[x0, x1)` inside `interior` (`x0 <= a <= b <= x1`;
    /// `a == b` when they do not meet), so that `[x0, a)` and `[b, x1)` are what lies outside.
    @_transparent
    static func part(of x0: Int, _ x1: Int, inside interior: (Int, Int)) -> (Int, Int) {
        let a = interior.0 < x0 ? x0 : (interior.0 > x1 ? x1 : interior.0)
        return (a, interior.1 > x1 ? x1 : (interior.1 < a ? a : interior.1))
    }

    /// `source + destination · inverse / 255` for one pixel (`fillSolid`'s odd ends).
    @_transparent
    private static func overConstant(_ d: UInt32, source: UInt32, inverse: UInt32) -> UInt32 {
        source &+ scaleWord(d, inverse)
    }

    /// `dst` moved toward `source` by `coverage`: `(s·c + d·(255 − c)) / 255` per channel,
    /// rounded, so 255 replaces the pixel and 0 leaves it. Used where a paint takes the place
    /// of what is below it (a blurred backdrop), not goes over it.
    static func mixPixels(_ dst: UnsafeMutablePointer<UInt8>, toward source: UnsafePointer<UInt8>,
                          coverage: UnsafePointer<UInt8>, count: Int) {
        let pixels = words(dst)
        let sources = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        var i = 0
        while i < count {
            let c = UInt32(coverage[i])
            if c == 255 {
                pixels[i] = sources[i]
            } else if c != 0 {
                let s = sources[i], d = pixels[i], k = 255 &- c
                var t = (s & 0x00FF_00FF) &* c &+ (d & 0x00FF_00FF) &* k &+ 0x0080_0080
                let rb = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                t = ((s &>> 8) & 0x00FF_00FF) &* c &+ ((d &>> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
                let ag = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                pixels[i] = rb | (ag &<< 8)
            }
            i &+= 1
        }
    }

    /// Composites `count` premultiplied source pixels, each scaled by `coverage` (when given) and
    /// by `alpha` (0...255), over `dst`. Used for group layers and for sampled paints.
    ///
    /// The per-pixel arithmetic is branch-free: a transparent source scales the destination by
    /// 255 (exactly itself) and an opaque one by 0, so no pixel needs a special case, and the
    /// optimiser can turn the loop into vector code.
    static func blendPixels(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>?, alpha: UInt32, count: Int) {
        let pixels = words(dst)
        let sources = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        var s: UInt32 = 0
        if let coverage {
            var i = 0
            while i < count {
                pixels[i] = overScaled(sources[i], alpha: multiply(alpha, UInt32(coverage[i])), pixels[i])
                i &+= 1
            }
            return
        }
        if alpha == 255 {
            var i = 0
            while i < count {
                // An opaque source replaces the pixel (the blend gives s then too).
                s = sources[i]
                pixels[i] = s >= 0xFF00_0000 ? s : over(s, pixels[i])
                i &+= 1
            }
            return
        }
        #if DEBUG
        overScaledFindingRuns(pixels, sources, alpha: alpha, count: count)
        #else
        overScaled(pixels, sources, alpha: alpha, count: count)
        #endif
    }

    /// `source` scaled by `alpha`, over `destination` (one pixel of `blendPixels`).
    @_transparent
    static func overScaled(_ source: UInt32, alpha: UInt32, _ destination: UInt32) -> UInt32 {
        over(scaleWord(source, alpha), destination)
    }

    /// For each channel value v, v scaled by each of `alphas` in turn and rounded at every
    /// step: the per-channel effect of compositing a layer at each alpha onto a transparent
    /// one (`blendPixels` over zero adds nothing to the scaled source), as nested groups do.
    static func scaleTable(_ table: UnsafeMutablePointer<UInt8>, alphas: [UInt32]) {
        var v: UInt32 = 0
        while v < 256 {
            var scaled = v
            var level = 0
            while level < alphas.count {
                scaled = multiply(scaled, alphas[level])
                level &+= 1
            }
            table[Int(v)] = UInt8(truncatingIfNeeded: scaled)
            v &+= 1
        }
    }

    /// `count` pixels of `source` with every channel looked up in `table` (see `scaleTable`),
    /// into `dst`: one lookup per channel however many alphas the table folds.
    static func scalePixels(_ dst: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>,
                            table: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        let bytes = count &* 4
        while i < bytes {
            dst[i] = table[Int(source[i])]
            i &+= 1
        }
    }
}
