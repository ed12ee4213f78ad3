import Foundation
import GoldensScene
import GoldensUIKit
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
}
