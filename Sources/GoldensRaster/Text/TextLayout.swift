/// Lays text out in the built-in font: one line, or lines wrapped at spaces to a width.
///
/// Geometry (all in the caller's local units, y down): a line is `fontSize · 1.2` tall
/// (`BuiltInFont.lineHeight / unitsPerEm`), its baseline `fontSize · 0.85` below its top; a
/// line's width is the sum of its glyph advances minus the trailing space of the last glyph.
/// `\n` always breaks. A word wider than the whole width is broken between characters.
public struct TextLayout: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var text: Substring
        /// Width in local units.
        public var width: Double
    }

    public let lines: [Line]
    public let fontSize: Double
    /// The bounding size of the laid-out text: widest line × number of lines × line height.
    public let size: Size

    /// - Parameter maxWidth: wrap to this width; nil lays out each paragraph on one line.
    public init(_ text: String, fontSize: Double, maxWidth: Double? = nil) {
        let scale = fontSize / BuiltInFont.unitsPerEm
        self.fontSize = fontSize
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += TextLayout.wrap(paragraph, scale: scale, maxWidth: maxWidth)
        }
        self.lines = lines
        let widest = lines.map(\.width).max() ?? 0
        size = Size(width: widest, height: Double(lines.count) * BuiltInFont.lineHeight * scale)
    }

    /// The size `text` needs, as UILabel's `sizeThatFits` would report it.
    public static func measure(_ text: String, fontSize: Double, maxWidth: Double? = nil) -> Size {
        TextLayout(text, fontSize: fontSize, maxWidth: maxWidth).size
    }

    public var lineHeight: Double { BuiltInFont.lineHeight * fontSize / BuiltInFont.unitsPerEm }

    static func width(of text: Substring, scale: Double) -> Double {
        var units = 0.0
        for character in text { units += BuiltInFont.advance(of: character) }
        // The last glyph's advance includes one unit of spacing after it.
        return text.isEmpty ? 0 : max(0, units - 1) * scale
    }

    private static func wrap(_ paragraph: Substring, scale: Double, maxWidth: Double?) -> [Line] {
        guard let maxWidth else { return [Line(text: paragraph, width: width(of: paragraph, scale: scale))] }
        var lines: [Line] = []
        var current: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            // The next word and the spaces before it.
            var wordEnd = index
            while wordEnd < paragraph.endIndex && paragraph[wordEnd] == " " { wordEnd = paragraph.index(after: wordEnd) }
            while wordEnd < paragraph.endIndex && paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            let candidate = paragraph[current.startIndex..<wordEnd]
            if current.isEmpty || width(of: candidate, scale: scale) <= maxWidth {
                current = candidate
                index = wordEnd
                // A single word wider than the line: break it between characters.
                if width(of: current, scale: scale) > maxWidth {
                    var end = current.startIndex
                    var next = current.index(after: end)
                    while next <= current.endIndex && width(of: current[current.startIndex..<next], scale: scale) <= maxWidth {
                        end = next
                        if next == current.endIndex { break }
                        next = current.index(after: next)
                    }
                    if end == current.startIndex { end = current.index(after: end) }
                    lines.append(Line(text: current[current.startIndex..<end], width: width(of: current[current.startIndex..<end], scale: scale)))
                    current = paragraph[end..<end]
                    index = end
                }
                continue
            }
            let text = trimmed(current)
            lines.append(Line(text: text, width: width(of: text, scale: scale)))
            // Start the next line at the word, without its leading spaces.
            var start = current.endIndex
            while start < paragraph.endIndex && paragraph[start] == " " { start = paragraph.index(after: start) }
            current = paragraph[start..<start]
            index = start
        }
        let text = trimmed(current)
        lines.append(Line(text: text, width: width(of: text, scale: scale)))
        return lines
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex && text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[text.startIndex..<end]
    }

    /// The outlines of the laid-out text, the first line's top at `rect.minY`, each line
    /// aligned within `rect.width`, in the same local space as `rect`.
    public func path(in rect: Rect, alignment: TextStyle.Alignment = .left) -> Path {
        let r = rect.standardized
        let scale = fontSize / BuiltInFont.unitsPerEm
        var path = Path()
        var baseline = r.minY + BuiltInFont.ascent * scale
        for line in lines {
            var x: Double
            switch alignment {
            case .left: x = r.minX
            case .center: x = r.minX + (r.width - line.width) / 2
            case .right: x = r.maxX - line.width
            }
            for character in line.text {
                let glyph = BuiltInFont.glyph(for: character)
                for polygon in glyph.polygons {
                    guard let first = polygon.first else { continue }
                    path.move(to: Point(x: x + first.x * scale, y: baseline - first.y * scale))
                    for point in polygon.dropFirst() {
                        path.line(to: Point(x: x + point.x * scale, y: baseline - point.y * scale))
                    }
                    path.closeSubpath()
                }
                x += glyph.advance * scale
            }
            baseline += BuiltInFont.lineHeight * scale
        }
        return path
    }
}
