import Foundation

/// Linear gradients: the colour of a pixel is looked up by the position of its centre along
/// the gradient axis, `t = ((p − start) · (end − start)) / |end − start|²`, clamped to [0, 1]
/// (end colours extend), from a 256-entry table of premultiplied colours. A gradient whose
/// start equals its end paints its last colour. Radial and conic gradients use the same table.
extension RenderContext {
    func fillGradient(_ rect: Rect, radius: Double, gradient: LinearGradient, transform: Transform) {
        let r = Path.clampedCornerRadius(radius, in: rect)
        let outline = r == 0 ? Path.rect(rect) : Path.roundedRect(rect, radius: r)
        guard let inverse = transform.inverted() else { return }
        let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
        let length2 = dx * dx + dy * dy
        var a = 0.0, b = 0.0, c = 1.0
        if length2 > 0 && length2.isFinite {
            a = (inverse.a * dx + inverse.b * dy) / length2
            b = (inverse.c * dx + inverse.d * dy) / length2
            c = ((inverse.tx - gradient.start.x) * dx + (inverse.ty - gradient.start.y) * dy) / length2
        }
        paintGradient(outline, transform: transform, stops: gradient.stops) { y, x0, count, positions in
            let rowT = b * (Double(y) + 0.5) + c
            var i = 0
            while i < count {
                positions[i] = a * (Double(x0 &+ i) + 0.5) + rowT
                i &+= 1
            }
        }
    }

    /// A rect filled with a radial or conic gradient: each pixel centre is mapped back into the
    /// op's local space, where the gradient's shape gives its stop position.
    func fillGradient(_ rect: Rect, gradient: ShapedGradient, transform: Transform) {
        guard let m = transform.inverted() else { return }
        paintGradient(.rect(rect), transform: transform, stops: gradient.stops) { y, x0, count, positions in
            let cy = Double(y) + 0.5
            var i = 0
            while i < count {
                let cx = Double(x0 &+ i) + 0.5
                let u = m.a * cx + m.c * cy + m.tx, v = m.b * cx + m.d * cy + m.ty
                switch gradient.shape {
                case .radial(let center, let radii):
                    let dx = radii.width > 0 ? (u - center.x) / radii.width : (u == center.x ? 0 : .infinity)
                    let dy = radii.height > 0 ? (v - center.y) / radii.height : (v == center.y ? 0 : .infinity)
                    positions[i] = (dx * dx + dy * dy).squareRoot()
                case .conic(let center, let startAngle):
                    let turn = (PortableMath.atan2(v - center.y, u - center.x) - startAngle) / (2 * Double.pi)
                    positions[i] = turn - turn.rounded(.down)
                }
                i &+= 1
            }
        }
    }

    /// Fills `outline` with the colours of `stops`: `positions` writes the stop position of
    /// `count` pixel centres of row `y` from `x0`, and each is looked up in the 256-entry table
    /// (clamped to [0, 1], so end colours extend).
    private func paintGradient(_ outline: Path, transform: Transform, stops: [LinearGradient.Stop],
                      positions: (_ y: Int, _ x0: Int, _ count: Int, _ into: UnsafeMutablePointer<Double>) -> Void) {
        guard let box = box(of: outline, transform: transform) else { return }
        let table = RenderContext.gradientTable(stops)
        let t = UnsafeMutablePointer<Double>.allocate(capacity: box.width)
        defer { t.deallocate() }
        table.withUnsafeBufferPointer { lookup in
            let colors = lookup.baseAddress!
            paint(outline, transform: transform, within: box) { y, x0, count, row in
                let out = UnsafeMutableRawPointer(row)
                positions(y, x0, count, t)
                var i = 0
                while i < count {
                    var index = 0
                    if t[i] >= 1 {
                        index = 255
                    } else if t[i] > 0 {
                        index = Int((t[i] * 255).rounded())
                    }
                    out.storeBytes(of: colors[index], toByteOffset: i &* 4, as: UInt32.self)
                    i &+= 1
                }
            }
        }
    }

    /// 256 premultiplied colours for t = i / 255, interpolating premultiplied components.
    static func gradientTable(_ stops: [LinearGradient.Stop]) -> [UInt32] {
        guard let first = stops.first, let last = stops.last else { return [UInt32](repeating: 0, count: 256) }
        func premultiplied(_ color: Color) -> (Double, Double, Double, Double) {
            let alpha = Color.unit(color.alpha)
            return (Color.unit(color.red) * alpha, Color.unit(color.green) * alpha, Color.unit(color.blue) * alpha, alpha)
        }
        var table: [UInt32] = []
        table.reserveCapacity(256)
        for i in 0..<256 {
            let t = Double(i) / 255
            var color = premultiplied(last.color)
            if t <= first.location {
                color = premultiplied(first.color)
            } else if let upper = stops.firstIndex(where: { $0.location >= t }), upper > 0 {
                let lo = stops[upper - 1], hi = stops[upper]
                let span = hi.location - lo.location
                let f = span > 0 ? (t - lo.location) / span : 1
                let p = premultiplied(lo.color), q = premultiplied(hi.color)
                color = (p.0 + (q.0 - p.0) * f, p.1 + (q.1 - p.1) * f, p.2 + (q.2 - p.2) * f, p.3 + (q.3 - p.3) * f)
            }
            let pixel = PremultipliedPixel(r: Color.byte(color.0), g: Color.byte(color.1), b: Color.byte(color.2),
                                           a: Color.byte(color.3))
            table.append(pixel.word)
        }
        return table
    }
}
