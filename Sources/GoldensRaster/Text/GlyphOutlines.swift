/// `loca` and `glyf`: every glyph's contours, decoded when the font is opened (so a damaged glyph
/// is found there, named by its table), composites resolved into the points of their parts.

/// One point of a TrueType contour in font units, y up: on the outline, or the control point of a
/// quadratic segment. Two control points in a row imply an on-curve point halfway between them.
public struct GlyphPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var onCurve: Bool

    public init(x: Double, y: Double, onCurve: Bool) {
        self.x = x
        self.y = y
        self.onCurve = onCurve
    }
}

struct GlyphOutlines {
    /// Composites nest a few levels in real fonts; deeper is a cycle or a damaged file.
    static let maxDepth = 8
    /// A limit on all the fonts' points together, so composites that reuse each other many times
    /// over cannot cost unbounded time and memory.
    static let pointBudget = 1 << 22

    private(set) var contours: [[[GlyphPoint]]] = []
    private let glyf: FontBytes
    private let offsets: [Int]
    private var resolved: [[[GlyphPoint]]?]
    private var points = 0

    init(loca: FontBytes, glyf: FontBytes, header: FontHeader) throws(FontError) {
        self.glyf = glyf
        offsets = try GlyphOutlines.offsets(loca: loca, long: header.longLocaOffsets, glyphCount: header.glyphCount, glyfLength: glyf.count)
        resolved = Array(repeating: nil, count: header.glyphCount)
        for glyph in 0..<header.glyphCount {
            contours.append(try outline(glyph, depth: 0))
        }
    }

