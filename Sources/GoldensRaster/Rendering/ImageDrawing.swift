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
        let target = self.target
        let row = scratchRow(box.width)
        image.withUnsafeBytes { raw in
            let texels = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let sampler = ImageSampler(texels: texels, width: image.width, height: image.height, deviceToImage: deviceToImage)
            coverage(of: outline, rule: .nonZero, transform: transform, within: box) { y, x0, x1, cov in
                let count = x1 - x0
                if filter == .nearest {
                    sampler.nearest(row: y, from: x0, count: count, into: row)
                } else {
                    sampler.bilinear(row: y, from: x0, count: count, into: row)
                }
                Compositing.blendPixels(target.pixel(x0, y), source: row, coverage: cov, alpha: 255, count: count)
            }
        }
        target.dirty = target.dirty.union(box)
    }
}

/// Reads premultiplied texels at the image-space positions of device pixel centres.
struct ImageSampler {
    let texels: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let deviceToImage: Transform

    /// Clamps an image coordinate so the conversion to `Int` can never trap (NaN goes low).
    @inline(__always)
    private static func clamp(_ v: Double, _ limit: Int) -> Double {
        if !(v >= -1) { return -1 }
        if v > Double(limit) { return Double(limit) }
        return v
    }

    func nearest(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let t = deviceToImage
        let cy = Double(y) + 0.5
        let rowU = t.c * cy + t.tx, rowV = t.d * cy + t.ty
        let raw = UnsafeRawPointer(texels)
        let outRaw = UnsafeMutableRawPointer(out)
        var i = 0
        while i < count {
            let cx = Double(x0 &+ i) + 0.5
            let u = ImageSampler.clamp(t.a * cx + rowU, width), v = ImageSampler.clamp(t.b * cx + rowV, height)
            var ix = Int(u.rounded(.down)), iy = Int(v.rounded(.down))
            if ix < 0 { ix = 0 } else if ix >= width { ix = width &- 1 }
            if iy < 0 { iy = 0 } else if iy >= height { iy = height &- 1 }
            let word = raw.loadUnaligned(fromByteOffset: (iy &* width &+ ix) &* 4, as: UInt32.self)
            outRaw.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }

    /// Bilinear weights are quantized to 1/256 so the blend is exact integer arithmetic.
    func bilinear(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let t = deviceToImage
        let cy = Double(y) + 0.5
        let rowU = t.c * cy + t.tx, rowV = t.d * cy + t.ty
        let maxX = width &- 1, maxY = height &- 1
        var i = 0
        while i < count {
            let cx = Double(x0 &+ i) + 0.5
            let fu = ImageSampler.clamp(t.a * cx + rowU - 0.5, width)
            let fv = ImageSampler.clamp(t.b * cx + rowV - 0.5, height)
            let floorU = fu.rounded(.down), floorV = fv.rounded(.down)
            var ix = Int(floorU), iy = Int(floorV)
            var wx = UInt32(((fu - floorU) * 256).rounded()), wy = UInt32(((fv - floorV) * 256).rounded())
            if wx == 256 { wx = 0; ix &+= 1 }
            if wy == 256 { wy = 0; iy &+= 1 }
            let xa = ix < 0 ? 0 : (ix > maxX ? maxX : ix)
            let xb = ix &+ 1 < 0 ? 0 : (ix &+ 1 > maxX ? maxX : ix &+ 1)
            let ya = iy < 0 ? 0 : (iy > maxY ? maxY : iy)
            let yb = iy &+ 1 < 0 ? 0 : (iy &+ 1 > maxY ? maxY : iy &+ 1)
            let p00 = texels + ((ya &* width &+ xa) &* 4), p10 = texels + ((ya &* width &+ xb) &* 4)
            let p01 = texels + ((yb &* width &+ xa) &* 4), p11 = texels + ((yb &* width &+ xb) &* 4)
            let ix0 = 256 &- wx, iy0 = 256 &- wy
            let o = out + (i &* 4)
            var k = 0
            while k < 4 {
                let top = UInt32(p00[k]) &* ix0 &+ UInt32(p10[k]) &* wx
                let bottom = UInt32(p01[k]) &* ix0 &+ UInt32(p11[k]) &* wx
                o[k] = UInt8(truncatingIfNeeded: (top &* iy0 &+ bottom &* wy &+ 32768) >> 16)
                k &+= 1
            }
            i &+= 1
        }
    }
}
