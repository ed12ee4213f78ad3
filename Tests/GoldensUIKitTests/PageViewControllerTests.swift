import GoldensUIKit
import Testing

/// A page controller as onboarding code drives it: pages set by code, neighbours from the data
/// source when code asks.
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
        controller.setViewControllers([next], direction: .forward, animated: true) { finished = $0 }
        #expect(finished)
        #expect(controller.children == [pages.pages[1]])
        #expect(pages.pages[0].view.superview == nil)
        #expect(controller.viewControllers == [pages.pages[1]])
    }
}
