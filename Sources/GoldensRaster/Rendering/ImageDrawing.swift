/// Drawing bitmaps into transformed rects, with Core Animation's default filters: the centre of
/// each device pixel is mapped back into image space and sampled there (texel centres at +0.5,
/// edge texels repeated outside the image, no mipmaps). The drawn region is the rect, its edges
/// anti-aliased like a `fillRect`.
extension RenderContext {
    func drawImage(_ image: Bitmap, rect: Rect, filter: ImageFilter, transform: Transform) {
        let r = rect.standardized
        guard image.width > 0, image.height > 0, !r.isEmpty else { return }
        let imageToLocal = Transform(a: r.width / Double(image.width), b: 0, c: 0, d: r.height / Double(image.height),
                                     tx: r.x, ty: r.y)
        guard let deviceToImage = imageToLocal.concatenating(transform).inverted() else { return }
        let outline = Path.rect(r)
        guard let box = box(of: outline, transform: transform) else { return }
        // Two 64-bit words per texel column: a row's vertical blends (see `bilinearRow`).
        let columns = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * image.width)
        defer { columns.deallocate() }
        image.withUnsafeBytes { raw in
            let texels = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let sampler = ImageSampler(texels: texels, width: image.width, height: image.height, deviceToImage: deviceToImage,
                                       columns: columns)
            paint(outline, transform: transform, within: box) { y, x0, count, row in
                if filter == .nearest {
                    sampler.nearest(row: y, from: x0, count: count, into: row)
                } else {
                    sampler.bilinear(row: y, from: x0, count: count, into: row)
                }
            }
        }
    }
}

/// Reads premultiplied texels at the image-space positions of device pixel centres.
struct ImageSampler {
    let texels: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let deviceToImage: Transform
    /// Scratch for `bilinearRow`: two words per texel column of the image, or nil.
    var columns: UnsafeMutablePointer<UInt64>? = nil

    /// Clamps an image coordinate so the conversion to `Int` can never trap (NaN goes low).
    @_transparent
    static func clamp(_ v: Double, _ limit: Int) -> Double {
        if !(v >= -1) { return -1 }
        if v > Double(limit) { return Double(limit) }
        return v
    }

    /// Image-space coordinates of the pixel centres of a row, as 32.32 fixed point stepping by
    /// a constant: the start is computed in Double, the steps are exact integer additions
    /// (deterministic, and no libm calls per pixel). Nil when a coordinate is too large for
    /// the fixed-point range (a hostile transform); the caller then clamps in Double.
    private func fixedPointRow(_ y: Int, from x0: Int, count: Int, offset: Double) -> (u: Int64, du: Int64, v: Int64, dv: Int64)? {
        let t = deviceToImage
        let cy = Double(y) + 0.5
        let cx = Double(x0) + 0.5
        let u0 = t.a * cx + t.c * cy + t.tx - offset, v0 = t.b * cx + t.d * cy + t.ty - offset
        let n = Double(count)
        let limit = 1073741824.0  // 2^30
        let u1 = u0 + t.a * n, v1 = v0 + t.b * n
        guard abs(u0) < limit, abs(v0) < limit, abs(u1) < limit, abs(v1) < limit, abs(t.a) < limit, abs(t.b) < limit else {
            return nil
        }
        let one = 4294967296.0  // 2^32
        return (Int64((u0 * one).rounded()), Int64((t.a * one).rounded()), Int64((v0 * one).rounded()), Int64((t.b * one).rounded()))
    }

