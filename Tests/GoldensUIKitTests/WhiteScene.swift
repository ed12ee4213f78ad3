import GoldensScene
@testable import GoldensUIKit

/// A window whose root view is white and 390 pt wide, and its frame rendered: the stage of the
/// layer and animation tests.
@MainActor
enum WhiteScene {
    static func make() -> (UIWindow, UIView) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        return (window, root.view)
    }

    /// The window's frame as it shows now, and its pixels per point.
    static func render(_ window: UIWindow) throws -> (Bitmap, Int) {
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        return (bitmap, bitmap.width / 390)
    }
}
