import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Unwind segues, as storyboards wire a Back or Done button to the Exit placeholder: the
/// controller back along the way that has the unwind action takes it, and UIKit pops or
/// dismisses to it.
@MainActor
@Suite struct StoryboardUnwindTests {
    static let document = StoryboardTests.storyboard(initial: "unwind-nav", """
        \(StoryboardTests.navigationScene("unwind-nav", root: "unwind-list"))
        <scene sceneID="s-list"><objects>
            <viewController id="unwind-list" customClass="UnwindListScreen" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="list-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
                <connections>
                    <segue destination="unwind-detail" kind="show" identifier="show" id="to-detail"/>
                    <segue destination="unwind-sheet" kind="presentation" identifier="present" modalPresentationStyle="fullScreen" id="to-sheet"/>
                </connections>
            </viewController>
            <exit id="list-exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="s-detail"><objects>
            <viewController id="unwind-detail" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="detail-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="detail-back">
                            <rect key="frame" x="20" y="400" width="100" height="44"/>
                            <state key="normal" title="Back"/>
                            <connections>
                                <segue destination="detail-exit" kind="unwind" unwindAction="unwindToList:" id="back-unwind"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            <exit id="detail-exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="s-sheet"><objects>
            <viewController id="unwind-sheet" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="sheet-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="sheet-done">
                            <rect key="frame" x="20" y="400" width="100" height="44"/>
                            <state key="normal" title="Done"/>
                            <connections>
                                <segue destination="sheet-exit" kind="unwind" unwindAction="unwindToList:" id="done-unwind"/>
                                <segue destination="sheet-exit" kind="unwind" unwindAction="unwindToNowhere:" identifier="nowhere" id="nowhere-unwind"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            <exit id="sheet-exit" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        """)

    func launch() throws -> (UIWindow, UINavigationController, UnwindListScreen) {
        let navigation = try StoryboardTests.initialController(UINavigationController.self, ofStoryboard: "Unwind", document: Self.document)
        let list = try #require(navigation.viewControllers.first as? UnwindListScreen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        return (window, navigation, list)
    }

    func settle() throws {
        let clock = View.animationClock
        try clock.advance(to: clock.now + 2)
    }

    @Test func aPushedScreensBackButtonUnwindsByPopping() throws {
        let (window, navigation, list) = try launch()
        list.performSegue(withIdentifier: "show", sender: nil)
        try settle()
        let detail = try #require(navigation.topViewController)
        #expect(detail !== list)
        let back = try #require(detail.view.subviews.first as? UIButton)

        back.sendActions(for: .touchUpInside)
        try settle()

        #expect(list.unwound.count == 1)
        #expect(list.unwound.first?.source === detail)
        #expect(list.unwound.first?.destination === list)
        #expect(navigation.viewControllers.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentedScreensDoneButtonUnwindsByDismissing() throws {
        let (window, navigation, list) = try launch()
        list.performSegue(withIdentifier: "present", sender: nil)
        try settle()
        let sheet = try #require(navigation.presentedViewController, "\(SceneDiagnostics.drain())")
        _ = SceneDiagnostics.drain()

        sheet.performSegue(withIdentifier: "nowhere", sender: nil)
        try settle()
        #expect(navigation.presentedViewController === sheet, "no controller has unwindToNowhere:, so nothing happens")

        let done = try #require(sheet.view.subviews.first as? UIButton)
        done.sendActions(for: .touchUpInside)
        try settle()

        #expect(list.unwound.count == 1)
        #expect(navigation.presentedViewController == nil)
        #expect(SceneDiagnostics.drain().isEmpty)
        withExtendedLifetime(window) {}
    }
}

extension StoryboardUnwindTests {
    /// The same storyboard with the app's own navigation controller class.
    static let recordingDocument = document.replacingOccurrences(
        of: "<navigationController id=\"unwind-nav\"",
        with: "<navigationController id=\"unwind-nav\" customClass=\"UnwindRecordingNavigation\" customModule=\"GoldensUIKitTests\"")

    @Test func eachContainerOnTheWayIsAskedToShowTheChildTowardsTheDestination() throws {
        let navigation = try StoryboardTests.initialController(UnwindRecordingNavigation.self, ofStoryboard: "UnwindRecording",
                                                               document: Self.recordingDocument)
        let list = try #require(navigation.viewControllers.first as? UnwindListScreen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        list.performSegue(withIdentifier: "show", sender: nil)
        try settle()
        let detail = try #require(navigation.topViewController)

        try #require(detail.view.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        try settle()

        #expect(navigation.unwoundTowards.count == 1 && navigation.unwoundTowards.first === list)
        #expect(navigation.viewControllers.count == 1, "UIKit's navigation controller pops to the child")
        #expect(list.unwound.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aControllerThatRefusesTheSegueIsPassedOver() throws {
        let (window, navigation, list) = try launch()
        list.refusesUnwinding = true
        list.performSegue(withIdentifier: "show", sender: nil)
        try settle()
        let detail = try #require(navigation.topViewController)

        try #require(detail.view.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        try settle()

        #expect(list.unwound.isEmpty && navigation.topViewController === detail, "no other controller takes it: nothing happens")
        withExtendedLifetime(window) {}
    }

