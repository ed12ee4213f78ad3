/// The built-in vector font: glyph skeletons from `GlyphData`, stroked once into filled
/// outlines (a rectangle per stroke segment plus an octagon at every point, all wound the
/// same way round so that the non-zero fill is their union). Metrics are in font units,
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

    /// The outline pieces of a stroked polyline (y up): octagonal joints and caps, and a
    /// rectangle along each segment.
    static func stroke(_ points: [Point], width: Double) -> [[Point]] {
        let half = width / 2
        var pieces: [[Point]] = []
        // Octagon with flat sides facing the axes: vertex offsets at ±half and ±half·tan(22.5°).
        let k = half * 0.41421356237309504880
        for p in points {
            pieces.append(clockwise([
                Point(x: p.x - k, y: p.y + half), Point(x: p.x + k, y: p.y + half),
                Point(x: p.x + half, y: p.y + k), Point(x: p.x + half, y: p.y - k),
                Point(x: p.x + k, y: p.y - half), Point(x: p.x - k, y: p.y - half),
                Point(x: p.x - half, y: p.y - k), Point(x: p.x - half, y: p.y + k),
            ]))
        }
        var index = 0
        while index + 1 < points.count {
            let p = points[index], q = points[index + 1]
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 {
                let nx = -dy / length * half, ny = dx / length * half
                pieces.append(clockwise([
                    Point(x: p.x + nx, y: p.y + ny), Point(x: q.x + nx, y: q.y + ny),
                    Point(x: q.x - nx, y: q.y - ny), Point(x: p.x - nx, y: p.y - ny),
                ]))
            }
            index += 1
        }
        return pieces
    }

    /// The polygon wound with a positive shoelace sum, so every piece winds the same way.
    private static func clockwise(_ polygon: [Point]) -> [Point] {
        var area = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        return area >= 0 ? polygon : polygon.reversed()
    }
}
