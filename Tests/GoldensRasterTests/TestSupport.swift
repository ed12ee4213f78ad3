@testable import GoldensRaster

/// Shared helpers for the rasterizer tests.
enum Support {
    /// Renders `ops` on a transparent canvas, failing loudly if the list is refused.
    static func render(_ ops: [DisplayOp], width: Int = 16, height: Int = 16, background: Color = .clear,
                       images: [String: Bitmap] = [:]) throws -> Bitmap {
        try DisplayList(width: width, height: height, background: background, ops: ops).render(images: images)
    }

    /// Why `json` cannot be read as a display list, or nil when it can.
    static func readingError(_ json: String) -> String? {
        do {
            _ = try DisplayList(jsonString: json)
            return nil
        } catch {
            return error.description
        }
    }

    /// The alpha channel of every pixel, row-major.
    static func alphas(_ bitmap: Bitmap) -> [UInt8] {
        stride(from: 3, to: bitmap.bytes.count, by: 4).map { bitmap.bytes[$0] }
    }

    /// Σ alpha / 255: the area a white-on-clear render covers, in pixels.
    static func coveredArea(_ bitmap: Bitmap) -> Double {
        alphas(bitmap).reduce(0.0) { $0 + Double($1) } / 255
    }

    /// The largest difference of any channel of any pixel.
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Exact area of `polygon` inside the pixel square (i, j), by clipping the polygon to the
    /// square (Sutherland–Hodgman) and taking the shoelace area: an oracle independent of the
    /// accumulation buffer, valid for simple (non-self-intersecting) polygons.
    static func exactPixelCoverage(_ polygon: [Point], _ i: Int, _ j: Int) -> Double {
        var poly = polygon
        let x0 = Double(i), x1 = Double(i + 1), y0 = Double(j), y1 = Double(j + 1)
        func clip(_ inside: (Point) -> Bool, _ intersect: (Point, Point) -> Point) {
            var out: [Point] = []
            for k in poly.indices {
                let current = poly[k], previous = poly[(k + poly.count - 1) % poly.count]
                if inside(current) {
                    if !inside(previous) { out.append(intersect(previous, current)) }
                    out.append(current)
                } else if inside(previous) {
                    out.append(intersect(previous, current))
                }
            }
            poly = out
        }
        func atX(_ x: Double) -> (Point, Point) -> Point {
            { p, q in Point(x: x, y: p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x)) }
        }
        func atY(_ y: Double) -> (Point, Point) -> Point {
            { p, q in Point(x: p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y: y) }
        }
        clip({ $0.x >= x0 }, atX(x0))
        if poly.isEmpty { return 0 }
        clip({ $0.x <= x1 }, atX(x1))
        if poly.isEmpty { return 0 }
        clip({ $0.y >= y0 }, atY(y0))
        if poly.isEmpty { return 0 }
        clip({ $0.y <= y1 }, atY(y1))
        if poly.count < 3 { return 0 }
        var area = 0.0
        for k in poly.indices {
            let p = poly[k], q = poly[(k + 1) % poly.count]
            area += p.x * q.y - q.x * p.y
        }
        return abs(area) / 2
    }

    /// A deterministic generator for test geometry (SplitMix64).
    struct Random {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    }
}
