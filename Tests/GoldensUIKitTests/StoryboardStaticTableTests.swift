import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A storyboard's menu of static cells, as settings screens and Apple's samples write it: its
/// sections and cells are the table's rows, their outlets reach the controller, and a tapped
/// cell's segue runs before the delegate hears the selection.
@MainActor
@Suite struct StoryboardStaticTableTests {
    static let document = StoryboardTests.storyboard(initial: "menu-nav", """
        \(StoryboardTests.navigationScene("menu-nav", root: "menu"))
        <scene sceneID="m-menu"><objects>
            <tableViewController id="menu" customClass="StaticMenuScreen" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="menu-table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <sections>
                        <tableViewSection headerTitle="Presentations" id="menu-s1">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell-cross">
                                    <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="cell-cross-content">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                        <subviews>
                                            <label opaque="NO" text="Cross Dissolve" id="cross-label">
                                                <rect key="frame" x="20" y="19" width="200" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="example" kind="show" identifier="showExample" id="cross-segue"/>
                                    </connections>
                                </tableViewCell>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell-swipe">
                                    <rect key="frame" x="0.0" y="110" width="393" height="44"/>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                        <tableViewSection headerTitle="Navigation" footerTitle="Pushes and pops" id="menu-s2">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cell-check">
                                    <rect key="frame" x="0.0" y="200" width="393" height="44"/>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="menu" id="menu-source"/>
                        <outlet property="delegate" destination="menu" id="menu-delegate"/>
                    </connections>
                </tableView>
                <connections>
                    <outlet property="crossLabel" destination="cross-label" id="cross-outlet"/>
                </connections>
            </tableViewController>
        </objects></scene>
        <scene sceneID="m-example"><objects>
            <viewController id="example" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="example-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    @Test func theMenusCellsAreItsRowsAndATapPerformsTheCellsSegue() throws {
        let navigation = try StoryboardTests.initialController(UINavigationController.self, ofStoryboard: "Menu", document: Self.document)
        let menu = try #require(navigation.viewControllers.first as? StaticMenuScreen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let table = menu.tableView!
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(menu.tableView(table, titleForHeaderInSection: 1) == "Navigation")
        #expect(menu.tableView(table, titleForFooterInSection: 1) == "Pushes and pops")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame.height == 60)
        #expect(menu.crossLabel?.text == "Cross Dissolve")
        #expect(menu.crossLabel?.isDescendant(of: first) == true)

        let center = first.convert(CGPoint(x: first.bounds.midX, y: first.bounds.midY), to: window)
        window.perform(.tap(at: center))
        let clock = View.animationClock
        try clock.advance(to: clock.now + 2)

        #expect(menu.events == ["prepare showExample", "didSelect 0-0"])
        #expect(navigation.viewControllers.count == 2)
        let log = SceneDiagnostics.drain()
        #expect(log.isEmpty, "\(log)")
        withExtendedLifetime(window) {}
    }
}

extension StoryboardStaticTableTests {
    /// A static section Xcode left beside a scene (its table was replaced): the app runs, so the
    /// scene loads, and no frame fails for it.
    @Test func aSectionLeftBesideItsSceneIsLeftOut() throws {
        let document = StoryboardTests.storyboard(initial: "plain", """
            <scene sceneID="s-plain"><objects>
                <viewController id="plain" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="plain-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                </viewController>
                <tableViewSection headerTitle="Left over" id="stray-section">
                    <cells/>
                </tableViewSection>
            </objects></scene>
            """)
        let controller = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "Stray", document: document)
        controller.loadViewIfNeeded()
        #expect(controller.view.bounds.width > 0)
        #expect(SceneDiagnostics.drain().isEmpty, "a leftover is not a failure")
    }

    /// A view placed without constraints in a scene designed on a 320-point screen follows its
    /// autoresizing mask to the screen it runs on, as the build that Xcode 8 introduced does.
    @Test func aFixedFrameViewFollowsItsAutoresizingMask() throws {
        let document = StoryboardTests.storyboard(initial: "photo", """
            <scene sceneID="s-photo"><objects>
                <viewController id="photo" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="photo-root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="backdrop">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="260" y="508" width="40" height="40"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let controller = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "FixedFrames", document: document)
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let backdrop = try #require(controller.view.subviews.first), badge = try #require(controller.view.subviews.last)
        #expect(backdrop.translatesAutoresizingMaskIntoConstraints)
        #expect(backdrop.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(badge.frame == CGRect(x: 330, y: 784, width: 40, height: 40), "kept 20 points in from the corner")
    }

    /// A cell of a built-in style as Xcode writes it: its labels inside the content view, named
    /// by the cell's `textLabel` and `detailTextLabel` ids, and a disclosure chevron.
    static let styledDocument = StoryboardTests.storyboard(initial: "styled", """
        <scene sceneID="s-styled"><objects>
            <tableViewController id="styled" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="60" id="styled-table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <sections>
                        <tableViewSection id="styled-s1">
                            <cells>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" accessoryType="disclosureIndicator" selectionStyle="none" textLabel="styled-title" detailTextLabel="styled-detail" style="IBUITableViewCellStyleSubtitle" id="styled-cell">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="styled-content">
                                        <rect key="frame" x="0.0" y="0.0" width="363" height="60"/>
                                        <subviews>
                                            <label opaque="NO" text="Basil" id="styled-title">
                                                <rect key="frame" x="20" y="10" width="33" height="20"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" text="Sweet and green" id="styled-detail">
                                                <rect key="frame" x="20" y="32" width="100" height="16"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                    <connections>
                        <outlet property="dataSource" destination="styled" id="styled-source"/>
                        <outlet property="delegate" destination="styled" id="styled-delegate"/>
                    </connections>
                </tableView>
            </tableViewController>
        </objects></scene>
        """)

    @Test func aBuiltInStyleCellsLabelsAreItsOwnAndItShowsItsAccessory() throws {
        let list = try StoryboardTests.initialController(UITableViewController.self, ofStoryboard: "Styled", document: Self.styledDocument)
        let window = UIWindow(rootViewController: list)
        window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.style == .subtitle && cell.accessoryType == .disclosureIndicator && cell.selectionStyle == .none)
        #expect(cell.textLabel?.text == "Basil" && cell.detailTextLabel?.text == "Sweet and green")
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2, "the document's labels are the cell's, not two more")
        #expect(labels.contains { $0 === cell.textLabel } && labels.contains { $0 === cell.detailTextLabel })
        withExtendedLifetime(window) {}
    }
}

/// The menu screen: a table view controller of static cells, with an outlet into one.
final class StaticMenuScreen: UITableViewController {
    var crossLabel: UILabel?
    var events: [String] = []

    override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
        key == "crossLabel" ? InterfaceBuilderProperty.assign(&crossLabel, value) : super.interfaceBuilderSetValue(value, forKey: key)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.section)-\(indexPath.row)")
    }
}
