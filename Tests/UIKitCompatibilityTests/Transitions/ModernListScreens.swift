#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// iOS 14-style screens: cell registrations with a custom cell and a list cell, diffable data
// sources, and a table cell subclass registered by class (the forms the GoldensSelectors plugin
// makes work without the Objective-C runtime).

final class BadgeCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private(set) var configuredItem: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 12
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(_ item: String) {
        configuredItem = item
        titleLabel.text = item
    }
}

final class BadgeGridViewController: UIViewController {
    enum Section: Hashable, Sendable { case badges, names }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    let badges = ["Early bird", "Night owl", "Streak", "Explorer", "Helper"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let badgeRegistration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, item in
            cell.configure(item)
        }
        let nameRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            if indexPath.section == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: badgeRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: nameRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.badges, .names])
        snapshot.appendItems(badges, toSection: .badges)
        snapshot.appendItems(["Ada", "Grace"], toSection: .names)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class FactCell: UITableViewCell {
    let valueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(valueLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FactListViewController: UITableViewController {
    let facts = ["Hue", "Saturation", "Brightness"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FactCell.self, forCellReuseIdentifier: "fact")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fact", for: indexPath) as! FactCell
        cell.textLabel?.text = facts[indexPath.row]
        cell.valueLabel.text = "\(indexPath.row * 10) %"
        return cell
    }
}
