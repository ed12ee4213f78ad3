/// A stretch of text in one style: the pieces an attributed string is made of.
public struct TextRun: Sendable, Hashable {
    public var text: String
    /// Em size in local units (UIFont.pointSize).
    public var fontSize: Double
    public var weight: FontWeight
    public var color: Color

    public init(_ text: String, fontSize: Double, weight: FontWeight = .regular, color: Color) {
        self.text = text
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
    }

    /// The same style with other text.
    func with(text: String) -> TextRun {
        var run = self
        run.text = text
        return run
    }

    /// Whether `other` draws like this run (same size, weight and colour).
    public func hasStyle(of other: TextRun) -> Bool {
        fontSize == other.fontSize && weight == other.weight && color == other.color
    }
}

/// Lays out text made of runs in different sizes, weights and colours (an attributed string),
/// wrapped at spaces to a width as `TextLayout` wraps one style, with these additions for
/// mixed styles, as TextKit sets them:
///
/// - a line is as tall as its tallest run (the largest ascent above the baseline plus the
///   largest descent and gap below it), so a large word pushes its line's baseline down;
/// - runs on a line share its baseline; each is kerned within itself, not across a change of
///   style;
/// - an empty line (a paragraph with no text) is as tall as the run it belongs to.
///
/// It is drawn as one `drawText` op per piece of a run on a line (`pieces(in:alignment:)`), so
/// its glyphs fill exactly as one-style text's do.
public struct StyledTextLayout: Sendable, Hashable {
    /// Part of one run on one line.
    public struct Piece: Sendable, Hashable {
        public var run: TextRun
        /// Where the piece starts, from the line's start.
        public var x: Double
        public var width: Double
    }

    public struct Line: Sendable, Hashable {
        public var pieces: [Piece]
        public var width: Double
        /// The baseline's distance below the line's top.
        public var ascent: Double
        public var height: Double
        /// The largest font size on the line.
        public var fontSize: Double
    }

    public let lines: [Line]
    /// The widest line × the lines' heights added up.
    public let size: Size

