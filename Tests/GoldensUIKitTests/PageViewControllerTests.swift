import GoldensScene
import GoldensTesting
@testable import GoldensUIKit
import Testing

/// A page controller as onboarding code drives it: pages set by code, and turned by a swipe with
/// the neighbours the data source gives.
@MainActor
@Suite struct PageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource {
        let pages: [UIViewController] = [UIColor.systemRed, .systemGreen, .systemBlue].map { colour in
            let page = UIViewController()
            page.view.backgroundColor = colour
            return page
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
    }

    @Test func setViewControllersShowsTheNewPageInPlaceOfTheOld() {
        let pages = Pages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        let window = UIWindow(rootViewController: controller)
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        window.layoutIfNeeded()
        #expect(controller.children == [pages.pages[0]])
        #expect(pages.pages[0].view.frame == controller.view.bounds)
        var finished = false
        let next = pages.pageViewController(controller, viewControllerAfter: pages.pages[0])!
        controller.setViewControllers([next], direction: .forward, animated: false) { finished = $0 }
        #expect(finished)
        #expect(controller.children == [pages.pages[1]])
        #expect(pages.pages[0].view.superview == nil)
        #expect(controller.viewControllers == [pages.pages[1]])
    }

    /// Animated, the new page slides in from the side the direction names, and the completion
    /// runs when it rests.
    @Test func anAnimatedSetSlidesTheNewPageIn() throws {
        let pages = Pages()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()
        controller.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        window.layoutIfNeeded()
        var finished = false
        controller.setViewControllers([pages.pages[0]], direction: .reverse, animated: true) { finished = $0 }
        #expect(!finished)
        try window.windowNode.clock.advance(by: 0.15)
        let coming = try #require(pages.pages[0].view.layer.presentation())
        #expect(coming.frame.minX < 0 && coming.frame.minX > -window.bounds.width, "coming in from the left")
        try window.windowNode.clock.advance(by: 0.2)
        #expect(finished)
        #expect(controller.viewControllers == [pages.pages[0]])
        #expect(controller.children == [pages.pages[0]])
        #expect(pages.pages[0].view.frame == controller.view.bounds)
    }

    /// Records what the delegate hears.
    final class Turns: NSObject, UIPageViewControllerDelegate {
        var log: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pendingViewControllers.count)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            log.append("did \(finished) \(completed)")
        }
    }

    func pagesOnScreen() -> (UIWindow, UIPageViewController, Pages, Turns) {
        let pages = Pages()
        let turns = Turns()
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                              options: [.interPageSpacing: 20])
        controller.dataSource = pages
        controller.delegate = turns
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        window.layoutIfNeeded()
        return (window, controller, pages, turns)
    }

    /// A swipe left past half the page turns to the next one: it follows the finger with the gap
    /// between the pages, then settles.
    @Test func aSwipeTurnsToTheNextPage() throws {
        let (window, controller, pages, turns) = pagesOnScreen()
        let frames = try TransitionSampler(window: window).record(
            .touch(.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3), in: window, phase: "swipe"),
            at: .seconds([0.15, 0.3, 0.45]))
        #expect(controller.viewControllers == [pages.pages[1]])
        #expect(controller.children == [pages.pages[1]])
        #expect(pages.pages[0].view.superview == nil)
        #expect(turns.log == ["will 1", "did true true"])
        try expectGoldens(frames, named: "swipe")
    }

    /// A short, slow drag lets go of the neighbour; a drag before the first page gives a little
    /// and comes back, asking the data source for nothing it has not got.
    @Test func aShortDragOrOneBeforeTheFirstPageComesBack() throws {
        let (window, controller, pages, turns) = pagesOnScreen()
        window.perform(.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.6))
        try window.windowNode.clock.advance(by: 1)
        #expect(controller.viewControllers == [pages.pages[0]])
        #expect(controller.children == [pages.pages[0]])
        #expect(turns.log == ["will 1", "did true false"])
        window.perform(.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3))
        try window.windowNode.clock.advance(by: 1)
        #expect(controller.viewControllers == [pages.pages[0]])
        #expect(pages.pages[0].view.frame == controller.view.bounds)
        #expect(turns.log == ["will 1", "did true false"], "no neighbour before the first page: nothing to hear")
    }

    /// A vertical drag on horizontal pages is not a page drag: a pan around the pages (a swipe
    /// down that dismisses a photo viewer) gets it, as UIKit's paging scroll view, which cannot
    /// scroll vertically, lets it.
    @Test func aDragAcrossThePagingAxisGoesToThePage() throws {
        final class Swipe: NSObject {
            var heard: [UIGestureRecognizer.State] = []
            func pan(_ sender: UIPanGestureRecognizer) { heard.append(sender.state) }
        }
        let (window, controller, pages, turns) = pagesOnScreen()
        let swipe = Swipe()
        window.addGestureRecognizer(UIPanGestureRecognizer(target: swipe, action: Selector("pan:", Swipe.pan(_:))))
        window.perform(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 210, y: 600), duration: 0.4))
        try window.windowNode.clock.advance(by: 1)
        #expect(swipe.heard.first == .began && swipe.heard.last == .ended)
        #expect(turns.log.isEmpty, "no page was asked for")
        #expect(controller.viewControllers == [pages.pages[0]] && pages.pages[0].view.frame == controller.view.bounds)
    }
}

/// An onboarding screen built on a page view controller adds its own controls to the
/// controller's view: the pages go under them, so the controls stay shown and take taps.
@MainActor
@Suite struct PageViewControllerOwnControlsTests {
    final class Onboarding: UIPageViewController {
        let pages = [UIColor.red, .green].map { colour -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = colour
            return page
        }
        let skip = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            setViewControllers([pages[0]], direction: .forward, animated: false)
            skip.setTitle("Skip", for: .normal)
            skip.frame = CGRect(x: 300, y: 60, width: 60, height: 44)
            view.addSubview(skip)
        }
    }

    @Test func pagesStayUnderTheControllersOwnControls() throws {
        let onboarding = Onboarding(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let window = UIWindow(rootViewController: onboarding)
        window.makeKeyAndVisible()
        onboarding.setViewControllers([onboarding.pages[1]], direction: .forward, animated: false)
        #expect(onboarding.view.subviews.last === onboarding.skip)
        #expect(window.hitTest(CGPoint(x: 330, y: 82), with: nil)?.isDescendant(of: onboarding.skip) == true)
    }
}
