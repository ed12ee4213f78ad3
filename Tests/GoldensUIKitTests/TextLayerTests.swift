import GoldensScene
@testable import GoldensUIKit
import Testing

/// `CATextLayer` as UIKit code sets it up.
@MainActor
@Suite struct TextLayerTests {
    /// The ink of a text layer on a black view: its box in points and its dark-to-light count.
    func ink(_ configure: (CATextLayer) -> Void) throws -> (box: CGRect?, pixels: Int) {
        let (window, root) = WhiteScene.make()
        root.backgroundColor = .black
        let layer = CATextLayer()
        layer.frame = CGRect(x: 20, y: 100, width: 300, height: 200)
        configure(layer)
        root.layer.addSublayer(layer)
        let (bitmap, scale) = try WhiteScene.render(window)
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1, count = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap[x, y].g > 127 {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y); count += 1
        } }
        guard x1 >= 0 else { return (nil, 0) }
        let s = CGFloat(scale)
        return (CGRect(x: CGFloat(x0) / s, y: CGFloat(y0) / s, width: CGFloat(x1 - x0 + 1) / s, height: CGFloat(y1 - y0 + 1) / s), count)
    }

    @Test func drawsFromTheTopInWhiteAt36Points() throws {
        let drawn = try ink { $0.string = "Hello" }
        let box = try #require(drawn.box)
        // "H" reaches the cap height (2048 of 2816 units) under the ascender (2728): its top
        // is 36 · 680 / 2816 = 8.7 pt below the layer's top, its baseline 36 · 2728 / 2816 = 34.9.
        #expect(abs(box.minY - (100 + 36 * 680 / 2816)) < 0.7)
        #expect(abs(box.maxY - (100 + 36 * 2728 / 2816)) < 0.7)
        #expect(box.minX >= 20 && box.minX < 24)
    }

    @Test func sizeColourAlignmentAndWrapping() throws {
        let small = try #require(try ink { $0.string = "Hello"; $0.fontSize = 18 }.box)
        let large = try #require(try ink { $0.string = "Hello" }.box)
        // Twice the size is twice the width but for the tracking between the five letters,
        // which San Francisco sets by size: -0.44 pt at 18 pt, +0.37 pt at 36 pt.
        #expect(abs(small.width * 2 - large.width - 4 * (2 * -0.44 - 0.37)) < 1.5)
        // Another colour: no light pixels on black.
        #expect(try ink { $0.string = "Hello"; $0.foregroundColor = UIColor.black.cgColor }.box == nil)
        let centred = try #require(try ink { $0.string = "Hello"; $0.alignmentMode = .center }.box)
        #expect(abs(centred.midX - 170) < 1)
        let words = "Basil, mint and thyme grow on the windowsill"
        let oneLine = try #require(try ink { $0.string = words; $0.fontSize = 20 }.box)
        let wrapped = try #require(try ink { $0.string = words; $0.fontSize = 20; $0.isWrapped = true }.box)
        #expect(oneLine.maxX > 320 && wrapped.maxX <= 320 && wrapped.height > 2 * oneLine.height)
        // An attributed string draws its text.
        #expect(try ink { $0.string = NSAttributedString(string: "Hello") }.box == large)
    }

    @Test func theFontsWeightIsDrawnButNotItsSize() throws {
        let regular = try ink { $0.string = "Weight"; $0.font = UIFont.systemFont(ofSize: 10) }
        let bold = try ink { $0.string = "Weight"; $0.font = UIFont.systemFont(ofSize: 10, weight: .bold) }
        let named = try ink { $0.string = "Weight"; $0.font = "Helvetica-Bold" as NSString }
        #expect(regular.pixels < bold.pixels && named.pixels == bold.pixels)
        #expect(try #require(regular.box).height > 20)  // still 36 pt: fontSize decides
    }
}
