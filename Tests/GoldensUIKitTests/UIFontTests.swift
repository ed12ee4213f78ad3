import GoldensScene
@testable import GoldensUIKit
import Testing

/// UIFont's metrics and weights, as a label draws them.
@MainActor
@Suite struct UIFontTests {
    /// Inter's hhea numbers (2816 units to the em, ascender 2728, descender -680, no gap), and
    /// its "H" and "x" tops (2048 and 1536 units, OS/2's capHeight and xHeight).
    @Test func metricsAreTheBundledFontsAtThePointSize() {
        let font = UIFont.systemFont(ofSize: 17)
        let em = 17.0 / 2816
        #expect(abs(Double(font.ascender) - 2728 * em) < 1e-9)
        #expect(abs(Double(font.descender) + 680 * em) < 1e-9)
        #expect(abs(Double(font.lineHeight) - 3408 * em) < 1e-9)
        #expect(abs(Double(font.capHeight) - 2048 * em) < 1e-9)
        #expect(abs(Double(font.xHeight) - 1536 * em) < 1e-9)
    }

    @Test func aLabelDrawsItsFontsWeight() throws {
        func ink(_ weight: UIFont.Weight) throws -> (Int, Double) {
            let (window, root) = WhiteScene.make()
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 360, height: 40))
            label.text = "Weighted words"
            label.font = .systemFont(ofSize: 24, weight: weight)
            root.addSubview(label)
            let (bitmap, _) = try WhiteScene.render(window)
            var dark = 0
            for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].r < 128 { dark += 1 } }
            return (dark, Double(label.intrinsicContentSize.width))
        }
        let regular = try ink(.regular), medium = try ink(.medium), semibold = try ink(.semibold), bold = try ink(.bold)
        #expect(regular.0 < medium.0 && medium.0 < semibold.0 && semibold.0 < bold.0)
        // Heavier weights draw bold; lighter ones regular.
        #expect(try ink(.black) == bold && (try ink(.light)) == regular)
        #expect(regular.1 < bold.1)
    }

    /// Code makes fonts from descriptors: a bold trait on the system font's descriptor, a
    /// size, a family's name; the font it gets is the described one.
    @Test func aDescriptorMakesTheFontItDescribes() throws {
        let body = UIFont.systemFont(ofSize: 15)
        let boldDescriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: boldDescriptor, size: 0)
        #expect(bold.pointSize == 15 && bold.weight == .bold)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
        let larger = UIFont(descriptor: body.fontDescriptor.withSize(22), size: 0)
        #expect(larger.pointSize == 22 && larger.weight == .regular)
        let named = UIFont(descriptor: UIFontDescriptor(name: "Avenir-Heavy", size: 12), size: 18)
        #expect(named.fontName == "Avenir-Heavy" && named.pointSize == 18 && named.weight == .heavy)
        let headline = UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .headline), size: 0)
        #expect(headline.pointSize == 17 && headline.weight == .semibold)
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: body).pointSize == 15)
        #expect(UIFontMetrics.default.scaledFont(for: larger, maximumPointSize: 20).pointSize == 20)
    }
}
