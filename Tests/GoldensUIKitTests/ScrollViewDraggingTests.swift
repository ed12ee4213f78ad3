import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A finger scrolls a scroll view as on a device: the content follows it once the pan begins,
/// stretches past an edge by the rubber band, decelerates after a fling and bounces back from
/// an edge, with the delegate told each step UIKit tells. Interactive dismissals that start
/// from a scroll view pulled down at its top rely on it.
@MainActor
@Suite struct ScrollViewDraggingTests {
    final class Listener: NSObject, UIScrollViewDelegate {
        var heard: [String] = []
        var offsets: [CGFloat] = []
        var trackingWhilePulledDown = false
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { heard.append("willBeginDragging") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            offsets.append(scrollView.contentOffset.y)
            if scrollView.isTracking, scrollView.contentOffset.y < 0 { trackingWhilePulledDown = true }
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            heard.append("willEndDragging")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            heard.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { heard.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { heard.append("didEndDecelerating") }
    }

    /// A 2000 pt tall page in a scroll view filling a window with no safe area.
    private func page() -> (UIWindow, UIScrollView, Listener) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let listener = Listener()
        scroll.delegate = listener
        root.view.addSubview(scroll)
        window.layoutIfNeeded()
        return (window, scroll, listener)
    }

    private func advance(_ window: UIWindow, by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    /// The content follows the finger from where the pan began (10 pt of travel), and a finger
    /// that stops before lifting leaves it there.
    @Test func theContentFollowsTheFinger() throws {
        let (window, scroll, listener) = page()
        window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3, holding: 0.2))
        try advance(window, by: 0.3)
        #expect(scroll.isDragging && scroll.isTracking)
        // The pan begins at the first sample past 10 pt, one frame's travel (200 / 18 pt) in.
        let followed = 200 - 200 / 18.0
        #expect(abs(scroll.contentOffset.y - followed) < 0.01, "the travel since the pan began")
        try advance(window, by: 1)
        #expect(!scroll.isDragging && !scroll.isDecelerating)
        #expect(abs(scroll.contentOffset.y - followed) < 0.01)
        #expect(listener.heard == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
    }

    /// Pulled down at the top, the content moves less than the finger (the rubber band), the
    /// scroll view says it is tracking with a negative offset (what a pull-to-dismiss reads),
    /// and once the finger lifts it springs back to the top.
    @Test func pulledPastTheTopItStretchesAndSpringsBack() throws {
        let (window, scroll, listener) = page()
        window.perform(.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 310), duration: 0.3, holding: 0.1))
        try advance(window, by: 0.35)
        // 210 pt of travel less the first frame's (210 / 18) before the pan began, past the edge
        // in a 600 pt view: (1 − 1 / (x · 0.55 / 600 + 1)) · 600.
        let overshoot = 210 - 210 / 18.0
        let expected = -(1 - 1 / (overshoot * 0.55 / 600 + 1)) * 600
        #expect(abs(scroll.contentOffset.y - expected) < 0.01, "\(scroll.contentOffset.y) vs \(expected)")
        #expect(listener.trackingWhilePulledDown)
        try advance(window, by: 1.5)
        #expect(scroll.contentOffset.y == 0)
        #expect(listener.heard == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                                   "didEndDecelerating"])
        #expect(listener.offsets.allSatisfy { $0 <= 0.01 }, "back to the top without passing it")
    }

    /// A fling keeps the content moving after the finger lifts, slowing at the deceleration
    /// rate, and stops before the content's end.
    @Test func aFlingDecelerates() throws {
        let (window, scroll, listener) = page()
        window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), duration: 0.1))
        try advance(window, by: 0.12)
        let released = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        try advance(window, by: 0.2)
        let early = scroll.contentOffset.y
        try advance(window, by: 0.2)
        let later = scroll.contentOffset.y
        #expect(early > released && later > early)
        #expect(later - early < early - released, "slowing down")
        try advance(window, by: 5)
        #expect(!scroll.isDecelerating && listener.heard.last == "didEndDecelerating")
        #expect(scroll.contentOffset.y <= 1400, "within the content")
        #expect(scroll.contentOffset.y > later)
    }

    /// A scroll view freed while it still moves (its screen dismissed during a fling) stops
    /// there: the clock's next frames of its motion find nothing to move.
    @Test func aScrollViewFreedWhileItMovesStops() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        weak var freed: UIScrollView?
        do {
            let scroll = UIScrollView(frame: root.view.bounds)
            scroll.contentSize = CGSize(width: 390, height: 2000)
            root.view.addSubview(scroll)
            window.layoutIfNeeded()
            window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), duration: 0.1))
            try advance(window, by: 0.12)
            #expect(scroll.isDecelerating)
            scroll.removeFromSuperview()
            freed = scroll
        }
        #expect(freed == nil)
        try advance(window, by: 5)
        #expect(window.windowNode.clock.pendingActionCount == 0)
    }

    /// Content that fits does not scroll, unless the scroll view always bounces.
    @Test func contentThatFitsDoesNotMove() throws {
        let (window, scroll, listener) = page()
        scroll.contentSize = CGSize(width: 390, height: 300)
        window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3))
        try advance(window, by: 1)
        #expect(scroll.contentOffset.y == 0 && listener.heard.isEmpty)
    }

    /// Motion after the finger always ends, even for a content size that is not a number.
    @Test func motionAfterTheFingerEndsWhateverTheContentSize() throws {
        let (window, scroll, _) = page()
        scroll.alwaysBounceVertical = true
        scroll.contentSize = CGSize(width: 390, height: CGFloat.nan)
        window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.1))
        try advance(window, by: 12)
        #expect(!scroll.isDecelerating && !scroll.isDragging)
        #expect(window.windowNode.clock.pendingActionCount == 0)
    }

    /// A list that scrolls only vertically lets a mostly horizontal drag go: the pan of the
    /// screen behind it (a swipe between tabs, a swipe back) begins instead, and the list does
    /// not move. A vertical drag is the list's, and the screen's pan does not begin.
    @Test func aVerticalListLetsAHorizontalDragGoToItsAncestor() throws {
        let (window, scroll, _) = page()
        let root = try #require(window.rootViewController)
        final class Swipe: NSObject {
            var states: [UIGestureRecognizer.State] = []
            func swiped(_ pan: UIPanGestureRecognizer) { states.append(pan.state) }
        }
        let swipe = Swipe()
        root.view.addGestureRecognizer(UIPanGestureRecognizer(target: swipe, action: Selector("swiped:", Swipe.swiped(_:))))
        window.perform(.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 60, y: 320), duration: 0.3))
        try advance(window, by: 0.5)
        #expect(swipe.states.first == .began && swipe.states.last == .ended)
        #expect(scroll.contentOffset.y == 0)
        swipe.states = []
        window.perform(.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 220, y: 300), duration: 0.3, holding: 0.2))
        try advance(window, by: 0.6)
        #expect(swipe.states.isEmpty)
        #expect(scroll.contentOffset.y > 150)
    }
}
