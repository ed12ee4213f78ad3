/// The built-in vector font: glyph skeletons from `GlyphData`, stroked once into filled
/// outlines (one outline per stroke, see `stroke`), wound so that the non-zero fill of a
/// glyph is the union of its strokes. Metrics are in font units,
/// `unitsPerEm` to the em; text of font size `s` scales them by `s / unitsPerEm`.
public enum BuiltInFont {
    public static let unitsPerEm = 10.0
    /// Distance from the top of a line to the baseline, and from the baseline down to the
    /// bottom of the line, in font units.
    public static let ascent = 8.5
    public static let descent = 3.5
    /// Line spacing in font units (ascent + descent).
    public static var lineHeight: Double { ascent + descent }
    /// Stroke thickness of the skeletons, in font units.
    public static let strokeWidth = 0.9
    static let defaultAdvance = 5.0

    struct Glyph: Sendable {
        let advance: Double
        /// Closed polygons in font units, y up from the baseline.
        let polygons: [[Point]]
    }

    /// Glyphs for codes 32...126; other characters are drawn as `?`.
    static let glyphs: [Glyph] = GlyphData.entries.map(parse)

    static func glyph(for character: Character) -> Glyph {
        if let ascii = character.asciiValue, Int(ascii) >= GlyphData.firstCode,
           Int(ascii) - GlyphData.firstCode < glyphs.count {
            return glyphs[Int(ascii) - GlyphData.firstCode]
        }
        return glyphs[Int(Character("?").asciiValue!) - GlyphData.firstCode]
    }

    /// The advance of `character` in font units.
    public static func advance(of character: Character) -> Double {
        glyph(for: character).advance
    }

    private static func parse(_ entry: String) -> Glyph {
        let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let advance = parts.first.flatMap { Double($0) } ?? defaultAdvance
        var polygons: [[Point]] = []
        if parts.count > 1 {
            for polyline in parts[1].split(separator: ";") {
                let points = polyline.split(separator: " ").compactMap { pair -> Point? in
                    let xy = pair.split(separator: ",")
                    guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]) else { return nil }
                    return Point(x: x, y: y)
                }
                polygons += stroke(points, width: strokeWidth)
            }
        }
        return Glyph(advance: advance, polygons: polygons)
    }

    /// The outline of a stroked polyline (y up) as one polygon (open polyline: butt caps, so a
    /// stroke that ends on another ends inside it instead of doubling its edge) or two rings (closed polyline, first point repeated last), with mitred joins, bevelled
    /// where the mitre would exceed twice the half-width.
    ///
    /// Why one outline instead of a rectangle per segment plus joint shapes: exact-area coverage
    /// adds the coverage of overlapping subpaths, so pieces sharing an anti-aliased edge would
    /// count that edge twice and embolden every stroke.
    static func stroke(_ input: [Point], width: Double) -> [[Point]] {
        let half = width / 2
        var points: [Point] = []
        for p in input where points.last != p { points.append(p) }
        let closed = points.count > 2 && points.first == points.last
        if closed { points.removeLast() }
        let n = points.count
        guard n >= 2 else { return [] }
        func unitNormal(_ from: Point, _ to: Point) -> (Point, Point) {
            let dx = to.x - from.x, dy = to.y - from.y
            let length = (dx * dx + dy * dy).squareRoot()
            return (Point(x: -dy / length, y: dx / length), Point(x: dx / length, y: dy / length))
        }
        var left: [Point] = [], right: [Point] = []
        for i in 0..<n {
            let p = points[i]
            if !closed && (i == 0 || i == n - 1) {
                let (u, d) = i == 0 ? unitNormal(p, points[1]) : unitNormal(points[n - 2], p)
                _ = d
                left.append(Point(x: p.x + u.x * half, y: p.y + u.y * half))
                right.append(Point(x: p.x - u.x * half, y: p.y - u.y * half))
                continue
            }
            let (u0, _) = unitNormal(points[(i + n - 1) % n], p)
            let (u1, _) = unitNormal(p, points[(i + 1) % n])
            let denominator = 1 + u0.x * u1.x + u0.y * u1.y
            if denominator >= 0.5 {
                let m = Point(x: (u0.x + u1.x) * half / denominator, y: (u0.y + u1.y) * half / denominator)
                left.append(Point(x: p.x + m.x, y: p.y + m.y))
                right.append(Point(x: p.x - m.x, y: p.y - m.y))
            } else {
                left += [Point(x: p.x + u0.x * half, y: p.y + u0.y * half), Point(x: p.x + u1.x * half, y: p.y + u1.y * half)]
                right += [Point(x: p.x - u0.x * half, y: p.y - u0.y * half), Point(x: p.x - u1.x * half, y: p.y - u1.y * half)]
            }
        }
        if !closed {
            return [oriented(left + right.reversed(), negative: true)]
        }
        // Outer ring negative (as every open stroke), inner ring positive: a band.
        let (outer, inner) = abs(area(left)) >= abs(area(right)) ? (left, right) : (right, left)
        return [oriented(outer, negative: true), oriented(inner, negative: false)]
    }

    private static func area(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum / 2
    }

    /// The polygon wound so that its shoelace area has the requested sign.
    private static func oriented(_ polygon: [Point], negative: Bool) -> [Point] {
        (area(polygon) < 0) == negative ? polygon : polygon.reversed()
    }
}
