import Foundation

/// Lays text out in the bundled system font (`SystemFont`, Inter): one line, or lines wrapped at
/// spaces to a width.
///
/// Geometry (all in the caller's local units, y down), from the font's own tables: a line is
/// `(ascender - descender + lineGap) · fontSize / unitsPerEm` tall (1.21 em for Inter), its
/// baseline `ascender · fontSize / unitsPerEm` below its top; a line's width is the sum of its
/// glyphs' advance widths, each changed by the kerning pair it forms with the next glyph and by
/// San Francisco's tracking at the size (`SystemFontTracking`). A line
/// break (`\n`, `\r`, U+2028, U+2029) always breaks. A word wider than the whole width is
/// broken between characters.
///
/// One glyph per character (no ligatures, no combining marks stacked). Chinese, Japanese and
/// Korean characters Inter lacks are drawn from the CJK fallback font (`SystemFont.fallback`) at
/// the same size on the same baseline, unkerned, as iOS falls back to its CJK fonts; the line
/// keeps the system font's height. Any other character the fonts have no glyph for (an emoji,
/// Arabic) draws Inter's replacement box, `.notdef`, with its advance. Other control characters
/// than line breaks draw nothing and take no room.
public struct TextLayout: Sendable, Hashable {
    public struct Line: Sendable, Hashable {
        public var text: Substring
        /// Width in local units.
        public var width: Double
    }

    public let lines: [Line]
    public let fontSize: Double
    public let weight: FontWeight
    /// The bounding size of the laid-out text: widest line × number of lines × line height.
    public let size: Size

    /// - Parameter maxWidth: wrap to this width; nil lays out each paragraph on one line.
    public init(_ text: String, fontSize: Double, weight: FontWeight = .regular, maxWidth: Double? = nil) {
        let setter = GlyphSetter(font: SystemFont.face(weight), fontSize: fontSize)
        self.fontSize = fontSize
        self.weight = weight
        var lines: [Line] = []
        // Any line break ends a line: `\n`, `\r`, `\r\n` and Unicode's line and paragraph
        // separators (U+2028, U+2029), which Interface Builder writes for a line break in a label.
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lines += TextLayout.wrap(paragraph, setter: setter, maxWidth: maxWidth)
        }
        self.lines = lines
        let widest = lines.map(\.width).max() ?? 0
        size = Size(width: widest, height: Double(lines.count) * setter.lineHeight)
    }

    /// The size `text` needs, as UILabel's `sizeThatFits` would report it.
    public static func measure(_ text: String, fontSize: Double, weight: FontWeight = .regular, maxWidth: Double? = nil) -> Size {
        TextLayout(text, fontSize: fontSize, weight: weight, maxWidth: maxWidth).size
    }

    /// The distance between baselines of consecutive lines.
    public var lineHeight: Double { GlyphSetter(font: SystemFont.face(weight), fontSize: fontSize).lineHeight }

    private static func wrap(_ paragraph: Substring, setter: GlyphSetter, maxWidth: Double?) -> [Line] {
        guard let maxWidth else { return [Line(text: paragraph, width: setter.width(of: paragraph))] }
        var lines: [Line] = []
        var current: Substring = paragraph[paragraph.startIndex..<paragraph.startIndex]
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            // The next word and the spaces before it.
            var wordEnd = index
            while wordEnd < paragraph.endIndex && paragraph[wordEnd] == " " { wordEnd = paragraph.index(after: wordEnd) }
            while wordEnd < paragraph.endIndex && paragraph[wordEnd] != " " { wordEnd = paragraph.index(after: wordEnd) }
            let candidate = paragraph[current.startIndex..<wordEnd]
            if current.isEmpty || setter.width(of: trimmed(candidate)) <= maxWidth {
                current = candidate
                index = wordEnd
                // A single word wider than the line: break it between characters.
                if setter.width(of: current) > maxWidth {
                    var end = current.startIndex
                    var next = current.index(after: end)
                    while next <= current.endIndex && setter.width(of: current[current.startIndex..<next]) <= maxWidth {
                        end = next
                        if next == current.endIndex { break }
                        next = current.index(after: next)
                    }
                    if end == current.startIndex { end = current.index(after: end) }
                    let piece = current[current.startIndex..<end]
                    lines.append(Line(text: piece, width: setter.width(of: piece)))
                    current = paragraph[end..<end]
                    index = end
                }
                continue
            }
            let text = trimmed(current)
            lines.append(Line(text: text, width: setter.width(of: text)))
            // Start the next line at the word, without its leading spaces.
            var start = current.endIndex
            while start < paragraph.endIndex && paragraph[start] == " " { start = paragraph.index(after: start) }
            current = paragraph[start..<start]
            index = start
        }
        let text = trimmed(current)
        lines.append(Line(text: text, width: setter.width(of: text)))
        return lines
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex && text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[text.startIndex..<end]
    }

    /// What a `drawText` op fills: `text` laid out in `rect`'s width as `style` says; nil when
    /// it draws nothing.
    public static func outline(of text: String, in rect: Rect, style: TextStyle) -> Path? {
        guard style.fontSize > 0, !text.isEmpty else { return nil }
        let r = rect.standardized
        let layout = TextLayout(text, fontSize: style.fontSize, weight: style.weight, maxWidth: style.wraps ? r.width : nil)
        return layout.path(in: r, alignment: style.alignment)
    }

    /// The outlines of the laid-out text, the first line's top at `rect.minY`, each line
    /// aligned within `rect.width`, in the same local space as `rect`; filled with the non-zero
    /// rule, overlapping contours (as in "é"'s accent or a bold "&") cover a pixel once.
    public func path(in rect: Rect, alignment: TextStyle.Alignment = .left) -> Path {
        let r = rect.standardized
        let setter = GlyphSetter(font: SystemFont.face(weight), fontSize: fontSize)
        var path = Path()
        var baseline = r.minY + setter.ascent
        for line in lines {
            let x = alignment.lineStart(in: r, width: line.width)
            setter.forEachGlyph(in: line.text) { glyph, offset in
                // Font units are y up from the baseline; local space is y down.
                let scale = glyph.fromFallback ? setter.fallbackScale : setter.scale
                let place = Transform(a: scale, b: 0, c: 0, d: -scale, tx: x + offset, ty: baseline)
                let font = glyph.fromFallback ? SystemFont.fallback : setter.font
                path.append(font.outline(glyph: glyph.index).applying(place))
                for mark in setter.placedMarks(of: glyph) {
                    path.append(font.outline(glyph: mark.index).applying(
                        Transform(translationX: mark.dx, y: mark.dy).concatenating(place)))
                }
            }
            baseline += setter.lineHeight
        }
        return path
    }
}

