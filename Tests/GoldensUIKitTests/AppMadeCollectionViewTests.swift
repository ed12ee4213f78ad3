import Foundation
@testable import GoldensUIKit
import Testing

/// A collection view controller that makes its collection view itself in `loadView`, with a
/// compositional layout and plain cells given list configurations, as apps write it since iOS 14.
@MainActor
private final class Shelf: UICollectionViewController {
    var tapped: [IndexPath] = []

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            return section
        }
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Book \(indexPath.item)"
        content.textProperties.alignment = .center
        cell.contentConfiguration = content
        var background = UIBackgroundConfiguration.listCell()
        background.cornerRadius = 8
        background.backgroundColor = .systemFill
        cell.backgroundConfiguration = background
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tapped.append(indexPath)
    }
}

@MainActor @Suite struct AppMadeCollectionViewTests {
    @Test func theControllerIsTheDelegateAndDataSourceOfTheViewItMade() throws {
        let shelf = Shelf()
        let window = UIWindow(rootViewController: shelf)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = try #require(shelf.collectionView)
        #expect(collection.delegate === shelf && collection.dataSource === shelf)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let center = cell.convert(CGPoint(x: 50, y: 50), to: nil)
        window.perform(.tap(at: center))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(shelf.tapped == [IndexPath(item: 1, section: 0)], "the controller's didSelectItemAt hears the tap")
    }

    @Test func aDataSourceTheAppSetsIsKept() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView = collection
        #expect(collection.dataSource === source && collection.delegate === controller)
    }

    @Test func aPlainCellShowsItsListConfigurationAndRoundedBackground() throws {
        let shelf = Shelf()
        let window = UIWindow(rootViewController: shelf)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cell = try #require(shelf.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        cell.layoutIfNeeded()
        let label = try #require(cell.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "Book 2" && label.textAlignment == .center)
        #expect(label.frame.minX == 16 && label.frame.width == 68 && abs(label.frame.midY - 50) < 1)
        #expect(cell.layer.cornerRadius == 8 && cell.backgroundColor == .systemFill)
    }

    @Test func aLongListLaidOutBeforeItsWindowShowsStartsBelowTheStatusBar() throws {
        let feed = Feed()
        let window = UIWindow(rootViewController: feed)
        // The app reads a cell before the window first lays out (a launch animation, a test):
        // the list lays out once before its layout knows how tall the content is.
        let collection = try #require(feed.collectionView)
        _ = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let top = window.safeAreaInsets.top
        #expect(top > 0 && collection.contentSize.height > collection.bounds.height)
        #expect(collection.contentOffset.y == -top, "an unscrolled list rests at the top of its adjusted insets")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.convert(cell.bounds, to: nil).minY == top + 20, "the section's inset below the status bar")
    }
}

/// A vertical grid taller than the screen, made as a storyboard-free app makes it.
@MainActor
private final class Feed: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: view.frame.width - 40, height: 400)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
}