    func nearest(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let output = UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)
        let source = UnsafeRawPointer(texels).assumingMemoryBound(to: UInt32.self)
        let maxX = width &- 1, maxY = height &- 1
        guard let row = fixedPointRow(y, from: x0, count: count, offset: 0) else {
            // Coordinates beyond ±2^30 texels: clamp in Double instead.
            let t = deviceToImage
            let cy = Double(y) + 0.5
            var i = 0
            while i < count {
                let cx = Double(x0 &+ i) + 0.5
                let u = ImageSampler.clamp(t.a * cx + t.c * cy + t.tx, width), v = ImageSampler.clamp(t.b * cx + t.d * cy + t.ty, height)
                let ix = min(max(Int(u.rounded(.down)), 0), maxX), iy = min(max(Int(v.rounded(.down)), 0), maxY)
                output[i] = source[iy &* width &+ ix]
                i &+= 1
            }
            return
        }
        var u = row.u, v = row.v
        var i = 0
        while i < count {
            var ix = Int(truncatingIfNeeded: u &>> 32), iy = Int(truncatingIfNeeded: v &>> 32)
            if ix < 0 { ix = 0 } else if ix > maxX { ix = maxX }
            if iy < 0 { iy = 0 } else if iy > maxY { iy = maxY }
            output[i] = source[iy &* width &+ ix]
            u &+= row.du
            v &+= row.dv
            i &+= 1
        }
    }

    /// Bilinear weights are quantized to 1/256 so the blend is exact integer arithmetic:
    /// `(top·(256 − wy) + bottom·wy + 2^15) >> 16` per channel, with
    /// `top = c00·(256 − wx) + c10·wx` (two channels per 64-bit word, 32-bit lanes).
    func bilinear(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        var u: Int64, v: Int64, du: Int64, dv: Int64
        if let row = fixedPointRow(y, from: x0, count: count, offset: 0.5) {
            (u, du, v, dv) = (row.u, row.du, row.v, row.dv)
        } else {
            // Coordinates beyond ±2^30 texels can only sample edge texels: clamp, then step 0.
            let t = deviceToImage
            let cx = Double(x0) + 0.5, cy = Double(y) + 0.5
            let cu = ImageSampler.clamp(t.a * cx + t.c * cy + t.tx - 0.5, width)
            let cv = ImageSampler.clamp(t.b * cx + t.d * cy + t.ty - 0.5, height)
            (u, du, v, dv) = (Int64(cu * 4294967296.0), 0, Int64(cv * 4294967296.0), 0)
        }
        // A row that stays on one texel row pair (no rotation or shear) and reads at most about
        // two columns per pixel (the image enlarged, at 1:1 or halved) blends each column once.
        if dv == 0, let columns {
            let last = u &+ du &* Int64(count &- 1)
            let lo = Int(truncatingIfNeeded: min(u, last) &>> 32), hi = Int(truncatingIfNeeded: max(u, last) &>> 32) &+ 2
            if hi &- lo <= 2 &* count &+ 2 {
                ImageSampler.bilinearRow(texels, width: width, height: height, u: u, du: du, v: v, columnsFrom: lo, to: hi,
                                         scratch: columns, count: count, into: out)
                return
            }
        }
        ImageSampler.bilinear(texels, width: width, height: height, u: u, du: du, v: v, dv: dv, count: count, into: out)
    }

    /// `bilinear` for a row at one image height: each texel column `from...to` (clamped to the
    /// image) is blended vertically once, two channels per 64-bit word in 32-bit lanes
    /// (`c0·(256 − wy) + c1·wy`, at most 255·256), then each pixel blends two columns
    /// horizontally. The bilinear form is a sum of the same four exact products either way,
    /// rounded once at the end, so the bytes are those `bilinear` gives.
    static func bilinearRow(_ texels: UnsafePointer<UInt8>, width: Int, height: Int, u start: Int64, du: Int64, v: Int64,
                            columnsFrom lo: Int, to hi: Int, scratch: UnsafeMutablePointer<UInt64>,
                            count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let output = UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)
        let source = UnsafeRawPointer(texels).assumingMemoryBound(to: UInt32.self)
        let maxX = width &- 1, maxY = height &- 1
        // Weights are fractions rounded to 1/256 (see `bilinear`).
        let rounded = v &+ 0x80_0000
        let iy = Int(truncatingIfNeeded: rounded &>> 32)
        let wy = UInt64(truncatingIfNeeded: (rounded & 0xFFFF_FFFF) &>> 24)
        let iy0 = 256 &- wy
        let ya = (iy < 0 ? 0 : (iy > maxY ? maxY : iy)) &* width
        let yb = (iy &+ 1 < 0 ? 0 : (iy &+ 1 > maxY ? maxY : iy &+ 1)) &* width
        let first = lo < 0 ? 0 : (lo > maxX ? maxX : lo), final = hi < 0 ? 0 : (hi > maxX ? maxX : hi)
        var p0: UInt64 = 0, p1: UInt64 = 0
        var c = first
        while c <= final {
            p0 = UInt64(source[ya &+ c])
            p1 = UInt64(source[yb &+ c])
            // Channels r and b, then g and a, each spread to a 32-bit lane.
            scratch[2 &* c] = ((p0 & 0xFF) | ((p0 & 0xFF_0000) &<< 16)) &* iy0 &+ ((p1 & 0xFF) | ((p1 & 0xFF_0000) &<< 16)) &* wy
            scratch[2 &* c &+ 1] = (((p0 &>> 8) & 0xFF) | (((p0 &>> 8) & 0xFF_0000) &<< 16)) &* iy0
                &+ (((p1 &>> 8) & 0xFF) | (((p1 &>> 8) & 0xFF_0000) &<< 16)) &* wy
            c &+= 1
        }
        let half: UInt64 = 0x8000_0000_8000
        var u = start &+ 0x80_0000
        var ix = 0, xa = 0, xb = 0
        var wx: UInt64 = 0, ix0: UInt64 = 0, rb: UInt64 = 0, ga: UInt64 = 0
        var i = 0
        while i < count {
            ix = Int(truncatingIfNeeded: u &>> 32)
            wx = UInt64(truncatingIfNeeded: (u & 0xFFFF_FFFF) &>> 24)
            xa = ix < 0 ? 0 : (ix > maxX ? maxX : ix)
            xb = ix &+ 1 < 0 ? 0 : (ix &+ 1 > maxX ? maxX : ix &+ 1)
            ix0 = 256 &- wx
            rb = scratch[2 &* xa] &* ix0 &+ scratch[2 &* xb] &* wx &+ half
            ga = scratch[2 &* xa &+ 1] &* ix0 &+ scratch[2 &* xb &+ 1] &* wx &+ half
            output[i] = UInt32(truncatingIfNeeded: ((rb &>> 16) & 0xFF) | (((ga &>> 16) & 0xFF) &<< 8)
                | (((rb &>> 48) & 0xFF) &<< 16) | (((ga &>> 48) & 0xFF) &<< 24))
            u &+= du
            i &+= 1
        }
    }

    /// `count` bilinear samples of the premultiplied `texels`, the first at image coordinates
    /// (u, v) and each next one a step (du, dv) further; coordinates are 32.32 fixed point with
    /// texel centres at whole numbers, and edge texels repeat outside the image.
    ///
    /// Each texel is spread to a 64-bit word of four 16-bit lanes (r, b, g, a), so the
    /// horizontal blend `c0·(256 − wx) + c1·wx` (at most 255·256) takes one multiply-add per
    /// texel pair for all four channels; the vertical blend then splits the two results into
    /// 32-bit lanes (r and g, b and a). The spread texels are kept while consecutive pixels
    /// read the same four (an enlarged image: several pixels per texel), and the right two
    /// serve as the left two of the next cell along the row.
    static func bilinear(_ texels: UnsafePointer<UInt8>, width: Int, height: Int, u start: Int64, du: Int64,
                         v vStart: Int64, dv: Int64, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        bilinear(texels, width: width, height: height, u: start, du: du, v: vStart, dv: dv, listed: nil, count: count, into: out)
    }

    /// `count` bilinear samples at listed image coordinates: `coordinates` holds (u, v) pairs in
    /// the 32.32 fixed point of `bilinear(_:width:height:u:du:v:dv:count:into:)`, each sample
    /// the bytes that one would give at that position. For a map that is not affine (a plane in
    /// perspective), whose positions do not step by a constant.
    static func bilinear(_ texels: UnsafePointer<UInt8>, width: Int, height: Int, at coordinates: UnsafePointer<Int64>,
                         count: Int, into out: UnsafeMutablePointer<UInt8>) {
        bilinear(texels, width: width, height: height, u: 0, du: 0, v: 0, dv: 0, listed: coordinates, count: count, into: out)
    }

    /// Samples at (u, v) stepping by (du, dv), or, with `listed`, at the listed positions.
    private static func bilinear(_ texels: UnsafePointer<UInt8>, width: Int, height: Int, u start: Int64, du: Int64,
                                 v vStart: Int64, dv: Int64, listed: UnsafePointer<Int64>?, count: Int,
                                 into out: UnsafeMutablePointer<UInt8>) {
        let output = UnsafeMutableRawPointer(out).assumingMemoryBound(to: UInt32.self)
        let source = UnsafeRawPointer(texels).assumingMemoryBound(to: UInt32.self)
        let maxX = width &- 1, maxY = height &- 1
        let lanes: UInt64 = 0x0000_FFFF_0000_FFFF, half: UInt64 = 0x0000_8000_0000_8000
        // A weight is the coordinate's fraction rounded to 1/256, and a fraction that rounds up
        // to a whole texel moves to the next one with weight 0. Adding half a step (2^23) to
        // the start does both for every pixel at once: the carry reaches the integer part.
        var u = start &+ 0x80_0000, v = vStart &+ 0x80_0000
        // Temporaries live outside the loop (see Compositing: a debug build zero-fills each
        // local where it is declared).
        var ix = 0, iy = 0, xa = 0, xb = 0, ya = 0, yb = 0
        var cellX = Int.min, cellY = Int.min
        var wx: UInt64 = 0, wy: UInt64 = 0
        var s00: UInt64 = 0, s10: UInt64 = 0, s01: UInt64 = 0, s11: UInt64 = 0
        var top: UInt64 = 0, bottom: UInt64 = 0, rg: UInt64 = 0, ba: UInt64 = 0
        var i = 0
        while i < count {
            if let listed {
                u = listed[2 &* i] &+ 0x80_0000
                v = listed[2 &* i &+ 1] &+ 0x80_0000
            }
            ix = Int(truncatingIfNeeded: u &>> 32)
            iy = Int(truncatingIfNeeded: v &>> 32)
            wx = UInt64(truncatingIfNeeded: (u & 0xFFFF_FFFF) &>> 24)
            wy = UInt64(truncatingIfNeeded: (v & 0xFFFF_FFFF) &>> 24)
            if iy == cellY && ix == cellX &+ 1 {
                // The next cell along the row: its left texels are the last cell's right ones.
                cellX = ix
                xb = ix &+ 1 < 0 ? 0 : (ix &+ 1 > maxX ? maxX : ix &+ 1)
                s00 = s10; s01 = s11
                s10 = spread(source[ya &+ xb]); s11 = spread(source[yb &+ xb])
            } else if ix != cellX || iy != cellY {
                cellX = ix
                cellY = iy
                if ix >= 0 && ix < maxX && iy >= 0 && iy < maxY {
                    // Inside the image: the clamps below would change nothing.
                    xa = ix
                    xb = ix &+ 1
                    ya = iy &* width
                    yb = ya &+ width
                } else {
                    xa = ix < 0 ? 0 : (ix > maxX ? maxX : ix)
                    xb = ix &+ 1 < 0 ? 0 : (ix &+ 1 > maxX ? maxX : ix &+ 1)
                    ya = (iy < 0 ? 0 : (iy > maxY ? maxY : iy)) &* width
                    yb = (iy &+ 1 < 0 ? 0 : (iy &+ 1 > maxY ? maxY : iy &+ 1)) &* width
                }
                s00 = spread(source[ya &+ xa]); s10 = spread(source[ya &+ xb])
                s01 = spread(source[yb &+ xa]); s11 = spread(source[yb &+ xb])
            }
            top = s00 &* (256 &- wx) &+ s10 &* wx
            bottom = s01 &* (256 &- wx) &+ s11 &* wx
            rg = (top & lanes) &* (256 &- wy) &+ (bottom & lanes) &* wy &+ half
            ba = ((top &>> 16) & lanes) &* (256 &- wy) &+ ((bottom &>> 16) & lanes) &* wy &+ half
            output[i] = UInt32(truncatingIfNeeded: ((rg &>> 16) & 0xFF) | ((rg &>> 40) & 0xFF00)
                | ((ba &>> 0) & 0xFF_0000) | ((ba &>> 24) & 0xFF00_0000))
            u &+= du
            v &+= dv
            i &+= 1
        }
    }

    /// A texel's channels in 16-bit lanes: r in bits 0–7, b in 16–23, g in 32–39, a in 48–55.
    @_transparent
    static func spread(_ texel: UInt32) -> UInt64 {
        UInt64(texel & 0x00FF_00FF) | (UInt64(texel & 0xFF00_FF00) &<< 24)
    }
}