/// A font's vertical measures at a point size, in the same units as the size (UIFont's
/// `ascender`, `descender`, `lineHeight`, `capHeight`, `xHeight`).
public struct FontMetrics: Sendable, Hashable {
    /// Baseline to the top of the line (positive).
    public var ascender: Double
    /// Baseline to the bottom of the line (negative, as UIFont reports it).
    public var descender: Double
    public var lineHeight: Double
    /// The top of "H" above the baseline.
    public var capHeight: Double
    /// The top of "x" above the baseline.
    public var xHeight: Double

    public init(_ weight: FontWeight, size: Double) {
        let font = SystemFont.face(weight)
        let scale = size / Double(font.metrics.unitsPerEm)
        ascender = Double(font.metrics.ascender) * scale
        descender = Double(font.metrics.descender) * scale
        lineHeight = Double(font.metrics.lineSpacing) * scale
        capHeight = font.capHeight * scale
        xHeight = font.xHeight * scale
    }
}

/// A glyph of the system font, or of the CJK fallback font, with the combining marks drawn
/// over or under it (system-font glyphs, in the order written).
struct SetGlyph {
    var index: Int
    var fromFallback: Bool
    var marks: [Int] = []
}

/// Turns characters into glyphs of the system font at one size (the CJK fallback font's where it
/// has none) and places them along a line.
struct GlyphSetter {
    let font: TrueTypeFont
    /// Local units per font unit.
    let scale: Double
    let fontSize: Double
    /// Local units added to each system-font glyph's advance (`SystemFontTracking`).
    let tracking: Double

    init(font: TrueTypeFont, fontSize: Double) {
        self.font = font
        self.fontSize = fontSize
        scale = fontSize / Double(font.metrics.unitsPerEm)
        tracking = SystemFontTracking.points(atSize: fontSize)
    }

    var ascent: Double { Double(font.metrics.ascender) * scale }
    var lineHeight: Double { Double(font.metrics.lineSpacing) * scale }
    /// Local units per unit of the fallback font (decoded on first use).
    var fallbackScale: Double { fontSize / Double(SystemFont.fallback.metrics.unitsPerEm) }

