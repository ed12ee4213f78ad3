import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// The modal transition styles UIKit draws itself: a horizontal flip turns the whole screen
/// over to the new one (and back on dismissal), over black; a partial curl over a screen that
/// is not full screen (a page sheet, the default) is refused, as UIKit raises.
@MainActor
@Suite struct ModalTransitionStyleTests {
    /// How many pixels of the frame are mostly red, blue and black.
    private func census(_ window: UIWindow) throws -> (red: Int, blue: Int, black: Int) {
        let (bitmap, _) = try WhiteScene.render(window)
        var red = 0, blue = 0, black = 0
        for y in stride(from: 0, to: bitmap.height, by: 3) {
            for x in stride(from: 0, to: bitmap.width, by: 3) {
                let p = bitmap[x, y]
                if p.r > 200, p.g < 60, p.b < 60 { red += 1 }
                if p.b > 200, p.r < 60, p.g < 60 { blue += 1 }
                if p.r < 30, p.g < 30, p.b < 30 { black += 1 }
            }
        }
        return (red, blue, black)
    }

    @Test func aHorizontalFlipTurnsTheScreenOverAndBack() throws {
        let front = ColoredController(.red), back = ColoredController(.blue)
        let window = UIWindow(rootViewController: front)
        window.makeKeyAndVisible()
        back.modalPresentationStyle = .fullScreen
        back.modalTransitionStyle = .flipHorizontal
        let clock = window.windowNode.clock
        front.present(back, animated: true)
        try clock.advance(by: 0.15)
        let early = try census(window)
        #expect(early.red > 0 && early.blue == 0 && early.black > 0, "the old screen turning away over black: \(early)")
        try clock.advance(by: 0.45)
        let late = try census(window)
        #expect(late.blue > 0 && late.red == 0, "the new screen turning in: \(late)")
        try clock.advance(by: 1)
        #expect(front.presentedViewController === back)
        #expect(try census(window).black == 0)

        front.dismiss(animated: true)
        try clock.advance(by: 0.15)
        let leaving = try census(window)
        #expect(leaving.blue > 0 && leaving.red == 0 && leaving.black > 0)
        try clock.advance(by: 1)
        #expect(front.presentedViewController == nil && !front.view.isHidden && front.view.window === window)
        #expect(try census(window).red > 0)
    }

    @Test func aPartialCurlOverAPageSheetIsRefusedAsUIKitRaises() {
        let front = ColoredController(.red), back = ColoredController(.blue)
        let window = UIWindow(rootViewController: front)
        back.modalTransitionStyle = .partialCurl
        #expect {
            _ = try TransitionSampler(window: window).record(.present(back, from: front), at: .progress([0.5]))
        } throws: { error in
            "\(error)".contains("UIModalTransitionStylePartialCurl to or from non-fullscreen view controller")
        }
        #expect(front.presentedViewController == nil)
    }
}

/// Swapping a window's root controller after a login, then `UIView.transition(with: window, …)`:
/// the old screen leaves as the last picture the window drew, dissolving or turning over.
@MainActor
@Suite struct WindowRootTransitionTests {
    private func centre(_ window: UIWindow) throws -> PremultipliedPixel {
        let (bitmap, scale) = try WhiteScene.render(window)
        return bitmap[195 * scale, 422 * scale]
    }

    @Test func aCrossDissolveOfTheWindowFadesFromTheOldRoot() throws {
        let window = UIWindow(rootViewController: ColoredController(.red))
        window.makeKeyAndVisible()
        window.rootViewController = ColoredController(.blue)
        var finished = false
        UIView.transition(with: window, duration: 0.5, options: .transitionCrossDissolve, animations: nil) { finished = $0 }
        try window.windowNode.clock.advance(by: 0.25)
        let middle = try centre(window)
        #expect(middle.r > 60 && middle.r < 200 && middle.b > 60 && middle.b < 200, "half red, half blue: \(middle)")
        try window.windowNode.clock.advance(by: 0.5)
        #expect(finished)
        #expect(try centre(window).b == 255)
        #expect(window.subviews.count == 1, "the old picture is gone")
    }

    @Test func aFlipOfTheWindowTurnsTheOldRootOver() throws {
        let window = UIWindow(rootViewController: ColoredController(.red))
        window.makeKeyAndVisible()
        window.rootViewController = ColoredController(.blue)
        UIView.transition(with: window, duration: 0.5, options: .transitionFlipFromLeft, animations: nil)
        try window.windowNode.clock.advance(by: 0.1)
        #expect(try centre(window).r == 255, "the old screen still turning away")
        try window.windowNode.clock.advance(by: 0.3)
        #expect(try centre(window).b == 255, "the new one turning in")
        try window.windowNode.clock.advance(by: 0.5)
        #expect(window.subviews.count == 1)
    }
}
