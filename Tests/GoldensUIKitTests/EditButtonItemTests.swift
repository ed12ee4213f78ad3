import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A controller's editing mode as list screens use it: `editButtonItem` in the navigation bar
/// reads Edit, a tap turns editing on through `setEditing(_:animated:)` and the button into a
/// bold Done, and a table view controller takes its table into editing with it.
@MainActor
@Suite struct EditButtonItemTests {
    final class ListScreen: UITableViewController {
        var editingCalls: [(Bool, Bool)] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            editingCalls.append((editing, animated))
        }
    }

    /// The words the bar shows for `item`.
    private func shownTitle(of item: UIBarButtonItem) -> String? {
        func labels(_ view: UIView) -> [UILabel] { (view as? UILabel).map { [$0] } ?? view.subviews.flatMap(labels) }
        return item.placedView.flatMap { labels($0).first?.text }
    }

    @Test func theEditButtonTurnsEditingOnAndBecomesDone() throws {
        let list = ListScreen(style: .plain)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        navigation.view.layoutIfNeeded()

        let item = list.editButtonItem
        #expect(item === list.navigationItem.rightBarButtonItem, "one item per controller")
        #expect(item.title == "Edit" && item.style == .plain)
        #expect(shownTitle(of: item) == "Edit")

        let button = try #require(item.placedView as? UIControl)
        button.sendActions(for: .touchUpInside)
        #expect(list.isEditing && list.tableView.isEditing)
        #expect(list.editingCalls.count == 1 && list.editingCalls[0] == (true, true))
        #expect(item.title == "Done" && item.style == .done)
        #expect(shownTitle(of: item) == "Done", "the bar redraws the item it shows")

        list.isEditing = false
        #expect(list.editingCalls.last.map { $0 == (false, false) } == true, "the property calls the method, unanimated")
        #expect(!list.tableView.isEditing && item.title == "Edit")
        withExtendedLifetime(window) {}
    }
}

/// Trait collections as UIKit builds them: one trait given, the rest unspecified; laid over each
/// other; compared by value; made current for the code in `performAsCurrent`; and a container's
/// override for one child.
@MainActor
@Suite struct TraitCollectionTests {
    @Test func aCollectionMadeWithOneTraitLeavesTheOthersUnspecified() {
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        #expect(regular.horizontalSizeClass == .regular)
        #expect(regular.verticalSizeClass == .unspecified && regular.userInterfaceStyle == .unspecified && regular.displayScale == 0)
        let merged = UITraitCollection(traitsFrom: [UITraitCollection.current, regular, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark)
        #expect(merged.verticalSizeClass == .regular && merged.userInterfaceIdiom == .phone, "the rest from the phone's")
        #expect(merged.containsTraits(in: regular) && !UITraitCollection.current.containsTraits(in: regular))
        #expect(UITraitCollection(horizontalSizeClass: .regular) == regular, "equal by value")
        #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
        #expect(!regular.hasDifferentColorAppearance(comparedTo: UITraitCollection(horizontalSizeClass: .compact)))
    }

    @Test func performAsCurrentResolvesDynamicColoursInItsTraits() {
        let dynamic = { UIColor { $0.userInterfaceStyle == .dark ? .black : .white } }
        #expect(dynamic() == .white)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(dynamic() == .black)
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    final class Child: UIViewController {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection)
        }
    }

