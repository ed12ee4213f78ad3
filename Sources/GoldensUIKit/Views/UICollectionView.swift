import GoldensScene

/// UIKit's collection view, still (a `UIScrollView`): its layout object places cells and
/// supplementary views, a cell is made (or reused) for each item on screen, and the content
/// size is the layout's. Updates (`insertItems`, `deleteItems`, `reloadItems`, sections, moves,
/// batch updates) reload at once without animations.
///
/// `register(_:forCellWithReuseIdentifier:)` can only make `UICollectionViewCell` and
/// `UICollectionReusableView` themselves: Swift cannot call a subclass's `init(frame:)` through
/// its class object without Objective-C, so a registered subclass is made as the plain class
/// (with a message naming it), unless it was registered with a maker, as the `GoldensSelectors`
/// plugin rewrites the call. Without the plugin, configure plain cells (colours, subviews of
/// `contentView`) in `cellForItemAt`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UICollectionView { AppearanceProxies.proxy(for: self) { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UICollectionView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }
    }

    /// Where to bring an item; `[]` scrolls the least that shows it. One vertical and one
    /// horizontal position may be combined.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            guard !changingLayoutAnimated else {
                collectionViewLayout.invalidateLayout()
                return setNeedsLayout()
            }
            reloadData()
        }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// Asked ahead of time for the data of cells about to show; kept (every cell this draws is
    /// shown at once, so there is nothing to prefetch).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    private var shownCells: [IndexPath: UICollectionViewCell] = [:]
    private var shownSupplementary: [String: UICollectionReusableView] = [:]
    private var reusable = ReuseQueue<UICollectionReusableView>()
    var registeredClasses: [String: AnyClass] = [:]
    /// What makes each registered kind of view, given the frame the layout gives it (UIKit makes
    /// a cell with `init(frame:)` of its layout attributes' frame, so a cell may build its
    /// subviews from `bounds` there).
    private var makers: [String: @MainActor (CGRect) -> UICollectionReusableView] = [:]
    private var selectedItems: Set<IndexPath> = []

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        setDefaultBackgroundColor(.systemBackground)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout. Animated, in a window, the cells stay (nothing is reloaded) and move
    /// from where the old layout puts them to where the new one does, over
    /// `layoutChangeDuration`: a cell coming into view starts where the old layout had it, and a
    /// cell leaving the view goes to where the new layout puts it, then leaves.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard animated, window != nil, layout !== collectionViewLayout else {
            collectionViewLayout = layout
            completion?(true)
            return
        }
        layoutIfNeeded()
        let old = collectionViewLayout
        let before = shownCells
        changingLayoutAnimated = true
        collectionViewLayout = layout
        UIView.performWithoutAnimation { layoutIfNeeded() }
        changingLayoutAnimated = false
        let after = shownCells
        // Every cell shown now starts where the old layout has it (asked while the old layout
        // knows this collection view again); every cell that left the view goes where the new
        // layout puts it, shown until it gets there (the layout pass sent it to the reuse queue).
        old.collectionView = self
        let starts = after.keys.sorted().compactMap { old.layoutAttributesForItem(at: $0) }
        old.collectionView = nil
        let targets = after.keys.sorted().compactMap { layout.layoutAttributesForItem(at: $0) }
        let leaving = before.filter { indexPath, cell in after[indexPath] !== cell }
        let ends = leaving.keys.sorted().compactMap { layout.layoutAttributesForItem(at: $0) }
        UIView.performWithoutAnimation {
            for start in starts { after[start.indexPath].map(start.apply) }
            for indexPath in leaving.keys.sorted() { leaving[indexPath].map { addSubview($0) } }
        }
        UIView.animate(withDuration: Self.layoutChangeDuration, animations: {
            for target in targets { after[target.indexPath].map(target.apply) }
            for end in ends { leaving[end.indexPath].map(end.apply) }
        }, completion: { [weak self] finished in
            for cell in leaving.values where self?.shownCells.values.contains(where: { $0 === cell }) != true {
                cell.removeFromSuperview()
            }
            completion?(finished)
        })
    }

    /// How long an animated layout change takes (UIKit does not document it: chosen).
    static let layoutChangeDuration: TimeInterval = 0.3
    /// Set while an animated layout change swaps the layout: the cells stay.
    private var changingLayoutAnimated = false

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses["cell:" + identifier] = cellClass
        makers["cell:" + identifier] = nil
    }

    /// Registers a class with what makes it: the form the `GoldensSelectors` plugin rewrites
    /// `register(Cell.self, forCellWithReuseIdentifier:)` into, so a subclass can be made.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String,
                       making: @escaping @MainActor () -> UICollectionViewCell) {
        registeredClasses["cell:" + identifier] = cellClass
        makers["cell:" + identifier] = { _ in making() }
    }

    /// The form the `GoldensSelectors` plugin writes: `making: { PhotoCell(frame: $0) }`, made
    /// with the item's frame.
    public final func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String,
                               making: @escaping @MainActor (CGRect) -> UICollectionViewCell) {
        registeredClasses["cell:" + identifier] = cellClass
        makers["cell:" + identifier] = making
    }

    /// Cells made from a xib whose top-level object is the cell.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses["cell:" + identifier] = nil
        makers["cell:" + identifier] = nil
        guard let nib else { return }
        makers["cell:" + identifier] = { _ in nib.makeReusable(UICollectionViewCell.self, identifier: identifier) ?? UICollectionViewCell() }
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registeredClasses[kind + ":" + identifier] = nil
        makers[kind + ":" + identifier] = nil
        guard let nib else { return }
        makers[kind + ":" + identifier] = { _ in
            nib.makeReusable(UICollectionReusableView.self, identifier: identifier) ?? UICollectionReusableView()
        }
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registeredClasses[elementKind + ":" + identifier] = viewClass
        makers[elementKind + ":" + identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String,
                       making: @escaping @MainActor () -> UICollectionReusableView) {
        registeredClasses[elementKind + ":" + identifier] = viewClass
        makers[elementKind + ":" + identifier] = { _ in making() }
    }

    /// The form the `GoldensSelectors` plugin writes, made with the view's frame.
    public final func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String,
                               making: @escaping @MainActor (CGRect) -> UICollectionReusableView) {
        registeredClasses[elementKind + ":" + identifier] = viewClass
        makers[elementKind + ":" + identifier] = making
    }

    /// A waiting cell, else a new `UICollectionViewCell` (see the type's documentation).
    /// A cell for `indexPath`, with its layout attributes applied before the data source
    /// configures it, as UIKit dequeues: what the app sets in `cellForItemAt` (a cell hidden for a
    /// zoom transition, an alpha, a transform) stays until the attributes change.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeueCell(identifier, for: indexPath)
        if let attributes = preparedLayout.layoutAttributesForItem(at: indexPath) { place(cell, with: attributes) }
        return cell
    }

    private func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = take("cell:" + identifier) as? UICollectionViewCell { return cell }
        let frame = preparedLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        if let make = makers["cell:" + identifier], let cell = make(frame) as? UICollectionViewCell {
            cell.reuse(identifier, key: "cell:" + identifier)
            return cell
        }
        if let cell = UIView.reusableInstance(of: registeredClasses["cell:" + identifier], frame: frame,
                                              reuseIdentifier: identifier) as? UICollectionViewCell {
            cell.reuse(identifier, key: "cell:" + identifier)
            return cell
        }
        warnIfSubclass("cell:" + identifier, identifier, plain: UICollectionViewCell.self)
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuse(identifier, key: "cell:" + identifier)
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        if let view = take(elementKind + ":" + identifier) { return view }
        let frame = preparedLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame ?? .zero
        if let make = makers[elementKind + ":" + identifier] {
            let view = make(frame)
            view.reuse(identifier, key: elementKind + ":" + identifier)
            return view
        }
        if let view = UIView.reusableInstance(of: registeredClasses[elementKind + ":" + identifier], frame: frame,
                                              reuseIdentifier: identifier) as? UICollectionReusableView {
            view.reuse(identifier, key: elementKind + ":" + identifier)
            return view
        }
        warnIfSubclass(elementKind + ":" + identifier, identifier, plain: UICollectionReusableView.self)
        let view = UICollectionReusableView(frame: .zero)
        view.reuse(identifier, key: elementKind + ":" + identifier)
        return view
    }

    private func take(_ key: String) -> UICollectionReusableView? {
        guard let view = reusable.take(key) else { return nil }
        view.prepareForReuse()
        return view
    }

    private func warnIfSubclass(_ key: String, _ identifier: String, plain: AnyClass) {
        // UIKit raises here; a plain view stands in, and the transition fails naming it.
        if registeredClasses.index(forKey: key) == nil, makers[key] == nil {
            let kind = key.hasPrefix("cell:") ? "UICollectionElementKindCell" : String(key.prefix { $0 != ":" })
            SceneDiagnostics.report("could not dequeue a view of kind \(kind) with identifier \(identifier): no class, nib or storyboard "
                + "prototype was registered for it", about: node)
        }
        if let registered = registeredClasses[key], registered != plain {
            print("GoldensUIKit: \(registered) registered for \"\(identifier)\" is made as a plain \(plain)")
        }
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return shownCells[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return shownCells.keys.sorted().compactMap { shownCells[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return shownCells.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return shownSupplementary[supplementaryKey(elementKind, indexPath)]
    }

    // MARK: Counts, geometry, selection, scrolling

    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfItems(inSection section: Int) -> Int {
        dataSource.map { $0.collectionView(self, numberOfItemsInSection: section) } ?? 0
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        preparedLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
            .map(\.indexPath).sorted().first
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        guard let indexPath else { return }
        selectedItems.insert(indexPath)
        shownCells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        shownCells[indexPath]?.isSelected = false
    }

    // MARK: Selecting an item by touch

    private var pressedItem: PressedItem?

    /// A finger going down on an item highlights it (when the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, allowsSelection,
              let cell = PressedItem.cell(UICollectionViewCell.self, touchedBy: touch), let indexPath = indexPath(for: cell)
        else { return super.touchesBegan(touches, with: event) }
        pressedItem = PressedItem(indexPath, touch: touch)
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed = pressedItem, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        if pressed.isAbandoned(by: touch) { releasePressedItem() }
    }

    /// The finger lifting selects the item as a user's tap does: the delegate may refuse it
    /// (`shouldSelectItemAt`), the previous selection is deselected (unless several items may be
    /// selected, where a selected item is deselected instead), then `didSelectItemAt`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = releasePressedItem() else { return super.touchesEnded(touches, with: event) }
        if allowsMultipleSelection, selectedItems.contains(indexPath) { return userDeselectItem(at: indexPath) }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath { userDeselectItem(at: item) }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        // A storyboard cell's segue runs first, so `prepare(for:sender:)` comes before
        // `didSelectItemAt`, as in UIKit.
        if let cell = cellForItem(at: indexPath), let segue = cell.selectionSegue { segue(cell) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard releasePressedItem() != nil else { return super.touchesCancelled(touches, with: event) }
    }

    /// Ends the press: the item's highlight goes. Returns the item pressed.
    @discardableResult private func releasePressedItem() -> IndexPath? {
        guard let pressed = pressedItem else { return nil }
        pressedItem = nil
        if let cell = shownCells[pressed.indexPath], cell.isHighlighted {
            cell.isHighlighted = false
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: pressed.indexPath)
        }
        return pressed.indexPath
    }

    private func userDeselectItem(at indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    /// Scrolls so the item sits at the named edges or centres (the least scroll that shows it
    /// for `[]`), within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard !scrollPosition.isEmpty else { return scrollRectToVisible(frame, animated: animated) }
        let insets = adjustedContentInset
        let height = bounds.height - insets.top - insets.bottom, width = bounds.width - insets.left - insets.right
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - insets.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - insets.top - height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - insets.top - height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - insets.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - insets.left - width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - insets.left - width }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Reloading and updates

    open func reloadData() {
        // In order, so the same cells go to the same items on every run.
        for indexPath in shownCells.keys.sorted() {
            guard let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            let wasShown = cell.superview === self
            enqueue(cell)
            if wasShown { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
        }
        for key in shownSupplementary.keys.sorted() { shownSupplementary[key].map(enqueue) }
        selectedItems = []
        shownCells = [:]
        shownSupplementary = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    // MARK: Layout

    /// The layout after `prepare()`, with the content size it gives.
    private var preparedLayout: UICollectionViewLayout {
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        return layout
    }

    /// The size the layout was last prepared at: a new size prepares it again (however the
    /// size changed: bounds, frame or autoresizing).
    private var preparedSize: CGSize?

    open override func layoutSubviews() {
        super.layoutSubviews()
        if preparedSize != bounds.size {
            preparedSize = bounds.size
            collectionViewLayout.invalidateLayout()
        }
        showVisibleContent()
    }

    override func contentOffsetDidChange() {
        // Before its first layout (an inset set in viewDidLoad, before the app registers its
        // cells) nothing is shown yet: the cells come with the layout, as in UIKit.
        guard preparedSize != nil else { return setNeedsLayout() }
        // A layout whose items follow the scroll (sticky headers, parallax) asks to be laid out
        // again for the new bounds, then shows them.
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        showVisibleContent()
    }

    private func supplementaryKey(_ kind: String, _ indexPath: IndexPath) -> String {
        "\(kind) \(indexPath.section) \(indexPath.item)"
    }

    /// Shows the cells and supplementary views the layout puts in the bounds; the rest go to
    /// the reuse queue. Cells that size themselves are asked for their size as they are shown,
    /// and the layout is prepared again with it and shown, four rounds at most (a cell whose
    /// size keeps changing keeps the last one, taken at the next layout), as UIKit settles them.
    private func showVisibleContent() {
        for round in 0..<4 {
            guard showVisibleContentOnce(), round < 3 else { return }
            collectionViewLayout.needsPrepare = true
        }
    }

    /// One round of `showVisibleContent`: true when a cell asked for another size.
    private func showVisibleContentOnce() -> Bool {
        var resized = false
        let layout = preparedLayout
        backgroundView?.frame = bounds
        let elements = (layout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.frame.sharesArea(with: bounds) }
            .sorted { ($0.zIndex, $0.representedElementCategory.rawValue, $0.indexPath, $0.representedElementKind ?? "")
                < ($1.zIndex, $1.representedElementCategory.rawValue, $1.indexPath, $1.representedElementKind ?? "") }
        let items = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let kinds = Set(elements.compactMap { element in element.representedElementKind.map { supplementaryKey($0, element.indexPath) } })
        for indexPath in shownCells.keys.sorted() where !items.contains(indexPath) {
            guard let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            enqueue(cell)
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        for key in shownSupplementary.keys.sorted() where !kinds.contains(key) {
            guard let view = shownSupplementary.removeValue(forKey: key) else { continue }
            enqueue(view)
            if let attributes = view.appliedLayoutAttributes, attributes.representedElementCategory == .supplementaryView,
               let kind = attributes.representedElementKind {
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: attributes.indexPath)
            }
        }
        for attributes in elements {
            if attributes.representedElementCategory == .cell {
                var appearing = false
                let cell: UICollectionViewCell
                if let existing = shownCells[attributes.indexPath] {
                    cell = existing
                } else {
                    guard let made = dataSource?.collectionView(self, cellForItemAt: attributes.indexPath) else { continue }
                    cell = made
                    shownCells[attributes.indexPath] = cell
                    appearing = true
                }
                place(cell, with: attributes)
                // Set when it changes only: setting it asks the cell for layout, and a cell laid out
                // again after its content view would keep what its own layoutSubviews moved there.
                let selected = selectedItems.contains(attributes.indexPath)
                if cell.isSelected != selected { cell.isSelected = selected }
                if cell.superview !== self { addSubview(cell) }
                if appearing { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath) }
                if layout.sizesCellItself(at: attributes.indexPath), let offered = attributes.copy() as? UICollectionViewLayoutAttributes {
                    let preferred = cell.preferredLayoutAttributesFitting(offered)
                    if layout.takePreferredSize(preferred.size, at: attributes.indexPath) { resized = true }
                }
            } else if let kind = attributes.representedElementKind {
                let key = supplementaryKey(kind, attributes.indexPath)
                let view: UICollectionReusableView
                var appearing = false
                if let existing = shownSupplementary[key] {
                    view = existing
                } else {
                    let decoration = attributes.representedElementCategory == .decorationView
                    if decoration, layout.decorationMakers[kind] == nil {
                        SceneDiagnostics.report("the layout places a decoration view of kind \"\(kind)\" that nothing registered; it is not shown")
                    }
                    guard let made = decoration
                        ? layout.decorationMakers[kind]?(attributes.frame)
                        : dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                    else { continue }
                    view = made
                    shownSupplementary[key] = view
                    appearing = !decoration
                }
                place(view, with: attributes)
                if view.superview !== self { addSubview(view) }
                if appearing {
                    collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
                }
            }
        }
        return resized
    }

    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Puts `attributes` on `view` unless the same were put there last (UIKit applies a view's
    /// attributes when they change, so what the app set on it since stays), then tells the view
    /// (`apply(_:)`, which apps override to read attributes of their own). Attributes of an
    /// app's subclass are the same when they place alike and its `isEqual(_:)` says so (Apple
    /// asks such subclasses to override it; one that does not is applied every time).
    private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        if let applied = view.appliedLayoutAttributes, applied.placesAlike(attributes),
           type(of: attributes) == UICollectionViewLayoutAttributes.self || attributes.isEqual(applied) { return }
        attributes.apply(to: view)
        view.appliedLayoutAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        view.apply(attributes)
    }

    private func enqueue(_ view: UICollectionReusableView) {
        reusable.put(view, under: view.reuseKey)
    }
}

/// A view a collection view places and reuses (cells, headers, footers).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public private(set) var reuseIdentifier: String?
    /// The queue (kind and identifier) this view waits in when off screen.
    private(set) var reuseKey: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    func reuse(_ identifier: String, key: String) {
        reuseIdentifier = identifier
        reuseKey = key
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func prepareForReuse() {}
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    /// The attributes the collection view last put on this view (see `UICollectionView.place`).
    var appliedLayoutAttributes: UICollectionViewLayoutAttributes?
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A collection view item: a `contentView` over optional background views.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UICollectionViewCell { AppearanceProxies.proxy(for: self) { UICollectionViewCell(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UICollectionViewCell {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UICollectionViewCell(frame: .zero) }
    }
    public let contentView = UIView()

    /// The attributes with the height the content's constraints give at their width, when
    /// they determine one (a layout of estimated heights asks, as UIKit's self-sizing cells
    /// answer); as offered otherwise.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let width = layoutAttributes.size.width
        guard width > 0, let height = contentView.heightFittingConstraints(atWidth: width) else { return layoutAttributes }
        layoutAttributes.size = CGSize(width: width, height: height)
        return layoutAttributes
    }
    open var backgroundView: UIView? { didSet { replace(oldValue, with: backgroundView, at: 0) } }
    open var selectedBackgroundView: UIView? { didSet { replace(oldValue, with: selectedBackgroundView, at: 1) } }
    open var isSelected = false { didSet { updateSelection() } }
    open var isHighlighted = false { didSet { updateSelection() } }
    /// The segue a storyboard cell triggers when a tap selects its item, with the cell as sender.
    var selectionSegue: (@MainActor (Any?) -> Void)?
    /// A list configuration shows its text and secondary text (any cell, as UIKit's list
    /// content view does in a plain cell too); an app's own configuration its own view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationView.show(contentConfiguration, in: contentView, current: &configuredContentView)
            showListContent(contentConfiguration as? UIListContentConfiguration)
        }
    }
    /// The view an app's own content configuration made, in the content view.
    private var configuredContentView: (UIView & UIContentView)?
    /// The labels of a list configuration, in the content view.
    private var listLabels: [UILabel] = []
    /// The background's colour, with its corners rounded as the configuration says.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            guard let background = backgroundConfiguration else { return }
            if let color = background.backgroundColor { backgroundColor = color }
            layer.cornerRadius = background.cornerRadius
        }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's state now: selected, highlighted, with its traits.
    open var configurationState: UICellConfigurationState {
        ConfigurationUpdates.cellState(traits: traitCollection, selected: isSelected, highlighted: isHighlighted)
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationUpdates.setNeeded()
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`: called before its first layout and after
    /// each change of state. The default updates the content configuration when
    /// `automaticallyUpdatesContentConfiguration`; subclasses override it.
    open func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = ConfigurationUpdates.content(contentConfiguration, updatedFor: state,
                                                            automatically: automaticallyUpdatesContentConfiguration)
    }

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Runs after `updateConfiguration(using:)` (iOS 15's closure form).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?

    private var configurationUpdates = ConfigurationUpdates()

    func updateConfigurationIfNeeded() {
        configurationUpdates.runIfNeeded(state: { configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
        finishArchivedCopy(from: coder)
    }

    override class var makesPartsAfterDecoding: Bool { true }

    /// The content view fills the cell and follows its size at once, as UIKit's does.
    private func addContentView() {
        contentView.isPartOfSuperview = true
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        updateSelection()
    }

    private func updateSelection() {
        setNeedsUpdateConfiguration()
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        layoutListLabels()
    }

    private func showListContent(_ list: UIListContentConfiguration?) {
        for label in listLabels { label.removeFromSuperview() }
        listLabels = []
        guard let list else { return }
        for (text, properties) in [(list.text, list.textProperties), (list.secondaryText, list.secondaryTextProperties)] {
            guard let text else { continue }
            let label = UILabel()
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            contentView.addSubview(label)
            listLabels.append(label)
        }
        setNeedsLayout()
    }

    /// Text and secondary text stacked in the middle, 16 points in.
    private func layoutListLabels() {
        guard !listLabels.isEmpty else { return }
        let width = max(0, bounds.width - 32)
        let heights = listLabels.map { ceil($0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height) }
        var y = (bounds.height - heights.reduce(0, +) - CGFloat(max(0, heights.count - 1)) * 2) / 2
        for (label, height) in zip(listLabels, heights) {
            label.frame = CGRect(x: 16, y: y, width: width, height: height)
            y += height + 2
        }
    }
}

/// Supplies a collection view's items; UIKit's optional methods have their defaults here.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "", for: indexPath)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// Hears about a collection view's items; UIKit's optional methods have their defaults here.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?)
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration?
    func collectionView(_ collectionView: UICollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func collectionView(_ collectionView: UICollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating)
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?)
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                               withSender sender: Any?) {}
    public func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    public func collectionView(_ collectionView: UICollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    public func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionCommitAnimating) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {}
}

extension UICollectionView {
    /// A cell class and how to configure it for an item (iOS 14). Cells of `UICollectionViewCell`
    /// and `UICollectionViewListCell` are made directly; a subclass needs the maker the
    /// `GoldensSelectors` plugin adds (Swift cannot call a subclass's `init(frame:)` through a
    /// generic type without Objective-C), and stops the test with a message without it.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let make: @MainActor () -> Cell
        /// The reuse identifier all cells of this registration share.
        let identifier = "registration:" + RegistrationCounter.next()

        public init(handler: @escaping Handler) {
            self.handler = handler
            make = { Registration.plainCell(Cell.self) }
        }

        public init(making: @escaping @MainActor () -> Cell, handler: @escaping Handler) {
            self.handler = handler
            make = making
        }
    }

    /// A supplementary view class and how to configure it (iOS 14); see `CellRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let make: @MainActor () -> Supplementary
        let identifier = "registration:" + RegistrationCounter.next()

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            make = { Registration.plainView(Supplementary.self) }
        }

        public init(making: @escaping @MainActor () -> Supplementary, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            make = making
        }
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if registeredClasses["cell:" + registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier, making: registration.make)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                     for indexPath: IndexPath) -> Supplementary {
        let key = registration.elementKind + ":" + registration.identifier
        if registeredClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                     making: registration.make)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Makes the cells and views a registration without a maker can make.
