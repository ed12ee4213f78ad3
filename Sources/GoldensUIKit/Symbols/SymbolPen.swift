import GoldensScene

/// What a symbol's drawing records, in the glyph's own design units (a box `width` × `height`,
/// y down): outlines stroked with the weight's line (round caps and joins, as SF Symbols'
/// strokes end), shapes filled, shapes cut out of what is filled (the knocked-out mark of a
/// `….circle.fill`), and marks cut out of those again, which are ink once more (the hands of
/// `clock.circle.fill`). The pen maps design units to pixels when it records, so a glyph drawn
/// inside another (the mark inside a circle) goes through `inset(_:box:lineRatio:_:)`.
struct SymbolPen {
    /// The line of the symbol's weight, in design units of the outermost glyph.
    let lineWidth: Double
    /// Whether the name asked for the filled variant (`heart.fill`).
    let filled: Bool
    private(set) var ink: [DisplayOp] = []
    private(set) var cuts: [DisplayOp] = []
    /// Ink drawn over what the cuts leave.
    private(set) var restored: [DisplayOp] = []
    /// Design units to pixels.
    private var transform: Transform
    /// How much thinner lines are drawn here than in the outermost glyph (a mark inside a
    /// circle keeps the outer line's width, not a scaled-down one).
    private var lineScale: Double = 1
    /// How many cuts deep the marks drawn now are: an odd depth cuts, an even one inks.
    private var cutDepth = 0

    init(lineWidth: Double, filled: Bool, transform: Transform) {
        self.lineWidth = lineWidth
        self.filled = filled
        self.transform = transform
    }

    /// Strokes `path` with the symbol's line (or `width` times it), dashed by `dashes` (in
    /// lines' widths) when given.
    mutating func stroke(_ path: Path, width: Double = 1, dashes: [Double] = []) {
        let line = lineWidth * width * lineScale
        let style = StrokeStyle(lineWidth: line, lineCap: .round, lineJoin: .round, dashes: dashes.map { $0 * line })
        record(.strokePath(path, style: style, color: .black, transform: transform))
    }

    mutating func fill(_ path: Path, rule: FillRule = .nonZero) {
        record(.fillPath(path, rule: rule, color: .black, transform: transform))
    }

    /// `text` in the bundled font, `size` design units tall, centred on `center` by the height
    /// of its capitals (digits), or of its small letters.
    mutating func text(_ text: String, size: Double, center: Point, smallLetters: Bool = false) {
        let weight: FontWeight = lineWidth >= 11 ? .bold : lineWidth >= 8 ? .semibold : .medium
        let metrics = FontMetrics(weight, size: size)
        let baseline = center.y + (smallLetters ? metrics.xHeight : metrics.capHeight) / 2
        let rect = Rect(x: center.x - 4 * size, y: baseline - metrics.ascender, width: 8 * size, height: metrics.lineHeight)
        record(.drawText(text, rect: rect, style: TextStyle(fontSize: size, weight: weight, color: .black, alignment: .center),
                         transform: transform))
    }

    /// A closed shape: filled in the `.fill` variant, else outlined.
    mutating func shape(_ path: Path) {
        if filled {
            fill(path)
            stroke(path)
        } else {
            stroke(path)
        }
    }

    /// Cuts `draw`'s marks out of what is filled (or, inside a cut, inks them again).
    mutating func cutOut(_ draw: (inout SymbolPen) -> Void) {
        cutDepth += 1
        draw(&self)
        cutDepth -= 1
    }

    /// Draws another glyph into `rect` (design units here), its own box fitted and centred,
    /// its lines `lineRatio` of this glyph's width.
    mutating func inset(_ rect: Rect, box: Size, lineRatio: Double = 1, _ draw: (inout SymbolPen) -> Void) {
        let fit = min(rect.width / box.width, rect.height / box.height)
        let placed = Transform(scaleX: fit, y: fit)
            .concatenating(Transform(translationX: rect.midX - box.width * fit / 2, y: rect.midY - box.height * fit / 2))
        let saved = (transform, lineScale)
        transform = placed.concatenating(transform)
        lineScale = lineScale * lineRatio / fit
        draw(&self)
        (transform, lineScale) = saved
    }

    /// Draws with `change` applied first (a glyph turned or mirrored from another).
    mutating func transformed(_ change: Transform, _ draw: (inout SymbolPen) -> Void) {
        let saved = transform
        transform = change.concatenating(transform)
        draw(&self)
        transform = saved
    }

    private mutating func record(_ op: DisplayOp) {
        if cutDepth == 0 {
            ink.append(op)
        } else if cutDepth % 2 == 1 {
            cuts.append(op)
        } else {
            restored.append(op)
        }
    }
}

// Shorthands for writing glyphs in design units.
extension Path {
    /// Straight segments through `points`, closed when `closed`.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (index, point) in points.enumerated() {
            let p = Point(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        polyline([(x0, y0), (x1, y1)])
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> Path {
        .ellipse(in: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
    }

    static func rounded(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ radius: Double) -> Path {
        .roundedRect(Rect(x: x, y: y, width: width, height: height), radius: radius)
    }

    /// An arc about (cx, cy) from `start` to `end` degrees (0 along +x, growing clockwise on
    /// screen), the clockwise way round.
    static func arc(_ cx: Double, _ cy: Double, _ r: Double, from start: Double, to end: Double) -> Path {
        var path = Path()
        path.addArc(center: Point(x: cx, y: cy), radius: r, startAngle: start * .pi / 180, endAngle: end * .pi / 180, clockwise: true)
        return path
    }

    /// A path from a string of SVG-like commands in absolute design units: `M x y`, `L x y`,
    /// `C x1 y1 x2 y2 x y`, `Z`.
    static func outline(_ commands: String) -> Path {
        var path = Path()
        let tokens = commands.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var index = 0
        func number() -> Double {
            defer { index += 1 }
            return index < tokens.count ? Double(tokens[index]) ?? 0 : 0
        }
        func point() -> Point { Point(x: number(), y: number()) }
        while index < tokens.count {
            let command = tokens[index]
            index += 1
            switch command {
            case "M": path.move(to: point())
            case "L": path.line(to: point())
            case "C":
                let c1 = point(), c2 = point()
                path.curve(to: point(), control1: c1, control2: c2)
            case "Z": path.closeSubpath()
            default: break
            }
        }
        return path
    }
}
