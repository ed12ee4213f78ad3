import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Target-action kept as `NSObjectProtocol`, as presentation libraries store a tap's target.
private final class Closer: NSObject {
    var closed: [String] = []
    func close(_ sender: Any?) { closed.append((sender as? UIViewController)?.title ?? "?") }
}

/// Details of apps' screens a sample of other people's code relied on: bar item images drawn as
/// templates, a list's background view from a storyboard, a storyboard table's grouped style, an
/// image view's image reference, a target held as `NSObjectProtocol`, and named images read once.
@MainActor
@Suite struct AppScreenDetailsTests {
    @Test func aBarItemsImageIsDrawnInTheTintUnlessItIsOriginal() throws {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(rootViewController: navigation)
        let templated = UIBarButtonItem(image: red, style: .plain, target: nil, action: nil)
        templated.tintColor = .systemGreen
        screen.navigationItem.leftBarButtonItem = templated
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(image: red.withRenderingMode(.alwaysOriginal), style: .plain,
                                                                   target: nil, action: nil)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        func colours(_ xs: ClosedRange<Int>) -> (red: Int, green: Int) {
            var counts = (red: 0, green: 0)
            for y in 47...91 { for x in xs {
                let pixel = bitmap[x * scale, y * scale]
                if pixel.r > 200 && pixel.g < 80 && pixel.b < 80 { counts.red += 1 }
                if pixel.g > 150 && pixel.r < 120 && pixel.b < 120 { counts.green += 1 }
            } }
            return counts
        }
        let left = colours(0...100), right = colours(290...389)
        #expect(left.red == 0 && left.green > 100, "the item's image in its green tint: \(left)")
        #expect(right.red > 100, "an .alwaysOriginal image keeps its colours: \(right)")
    }

    @Test func aStoryboardListsBackgroundViewIsMadeAndConnected() throws {
        let document = StoryboardTests.storyboard(initial: "grid", """
            <scene sceneID="g-grid"><objects>
                <collectionViewController id="grid" customClass="BackgroundGridScreen" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="grid-layout">
                            <size key="itemSize" width="100" height="100"/>
                        </collectionViewFlowLayout>
                        <activityIndicatorView key="backgroundView" hidden="YES" userInteractionEnabled="NO" contentMode="scaleToFill" style="large" id="grid-loader">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </activityIndicatorView>
                        <connections>
                            <outlet property="dataSource" destination="grid" id="grid-source"/>
                            <outlet property="delegate" destination="grid" id="grid-delegate"/>
                        </connections>
                    </collectionView>
                    <connections>
                        <outlet property="loader" destination="grid-loader" id="grid-loader-outlet"/>
                    </connections>
                </collectionViewController>
            </objects></scene>
            """)
        let grid = try StoryboardTests.initialController(BackgroundGridScreen.self, ofStoryboard: "BackgroundGrid", document: document)
        grid.loadViewIfNeeded()
        let loader = try #require(grid.loader)
        #expect(grid.collectionView.backgroundView === loader)
        #expect(loader.isHidden)
        loader.stopAnimating()
    }

    @Test func aStoryboardTableKeepsItsGroupedStyle() throws {
        let document = StoryboardTests.storyboard(initial: "menu", """
            <scene sceneID="m-menu"><objects>
                <tableViewController id="menu" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="menu-table">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    </tableView>
                </tableViewController>
            </objects></scene>
            <scene sceneID="m-inset"><objects>
                <viewController storyboardIdentifier="inset" id="inset" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="inset-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" rowHeight="44" id="inset-table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </tableView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let menu = try StoryboardTests.initialController(UITableViewController.self, ofStoryboard: "GroupedMenu", document: document)
        #expect(menu.tableView.style == .grouped)
        // A grouped table's default background is the grouped one.
        #expect(menu.tableView.backgroundColor == .systemGroupedBackground)
        let inset = UIStoryboard(name: "GroupedMenu", bundle: nil).instantiateViewController(withIdentifier: "inset")
        inset.loadViewIfNeeded()
        let table = try #require(inset.view.subviews.first as? UITableView)
        #expect(table.style == .insetGrouped)
    }

    @Test func anImageViewsImageReferenceIsLoaded() throws {
        let document = StoryboardTests.storyboard(initial: "strip", """
            <scene sceneID="s-strip"><objects>
                <viewController id="strip" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="strip-view">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" id="strip-handle">
                                <rect key="frame" x="165" y="0.0" width="60" height="24.5"/>
                                <imageReference key="image" image="minus" catalog="system" symbolScale="large" renderingMode="template"/>
                                <imageReference key="highlightedImage" image="plus" catalog="system"/>
                            </imageView>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
            """)
        let strip = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "HandleStrip", document: document)
        strip.loadViewIfNeeded()
        let handle = try #require(strip.view.subviews.first as? UIImageView)
        let image = try #require(handle.image)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(handle.highlightedImage != nil)
        #expect(handle.preferredSymbolConfiguration?.scale == .large)
    }

    @Test func aTargetHeldAsTheObjectProtocolIsSentItsSelector() {
        let closer = Closer()
        let target: NSObjectProtocol = closer
        let presented = UIViewController()
        presented.title = "menu"
        target.perform(Selector("close:", Closer.close(_:)), with: presented)
        #expect(closer.closed == ["menu"])
    }

    @Test func aNamedImageIsReadAgainOnlyWhenItsFileChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("named-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "swatch-\(UUID().uuidString)"
        func write(_ colour: UIColor, size: Int) throws {
            let image = UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: size, height: size))
            }
            try #require(image.pngData()).write(to: folder.appendingPathComponent("\(name).png"))
        }
        // Search folders are the process's: the file's name is this test's alone.
        UIImage.addSearchDirectory(folder.path)
        try write(.red, size: 4)
        let first = try #require(UIImage(named: name))
        let again = try #require(UIImage(named: name))
        #expect(first.image.bitmap == again.image.bitmap)
        try write(.blue, size: 6)
        let changed = try #require(UIImage(named: name))
        #expect(changed.size.width > first.size.width, "a file rewritten on disk is read again")
    }

    @Test func anEmptyPhotoIsReportedAsTheJPEGItsNameSays() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).jpg").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try UIImage.decodeImageFile(atPath: path)
            Issue.record("an empty file decoded")
        } catch {
            #expect("\(error)".contains("is empty (0 bytes), expected a JPEG file"), "\(error)")
            #expect("\(error)".contains(path))
        }
    }
}

final class BackgroundGridScreen: UICollectionViewController {
    var loader: UIActivityIndicatorView?

    override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
        key == "loader" ? InterfaceBuilderProperty.assign(&loader, value) : super.interfaceBuilderSetValue(value, forKey: key)
    }
}
