import GoldensScene

/// A controller whose view is a table it is the data source and delegate of; override the
/// data source and delegate methods as in UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let style: UITableView.Style
    private var storedTableView: UITableView?
    open var clearsSelectionOnViewWillAppear = true
    /// The table's refresh control (the table view's own `refreshControl`).
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table, which is the view (made by `loadView` on first use).
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return storedTableView
        }
        /// A table view the app makes itself has this controller for its delegate and data
        /// source unless it has its own, as UIKit's controller gives it.
        set {
            storedTableView = newValue
            view = newValue
            if let newValue {
                if newValue.delegate == nil { newValue.delegate = self }
                if newValue.dataSource == nil { newValue.dataSource = self }
            }
        }
    }

    /// Puts the table into editing mode with the controller, as UIKit's table view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    /// Clears the selection as the table comes back on screen, when asked to (a pop back to a
    /// list shows no selected row): alongside the transition that shows it, and selected again
    /// when that transition is cancelled, as UIKit does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let rows = tableView.indexPathsForSelectedRows, !rows.isEmpty else { return }
        let table = tableView!
        guard animated, let coordinator = transitionCoordinator else {
            for row in rows { table.deselectRow(at: row, animated: animated) }
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            for row in rows { table.deselectRow(at: row, animated: true) }
        }, completion: { context in
            guard context.isCancelled else { return }
            for row in rows { table.selectRow(at: row, animated: false, scrollPosition: .none) }
        })
    }

    open override func loadView() {
        // A storyboard's scene or a xib brings the view and connects its data source and delegate.
        if loadInterfaceBuilderView() {
            storedTableView = view as? UITableView
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        view = table
    }

    // A storyboard's table of static cells answers from its cells (`UITableView.staticSections`),
    // as UIKit's table view controller does; a subclass's overrides that call super get them.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSection(section)?.cells.count ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSection(section)?.header
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSection(section)?.footer
    }
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.staticCell(at: indexPath).flatMap { $0.designedHeight } ?? tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
