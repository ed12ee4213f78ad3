import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// A view's safe area comes from where it is in its window: a card presented 100 pt below the
// top of the screen is clear of the status bar, so a navigation bar in it is 44 pt tall, not
// 44 + 47.

private final class LowCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return containerView.bounds.inset(by: UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
    }
}

private final class LowCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        LowCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A screen-sized card whose top is 164 pt down the screen (its bottom hangs below it).
private final class DroppedCardPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.offsetBy(dx: 0, dy: 164) ?? .zero
    }
}

private final class DroppedCardDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DroppedCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
@Suite struct SafeAreaByPositionTests {
    /// A screen-sized card moved wholly below the screen (where an interactive dismissal's paused
    /// animation puts its model frame while the finger still holds it up) keeps the insets it had
    /// on the screen, so its content does not move; one that waits off the screen before it has
    /// been on it takes the screen's.
    @Test func aScreenOffTheScreenKeepsTheInsetsItLastHadOnIt() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = DroppedCardDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        _ = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
        #expect(card.view.frame.minY == 164)
        #expect(card.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        card.view.frame.origin.y = 844
        #expect(card.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let waiting = UIViewController()
        waiting.view.frame = window.bounds.offsetBy(dx: 0, dy: 844)
        window.addSubview(waiting.view)
        #expect(waiting.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// Layout leaves transforms out: the screen behind a page sheet, shrunk into a card, keeps
    /// its status-bar inset, and its bar its height, as before the sheet came.
    @Test func aScreenShrunkBehindASheetKeepsItsSafeArea() throws {
        let list = UIViewController()
        list.title = "Mail"
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let bar = navigation.navigationBar.frame
        #expect(bar.minY == 47 && list.view.safeAreaInsets.top == 91)
        let compose = UIViewController()
        navigation.present(compose, animated: true)
        try window.windowNode.clock.advance(by: 0.25)
        window.layoutIfNeeded()
        #expect(!navigation.view.transform.isIdentity, "shrunk into a card")
        #expect(navigation.navigationBar.frame == bar)
        #expect(list.view.safeAreaInsets.top == 91)
        try window.windowNode.clock.advance(by: 1)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == bar && list.view.safeAreaInsets.top == 91)
    }

    @Test func aCardBelowTheStatusBarHasNoTopInsetAndAShortBar() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let delegate = LowCardDelegate()
        let content = UIViewController()
        content.title = "Filters"
        let card = UINavigationController(rootViewController: content)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        _ = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.5]))
        #expect(card.view.frame.minY == 100)
        #expect(card.view.safeAreaInsets.top == 0)
        #expect(card.view.safeAreaInsets.bottom == 34)
        #expect(card.navigationBar.frame.maxY == 44, "the bar is 44 pt: nothing of the status bar to clear")
    }

    /// A view hears that its insets changed before its next layout: when it enters the window
    /// under the status bar, and when it moves away from it; its controller hears it too.
    @Test func aViewAndItsControllerHearTheirInsetsChange() {
        final class InsetWatcher: UIView {
            var heard: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                heard.append(safeAreaInsets)
            }
        }
        final class WatchingScreen: UIViewController {
            var heard = 0
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                heard += 1
            }
        }
        let screen = WatchingScreen()
        let window = UIWindow(rootViewController: screen)
        let banner = InsetWatcher(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        screen.view.addSubview(banner)
        window.layoutIfNeeded()
        #expect(banner.heard == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(screen.heard == 1)
        banner.frame.origin.y = 300
        banner.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(banner.heard.last == .zero, "away from the status bar")
        window.layoutIfNeeded()
        #expect(banner.heard.count == 2, "told once per change")
    }


    /// A scroll view that insets its content for the safe area has taken the status bar and
    /// home indicator into its content inset: a tall content view inside it has no top or
    /// bottom safe area, so constraints to its safe area do not grow it without end.
    @Test func viewsInsideAScrollViewHaveNoVerticalSafeArea() {
        let screen = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let scroll = UIScrollView()
        let content = UIView()
        let label = UILabel()
        label.text = "Body"
        for view in [scroll, content, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        screen.view.addSubview(scroll)
        scroll.addSubview(content)
        content.addSubview(label)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: screen.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 1200),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        #expect(content.safeAreaInsets.top == 0 && content.safeAreaInsets.bottom == 0)
        #expect(scroll.safeAreaInsets.top == 47 && scroll.adjustedContentInset.bottom == 34)
        #expect(abs(scroll.contentSize.height - (1200 + label.intrinsicContentSize.height + 20)) < 1)
    }

    /// A bottom sheet's container controller widens its own safe area for its header; the
    /// screen it embeds, and that screen's table, start below the header, as in UIKit.
    @Test func aChildControllerTakesTheSafeAreaItsContainerWidened() throws {
        final class Screen: UIViewController {
            let table = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                table.frame = view.bounds
                table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(table)
            }
        }
        final class Sheet: UIViewController {
            let screen = Screen()
            override func viewDidLoad() {
                super.viewDidLoad()
                additionalSafeAreaInsets.top += 64
                addChild(screen)
                screen.view.frame = view.bounds
                view.addSubview(screen.view)
                screen.didMove(toParent: self)
            }
        }
        let host = UIViewController()
        let window = UIWindow(rootViewController: host)
        let sheet = Sheet()
        host.addChild(sheet)
        host.view.addSubview(sheet.view)
        sheet.view.frame = CGRect(x: 0, y: 300, width: 390, height: 544)
        sheet.didMove(toParent: host)
        window.layoutIfNeeded()
        #expect(sheet.view.safeAreaInsets.top == 64, "clear of the status bar down there, plus its own 64")
        #expect(sheet.screen.view.safeAreaInsets.top == 64)
        #expect(sheet.screen.table.adjustedContentInset.top == 64)
        // A navigation controller's screens still take the bar once.
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let tabsWindow = UIWindow(rootViewController: tabs)
        tabsWindow.layoutIfNeeded()
        let insets = try #require(navigation.topViewController?.view.safeAreaInsets)
        #expect(insets.top == 91 && insets.bottom == 83)
    }


    /// A screen pushed away is out of the window: laid out again there (its bars change, the
    /// next screen hides the bar), it keeps the safe area it had and its list keeps its offset,
    /// so an animator popping back reads its cells where they were.
    @Test func aScreenPushedAwayKeepsItsSafeAreaAndItsListsOffset() {
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        #expect(list.tableView.contentOffset.y == -91)
        navigation.pushViewController(UIViewController(), animated: false)
        window.layoutIfNeeded()
        #expect(list.view.window == nil)
        list.view.setNeedsLayout()
        list.view.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 91, "the status bar's part kept, the bar's still there")
        #expect(list.tableView.contentOffset.y == -91)
        navigation.setNavigationBarHidden(true, animated: false)
        list.view.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 47)
        #expect(list.tableView.contentOffset.y == -91, "out of the window, the list does not follow its insets")
    }
}
