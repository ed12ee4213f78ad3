import Foundation
import GoldensScene
import GoldensTesting
@testable import GoldensUIKit
import Testing

/// Bars draw their system items' icons (the package's drawings of the symbols UIKit's glyphs
/// show), and a tab bar of its own shows its items and tells its delegate of a tap.
@MainActor
@Suite struct SystemItemIconTests {
    final class Tabs: NSObject, UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "?") }
    }

    @Test func iconItemsHaveSymbolsAndTextItemsTheirWords() {
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(add.image?.isSymbolImage == true && add.title == nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.image == nil && done.title == "Done")
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(favorites.title == "Favorites" && favorites.image?.isSymbolImage == true && favorites.tag == 3)
        // A symbol the app gives an item is drawn at the bar's size, as the system item is.
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let plus = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
        toolbar.items = [add, .flexibleSpace(), plus]
        toolbar.layoutIfNeeded()
        #expect(add.placedView?.frame.size == plus.placedView?.frame.size && (plus.placedView?.frame.width ?? 0) > 0)
    }

    @Test func barsShowTheirSystemItemsAndATabBarOfItsOwnSelects() throws {
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        screen.title = "Notes"
        screen.navigationItem.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
                                                     UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        screen.setToolbarItems([UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                                UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), .flexibleSpace(),
                                UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)], animated: false)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 500, width: 390, height: 49))
        tabBar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1),
                        UITabBarItem(title: "Trips", image: UIImage(systemName: "map"), selectedImage: UIImage(systemName: "map.fill")),
                        UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        tabBar.selectedItem = tabBar.items?[2]
        let tabs = Tabs()
        tabBar.delegate = tabs
        screen.view.addSubview(tabBar)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.isToolbarHidden = false
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        window.perform(.tap(at: CGPoint(x: 390.0 / 8 * 3, y: 530)))
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.2)
        #expect(tabs.selected == ["Search"] && tabBar.selectedItem === tabBar.items?[1])
        tabBar.selectedItem = tabBar.items?[2]
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: CGSize(width: 390, height: 844)), at: .progress([]),
                                                                  includeStart: true, includeEnd: false, settle: false)
        try expectGoldens(frames, named: "bars")
    }

    /// A `<tabBar>` placed in a storyboard's view shows its items, system ones with their icons.
    @Test func aStoryboardsTabBarShowsItsItems() throws {
        let controller = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "TabStrip", document: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Tab-Vc-001">
                <scenes>
                    <scene sceneID="Tab-Sc-001">
                        <objects>
                            <viewController id="Tab-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Tab-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <tabBar contentMode="scaleToFill" id="Tab-Br-001">
                                            <rect key="frame" x="0.0" y="761" width="390" height="49"/>
                                            <items>
                                                <tabBarItem systemItem="favorites" id="Tab-It-001"/>
                                                <tabBarItem title="Trips" image="map" catalog="system" badgeValue="2" id="Tab-It-002"/>
                                            </items>
                                        </tabBar>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        controller.loadViewIfNeeded()
        #expect(SceneDiagnostics.drain().isEmpty)
        let bar = try #require(controller.view.subviews.first as? UITabBar)
        #expect(bar.items?.map(\.title) == ["Favorites", "Trips"])
        #expect(bar.items?.allSatisfy { $0.image?.isSymbolImage == true } == true && bar.items?.last?.badgeValue == "2")
    }
}
