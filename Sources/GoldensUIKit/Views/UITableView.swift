import GoldensScene

/// UIKit's table view, still (a `UIScrollView`): rows stacked from the data source's counts and
/// the delegate's heights, a cell made (or reused) for each row that shows, section headers and
/// footers, the table's header and footer views, and hairline separators in the plain style.
///
/// Row heights are the delegate's, else `rowHeight`; an automatic height sizes the cell: by
/// its content view's constraints when it has some, else by its built-in style (44 points for
/// one line). Section headers and footers without a delegate height are 28 points high in the
/// plain style when they have a title or a view (else none), and in the grouped styles 38 with a
/// title and 18 without; `.insetGrouped` insets its rows and titles 16 points from each side
/// and rounds each section's group by 10 points.
///
/// Updates (`insertRows`, `deleteRows`, `reloadRows`, sections, moves, batch updates) reload
/// the table at once without row animations. `register(_:forCellReuseIdentifier:)` can only
/// make `UITableViewCell` itself: Swift cannot call a subclass's `init(style:reuseIdentifier:)`
/// through its class object without Objective-C, so a registered subclass is made as a plain
/// cell (with a message naming it), unless it was registered with a maker, as the
/// `GoldensSelectors` plugin rewrites the call; or make subclassed cells yourself when
/// `dequeueReusableCell(withIdentifier:)` returns nil, as UIKit code did before registration.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITableView { AppearanceProxies.proxy(for: self) { UITableView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITableView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITableView(frame: .zero) }
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    public static let automaticDimension: CGFloat = -1

    /// A storyboard's static cells, by section (see `StaticTableSection`); nil for a table that
    /// asks its data source.
    var staticSections: [StaticTableSection]?

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// Asked ahead of time for the data of rows about to show; kept (every row this draws is
    /// shown at once, so there is nothing to prefetch).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = 0
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// What `separatorInset` is measured from; kept (the inset is measured from the cell's edges).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var insetsContentViewsToSafeArea = true

    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var allowsSelectionDuringEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    /// In the table from the moment it is set (code constrains it at once), placed at the top at
    /// the next layout; setting the same view again (code does so after sizing it) keeps it.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let header = tableHeaderView, header.superview !== self { addSubview(header) }
            reloadData()
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let footer = tableFooterView, footer.superview !== self { addSubview(footer) }
            reloadData()
        }
    }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Where every row, header and footer goes, worked out from the data source on demand.
    private var geometry: TableGeometry?
    private var shownCells: [IndexPath: UITableViewCell] = [:]
    private var reusableCells = ReuseQueue<UITableViewCell>()
    private var registeredClasses: [String: AnyClass] = [:]
    private var cellMakers: [String: @MainActor (String) -> UITableViewCell] = [:]
    private var headerFooterMakers: [String: @MainActor (String) -> UITableViewHeaderFooterView] = [:]
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]
    private var selectedRows: Set<IndexPath> = []
    /// Heights of automatic rows, measured from their cells when they first showed.
    private var measuredHeights: [IndexPath: CGFloat] = [:]

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setDefaultBackgroundColor(style == .plain ? .systemBackground : .systemGroupedBackground)
        alwaysBounceVertical = true
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        // The style is fixed when the table is made: a document's `<tableView style="grouped">`.
        style = switch (coder as? InterfaceBuilderCoder)?.element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
        super.init(coder: coder)
        setDefaultBackgroundColor(style == .plain ? .systemBackground : .systemGroupedBackground)
        alwaysBounceVertical = true
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
        cellMakers[identifier] = nil
    }

    /// Registers a class with what makes it: the form the `GoldensSelectors` plugin rewrites
    /// `register(Cell.self, forCellReuseIdentifier:)` into, so a subclass can be made.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String,
                       making: @escaping @MainActor (String) -> UITableViewCell) {
        registeredClasses[identifier] = cellClass
        cellMakers[identifier] = making
    }

    /// Cells made from a xib whose top-level object is the cell (its class, outlets and
    /// subviews as the xib says).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = nil
        cellMakers[identifier] = nil
        guard let nib else { return }
        cellMakers[identifier] = { identifier in
            let cell = nib.makeReusable(UITableViewCell.self, identifier: identifier)
                ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.prepareForReuse(identifier: identifier)
            return cell
        }
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredClasses["header-footer:" + identifier] = nil
        headerFooterMakers[identifier] = nil
        guard let nib else { return }
        headerFooterMakers[identifier] = { identifier in
            nib.makeReusable(UITableViewHeaderFooterView.self, identifier: identifier)
                ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredClasses["header-footer:" + identifier] = aClass
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String,
                       making: @escaping @MainActor (String) -> UITableViewHeaderFooterView) {
        registeredClasses["header-footer:" + identifier] = aClass
        headerFooterMakers[identifier] = making
    }

    /// A cell waiting for reuse under `identifier`, else a new one when a class or nib is
    /// registered for it (as UIKit makes one), else nil (make one then).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = takeWaitingCell(identifier) { return cell }
        guard cellMakers[identifier] != nil || registeredClasses[identifier] != nil else { return nil }
        return makeCell(identifier)
    }

    /// A waiting cell, else a new one of the registered class (see the type's documentation).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        takeWaitingCell(identifier) ?? makeCell(identifier)
    }

    private func takeWaitingCell(_ identifier: String) -> UITableViewCell? {
        guard let cell = reusableCells.take(identifier) else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A new cell of what is registered for `identifier`: its maker, else a plain cell.
    private func makeCell(_ identifier: String) -> UITableViewCell {
        if let make = cellMakers[identifier] { return make(identifier) }
        if let made = UIView.reusableInstance(of: registeredClasses[identifier], frame: .zero, reuseIdentifier: identifier) as? UITableViewCell {
            return made
        }
        if let registered = registeredClasses[identifier], registered != UITableViewCell.self {
            print("GoldensUIKit: \(registered) registered for \"\(identifier)\" is made as a plain UITableViewCell; "
                  + "make it with its initializer when dequeueReusableCell(withIdentifier:) returns nil")
        }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterMakers[identifier]?(identifier)
            ?? UIView.reusableInstance(of: registeredClasses["header-footer:" + identifier], frame: .zero,
                                       reuseIdentifier: identifier) as? UITableViewHeaderFooterView
            ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// The cell showing `indexPath`, if that row is on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return shownCells[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return shownCells.keys.sorted().compactMap { shownCells[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return shownCells.keys.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shownCells.first { $0.value === cell }?.key
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    // MARK: Counts and geometry

    // The counts come from the data source itself, so a delegate may ask for them while the
    // geometry is being worked out (from `heightForRowAt`, say).
    open var numberOfSections: Int { dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0 }

    open func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections, let dataSource else { return 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }

    /// The row's rect in the table's content (bounds) coordinates; `.zero` for a row that is
    /// not there.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        layout.rowRect(indexPath) ?? .zero
    }

    open func rect(forSection section: Int) -> CGRect {
        guard layout.sections.indices.contains(section) else { return .zero }
        let s = layout.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        guard layout.sections.indices.contains(section) else { return .zero }
        let s = layout.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        guard layout.sections.indices.contains(section) else { return .zero }
        let s = layout.sections[section]
        return CGRect(x: 0, y: s.bottom - s.footerHeight, width: bounds.width, height: s.footerHeight)
    }

    /// The row under `point` (content coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return layout.rows(from: point.y, to: point.y.nextUp).first
    }

    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layout.rows(from: rect.minY, to: rect.maxY)
    }

    // MARK: Reloading and updates

    /// Forgets the rows: the cells go to the reuse queue (in row order, so the same cells go to
    /// the same rows on every run), the selection is cleared, and the next layout asks again.
    open func reloadData() {
        geometry = nil
        measuredHeights = [:]
        selectedRows = []
        enqueueCells(except: [])
        for view in headerViews.values { view.removeFromSuperview() }
        for view in footerViews.values { view.removeFromSuperview() }
        headerViews = [:]
        footerViews = [:]
        setNeedsLayout()
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func beginUpdates() {}
    open func endUpdates() { reloadData() }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        layoutIfNeeded()
        completion?(true)
    }

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Selection and scrolling

    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (its cell shows the selection) and scrolls to it as `scrollPosition`
    /// says; the delegate is not told, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        guard let indexPath else { return }
        selectedRows.insert(indexPath)
        shownCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        shownCells[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Selecting a row by touch

    private var pressedRow: PressedItem?

    /// A finger going down on a row highlights it (when the delegate agrees).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isEditing ? allowsSelectionDuringEditing : allowsSelection,
              let cell = PressedItem.cell(UITableViewCell.self, touchedBy: touch), let indexPath = indexPath(for: cell)
        else { return super.touchesBegan(touches, with: event) }
        pressedRow = PressedItem(indexPath, touch: touch)
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed = pressedRow, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        if pressed.isAbandoned(by: touch) { releasePressedRow() }
    }

    /// The finger lifting selects the row as a user's tap does: the delegate may redirect or
    /// refuse it (`willSelectRowAt`), the previous selection is deselected (unless several rows
    /// may be selected, where a selected row is deselected instead), then `didSelectRowAt`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let indexPath = releasePressedRow() else { return super.touchesEnded(touches, with: event) }
        if allowsMultipleSelection, selectedRows.contains(indexPath) { return userDeselectRow(at: indexPath) }
        let redirected: IndexPath?? = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) }
        guard let target = redirected ?? indexPath else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target { userDeselectRow(at: row) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        // A storyboard cell's segue runs first, so `prepare(for:sender:)` comes before
        // `didSelectRowAt`, as in UIKit.
        if let cell = cellForRow(at: target), let segue = cell.selectionSegue { segue(cell) }
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard releasePressedRow() != nil else { return super.touchesCancelled(touches, with: event) }
    }

    /// Ends the press: the row's highlight goes. Returns the row pressed.
    @discardableResult private func releasePressedRow() -> IndexPath? {
        guard let pressed = pressedRow else { return nil }
        pressedRow = nil
        if let cell = shownCells[pressed.indexPath], cell.isHighlighted {
            cell.setHighlighted(false, animated: false)
            tableDelegate?.tableView(self, didUnhighlightRowAt: pressed.indexPath)
        }
        return pressed.indexPath
    }

    private func userDeselectRow(at indexPath: IndexPath) {
        let redirected: IndexPath?? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) }
        guard let target = redirected ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Scrolls so the row sits at the top, middle or bottom (or just shows, for `.none`),
    /// within the content.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let rect = layout.rowRect(indexPath) else { return }
        let insets = adjustedContentInset
        let visible = bounds.height - insets.top - insets.bottom
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = rect.minY - insets.top
        case .middle: offset.y = rect.midY - insets.top - visible / 2
        case .bottom: offset.y = rect.maxY - insets.top - visible
        case .none: return scrollRectToVisible(rect, animated: animated)
        }
        setContentOffset(clamped(offset), animated: animated)
    }

    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = indexPathForSelectedRow { scrollToRow(at: row, at: scrollPosition, animated: animated) }
    }

    // MARK: Layout

    /// True while the geometry is worked out: a delegate asking for rects then gets none,
    /// instead of starting the work again.
    private var isMeasuring = false

    /// The geometry, worked out now if the data or the width changed.
    private var layout: TableGeometry {
        if let geometry, geometry.width == bounds.width { return geometry }
        if isMeasuring { return TableGeometry(width: bounds.width) }
        if let geometry, geometry.width != bounds.width { measuredHeights = [:] }
        isMeasuring = true
        let made = TableGeometry(table: self, measured: measuredHeights)
        isMeasuring = false
        geometry = made
        contentSize = CGSize(width: bounds.width, height: made.height)
        return made
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hasBeenLaidOut = true
        showVisibleContent()
    }

    /// Whether a layout has shown rows yet.
    private var hasBeenLaidOut = false

    override func contentOffsetDidChange() {
        // Before its first layout (an inset set in viewDidLoad, before the app registers its
        // cells) nothing is shown yet: the rows come with the layout, as in UIKit.
        guard hasBeenLaidOut else { return setNeedsLayout() }
        showVisibleContent()
    }

    /// Places the table header and footer, the headers and footers and the cells that
    /// intersect the bounds, and sends cells that left them to the reuse queue.
    private func showVisibleContent() {
        enqueueCells(outside: layout)
        // Automatic rows on screen are measured from their cells, which can move the rows
        // below them: lay out again until every row on screen has its measured height (a
        // pass measures at least one more row, so this ends).
        while true {
            let geometry = layout
            var changed = false
            for indexPath in geometry.rows(from: bounds.minY, to: bounds.maxY)
            where geometry.isAutomatic(indexPath) && measuredHeights[indexPath] == nil {
                guard let cell = shownCells[indexPath] ?? dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                shownCells[indexPath] = cell
                let inset: CGFloat = style == .insetGrouped ? 32 : 0
                measuredHeights[indexPath] = automaticHeight(of: cell, width: bounds.width - inset)
                changed = true
            }
            guard changed else { break }
            self.geometry = nil
        }
        let geometry = layout
        let width = bounds.width
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.superview !== self { addSubview(header) }
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.footerTop, width: width, height: footer.frame.height)
            if footer.superview !== self { addSubview(footer) }
        }
        let rows = enqueueCells(outside: geometry)
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        for indexPath in rows.sorted() {
            guard let rect = geometry.rowRect(indexPath) else { continue }
            let cell: UITableViewCell
            var appearing = false
            if let existing = shownCells[indexPath], existing.superview === self {
                cell = existing
            } else {
                guard let made = shownCells[indexPath] ?? dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                cell = made
                shownCells[indexPath] = cell
                appearing = true
            }
            cell.frame = CGRect(x: inset, y: rect.minY, width: max(0, width - 2 * inset), height: rect.height)
            let isLastInSection = indexPath.row == geometry.sections[indexPath.section].rows.count - 1
            if style == .insetGrouped {
                // The section's group is a rounded rect: its first row has the top corners, its
                // last the bottom ones.
                var corners: CACornerMask = []
                if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
                cell.layer.maskedCorners = corners
                cell.clipsToBounds = !corners.isEmpty
            }
            cell.separator.isHidden = separatorStyle == .none || (style != .plain && isLastInSection)
            if !cell.hasOwnSeparatorInset { cell.tableSeparatorInset = separatorInset }
            cell.separator.backgroundColor = separatorColor
            if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            if appearing { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        for (index, section) in geometry.sections.enumerated() {
            // A plain table's header stays at the top of the visible area while its section
            // passes under it, and is pushed up by the next section.
            var headerTop = section.top
            if style == .plain {
                let pinned = bounds.minY + adjustedContentInset.top
                headerTop = max(section.top, min(pinned, section.bottom - section.footerHeight - section.headerHeight))
            }
            place(&headerViews, index, top: headerTop, height: section.headerHeight, title: section.headerTitle,
                  view: { tableDelegate?.tableView(self, viewForHeaderInSection: index) },
                  willDisplay: { tableDelegate?.tableView(self, willDisplayHeaderView: $0, forSection: index) })
            place(&footerViews, index, top: section.bottom - section.footerHeight, height: section.footerHeight,
                  title: section.footerTitle, view: { tableDelegate?.tableView(self, viewForFooterInSection: index) },
                  willDisplay: { tableDelegate?.tableView(self, willDisplayFooterView: $0, forSection: index) })
        }
    }

    /// Shows a header or footer that intersects the bounds (made once per reload).
    private func place(_ views: inout [Int: UIView], _ section: Int, top: CGFloat, height: CGFloat, title: String?,
                       view make: () -> UIView?, willDisplay: (UIView) -> Void) {
        guard height > 0, top < bounds.maxY, top + height > bounds.minY else {
            views[section]?.removeFromSuperview()
            return
        }
        let view: UIView
        if let existing = views[section] {
            view = existing
        } else if let made = make() {
            view = made
        } else if let title {
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.textLabel?.text = style == .plain ? title : title.uppercased()
            header.plain = style == .plain
            view = header
        } else {
            return
        }
        views[section] = view
        bringSubviewToFront(view)
        // Inset grouped: titles line up with the inset rows' text.
        let inset: CGFloat = style == .insetGrouped ? 16 : 0
        view.frame = CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: height)
        if view.superview !== self {
            addSubview(view)
            willDisplay(view)
        }
    }

    /// Sends the cells of rows off screen to the reuse queue; returns the rows on screen.
    @discardableResult
    private func enqueueCells(outside geometry: TableGeometry) -> Set<IndexPath> {
        let rows = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
        enqueueCells(except: rows)
        return rows
    }

    /// Sends the cells of every row but `rows` to the reuse queue, in row order (so the same
    /// cells go to the same rows on every run).
    private func enqueueCells(except rows: Set<IndexPath>) {
        for indexPath in shownCells.keys.sorted() where !rows.contains(indexPath) {
            guard let cell = shownCells.removeValue(forKey: indexPath) else { continue }
            let wasShown = cell.superview === self
            reusableCells.put(cell, under: cell.reuseIdentifier)
            if wasShown { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        }
    }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The height of the cell for automatic rows (see the type's documentation).
    func automaticHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
        return cell.contentView.heightFittingConstraints(atWidth: width) ?? cell.styleHeight(width: width)
    }
}

