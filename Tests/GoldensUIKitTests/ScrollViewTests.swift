import GoldensRaster
@testable import GoldensUIKit
import Testing

/// A scroll view's offset is its bounds' origin: content moves by it on screen, clipped to
/// the scroll view, and `convert` sees it.
@MainActor
@Suite struct ScrollViewTests {
    /// A red square at y = 300 in content that is 2 000 points tall, in a scroll view filling
    /// the screen below the status bar.
    private func scene() -> (UIWindow, UIScrollView, UIView) {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2_000)
        let square = UIView(frame: CGRect(x: 40, y: 300, width: 50, height: 50))
        square.backgroundColor = .red
        scroll.addSubview(square)
        root.addSubview(scroll)
        return (window, scroll, square)
    }

    /// The top of the red square on screen, in points, from the pixels down column x = 60.
    private func squareTop(_ window: UIWindow) throws -> Double? {
        let (bitmap, scale) = try WhiteScene.render(window)
        for y in 0..<bitmap.height where bitmap[60 * scale, y] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) {
            return Double(y) / Double(scale)
        }
        return nil
    }

    /// A scroll view taken out of its window (an animator reading a cell's place while the
    /// list is out of the hierarchy) still converts through its offset, as Core Animation
    /// converts through a tree's root; views inside it convert among themselves as before.
    @Test func aDetachedScrollViewConvertsThroughItsOffset() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let row = UIView(frame: CGRect(x: 0, y: 252, width: 390, height: 44))
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: -91)
        #expect(row.convert(row.bounds, to: nil).minY == 343)
        #expect(scroll.convert(CGPoint(x: 0, y: 343), from: nil).y == 252)
        let label = UIView(frame: CGRect(x: 10, y: 5, width: 50, height: 20))
        row.addSubview(label)
        #expect(label.convert(label.bounds, to: scroll) == CGRect(x: 10, y: 257, width: 50, height: 20))
    }

    @Test func theOffsetMovesTheContentOnScreen() throws {
        let (window, scroll, square) = scene()
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == .zero)
        #expect(try squareTop(window) == 400)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(try squareTop(window) == 150)
        #expect(square.convert(square.bounds, to: nil).minY == 150)
        // Scrolled past its top edge the square is clipped by the scroll view (which starts at 100).
        scroll.contentOffset = CGPoint(x: 0, y: 320)
        #expect(try squareTop(window) == 100)
    }

    @Test func anUnscrolledViewSitsBelowItsAdjustedTopInset() throws {
        let (window, scroll, _) = scene()
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 30)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30))
        #expect(try squareTop(window) == 430)
        // Once code scrolls, the offset is the code's.
        scroll.contentOffset = CGPoint(x: 0, y: 0)
        scroll.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aFullScreenScrollViewStartsBelowTheSafeArea() throws {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let square = UIView(frame: CGRect(x: 40, y: 0, width: 50, height: 50))
        square.backgroundColor = .red
        scroll.addSubview(square)
        root.addSubview(scroll)
        window.layoutIfNeeded()
        let top = root.safeAreaInsets.top
        #expect(top > 0)
        #expect(scroll.adjustedContentInset.top == top)
        #expect(scroll.adjustedContentInset.bottom == root.safeAreaInsets.bottom)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -top))
        #expect(try squareTop(window) == top)
    }

    /// Insets adjust only along the axes the content scrolls: a zoomed photo smaller than the
    /// screen, outside a navigation controller, gets none, and a parent's vertical pan gets the
    /// drag (the scroll view has nothing to scroll). Shown by a navigation controller, the
    /// automatic behaviour adjusts vertically anyway.
    @Test func insetsAdjustOnlyAlongScrollableAxesOutsideBarControllers() throws {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 390, height: 97.5)
        root.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == .zero && scroll.contentOffset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset.top == root.safeAreaInsets.top)

        let screen = UIViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let shown = UIWindow(rootViewController: navigation)
        let photo = UIScrollView(frame: screen.view.bounds)
        photo.contentSize = CGSize(width: 390, height: 97.5)
        screen.view.addSubview(photo)
        shown.layoutIfNeeded()
        #expect(photo.adjustedContentInset.top == screen.view.safeAreaInsets.top && photo.adjustedContentInset.top > 47)
        photo.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(photo.adjustedContentInset == .zero)
    }

    @Test func scrollRectToVisibleMovesTheLeastDistanceWithinTheContent() {
        let (window, scroll, _) = scene()
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 400)  // the rect's bottom at the view's bottom
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1_990, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 1_400)  // no further than the content's end
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 100)
    }

    @Test func theDelegateHearsEveryOffsetChange() {
        final class Recorder: NSObject, UIScrollViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        }
        let (window, scroll, _) = scene()
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(recorder.offsets == [10, 30])
    }

    @Test func anAnimatedScrollMovesAtAConstantRateAndTellsTheDelegate() throws {
        final class Recorder: NSObject, UIScrollViewDelegate {
            var offsets: [CGFloat] = []
            var ended = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let (window, scroll, _) = scene()
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 0, "it starts where it is")
        try window.windowNode.clock.advance(by: 0.15)
        #expect(abs(scroll.contentOffset.y - 150) < 0.01, "half way at half the time: \(scroll.contentOffset.y)")
        #expect(recorder.ended == 0)
        try window.windowNode.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == 300 && recorder.ended == 1)
        #expect(recorder.offsets.count == 18 && recorder.offsets.last == 300, "a step a frame: \(recorder.offsets)")
        // An offset the app sets meanwhile stands.
        scroll.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        try window.windowNode.clock.advance(by: 0.1)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        try window.windowNode.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == 250 && recorder.ended == 1, "\(scroll.contentOffset.y) \(recorder.ended)")
    }

    @Test func indexPathsHaveUIKitsNames() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        path.item = 5
        #expect(path == IndexPath(item: 5, section: 1))
    }

    /// Storyboard-style content: a view pinned to the scroll view's four edges, as wide as the
    /// scroll view and 2 000 pt tall. The edges are the content area's, so the content view
    /// starts at the top and makes the content size; its width follows the frame.
    @Test func contentPinnedToTheEdgesMakesTheContentSize() throws {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let title = UILabel()
        title.text = "Top label"
        title.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(title)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2_000),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2_000))
        #expect(scroll.contentSize == CGSize(width: 390, height: 2_000))
        #expect(title.frame.minY == 20)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 2_000))
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide, "one guide object")
    }

    /// A view pinned to the frame guide stays put on screen while the content scrolls.
    @Test func aViewPinnedToTheFrameGuideStaysOnScreenWhileScrolling() throws {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 2_000)
        scroll.contentInsetAdjustmentBehavior = .never
        root.addSubview(scroll)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(badge.convert(badge.bounds, to: scroll.superview) == CGRect(x: 340, y: 650, width: 40, height: 40))
        #expect(scroll.contentSize == CGSize(width: 390, height: 2_000), "the app's size: no constraint sizes the content")
    }


    /// Setting `contentInset` leaves the offset alone, as in UIKit, so a delegate that sets the
    /// inset from `scrollViewDidScroll` (centring zoomed content) is not called back by it.
    final class CentringDelegate: NSObject, UIScrollViewDelegate {
        var calls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls += 1
            scrollView.contentInset = scrollView.contentOffset.y < 0
                ? UIEdgeInsets(top: 120, left: 0, bottom: 0, right: 0) : .zero
        }
    }

    @Test func settingTheInsetLeavesTheOffsetWhereItIs() throws {
        let (window, root) = WhiteScene.make()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let delegate = CentringDelegate()
        scroll.delegate = delegate
        root.addSubview(scroll)
        window.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: -10)
        #expect(delegate.calls == 1 && scroll.contentInset.top == 120)
        #expect(scroll.contentOffset.y == -10, "the new inset does not move the offset")
        window.layoutIfNeeded()
        #expect(delegate.calls == 1)
        let fresh = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        fresh.contentInsetAdjustmentBehavior = .never
        fresh.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        root.addSubview(fresh)
        window.layoutIfNeeded()
        #expect(fresh.contentOffset.y == -40, "an inset set before the first layout is where the content starts")
        fresh.contentInset.top = 80
        window.layoutIfNeeded()
        #expect(fresh.contentOffset.y == -40)
    }
}

/// Zooming as photo viewers use it: the delegate names the view, `zoomScale` scales it and makes
/// its frame the content size, `zoom(to:animated:)` fills the scroll view with a rect.
@MainActor
@Suite struct ScrollViewZoomTests {
    final class PhotoViewer: NSObject, UIScrollViewDelegate {
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var zooms = 0
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    @Test func theZoomScaleScalesTheDelegatesViewAndSizesTheContent() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let viewer = PhotoViewer()
        scrollView.addSubview(viewer.photo)
        scrollView.delegate = viewer
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)

        scrollView.zoomScale = 1.3
        #expect(abs(viewer.photo.frame.width - 390) < 1e-9 && abs(viewer.photo.frame.height - 260) < 1e-9)
        #expect(viewer.photo.frame.origin == .zero)
        #expect(scrollView.contentSize == viewer.photo.frame.size)
        #expect(viewer.zooms == 1)

        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 3, "kept within the maximum")
        scrollView.zoom(to: CGRect(x: 100, y: 50, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == CGPoint(x: 150 * 3 - 195, y: 0), "the rect's centre in the middle, kept within the content")
    }

    @Test func withoutAZoomRangeThereIsNoPinch() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1, "the default range is 1 to 1")
    }
}
