import Foundation

/// Tells an object to update its results when the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// Hears when a search controller shows and hides its search interface.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

// UIKit's requirements are optional: a delegate implements the ones it needs.
extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the controller of its results. The bar is a plain `UISearchBar` that draws
/// wherever the app puts it (a table's header view, a title view). The interface it shows when
/// active is not: nobody types during a transition, so `isActive` only records the value and
/// tells the delegate and the updater, and a navigation item's `searchController` does not
/// grow the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true

    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                delegate?.willPresentSearchController(self)
                searchResultsUpdater?.updateSearchResults(for: self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                delegate?.didDismissSearchController(self)
            }
        }
    }

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        fitSearchBar()
    }

    /// The bar comes at its own height, so a table takes it as its header without `sizeToFit()`.
    private func fitSearchBar() {
        searchBar.frame.size.height = searchBar.sizeThatFits(.zero).height
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        fitSearchBar()
    }
}
