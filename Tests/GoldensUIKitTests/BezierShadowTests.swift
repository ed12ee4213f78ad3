import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `UIBezierPath` builds real paths, and `layer.shadowPath` draws the shadow they outline.
@MainActor
@Suite struct BezierShadowTests {
    @Test func bezierPathsHaveTheirShapesBounds() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(UIBezierPath(rect: rect).cgPath.boundingBox == rect)
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 12).bounds == rect)
        #expect(UIBezierPath(ovalIn: rect).bounds == rect)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        #expect(top.bounds == rect)
        let built = UIBezierPath()
        built.move(to: CGPoint(x: 0, y: 0))
        built.addLine(to: CGPoint(x: 50, y: 0))
        built.addArc(withCenter: CGPoint(x: 50, y: 25), radius: 25, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
        built.close()
        #expect(abs(built.bounds.maxX - 75) < 1e-9 && abs(built.bounds.maxY - 50) < 1e-9)
        #expect(UIBezierPath(cgPath: built.cgPath).cgPath.boundingBox == built.bounds)
        #expect(UIBezierPath().isEmpty && UIBezierPath().cgPath.boundingBox.isNull)
    }

    /// A clear view with a shadow path casts the path's shadow; without a background colour
    /// and without a path it casts none, as Core Animation has nothing to shade.
    @Test func aShadowPathCastsItsOwnShape() throws {
        func render(shadowPath: UIBezierPath?) throws -> Bitmap {
            let root = UIViewController()
            let window = UIWindow(rootViewController: root)
            root.view.backgroundColor = .white
            let card = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = .zero
            card.layer.shadowPath = shadowPath?.cgPath
            root.view.addSubview(card)
            return try SceneRenderer().frame(of: window.windowNode).render()
        }
        let none = try render(shadowPath: nil)
        let right = try render(shadowPath: UIBezierPath(rect: CGRect(x: 60, y: 0, width: 40, height: 100)))
        let scale = none.width / 390
        let leftHalf = (75 * scale, 150 * scale), rightHalf = (130 * scale, 150 * scale)
        #expect(none[leftHalf.0, leftHalf.1].r == 255 && none[rightHalf.0, rightHalf.1].r == 255)
        #expect(right[rightHalf.0, rightHalf.1].r < 40, "inside the path: full shadow")
        #expect(right[leftHalf.0, leftHalf.1].r == 255, "outside the path: none")
    }

    /// A snapshot of a screen is an opaque image: the shadow a slide-out menu puts on it falls
    /// around the snapshot, though the view has no background colour; an image view showing a
    /// translucent image casts none here (its alpha would shape it).
    @Test func aSnapshotCastsTheShadowOfItsOpaqueImage() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        screen.backgroundColor = .systemGreen
        let snapshot = try #require(screen.snapshotView(afterScreenUpdates: true))
        snapshot.frame.origin = CGPoint(x: 100, y: 100)
        snapshot.layer.shadowOpacity = 0.7
        root.view.addSubview(snapshot)
        let clearImage = UIImageView(image: UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in })
        clearImage.frame.origin = CGPoint(x: 20, y: 500)
        clearImage.layer.shadowOpacity = 1
        root.view.addSubview(clearImage)
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        let scale = bitmap.width / 390
        // UIKit's default shadow: black, radius 3, offset (0, -3); just left of the snapshot's
        // left edge it is darker than the white screen.
        #expect(bitmap[99 * scale, 200 * scale].r < 240)
        #expect(bitmap[80 * scale, 200 * scale].r == 255, "well away from the edge: none")
        #expect(bitmap[19 * scale, 520 * scale].r == 255, "a clear image casts no shadow")
    }
}
