import GoldensRaster
@testable import GoldensUIKit
import Testing

/// `dismiss(animated:)` called lower in a stack of presentations dismisses the controller that one
/// presented and every one above it; only the top-most leaves with an animation (UIKit's
/// `dismiss(animated:completion:)` documentation).
@MainActor
@Suite struct PresentationStackTests {
    static func screen(_ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        return controller
    }

    static func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    /// A red root presenting green, which presents blue, each in `style`.
    static func stack(_ style: UIModalPresentationStyle) throws -> (UIWindow, [UIViewController]) {
        let root = screen(.red), middle = screen(.green), top = screen(.blue)
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        middle.modalPresentationStyle = style
        top.modalPresentationStyle = style
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        try advance(window, by: 0.1)
        return (window, [root, middle, top])
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet])
    func dismissingFromTheRootTakesTheWholeStackAway(style: UIModalPresentationStyle) throws {
        let (window, controllers) = try Self.stack(style)
        let (root, middle, top) = (controllers[0], controllers[1], controllers[2])
        var completed = false
        root.dismiss(animated: true) { completed = true }
        // Halfway: the top-most screen slides down over the root; the middle one is gone already.
        try Self.advance(window, by: 0.25)
        let (bitmap, scale) = try WhiteScene.render(window)
        var green = 0
        for y in stride(from: 0, to: bitmap.height, by: 10) {
            for x in stride(from: 0, to: bitmap.width, by: 10) where bitmap[x, y].g > 200 && bitmap[x, y].r < 60 { green += 1 }
        }
        #expect(green == 0, "the middle screen shows during the dismissal (\(green) samples)")
        let nearBottom = bitmap[195 * scale, 830 * scale]
        #expect(nearBottom.b > 200 && nearBottom.r < 60, "the top screen is still leaving: \(nearBottom)")
        try Self.advance(window, by: 1)
        #expect(completed)
        #expect(root.presentedViewController == nil)
        #expect(middle.presentingViewController == nil && middle.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(root.view.window === window)
        let (settled, _) = try WhiteScene.render(window)
        let centre = settled[settled.width / 2, settled.height / 2]
        #expect(centre.r > 200 && centre.g < 60, "the root shows again: \(centre)")
    }

    @Test func dismissingTheMiddleKeepsTheRootsPresentationOfIt() throws {
        let (window, controllers) = try Self.stack(.fullScreen)
        let (root, middle, top) = (controllers[0], controllers[1], controllers[2])
        middle.dismiss(animated: true)
        try Self.advance(window, by: 1)
        #expect(root.presentedViewController === middle)
        #expect(middle.presentedViewController == nil)
        #expect(top.presentingViewController == nil)
        #expect(middle.view.window === window)
    }

    /// The screen behind the bottom sheet, shrunk into a card, grows back as the top-most sheet
    /// leaves, not once it has gone.
    @Test func theScreenBehindASheetStackGrowsBackWithTheTopMostSheet() throws {
        let (window, controllers) = try Self.stack(.pageSheet)
        let root = controllers[0]
        let shrunk = root.view.transform.a
        #expect(shrunk < 1, "a large sheet shrinks the screen behind it")
        root.dismiss(animated: true)
        try Self.advance(window, by: 0.2)
        let midway = try #require(root.view.layer.presentation()).transform.m11
        #expect(midway > shrunk + 0.001 && midway < 0.999, "growing back: \(shrunk) -> \(midway)")
        try Self.advance(window, by: 1)
        #expect(root.view.transform == .identity)
        #expect(root.view.layer.cornerRadius == 0)
    }
}
