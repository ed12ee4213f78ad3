import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// What real screens inside containers rely on: a tab's screen hears that it appeared (apps set
// their navigation delegate there), and a navigation controller shown a screen pushes it.

/// Counts its appearance callbacks, and becomes its navigation controller's delegate when it
/// appears, as list screens with a custom push do.
private final class AppearanceCountingScreen: UIViewController, UINavigationControllerDelegate {
    var willAppear = 0
    var didAppear = 0
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        willAppear += 1
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear += 1
        navigationController?.delegate = self
    }
}

@MainActor
@Suite struct ContainerAppearanceAndShowTests {
    @Test func aTabsScreenHearsItAppearedAndCanTakeOverItsNavigationController() {
        let list = AppearanceCountingScreen()
        let other = AppearanceCountingScreen()
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: list)
        tabs.viewControllers = [navigation, other]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()

        #expect(list.willAppear == 1)
        #expect(list.didAppear == 1)
        #expect(other.didAppear == 0, "an unselected tab has not appeared")
        #expect(navigation.delegate === list)
    }

    /// A scene delegate reads the bar's items right after setting the tabs, and names a tab by
    /// its screen's title afterwards: the bar has the items at once and shows the new title.
    @Test func aTabBarHasItsItemsAtOnceAndShowsATitleSetLater() {
        let tabs = UITabBarController()
        let convert = UIViewController(), settings = UIViewController()
        settings.title = "Settings"
        tabs.setViewControllers([convert, settings], animated: false)
        let items = tabs.tabBar.items
        #expect(items?.count == 2 && items?[1].title == "Settings")
        let window = UIWindow(rootViewController: tabs)
        window.layoutIfNeeded()
        convert.title = "Convert"
        #expect(convert.tabBarItem.title == "Convert")
        window.layoutIfNeeded()
        func labels(_ view: UIView) -> [String] { view.subviews.flatMap { (($0 as? UILabel)?.text).map { [$0] } ?? labels($0) } }
        #expect(labels(tabs.tabBar).contains("Convert"))
    }

    @Test func aNavigationControllerShownAScreenPushesIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let details = UIViewController()

        navigation.show(details, sender: nil)
        let clock = View.animationClock
        try clock.advance(to: clock.now + 1)

        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === details)
        #expect(root.presentedViewController == nil)
    }

    /// A screen embedded in its own navigation controller (a show segue to it) is presented
    /// modally, as UIKit does; pushing a navigation controller is refused with a message, where
    /// UIKit raises.
    @Test func aNavigationControllerShownAnotherPresentsIt() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let composer = UINavigationController(rootViewController: UIViewController())

        root.show(composer, sender: nil)
        let clock = View.animationClock
        try clock.advance(to: clock.now + 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController === composer)

        let other = UINavigationController(rootViewController: UIViewController())
        composer.pushViewController(other, animated: true)
        #expect(composer.viewControllers.count == 1)
        let messages = SceneDiagnostics.drain()
        #expect(messages.contains { $0.contains("pushing a navigation controller is not supported") }, "\(messages)")
    }
}

// Values older and library code sets and reads back.
@MainActor
@Suite struct SurfaceValuesTests {
    /// A custom font draws in the bundled face at the weight its PostScript name states.
    @Test func aFontsNameStatesItsWeight() throws {
        #expect(try #require(UIFont(name: "Helvetica-Bold", size: 20)).weight == .bold)
        #expect(try #require(UIFont(name: "Avenir-Heavy", size: 20)).weight == .heavy)
        #expect(try #require(UIFont(name: "HelveticaNeue-Medium", size: 20)).weight == .medium)
        #expect(try #require(UIFont(name: "Futura-CondensedExtraBold", size: 20)).weight == .heavy)
        #expect(try #require(UIFont(name: "Avenir-Book", size: 20)).weight == .regular)
        #expect(try #require(UIFont(name: "Georgia", size: 20)).weight == .regular)
    }

