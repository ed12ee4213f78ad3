import GoldensUIKit
import Testing

/// Objective-C-era key-value observing (Transitions/FrameFollowingMenu.swift, through the
/// GoldensSelectors plugin): the observer hears each change with its context, until removed.
@MainActor
struct FrameFollowingMenuTests {
    @Test func theObserverHearsEachChangeUntilRemoved() {
        let menu = UIView(frame: CGRect(x: -300, y: 0, width: 300, height: 844))
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 844))
        let animator = FrameFollowingMenuAnimator(menu: menu, list: list)

        menu.frame.origin.x = -150
        menu.frame.origin.x = -150          // no change, no call
        list.contentOffset = CGPoint(x: 0, y: 40)
        menu.center.x = 150                 // frame follows the center
        animator.stop()
        menu.frame.origin.x = 0
        list.contentOffset = .zero

        #expect(animator.frames.map(\.minX) == [-300, -150, 0])
        #expect(animator.offsets == [40])
    }
}
