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
    @inline(__always)
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// `multiply` applied to both 8-bit lanes of `lanes` (bits 0–7 and 16–23).
    @inline(__always)
    static func multiplyLanes(_ lanes: UInt32, _ y: UInt32) -> UInt32 {
        let t = lanes &* y &+ 0x0080_0080
        return ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
    }

    /// All four channels of a pixel word multiplied by `y` (0...255).
    @inline(__always)
    static func scaleWord(_ word: UInt32, _ y: UInt32) -> UInt32 {
        multiplyLanes(word & 0x00FF_00FF, y) | (multiplyLanes((word &>> 8) & 0x00FF_00FF, y) &<< 8)
    }

    /// Source-over of a premultiplied source word onto a destination word.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        source &+ scaleWord(destination, 255 &- (source &>> 24))
    }

    @inline(__always)
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
    static func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            coverage[i] = UInt8(truncatingIfNeeded: multiply(UInt32(coverage[i]), UInt32(mask[i])))
            i &+= 1
        }
    }

    // The loops below spell the SWAR arithmetic out and declare their temporaries before
    // the loop: a debug build calls every helper function and zero-fills every local's stack
    // slot where it is declared, which would otherwise happen per pixel.

    /// Paints one solid premultiplied colour through `coverage` onto `count` pixels at `dst`.
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, count: Int,
                           color: PremultipliedPixel) {
        let pixels = words(dst)
        let source = color.word
        let sourceRB = source & 0x00FF_00FF, sourceAG = (source &>> 8) & 0x00FF_00FF
        let opaque = color.a == 255
        var c: UInt32 = 0, t: UInt32 = 0, rb: UInt32 = 0, ag: UInt32 = 0, inverse: UInt32 = 0, d: UInt32 = 0
        var i = 0
        while i < count {
            c = UInt32(coverage[i])
            if c != 0 {
                if c == 255 && opaque {
                    pixels[i] = source
                } else {
                    t = sourceRB &* c &+ 0x0080_0080
                    rb = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    t = sourceAG &* c &+ 0x0080_0080
                    ag = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    inverse = 255 &- (ag &>> 16)
                    d = pixels[i]
                    t = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                    rb &+= ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    t = ((d &>> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                    ag &+= ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    pixels[i] = rb | (ag &<< 8)
                }
            }
            i &+= 1
        }
    }

    /// Paints one solid colour over `count` fully covered pixels.
    static func fillSolid(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedPixel) {
        let pixels = words(dst)
        let source = color.word
        if color.a == 255 {
            Memory.fill(pixels, with: source, count: count)
            return
        }
        if color.a == 0 { return }
        let inverse = 255 &- UInt32(color.a)
        let sourceRB = source & 0x00FF_00FF, sourceAG = (source &>> 8) & 0x00FF_00FF
        var t: UInt32 = 0, d: UInt32 = 0, rb: UInt32 = 0
        var i = 0
        while i < count {
            d = pixels[i]
            t = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            rb = sourceRB &+ (((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF)
            t = ((d &>> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
            pixels[i] = rb | ((sourceAG &+ (((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF)) &<< 8)
            i &+= 1
        }
    }

    /// Composites `count` premultiplied source pixels, each scaled by `coverage` (when given) and
    /// by `alpha` (0...255), over `dst`. Used for group layers and for sampled paints.
    static func blendPixels(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>?, alpha: UInt32, count: Int) {
        let pixels = words(dst)
        let sources = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
        let coverages = coverage ?? source  // read only when `coverage` was given
        let hasCoverage = coverage != nil
        var s: UInt32 = 0, scale = alpha, t: UInt32 = 0, rb: UInt32 = 0, ag: UInt32 = 0, inverse: UInt32 = 0, d: UInt32 = 0
        var i = 0
        while i < count {
            s = sources[i]
            if hasCoverage {
                t = alpha &* UInt32(coverages[i]) &+ 128
                scale = (t &+ (t &>> 8)) &>> 8
            }
            if s &>> 24 != 0 && scale != 0 {
                if scale == 255 {
                    rb = s & 0x00FF_00FF
                    ag = (s &>> 8) & 0x00FF_00FF
                } else {
                    t = (s & 0x00FF_00FF) &* scale &+ 0x0080_0080
                    rb = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    t = ((s &>> 8) & 0x00FF_00FF) &* scale &+ 0x0080_0080
                    ag = ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                }
                inverse = 255 &- (ag &>> 16)
                if inverse != 0 {
                    d = pixels[i]
                    t = (d & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                    rb &+= ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                    t = ((d &>> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                    ag &+= ((t &+ ((t &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
                }
                pixels[i] = rb | (ag &<< 8)
            }
            i &+= 1
        }
    }
}
