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
