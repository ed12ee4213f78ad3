import GoldensRaster
import GoldensUIKit
import Testing

/// A collection view with UIKit's flow layout, driven as UIKit code drives it.
@MainActor
@Suite struct CollectionViewTests {
    /// Written as UIKit code: coloured squares, the first one red.
    final class Swatches: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 7
        var sizes: [IndexPath: CGSize] = [:]
        var made = 0

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            if cell.contentView.subviews.isEmpty { made += 1 }
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            cell.contentView.addSubview(UIView())
            cell.backgroundColor = indexPath.item == 0 ? .red : .systemTeal
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
    }

    private func scene(_ swatches: Swatches, layout: UICollectionViewFlowLayout,
                       frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 500)) -> (UIWindow, UICollectionView) {
        let (window, root) = WhiteScene.make()
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collection.dataSource = swatches
        collection.delegate = swatches
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    private func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        return layout
    }

    private func frame(_ collection: UICollectionView, _ item: Int) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func linesShareOutTheirExtraRoomAndALoneItemIsCentred() {
        let (_, collection) = scene(Swatches(), layout: gridLayout())
        // 350 points of line hold three 100-point items; the 50 left over make 25-point gaps.
        #expect(frame(collection, 0) == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 145, y: 20, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 270, y: 20, width: 100, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 20, y: 130, width: 100, height: 100))
        #expect(frame(collection, 6) == CGRect(x: 145, y: 240, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 390, height: 360))
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 140)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 130, y: 140)) == nil)
    }

    @Test func itemsAreCentredAcrossTheirLineAfterTheHeader() {
        let swatches = Swatches()
        swatches.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 60)
        let layout = gridLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let (_, collection) = scene(swatches, layout: layout)
        #expect(frame(collection, 0)?.minY == 60)
        #expect(frame(collection, 1) == CGRect(x: 145, y: 80, width: 100, height: 60))
        let header = collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
    }

    @Test func horizontalScrollingFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let (_, collection) = scene(Swatches(), layout: layout, frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(collection, 6) == CGRect(x: 330, y: 100, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 430, height: 300))
    }

    @Test func cellsShowOnScreenAndAreReusedWhenScrolledAway() throws {
        let swatches = Swatches()
        swatches.count = 60
        let (window, collection) = scene(swatches, layout: gridLayout())
        // 500 points show lines at 20, 130, 240, 350 and 460: 15 items.
        #expect(collection.indexPathsForVisibleItems.count == 15)
        #expect(swatches.made == 15)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        let (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[70 * scale, 170 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        collection.contentOffset = CGPoint(x: 0, y: 350)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 9, section: 0))
        #expect(swatches.made == 15, "the lines scrolled away gave their cells to the new ones")
        collection.scrollToItem(at: IndexPath(item: 59, section: 0), at: .bottom, animated: false)
        // The last line ends 20 points (the section inset) above the content's end.
        #expect(collection.contentOffset.y == CGFloat(20 + 20 * 100 + 19 * 10 - 500))
    }

    /// A cell that sizes a label to its text in its own `layoutSubviews`: its content view is laid
    /// out after it and puts the label back where its constraints say, in every cell shown, as
    /// the cells are laid out once as they first appear.
    final class DescribedCell: UICollectionViewCell {
        let details = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            details.numberOfLines = 0
            details.text = "A description long enough to wrap onto a few lines of the cell"
            details.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(details)
            NSLayoutConstraint.activate([
                details.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 120),
                details.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                details.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                details.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func layoutSubviews() {
            super.layoutSubviews()
            details.sizeToFit()
        }
    }

    final class Descriptions: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "described", for: indexPath)
        }
    }

    @Test func everyCellsContentViewIsLaidOutAfterTheCell() throws {
        let (window, root) = WhiteScene.make()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 360, height: 120)
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.register(DescribedCell.self, forCellWithReuseIdentifier: "described", making: { DescribedCell(frame: $0) })
        let descriptions = Descriptions()
        collection.dataSource = descriptions
        root.addSubview(collection)
        window.layoutIfNeeded()
        let cells = collection.visibleCells.compactMap { $0 as? DescribedCell }
        #expect(cells.count == 4)
        for cell in cells {
            #expect(cell.details.frame == CGRect(x: 120, y: 10, width: 230, height: 100))
        }
    }

    /// A sticky-header flow, as apps write one: it asks to be laid out again on every scroll and
    /// tells the flow's context what changed.
    final class StickyFlow: UICollectionViewFlowLayout {
        var prepared = 0
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        override func prepare() {
            super.prepare()
            prepared += 1
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
            context.invalidateFlowLayoutDelegateMetrics = false
            return context
        }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    @Test func aLayoutThatAsksOnBoundsChangesIsLaidOutAgainOnEveryScroll() throws {
        let swatches = Swatches()
        swatches.count = 40
        let sticky = StickyFlow()
        let (_, collection) = scene(swatches, layout: sticky)
        let preparedAtRest = sticky.prepared
        collection.contentOffset = CGPoint(x: 0, y: 120)
        #expect(sticky.prepared == preparedAtRest + 1)
        let flowContext = try #require(sticky.contexts.last as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!flowContext.invalidateFlowLayoutDelegateMetrics && flowContext.invalidateFlowLayoutAttributes)
        #expect(!flowContext.invalidateEverything)

        // A plain flow layout is laid out again only when its size changes.
        let flow = UICollectionViewFlowLayout()
        let (_, plain) = scene(Swatches(), layout: flow)
        #expect(flow.shouldInvalidateLayout(forBoundsChange: plain.bounds.offsetBy(dx: 0, dy: 50)) == false)
        #expect(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 500)))
        sticky.invalidateLayout()
        #expect(sticky.contexts.last?.invalidateEverything == true, "invalidateLayout() goes through invalidateLayout(with:)")
    }

}
