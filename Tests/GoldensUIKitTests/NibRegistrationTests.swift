import Foundation
import GoldensUIKit
import Testing

// Cells registered with a nib, as apps register the cells they lay out in Interface Builder:
// `tableView.register(UINib(nibName: "CartCell", bundle: nil), forCellReuseIdentifier: "CartCell")`.

final class NibCell: UITableViewCell {}
final class NibItemCell: UICollectionViewCell {}

@MainActor
@Suite struct NibRegistrationTests {
    private static func xib(_ cellElement: String, customClass: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <\(cellElement) contentMode="scaleToFill" id="cell-1" customClass="\(customClass)" customModule="GoldensUIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="From the xib" id="label-1">
                                <rect key="frame" x="16" y="20" width="200" height="20"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </\(cellElement)>
                </objects>
            </document>
            """.utf8)
    }

    private static func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap { labels(in: $0) }
    }

    @Test func aTableMakesEachCellFromTheRegisteredNib() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(data: Self.xib("tableViewCell", customClass: "NibCell"), bundle: nil), forCellReuseIdentifier: "Cart")
        let first = table.dequeueReusableCell(withIdentifier: "Cart", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "Cart", for: IndexPath(row: 1, section: 0))
        #expect(first is NibCell)
        #expect(first !== second)
        #expect(first.reuseIdentifier == "Cart")
        #expect(Self.labels(in: first) == ["From the xib"])
    }

    @Test func aCollectionViewMakesEachCellFromTheRegisteredNib() throws {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UINib(data: Self.xib("collectionViewCell", customClass: "NibItemCell"), bundle: nil),
                            forCellWithReuseIdentifier: "Item")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Item", for: IndexPath(item: 0, section: 0))
        #expect(cell is NibItemCell)
        #expect(Self.labels(in: cell) == ["From the xib"])
    }
}
