import Foundation
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// Animators that work in layers: a snapshot view's layer taken out of its view and put under a
/// layer of the animator's own, the snapshot view itself let go.
@MainActor @Suite struct SnapshotLayerTests {
    @Test func aSnapshotsLayerUnderAPlainLayerShowsThePicture() throws {
        let (window, root) = WhiteScene.make()
        let square = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 100))
        square.backgroundColor = .red
        root.addSubview(square)
        window.layoutIfNeeded()
        let holder = CALayer()
        holder.frame = CGRect(x: 200, y: 0, width: 390, height: 844)
        do {
            let picture = try #require(root.snapshotView(afterScreenUpdates: false)?.layer)
            holder.addSublayer(picture)
        }
        window.layer.addSublayer(holder)
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[(240 + 50) * scale, 350 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255),
                "the square in the picture, 200 pt to the right")
    }
}