    /// Where each glyph's data starts in `glyf`, plus where the last one ends.
    private static func offsets(loca: FontBytes, long: Bool, glyphCount: Int, glyfLength: Int) throws(FontError) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(glyphCount + 1)
        for index in 0...glyphCount {
            let offset = long ? try loca.u32(4 * index) : 2 * (try loca.u16(2 * index))
            guard offset <= glyfLength else {
                throw loca.failure("glyph \(index)'s offset \(offset) is past the end of glyf (\(glyfLength) bytes)")
            }
            if let previous = offsets.last, offset < previous {
                throw loca.failure("glyph \(index - 1) ends at \(offset), before it starts at \(previous)")
            }
            offsets.append(offset)
        }
        return offsets
    }

    private mutating func outline(_ glyph: Int, depth: Int) throws(FontError) -> [[GlyphPoint]] {
        if let done = resolved[glyph] { return done }
        guard depth <= GlyphOutlines.maxDepth else {
            throw glyf.failure("components nest deeper than \(GlyphOutlines.maxDepth) levels at glyph \(glyph) (a cycle?)")
        }
        let length = offsets[glyph + 1] - offsets[glyph]
        var result: [[GlyphPoint]] = []
        if length > 0 {
            let data = try glyf.slice(offsets[glyph], length)
            let contourCount = try data.i16(0)
            result = contourCount >= 0 ? try GlyphOutlines.simple(data, contourCount: contourCount, glyph: glyph)
                                       : try composite(data, glyph: glyph, depth: depth)
        }
        points += result.reduce(0) { $0 + $1.count }
        try checkBudget(points, glyph: glyph)
        resolved[glyph] = result
        return result
    }

    private func checkBudget(_ total: Int, glyph: Int) throws(FontError) {
        guard total <= GlyphOutlines.pointBudget else {
            throw glyf.failure("the outlines have more than \(GlyphOutlines.pointBudget) points (at glyph \(glyph))")
        }
    }

    /// Contour end indices, instructions (skipped), then run-length flags and delta coordinates.
    private static func simple(_ data: FontBytes, contourCount: Int, glyph: Int) throws(FontError) -> [[GlyphPoint]] {
        var ends: [Int] = []
        for contour in 0..<contourCount {
            let end = try data.u16(10 + 2 * contour)
            guard end > (ends.last ?? -1) else {
                throw data.failure("glyph \(glyph)'s contour \(contour) ends at point \(end), not after the one before")
            }
            ends.append(end)
        }
        let pointCount = (ends.last ?? -1) + 1
        var offset = 12 + 2 * contourCount + (try data.u16(10 + 2 * contourCount))
        var flags: [Int] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try data.u8(offset)
            offset += 1
            flags.append(flag)
            if flag & 0x08 != 0 {  // repeated
                let repeats = try data.u8(offset)
                offset += 1
                guard flags.count + repeats <= pointCount else {
                    throw data.failure("glyph \(glyph)'s flags repeat past its \(pointCount) points")
                }
                flags += repeatElement(flag, count: repeats)
            }
        }
        // Each coordinate is a delta: one byte (its sign in the second flag bit), two bytes, or
        // none (unchanged). x uses flag bits 0x02 and 0x10, y 0x04 and 0x20.
        func coordinates(short: Int, same: Int) throws(FontError) -> [Int] {
            var value = 0, values: [Int] = []
            values.reserveCapacity(pointCount)
            for flag in flags {
                if flag & short != 0 {
                    let delta = try data.u8(offset)
                    offset += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += try data.i16(offset)
                    offset += 2
                }
                values.append(value)
            }
            return values
        }
        let xs = try coordinates(short: 0x02, same: 0x10)
        let ys = try coordinates(short: 0x04, same: 0x20)
        var contours: [[GlyphPoint]] = []
        var first = 0
        for end in ends {
            contours.append((first...end).map { GlyphPoint(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & 1 != 0) })
            first = end + 1
        }
        return contours
    }

    /// Component records: a glyph, where it goes (an offset, or a point of it matched to a point
    /// already placed) and an optional scale, x/y scale or 2×2 matrix, until one says no more follow.
    private mutating func composite(_ data: FontBytes, glyph: Int, depth: Int) throws(FontError) -> [[GlyphPoint]] {
        var result: [[GlyphPoint]] = []
        var placedPoints = 0
        var offset = 10
        var flags = 0
        repeat {
            flags = try data.u16(offset)
            let component = try data.u16(offset + 2)
            offset += 4
            let first: Int, second: Int
            let signed = flags & 0x02 != 0  // offsets are signed; matched point numbers are not
            if flags & 0x01 != 0 {
                first = signed ? try data.i16(offset) : try data.u16(offset)
                second = signed ? try data.i16(offset + 2) : try data.u16(offset + 2)
                offset += 4
            } else {
                first = signed ? try data.i8(offset) : try data.u8(offset)
                second = signed ? try data.i8(offset + 1) : try data.u8(offset + 1)
                offset += 2
            }
            // x' = a·x + c·y, y' = b·x + d·y, as the 2×2 matrix is stored (xscale, scale01, scale10, yscale).
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 0x08 != 0 {
                a = try data.f2dot14(offset); d = a
                offset += 2
            } else if flags & 0x40 != 0 {
                a = try data.f2dot14(offset); d = try data.f2dot14(offset + 2)
                offset += 4
            } else if flags & 0x80 != 0 {
                a = try data.f2dot14(offset); b = try data.f2dot14(offset + 2)
                c = try data.f2dot14(offset + 4); d = try data.f2dot14(offset + 6)
                offset += 8
            }
            guard component < resolved.count else {
                throw data.failure("glyph \(glyph) uses glyph \(component), past the last glyph \(resolved.count - 1)")
            }
            var parts = try outline(component, depth: depth + 1)
            for i in parts.indices {
                for j in parts[i].indices {
                    let p = parts[i][j]
                    parts[i][j] = GlyphPoint(x: a * p.x + c * p.y, y: b * p.x + d * p.y, onCurve: p.onCurve)
                }
            }
            var dx: Double, dy: Double
            if signed {
                dx = Double(first)
                dy = Double(second)
                // SCALED_COMPONENT_OFFSET without UNSCALED: the offset is transformed too (Apple's reading).
                if flags & 0x0800 != 0 && flags & 0x1000 == 0 {
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {
                let placed = result.joined(), own = parts.joined()
                guard first < placed.count, second < own.count else {
                    throw data.failure("glyph \(glyph) matches point \(first) of \(placed.count) to point \(second) of \(own.count)")
                }
                let target = placed[placed.index(placed.startIndex, offsetBy: first)]
                let source = own[own.index(own.startIndex, offsetBy: second)]
                dx = target.x - source.x
                dy = target.y - source.y
            }
            for contour in parts {
                result.append(contour.map { GlyphPoint(x: $0.x + dx, y: $0.y + dy, onCurve: $0.onCurve) })
                placedPoints += contour.count
            }
            // Checked per component, so a glyph repeating a large one cannot grow past the budget.
            try checkBudget(points + placedPoints, glyph: glyph)
        } while flags & 0x20 != 0  // MORE_COMPONENTS
        return result
    }

    /// The contours as a path of lines and quadratic curves (same coordinates: font units, y up).
    /// A contour starts at an on-curve point, or where none is, halfway between its last and
    /// first control points; each is closed.
    static func path(_ contours: [[GlyphPoint]]) -> Path {
        var path = Path()
        for contour in contours where !contour.isEmpty {
            let start: Point
            let rest: [GlyphPoint]
            if let index = contour.firstIndex(where: \.onCurve) {
                start = Point(x: contour[index].x, y: contour[index].y)
                rest = Array(contour[(index + 1)...] + contour[..<index])
            } else {
                start = midpoint(contour[contour.count - 1], contour[0])
                rest = contour
            }
            path.move(to: start)
            var control: GlyphPoint?
            for point in rest {
                let here = Point(x: point.x, y: point.y)
                switch (control, point.onCurve) {
                case (nil, true): path.line(to: here)
                case (let c?, true): path.quadCurve(to: here, control: Point(x: c.x, y: c.y))
                case (let c?, false): path.quadCurve(to: midpoint(c, point), control: Point(x: c.x, y: c.y))
                case (nil, false): break
                }
                control = point.onCurve ? nil : point
            }
            if let c = control { path.quadCurve(to: start, control: Point(x: c.x, y: c.y)) }
            path.closeSubpath()
        }
        return path
    }

    private static func midpoint(_ p: GlyphPoint, _ q: GlyphPoint) -> Point {
        Point(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
    }
}