    /// A sheet over a pushed screen unwinds to the list below: the stack goes back to the list at
    /// once under the sheet, and the sheet goes with an animated dismissal.
    @Test func aSheetUnwindsToAScreenLowerInTheStack() throws {
        let sheetDocument = Self.document.replacingOccurrences(of: "modalPresentationStyle=\"fullScreen\"", with: "modalPresentationStyle=\"pageSheet\"")
        let navigation = try StoryboardTests.initialController(UINavigationController.self, ofStoryboard: "UnwindSheet", document: sheetDocument)
        let list = try #require(navigation.viewControllers.first as? UnwindListScreen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        list.performSegue(withIdentifier: "show", sender: nil)
        try settle()
        list.performSegue(withIdentifier: "present", sender: nil)
        try settle()
        let sheet = try #require(navigation.presentedViewController)
        #expect(navigation.viewControllers.count == 2)
        _ = SceneDiagnostics.drain()

        try #require(sheet.view.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        try settle()

        #expect(list.unwound.count == 1)
        #expect(navigation.viewControllers.count == 1 && navigation.presentedViewController == nil)
        #expect(SceneDiagnostics.drain().isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aSegueSubclassKeepsTheInitializerWithAPerformHandler() {
        final class FadeSegue: UIStoryboardSegue {
            var style = "fade"
            required init(identifier: String?, source: UIViewController, destination: UIViewController) {
                super.init(identifier: identifier, source: source, destination: destination)
            }
        }
        var performed = 0
        let segue = FadeSegue(identifier: "fade", source: UIViewController(), destination: UIViewController()) { performed += 1 }
        segue.perform()
        #expect(performed == 1 && segue.style == "fade")
    }
}

/// A navigation controller that notes the unwind segues it is asked to show a child for.
final class UnwindRecordingNavigation: UINavigationController {
    var unwoundTowards: [UIViewController] = []
    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwoundTowards.append(subsequentVC)
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }
}

/// The list the unwind segues return to; its action is listed by name, as the GoldensSelectors
/// plugin lists an `@IBAction`.
final class UnwindListScreen: UIViewController {
    var unwound: [UIStoryboardSegue] = []
    var refusesUnwinding = false

    override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        !refusesUnwinding && super.canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    func unwindToList(_ segue: UIStoryboardSegue) {
        unwound.append(segue)
    }

    override func interfaceBuilderAction(named name: String) -> Selector? {
        name == "unwindToList:" ? Selector("unwindToList:", UnwindListScreen.unwindToList(_:)) : super.interfaceBuilderAction(named: name)
    }
}

/// A button with an action and a segue, the action written first (the app picks what the segue
/// shows, then `prepare(for:sender:)` hands it over): UIKit sends them in the document's order.
@MainActor
@Suite struct StoryboardActionOrderTests {
    static let document = StoryboardTests.storyboard(initial: "order-nav", """
        \(StoryboardTests.navigationScene("order-nav", root: "order-list"))
        <scene sceneID="s-order-list"><objects>
            <viewController id="order-list" customClass="OrderedSegueScreen" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="order-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="order-open">
                            <rect key="frame" x="20" y="400" width="100" height="44"/>
                            <state key="normal" title="Open"/>
                            <connections>
                                <action selector="pick:" destination="order-list" eventType="touchUpInside" id="order-pick"/>
                                <segue destination="order-detail" kind="show" identifier="open" id="order-show"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s-order-detail"><objects>
            <viewController id="order-detail" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="order-detail-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    @Test func theActionWrittenBeforeTheSegueRunsFirst() throws {
        let navigation = try StoryboardTests.initialController(UINavigationController.self, ofStoryboard: "ActionOrder", document: Self.document)
        let list = try #require(navigation.viewControllers.first as? OrderedSegueScreen)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let open = try #require(list.view.subviews.first as? UIButton)
        open.sendActions(for: .touchUpInside)
        #expect(list.events == ["pick", "prepare open"])
        #expect(navigation.viewControllers.count == 2)
    }
}

final class OrderedSegueScreen: UIViewController {
    var events: [String] = []

    func pick(_ sender: Any) {
        events.append("pick")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "")")
    }

    override func interfaceBuilderAction(named name: String) -> Selector? {
        name == "pick:" ? Selector("pick:", OrderedSegueScreen.pick(_:)) : super.interfaceBuilderAction(named: name)
    }
}
