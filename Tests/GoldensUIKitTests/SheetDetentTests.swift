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
}
