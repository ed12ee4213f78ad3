import GoldensRaster

/// A stand-in for a rendered transition frame, made without the rasterizer so codec and diff
/// benchmarks do not depend on it: a flat background, a gradient header, a grid of rounded cards
/// with anti-aliased edges, round "photos" with diagonal gradients, and a dimming layer over the
/// lower third, as a presentation in flight looks.
public enum SyntheticFrame {
    public static func make(width: Int = 1170, height: Int = 2532) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 242, g: 242, b: 247, a: 255))
        let scale = Double(width) / 390
        // Header: a vertical gradient 100 pt tall.
        let headerHeight = Int(100 * scale)
        for y in 0..<min(headerHeight, height) {
            let t = Double(y) / Double(headerHeight)
            let color = PremultipliedPixel(r: UInt8(30 + 40 * t), g: UInt8(90 + 60 * t), b: UInt8(200 + 40 * t), a: 255)
            for x in 0..<width { bitmap[x, y] = color }
        }
        // Cards: 3 columns x 10 rows of rounded rects, each with a round photo.
        let palette: [(Double, Double, Double)] = [(255, 255, 255), (255, 244, 230), (232, 245, 255)]
        for row in 0..<10 {
            for column in 0..<3 {
                let x0 = (12 + Double(column) * 126) * scale
                let y0 = (112 + Double(row) * 72) * scale
                let card = (x: x0, y: y0, w: 114 * scale, h: 62 * scale, r: 12 * scale)
                let color = palette[(row + column) % palette.count]
                fill(&bitmap, alpha: 1, color: color) { px, py in
                    roundedRectCoverage(px, py, card.x, card.y, card.w, card.h, card.r)
                }
                let cx = x0 + 31 * scale, cy = y0 + 31 * scale, radius = 22 * scale
                fill(&bitmap, alpha: 1, gradient: (cx - radius, cy - radius, 2 * radius)) { px, py in
                    let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    return min(1, max(0, radius - distance + 0.5))
                }
            }
        }
        // Dimming: black at 40 % over the lower third.
        let dimTop = height * 2 / 3
        fill(&bitmap, alpha: 0.4, color: (0, 0, 0)) { _, py in py >= Double(dimTop) ? 1 : 0 }
        return bitmap
    }

    /// Source-over of a colour (or a diagonal gradient in a square) with per-pixel coverage.
    private static func fill(_ bitmap: inout Bitmap, alpha: Double, color: (Double, Double, Double) = (0, 0, 0),
                             gradient: (x: Double, y: Double, size: Double)? = nil,
                             coverage: (Double, Double) -> Double) {
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let cover = coverage(Double(x) + 0.5, Double(y) + 0.5) * alpha
                if cover <= 0 { continue }
                var source = color
                if let gradient {
                    let t = min(1, max(0, ((Double(x) - gradient.x) + (Double(y) - gradient.y)) / (2 * gradient.size)))
                    source = (60 + 180 * t, 160 - 60 * t, 90 + 100 * t)
                }
                let below = bitmap[x, y]
                func blend(_ s: Double, _ d: UInt8) -> UInt8 { UInt8((s * cover + Double(d) * (1 - cover)).rounded()) }
                bitmap[x, y] = PremultipliedPixel(r: blend(source.0, below.r), g: blend(source.1, below.g),
                                                  b: blend(source.2, below.b), a: 255)
            }
        }
    }

    /// Approximate area coverage of a rounded rect at a pixel centre (signed distance, clamped).
    private static func roundedRectCoverage(_ px: Double, _ py: Double, _ x: Double, _ y: Double,
                                            _ w: Double, _ h: Double, _ r: Double) -> Double {
        let qx = abs(px - (x + w / 2)) - (w / 2 - r)
        let qy = abs(py - (y + h / 2)) - (h / 2 - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - r
        return min(1, max(0, 0.5 - distance))
    }
}
