import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Alerts as UIKit code builds and presents them.
@MainActor
@Suite struct AlertControllerTests {
    @Test func anAlertIsACentredBoxOverADimmedScreenAndItsActionsRun() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = UIWindow(rootViewController: root)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete the card?", message: "It cannot be restored.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in chosen.append(action.title ?? "") })
        #expect(alert.modalPresentationStyle == .overFullScreen)
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(alert, from: root), at: .progress([]), includeStart: false, includeEnd: false)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_ALERT"] { try PNGEncoder.write(bitmap, to: path) }
        // The box is 270 points wide, centred: its edge at x = 60 is light, the dimmed screen
        // left of it darker than white.
        let dimmed = bitmap[30 * scale, 420 * scale], box = bitmap[70 * scale, 420 * scale]
        #expect(dimmed.r < 235 && dimmed.r > 180, "dimmed: \(dimmed)")
        #expect(box.r > 240, "box: \(box)")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        alert.performAction(at: 1)
        #expect(chosen == ["Delete"])
        #expect(root.presentedViewController == nil)
    }

    @Test func aStepperKeepsItsValueWithinItsBounds() {
        let stepper = UIStepper()
        stepper.maximumValue = 5
        stepper.value = 9
        #expect(stepper.value == 5)
        stepper.value = -1
        #expect(stepper.value == 0)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }
}
