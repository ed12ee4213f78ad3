/// Drawing a plane: a layer under a 3-D transform is drawn flat into its own surface, then that
/// surface is drawn onto the canvas through the plane's projective map, as Core Animation draws
/// a layer's contents as a texture on a quad seen in perspective.
///
/// The quad's edges are the plane's `rect` projected, with exact-area coverage; inside, each
/// device pixel centre is mapped back into the plane (a division per pixel, so the texture is
/// perspective-correct) and sampled bilinearly, edge texels repeating, with more samples where
/// the plane is seen shrunk (see `PlaneSampler`). Only the part of the plane in front of the
/// eye (W > 0) is drawn.
extension RenderContext {
    /// The projected outline of the visible part of `rect`, or nil when none of it lies in front
    /// of the eye or the map is not finite.
    func planeOutline(_ rect: Rect, projection: ProjectiveTransform) -> Path? {
        let points = projection.visibleImage(of: rect)
        guard points.count >= 3 else { return nil }
        var path = Path()
        path.move(to: points[0])
        for point in points.dropFirst() { path.line(to: point) }
        path.closeSubpath()
        return path
    }

    /// Composites `surface` (a plane drawn over `rect` of its own space) onto the current
    /// target through `projection`, under the current clip.
    func drawPlane(_ surface: Surface, rect: Rect, projection: ProjectiveTransform) {
        guard !surface.isClean, let deviceToPlane = projection.inverted(),
              let outline = planeOutline(rect, projection: projection),
              let box = box(of: outline, transform: .identity) else { return }
        let sampler = PlaneSampler(surface: surface, deviceToPlane: deviceToPlane)
        paint(outline, transform: .identity, within: box) { y, x0, count, row in
            sampler.bilinear(row: y, from: x0, count: count, into: row)
        }
    }
}

/// Reads a plane's surface at the plane positions of device pixels.
///
/// Where the plane is seen at 1:1 or larger, one bilinear sample at the pixel centre. Where it
/// is seen shrunk (turned nearly edge-on, or far away), one sample would skip texels and break
/// thin lines into dashes, so the pixel is split into a grid matching the footprint's extent
/// along each device axis (up to 8 × 8) and the bilinear samples are averaged.
struct PlaneSampler {
    let surface: Surface
    let deviceToPlane: ProjectiveTransform
    static let maximumSamplesPerAxis = 8

    func bilinear(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let m = deviceToPlane
        var sample: UInt32 = 0
        var i = 0
        while i < count {
            let cx = Double(x0 &+ i) + 0.5, cy = Double(y) + 0.5
            // The footprint's extent in texels along device x and y (the map's derivatives).
            let w = cx * m.m13 + cy * m.m23 + m.m33
            let u = (cx * m.m11 + cy * m.m21 + m.m31) / w, v = (cx * m.m12 + cy * m.m22 + m.m32) / w
            let alongX = (((m.m11 - u * m.m13) / w) * ((m.m11 - u * m.m13) / w)
                + ((m.m12 - v * m.m13) / w) * ((m.m12 - v * m.m13) / w)).squareRoot()
            let alongY = (((m.m21 - u * m.m23) / w) * ((m.m21 - u * m.m23) / w)
                + ((m.m22 - v * m.m23) / w) * ((m.m22 - v * m.m23) / w)).squareRoot()
            let nx = PlaneSampler.samples(alongX), ny = PlaneSampler.samples(alongY)
            if nx == 1, ny == 1 {
                sampleAt(u: u, v: v, into: out + i &* 4)
            } else {
                var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                var sy = 0
                while sy < ny {
                    let py = Double(y) + (Double(sy) + 0.5) / Double(ny)
                    var sx = 0
                    while sx < nx {
                        let px = Double(x0 &+ i) + (Double(sx) + 0.5) / Double(nx)
                        let pw = px * m.m13 + py * m.m23 + m.m33
                        withUnsafeMutableBytes(of: &sample) { raw in
                            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                            sampleAt(u: (px * m.m11 + py * m.m21 + m.m31) / pw, v: (px * m.m12 + py * m.m22 + m.m32) / pw,
                                     into: bytes)
                        }
                        sums.0 &+= sample & 0xFF
                        sums.1 &+= (sample &>> 8) & 0xFF
                        sums.2 &+= (sample &>> 16) & 0xFF
                        sums.3 &+= sample &>> 24
                        sx &+= 1
                    }
                    sy &+= 1
                }
                let n = UInt32(nx &* ny), half = n / 2
                out[i &* 4] = UInt8(truncatingIfNeeded: (sums.0 &+ half) / n)
                out[i &* 4 &+ 1] = UInt8(truncatingIfNeeded: (sums.1 &+ half) / n)
                out[i &* 4 &+ 2] = UInt8(truncatingIfNeeded: (sums.2 &+ half) / n)
                out[i &* 4 &+ 3] = UInt8(truncatingIfNeeded: (sums.3 &+ half) / n)
            }
            i &+= 1
        }
    }

    /// Samples per device axis for a footprint `extent` texels long.
    @inline(__always)
    private static func samples(_ extent: Double) -> Int {
        guard extent > 1 else { return 1 }  // also NaN
        return extent >= Double(maximumSamplesPerAxis) ? maximumSamplesPerAxis : Int(extent.rounded(.up))
    }

    /// One bilinear sample at plane position (u, v): texel centres sit at +0.5.
    @inline(__always)
    private func sampleAt(u: Double, v: Double, into out: UnsafeMutablePointer<UInt8>) {
        let bounds = surface.bounds
        let iu = ImageSampler.clamp(u - Double(bounds.x0) - 0.5, bounds.width)
        let iv = ImageSampler.clamp(v - Double(bounds.y0) - 0.5, bounds.height)
        ImageSampler.bilinear(UnsafePointer(surface.pixel(bounds.x0, bounds.y0)), width: bounds.width, height: bounds.height,
                              u: Int64((iu * 4294967296.0).rounded()), du: 0, v: Int64((iv * 4294967296.0).rounded()), dv: 0,
                              count: 1, into: out)
    }
}
