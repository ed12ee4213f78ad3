/// Drop shadows of rounded rects and of paths (CALayer `shadowPath`).
///
/// Convention (CALayer's): `Shadow.radius` is the blur radius in the layer's units, and the blur
/// is a Gaussian with standard deviation σ = radius / 2, scaled to device pixels by the
/// transform's area scale √|det|. The Gaussian is approximated by three successive box blurs
/// of width `w = round(√(4σ² + 1))` rounded to odd (three boxes have variance `3(w² − 1)/12`),
/// run on the shape's anti-aliased coverage in integer arithmetic. The shadow is painted in
/// full, also under the shape (visible where the shape is translucent), as Core Animation does.
extension RenderContext {
    func drawShadow(_ rect: Rect, radius: Double, shadow: Shadow, transform: Transform) {
        // Clamped as CALayer clamps it; a radius of 0 is the plain rect.
        drawShadow(Path.roundedRect(rect.standardized, radius: radius), shadow: shadow, transform: transform)
    }

    /// The shadow of the shape `path` outlines (non-zero winding), offset by the shadow's
    /// offset in the path's units.
    func drawShadow(_ path: Path, shadow: Shadow, transform: Transform) {
        let color = shadow.color.premultiplied
        guard color.a != 0 else { return }
        let det = transform.determinant
        guard det != 0, det.isFinite, transform.isFinite else { return }
        let sigma = shadow.radius / 2 * abs(det).squareRoot()
        let boxRadius = BoxBlur.radius(sigma: sigma)
        let spread = 3 * boxRadius
        let outline = path.applying(Transform(translationX: shadow.offset.width, y: shadow.offset.height))
        guard let b = Flattener.deviceBounds(of: outline, transform: transform) else { return }
        let reach = clip.bounds.expanded(by: spread)
        let shapeBox = PixelBounds.enclosing(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, within: reach)
        guard !shapeBox.isEmpty else { return }
        let area = shapeBox.expanded(by: spread)
        var visible = area.intersection(clip.bounds)
        visible.y0 = max(visible.y0, clip.rows.lowerBound)
        visible.y1 = min(visible.y1, clip.rows.upperBound)
        guard !visible.isEmpty, visible.y1 > visible.y0 else { return }

        // The blurred coverage spans the whole area whatever rows this band draws: made once
        // for all the bands.
        let edges = self.edges, accumulator = self.accumulator
        let blurred = sharedWork([Double(area.x0), Double(area.y0), Double(area.x1), Double(area.y1), Double(boxRadius),
                               transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]) {
            ShadowMask(outline, transform: transform, shapeBox: shapeBox, area: area, boxRadius: boxRadius,
                       edges: edges, accumulator: accumulator)
        }
        let width = blurred.width
        let buffer = blurred.values
        let target = self.target
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: visible.width)
        defer { row.deallocate() }
        var y = visible.y0
        while y < visible.y1 {
            let offset: Int = (y &- area.y0) &* width &+ (visible.x0 &- area.x0)
            let source = buffer + offset
            var i = 0
            while i < visible.width {
                row[i] = UInt8(truncatingIfNeeded: source[i])
                i &+= 1
            }
            if let mask = clip.mask {
                Compositing.applyMask(row, mask.pointer(visible.x0, y), count: visible.width)
            }
            Compositing.blendSolid(target.pixel(visible.x0, y), coverage: row, count: visible.width, color: color)
            target.markDrawn(row: y, from: visible.x0, to: visible.x1)
            y &+= 1
        }
    }
}

/// A shape's coverage over `area`, blurred by three box passes: the shadow before its colour.
final class ShadowMask: @unchecked Sendable {
    /// `width` x `height` values (0 to 255, one row after another), written once in `init`
    /// and only read afterwards, which is what makes sharing it between bands safe.
    let values: UnsafeMutablePointer<UInt16>
    let width: Int
    let height: Int

    init(_ outline: Path, transform: Transform, shapeBox: PixelBounds, area: PixelBounds, boxRadius: Int,
         edges: EdgeList, accumulator: CoverageAccumulator) {
        width = area.width
        height = area.height
        let cellCount: Int = width * height
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: cellCount)
        values = buffer
        Memory.zero(buffer, count: cellCount)
        edges.reset(box: shapeBox)
        Flattener.flatten(outline, transform: transform, into: edges)
        let width = self.width
        accumulator.fill(edges, rule: .nonZero) { y, x0, x1, cov in
            let offset: Int = (y &- area.y0) &* width &+ (x0 &- area.x0)
            let out = buffer + offset
            var i = 0
            while i < x1 &- x0 {
                out[i] = UInt16(cov[i])
                i &+= 1
            }
        }
        if boxRadius > 0 {
            let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: max(width, height))
            defer { scratch.deallocate() }
            BoxBlur.threePasses(buffer, width: width, height: height, channels: 1, radius: boxRadius, scratch: scratch)
        }
    }

    deinit {
        values.deallocate()
    }
}

/// One box-blur pass over a line of values (zero outside), rounding the mean.
enum BoxBlur {
    static func run(_ line: UnsafeMutablePointer<UInt16>, stride: Int, count: Int, radius: Int,
                    scratch: UnsafeMutablePointer<UInt16>) {
        var i = 0
        while i < count {
            scratch[i] = line[i &* stride]
            i &+= 1
        }
        let window = UInt32(2 &* radius &+ 1)
        let half = window / 2
        var sum: UInt32 = 0
        i = 0
        while i < radius && i < count {
            sum &+= UInt32(scratch[i])
            i &+= 1
        }
        i = 0
        while i < count {
            let entering = i &+ radius
            if entering < count { sum &+= UInt32(scratch[entering]) }
            line[i &* stride] = UInt16(truncatingIfNeeded: (sum &+ half) / window)
            let leaving = i &- radius
            if leaving >= 0 { sum &-= UInt32(scratch[leaving]) }
            i &+= 1
        }
    }
}

extension PixelBounds {
    func expanded(by amount: Int) -> PixelBounds {
        PixelBounds(x0: x0 - amount, y0: y0 - amount, x1: x1 + amount, y1: y1 + amount)
    }
}