    /// Cube and flip animators box 3-D transforms for keyed animations.
    @Test func aBoxedTransformAnimatesTheLayer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let window = UIWindow(rootViewController: UIViewController())
        window.rootViewController?.view.addSubview(view)
        let turned = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let boxed = NSValue(caTransform3D: turned)
        #expect(CATransform3DEqualToTransform(boxed.caTransform3DValue, turned))
        #expect(CATransform3DIsIdentity(NSValue(cgRect: .zero).caTransform3DValue))

        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = boxed
        spin.duration = 1
        view.layer.add(spin, forKey: "spin")
        let clock = View.animationClock
        try clock.advance(to: clock.now + 1.0 / 3)
        let shown = try #require(view.layer.presentation()).transform
        #expect(!CATransform3DIsIdentity(shown), "a third of the way round")
    }

    /// A link opened in the in-app browser presents an empty page here, no web page loaded.
    @Test func anInAppBrowserPresentsLikeAnyController() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let browser = SFSafariViewController(url: try #require(URL(string: "https://example.com/terms")))
        browser.preferredControlTintColor = .systemOrange
        root.present(browser, animated: false)
        #expect(root.presentedViewController === browser)
        #expect(browser.url.host == "example.com")
        #expect(browser.view.backgroundColor == .systemBackground)
    }

    @Test func textInputTraitsAreUIKitsTypes() {
        let field = UITextField()
        field.returnKeyType = .done
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        #expect(field.returnKeyType == .done)
        #expect(field.keyboardType == .emailAddress)
        #expect(field.autocapitalizationType == .none)
    }

    /// The names before Swift 4.2 are still overridden by older container code.
    @Test func anOverrideOfTheOldStatusBarChildNameIsRead() {
        final class Container: UIViewController {
            let content = UIViewController()
            override var childViewControllerForStatusBarStyle: UIViewController? { content }
        }
        let container = Container()
        #expect(container.childForStatusBarStyle === container.content)
        let options: [UIApplicationLaunchOptionsKey: Any] = [:]
        #expect(options.isEmpty)
    }
}

/// A view inside a screen takes its overlap with the screen's safe area, bars included: a grid
/// filling a screen inside a navigation controller starts its content below the bar.
@MainActor
@Suite struct NestedSafeAreaTests {
    @Test func aSubviewFillingAScreenUnderANavigationBarIsInsetByTheBar() {
        let screen = UIViewController()
        let grid = UIScrollView(frame: .zero)
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        grid.frame = screen.view.bounds
        grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.view.addSubview(grid)
        let badge = UIView(frame: CGRect(x: 20, y: 300, width: 40, height: 40))
        screen.view.addSubview(badge)
        window.layoutIfNeeded()

        let top = screen.view.safeAreaInsets.top
        #expect(abs(top - (47 + 44)) < 1e-9)
        #expect(grid.safeAreaInsets.top == top)
        #expect(grid.safeAreaInsets.bottom == 34)
        #expect(grid.adjustedContentInset.top == top)
        #expect(badge.safeAreaInsets == .zero, "wholly inside the safe area")
    }
}

/// From iOS 15 a bar draws its scroll-edge look, transparent unless the app gave one, while the
/// screen's content shows that edge (always, for a screen without a scroll view), whatever the
/// legacy colours say; scrolled content brings back the standard look.
@MainActor
@Suite struct BarsAtTheScrollEdgeTests {
    private final class LongList: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func aNavigationBarIsTransparentAtTheTopAndItsLegacyColourShowsOnceScrolled() {
        let list = LongList()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.barTintColor = .systemTeal
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.drawnBackgroundColor == nil)

        list.tableView.contentOffset.y += 200
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.drawnBackgroundColor == .systemTeal)

        let standalone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        standalone.barTintColor = .systemTeal
        #expect(standalone.drawnBackgroundColor == .systemTeal, "a bar no navigation controller manages draws its standard look")
    }

    @Test func aTabBarIsTransparentOverAScreenWithoutAScrollView() {
        let plain = UIViewController()
        let list = LongList()
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, list]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == nil)

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor != nil, "a long list's bottom is not showing")
    }

    /// A tab's badge is drawn over its icon's top right corner, red with white text unless the
    /// item says otherwise, and follows the item when the app changes it later.
    @Test func aTabsBadgeIsDrawnOverItsIcon() throws {
        let inbox = UIViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let chats = UIViewController()
        chats.tabBarItem = UITabBarItem(title: "Chats", image: UIImage(systemName: "message"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, chats]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        chats.tabBarItem.badgeValue = "3"
        let (bitmap, scale) = try WhiteScene.render(window)
        let badge = try #require(tabs.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }.first { $0.text == "3" })
        #expect(!badge.isHidden && badge.frame.height == 18 && badge.frame.width == 18)
        let center = badge.convert(CGPoint(x: 2, y: 9), to: nil)
        #expect(bitmap[Int(center.x) * scale, Int(center.y) * scale] == PremultipliedPixel(uikitColor: .systemRed))
        chats.tabBarItem.badgeValue = nil
        window.layoutIfNeeded()
        #expect(badge.isHidden)
    }

    /// A tab bar's background image replaces its colour where the bar shows its chrome: drawn
    /// stretched over the bar, or, empty (`UIImage()`), leaving the bar clear.
    @Test func aTabBarsBackgroundImageReplacesItsColour() throws {
        let list = LongList()
        let tabs = UITabBarController()
        tabs.viewControllers = [list]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        tabs.tabBar.backgroundImage = red
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == nil)
        let (bitmap, scale) = try WhiteScene.render(window)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        #expect(bitmap[5 * scale, Int(bar.maxY - 10) * scale] == PremultipliedPixel(uikitColor: .systemRed))

        tabs.tabBar.backgroundImage = UIImage()
        tabs.tabBar.shadowImage = UIImage()
        window.layoutIfNeeded()
        #expect(tabs.tabBar.backgroundColor == nil && tabs.tabBar.layer.contents == nil)
        let (clear, _) = try WhiteScene.render(window)
        #expect(clear[5 * scale, Int(bar.maxY - 10) * scale] != PremultipliedPixel(uikitColor: .systemRed))
    }
}

