import GoldensUIKit
import Testing

/// Diffable data sources as iOS 13+ code writes them: a snapshot of identifiers applied to a
/// collection or table view, cells made by the provider from each identifier.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case herbs, spices }

    @Test func snapshotsKeepSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.herbs, .spices])
        snapshot.appendItems(["Basil", "Thyme"], toSection: .herbs)
        snapshot.appendItems(["Cumin"])  // the last section
        snapshot.insertItems(["Mint"], afterItem: "Basil")
        snapshot.moveItem("Thyme", beforeItem: "Basil")
        #expect(snapshot.itemIdentifiers(inSection: .herbs) == ["Thyme", "Basil", "Mint"])
        #expect(snapshot.itemIdentifiers == ["Thyme", "Basil", "Mint", "Cumin"])
        #expect(snapshot.sectionIdentifier(containingItem: "Cumin") == .spices)
        snapshot.deleteItems(["Basil"])
        snapshot.deleteSections([.spices])
        #expect(snapshot.numberOfItems == 2 && snapshot.numberOfSections == 1)
    }

    @Test func aCollectionViewShowsTheAppliedSnapshot() {
        let (window, root) = WhiteScene.make()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "herb")
        root.addSubview(collection)
        var shown: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { view, indexPath, name in
            shown.append(name)
            return view.dequeueReusableCell(withReuseIdentifier: "herb", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.herbs])
        snapshot.appendItems(["Basil", "Thyme", "Mint", "Sage"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(shown == ["Basil", "Thyme", "Mint", "Sage"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Mint")
        #expect(dataSource.indexPath(for: "Sage") == IndexPath(item: 3, section: 0))
        snapshot.deleteItems(["Thyme"])
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(collection.visibleCells.count == 3)
    }

    @Test func aTableViewShowsTheAppliedSnapshot() {
        let (window, root) = WhiteScene.make()
        let table = UITableView(frame: root.bounds, style: .plain)
        root.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "herb") ?? UITableViewCell(style: .default, reuseIdentifier: "herb")
            cell.textLabel?.text = name
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.herbs, .spices])
        snapshot.appendItems(["Basil", "Thyme"], toSection: .herbs)
        snapshot.appendItems(["Cumin"], toSection: .spices)
        dataSource.apply(snapshot)
        window.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Basil", "Thyme", "Cumin"])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    }
}
