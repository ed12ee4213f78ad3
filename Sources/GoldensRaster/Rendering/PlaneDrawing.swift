/// Drawing a plane: a layer under a 3-D transform is drawn flat into its own surface, then that
/// surface is drawn onto the canvas through the plane's projective map, as Core Animation draws
/// a layer's contents as a texture on a quad seen in perspective.
///
/// The quad's edges are the plane's `rect` projected, with exact-area coverage; inside, each
/// device pixel centre is mapped back into the plane (a division per pixel, so the texture is
/// perspective-correct) and sampled bilinearly, edge texels repeating. Only the part of the
/// plane in front of the eye (W > 0) is drawn.
extension RenderContext {
    /// The projected outline of the visible part of `rect`, or nil when none of it lies in front
    /// of the eye or the map is not finite.
    func planeOutline(_ rect: Rect, projection: ProjectiveTransform) -> Path? {
        guard projection.isFinite else { return nil }
        let r = rect.standardized
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let points = projection.projectVisible(corners)
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
        let target = self.target
        let row = scratchRow(box.width)
        let sampler = PlaneSampler(surface: surface, deviceToPlane: deviceToPlane)
        coverage(of: outline, rule: .nonZero, transform: .identity, within: box) { y, x0, x1, cov in
            sampler.bilinear(row: y, from: x0, count: x1 - x0, into: row)
            Compositing.blendPixels(target.pixel(x0, y), source: row, coverage: cov, alpha: 255, count: x1 - x0)
        }
    }
}

/// Reads a plane's surface at the plane positions of device pixel centres.
struct PlaneSampler {
    let surface: Surface
    let deviceToPlane: ProjectiveTransform

    func bilinear(row y: Int, from x0: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let m = deviceToPlane
        let bounds = surface.bounds
        let texels = UnsafePointer(surface.pixel(bounds.x0, bounds.y0))
        let cy = Double(y) + 0.5
        var cx = Double(x0) + 0.5
        var i = 0
        while i < count {
            let w = cx * m.m13 + cy * m.m23 + m.m33
            // Texel centres sit at +0.5: image coordinate = plane coordinate − origin − 0.5.
            let u = ImageSampler.clamp((cx * m.m11 + cy * m.m21 + m.m31) / w - Double(bounds.x0) - 0.5, bounds.width)
            let v = ImageSampler.clamp((cx * m.m12 + cy * m.m22 + m.m32) / w - Double(bounds.y0) - 0.5, bounds.height)
            ImageSampler.bilinear(texels, width: bounds.width, height: bounds.height,
                                  u: Int64((u * 4294967296.0).rounded()), du: 0, v: Int64((v * 4294967296.0).rounded()), dv: 0,
                                  count: 1, into: out + i &* 4)
            cx += 1
            i &+= 1
        }
    }
}