/// Rows and sections laid out top to bottom.
@MainActor
private final class TableGeometry {
    struct Section {
        var top: CGFloat
        var headerHeight: CGFloat
        var headerTitle: String?
        var rows: [(top: CGFloat, height: CGFloat)]
        var footerHeight: CGFloat
        var footerTitle: String?
        var bottom: CGFloat
    }

    let width: CGFloat
    private(set) var sections: [Section] = []
    private(set) var footerTop: CGFloat = 0
    private(set) var height: CGFloat = 0
    private var automaticRows: Set<IndexPath> = []

    /// No rows: what a delegate sees if it asks for rects while the geometry is worked out.
    init(width: CGFloat) {
        self.width = width
    }

    /// Automatic rows take their `measured` height, else the estimate (44 points when the
    /// table has none).
    init(table: UITableView, measured: [IndexPath: CGFloat]) {
        width = table.bounds.width
        guard let dataSource = table.dataSource else { return }
        let delegate = table.tableDelegate
        let grouped = table.style != .plain
        var y = table.tableHeaderView?.frame.height ?? 0
        for index in 0..<max(0, dataSource.numberOfSections(in: table)) {
            let headerTitle = dataSource.tableView(table, titleForHeaderInSection: index)
            let footerTitle = dataSource.tableView(table, titleForFooterInSection: index)
            var header = delegate?.tableView(table, heightForHeaderInSection: index) ?? table.sectionHeaderHeight
            let hasHeader = headerTitle != nil || delegate?.tableView(table, viewForHeaderInSection: index) != nil
            if header == UITableView.automaticDimension {
                header = grouped ? (headerTitle != nil ? 38 : 18) : (hasHeader ? 28 : 0)
            } else if !grouped, !hasHeader, header == table.sectionHeaderHeight {
                // A plain table shows no header without a title or a view, whatever height the
                // table's property gives (Xcode writes 28 on every table); a height the delegate
                // answers of its own is kept as a gap.
                header = 0
            }
            var footer = delegate?.tableView(table, heightForFooterInSection: index) ?? table.sectionFooterHeight
            let hasFooter = footerTitle != nil || delegate?.tableView(table, viewForFooterInSection: index) != nil
            if footer == UITableView.automaticDimension {
                footer = grouped ? (footerTitle != nil ? 38 : 18) : (hasFooter ? 28 : 0)
            } else if !grouped, !hasFooter, footer == table.sectionFooterHeight {
                footer = 0
            }
            var section = Section(top: y, headerHeight: max(0, header), headerTitle: headerTitle, rows: [],
                                  footerHeight: max(0, footer), footerTitle: footerTitle, bottom: 0)
            y += section.headerHeight
            for row in 0..<max(0, dataSource.tableView(table, numberOfRowsInSection: index)) {
                let indexPath = IndexPath(row: row, section: index)
                var rowHeight = delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
                if rowHeight == UITableView.automaticDimension || rowHeight < 0 {
                    automaticRows.insert(indexPath)
                    let estimate = delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight
                    rowHeight = measured[indexPath] ?? (estimate > 0 ? estimate : 44)
                }
                section.rows.append((y, rowHeight))
                y += rowHeight
            }
            y += section.footerHeight
            section.bottom = y
            sections.append(section)
        }
        footerTop = y
        height = y + (table.tableFooterView?.frame.height ?? 0)
    }

