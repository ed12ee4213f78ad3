import Foundation
import GoldensRaster
@testable import GoldensScene
@testable import GoldensUIKit
import Testing

/// What does not fit where UIKit puts it: a label's text taller or wider than the label, a
/// button's image larger than the button, a gradient layer's fill at rounded corners.
@MainActor
@Suite struct TextAndImageFittingTests {
    static let longText = "Basil loves the sun and warm soil. Water it in the morning, pinch off the flowers, and pick the leaves from the top so it grows bushy."

    /// The rows of `bitmap` (in points) between `top` and `bottom` holding a pixel darker than
    /// the white background, within x 0...390.
    static func inkedRows(_ bitmap: Bitmap, scale: Int, from top: Int, to bottom: Int) -> [Int] {
        (top * scale..<bottom * scale).filter { y in (0..<390 * scale).contains { bitmap[$0, y].r < 128 } }
    }

    /// A label whose height animates shows the text drawn for its height at rest: by default
    /// at full size, centred on the passing bounds' middle (UILabel's layer gravity is its text's
    /// starting side, so nothing is scaled); under `.scaleToFill` stretched into each step's
    /// bounds, squeezed halfway and never outside the label.
    @Test func aLabelWhoseHeightAnimatesShowsItsTextAtRest() throws {
        let (window, root) = WhiteScene.make()
        let body = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 0))
        body.numberOfLines = 0
        body.text = Self.longText
        root.addSubview(body)
        let stretched = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 0))
        stretched.numberOfLines = 0
        stretched.text = Self.longText
        stretched.contentMode = .scaleToFill
        root.addSubview(stretched)
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            body.frame = CGRect(x: 20, y: 400, width: 300, height: 200)
            stretched.frame = CGRect(x: 20, y: 100, width: 300, height: 200)
        }
        func inkRows(_ bitmap: Bitmap, _ scale: Int, from top: Int, to bottom: Int) -> ClosedRange<Int>? {
            var rows: [Int] = []
            for y in (top * scale)..<(bottom * scale) where (20 * scale..<320 * scale).contains(where: { bitmap[$0, y].r < 128 }) {
                rows.append(y)
            }
            return rows.first.map { $0...rows.last! }
        }
        let (start, scale) = try WhiteScene.render(window)
        let (half, end): (Bitmap, Bitmap)
        try window.windowNode.clock.advance(by: 0.5)
        half = try WhiteScene.render(window).0
        try window.windowNode.clock.advance(by: 0.6)
        end = try WhiteScene.render(window).0
        let atRest = try #require(inkRows(end, scale, from: 380, to: 620))
        let first = try #require(inkRows(start, scale, from: 280, to: 620), "the whole text about the label's middle, y = 400")
        // The ink sits about the middle as at rest: the middle then 400 pt, at rest 500 pt.
        #expect(first.count == atRest.count && first.lowerBound == atRest.lowerBound - 100 * scale)
        let halfway = try #require(inkRows(half, scale, from: 330, to: 620))
        #expect(halfway.count == atRest.count, "unscaled")
        #expect(inkRows(start, scale, from: 80, to: 320) == nil, "no height, no stretched text")
        let squeezed = try #require(inkRows(half, scale, from: 80, to: 320))
        let stretchedAtRest = try #require(inkRows(end, scale, from: 80, to: 320))
        #expect(squeezed.lowerBound >= 100 * scale && squeezed.upperBound <= 200 * scale, "inside the label's 100 pt at half way")
        #expect(abs(Double(squeezed.count) - Double(stretchedAtRest.count) / 2) <= Double(2 * scale), "half the height at rest")
    }

    /// A pattern colour as a view's background repeats its image from the view's top-left
    /// corner, cut at the view's edges; the colour answers back as set.
    @Test func aPatternBackgroundTilesItsImage() throws {
        let (window, root) = WhiteScene.make()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 95, height: 50))
        let pattern = UIColor(patternImage: tile)
        panel.backgroundColor = pattern
        root.addSubview(panel)
        #expect(panel.backgroundColor === pattern)
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        #expect(pixel(102, 102) == PremultipliedPixel(uikitColor: .red))
        #expect(pixel(107, 102) == PremultipliedPixel(uikitColor: .blue))
        #expect(pixel(112, 142) == PremultipliedPixel(uikitColor: .red), "the next tile across and four down")
        #expect(pixel(193, 120) == PremultipliedPixel(uikitColor: .red), "the last tile, cut at the edge")
        #expect(pixel(197, 120) == PremultipliedPixel(uikitColor: .white), "nothing past the view")
        #expect(SceneDiagnostics.drain(window.windowNode).isEmpty)
    }

    @Test func aLabelShowsTheLinesThatFitItsHeightAndEndsTheLastInAnEllipsis() throws {
        let (window, root) = WhiteScene.make()
        let label = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 60))
        label.numberOfLines = 0
        label.text = Self.longText
        root.addSubview(label)
        window.layoutIfNeeded()

        let lines = try #require(label.label.layout(width: 200, height: 60)).lines.map { String($0.text) }
        #expect(lines.count == 2, "two 20.6 pt lines fit in 60 pt; the text needs six")
        #expect(lines.last?.hasSuffix("\u{2026}") == true)
        let (bitmap, scale) = try WhiteScene.render(window)
        let rows = Self.inkedRows(bitmap, scale: scale, from: 200, to: 460)
        #expect(try #require(rows.first) >= 300 * scale && (rows.last ?? 0) < 360 * scale, "nothing drawn outside the label")
    }

    @Test func aSingleLineWiderThanItsLabelEndsInAnEllipsisUnlessItIsClipped() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 21))
        label.text = Self.longText
        let truncated = try #require(label.label.layout(width: 120, height: 21))
        #expect(truncated.lines.count == 1 && truncated.lines[0].text.hasSuffix("\u{2026}") && truncated.size.width <= 120)
        label.lineBreakMode = .byClipping
        let clipped = try #require(label.label.layout(width: 120, height: 21))
        #expect(!clipped.lines[0].text.contains("\u{2026}"))
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 100)).width > 120, "measuring is not truncated")
    }

    @Test func headAndMiddleTruncationKeepTheEndOfAOneLineLabel() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 21))
        label.text = "Rosemary, thyme and sage"
        label.lineBreakMode = .byTruncatingHead
        let head = try #require(label.label.layout(width: 120, height: 21)).lines[0].text
        #expect(head.hasPrefix("\u{2026}") && head.hasSuffix("sage"))
        label.lineBreakMode = .byTruncatingMiddle
        let middle = try #require(label.label.layout(width: 120, height: 21))
        let text = middle.lines[0].text
        #expect(text.hasPrefix("Ros") && text.hasSuffix("age") && text.contains("\u{2026}"), "\(text)")
        #expect(middle.size.width <= 120)
        // Several lines end the last one in "…" whatever the mode.
        label.numberOfLines = 2
        label.frame.size.height = 41
        label.text = "Rosemary, thyme and sage grow well together in a sunny pot on the sill"
        let lines = try #require(label.label.layout(width: 120, height: 41)).lines
        #expect(lines.count == 2 && lines[1].text.hasSuffix("\u{2026}"))
    }

    /// A button title wider than the button keeps its start and end ("BO…OM") inside it, as
    /// UIKit truncates button titles in the middle.
    @Test func aButtonTitleWiderThanTheButtonIsTruncatedInItsMiddle() throws {
        let button = UIButton(type: .system)
        button.setTitle("BOTTOM", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 100)
        button.frame = CGRect(x: 20, y: 100, width: 350, height: 110)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(title.frame.minX >= 0 && title.frame.maxX <= 350)
        #expect(title.lineBreakMode == .byTruncatingMiddle)
        let shown = try #require(title.label.layout(width: Double(title.bounds.width), height: Double(title.bounds.height))).lines[0].text
        #expect(shown.hasPrefix("B") && shown.hasSuffix("M") && shown.contains("\u{2026}"), "\(shown)")
        // A title that fits is not cut.
        button.titleLabel?.font = .systemFont(ofSize: 17)
        button.layoutIfNeeded()
        #expect(title.label.layout(width: Double(title.bounds.width), height: Double(title.bounds.height))?.lines[0].text == "BOTTOM")
    }

    /// `adjustsFontSizeToFitWidth` draws text that is too wide smaller, down to
    /// `minimumScaleFactor` of its size; a factor of 0 keeps the size, as Apple documents.
    @Test func aLabelThatAdjustsItsFontSizeShrinksItsTextToFit() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "HELLO"
        label.font = .systemFont(ofSize: 160)
        label.adjustsFontSizeToFitWidth = true
        #expect(label.label.fittedFontSize(width: 200, height: 60) == 160, "factor 0 keeps the size")
        label.minimumScaleFactor = 0.1
        let size = label.label.fittedFontSize(width: 200, height: 60)
        #expect(size < 160 && size > 16)
        let layout = try #require(label.label.layout(width: 200, height: 60, size: size))
        #expect(layout.lines[0].text == "HELLO" && layout.lines[0].width <= 200.5 && layout.lines[0].width > 190)
        // The floor holds: at 0.5 the text is still too wide and is truncated at 80 pt.
        label.minimumScaleFactor = 0.5
        #expect(label.label.fittedFontSize(width: 200, height: 60) == 80)
        // Text that fits keeps its size; turning the adjustment off keeps it too.
        label.text = "Hi"
        #expect(label.label.fittedFontSize(width: 200, height: 200) == 160)
        label.text = "HELLO"
        label.adjustsFontSizeToFitWidth = false
        #expect(label.label.fittedFontSize(width: 200, height: 60) == 160)
    }

    @Test func aLabelSizedOnADeviceToItsLinesShowsThemAll() throws {
        // Two lines of 17 pt take 40.6 pt in the system font; Interface Builder makes the label 41 pt.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 41))
        label.numberOfLines = 2
        label.text = "Grow your own herbs on a sunny kitchen sill"
        let layout = try #require(label.label.layout(width: 200, height: 41))
        #expect(layout.lines.count == 2 && !layout.lines[1].text.contains("\u{2026}"))
    }

    @Test func aButtonSqueezesAnImageLargerThanItselfIntoItsContent() throws {
        let big = ResizableImageTests.drawn(CGSize(width: 80, height: 80)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 80))
        }
        let button = UIButton(type: .custom)
        button.setImage(big, for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 30, height: 30)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func aGradientLayerIsFilledInsideItsRoundedCornersWithoutClipping() throws {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [UIColor.blue.cgColor, UIColor.black.cgColor]
        gradient.cornerRadius = 24
        #expect(!gradient.masksToBounds)
        card.layer.addSublayer(gradient)
        root.addSubview(card)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        let corner = bitmap[(40 + 2) * scale, (200 + 2) * scale]
        let middle = bitmap[140 * scale, 250 * scale]
        #expect(corner.r == 255 && corner.b == 255, "the rounded-off corner shows the white behind")
        #expect(middle.r < 40, "the gradient fills the middle")
    }
}
