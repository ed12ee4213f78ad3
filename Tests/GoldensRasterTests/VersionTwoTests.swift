@testable import GoldensRaster
import Testing

@Suite struct VersionTwoTests {
    @Test func linearGradientInterpolatesAlongItsAxisAndExtendsItsEnds() throws {
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 256, y: 0),
                                      stops: [.init(location: 0, color: .black), .init(location: 1, color: .white)])
        let bitmap = try Support.render([.fillLinearGradient(Rect(x: 0, y: 0, width: 256, height: 1), gradient: gradient)],
                                        width: 256, height: 1)
        // Pixel x samples t = (x + 0.5) / 256 from a 256-entry table: index round(t · 255).
        for x in [0, 1, 64, 127, 128, 200, 255] {
            let expected = UInt8(((Double(x) + 0.5) / 256 * 255).rounded())
            #expect(bitmap[x, 0] == PremultipliedPixel(r: expected, g: expected, b: expected, a: 255), "x = \(x)")
        }
        // Stops inside [0, 1]: the end colours extend outside them; colours mix premultiplied.
        let inner = LinearGradient(start: .zero, end: Point(x: 10, y: 0), stops: [
            .init(location: 0.25, color: Color(red: 1, green: 0, blue: 0)), .init(location: 0.75, color: Color(red: 0, green: 0, blue: 1, alpha: 0))])
        let banded = try Support.render([.fillLinearGradient(Rect(x: 0, y: 0, width: 10, height: 1), gradient: inner)], width: 10, height: 1)
        #expect(banded[0, 0] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(banded[9, 0] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0))
        #expect(banded[5, 0].r == banded[5, 0].a && banded[5, 0].b == 0)  // fading red, never blue-tinted
    }

    @Test func shadowsKeepTheirMassAndMoveByTheirOffset() throws {
        let rect = Rect(x: 20, y: 20, width: 16, height: 10)
        let color = Color(white: 0, alpha: 0.5)
        // Radius 0 is the shape itself, offset.
        let sharp = try Support.render([.roundedRectShadow(rect, radius: 3, shadow: Shadow(color: color, offset: Size(width: 2, height: 5), radius: 0))],
                                       width: 64, height: 64)
        let shape = try Support.render([.fillRoundedRect(rect.offsetBy(dx: 2, dy: 5), radius: 3, color: color)], width: 64, height: 64)
        #expect(sharp == shape)
        // A blur spreads the coverage but keeps its total (up to rounding per pixel).
        let blurred = try Support.render([.roundedRectShadow(rect, radius: 3, shadow: Shadow(color: color, offset: Size(width: 2, height: 5), radius: 6))],
                                         width: 64, height: 64)
        let mass = Support.coveredArea(blurred), expected = Support.coveredArea(shape)
        #expect(abs(mass - expected) < expected * 0.04, "\(mass) vs \(expected)")
        #expect(blurred[28, 25].a < shape[28, 25].a && blurred[28, 40].a > 0 && shape[28, 40].a == 0)
        // Centroid moves with the offset.
        var sx = 0.0, sy = 0.0, total = 0.0
        for y in 0..<64 { for x in 0..<64 { let a = Double(blurred[x, y].a); sx += a * (Double(x) + 0.5); sy += a * (Double(y) + 0.5); total += a } }
        #expect(abs(sx / total - (rect.midX + 2)) < 0.3 && abs(sy / total - (rect.midY + 5)) < 0.3)
    }

    /// Inter Regular's numbers as fontTools reads them: 2816 units to the em, ascender 2728,
    /// descender -680, no line gap; advances H 2084, i 668, a 1588, b 1748, A 1904, V 1904;
    /// the pair AV kerns -192.
    static func units(_ value: Double, size: Double) -> Double { value * (size / 2816) }

    /// San Francisco's published tracking, added to every glyph of the system font: +0.12 pt at
    /// 10 pt, -0.45 pt at 20 pt.
    static func tracked(_ value: Double, glyphs: Int, size: Double) -> Double {
        units(value, size: size) + Double(glyphs) * (size == 10 ? 0.12 : -0.45)
    }

    @Test func textIsMeasuredInFontUnits() {
        let line = Self.units(2728 + 680, size: 10)
        #expect(TextLayout.measure("Hi", fontSize: 10) == Size(width: Self.tracked(2084 + 668, glyphs: 2, size: 10), height: line))
        #expect(TextLayout.measure("Hi", fontSize: 20) == Size(width: Self.tracked(2084 + 668, glyphs: 2, size: 20), height: 2 * line))
        #expect(TextLayout.measure("", fontSize: 10) == Size(width: 0, height: line))
        #expect(TextLayout.measure("a\nbb", fontSize: 10) == Size(width: Self.tracked(2 * 1748, glyphs: 2, size: 10), height: 2 * line))
        // Kerning pulls A and V together; the line height comes from the font's hhea table.
        #expect(TextLayout.measure("AV", fontSize: 10).width == Self.tracked(1904 + 1904 - 192, glyphs: 2, size: 10))
        #expect(TextLayout(" ", fontSize: 10).lineHeight == line)
        // Bold is wider: its H advances 2101 units.
        #expect(TextLayout.measure("H", fontSize: 10, weight: .bold).width == Self.tracked(2101, glyphs: 1, size: 10))
    }

    @Test func textWrapsAtSpacesAndBreaksOverlongWords() {
        // With tracking at 10 pt: herb 22.2, basil 22.4, thyme 30.2, "herb basil" 47.5.
        let layout = TextLayout("herb basil thyme", fontSize: 10, maxWidth: 31)
        #expect(layout.lines.map(\.text) == ["herb", "basil", "thyme"])
        #expect(TextLayout("herb basil", fontSize: 10, maxWidth: 100).lines.map(\.text) == ["herb basil"])
        // abc 17.8, abcd 24.1, def 16.0, defg 22.2.
        let long = TextLayout("abcdefgh", fontSize: 10, maxWidth: 18)
        #expect(long.lines.map(\.text) == ["abc", "def", "gh"])
        #expect(long.lines.allSatisfy { $0.width <= 18 })
        // Leading spaces of a wrapped line are dropped, trailing ones do not count (aa 11.5, bb 12.6).
        #expect(TextLayout("aa   bb", fontSize: 10, maxWidth: 13).lines.map(\.text) == ["aa", "bb"])
    }

    @Test func charactersWithoutAGlyphDrawTheReplacementBox() throws {
        func render(_ text: String) throws -> Bitmap {
            try Support.render([.drawText(text, rect: Rect(x: 4, y: 2, width: 30, height: 30), style: TextStyle(fontSize: 20, color: .black))],
                               width: 34, height: 32)
        }
        // Arabic has no glyph in either font (Chinese comes from the CJK fallback font).
        let emoji = try render("😀"), arabic = try render("\u{0628}"), flag = try render("🇫🇷"), han = try render("中")
        #expect(Support.coveredArea(emoji) > 10)
        #expect(emoji == arabic && emoji == flag && emoji != han)
        // The box is the font's .notdef: glyph 0, with its advance.
        let font = try SystemFont.font(.regular)
        #expect(TextLayout.measure("😀", fontSize: 20).width == Double(font.advanceWidth(glyph: 0)) * (20.0 / 2816) - 0.45)
        let question = try render("?"), letter = try render("O")
        #expect(emoji != question && emoji != letter)
        // A decomposed é draws the precomposed glyph; a presentation selector does not change the glyph.
        let decomposed = try render("e\u{301}"), precomposed = try render("\u{E9}")
        #expect(decomposed == precomposed)
        let selected = try render("\u{2713}\u{FE0E}"), check = try render("\u{2713}")
        #expect(selected == check && selected != emoji)
        // A letter whose mark has no composed form (a stress mark over Я) draws the letter and
        // the mark, which takes no room.
        let stressed = try render("\u{42F}\u{301}"), ya = try render("\u{42F}")
        #expect(stressed != ya && stressed != emoji)
        #expect(TextLayout.measure("\u{42F}\u{301}", fontSize: 20).width == TextLayout.measure("\u{42F}", fontSize: 20).width)
        // Control characters other than a line break take no room.
        #expect(TextLayout.measure("a\u{7}b", fontSize: 10).width == TextLayout.measure("ab", fontSize: 10).width)
    }

    @Test func everyGlyphHasDistinctInkWithinItsBox() throws {
        var seen: [Bitmap: Character] = [:]
        for code in 33...126 {
            let character = Character(Unicode.Scalar(UInt8(code)))
            let bitmap = try Support.render([.drawText(String(character), rect: Rect(x: 4, y: 2, width: 20, height: 30),
                                                       style: TextStyle(fontSize: 20, color: .black))], width: 24, height: 32)
            #expect(Support.coveredArea(bitmap) > 2, "\(character) has no ink")
            if let other = seen[bitmap] { Issue.record("\(character) looks exactly like \(other)") }
            seen[bitmap] = character
        }
        // Latin-1 is in the font: é is its own glyph, not a box or another letter.
        let accented = try Support.render([.drawText("é", rect: Rect(x: 4, y: 2, width: 20, height: 30), style: TextStyle(fontSize: 20, color: .black))],
                                          width: 24, height: 32)
        let plain = try #require(seen.first { $0.value == "e" }?.key)
        #expect(seen[accented] == nil && Support.coveredArea(accented) > Support.coveredArea(plain))
    }

    @Test func textIsTheSamePathFillAsItsLayout() throws {
        let rect = Rect(x: 3, y: 4, width: 80, height: 40)
        let style = TextStyle(fontSize: 11, color: Color(red: 0.2, green: 0.3, blue: 0.8), alignment: .right, wraps: true)
        let t = Transform(rotationAngle: 0.1)
        let text = try Support.render([.drawText("Basil and thyme, 12 g", rect: rect, style: style, transform: t)], width: 90, height: 60)
        let path = TextLayout("Basil and thyme, 12 g", fontSize: 11, maxWidth: 80).path(in: rect, alignment: .right)
        let filled = try Support.render([.fillPath(path, color: style.color, transform: t)], width: 90, height: 60)
        #expect(text == filled)
        #expect(Support.coveredArea(text) > 20)
    }

    @Test func pathClipsUseTheirFillRule() throws {
        var ring = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        ring.addRect(Rect(x: 3, y: 3, width: 4, height: 4))
        let ops: [DisplayOp] = [.pushClipPath(ring, rule: .evenOdd), .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white), .popClip]
        let bitmap = try Support.render(ops, width: 10, height: 10)
        #expect(bitmap[1, 1].a == 255 && bitmap[5, 5].a == 0)
    }
}