    @Test func aContainerOverridesItsChildsTraits() {
        let parent = UIViewController()
        let child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.horizontalSizeClass == .compact)

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular && child.traitCollection.verticalSizeClass == .regular)
        #expect(child.changes.count == 1 && child.changes.first??.horizontalSizeClass == .compact)

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.changes.count == 1, "the same traits again change nothing")
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact && child.changes.count == 2)
    }

    /// iOS 17's trait overrides: a controller's reach its children, a view's and a presentation
    /// controller's their own traits; a collection is built or modified by mutations.
    @Test func traitOverridesLayTraitsOverTheInheritedOnes() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.traitOverrides.userInterfaceLevel = .elevated
        child.traitOverrides.userInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceLevel == .elevated && parent.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceLevel == .elevated && child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.horizontalSizeClass == .compact, "the rest inherited")
        let view = UIView()
        view.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(view.traitCollection.preferredContentSizeCategory == .extraLarge && view.traitCollection.userInterfaceIdiom == .phone)
        let built = UITraitCollection { $0.horizontalSizeClass = .regular }
        #expect(built == UITraitCollection(horizontalSizeClass: .regular))
        let modified = UITraitCollection.current.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(modified.userInterfaceStyle == .dark && modified.verticalSizeClass == .regular)
    }

    /// Core Graphics' C geometry functions answer as the members they name.
    @Test func theCGeometryFunctionsAreTheMembersTheyName() {
        let rect = CGRectMake(10, 20, 100, 50)
        #expect(rect == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(CGRectGetMidX(rect) == 60 && CGRectGetMaxY(rect) == 70 && CGRectGetWidth(rect) == 100)
        #expect(CGRectContainsPoint(rect, CGPointMake(60, 45)) && !CGRectIsEmpty(rect))
        #expect(CGRectInset(rect, 10, 5) == CGRect(x: 20, y: 25, width: 80, height: 40))
        #expect(CGRectApplyAffineTransform(rect, CGAffineTransformMakeScale(2, 2)) == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(CGAffineTransformIsIdentity(CGAffineTransformConcat(CGAffineTransformMakeTranslation(5, 5),
                                                                     CGAffineTransformMakeTranslation(-5, -5))))
    }
}

/// A tab bar as UIKit builds it: its background first, then one button per tab holding the tab's
/// icon and title, so code that bounces the tapped tab's icon (`subviews[index + 1]`) finds it;
/// the controller hears `tabBar(_:didSelect:)` after a tap.
@MainActor
@Suite struct TabBarButtonsTests {
    final class BouncingTabs: UITabBarController {
        var selectedItems: [UITabBarItem] = []
        var bouncedIcons: [UIImageView] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            selectedItems.append(item)
            guard let index = tabBar.items?.firstIndex(of: item), tabBar.subviews.count > index + 1,
                  let icon = tabBar.subviews[index + 1].subviews.compactMap({ $0 as? UIImageView }).first else { return }
            let bounce = CAKeyframeAnimation(keyPath: "transform.scale")
            bounce.values = [1.0, 1.4, 0.9, 1.0]
            bounce.duration = 0.3
            icon.layer.add(bounce, forKey: nil)
            bouncedIcons.append(icon)
        }
    }

    @Test func theTappedTabsIconIsFoundInItsButtonAndKeepsItsAnimation() throws {
        let tabs = BouncingTabs()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        second.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        tabs.viewControllers = [first, second]
        let window = UIWindow(rootViewController: tabs)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let bar = tabs.tabBar
        #expect(bar.subviews.count == 3)
        let searchButton = bar.subviews[2]
        #expect(searchButton is UIControl && searchButton.frame == CGRect(x: 195, y: 0, width: 195, height: 49))
        let icon = try #require(searchButton.subviews.compactMap { $0 as? UIImageView }.first)
        let title = try #require(searchButton.subviews.compactMap { $0 as? UILabel }.first)
        #expect(title.text == "Search")
        #expect(icon.frame.midX == 97.5, "centred in its button")

        window.perform(.tap(at: bar.convert(CGPoint(x: 290, y: 20), to: window)))
        let clock = window.windowNode.clock
        try clock.advance(to: clock.now + 0.1)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedItems == [second.tabBarItem])
        #expect(tabs.bouncedIcons.first === icon, "the icon on screen, not a copy")
        #expect(icon.superview === searchButton && icon.layer.animationKeys()?.count == 1, "the selection kept the icon and its animation")
        #expect(icon.tintColor == bar.tintColor && title.textColor == bar.tintColor, "drawn as selected")
        withExtendedLifetime(window) {}
    }
}

/// A navigation controller made with the app's own bar and toolbar classes uses them.
@MainActor
@Suite struct NavigationBarClassTests {
    final class BrandBar: UINavigationBar {
        var made = false
        required init(frame: CGRect) {
            super.init(frame: frame)
            made = true
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    final class BrandToolbar: UIToolbar {}

    @Test func theBarAndToolbarAreOfTheGivenClasses() {
        let navigation = UINavigationController(navigationBarClass: BrandBar.self, toolbarClass: BrandToolbar.self)
        navigation.viewControllers = [UIViewController()]
        #expect((navigation.navigationBar as? BrandBar)?.made == true)
        #expect(navigation.toolbar is BrandToolbar)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.superview === navigation.view)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44), "UIKit's frame, under the status bar")
        #expect(UINavigationController(navigationBarClass: nil, toolbarClass: nil).navigationBar.isMember(of: UINavigationBar.self))
    }
}
