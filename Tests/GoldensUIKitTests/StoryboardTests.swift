import Foundation
@testable import GoldensUIKit
import GoldensScene
import Testing

/// Storyboards and xibs as Xcode saves them load into the screens they describe: controllers of the
/// app's classes, views with their frames, colours, fonts and texts, constraints, navigation and
/// segues. The documents are written here as Xcode writes them.
@MainActor
@Suite struct StoryboardTests {
    /// A folder of its own per test, holding one document, added to the resource search.
    static func folder(with files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboards-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Base.lproj", withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(toFile: folder + "/Base.lproj/" + name, atomically: true, encoding: .utf8)
        }
        AppResources.addSearchDirectory(folder)
        return folder
    }

    /// The initial controller of the storyboard `name` holding `document`, written to a folder of
    /// its own, with the reports made so far drained.
    static func initialController<Controller: UIViewController>(_ type: Controller.Type, ofStoryboard name: String,
                                                                 document: String) throws -> Controller {
        _ = try folder(with: ["\(name).storyboard": document])
        _ = SceneDiagnostics.drain()
        return try #require(UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as? Controller)
    }

    /// A scene of a navigation controller `id` whose root is the scene `root`, as Xcode writes it.
    static func navigationScene(_ id: String, root: String, barAttributes: String = "") -> String {
        """
        <scene sceneID="\(id)-scene"><objects>
            <navigationController id="\(id)" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes)id="\(id)-bar">
                    <rect key="frame" x="0.0" y="47" width="393" height="44"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                </connections>
            </navigationController>
        </objects></scene>
        """
    }

    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    /// A text view's text (as a `<string>` element), font, colour and `scrollEnabled="NO"`; a
    /// label's `<mutableString>`; a colour of UIKit's own catalog (`catalog="System"`).
    @Test func textViewsMutableStringsAndSystemCatalogColoursLoad() throws {
        let document = Self.storyboard(initial: "Txt-vc-001", """
        <scene sceneID="Txt-scene"><objects>
            <viewController id="Txt-vc-001" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Txt-view">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" textAlignment="natural" id="Txt-text">
                            <rect key="frame" x="16" y="100" width="361" height="200"/>
                            <string key="text">Lorem ipsum dolor sit amet.</string>
                            <color key="textColor" name="systemBlueColor" catalog="System"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" textAlignment="natural" lineBreakMode="tailTruncation" id="Txt-label">
                            <rect key="frame" x="16" y="320" width="361" height="40"/>
                            <mutableString key="text">A paragraph kept as a mutable string.</mutableString>
                            <fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="14"/>
                        </label>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" id="Txt-scroll">
                            <rect key="frame" x="0.0" y="400" width="393" height="300"/>
                        </scrollView>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                </view>
            </viewController>
        </objects></scene>
        """)
        let controller = try Self.initialController(UIViewController.self, ofStoryboard: "Texts", document: document)
        controller.loadViewIfNeeded()
        let text = try #require(controller.view.subviews.compactMap { $0 as? UITextView }.first)
        #expect(text.text == "Lorem ipsum dolor sit amet.")
        #expect(!text.isScrollEnabled && !text.isEditable && text.font?.pointSize == 14)
        #expect(text.textColor == .systemBlue)
        let label = try #require(controller.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "A paragraph kept as a mutable string.")
        let scroll = try #require(controller.view.subviews.first { type(of: $0) == UIScrollView.self } as? UIScrollView)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// "Extend Edges" as Xcode saves it, and a bar left opaque: the screen starts below the bar.
    /// A navigation bar placed in a screen's view on its own, pinned by its top and sides: it
    /// is 44 pt tall and shows its items, whose button performs its segue.
    @Test func aNavigationBarOnItsOwnShowsItsItemsAtItsHeight() throws {
        let controller = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "OwnBar", document: StoryboardTests.storyboard(initial: "own-1", """
            <scene sceneID="s1"><objects>
                <viewController id="own-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="own-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <items>
                                    <navigationItem title="Inbox" id="own-item">
                                        <barButtonItem key="rightBarButtonItem" title="Present" id="own-present">
                                            <connections>
                                                <segue destination="own-2" kind="presentation" id="own-segue"/>
                                            </connections>
                                        </barButtonItem>
                                    </navigationItem>
                                </items>
                            </navigationBar>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="own-safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="own-bar" firstAttribute="top" secondItem="own-safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="own-bar" firstAttribute="leading" secondItem="own-safe" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="own-bar" firstAttribute="trailing" secondItem="own-safe" secondAttribute="trailing" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="own-2" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="own-2-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </view>
                </viewController>
            </objects></scene>
            """))
        let window = UIWindow(rootViewController: controller)
        window.layoutIfNeeded()
        let bar = try #require(controller.view.subviews.first as? UINavigationBar)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.topItem?.title == "Inbox")
        let present = try #require(bar.topItem?.rightBarButtonItem)
        #expect(present.title == "Present")
        let action = try #require(present.action)
        UIApplication.shared.sendAction(action, to: present.target, from: present, for: nil)
        #expect(controller.presentedViewController != nil, "the item's segue presents the second screen")
    }

    /// A navigation controller's bar and toolbar, a toolbar and a search bar placed in a view on
    /// their own and a blur keep the style, colours, title attributes, appearance and items the document gives them.
    @Test func barsKeepTheirStyleColoursAppearanceAndItems() throws {
        let document = Self.storyboard(initial: "Bar-nav", """
        <scene sceneID="Bar-nav-scene"><objects>
            <navigationController id="Bar-nav" toolbarHidden="NO" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" translucent="NO" id="Bar-nav-bar">
                    <rect key="frame" x="0.0" y="47" width="393" height="44"/>
                    <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="barTintColor" red="0.2" green="0.3" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <textAttributes key="titleTextAttributes">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <color key="textColor" red="1" green="0.8" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </textAttributes>
                    <navigationBarAppearance key="scrollEdgeAppearance" backgroundEffect="regular">
                        <color key="backgroundColor" red="0.2" green="0.3" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </navigationBarAppearance>
                </navigationBar>
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="black" translucent="NO" id="Bar-nav-toolbar">
                    <rect key="frame" x="0.0" y="769" width="393" height="49"/>
                    <color key="barTintColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </toolbar>
                <connections>
                    <segue destination="Bar-vc" kind="relationship" relationship="rootViewController" id="Bar-root"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="Bar-scene"><objects>
            <viewController id="Bar-vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Bar-view">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="black" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Bar-own">
                            <rect key="frame" x="0.0" y="300" width="393" height="44"/>
                            <items>
                                <barButtonItem title="Reply" id="Bar-reply"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="Bar-space"/>
                                <barButtonItem systemItem="trash" id="Bar-trash"/>
                            </items>
                            <color key="barTintColor" red="0.9" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </toolbar>
                        <searchBar contentMode="redraw" barStyle="black" translucent="NO" placeholder="Search" id="Bar-search">
                            <rect key="frame" x="0.0" y="520" width="393" height="56"/>
                            <color key="barTintColor" red="0.3" green="0.1" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </searchBar>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="Bar-blur">
                            <rect key="frame" x="0.0" y="400" width="393" height="100"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Bar-blur-content">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
                            </view>
                            <blurEffect style="dark"/>
                        </visualEffectView>
                    </subviews>
                </view>
                <toolbarItems>
                    <barButtonItem title="Edit" id="Bar-edit"/>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="Bar-flex"/>
                    <barButtonItem systemItem="add" id="Bar-add"/>
                </toolbarItems>
            </viewController>
        </objects></scene>
        """)
        let navigation = try Self.initialController(UINavigationController.self, ofStoryboard: "Bars", document: document)
        let bar = navigation.navigationBar
        #expect(bar.barStyle == .black && !bar.isTranslucent)
        #expect(bar.barTintColor == UIColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1))
        #expect(bar.tintColor == UIColor(white: 1, alpha: 1))
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
        #expect((bar.titleTextAttributes?[.font] as? UIFont)?.pointSize == 20)
        let edge = try #require(bar.scrollEdgeAppearance)
        #expect(edge.backgroundEffect?.style == .regular)
        #expect(edge.backgroundColor == UIColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1))
        #expect(navigation.toolbar.barStyle == .black && !navigation.toolbar.isTranslucent)
        #expect(navigation.toolbar.barTintColor == UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))
        let screen = try #require(navigation.topViewController)
        #expect(screen.toolbarItems?.map { $0.title } == ["Edit", nil, nil])
        let own = try #require(screen.view.subviews.first as? UIToolbar)
        #expect(own.items?.map { $0.title } == ["Reply", nil, nil])
        #expect(own.barStyle == .black && !own.isTranslucent)
        #expect(own.barTintColor == UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))
        let blur = try #require(screen.view.subviews.last as? UIVisualEffectView)
        #expect((blur.effect as? UIBlurEffect)?.style == .dark)
        let search = try #require(screen.view.subviews.first { $0 is UISearchBar } as? UISearchBar)
        #expect(search.barStyle == .black && !search.isTranslucent)
        #expect(search.barTintColor == UIColor(red: 0.3, green: 0.1, blue: 0.4, alpha: 1))
    }

    @Test func extendedEdgesAndAnOpaqueBarLoad() throws {
        let document = Self.storyboard(initial: "Edg-nav", Self.navigationScene("Edg-nav", root: "Edg-vc", barAttributes: #"translucent="NO" "#) + """
        <scene sceneID="Edg-scene"><objects>
            <viewController id="Edg-vc" extendedLayoutIncludesOpaqueBars="YES" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Edg-view">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </view>
                <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
            </viewController>
        </objects></scene>
        """)
        let navigation = try Self.initialController(UINavigationController.self, ofStoryboard: "Edges", document: document)
        let screen = try #require(navigation.topViewController)
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(screen.edgesForExtendedLayout == .bottom && screen.extendedLayoutIncludesOpaqueBars)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.view.frame.minY == 91, "the top edge is left out: the screen starts below the bar")
    }

    /// A navigation controller whose root is a list with a title label pinned by constraints, and a
    /// button that shows a detail screen; the detail is presented modally by identifier.
    static let trips = storyboard(initial: "Nav-aa-001", """
            <!--Navigation Controller-->
            <scene sceneID="nav-scene">
                <objects>
                    <navigationController id="Nav-aa-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-1">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="List-bb-002" kind="relationship" relationship="rootViewController" id="rel-1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Trips-->
            <scene sceneID="list-scene">
                <objects>
                    <viewController title="Trips" id="List-bb-002" customClass="TripListController" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Weekend Trips" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="title-1">
                                    <rect key="frame" x="20" y="123" width="353" height="29"/>
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                    <color key="textColor" red="0.20" green="0.25" blue="0.60" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="open-1">
                                    <rect key="frame" x="146" y="400" width="100" height="44"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="h-1"/>
                                        <constraint firstAttribute="width" secondItem="open-1" secondAttribute="height" multiplier="25:11" id="ratio-1"/>
                                    </constraints>
                                    <state key="normal" title="Open"/>
                                    <connections>
                                        <segue destination="Detail-cc-003" kind="show" identifier="showDetail" id="show-1"/>
                                    </connections>
                                </button>
                                <view alpha="0.5" tag="7" contentMode="scaleToFill" id="badge-1">
                                    <rect key="frame" x="10" y="700" width="40" height="30"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                                    <color key="backgroundColor" systemColor="systemRedColor"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe-1"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
                                <constraint firstItem="title-1" firstAttribute="top" secondItem="safe-1" secondAttribute="top" constant="20" id="c-1"/>
                                <constraint firstItem="title-1" firstAttribute="leading" secondItem="safe-1" secondAttribute="leading" constant="20" id="c-2"/>
                                <constraint firstItem="safe-1" firstAttribute="trailing" secondItem="title-1" secondAttribute="trailing" constant="20" id="c-3"/>
                                <constraint firstItem="open-1" firstAttribute="centerX" secondItem="root-1" secondAttribute="centerX" id="c-4"/>
                                <constraint firstItem="open-1" firstAttribute="centerY" secondItem="root-1" secondAttribute="centerY" id="c-5"/>
                                <constraint firstItem="open-1" firstAttribute="top" secondItem="title-1" secondAttribute="bottom" constant="8" placeholder="YES" id="c-6"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="All Trips" id="item-1">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="add-1"/>
                        </navigationItem>
                        <connections>
                            <segue destination="Detail-cc-003" kind="presentation" identifier="present" modalPresentationStyle="overFullScreen" modalTransitionStyle="crossDissolve" id="present-1"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--Detail-->
            <scene sceneID="detail-scene">
                <objects>
                    <viewController storyboardIdentifier="TripDetail" id="Detail-cc-003" customClass="TripDetailController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-2">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <color key="backgroundColor" red="0.95" green="0.6" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
    """)

    private func loadTrips() throws -> UIStoryboard {
        _ = try Self.folder(with: ["TripsUnit.storyboard": Self.trips])
        _ = SceneDiagnostics.drain()
        return UIStoryboard(name: "TripsUnit", bundle: nil)
    }

    @Test func theInitialControllerIsTheNavigationControllerWithItsRoot() throws {
        let storyboard = try loadTrips()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? TripListController)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.storyboard === storyboard)
        #expect(list.title == "Trips")
        #expect(list.navigationItem.title == "All Trips")
        #expect(list.navigationItem.rightBarButtonItem != nil)
        #expect(list.awoke == 1)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func theViewLoadsLazilyWithItsAttributesAndConstraints() throws {
        let storyboard = try loadTrips()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? TripListController)
        #expect(!list.isViewLoaded)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(list.isViewLoaded)
        #expect(list.loadedCount == 1)
        let root = try #require(list.view)
        #expect(root.backgroundColor == .systemBackground)
        let title = try #require(root.subviews.first as? UILabel)
        #expect(title.text == "Weekend Trips")
        #expect(title.font.pointSize == 24)
        #expect(title.font.weight == .bold)
        #expect(title.textAlignment == .center)
        #expect(title.numberOfLines == 2)
        #expect(title.textColor == UIColor(red: 0.2, green: 0.25, blue: 0.6, alpha: 1))
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        // Pinned 20 pt inside the safe area, below the navigation bar.
        let safeTop = root.safeAreaInsets.top
        #expect(safeTop > 0)
        #expect(title.frame.minY == safeTop + 20)
        #expect(title.frame.minX == 20)
        #expect(abs(title.frame.width - (393 - 40)) < 1e-9)
        // A 44 pt button 25:11 wide, centred; the placeholder constraint is not installed.
        let button = try #require(root.subviews[1] as? UIButton)
        #expect(button.title(for: .normal) == "Open")
        #expect(button.buttonType == .system)
        #expect(button.frame.size == CGSize(width: 100, height: 44))
        #expect(button.center == CGPoint(x: 393.0 / 2, y: 852.0 / 2))
        // A view that keeps its frame by its autoresizing mask, with its runtime attribute.
        let badge = root.subviews[2]
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        #expect(badge.frame == CGRect(x: 10, y: 700, width: 40, height: 30))
        #expect(badge.autoresizingMask == [.flexibleRightMargin, .flexibleTopMargin])
        #expect(badge.alpha == 0.5)
        #expect(badge.tag == 7)
        #expect(badge.layer.cornerRadius == 8)
        #expect(badge.backgroundColor == .systemRed)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func aButtonsSegueShowsTheDestinationAfterPrepare() throws {
        let storyboard = try loadTrips()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? TripListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let button = try #require(list.view.subviews[1] as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(list.prepared.map(\.identifier) == ["showDetail"])
        #expect(list.asked == ["showDetail"])
        #expect(list.prepared.first?.destination is TripDetailController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === list.prepared.first?.destination)
    }

    @Test func performSegueByIdentifierPresentsWithTheSeguesStyles() throws {
        let storyboard = try loadTrips()
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? TripListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        list.performSegue(withIdentifier: "present", sender: nil)
        let detail = try #require(list.prepared.first?.destination as? TripDetailController)
        // performSegue does not ask shouldPerformSegue, as in UIKit.
        #expect(list.asked.isEmpty)
        #expect(detail.modalPresentationStyle == .overFullScreen)
        #expect(detail.modalTransitionStyle == .crossDissolve)
        #expect(navigation.presentedViewController === detail)
        list.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(SceneDiagnostics.drain().contains { $0.contains("Receiver (TripListController) has no segue with identifier 'nowhere'") })
    }

    /// A frame saved as insets with a value that is no number or percentage is reported with
    /// the file, the value and what was expected, and the view keeps a zero frame.
    @Test func aFrameInsetThatIsNotANumberIsReported() throws {
        let document = Self.storyboard(initial: "Ins-vc-001", """
            <scene sceneID="ins-scene"><objects>
                <viewController id="Ins-vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="Ins-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="Ins-bad-1"><frame key="frameInset" minX="half" height="30"/></view>
                            <view contentMode="scaleToFill" id="Ins-bad-2"><frame key="frameInset" minX="250%" height="30"/></view>
                            <view contentMode="scaleToFill" id="Ins-bad-3"><frame key="frameInset" width="1e300" height="30"/></view>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let controller = try Self.initialController(UIViewController.self, ofStoryboard: "Insets", document: document)
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.map(\.frame) == [.zero, .zero, .zero])
        let reports = SceneDiagnostics.drain()
        #expect(reports.count == 3)
        #expect(reports.contains { $0.contains("Insets.storyboard") && $0.contains("minX=\"half\"") && $0.contains("expected a number") })
        #expect(reports.contains { $0.contains("minX=\"250%\" is not a percentage from 0% to 100%") })
        #expect(reports.contains { $0.contains("width=\"1e300\"") })
    }

    @Test func controllersByIdentifierAreFreshEachTime() throws {
        let storyboard = try loadTrips()
        let first = storyboard.instantiateViewController(withIdentifier: "TripDetail")
        let second = storyboard.instantiateViewController(withIdentifier: "TripDetail")
        #expect(first is TripDetailController)
        #expect(first !== second)
        #expect(first.view.backgroundColor == UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1))
        let typed: TripDetailController = storyboard.instantiateViewController(identifier: "TripDetail") { coder in
            TripDetailController(coder: coder, trip: "Lisbon")
        }
        #expect(typed.trip == "Lisbon")
        _ = storyboard.instantiateViewController(withIdentifier: "Missing")
        #expect(SceneDiagnostics.drain().contains { $0.contains("Storyboard doesn't contain a view controller with identifier 'Missing'") })
    }

    // MARK: Asset catalogs

    /// Colour sets by name, light and dark, for code and for documents; a vector image set
    /// stands as a placeholder with a message.
    @Test func namedColoursAndImagesComeFromTheAppsCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)").path
        let set = folder + "/App/Assets.xcassets/StoryBrand.colorset"
        let icon = folder + "/App/Assets.xcassets/StoryIcon.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: icon, withIntermediateDirectories: true)
        try #"{"info":{"version":1,"author":"xcode"}}"#.write(toFile: folder + "/App/Assets.xcassets/Contents.json", atomically: true, encoding: .utf8)
        try """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x40", "green" : "0x80", "red" : "0xFF" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.100", "green" : "0.200", "red" : "0.300" } }, "idiom" : "universal" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"icon.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
            .write(toFile: icon + "/Contents.json", atomically: true, encoding: .utf8)
        // A 30 x 20 point icon: a blue bar across its middle.
        try """
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 30 20] /Contents 4 0 R >> endobj
            4 0 obj << /Length 23 >>
            stream
            0 0 1 rg 0 5 30 10 re f
            endstream
            endobj
            """.write(toFile: icon + "/icon.pdf", atomically: true, encoding: .utf8)
        // A set whose PDF is broken stands as a placeholder.
        let broken = folder + "/App/Assets.xcassets/StoryBroken.imageset"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        try #"{"images":[{"filename":"broken.pdf","idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
            .write(toFile: broken + "/Contents.json", atomically: true, encoding: .utf8)
        try "%PDF-1.4".write(toFile: broken + "/broken.pdf", atomically: true, encoding: .utf8)
        // A photo set holds a JPEG, drawn at its scale.
        let photo = folder + "/App/Assets.xcassets/StoryPhoto.imageset"
        try FileManager.default.createDirectory(atPath: photo, withIntermediateDirectories: true)
        try #"{"images":[{"filename":"photo@2x.jpg","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#
            .write(toFile: photo + "/Contents.json", atomically: true, encoding: .utf8)
        let jpeg = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../GoldensJPEGTests/Resources/baseline-420-33x65.jpg").path
        try FileManager.default.copyItem(atPath: jpeg, toPath: photo + "/photo@2x.jpg")
        AppResources.addSearchDirectory(folder)
        _ = SceneDiagnostics.drain()

        #expect(UIColor(named: "StoryBrand") == UIColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255, alpha: 1))
        #expect(UIColor(named: "StoryBrand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 1))
        #expect(UIColor(named: "NoSuchColour") == nil)
        // The PDF icon is drawn at the screen's scale, its page's size in points.
        let drawnIcon = try #require(UIImage(named: "StoryIcon"))
        #expect(drawnIcon.size == CGSize(width: 30, height: 20) && drawnIcon.scale == UIScreen.main.scale)
        let middle = drawnIcon.image.bitmap[30, 20], top = drawnIcon.image.bitmap[30, 2]
        #expect(middle.b == 255 && middle.a == 255 && top.a == 0, "the bar, and nothing above it")
        // `#imageLiteral(resourceName: "StoryIcon")` finds what `UIImage(named:)` finds.
        #expect(UIImage(imageLiteralResourceName: "StoryIcon").size == CGSize(width: 30, height: 20))
        #expect(UIImage(named: "StoryBroken")?.size == CGSize(width: 24, height: 24), "a broken PDF stands as the placeholder")
        // The photo set holds a JPEG, drawn at its scale.
        let decoded = try #require(UIImage(named: "StoryPhoto"))
        #expect(decoded.size == CGSize(width: 16.5, height: 32.5))
        #expect(decoded.scale == 2)
        // Asked for by the name of the file it was before it moved into the catalog.
        #expect(UIImage(named: "StoryPhoto.jpg")?.size == CGSize(width: 16.5, height: 32.5))
        #expect(UIImage(named: "StoryPhoto.txt") == nil, "only an image's extension is dropped")
        let log = SceneDiagnostics.drain()
        #expect(!log.contains { $0.contains("icon.pdf") }, "\(log)")
        #expect(log.contains { $0.contains("broken.pdf: no page") && $0.contains("StoryBroken") }, "\(log)")
    }

    // MARK: Bad documents

    /// A navigation controller whose root is itself, and a container view embedding its own
    /// controller: reported, not a stack overflow.
    @Test func controllersLeadingBackToThemselvesAreReported() throws {
        _ = try Self.folder(with: ["Loops.storyboard": Self.storyboard(initial: "loop-1", """
            <scene sceneID="s1"><objects>
                <navigationController id="loop-1" sceneMemberID="viewController">
                    <connections><segue destination="loop-1" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController storyboardIdentifier="Nest" id="nest-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="nv">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" id="box">
                                <rect key="frame" x="0" y="0" width="100" height="100"/>
                                <connections><segue destination="nest-1" kind="embed" id="e"/></connections>
                            </containerView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
        """)])
        _ = SceneDiagnostics.drain()
        let storyboard = UIStoryboard(name: "Loops", bundle: nil)
        _ = storyboard.instantiateInitialViewController()
        #expect(SceneDiagnostics.drain().contains { $0.contains("more than \(UIStoryboard.maximumInstantiationDepth) deep") })
        let nest = storyboard.instantiateViewController(withIdentifier: "Nest")
        nest.loadViewIfNeeded()
        #expect(SceneDiagnostics.drain().contains { $0.contains("more than \(UIStoryboard.maximumInstantiationDepth) deep") })
    }

    @Test func aMissingStoryboardIsReportedWithTheFoldersSearched() {
        _ = SceneDiagnostics.drain()
        let storyboard = UIStoryboard(name: "NoSuchStoryboard", bundle: nil)
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(SceneDiagnostics.drain().contains { $0.contains("Could not find a storyboard named 'NoSuchStoryboard'") })
    }

    @Test func aMalformedStoryboardNamesTheFileAndLine() throws {
        let folder = try Self.folder(with: ["Broken.storyboard": "<document type=\"x\">\n<scenes>\n</document>"])
        _ = SceneDiagnostics.drain()
        #expect(UIStoryboard(name: "Broken", bundle: nil).instantiateInitialViewController() == nil)
        let log = SceneDiagnostics.drain().joined(separator: "\n")
        #expect(log.contains("\(folder)/Base.lproj/Broken.storyboard:3: end tag </document> closes <scenes> opened on line 2"))
    }

    @Test func anUnknownClassIsLoggedABadConstraintReportedAndTheRestLoads() throws {
        _ = try Self.folder(with: ["Odd.storyboard": Self.storyboard(initial: "odd-1", """
            <scene sceneID="s"><objects>
                <viewController id="odd-1" customClass="NoSuchController" customModule="NoSuchModule" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <mapView id="map-1"><rect key="frame" x="0" y="0" width="100" height="100"/></mapView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="ghost" firstAttribute="top" secondItem="v" secondAttribute="top" id="k1"/>
                            <constraint firstItem="map-1" firstAttribute="sideways" secondItem="v" secondAttribute="top" id="k2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
        """)])
        _ = SceneDiagnostics.drain()
        let (made, logged) = ConsoleLog.capture { UIStoryboard(name: "Odd", bundle: nil).instantiateInitialViewController() }
        let controller = try #require(made)
        #expect(type(of: controller) == UIViewController.self)
        #expect(controller.view.subviews.count == 1)
        // UIKit logs a class it cannot find and loads the scene with its own; the frames show
        // that, and only what GoldensUIKit cannot do fails them.
        #expect(logged.contains { $0.hasSuffix(#"Odd.storyboard:12 (id "odd-1"): Unknown class "NoSuchController" in Interface Builder file (searched modules NoSuchModule, GoldensUIKitTests); using UIViewController"#) })
        let log = SceneDiagnostics.drain().joined(separator: "\n")
        #expect(!log.contains("Unknown class"))
        #expect(log.contains(#"(id "map-1"): <mapView> is not drawn by GoldensUIKit"#))
        #expect(log.contains(#"(id "k1"): the constraint's firstItem "ghost" is no object of this document"#))
        #expect(log.contains(#"(id "k2"): firstAttribute "sideways" is no layout attribute"#))
    }

    /// A view the document leaves out for every size class (`<variation key="default">` excludes
    /// it) is not made, and the constraints naming it or a view inside it are not installed, with
    /// nothing reported: UIKit does not install them either.
    @Test func constraintsOnAViewLeftOutForEverySizeClassAreNotInstalled() throws {
        let controller = try Self.initialController(UIViewController.self, ofStoryboard: "Excluded", document: Self.storyboard(initial: "ex-1", """
            <scene sceneID="s"><objects>
                <viewController id="ex-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kept">
                                <rect key="frame" x="0" y="100" width="393" height="50"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="regular-only">
                                <rect key="frame" x="0" y="200" width="393" height="50"/>
                                <subviews>
                                    <label text="Wide" translatesAutoresizingMaskIntoConstraints="NO" id="inside"/>
                                </subviews>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="kept" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                            <constraint firstItem="kept" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="regular-only" firstAttribute="top" secondItem="kept" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="inside" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews"><exclude reference="regular-only"/></mask>
                        </variation>
                    </view>
                </viewController>
            </objects></scene>
        """))
        controller.loadViewIfNeeded()
        #expect(controller.view.subviews.count == 1)
        #expect(controller.view.constraints.count == 2)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// Xcode writes `userInteractionEnabled="NO"` for every label and image view it leaves alone;
    /// one without the attribute had touches switched on, so its gesture recognizers work.
    @Test func aViewWithoutTheInteractionFlagTakesTouches() throws {
        let controller = try Self.initialController(UIViewController.self, ofStoryboard: "Touchy", document: Self.storyboard(initial: "touchy-1", """
            <scene sceneID="s"><objects>
                <viewController id="touchy-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <imageView clipsSubviews="YES" contentMode="scaleAspectFit" id="photo"><rect key="frame" x="0" y="100" width="393" height="300"/></imageView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" id="still"><rect key="frame" x="0" y="400" width="100" height="100"/></imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" id="caption"><rect key="frame" x="0" y="500" width="200" height="21"/></label>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
        """))
        let views = controller.view.subviews
        #expect(views.map(\.isUserInteractionEnabled) == [true, false, false])
    }

    /// A presenting segue that calls `super.perform()` is kept by UIKit while the destination is
    /// presented, so as its transitioning delegate it vends the dismissal's animator too; it is
    /// let go when the presentation ends.
    /// A split view controller's master and detail relationships become its two columns (the
    /// app delegate's `viewControllers.first as! UINavigationController` idiom).
    @Test func aSplitViewControllersColumnsComeFromItsRelationships() throws {
        let split = try Self.initialController(UISplitViewController.self, ofStoryboard: "Split", document: Self.storyboard(initial: "split-1", """
            <scene sceneID="s1"><objects>
                <splitViewController id="split-1" sceneMemberID="viewController">
                    <connections>
                        <segue destination="nav-1" kind="relationship" relationship="masterViewController" id="m-1"/>
                        <segue destination="detail-1" kind="relationship" relationship="detailViewController" id="d-1"/>
                    </connections>
                </splitViewController>
            </objects></scene>
            \(Self.navigationScene("nav-1", root: "list-1"))
            <scene sceneID="s3"><objects>
                <viewController id="list-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="list-1-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="detail-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="detail-1-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene>
        """))
        #expect(split.viewControllers.count == 2)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        #expect(master.viewControllers.count == 1)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// A popover segue points at the view the document anchors it to, with the arrow directions
    /// it permits, and the popover shows beside that view; a button's background image loads.
    @Test func aPopoverSegueIsAnchoredToItsViewWithItsArrowDirections() throws {
        _ = try Self.folder(with: ["Likes.storyboard": Self.storyboard(initial: "likes-a", """
            <scene sceneID="s1"><objects>
                <viewController id="likes-a" customClass="ReactionsSourceController" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="likes-a-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="like">
                                <rect key="frame" x="40" y="520" width="60" height="30"/>
                                <state key="normal" backgroundImage="heart.fill" catalog="system"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close">
                                <rect key="frame" x="300" y="60" width="40" height="40"/>
                                <state key="normal">
                                    <imageReference key="image" image="xmark.circle" catalog="system" symbolScale="large"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <segue destination="likes-b" kind="popoverPresentation" identifier="reactions" popoverAnchorView="like" id="likes-segue">
                            <popoverArrowDirection key="popoverArrowDirection" down="YES"/>
                        </segue>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="likes-b" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="likes-b-view"><rect key="frame" x="0.0" y="0.0" width="205" height="30"/></view>
                    <size key="freeformSize" width="205" height="30"/>
                </viewController>
            </objects></scene>
        """)])
        _ = SceneDiagnostics.drain()
        let source = try #require(UIStoryboard(name: "Likes", bundle: nil).instantiateInitialViewController() as? ReactionsSourceController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = source
        window.makeKeyAndVisible()
        let like = try #require(source.view.subviews.first as? UIButton)
        #expect(like.currentBackgroundImage?.isSymbolImage == true)
        // Xcode 11's form: the state's image as a reference to a symbol, at a scale.
        let close = try #require(source.view.subviews.last as? UIButton)
        #expect(close.currentImage?.isSymbolImage == true)
        #expect(close.preferredSymbolConfigurationForImage(in: .normal) == UIImage.SymbolConfiguration(scale: .large))
        source.performSegue(withIdentifier: "reactions", sender: nil)
        let reactions = try #require(source.presentedViewController)
        let popover = try #require(reactions.popoverPresentationController)
        #expect(popover.sourceView === like)
        #expect(popover.sourceRect == like.bounds)
        #expect(popover.permittedArrowDirections == .down)
        try window.windowNode.clock.advance(by: 1)
        #expect(popover.arrowDirection == .down)
        let shown = reactions.view.convert(reactions.view.bounds, to: window)
        #expect(shown.maxY <= like.frame.minY, "the popover shows above its anchor: \(shown)")
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func aPresentingSegueLivesAsLongAsThePresentation() throws {
        _ = try Self.folder(with: ["Kept.storyboard": Self.storyboard(initial: "kept-a", """
            <scene sceneID="s1"><objects>
                <viewController id="kept-a" customClass="TripListController" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="kept-a-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                    <connections>
                        <segue destination="kept-b" kind="presentation" identifier="fade" customClass="FadeAnimatingSegue" customModule="GoldensUIKitTests" modalPresentationStyle="fullScreen" id="kept-segue"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="kept-b" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="kept-b-view"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/></view>
                </viewController>
            </objects></scene>
        """)])
        _ = SceneDiagnostics.drain()
        let list = try #require(UIStoryboard(name: "Kept", bundle: nil).instantiateInitialViewController() as? TripListController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = list
        window.makeKeyAndVisible()
        weak var segue: FadeAnimatingSegue?
        list.performSegue(withIdentifier: "fade", sender: nil)
        segue = list.prepared.first as? FadeAnimatingSegue
        list.prepared = []
        #expect(segue != nil, "kept while the destination is presented")
        let presented = try #require(list.presentedViewController)
        #expect(presented.transitioningDelegate === segue)
        let vended = try #require(segue).vended
        try #require(Window.key).clock.advance(by: 1)
        presented.dismiss(animated: true)
        try #require(Window.key).clock.advance(by: 1)
        #expect(vended.log == ["present", "dismiss"])
        #expect(list.presentedViewController == nil)
        #expect(segue == nil, "let go once the dismissal ends")
    }
}

/// Keeps a popover a popover on an iPhone, as apps showing small menus do.
final class ReactionsSourceController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.popoverPresentationController?.delegate = self
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}

/// A storyboard segue that is its destination's transitioning delegate, as Apple's sample segues are.
final class FadeAnimatingSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// The animators vended, in order (kept apart from the segue, which may be gone).
    final class Log { var log: [String] = [] }
    let vended = Log()

    override func perform() {
        destination.transitioningDelegate = self
        super.perform()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        vended.log.append("present")
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        vended.log.append("dismiss")
        return self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
        transitionContext.completeTransition(true)
    }
}

/// The app's controllers, as a storyboard names them.
final class TripListController: UIViewController {
    var awoke = 0
    var loadedCount = 0
    var prepared: [UIStoryboardSegue] = []
    var asked: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedCount += 1
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue)
    }
}

final class TripDetailController: UIViewController {
    var trip = "none"

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    init?(coder: NSCoder, trip: String) {
        self.trip = trip
        super.init(coder: coder)
    }
}
