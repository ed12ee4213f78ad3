import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// An outline as a settings or sidebar screen builds it: folders with their items, applied to a
/// section of a diffable collection view; the section shows what is expanded.
@MainActor @Suite struct SectionSnapshotTests {
    enum Section { case library }

    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Photos", "Albums", "Trash"])
        snapshot.append(["Recents", "Favourites"], to: "Photos")
        snapshot.append(["Travel", "Family"], to: "Albums")
        snapshot.append(["2024", "2025"], to: "Travel")
        return snapshot
    }

    @Test func theTreeReadsAsUIKitsDoes() {
        var snapshot = outline()
        #expect(snapshot.rootItems == ["Photos", "Albums", "Trash"])
        #expect(snapshot.items == ["Photos", "Recents", "Favourites", "Albums", "Travel", "2024", "2025", "Family", "Trash"])
        #expect(snapshot.visibleItems == ["Photos", "Albums", "Trash"], "items start collapsed")
        #expect(snapshot.level(of: "2025") == 2 && snapshot.parent(of: "2025") == "Travel" && snapshot.parent(of: "Trash") == nil)
        snapshot.expand(["Albums", "Travel"])
        #expect(snapshot.visibleItems == ["Photos", "Albums", "Travel", "2024", "2025", "Family", "Trash"])
        #expect(snapshot.isVisible("2024") && !snapshot.isVisible("Recents"))
        snapshot.collapse(["Albums"])
        #expect(!snapshot.isVisible("2024") && snapshot.isExpanded("Travel"), "a collapsed ancestor hides it; its own state stays")
        #expect(snapshot.index(of: "Travel") == 4 && snapshot.contains("Family") && !snapshot.contains("Music"))
    }

    @Test func subtreesAreTakenReplacedAndDeletedWhole() {
        var snapshot = outline()
        let albums = snapshot.snapshot(of: "Albums")
        #expect(albums.rootItems == ["Travel", "Family"] && albums.items == ["Travel", "2024", "2025", "Family"])
        #expect(snapshot.snapshot(of: "Albums", includingParent: true).rootItems == ["Albums"])
        var trips = NSDiffableDataSourceSectionSnapshot<String>()
        trips.append(["Rome", "Oslo"])
        snapshot.replace(childrenOf: "Albums", using: trips)
        #expect(snapshot.items == ["Photos", "Recents", "Favourites", "Albums", "Rome", "Oslo", "Trash"])
        snapshot.insert(["Shared"], after: "Photos")
        snapshot.insert(["Lisbon"], before: "Oslo")
        #expect(snapshot.rootItems == ["Photos", "Shared", "Albums", "Trash"])
        #expect(snapshot.snapshot(of: "Albums").rootItems == ["Rome", "Lisbon", "Oslo"])
        snapshot.delete(["Photos"])
        #expect(!snapshot.contains("Recents"), "the children go with their parent")
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func theSectionShowsTheVisibleItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collection, indexPath, name in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = name
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listCell()
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
            return cell
        }
        var snapshot = outline()
        snapshot.expand(["Photos"])
        dataSource.apply(snapshot, to: .library, animatingDifferences: false)
        #expect(collection.numberOfSections == 1 && collection.numberOfItems(inSection: 0) == 5)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Favourites")
        #expect(dataSource.snapshot(for: .library).isExpanded("Photos"), "the tree applied, kept")
        var whole = dataSource.snapshot()
        whole.deleteItems(["Trash"])
        dataSource.apply(whole, animatingDifferences: false)
        #expect(dataSource.snapshot(for: .library).rootItems == ["Photos", "Recents", "Favourites", "Albums"],
                "after a whole snapshot, the section's items as roots")
    }

    @Test func aDuplicateIsLeftOutAndReportedWhenApplied() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Inbox", "Inbox"])
        snapshot.append(["Sent"], to: "Drafts")
        #expect(snapshot.items == ["Inbox"])
        _ = SceneDiagnostics.drain()
        dataSource.apply(snapshot, to: .library, animatingDifferences: false)
        let problems = SceneDiagnostics.drain()
        #expect(problems.contains { $0.contains("Inbox is already in the snapshot") })
        #expect(problems.contains { $0.contains("append(_:to: Drafts): the parent is not in the snapshot") })
    }
}
