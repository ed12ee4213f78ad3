@testable import GoldensRaster
import Testing

/// Text in runs of several styles: lines as tall as their tallest run, runs sharing a baseline,
/// wrapping across a change of style, and a tail cut with an ellipsis.
@Suite struct StyledTextLayoutTests {
    let big = TextRun("Big ", fontSize: 30, weight: .bold, color: Color(red: 1, green: 0, blue: 0))
    let small = TextRun("small print", fontSize: 12, color: Color(red: 0, green: 0, blue: 1))

    @Test func runsShareTheTallestRunsBaseline() {
        let layout = StyledTextLayout([big, small])
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        let bigMetrics = FontMetrics(.bold, size: 30)
        #expect(abs(line.ascent - bigMetrics.ascender) < 1e-9)
        #expect(abs(line.height - bigMetrics.lineHeight) < 1e-9)
        #expect(line.pieces.map(\.run.text) == ["Big ", "small print"])
        #expect(line.pieces[1].x == line.pieces[0].width, "the small run starts where the big one ends")
        let oneStyle = TextLayout("small print", fontSize: 12).size.width
        #expect(abs(line.pieces[1].width - oneStyle) < 1e-9, "each run is measured as one-style text")

        let drawn = layout.pieces(in: Rect(x: 10, y: 20, width: 300, height: 100), alignment: .left)
        #expect(drawn.count == 2)
        let baseline = 20 + bigMetrics.ascender
        #expect(abs(drawn[0].rect.minY + FontMetrics(.bold, size: 30).ascender - baseline) < 1e-9)
        #expect(abs(drawn[1].rect.minY + FontMetrics(.regular, size: 12).ascender - baseline) < 1e-9)
        #expect(drawn[1].style.fontSize == 12 && drawn[1].style.color == small.color)
    }

    @Test func wrappingCrossesStylesAndEachLineTakesItsOwnHeight() {
        let layout = StyledTextLayout([big, small], maxWidth: 90)
        #expect(layout.lines.count == 2, "\(layout.lines.map { $0.pieces.map(\.run.text) })")
        #expect(layout.lines[0].pieces.map(\.run.text) == ["Big ", "small"], "the line wraps at a space, across the change of style")
        #expect(layout.lines[1].pieces.map(\.run.text) == ["print"])
        #expect(abs(layout.lines[1].height - FontMetrics(.regular, size: 12).lineHeight) < 1e-9)
        #expect(abs(layout.size.height - layout.lines[0].height - layout.lines[1].height) < 1e-9)
    }

    @Test func aBreakMakesALineAndAnEmptyParagraphKeepsItsRunsHeight() {
        let layout = StyledTextLayout([TextRun("Title\n\n", fontSize: 24, color: .black), small])
        #expect(layout.lines.count == 3)
        #expect(abs(layout.lines[1].height - FontMetrics(.regular, size: 24).lineHeight) < 1e-9)
        #expect(layout.lines[2].pieces.map(\.run.text) == ["small print"])
    }

    @Test func theLastLineEndsInAnEllipsisInTheStyleOfWhatItFollows() {
        let line = StyledTextLayout([big, small]).lines[0]
        let cut = StyledTextLayout.ellipsized(line, toFit: 80)
        #expect(cut.width <= 80)
        #expect(cut.pieces.last?.run.text.hasSuffix("\u{2026}") == true)
        let kept = cut.pieces.map(\.run.text).joined()
        #expect(kept.hasPrefix("Big") && kept.count < "Big small print".count)
    }
}
