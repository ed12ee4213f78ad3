/// Source-over compositing of premultiplied RGBA8 in gamma-encoded sRGB (the arithmetic of
/// Core Animation's 8-bit surfaces): `dst = src·cov + dst·(1 − src.a·cov)`.
///
/// Every product of two 8-bit quantities is rounded exactly, `round(x·y / 255)`, so results do
/// not depend on evaluation order tricks, and a fully covered opaque source replaces the
/// destination bit for bit. Loops run over raw pointers with wrapping arithmetic: they are the
/// hot path of every frame and `swift test` runs them unoptimised.
enum Compositing {
    /// `round(x · y / 255)` for x, y in 0...255.
    @inline(__always)
    static func multiply(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Multiplies `count` coverage values by the clip mask's values, in place.
    static func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, count: Int) {
        var i = 0
        while i < count {
            coverage[i] = UInt8(truncatingIfNeeded: multiply(UInt32(coverage[i]), UInt32(mask[i])))
            i &+= 1
        }
    }

    /// Paints one solid premultiplied colour through `coverage` onto `count` pixels at `dst`.
    static func blendSolid(_ dst: UnsafeMutablePointer<UInt8>, coverage: UnsafePointer<UInt8>, count: Int,
                           color: PremultipliedPixel) {
        let sr = UInt32(color.r), sg = UInt32(color.g), sb = UInt32(color.b), sa = UInt32(color.a)
        let opaque = sa == 255
        let word = color.word
        let raw = UnsafeMutableRawPointer(dst)
        var i = 0
        while i < count {
            let c = UInt32(coverage[i])
            if c != 0 {
                let p = dst + (i &* 4)
                if c == 255 && opaque {
                    raw.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
                } else {
                    let r = multiply(sr, c), g = multiply(sg, c), b = multiply(sb, c), a = multiply(sa, c)
                    let inverse = 255 &- a
                    p[0] = UInt8(truncatingIfNeeded: r &+ multiply(UInt32(p[0]), inverse))
                    p[1] = UInt8(truncatingIfNeeded: g &+ multiply(UInt32(p[1]), inverse))
                    p[2] = UInt8(truncatingIfNeeded: b &+ multiply(UInt32(p[2]), inverse))
                    p[3] = UInt8(truncatingIfNeeded: a &+ multiply(UInt32(p[3]), inverse))
                }
            }
            i &+= 1
        }
    }

    /// Paints one solid colour over `count` fully covered pixels.
    static func fillSolid(_ dst: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedPixel) {
        let raw = UnsafeMutableRawPointer(dst)
        if color.a == 255 {
            let word = color.word
            var i = 0
            while i < count {
                raw.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
                i &+= 1
            }
            return
        }
        if color.a == 0 { return }
        let sr = UInt32(color.r), sg = UInt32(color.g), sb = UInt32(color.b), sa = UInt32(color.a)
        let inverse = 255 &- sa
        var i = 0
        while i < count {
            let p = dst + (i &* 4)
            p[0] = UInt8(truncatingIfNeeded: sr &+ multiply(UInt32(p[0]), inverse))
            p[1] = UInt8(truncatingIfNeeded: sg &+ multiply(UInt32(p[1]), inverse))
            p[2] = UInt8(truncatingIfNeeded: sb &+ multiply(UInt32(p[2]), inverse))
            p[3] = UInt8(truncatingIfNeeded: sa &+ multiply(UInt32(p[3]), inverse))
            i &+= 1
        }
    }

    /// Composites `count` premultiplied source pixels, each scaled by `coverage` (when given) and
    /// by `alpha` (0...255), over `dst`. Used for group layers and for sampled images.
    static func blendPixels(_ dst: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                            coverage: UnsafePointer<UInt8>?, alpha: UInt32, count: Int) {
        var i = 0
        while i < count {
            let s = source + (i &* 4)
            var scale = alpha
            if let coverage { scale = multiply(scale, UInt32(coverage[i])) }
            let sa0 = UInt32(s[3])
            if sa0 != 0 && scale != 0 {
                let p = dst + (i &* 4)
                if scale == 255 {
                    if sa0 == 255 {
                        p[0] = s[0]; p[1] = s[1]; p[2] = s[2]; p[3] = 255
                    } else {
                        let inverse = 255 &- sa0
                        p[0] = UInt8(truncatingIfNeeded: UInt32(s[0]) &+ multiply(UInt32(p[0]), inverse))
                        p[1] = UInt8(truncatingIfNeeded: UInt32(s[1]) &+ multiply(UInt32(p[1]), inverse))
                        p[2] = UInt8(truncatingIfNeeded: UInt32(s[2]) &+ multiply(UInt32(p[2]), inverse))
                        p[3] = UInt8(truncatingIfNeeded: sa0 &+ multiply(UInt32(p[3]), inverse))
                    }
                } else {
                    let r = multiply(UInt32(s[0]), scale), g = multiply(UInt32(s[1]), scale)
                    let b = multiply(UInt32(s[2]), scale), a = multiply(sa0, scale)
                    let inverse = 255 &- a
                    p[0] = UInt8(truncatingIfNeeded: r &+ multiply(UInt32(p[0]), inverse))
                    p[1] = UInt8(truncatingIfNeeded: g &+ multiply(UInt32(p[1]), inverse))
                    p[2] = UInt8(truncatingIfNeeded: b &+ multiply(UInt32(p[2]), inverse))
                    p[3] = UInt8(truncatingIfNeeded: a &+ multiply(UInt32(p[3]), inverse))
                }
            }
            i &+= 1
        }
    }
}
