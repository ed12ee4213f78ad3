import GoldensUIKit
import Testing

/// Compositional layouts as iOS 13+ code builds them: frames from items, groups and sections.
@MainActor
@Suite struct CompositionalLayoutTests {
    final class Numbers: NSObject, UICollectionViewDataSource {
        let counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        }
    }

    private func frames(_ layout: UICollectionViewLayout, _ counts: [Int]) -> (UICollectionView, [IndexPath: CGRect], Numbers) {
        let (window, root) = WhiteScene.make()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        let numbers = Numbers(counts)
        collection.dataSource = numbers
        root.addSubview(collection)
        window.layoutIfNeeded()
        var found: [IndexPath: CGRect] = [:]
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                found[path] = collection.layoutAttributesForItem(at: path)?.frame
            }
        }
        return (collection, found, numbers)
    }

    @Test func aThreeColumnGridWithAHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (collection, frames, _) = frames(UICollectionViewCompositionalLayout(section: section), [7])
        let third = 358.0 / 3
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 20, y: 48, width: third - 8, height: 112))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 16 + third + 4, y: 48, width: third - 8, height: 112))
        #expect(frames[IndexPath(item: 3, section: 0)]?.minY == CGFloat(44 + 120 + 8 + 4))
        #expect(frames[IndexPath(item: 6, section: 0)]?.minY == CGFloat(44 + 2 * (120 + 8) + 4))
        #expect(collection.contentSize == CGSize(width: 390, height: 44 + 3 * 120 + 2 * 8))
        #expect(collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                   at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(collection.visibleCells.count == 7)
    }

    @Test func countedGroupsShareTheirWidthAndSectionsFollowEachOther() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)),
                                                       subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout { _, environment in
            #expect(environment.container.effectiveContentSize == CGSize(width: 390, height: 600))
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            return section
        }
        let (_, frames, _) = frames(layout, [3, 2])
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 10, width: 174, height: 100))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 200, y: 10, width: 174, height: 100))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 16, y: 110, width: 174, height: 100))
        #expect(frames[IndexPath(item: 0, section: 1)]?.minY == CGFloat(10 + 200 + 10 + 10))
    }

    @Test func insetGroupedListsHaveFullRowsInsetFromTheSides() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let (_, frames, _) = frames(layout, [2, 1])
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 16, y: 18, width: 358, height: 44))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 16, y: 62, width: 358, height: 44))
        #expect(frames[IndexPath(item: 0, section: 1)] == CGRect(x: 16, y: 124 + 18, width: 358, height: 44))
    }

    /// A cell whose label, pinned 20 pt from the top and bottom of its content view, says how
    /// tall it is: `lines` lines of text.
    final class TextCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Lines: NSObject, UICollectionViewDataSource {
        let lines: [Int]
        init(_ lines: [Int]) { self.lines = lines }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { lines.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath) as! TextCell
            cell.label.text = Array(repeating: "Basil", count: lines[indexPath.item]).joined(separator: "\n")
            return cell
        }
    }

    /// A list of estimated rows: each row takes the height its cell's constraints give, and the
    /// rows below move down with it, as UIKit settles self-sizing cells.
    @Test func estimatedItemsTakeTheHeightTheirCellsGive() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .estimated(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (window, root) = WhiteScene.make()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(TextCell.self, forCellWithReuseIdentifier: "text", making: { TextCell(frame: $0) })
        let lines = Lines([1, 3, 2])
        collection.dataSource = lines
        root.addSubview(collection)
        window.layoutIfNeeded()
        let heights = try (0..<3).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        let line = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TextCell).label.frame.height
        #expect(line > 10 && abs(heights[0].height - (line + 40)) < 0.5, "the label and its 20-pt margins")
        #expect(heights[1].height > heights[2].height && heights[2].height > heights[0].height)
        #expect(heights[1].minY == heights[0].maxY + 10 && heights[2].minY == heights[1].maxY + 10)
        #expect(collection.contentSize.height == heights[2].maxY)
    }

    /// A cell that asks for another height every time it is asked does not keep the layout
    /// going round: the collection view stops after a few rounds.
    @Test func aCellThatNeverSettlesDoesNotHang() {
        final class Restless: UICollectionViewCell {
            static var asked = 0
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                Self.asked += 1
                layoutAttributes.size.height = Self.asked % 2 == 0 ? 60 : 120
                return layoutAttributes
            }
        }
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .estimated(50)),
                                                       subitems: [item])
        let (window, root) = WhiteScene.make()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collection.register(Restless.self, forCellWithReuseIdentifier: "n", making: { Restless(frame: $0) })
        let numbers = Numbers([1])
        collection.dataSource = numbers
        root.addSubview(collection)
        window.layoutIfNeeded()
        #expect(Restless.asked >= 2 && Restless.asked <= 8, "asked \(Restless.asked) times")
        #expect(collection.visibleCells.count == 1)
    }
}
