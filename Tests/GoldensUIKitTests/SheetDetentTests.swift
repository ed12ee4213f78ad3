import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A sheet rests at its selected detent, else at its smallest (UIKit's documented default); it
/// leaves the screen behind undimmed at or below `largestUndimmedDetentIdentifier`; it slides in
/// from the container's bottom edge and back down to it, so a half-height sheet travels half as far.
@MainActor
@Suite struct SheetDetentTests {
    private func present(_ configure: (UISheetPresentationController) -> Void) throws -> (UIWindow, UIViewController, UIViewController) {
        let front = ColoredController(.red), sheet = ColoredController(.blue)
        let window = UIWindow(rootViewController: front)
        window.makeKeyAndVisible()
        if let controller = sheet.sheetPresentationController { configure(controller) }
        front.present(sheet, animated: true)
        try window.windowNode.clock.advance(by: 1)
        return (window, front, sheet)
    }

    private func dimming(of sheet: UIViewController) -> UIView? {
        sheet.view.superview?.subviews.first { $0.accessibilityIdentifier == "sheet dimming" }
    }

    @Test func withoutASelectionTheSheetRestsAtItsSmallestDetent() throws {
        let (_, _, sheet) = try present { $0.detents = [.large(), .medium()] }
        #expect(sheet.view.frame.minY == 422)
    }

    @Test func aSheetAtItsLargestUndimmedDetentLeavesTheScreenBehindUndimmed() throws {
        let (_, _, medium) = try present {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        #expect(dimming(of: medium)?.alpha == 0)
        let (_, _, large) = try present {
            $0.detents = [.medium(), .large()]
            $0.selectedDetentIdentifier = .large
            $0.largestUndimmedDetentIdentifier = .medium
        }
        #expect(dimming(of: large)?.alpha == 1)
    }

    @Test func aHalfHeightSheetLeavesByItsOwnHeight() throws {
        let (window, front, sheet) = try present { $0.detents = [.medium()] }
        front.dismiss(animated: true)
        // 0.1 s into the system spring: travelling the container's height, it would be gone.
        try window.windowNode.clock.advance(by: 0.1)
        let top = (sheet.view.layer.presentation() ?? sheet.view.layer).frame.minY
        #expect(top > 422 && top < 844, "still on its way down: \(top)")
        try window.windowNode.clock.advance(by: 1)
        #expect(front.presentedViewController == nil)
    }

    /// A navigation controller's bar is 56 pt tall in a system sheet (iOS 13 and later), 44 pt
    /// elsewhere; the screens under it start below it.
    @Test func aNavigationBarInASheetIsFiftySixPointsTall() throws {
        let front = ColoredController(.red)
        let window = UIWindow(rootViewController: front)
        window.makeKeyAndVisible()
        let screen = UIViewController()
        screen.title = "Sheet"
        let navigation = UINavigationController(rootViewController: screen)
        front.present(navigation, animated: true)
        try window.windowNode.clock.advance(by: 1)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(screen.view.safeAreaInsets.top == 56)
        navigation.dismiss(animated: false)
        try window.windowNode.clock.advance(by: 1)

        let cover = UINavigationController(rootViewController: UIViewController())
        cover.modalPresentationStyle = .fullScreen
        front.present(cover, animated: false)
        try window.windowNode.clock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(cover.navigationBar.frame.height == 44)
    }

    /// A sheet leaving keeps the safe area it had on the screen: a button pinned above the home
    /// indicator rides down with the sheet instead of dropping by the indicator's height.
    @Test func aLeavingSheetKeepsItsBottomSafeArea() throws {
        let front = ColoredController(.red)
        let window = UIWindow(rootViewController: front)
        window.makeKeyAndVisible()
        let sheet = ColoredController(.blue)
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        sheet.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: sheet.view.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: sheet.view.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: sheet.view.safeAreaLayoutGuide.bottomAnchor),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        front.present(sheet, animated: true)
        try window.windowNode.clock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(sheet.view.safeAreaInsets.bottom == 34)
        let resting = button.frame
        sheet.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0.05)
        window.layoutIfNeeded()
        #expect(sheet.view.safeAreaInsets.bottom == 34)
        #expect(button.frame == resting)
    }

    /// Selecting another detent inside `animateChanges` glides the sheet there; the screen
    /// behind shrinks into a card at the large detent and comes back below it.
    @Test func selectingADetentInAnimateChangesMovesTheSheet() throws {
        let (window, front, sheet) = try present { $0.detents = [.medium(), .large()] }
        let controller = try #require(sheet.sheetPresentationController)
        #expect(sheet.view.frame.minY == 422)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        #expect(sheet.view.frame.minY == 57, "the model value is the new detent at once")
        try window.windowNode.clock.advance(by: 0.25)
        let passing = (sheet.view.layer.presentation() ?? sheet.view.layer).frame.minY
        #expect(passing > 57 && passing < 422, "on its way up: \(passing)")
        try window.windowNode.clock.advance(by: 1)
        #expect(!front.view.transform.isIdentity, "the screen behind is a card")
        // Without an animation the sheet moves at once, and the screen behind comes back.
        controller.selectedDetentIdentifier = .medium
        #expect(sheet.view.frame.minY == 422)
        #expect((sheet.view.layer.presentation() ?? sheet.view.layer).frame.minY == 422)
        #expect(front.view.transform.isIdentity)
    }

    /// `prefersGrabberVisible` draws a grey capsule centred 5 pt below the sheet's top, above
    /// the sheet's own subviews.
    @Test func theGrabberIsDrawnAtTheTopOfTheSheet() throws {
        let (window, _, sheet) = try present {
            $0.detents = [.medium()]
            $0.prefersGrabberVisible = true
        }
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cover.backgroundColor = .white
        sheet.view.addSubview(cover)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        // The capsule's middle (195, 422 + 7.5) is grey; 10 pt under it is the white cover.
        let grabber = bitmap[195 * scale, Int((429.5) * Double(scale))]
        let below = bitmap[195 * scale, Int((440.0) * Double(scale))]
        #expect(grabber.r == grabber.g && grabber.r < 230 && grabber.r > 150, "\(grabber)")
        #expect(below == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        sheet.sheetPresentationController?.prefersGrabberVisible = false
        let (hidden, _) = try WhiteScene.render(window)
        #expect(hidden[195 * scale, Int((429.5) * Double(scale))] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // Once the sheet has left, its handle and drag are off the controller's view.
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        let layers = sheet.view.layer.sublayers?.count ?? 0
        sheet.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 1)
        #expect((sheet.view.layer.sublayers?.count ?? 0) == layers - 1)
        #expect(sheet.view.gestureRecognizers?.isEmpty ?? true)
    }

    /// A full-screen controller presented from a sheet leaves over the sheet in its card, with
    /// the card behind it, not over the sheet stretched to the window.
    @Test func aFullScreenControllerLeavesOverTheSheetInItsCard() throws {
        let (window, front, sheet) = try present { $0.detents = [.large()] }
        let card = sheet.view.frame
        #expect(card.minY == 57)
        let cover = ColoredController(.green)
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: true)
        try window.windowNode.clock.advance(by: 1)
        #expect(sheet.view.window == nil, "a full-screen presentation removes the sheet")
        cover.dismiss(animated: true)
        try window.windowNode.clock.advance(by: 0.1)
        #expect(sheet.view.window != nil)
        #expect(sheet.view.convert(sheet.view.bounds, to: nil) == card)
        #expect(!front.view.transform.isIdentity, "the card behind stays shrunk")
        try window.windowNode.clock.advance(by: 1)
        #expect(sheet.presentedViewController == nil)
        #expect(sheet.view.frame == card)
    }

    /// The screen behind a sheet that grows to the large detent (a navigation controller, as
    /// apps present from) shrinks into a card over black that shows above the sheet.
    @Test func aSheetGrowingToTheLargeDetentShowsTheCardBehindIt() throws {
        let main = ColoredController(.systemGray5)
        let navigation = UINavigationController(rootViewController: main)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let sheet = UINavigationController(rootViewController: ColoredController(.white))
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        main.present(sheet, animated: true)
        try window.windowNode.clock.advance(by: 1)
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        try window.windowNode.clock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        let (bitmap, scale) = try WhiteScene.render(window)
        // Between the card's top (the safe area, 47) and the sheet's (57): the grey card, dimmed.
        let card = bitmap[195 * scale, 52 * scale]
        #expect(card.r > 150, "the card behind: \(card)")
        // Above the card: black.
        let top = bitmap[195 * scale, 20 * scale]
        #expect(top.r < 20 && top.g < 20 && top.b < 20, "\(top)")
        // The sheet reaches the bottom.
        let bottom = bitmap[195 * scale, 840 * scale]
        #expect(bottom.r > 240, "\(bottom)")
    }
}
