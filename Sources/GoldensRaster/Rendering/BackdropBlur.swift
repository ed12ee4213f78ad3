/// The backdrop of a blur effect (`UIVisualEffectView` with `UIBlurEffect`): what is already
/// drawn on the current surface inside a shape, replaced by its Gaussian blur.
///
/// Model: a Gaussian of standard deviation σ = `blur` in the op's units, scaled to device pixels
/// by the transform's area scale √|det|, approximated (as shadows are, see `Shadow`) by three
/// successive box blurs of width `w = round(√(4σ² + 1))` in each direction, in integer
/// arithmetic on the premultiplied channels. Beyond the surface's edge the edge pixels repeat, so
/// a blur reaching the screen's edge does not darken there (Core Animation's backdrops behave so).
/// Inside translucent groups the backdrop is what would show if the open groups were
/// composited now (each at its alpha over what is below it); the blurred backdrop is drawn into
/// the current group, so the group's alpha then fades it in with the group, as a fading
/// controller's blur fades in. The blurred backdrop replaces the unblurred one by coverage.
extension RenderContext {
    func blurBackdrop(_ path: Path, blur: Double, transform: Transform) {
        let det = transform.determinant
        guard det != 0, det.isFinite, transform.isFinite, blur > 0, blur.isFinite else { return }
        let boxRadius = BoxBlur.radius(sigma: blur * abs(det).squareRoot())
        guard boxRadius > 0, let shapeBox = box(of: path, transform: transform) else { return }
        let spread = 3 * boxRadius
        let area = shapeBox.expanded(by: spread)
        let width = area.width, height = area.height
        let cells = width * height

        // The backdrop around the shape, four channels per cell, edges repeated past the surface.
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: cells * 4)
        defer { buffer.deallocate() }
        let target = self.target
        let (bottom, layers) = surfacesBelow
        let surface = bottom.bounds
        var y = 0
        while y < height {
            let sy = min(max(area.y0 &+ y, surface.y0), surface.y1 &- 1)
            var x = 0
            while x < width {
                let sx = min(max(area.x0 &+ x, surface.x0), surface.x1 &- 1)
                var word = Compositing.words(bottom.pixel(sx, sy)).pointee
                // A plain index loop: an array iterator per cell costs much in debug builds.
                var level = 0
                while level < layers.count {
                    let (layer, alpha) = layers[level]
                    if layer.bounds.contains(x: sx, y: sy) {
                        word = Compositing.over(Compositing.scaleWord(Compositing.words(layer.pixel(sx, sy)).pointee, alpha), word)
                    }
                    level &+= 1
                }
                let cell = buffer + ((y &* width &+ x) &* 4)
                cell[0] = UInt16(word & 0xFF)
                cell[1] = UInt16((word &>> 8) & 0xFF)
                cell[2] = UInt16((word &>> 16) & 0xFF)
                cell[3] = UInt16(word &>> 24)
                x &+= 1
            }
            y &+= 1
        }

        let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: max(width, height) * 4)
        defer { scratch.deallocate() }
        BoxBlur.threePasses(buffer, width: width, height: height, channels: 4, radius: boxRadius, scratch: scratch)

        let row = scratchRow(shapeBox.width)
        coverage(of: path, rule: .nonZero, transform: transform, within: shapeBox) { y, x0, x1, cov in
            let source = buffer + (((y &- area.y0) &* width &+ (x0 &- area.x0)) &* 4)
            var i = 0
            while i < (x1 &- x0) &* 4 {
                row[i] = UInt8(truncatingIfNeeded: source[i])
                i &+= 1
            }
            Compositing.mixPixels(target.pixel(x0, y), toward: row, coverage: cov, count: x1 &- x0)
        }
    }
}

extension BoxBlur {
    /// The box radius whose three passes approximate a Gaussian of standard deviation `sigma`
    /// (device pixels): three boxes of width w have variance 3(w² − 1)/12. At most 256.
    static func radius(sigma: Double) -> Int {
        sigma > 0 ? min(256, Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded())) : 0
    }

    /// Three box passes across then down a `width` x `height` buffer of `channels` (1 or 4)
    /// interleaved values per cell: the Gaussian approximation shadows and backdrops use.
    static func threePasses(_ buffer: UnsafeMutablePointer<UInt16>, width: Int, height: Int, channels: Int, radius: Int,
                            scratch: UnsafeMutablePointer<UInt16>) {
        var pass = 0
        while pass < 3 {
            var y = 0
            while y < height {
                let line = buffer + (y &* width &* channels)
                if channels == 4 {
                    run4(line, stride: 4, count: width, radius: radius, scratch: scratch)
                } else {
                    run(line, stride: 1, count: width, radius: radius, scratch: scratch)
                }
                y &+= 1
            }
            var x = 0
            while x < width {
                let line = buffer + (x &* channels)
                if channels == 4 {
                    run4(line, stride: width &* 4, count: height, radius: radius, scratch: scratch)
                } else {
                    run(line, stride: width, count: height, radius: radius, scratch: scratch)
                }
                x &+= 1
            }
            pass &+= 1
        }
    }

    /// `run` on four interleaved channels: cells of four values, `stride` values apart.
    /// Outside the line counts as zero; callers keep a margin of three radii.
    static func run4(_ line: UnsafeMutablePointer<UInt16>, stride: Int, count: Int, radius: Int,
                     scratch: UnsafeMutablePointer<UInt16>) {
        var i = 0
        while i < count {
            let from = line + i &* stride, to = scratch + i &* 4
            to[0] = from[0]
            to[1] = from[1]
            to[2] = from[2]
            to[3] = from[3]
            i &+= 1
        }
        let window = UInt32(2 &* radius &+ 1)
        let half = window / 2
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
        i = 0
        while i < radius && i < count {
            let cell = scratch + i &* 4
            s0 &+= UInt32(cell[0]); s1 &+= UInt32(cell[1]); s2 &+= UInt32(cell[2]); s3 &+= UInt32(cell[3])
            i &+= 1
        }
        i = 0
        while i < count {
            let entering = i &+ radius
            if entering < count {
                let cell = scratch + entering &* 4
                s0 &+= UInt32(cell[0]); s1 &+= UInt32(cell[1]); s2 &+= UInt32(cell[2]); s3 &+= UInt32(cell[3])
            }
            let out = line + i &* stride
            out[0] = UInt16(truncatingIfNeeded: (s0 &+ half) / window)
            out[1] = UInt16(truncatingIfNeeded: (s1 &+ half) / window)
            out[2] = UInt16(truncatingIfNeeded: (s2 &+ half) / window)
            out[3] = UInt16(truncatingIfNeeded: (s3 &+ half) / window)
            let leaving = i &- radius
            if leaving >= 0 {
                let cell = scratch + leaving &* 4
                s0 &-= UInt32(cell[0]); s1 &-= UInt32(cell[1]); s2 &-= UInt32(cell[2]); s3 &-= UInt32(cell[3])
            }
            i &+= 1
        }
    }
}