/// Template images are drawn in their view's tint, which views inherit from their superviews as
/// in UIKit: a close button's cross set `.alwaysTemplate` with a white tint draws white.
@MainActor
@Suite struct TintAndTemplateImageTests {
    /// A 2×2 black cross with one clear pixel.
    private func cross() -> UIImage {
        var bitmap = Bitmap(width: 2, height: 2, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        bitmap[1, 1] = .clear
        return UIImage(Image(name: "cross", bitmap: bitmap, scale: 1))
    }

    @Test func viewsInheritTheirSuperviewsTintAndHearWhenItChanges() {
        final class Swatch: UIView {
            var told = 0
            override func tintColorDidChange() {
                super.tintColorDidChange()
                told += 1
            }
        }
        let card = UIView()
        let swatch = Swatch()
        #expect(swatch.tintColor == .systemBlue)
        card.tintColor = .systemPink
        card.addSubview(swatch)
        #expect(swatch.tintColor == .systemPink)
        #expect(swatch.told == 1, "moved under a pink superview")
        card.tintColor = .systemGreen
        #expect(swatch.tintColor == .systemGreen)
        #expect(swatch.told == 2)
        swatch.tintColor = .systemOrange
        card.tintColor = .systemPurple
        #expect(swatch.tintColor == .systemOrange, "its own tint wins")
        #expect(swatch.told == 3)
    }

    @Test func aTemplateImageDrawsInItsButtonsTint() throws {
        let close = UIButton(type: .custom)
        close.setImage(cross().withRenderingMode(.alwaysTemplate), for: .normal)
        close.tintColor = .white
        let shown = try #require(close.imageView?.imageNode.image)
        #expect(shown.bitmap[0, 0] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(shown.bitmap[1, 1] == .clear)

        let original = UIImageView(image: cross())
        original.tintColor = .white
        #expect(original.imageNode.image?.bitmap[0, 0] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255), "an automatic image keeps its colours")

        let system = UIButton(type: .system)
        system.setImage(cross(), for: .normal)
        system.tintColor = .systemRed
        let red = UIColor.systemRed.cgColor.sceneColor.premultiplied
        #expect(system.imageView?.imageNode.image?.bitmap[0, 0] == red, "a system button draws its images as templates")

        let fixed = UIImageView(image: cross().withTintColor(.systemGreen))
        #expect(fixed.imageNode.image?.bitmap[0, 0] == UIColor.systemGreen.cgColor.sceneColor.premultiplied)
    }
}

/// A tab's image is drawn above its title, as a template in the selected tab's tint or the
/// others' grey.
@MainActor
@Suite struct TabBarItemImageTests {
    @Test func eachTabShowsItsImageTintedAboveItsTitle() throws {
        let square = UIImage(Image(name: "square", bitmap: Bitmap(width: 25, height: 25, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)), scale: 1))
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: square, tag: 0)
        let settings = UIViewController()
        settings.tabBarItem = UITabBarItem(title: "Settings", image: square, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // Each icon sits in its tab's button; frames in the bar's space.
        let bar = tabs.tabBar
        let icons = bar.subviews.flatMap { $0.subviews.compactMap { $0 as? UIImageView } }
        #expect(icons.count == 2)
        func frame(_ icon: UIImageView) -> CGRect { icon.convert(icon.bounds, to: bar) }
        let selected = try #require(icons.first { frame($0).midX < 195 })
        let other = try #require(icons.first { frame($0).midX > 195 })
        #expect(frame(selected).size == CGSize(width: 25, height: 25))
        #expect(abs(frame(selected).midY - 16) < 1e-9)
        #expect(selected.imageNode.image?.bitmap[12, 12] == UIColor.systemBlue.cgColor.sceneColor.premultiplied)
        #expect(other.imageNode.image?.bitmap[12, 12] != UIColor.systemBlue.cgColor.sceneColor.premultiplied)
    }
}

