import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Twenty plain cells.
private final class Twenty: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemTeal
        return cell
    }
}

/// A list of full-width rows toggled into a grid of squares and back, animated, as photo and
/// product screens switch their layout.
@MainActor @Suite private struct CollectionLayoutChangeTests {
    let source = Twenty()
    let collection: UICollectionView
    let window: UIWindow
    let list = Self.layout(CGSize(width: 390, height: 100))
    let grid = Self.layout(CGSize(width: 195, height: 195))

    static func layout(_ size: CGSize) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = size
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return layout
    }

    init() {
        let screen = UIViewController()
        window = UIWindow(rootViewController: screen)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: list)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        screen.view.addSubview(collection)
        window.layoutIfNeeded()
    }

    private func advance(by seconds: Double) throws {
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + seconds)
    }

    private func shownFrame(_ item: Int) -> CGRect? {
        guard let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
        return cell.layer.presentation()?.frame
    }

    private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    @Test func theCellsMoveFromTheListToTheGrid() throws {
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 9, section: 0)) == nil, "row 9 is below the list's end")
        var completed: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: true) { completed.append($0) }
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === second, "the cells stay: nothing is reloaded")
        #expect(near(shownFrame(1), CGRect(x: 0, y: 100, width: 390, height: 100)))
        #expect(near(shownFrame(9), CGRect(x: 0, y: 900, width: 390, height: 100)), "a cell coming into view starts where the list had it")
        // Halfway through 0.3 s of ease in, ease out: halfway between.
        try advance(by: 0.15)
        #expect(near(shownFrame(1), CGRect(x: 97.5, y: 50, width: 292.5, height: 147.5)))
        #expect(near(shownFrame(9), CGRect(x: 97.5, y: 840, width: 292.5, height: 147.5)))
        #expect(completed.isEmpty)
        try advance(by: 0.16)
        #expect(near(shownFrame(1), CGRect(x: 195, y: 0, width: 195, height: 195)))
        #expect(near(shownFrame(9), CGRect(x: 195, y: 780, width: 195, height: 195)))
        #expect(completed == [true])
    }

    @Test func aCellLeavingTheViewMovesOutThenLeaves() throws {
        collection.setCollectionViewLayout(grid, animated: false)
        window.layoutIfNeeded()
        let tenth = try #require(collection.cellForItem(at: IndexPath(item: 9, section: 0)))
        collection.setCollectionViewLayout(list, animated: true)
        #expect(collection.cellForItem(at: IndexPath(item: 9, section: 0)) == nil, "row 9 is not in the list's view")
        #expect(tenth.superview === collection, "but is shown on its way")
        try advance(by: 0.15)
        #expect(near(tenth.layer.presentation()?.frame, CGRect(x: 97.5, y: 840, width: 292.5, height: 147.5)))
        try advance(by: 0.16)
        #expect(tenth.superview == nil, "it leaves once there")
        #expect(near(shownFrame(1), CGRect(x: 0, y: 100, width: 390, height: 100)))
    }

    @Test func withoutAnimationTheLayoutChangesAtOnce() throws {
        var completed: [Bool] = []
        collection.setCollectionViewLayout(grid, animated: false) { completed.append($0) }
        window.layoutIfNeeded()
        #expect(near(shownFrame(1), CGRect(x: 195, y: 0, width: 195, height: 195)))
        #expect(completed == [true])
    }
}

/// Hides the cell a zoom transition flies from, in `cellForItemAt`, as photo grids do.
private final class HidingSource: NSObject, UICollectionViewDataSource {
    var hidden: IndexPath?
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.alpha = indexPath == hidden ? 0 : 1
        return cell
    }
}

/// The layout's attributes go on a cell as it is dequeued and again only when they change, so
/// what the app sets on a cell in `cellForItemAt` or afterwards stays.
@MainActor @Suite private struct CellAttributesTests {
    @Test func whatTheAppSetsOnACellStaysUntilItsAttributesChange() throws {
        let source = HidingSource()
        let screen = UIViewController()
        let window = UIWindow(rootViewController: screen)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        screen.view.addSubview(collection)
        window.layoutIfNeeded()
        source.hidden = IndexPath(item: 1, section: 0)
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0, "hidden in cellForItemAt, it stays hidden")
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        first.isHidden = true
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(first.isHidden, "a layout pass with the same attributes leaves what the app set")
        layout.itemSize = CGSize(width: 120, height: 120)
        collection.layoutIfNeeded()
        #expect(!first.isHidden && first.frame.width == 120, "new attributes are applied")
    }
}
