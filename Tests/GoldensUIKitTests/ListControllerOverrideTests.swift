import Foundation
@testable import GoldensUIKit
import Testing

/// A grid with section headers whose controller overrides delegate methods UIKit's controller
/// adopts but does not implement itself: Swift code writes `override func` for every one of them.
@MainActor
private final class Gallery: UICollectionViewController {
    var headersShown: [String] = []
    var headersGone: [IndexPath] = []
    var highlighted: [IndexPath] = []
    var endedDrags = 0

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 6 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemIndigo
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                                 forElementKind elementKind: String, at indexPath: IndexPath) {
        headersShown.append("\(elementKind) \(indexPath.section)")
    }

    override func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                                 forElementOfKind elementKind: String, at indexPath: IndexPath) {
        headersGone.append(indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        highlighted.append(indexPath)
    }

    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endedDrags += 1
    }
}

/// A table whose controller overrides the highlight and the end of a drag.
@MainActor
private final class Inbox: UITableViewController {
    var highlighted: [IndexPath] = []
    var endedDrags = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        highlighted.append(indexPath)
    }

    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endedDrags += 1
    }
}

@MainActor @Suite struct ListControllerOverrideTests {
    @Test func aCollectionControllerHearsHeadersComeAndGoTouchesAndDragsThroughItsOverrides() throws {
        let gallery = Gallery()
        let window = UIWindow(rootViewController: gallery)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(gallery.headersShown.first == "\(UICollectionView.elementKindSectionHeader) 0")
        #expect(gallery.headersGone.isEmpty)

        let cell = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        window.perform(.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil)))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(gallery.highlighted == [IndexPath(item: 1, section: 0)])

        window.perform(.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.3, holding: 0.2))
        try window.windowNode.clock.advance(by: 1)
        #expect(gallery.endedDrags == 1)
        #expect(gallery.headersGone.contains(IndexPath(item: 0, section: 0)), "the first header scrolled out of sight")
    }

    @Test func aTableControllerHearsTouchesAndDragsThroughItsOverrides() throws {
        let inbox = Inbox(style: .plain)
        let window = UIWindow(rootViewController: inbox)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        window.perform(.tap(at: cell.convert(CGPoint(x: 50, y: 20), to: nil)))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(inbox.highlighted == [IndexPath(row: 2, section: 0)])

        window.perform(.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), duration: 0.3, holding: 0.2))
        try window.windowNode.clock.advance(by: 1)
        #expect(inbox.endedDrags == 1)
    }
}