    /// The glyph drawing `character`: its one scalar's (or its composed form's) glyph, from the
    /// fallback font for a CJK character the system font lacks, glyph 0 (the replacement box)
    /// when neither has one, nil for a control character. A letter with combining marks that
    /// have no composed form (a stress mark over a Cyrillic vowel, `Я́`) draws its letter with
    /// the marks the system font has (see `placedMarks(of:)`).
    func glyph(for character: Character) -> SetGlyph? {
        var scalars = Array(character.unicodeScalars)
        var marks: [Int] = []
        if scalars.count > 1 {
            scalars = Array(String(character).precomposedStringWithCanonicalMapping.unicodeScalars)
            // A text or emoji presentation selector does not change which glyph draws.
            scalars.removeAll { $0.value == 0xFE0E || $0.value == 0xFE0F }
            if scalars.count > 1, scalars.dropFirst().allSatisfy(Self.isCombiningMark) {
                marks = scalars.dropFirst().compactMap { font.glyphIndex(for: $0) }
                scalars = [scalars[0]]
            }
        }
        guard scalars.count == 1, let scalar = scalars.first else { return SetGlyph(index: 0, fromFallback: false) }
        if scalar.properties.generalCategory == .control { return nil }
        if let glyph = font.glyphIndex(for: scalar) { return SetGlyph(index: glyph, fromFallback: false, marks: marks) }
        if SystemFont.mayHaveFallbackGlyph(for: scalar), let glyph = SystemFont.fallback.glyphIndex(for: scalar) {
            return SetGlyph(index: glyph, fromFallback: true)
        }
        return SetGlyph(index: 0, fromFallback: false)
    }

    /// Where `glyph`'s combining marks go, in font units from the base glyph's origin. The font's
    /// marks are drawn for a lowercase letter and placed by anchors this renderer does not read,
    /// so each is centred over (or under) the base's outline, and a mark above a letter taller
    /// than the x-height is raised by the difference; further marks above stack over the first
    /// with a tenth of an em between.
    func placedMarks(of glyph: SetGlyph) -> [(index: Int, dx: Double, dy: Double)] {
        guard !glyph.marks.isEmpty, let base = font.extent(glyph: glyph.index) else { return [] }
        let gap = Double(font.metrics.unitsPerEm) / 10
        var placed: [(index: Int, dx: Double, dy: Double)] = []
        var topOfMarksAbove: Double?
        for mark in glyph.marks {
            guard let extent = font.extent(glyph: mark) else { continue }
            let dx = (base.minX + base.maxX) / 2 - (extent.minX + extent.maxX) / 2
            guard extent.minY >= 0 else {
                placed.append((mark, dx, 0))
                continue
            }
            let dy = topOfMarksAbove.map { $0 + gap - extent.minY } ?? max(0, base.maxY - font.xHeight)
            placed.append((mark, dx, dy))
            topOfMarksAbove = extent.maxY + dy
        }
        return placed
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Calls `body` with each glyph of `text` and its pen position from the line's start, in
    /// local units; returns the line's width (the pen position after the last glyph). The
    /// system font's advances add up in its own units, each with the size's tracking (the last
    /// glyph's too, as Core Text counts it); fallback glyphs add theirs in local units, untracked,
    /// and a pair across the two fonts is not kerned.
    @discardableResult
    func forEachGlyph(in text: Substring, _ body: (_ glyph: SetGlyph, _ offset: Double) -> Void = { _, _ in }) -> Double {
        var pen = 0
        var localAdvance = 0.0
        var previous: Int?
        for character in text {
            guard let glyph = glyph(for: character) else { continue }
            if glyph.fromFallback {
                body(glyph, Double(pen) * scale + localAdvance)
                localAdvance += Double(SystemFont.fallback.advanceWidth(glyph: glyph.index)) * fallbackScale
                previous = nil
                continue
            }
            if let previous { pen += font.kerning(left: previous, right: glyph.index) }
            body(glyph, Double(pen) * scale + localAdvance)
            pen += font.advanceWidth(glyph: glyph.index)
            localAdvance += tracking
            previous = glyph.index
        }
        return Double(pen) * scale + localAdvance
    }

    func width(of text: Substring) -> Double {
        forEachGlyph(in: text)
    }
}

extension TextStyle.Alignment {
    /// Where a line `width` wide starts in `rect` (standardized) when aligned this way.
    func lineStart(in rect: Rect, width: Double) -> Double {
        switch self {
        case .left: rect.minX
        case .center: rect.minX + (rect.width - width) / 2
        case .right: rect.maxX - width
        }
    }
}
