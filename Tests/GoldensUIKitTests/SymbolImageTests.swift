import Foundation
import GoldensRaster
import GoldensTesting
@testable import GoldensUIKit
import Testing

/// `UIImage(systemName:)` gives the package's own drawing of a symbol, sized by its
/// configuration, drawn in the tint of the view that shows it.
@MainActor
@Suite struct SymbolImageTests {
    /// The number of pixels of `image` with any coverage.
    private func coverage(_ image: UIImage) -> Int {
        let bitmap = image.image.bitmap
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].a > 0 { count += 1 }
        }
        return count
    }

    @Test func aSymbolIsATemplateImageAtTheBodySize() throws {
        let xmark = try #require(UIImage(systemName: "xmark"))
        #expect(xmark.isSymbolImage && xmark.symbolConfiguration != nil)
        #expect(xmark.renderingMode == .automatic)
        // 88 x 78 design units at 17 pt x 1.17 / 100 points each, whole pixels at scale 2.
        let unit = 17 * 1.17 / 100
        #expect(abs(Double(xmark.size.width) - 88 * unit) <= 0.5 && abs(Double(xmark.size.height) - 78 * unit) <= 0.5)
        #expect(xmark.scale == UIScreen.main.scale)
        #expect(coverage(xmark) > 0)
        // The text baseline sits below the symbol's middle by half the capitals' height.
        #expect(abs(Double(xmark.baselineOffsetFromBottom ?? 0) - (Double(xmark.size.height) / 2 - 0.705 * 17 / 2)) < 1e-9)
        #expect(UIImage(named: "xmark")?.isSymbolImage != true)
        #expect(UIImage.add.isSymbolImage && UIImage.checkmark.isSymbolImage)
    }

    @Test func configurationsChangeSizeWeightAndScale() throws {
        let body = try #require(UIImage(systemName: "heart"))
        let large = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(large.size.height - 2 * body.size.height) <= 0.5)
        let bold = try #require(body.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
        #expect(bold.size == body.size && coverage(bold) > coverage(body), "a heavier weight, a thicker line")
        let scaled = try #require(body.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(abs(scaled.size.height - 1.3 * body.size.height) <= 0.5)
        let title = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        #expect(abs(title.size.height - 28.0 / 17 * body.size.height) <= 0.5)
        #expect(title.symbolConfiguration == UIImage.SymbolConfiguration(textStyle: .title1))
        // A configuration of traits keeps the symbol's own.
        #expect(large.withConfiguration(UIImage.Configuration()).size == large.size)
        #expect(UIImage().applyingSymbolConfiguration(.unspecified) == nil)
    }

    @Test func filledAndEnclosedFormsAreReadFromTheName() throws {
        let heart = try #require(UIImage(systemName: "heart")), filled = try #require(UIImage(systemName: "heart.fill"))
        #expect(coverage(filled) > 2 * coverage(heart))
        let ring = try #require(UIImage(systemName: "xmark.circle")), disc = try #require(UIImage(systemName: "xmark.circle.fill"))
        #expect(ring.size == disc.size)
        // The filled disc has its cross cut out: the middle, on the cross, shows through.
        let bitmap = disc.image.bitmap
        #expect(bitmap[bitmap.width / 2, bitmap.height / 2].a == 0)
        #expect(bitmap[bitmap.width / 2, bitmap.height / 5].a == 255)
        #expect(ring.image.bitmap[bitmap.width / 2, bitmap.height / 2].a > 0)
        #expect(UIImage(systemName: "chevron.backward")?.image.bitmap == UIImage(systemName: "chevron.left")?.image.bitmap)
    }

    /// Letters and numbers in circles and squares are drawn in the bundled font, knocked out
    /// of the filled forms.
    @Test func lettersAndNumbersAreDrawnInTheirContainers() throws {
        for name in ["a.circle", "b.circle.fill", "1.circle", "50.circle.fill", "7.square"] {
            let image = try #require(UIImage(systemName: name))
            let circle = try #require(UIImage(systemName: name.contains("square") ? "square.square" : "circle.circle"))
            #expect(image.size == circle.size && coverage(image) > 0, "\(name)")
        }
        let filled = try #require(UIImage(systemName: "1.circle.fill")).image.bitmap
        #expect(filled[filled.width / 2, filled.height / 2].a < 255, "the digit is cut out of the disc")
        #expect(UIImage(systemName: "ab.circle")?.image.bitmap == UIImage(systemName: "nothing.circle")?.image.bitmap,
                "two letters are no symbol: the dashed square")
        let (window, root) = WhiteScene.make()
        let names = ["a.circle", "b.circle.fill", "c.square", "1.circle", "2.circle.fill", "10.square", "50.circle.fill", "x.square.fill"]
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
            view.tintColor = .label
            view.center = CGPoint(x: 30 + Double(index % 4) * 80, y: 100 + Double(index / 4) * 60)
            root.addSubview(view)
        }
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: CGSize(width: 390, height: 844)), at: .progress([]),
                                                                  includeStart: true, includeEnd: false, settle: false)
        try expectGoldens(frames, named: "marks")
    }

    @Test func aNameWithNoDrawingStandsInAndAnImpossibleNameIsNil() throws {
        let unknown = try #require(UIImage(systemName: "figure.walk.motion"))
        #expect(unknown.isSymbolImage && unknown.size.width > 10 && coverage(unknown) > 0)
        #expect(UIImage(systemName: "") == nil && UIImage(systemName: "heart..fill") == nil)
    }

    /// Sizes that are none draw at the body size and huge ones at 400 pt, without trapping.
    @Test func hostileConfigurationsDrawAtSizesThatExist() throws {
        let body = try #require(UIImage(systemName: "star"))
        for size: CGFloat in [.nan, -.infinity, -4, 0] {
            let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: size)))
            #expect(image.size == body.size, "\(size)")
        }
        let huge = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: .infinity)))
        let largest = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 1e9)))
        let at400 = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 400)))
        #expect(huge.size == body.size && largest.size == at400.size && at400.size.height > 20 * body.size.height)
    }

    @Test func viewsDrawSymbolsInTheirTint() throws {
        let (window, root) = WhiteScene.make()
        let imageView = UIImageView(image: UIImage(systemName: "circle.fill"))
        imageView.frame.origin = CGPoint(x: 20, y: 100)
        imageView.tintColor = .systemRed
        root.addSubview(imageView)
        let original = UIImageView(image: UIImage(systemName: "circle.fill")?.withRenderingMode(.alwaysOriginal))
        original.frame.origin = CGPoint(x: 80, y: 100)
        root.addSubview(original)
        let sized = UIImageView(image: UIImage(systemName: "circle.fill"))
        sized.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        root.addSubview(sized)
        #expect(abs(sized.intrinsicContentSize.height - 40.0 / 17 * imageView.intrinsicContentSize.height) <= 1, "whole pixels")
        let (bitmap, scale) = try WhiteScene.render(window)
        let red = bitmap[Int(imageView.center.x) * scale, Int(imageView.center.y) * scale]
        #expect(red.r > 200 && red.g < 100, "the image view's tint")
        let black = bitmap[Int(original.center.x) * scale, Int(original.center.y) * scale]
        #expect(black.r < 30 && black.g < 30 && black.b < 30, "an original-mode symbol is black")
    }

    /// Every drawn symbol in its plain and filled forms, then in its circled ones, kept as
    /// goldens so that a change to the drawings is seen.
    @Test(arguments: [("gallery", ["", ".fill"]), ("circled", [".circle", ".circle.fill"])])
    func everySymbolDraws(golden: String, forms: [String]) throws {
        let (window, root) = WhiteScene.make()
        let names = SymbolCatalog.names.flatMap { name in forms.map { name + $0 } }
        #expect(names.count <= 14 * 25, "the gallery fits the screen")
        for (index, name) in names.enumerated() {
            let image = try #require(UIImage(systemName: name), "\(name)")
            #expect(coverage(image) > 0, "\(name) draws nothing")
            let view = UIImageView(image: image)
            view.tintColor = .label
            view.center = CGPoint(x: 18 + Double(index % 14) * 27, y: 68 + Double(index / 14) * 30)
            root.addSubview(view)
        }
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: CGSize(width: 390, height: 844)), at: .progress([]),
                                                                  includeStart: true, includeEnd: false, settle: false)
        try expectGoldens(frames, named: golden)
    }
}