/// iOS 15 button configurations, as modern screens make their buttons.
@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func aFilledButtonDrawsItsTitleOnItsTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Book"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemIndigo
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()

        #expect(button.currentTitle == "Book")
        #expect(button.currentTitleColor == .white)
        #expect(button.backgroundColor == .systemIndigo)
        #expect(button.layer.cornerRadius == 22)
        #expect(button.titleLabel?.font.pointSize == 17)
        #expect(button.intrinsicContentSize.width > 24, "the content insets count")
    }

    /// The image above the title, 6 points apart, each centred across the other; after it,
    /// on the same line; the button fits the arrangement within its content insets.
    @Test func theImageSitsWhereThePlacementSaysPaddedFromTheTitle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = UIImage(systemName: "square.and.arrow.up")
        configuration.imagePlacement = .top
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        #expect(button.currentTitle == "Share" && button.currentImage != nil, "drawn from the configuration at once")
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame, title = try #require(button.titleLabel).frame
        #expect(abs(title.minY - image.maxY - 6) < 1e-9 && abs(image.midX - title.midX) < 1e-9, "\(image) \(title)")
        #expect(abs(button.intrinsicContentSize.height - (image.height + 6 + title.height + 14)) < 1e-9, "7 points in, above and below")

        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let after = try #require(button.imageView).frame, label = try #require(button.titleLabel).frame
        #expect(abs(after.minX - label.maxX - 6) < 1e-9 && abs(after.midY - label.midY) < 1e-9)
    }

    @Test func theUpdateHandlerRunsOnceWhenItSetsTheConfiguration() {
        let button = UIButton(configuration: .tinted())
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.title = "Saved"
            button.configuration = updated
        }
        button.setNeedsUpdateConfiguration()
        #expect(runs == 1)
        #expect(button.currentTitle == "Saved")
        #expect(button.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
    }
}

/// The alert before iOS 8, as older sample code still shows it.
@MainActor
@Suite struct AlertViewTests {
    private final class Listener: NSObject, UIAlertViewDelegate {
        var clicked: [Int] = []
        func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) { clicked.append(buttonIndex) }
    }

    @Test func shownItPresentsAnAlertWhoseButtonsTellTheDelegate() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let listener = Listener()
        let alert = UIAlertView(title: "Can not load example.", message: "Needs iOS 8.", delegate: listener,
                                cancelButtonTitle: "OK", otherButtonTitles: "Retry")
        #expect(alert.numberOfButtons == 2)
        #expect(alert.cancelButtonIndex == 0)

        alert.show()
        let presented = try #require(root.presentedViewController as? UIAlertController)
        #expect(presented.title == "Can not load example.")
        #expect(presented.actions.map(\.title) == ["OK", "Retry"])
        #expect(alert.isVisible)
    }
}

/// A tab bar delegate that dissolves between the tabs' views in `shouldSelect`, as apps animate
/// a tab switch without an animator: the old screen fades out over the new one although the
/// controller swaps the views right after.
@MainActor
@Suite struct TabDissolveTests {
    private final class Dissolving: NSObject, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            guard let from = tabBarController.selectedViewController?.view, let to = viewController.view, from !== to else { return true }
            UIView.transition(from: from, to: to, duration: 0.3, options: [.transitionCrossDissolve, .curveLinear], completion: nil)
            return true
        }
    }

    @Test func theOldTabDissolvesIntoTheNewOne() throws {
        let tabs = UITabBarController()
        let main = UIViewController(), settings = UIViewController()
        main.view.backgroundColor = .white
        settings.view.backgroundColor = .black
        tabs.viewControllers = [main, settings]
        let dissolving = Dissolving()
        tabs.delegate = dissolving
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        let frames = try TransitionSampler(window: window).record(.perform("settings", phase: "tab") { tabs.tapTab(at: 1) },
                                                                  at: .seconds([0.15]))
        let middle = try #require(frames.first { $0.label.hasPrefix("tab@") && $0.time == 0.15 })
        let pixel = middle.bitmap[195 * 2, 400 * 2]
        #expect((110...145).contains(Int(pixel.r)), "half way from white to black: \(pixel)")
        let settled = try #require(frames.last)
        #expect(settled.bitmap[195 * 2, 400 * 2].r == 0, "the new tab alone at the end")
        #expect(tabs.selectedViewController === settings && main.view.superview == nil)
    }
}
