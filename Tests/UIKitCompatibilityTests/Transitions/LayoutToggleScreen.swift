#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// A photo screen that shows its pictures as a list or as a grid, switched by a bar button with
/// an animated layout change, as shopping and photo apps do.
final class LayoutToggleViewController: UIViewController, UICollectionViewDataSource {
    private(set) var collectionView: UICollectionView!
    private(set) var showsGrid = false
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal,
                             .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown]

    private func makeLayout(grid: Bool) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        let width = view.bounds.width
        layout.itemSize = grid ? CGSize(width: (width - 36) / 2, height: (width - 36) / 2) : CGSize(width: width - 24, height: 88)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout(grid: false))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        view.addSubview(collectionView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Grid", style: .plain, target: self,
                                                            action: #selector(toggleLayout))
    }

    @objc func toggleLayout() {
        showsGrid.toggle()
        navigationItem.rightBarButtonItem?.title = showsGrid ? "List" : "Grid"
        collectionView.setCollectionViewLayout(makeLayout(grid: showsGrid), animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 14
        return cell
    }
}
