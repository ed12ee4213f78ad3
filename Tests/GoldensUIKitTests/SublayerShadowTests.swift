import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A clear view with a shadow and no shadow path casts the shadow of what its subviews fill, as
/// Core Animation shadows a layer's composited content (Apple's presentation sample wraps its
/// rounded panel this way).
@MainActor
@Suite struct SublayerShadowTests {
    @Test func aClearWrapperShadowsItsRoundedClippedPanel() throws {
        let (window, root) = WhiteScene.make()
        let wrapper = UIView(frame: CGRect(x: 45, y: 300, width: 300, height: 300))
        wrapper.layer.shadowOpacity = 0.5
        wrapper.layer.shadowRadius = 8
        wrapper.layer.shadowOffset = CGSize(width: 0, height: -6)
        let rounded = UIView(frame: wrapper.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: -16, right: 0)))
        rounded.layer.cornerRadius = 16
        rounded.layer.masksToBounds = true
        let panel = UIView(frame: rounded.bounds)
        panel.backgroundColor = .white
        rounded.addSubview(panel)
        wrapper.addSubview(rounded)
        root.addSubview(wrapper)

        let (frame, scale) = try WhiteScene.render(window)
        func gray(_ x: Double, _ y: Double) -> Int { Int(frame[Int(x * Double(scale)), Int(y * Double(scale))].r) }
        #expect(gray(195, 296) < 240, "shadow just above the panel's top edge")
        #expect(gray(195, 250) == 255, "nothing far above it")
        #expect(gray(195, 400) == 255, "the panel itself stays white")
        // The rounded corner casts a rounded shadow: right above the corner's tip there is less.
        #expect(gray(47, 296) > gray(195, 296))
    }

    @Test func aShadowPathOrBackgroundStillDecides() throws {
        let (window, root) = WhiteScene.make()
        let wrapper = UIView(frame: CGRect(x: 45, y: 300, width: 300, height: 300))
        wrapper.layer.shadowOpacity = 0.5
        wrapper.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        let panel = UIView(frame: wrapper.bounds)
        panel.backgroundColor = .white
        wrapper.addSubview(panel)
        root.addSubview(wrapper)
        let (frame, scale) = try WhiteScene.render(window)
        #expect(frame[195 * scale, 296 * scale].r == 255, "the shadow path, not the panel, casts")
    }
}
