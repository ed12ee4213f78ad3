import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene
import GoldensTesting
@testable import GoldensUIKit
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

    /// A tap on an action's button dismisses the alert with its fade, and the handler runs once
    /// the alert is gone.
    @Test func aTapOnAnActionDismissesTheAlertThenRunsItsHandler() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        var handled: [(String, Bool)] = []
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel))
        alert.addAction(UIAlertAction(title: "Leave", style: .default) { action in
            handled.append((action.title ?? "", root.presentedViewController == nil))
        })
        _ = try TransitionSampler(window: window).record(.present(alert, from: root), at: .progress([0.5]))
        let box = try #require(alert.groups.first)
        // Two actions side by side at the box's bottom: "Leave" is the right half.
        let leave = box.convert(CGPoint(x: box.bounds.width * 0.75, y: box.bounds.height - 22), to: nil)
        let frames = try TransitionSampler(window: window).record(.touch(.tap(at: leave), in: window, phase: "leave"),
                                                                  at: .seconds([0.15]))
        #expect(frames.count > 1)
        #expect(handled.count == 1 && handled.first?.0 == "Leave" && handled.first?.1 == true, "after the dismissal: \(handled)")
    }

    /// An action sheet's cancel action sits in a group of its own under the others, on the safe
    /// area's bottom, and the groups slide up from below the screen as the dimming fades in.
    @Test func anActionSheetSlidesUpWithItsCancelApart() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        var midway: (main: CGFloat, dimming: Float)?
        _ = try TransitionSampler(window: window).record(.present(sheet, from: root), at: .progress([0.5]))
        let groups = sheet.groups
        #expect(groups.count == 2)
        let main = groups[0].frame, cancel = groups[1].frame
        #expect(cancel.maxY == 844 - 34 && cancel.height == 57, "on the safe area's bottom: \(cancel)")
        #expect(main.maxY == cancel.minY - 8 && main.height == 2 * 57, "two actions above it: \(main)")
        #expect(abs(main.width - 374) < 0.01, "\(main.width)")
        sheet.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0.125)
        midway = (groups[0].layer.presentation()?.frame.minY ?? 0, sheet.dimmingView.layer.presentation()?.opacity ?? 0)
        #expect((midway?.main ?? 0) > main.minY && (midway?.main ?? 0) < 844, "on its way down: \(String(describing: midway))")
        #expect((midway?.dimming ?? 0) > 0 && (midway?.dimming ?? 1) < 1)
        try window.windowNode.clock.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
    }

    /// What is behind an alert greys while it shows: the navigation bar's buttons and the
    /// screen's tinted controls; the alert's own buttons keep the tint, and everything gets its
    /// colour back as the alert leaves.
    @Test func anAlertGreysTheTintBehindItUntilItIsDismissed() throws {
        let screen = UIViewController()
        let share = UIButton(type: .system)
        screen.view.addSubview(share)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(share.tintColor == .systemBlue)
        let alert = UIAlertController(title: "Share?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        screen.present(alert, animated: true)
        try window.windowNode.clock.advance(by: 0.5)
        #expect(share.tintAdjustmentMode == .dimmed && share.tintColor == UIColor.systemBlue.dimmedTint)
        #expect(navigation.navigationBar.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal && alert.view.tintColor == .systemBlue)
        alert.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0.5)
        #expect(share.tintAdjustmentMode == .normal && share.tintColor == .systemBlue)
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