    /// - Parameter maxWidth: wrap to this width; nil lays out each paragraph on one line.
    public init(_ runs: [TextRun], maxWidth: Double? = nil) {
        let styles = runs.filter { $0.fontSize > 0 && $0.fontSize.isFinite }
        var lines: [Line] = []
        for paragraph in StyledTextLayout.paragraphs(of: styles) {
            for characters in StyledTextLayout.wrap(paragraph.characters, maxWidth: maxWidth) {
                lines.append(StyledTextLayout.line(characters, emptyStyle: paragraph.style))
            }
        }
        self.lines = lines
        size = Size(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }

    /// Lines made from lines already laid out (the first lines of a layout, the last one
    /// shortened).
    public init(lines: [Line]) {
        self.lines = lines
        size = Size(width: lines.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }

    /// What to draw: each piece's text in its style, in a rect whose top is where one-style text
    /// of the piece's size puts its baseline on the line's, the first line's top at `rect.minY`,
    /// each line aligned within `rect.width`.
    public func pieces(in rect: Rect, alignment: TextStyle.Alignment) -> [(text: String, rect: Rect, style: TextStyle)] {
        let r = rect.standardized
        var drawn: [(text: String, rect: Rect, style: TextStyle)] = []
        var top = r.minY
        for line in lines {
            let start = alignment.lineStart(in: r, width: line.width)
            let baseline = top + line.ascent
            for piece in line.pieces where !piece.run.text.isEmpty {
                let metrics = GlyphSetter(font: SystemFont.face(piece.run.weight), fontSize: piece.run.fontSize)
                let place = Rect(x: start + piece.x, y: baseline - metrics.ascent, width: piece.width, height: metrics.lineHeight)
                drawn.append((piece.run.text, place,
                              TextStyle(fontSize: piece.run.fontSize, weight: piece.run.weight, color: piece.run.color)))
            }
            top += line.height
        }
        return drawn
    }

    /// `line` cut to its longest start that fits `width` with "…" after it (the ellipsis in
    /// the style of the last character kept), as a label truncates its last line's tail.
    public static func ellipsized(_ line: Line, toFit width: Double) -> Line {
        let characters = line.pieces.flatMap { piece in piece.run.text.map { ($0, piece.run) } }
        guard let firstStyle = characters.first?.1 else { return line }
        func candidate(_ count: Int) -> [(Character, TextRun)] {
            var kept = Array(characters[0..<count])
            while kept.last?.0 == " " { kept.removeLast() }
            return kept + [("\u{2026}", kept.last?.1 ?? firstStyle)]
        }
        // Binary search: the width grows with the characters kept.
        var (low, high) = (0, characters.count)
        while low < high {
            let middle = (low + high + 1) / 2
            if StyledTextLayout.width(of: candidate(middle)[...]) <= width { low = middle } else { high = middle - 1 }
        }
        return StyledTextLayout.line(candidate(low)[...], emptyStyle: nil)
    }

    // MARK: Laying out

    /// A paragraph's characters with their styles, and the style an empty paragraph takes.
    struct Paragraph {
        var characters: [(Character, TextRun)]
        var style: TextRun?
    }

    /// The text split at line breaks (as `TextLayout` splits it), each character with its run.
    private static func paragraphs(of runs: [TextRun]) -> [Paragraph] {
        var paragraphs = [Paragraph(characters: [], style: runs.first)]
        for run in runs {
            for character in run.text {
                if character.isNewline {
                    paragraphs[paragraphs.count - 1].style = paragraphs[paragraphs.count - 1].style ?? run
                    paragraphs.append(Paragraph(characters: [], style: run))
                } else {
                    if paragraphs[paragraphs.count - 1].characters.isEmpty { paragraphs[paragraphs.count - 1].style = run }
                    paragraphs[paragraphs.count - 1].characters.append((character, run))
                }
            }
        }
        return paragraphs
    }

    /// The width of `characters` on one line: each stretch of one style kerned within itself.
    static func width(of characters: ArraySlice<(Character, TextRun)>) -> Double {
        var width = 0.0
        for stretch in stretches(of: characters) {
            width += GlyphSetter(font: SystemFont.face(stretch.weight), fontSize: stretch.fontSize).width(of: Substring(stretch.text))
        }
        return width
    }

    /// Neighbouring characters of one style joined into runs.
    private static func stretches(of characters: ArraySlice<(Character, TextRun)>) -> [TextRun] {
        var stretches: [TextRun] = []
        for (character, run) in characters {
            if let last = stretches.last, last.hasStyle(of: run) {
                stretches[stretches.count - 1].text.append(character)
            } else {
                stretches.append(run.with(text: String(character)))
            }
        }
        return stretches
    }

    /// The paragraph's characters cut into lines at spaces (a word wider than the width between
    /// characters), trailing spaces left off each line, as `TextLayout` wraps.
    private static func wrap(_ characters: [(Character, TextRun)], maxWidth: Double?) -> [ArraySlice<(Character, TextRun)>] {
        guard let maxWidth else { return [characters[...]] }
        func trimmed(_ slice: ArraySlice<(Character, TextRun)>) -> ArraySlice<(Character, TextRun)> {
            var end = slice.endIndex
            while end > slice.startIndex && slice[end - 1].0 == " " { end -= 1 }
            return slice[slice.startIndex..<end]
        }
        var lines: [ArraySlice<(Character, TextRun)>] = []
        var start = 0
        var index = 0
        while index < characters.count {
            // The next word and the spaces before it.
            var wordEnd = index
            while wordEnd < characters.count && characters[wordEnd].0 == " " { wordEnd += 1 }
            while wordEnd < characters.count && characters[wordEnd].0 != " " { wordEnd += 1 }
            if start == index || width(of: trimmed(characters[start..<wordEnd])) <= maxWidth {
                index = wordEnd
                // A single word wider than the line: break it between characters.
                if width(of: characters[start..<index]) > maxWidth {
                    var end = start + 1
                    while end < index && width(of: characters[start..<(end + 1)]) <= maxWidth { end += 1 }
                    lines.append(characters[start..<end])
                    start = end
                    index = end
                }
                continue
            }
            lines.append(trimmed(characters[start..<index]))
            // Start the next line at the word, without its leading spaces.
            start = index
            while start < characters.count && characters[start].0 == " " { start += 1 }
            index = start
        }
        lines.append(trimmed(characters[start..<characters.count]))
        return lines
    }

    /// A line of characters placed piece by piece, as tall as its tallest run.
    static func line(_ characters: ArraySlice<(Character, TextRun)>, emptyStyle: TextRun?) -> Line {
        var pieces: [Piece] = []
        var x = 0.0
        var ascent = 0.0, below = 0.0, largest = 0.0
        func measure(_ run: TextRun) {
            largest = max(largest, run.fontSize)
            let setter = GlyphSetter(font: SystemFont.face(run.weight), fontSize: run.fontSize)
            ascent = max(ascent, setter.ascent)
            below = max(below, setter.lineHeight - setter.ascent)
        }
        for stretch in stretches(of: characters) {
            let width = GlyphSetter(font: SystemFont.face(stretch.weight), fontSize: stretch.fontSize).width(of: Substring(stretch.text))
            pieces.append(Piece(run: stretch, x: x, width: width))
            x += width
            measure(stretch)
        }
        if pieces.isEmpty, let emptyStyle { measure(emptyStyle) }
        return Line(pieces: pieces, width: x, ascent: ascent, height: ascent + below, fontSize: largest)
    }
}