    func isAutomatic(_ indexPath: IndexPath) -> Bool { automaticRows.contains(indexPath) }

    func rowRect(_ indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        let row = sections[indexPath.section].rows[indexPath.row]
        return CGRect(x: 0, y: row.top, width: width, height: row.height)
    }

    /// The rows overlapping content y from `low` to `high`, top to bottom.
    func rows(from low: CGFloat, to high: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.top < high && section.bottom > low {
            for (row, rect) in section.rows.enumerated() where rect.top < high && rect.top + rect.height > low {
                found.append(IndexPath(row: row, section: index))
            }
        }
        return found
    }
}

/// A section header or footer: a title label on the table's background.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITableViewHeaderFooterView { AppearanceProxies.proxy(for: self) { UITableViewHeaderFooterView(reuseIdentifier: nil) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITableViewHeaderFooterView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITableViewHeaderFooterView(reuseIdentifier: nil) }
    }
    public private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    open var backgroundView: UIView?
    /// The plain style's header (a bar with a semibold title) rather than the grouped one.
    var plain = true { didSet { styleLabel() } }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        contentView.addSubview(label)
        styleLabel()
        return label
    }

    open var detailTextLabel: UILabel? { nil }

    private func styleLabel() {
        setDefaultBackgroundColor(plain ? .secondarySystemBackground : .clear)
        storedTextLabel?.font = plain ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
        storedTextLabel?.textColor = plain ? .label : .secondaryLabel
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = storedTextLabel else { return }
        let height = ceil(label.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude)).height)
        // Plain: centred; grouped: the title sits 7 points above the section.
        let y = plain ? (bounds.height - height) / 2 : bounds.height - 7 - height
        label.frame = CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: height)
    }
}

/// Supplies a table's rows; UIKit's optional methods have their defaults here.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// Sizes a table's rows and hears about them; UIKit's optional methods have their defaults
/// here (the heights default to the table's own).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool
    func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?)
    func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView,
                   previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    public func tableView(_ tableView: UITableView,
                          leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
                          withSender sender: Any?) -> Bool { false }
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {}
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
}

/// Loads the data of rows before they show (iOS 10). Kept as the table view's
/// `prefetchDataSource`; never asked here, as every row shown is made at once.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
