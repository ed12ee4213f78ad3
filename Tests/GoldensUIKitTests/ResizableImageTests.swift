import Foundation
import GoldensPNG
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// Resizable images keep their caps when stretched (image views, button backgrounds, a layer's
/// `contentsCenter`), and the other image variants keep what they were given.
@MainActor
@Suite struct ResizableImageTests {
    /// A 30 x 30 pt image at scale 1: a 10 pt red frame around a blue middle.
    static func framedImage() -> UIImage {
        drawn(CGSize(width: 30, height: 30)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    /// An image of `size` points at one pixel per point.
    static func drawn(_ size: CGSize, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
    }

    @Test func anImageViewStretchesOnlyTheMiddleOfAResizableImage() throws {
        let (window, root) = WhiteScene.make()
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let sliced = UIImageView(image: Self.framedImage().resizableImage(withCapInsets: caps, resizingMode: .stretch))
        sliced.frame = CGRect(x: 20, y: 100, width: 200, height: 100)
        let plain = UIImageView(image: Self.framedImage())
        plain.frame = CGRect(x: 20, y: 250, width: 200, height: 100)
        root.addSubview(sliced)
        root.addSubview(plain)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        func isRed(_ p: PremultipliedPixel) -> Bool { p.r > 200 && p.b < 60 }
        func isBlue(_ p: PremultipliedPixel) -> Bool { p.b > 200 && p.r < 60 }

        // The caps stay 10 pt: red until x = 30 and after x = 210, blue between (blended with the
        // caps' red within one stretched source pixel, 18 pt, of them, as bilinear sampling does).
        #expect(isRed(pixel(25, 150)) && isBlue(pixel(50, 150)) && isBlue(pixel(190, 150)) && isRed(pixel(215, 150)))
        #expect(pixel(35, 150).b > 150 && pixel(35, 150).r > 20, "half way into the first stretched pixel")
        #expect(isRed(pixel(120, 105)) && isBlue(pixel(120, 115)) && isRed(pixel(120, 195)))
        // Stretched whole, the red frame grows with the image: 200/30 of 10 pt is about 67 pt.
        #expect(isRed(pixel(60, 300)) && isBlue(pixel(120, 300)))
    }

    @Test func aButtonDrawsItsBackgroundImageUnderItsTitle() throws {
        let (window, root) = WhiteScene.make()
        let button = UIButton(type: .custom)
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        button.setBackgroundImage(Self.framedImage().resizableImage(withCapInsets: caps, resizingMode: .stretch), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30), "an untitled button is its background image's size")
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        root.addSubview(button)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        #expect(pixel(25, 122).r > 200 && pixel(25, 122).b < 60, "the left cap")
        #expect(pixel(40, 122).b > 200 && pixel(40, 122).r < 60, "the stretched middle")
        #expect(button.subviews.first is UIImageView, "the background is below the title and image")
    }

    @Test func aLayersContentsCenterSlicesItsContents() throws {
        let (window, root) = WhiteScene.make()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        view.layer.contents = Self.framedImage().cgImage
        view.layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.addSubview(view)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        #expect(pixel(25, 150).r > 200 && pixel(35, 150).b > 200 && pixel(215, 150).r > 200)
    }

    @Test func capsShrinkWhenTheImageIsDrawnNarrowerThanThem() throws {
        let (window, root) = WhiteScene.make()
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let narrow = UIImageView(image: Self.framedImage().resizableImage(withCapInsets: caps, resizingMode: .stretch))
        narrow.frame = CGRect(x: 20, y: 100, width: 10, height: 100)
        root.addSubview(narrow)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        // Two 10 pt caps in 10 pt become 5 pt each, with no middle: red across.
        #expect(pixel(21, 150).r > 200 && pixel(24, 150).r > 200 && pixel(26, 150).r > 200 && pixel(29, 150).r > 200)
        #expect(pixel(24, 150).b < 60 && pixel(26, 150).b < 60)
    }

    @Test func tilingIsReportedOnlyWhenItWouldLookDifferent() {
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(!Self.framedImage().resizableImage(withCapInsets: caps).tilesVisibly, "a one-colour middle tiles as it stretches")
        let striped = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 14, y: 0, width: 2, height: 30))
        }
        #expect(striped.resizableImage(withCapInsets: caps).tilesVisibly)
        #expect(!striped.resizableImage(withCapInsets: caps, resizingMode: .stretch).tilesVisibly)
    }

    @Test func variantsKeepWhatTheyWereGiven() throws {
        let caps = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let image = Self.framedImage().resizableImage(withCapInsets: caps)
        #expect(image.capInsets == caps && image.resizingMode == .tile)
        let tinted = image.withRenderingMode(.alwaysTemplate).withAlignmentRectInsets(caps).withBaselineOffset(fromBottom: 3)
        #expect(tinted.capInsets == caps && tinted.alignmentRectInsets == caps && tinted.baselineOffsetFromBottom == 3)
        #expect(tinted.imageWithoutBaseline().baselineOffsetFromBottom == nil)
        let old = Self.framedImage().stretchableImage(withLeftCapWidth: 10, topCapHeight: 12)
        #expect(old.leftCapWidth == 10 && old.topCapHeight == 12 && old.capInsets.right == 19 && old.capInsets.bottom == 17)

        let half = Self.drawn(CGSize(width: 2, height: 1)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let mirrored = half.withHorizontallyFlippedOrientation()
        #expect(mirrored.image.bitmap[1, 0].r == 255 && mirrored.image.bitmap[0, 0].a == 0)

        let png = try #require(Self.framedImage().pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.image.bitmap == Self.framedImage().image.bitmap, "PNG data decodes to the same pixels")
        let jpeg = try #require(Self.framedImage().jpegData(compressionQuality: 0.9))
        let fromJPEG = try #require(UIImage(data: jpeg))
        #expect(fromJPEG.size == CGSize(width: 30, height: 30) && fromJPEG.image.bitmap[15, 15].b > 200 && fromJPEG.image.bitmap[2, 2].r > 200)
        #expect((Self.framedImage().jpegData(compressionQuality: 0.1)?.count ?? 0) < jpeg.count)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)

        let animated = UIImage.animatedImage(with: [half, mirrored], duration: 0.5)
        #expect(animated?.images?.count == 2 && animated?.duration == 0.5 && animated?.size == half.size)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }

    @Test func symbolConfigurationsCombineAsUIKitsDo() {
        let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
        let scaled = UIImage.SymbolConfiguration(scale: .large)
        let both = large.applying(scaled)
        #expect(both.pointSize == 24 && both.weight == .bold && both.scale == .large)
        #expect(both.configurationWithoutWeight().weight == .unspecified && both.configurationWithoutWeight().pointSize == 24)
        #expect(large.isEqual(to: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .default)))
        #expect(!large.isEqual(to: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .small)))
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold && UIImage.SymbolWeight.heavy.fontWeight() == .heavy)
        let button = UIButton(type: .system)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.currentPreferredSymbolConfiguration === large)
        #expect(UIImage(systemName: "star", withConfiguration: large)?.symbolConfiguration === large)
    }

    /// A resizable snapshot with no cap insets stretches its whole picture when its frame
    /// shrinks (a card scaled down during a pull-to-dismiss), rather than cropping it.
    @Test func aResizableSnapshotStretchesWhatItShows() throws {
        let (window, root) = WhiteScene.make()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.backgroundColor = .systemRed
        card.backgroundColor = .systemBlue
        card.addSubview(left)
        root.addSubview(card)
        let snapshot = try #require(card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.bounds.size == card.bounds.size)
        card.removeFromSuperview()
        snapshot.frame = CGRect(x: 0, y: 200, width: 100, height: 50)
        root.addSubview(snapshot)
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[25 * scale, 225 * scale] == PremultipliedPixel(uikitColor: .systemRed))
        #expect(bitmap[75 * scale, 225 * scale] == PremultipliedPixel(uikitColor: .systemBlue), "the right half, squeezed in")
    }
}