@MainActor
enum Registration {
    static func plainCell<Cell: UICollectionViewCell>(_ type: Cell.Type) -> Cell {
        if let cell = (type == UICollectionViewListCell.self ? UICollectionViewListCell(frame: .zero) : UICollectionViewCell(frame: .zero)) as? Cell {
            return cell
        }
        preconditionFailure("GoldensUIKit cannot make \(type) for a cell registration: compile this file through the "
                            + "GoldensSelectors plugin, which passes the registration its initializer")
    }

    static func plainView<View: UICollectionReusableView>(_ type: View.Type) -> View {
        if let view = UICollectionReusableView(frame: .zero) as? View { return view }
        preconditionFailure("GoldensUIKit cannot make \(type) for a supplementary registration: compile this file through the "
                            + "GoldensSelectors plugin, which passes the registration its initializer")
    }
}

/// Distinct reuse identifiers for registrations, in creation order (deterministic).
@MainActor
enum RegistrationCounter {
    private static var count = 0
    static func next() -> String {
        count += 1
        return String(count)
    }
}

/// A list-style collection cell: a cell with list content configurations (iOS 14).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [AnyHashable] = []
    open var indentationLevel = 0

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// Loads the data of cells before they show (iOS 10). Kept as the collection view's
/// `prefetchDataSource`; never asked here, as every cell shown is made at once.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
