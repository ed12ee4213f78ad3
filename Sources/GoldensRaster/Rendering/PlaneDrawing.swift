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
///
/// A row is read in three passes: the samples each pixel needs, every sample's plane position,
/// then one call samples them all and each pixel averages its own. A call per sample would cost
/// more than the sample in a debug build, where a turning card asks for millions of them a frame.
struct PlaneSampler {
    let surface: Surface
    let deviceToPlane: ProjectiveTransform
    static let maximumSamplesPerAxis = 8

    func bilinear(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        let m = deviceToPlane
        let bounds = surface.bounds
        let originX = Double(bounds.x0), originY = Double(bounds.y0)
        let width = bounds.width, height = bounds.height
        // Pass 1: each pixel's grid (nx in the low byte, ny above it).
        let grids = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        defer { grids.deallocate() }
        let cy = Double(y) + 0.5
        var total = 0
        var i = 0
        while i < count {
            let cx = Double(x0 &+ i) + 0.5
            // The footprint's extent in texels along device x and y (the map's derivatives).
            let w = cx * m.m13 + cy * m.m23 + m.m33
            let u = (cx * m.m11 + cy * m.m21 + m.m31) / w, v = (cx * m.m12 + cy * m.m22 + m.m32) / w
            let alongX = (((m.m11 - u * m.m13) / w) * ((m.m11 - u * m.m13) / w)
                + ((m.m12 - v * m.m13) / w) * ((m.m12 - v * m.m13) / w)).squareRoot()
            let alongY = (((m.m21 - u * m.m23) / w) * ((m.m21 - u * m.m23) / w)
                + ((m.m22 - v * m.m23) / w) * ((m.m22 - v * m.m23) / w)).squareRoot()
            let nx = PlaneSampler.samples(alongX), ny = PlaneSampler.samples(alongY)
            grids[i] = UInt16(truncatingIfNeeded: nx | (ny &<< 8))
            total &+= nx &* ny
            i &+= 1
        }
        // Pass 2: the plane position of every sample, in the sampler's fixed point.
        let positions = UnsafeMutablePointer<Int64>.allocate(capacity: 2 &* total)
        defer { positions.deallocate() }
        var next = 0
        i = 0
        while i < count {
            let nx = Int(grids[i] & 0xFF), ny = Int(grids[i] &>> 8)
            if nx == 1, ny == 1 {
                let cx = Double(x0 &+ i) + 0.5
                let w = cx * m.m13 + cy * m.m23 + m.m33
                PlaneSampler.store(u: (cx * m.m11 + cy * m.m21 + m.m31) / w, originX, width: width,
                                   v: (cx * m.m12 + cy * m.m22 + m.m32) / w, originY, height: height, at: positions + 2 &* next)
                next &+= 1
            } else {
                var sy = 0
                while sy < ny {
                    let py = Double(y) + (Double(sy) + 0.5) / Double(ny)
                    var sx = 0
                    while sx < nx {
                        let px = Double(x0 &+ i) + (Double(sx) + 0.5) / Double(nx)
                        let pw = px * m.m13 + py * m.m23 + m.m33
                        PlaneSampler.store(u: (px * m.m11 + py * m.m21 + m.m31) / pw, originX, width: width,
                                           v: (px * m.m12 + py * m.m22 + m.m32) / pw, originY, height: height,
                                           at: positions + 2 &* next)
                        next &+= 1
                        sx &+= 1
                    }
                    sy &+= 1
                }
            }
            i &+= 1
        }
        // Pass 3: sample them all, then each pixel takes its one sample or the rounded mean of its grid.
        let samples = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 &* total)
        defer { samples.deallocate() }
        ImageSampler.bilinear(UnsafePointer(surface.pixel(bounds.x0, bounds.y0)), width: width, height: height,
                              at: positions, count: total, into: samples)
        var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var first = 0
        i = 0
        while i < count {
            let n = Int(grids[i] & 0xFF) &* Int(grids[i] &>> 8)
            if n == 1 {
                out[i &* 4] = samples[first &* 4]
                out[i &* 4 &+ 1] = samples[first &* 4 &+ 1]
                out[i &* 4 &+ 2] = samples[first &* 4 &+ 2]
                out[i &* 4 &+ 3] = samples[first &* 4 &+ 3]
            } else {
                sums = (0, 0, 0, 0)
                var k = first
                while k < first &+ n {
                    sums.0 &+= UInt32(samples[k &* 4])
                    sums.1 &+= UInt32(samples[k &* 4 &+ 1])
                    sums.2 &+= UInt32(samples[k &* 4 &+ 2])
                    sums.3 &+= UInt32(samples[k &* 4 &+ 3])
                    k &+= 1
                }
                let divisor = UInt32(n), half = divisor / 2
                out[i &* 4] = UInt8(truncatingIfNeeded: (sums.0 &+ half) / divisor)
                out[i &* 4 &+ 1] = UInt8(truncatingIfNeeded: (sums.1 &+ half) / divisor)
                out[i &* 4 &+ 2] = UInt8(truncatingIfNeeded: (sums.2 &+ half) / divisor)
                out[i &* 4 &+ 3] = UInt8(truncatingIfNeeded: (sums.3 &+ half) / divisor)
            }
            first &+= n
            i &+= 1
        }
    }

    /// Samples per device axis for a footprint `extent` texels long.
    @inline(__always)
    private static func samples(_ extent: Double) -> Int {
        guard extent > 1 else { return 1 }  // also NaN
        return extent >= Double(maximumSamplesPerAxis) ? maximumSamplesPerAxis : Int(extent.rounded(.up))
    }

    /// A plane position made relative to the surface's first texel centre (its origin, then
    /// half a texel), clamped to just outside the surface (edge texels repeat) and stored as the
    /// sampler's 32.32 fixed point.
    @inline(__always)
    private static func store(u: Double, _ x0: Double, width: Int, v: Double, _ y0: Double, height: Int,
                              at position: UnsafeMutablePointer<Int64>) {
        position[0] = Int64((ImageSampler.clamp(u - x0 - 0.5, width) * 4294967296.0).rounded())
        position[1] = Int64((ImageSampler.clamp(v - y0 - 0.5, height) * 4294967296.0).rounded())
    }
}

/// A plane's texture shared by the bands of a render: drawn by one band, then only read.
final class PlaneTexture: @unchecked Sendable {
    let surface: Surface

    init(surface: Surface) {
        self.surface = surface
    }
}
