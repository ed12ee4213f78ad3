import GoldensScene
import Testing

@MainActor
@Suite struct LabelTests {
    @Test func sizeThatFitsWrapsToTheWidthAndHonoursTheLineLimit() {
        let label = Label(text: "Basil is an annual herb of the mint family", fontSize: 10)
        let oneLine = label.sizeThatFits(Size(width: 60, height: 1000))
        let line = 10.0 * (2728 + 680) / 2816  // Inter's ascender - descender, 2816 units to the em
        #expect(oneLine.height == line)
        #expect(oneLine.width > 60)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(Size(width: 60, height: 1000))
        #expect(wrapped.width <= 60)
        #expect(wrapped.height > 24)
        label.numberOfLines = 2
        #expect(label.sizeThatFits(Size(width: 60, height: 1000)).height == 2 * line)
        #expect(Label(text: "", fontSize: 10).sizeThatFits(Size(width: 60, height: 100)) == .zero)
    }

    @Test func textIsDrawnCentredInTheBoundsInTheTextColour() throws {
        let window = Window(size: Size(width: 120, height: 40), scale: 1)
        window.backgroundColor = .white
        let label = Label(text: "HELLO", fontSize: 20, textColor: .black, frame: Rect(x: 0, y: 0, width: 120, height: 40))
        label.textAlignment = .center
        window.addSubview(label)
        let bitmap = try SceneRenderer().frame(of: window).render()
        var inked: [(Int, Int)] = []
        for y in 0..<40 {
            for x in 0..<120 where bitmap[x, y].r < 128 { inked.append((x, y)) }
        }
        #expect(!inked.isEmpty)
        let xs = inked.map(\.0), ys = inked.map(\.1)
        // Centred: the ink's horizontal middle is within a few pixels of the label's.
        #expect(abs(Double(xs.min()! + xs.max()!) / 2 - 60) < 4)
        #expect(ys.min()! >= 8 && ys.max()! <= 32)
    }

    /// A frame gone NaN or infinite (a broken layout, a degenerate transform) draws what is
    /// defined or fails the frame; it never stops the process while the label fits its lines.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -5])
    func aLabelWhoseHeightIsNotANumberDoesNotTrap(height: Double) throws {
        let window = Window(size: Size(width: 120, height: 40), scale: 1)
        let label = Label(text: "Basil is an annual herb", fontSize: 10, textColor: .black, frame: Rect(x: 0, y: 0, width: 60, height: height))
        label.numberOfLines = 0
        window.addSubview(label)
        _ = try? SceneRenderer().frame(of: window).render()
        #expect(label.numberOfLines == 0)
    }
}
