import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A storyboard's collection view, as Xcode saves it: its flow layout (an object an outlet
/// reaches), its prototype cells of the app's class with their outlets, its section header, and a
/// ratio constraint typed as "3/4".
@MainActor
@Suite struct StoryboardCollectionTests {
    static let document = StoryboardTests.storyboard(initial: "grid-vc", """
        <scene sceneID="grid-scene"><objects>
            <viewController id="grid-vc" customClass="GridScreen" customModule="GoldensUIKitTests" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="grid-root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="524"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" minimumInteritemSpacing="6" id="grid-layout">
                                <size key="itemSize" width="120" height="90"/>
                                <size key="headerReferenceSize" width="50" height="40"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="8" minY="4" maxX="8" maxY="4"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile-cell" customClass="GridTileCell" customModule="GoldensUIKitTests">
                                    <rect key="frame" x="8" y="44" width="120" height="90"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="tile-content">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" id="tile-label">
                                                <rect key="frame" x="8" y="8" width="104" height="21"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="titleLabel" destination="tile-label" id="tile-outlet"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="grid-header">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                            </collectionReusableView>
                            <connections>
                                <outlet property="dataSource" destination="grid-vc" id="grid-source"/>
                            </connections>
                        </collectionView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="grid" firstAttribute="top" secondItem="grid-root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="grid" firstAttribute="leading" secondItem="grid-root" secondAttribute="leading" id="c2"/>
                        <constraint firstItem="grid" firstAttribute="trailing" secondItem="grid-root" secondAttribute="trailing" id="c3"/>
                        <constraint firstItem="grid" firstAttribute="height" secondItem="grid" secondAttribute="width" multiplier="4/3" id="c4"/>
                    </constraints>
                </view>
                <connections>
                    <outlet property="grid" destination="grid" id="grid-outlet"/>
                    <outlet property="layout" destination="grid-layout" id="layout-outlet"/>
                </connections>
            </viewController>
        </objects></scene>
        """)

    @Test func theGridsLayoutCellsAndHeaderComeFromTheDocument() throws {
        let screen = try StoryboardTests.initialController(GridScreen.self, ofStoryboard: "Grid", document: Self.document)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let layout = try #require(screen.layout)
        #expect(screen.grid.collectionViewLayout === layout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 40))
        #expect(abs(screen.grid.frame.height - 393 * 4 / 3) < 1e-9, "multiplier 4/3")

        let tile = try #require(screen.grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? GridTileCell)
        #expect(tile.titleLabel?.text == "Tile 0")
        #expect(tile.frame.size == CGSize(width: 120, height: 90))
        #expect(screen.headers == 1)
        let log = SceneDiagnostics.drain()
        #expect(log.isEmpty, "\(log)")
    }

    @Test func aCellOfAnIdentifierNothingRegisteredIsReported() {
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        _ = SceneDiagnostics.drain()
        _ = grid.dequeueReusableCell(withReuseIdentifier: "Nothing", for: IndexPath(item: 0, section: 0))
        #expect(SceneDiagnostics.drain().contains { $0.contains("could not dequeue a view of kind UICollectionElementKindCell with identifier Nothing") })
    }
}

/// The storyboard's screen: a grid of three tiles under a header.
final class GridScreen: UIViewController, UICollectionViewDataSource {
    var grid: UICollectionView!
    var layout: UICollectionViewFlowLayout?
    var headers = 0

    override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "grid": InterfaceBuilderProperty.assign(&grid, value)
        case "layout": InterfaceBuilderProperty.assign(&layout, value)
        default: super.interfaceBuilderSetValue(value, forKey: key)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! GridTileCell
        cell.titleLabel?.text = "Tile \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        headers += 1
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

final class GridTileCell: UICollectionViewCell {
    var titleLabel: UILabel?

    override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
        key == "titleLabel" ? InterfaceBuilderProperty.assign(&titleLabel, value) : super.interfaceBuilderSetValue(value, forKey: key)
    }
}
