import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A `.popover` controller on an iPhone: a sheet, unless the popover's delegate answers `.none`
/// for the adaptive style; then a bubble whose arrow points at the source, over the presenting
/// screen, which stays undimmed.
@MainActor
@Suite struct PopoverTests {
    final class KeepsPopovers: NSObject, UIPopoverPresentationControllerDelegate {
        var prepared = 0
        var dismissals = 0
        var allowsDismissal = true
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle { .none }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            allowsDismissal
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            dismissals += 1
        }
    }

    private func screen(buttonAt frame: CGRect) -> (UIWindow, UIViewController, UIView) {
        let menu = UIViewController()
        menu.view.backgroundColor = .systemGreen
        let window = UIWindow(rootViewController: menu)
        window.makeKeyAndVisible()
        let button = UIView(frame: frame)
        menu.view.addSubview(button)
        return (window, menu, button)
    }

    private func options(from source: UIView, delegate: UIPopoverPresentationControllerDelegate?) -> UIViewController {
        let options = UIViewController()
        options.view.backgroundColor = .white
        options.modalPresentationStyle = .popover
        options.preferredContentSize = CGSize(width: 220, height: 180)
        #expect(options.popoverPresentationController != nil, "made before the presentation")
        options.popoverPresentationController?.sourceView = source
        options.popoverPresentationController?.delegate = delegate
        return options
    }

    @Test func aPopoverKeptByItsDelegatePointsAtItsSourceOverTheScreen() throws {
        let (window, menu, button) = screen(buttonAt: CGRect(x: 250, y: 120, width: 100, height: 44))
        let keeper = KeepsPopovers()
        let options = options(from: button, delegate: keeper)
        let frames = try TransitionSampler(window: window).record(.present(options, from: menu), at: .progress([0.5]))
        #expect(!frames.isEmpty && keeper.prepared == 1)
        let popover = try #require(options.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        // Below the button by the arrow's 13 pt, centred on it as far as the 10 pt margin allows.
        #expect(options.view.frame == CGRect(x: 390 - 10 - 220, y: 164 + 13, width: 220, height: 180))
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[200 * scale, 250 * scale] == PremultipliedPixel(uikitColor: .white), "inside the bubble")
        #expect(bitmap[300 * scale, 170 * scale] == PremultipliedPixel(uikitColor: .white), "the arrow under the button's middle")
        #expect(bitmap[40 * scale, 600 * scale] == PremultipliedPixel(uikitColor: .systemGreen), "the screen stays, undimmed")
    }

    /// A tap outside the bubble dismisses the popover and tells the delegate, unless the
    /// delegate refuses; a tap inside leaves it.
    @Test func aTapOutsideTheBubbleDismissesThePopover() throws {
        let (window, menu, button) = screen(buttonAt: CGRect(x: 250, y: 120, width: 100, height: 44))
        let keeper = KeepsPopovers()
        let options = options(from: button, delegate: keeper)
        _ = try TransitionSampler(window: window).record(.present(options, from: menu), at: .progress([0.5]))
        window.perform(.tap(at: CGPoint(x: 260, y: 250)))
        try window.windowNode.clock.advance(by: 1)
        #expect(menu.presentedViewController === options, "a tap inside the bubble keeps it")
        keeper.allowsDismissal = false
        window.perform(.tap(at: CGPoint(x: 60, y: 600)))
        try window.windowNode.clock.advance(by: 1)
        #expect(menu.presentedViewController === options, "the delegate kept it")
        keeper.allowsDismissal = true
        window.perform(.tap(at: CGPoint(x: 60, y: 600)))
        try window.windowNode.clock.advance(by: 1)
        #expect(menu.presentedViewController == nil)
        #expect(keeper.dismissals == 1)
    }

    @Test func aSourceNearTheBottomGetsThePopoverAboveIt() throws {
        let (window, menu, button) = screen(buttonAt: CGRect(x: 20, y: 700, width: 100, height: 44))
        let keeper = KeepsPopovers()  // held here: the popover holds its delegate weakly
        let options = options(from: button, delegate: keeper)
        _ = try TransitionSampler(window: window).record(.present(options, from: menu), at: .progress([0.5]))
        #expect(options.popoverPresentationController?.arrowDirection == .down)
        #expect(options.view.frame == CGRect(x: 10, y: 700 - 13 - 180, width: 220, height: 180))
        withExtendedLifetime(keeper) {}
    }

    @Test func withoutTheDelegatesWordAPopoverIsASheet() throws {
        let (window, menu, button) = screen(buttonAt: CGRect(x: 250, y: 120, width: 100, height: 44))
        let options = options(from: button, delegate: nil)
        _ = try TransitionSampler(window: window).record(.present(options, from: menu), at: .progress([0.5]))
        #expect(options.presentationController is UISheetPresentationController)
        #expect(options.view.frame.width == 390)
    }
}
