import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Image views show the image they were made with, at its size, and the one set later.
@MainActor
@Suite struct UIImageViewTests {
    /// The herb fixture's pictures.
    private static let images = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Images").path

    @Test func initWithImageDrawsItAtItsSize() throws {
        UIImage.addSearchDirectory(Self.images)
        let image = try #require(UIImage(named: "mint"))
        let imageView = UIImageView(image: image)
        #expect(imageView.image === image)
        #expect(imageView.frame.size == image.size)
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.addSubview(imageView)
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: CGSize(width: 390, height: 844)), at: .progress([]),
                                                                  includeStart: true, includeEnd: false, settle: false)
        let frame = try #require(frames.first)
        // The picture's middle is not the window's white.
        let pixel = frame.bitmap[Int(image.size.width), Int(image.size.height)]
        #expect(!(pixel.r == 255 && pixel.g == 255 && pixel.b == 255))

        imageView.image = nil
        #expect(imageView.image == nil)
    }

    /// A 10 pt square of one colour.
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// The colour the window shows at the image view's middle.
    private func shown(_ window: UIWindow) throws -> PremultipliedPixel {
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        let scale = bitmap.width / 390
        return bitmap[25 * scale, 25 * scale]
    }

    @Test func aSequenceOfImagesRunsOnTheVirtualClockThenTheImageComesBack() throws {
        let (window, root) = WhiteSceneForImages.make()
        let imageView = UIImageView(image: swatch(.black))
        imageView.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSubview(imageView)
        imageView.animationImages = [swatch(.red), swatch(.green), swatch(.blue)]
        imageView.animationDuration = 0.3
        imageView.animationRepeatCount = 1
        let clock = window.windowNode.clock
        let start = clock.now
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        #expect(try shown(window).r == 255)
        try clock.advance(to: start + 0.15)
        #expect(try shown(window).g > 0 && shown(window).r == 0)
        try clock.advance(to: start + 0.25)
        #expect(try shown(window).b == 255)
        try clock.advance(to: start + 0.35)
        #expect(!imageView.isAnimating)
        #expect(try shown(window) == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), "the image again after the one cycle")

        imageView.animationRepeatCount = 0
        imageView.startAnimating()
        try clock.advance(to: start + 10.05)
        #expect(imageView.isAnimating, "no count: until stopped")
        imageView.stopAnimating()
        #expect(try shown(window) == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func aDurationThatIsNoTimeRunsAtTheDefaultRate() throws {
        let (window, root) = WhiteSceneForImages.make()
        let imageView = UIImageView(image: swatch(.black))
        imageView.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSubview(imageView)
        imageView.animationImages = [swatch(.red), swatch(.green)]
        imageView.animationDuration = .nan
        imageView.animationRepeatCount = 1
        let clock = window.windowNode.clock
        let start = clock.now
        imageView.startAnimating()
        try clock.advance(to: start + 0.05)
        #expect(try shown(window).g > 0, "a thirtieth of a second per image")
        try clock.advance(to: start + 0.1)
        #expect(!imageView.isAnimating)
    }

    @Test func aHighlightedImageViewShowsItsHighlightedImage() throws {
        let (window, root) = WhiteSceneForImages.make()
        let imageView = UIImageView(image: swatch(.black), highlightedImage: swatch(.red))
        imageView.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
        root.addSubview(imageView)
        #expect(try shown(window).r == 0)
        imageView.isHighlighted = true
        #expect(try shown(window).r == 255)
        imageView.isHighlighted = false
        #expect(try shown(window).r == 0)
    }
}

/// A window with a white root view (GoldensUIKit's public API only).
@MainActor
enum WhiteSceneForImages {
    static func make() -> (UIWindow, UIView) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        return (window, root.view)
    }
}
