@testable import GoldensRaster
import Foundation
import Testing

/// The system font's size-dependent tracking, and the widths it gives text that Interface
/// Builder sized on a Mac.
@Suite struct SystemFontTrackingTests {
    @Test func listedSizesHaveTheirPublishedTracking() {
        #expect(SystemFontTracking.points(atSize: 12) == 0)
        #expect(SystemFontTracking.points(atSize: 17) == -0.43)
        #expect(SystemFontTracking.points(atSize: 28) == 0.38)
        #expect(SystemFontTracking.points(atSize: 10) == 0.12)
    }

    @Test func sizesBetweenAreInterpolatedAndTheEndsLevelOff() {
        #expect(abs(SystemFontTracking.points(atSize: 17.5) - -0.435) < 1e-12)
        #expect(abs(SystemFontTracking.points(atSize: 55) - 0.31) < 1e-12)
        // Below the table the 6-point tracking keeps its share of the size; past 80 points none.
        #expect(abs(SystemFontTracking.points(atSize: 3) - 0.12) < 1e-12)
        #expect(SystemFontTracking.points(atSize: 80) == 0)
        #expect(SystemFontTracking.points(atSize: 200) == 0)
        #expect(SystemFontTracking.points(atSize: 0) == 0)
        #expect(SystemFontTracking.points(atSize: .nan) == 0)
        #expect(SystemFontTracking.points(atSize: -5) == 0)
    }

    /// Interface Builder gives a new label ("Label", 17 pt) a frame 42 wide and a new button
    /// ("Button", 15 pt) one 46 wide: the text's width rounded up. Untracked, the bundled font
    /// would need 44 and 48, and a label pinned to its design width would end in "…".
    @Test func interfaceBuildersDefaultTextFitsItsDefaultFrames() {
        #expect(TextLayout.measure("Label", fontSize: 17).width.rounded(.up) == 42)
        #expect(TextLayout.measure("Button", fontSize: 15).width.rounded(.up) == 46)
    }

    /// Tracking moves each glyph after the first, so drawn text lands where it is measured.
    @Test func drawnGlyphsFollowTheTrackedAdvances() throws {
        let setter = GlyphSetter(font: try SystemFont.font(.regular), fontSize: 17)
        var offsets: [Double] = []
        let width = setter.forEachGlyph(in: "ll") { _, offset in offsets.append(offset) }
        let advance = Double(try SystemFont.font(.regular).advanceWidth(glyph: try #require(setter.glyph(for: "l")?.index))) * setter.scale
        #expect(offsets.count == 2)
        #expect(abs(offsets[1] - (advance - 0.43)) < 1e-12)
        #expect(abs(width - 2 * (advance - 0.43)) < 1e-12)
    }
}
