import Foundation
import GoldensPNG
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// A search bar draws its field, icon, placeholder and Cancel button where UIKit places them;
/// a text field places its side views and text by its overridable rects.
@MainActor
@Suite struct SearchBarTests {
    @Test func aSearchBarDrawsItsFieldAndCancelButton() throws {
        let (window, root) = WhiteScene.make()
        final class Listener: NSObject, UISearchBarDelegate {
            var cancelled = 0
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { cancelled += 1 }
        }
        let listener = Listener()
        let bar = UISearchBar()
        bar.delegate = listener
        bar.placeholder = "Search herbs"
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        bar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        bar.setShowsCancelButton(true, animated: false)
        root.addSubview(bar)
        window.layoutIfNeeded()
        let field = bar.searchTextField
        #expect(field.frame.minX == 8 && field.frame.minY == 10 && field.frame.height == 36)
        #expect(field.placeholder == "Search herbs" && field.leftView != nil)
        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_SEARCH"] { try PNGEncoder.write(bitmap, to: path) }
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        let fill = pixel(field.frame.midX, 100 + 12)
        #expect(fill.r < 245 && fill.r > 220 && fill.b > fill.r, "the light grey field: \(fill)")
        #expect(pixel(4, 128) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255), "the near-white bar beside the field")
        // The glass: grey ink 6 to 26 points into the field.
        let glass = (0..<40).contains { step in
            let p = pixel(field.frame.minX + 8 + Double(step) / 2, 100 + 10 + 15)
            return p.r < 200
        }
        #expect(glass)
        // The Cancel button's blue title at the right.
        let blue = (0..<120).contains { step in
            let p = pixel(300 + Double(step) * 0.7, 128)
            return p.b > 200 && p.r < 120
        }
        #expect(blue)
        let cancel = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
        cancel.sendActions(for: .touchUpInside)
        #expect(listener.cancelled == 1)
        #expect(field.frame.maxX < cancel.frame.minX - 10)
    }

    @Test func scopesAndAPromptMakeTheBarTaller() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
        bar.scopeButtonTitles = ["All", "Herbs"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56, "scopes show only with showsScopeBar")
        bar.showsScopeBar = true
        bar.prompt = "Pick a garden"
        let tall = bar.sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(tall == 137, "56 for the bar, 47 for the scopes, 34 for the prompt")
        bar.searchBarStyle = .minimal
        bar.selectedScopeButtonIndex = 1
        #expect(bar.selectedScopeButtonIndex == 1)
    }

    @Test func aTextFieldsPaddingViewMovesItsText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 40))
        field.leftViewMode = .always
        field.text = "Basil"
        field.layoutIfNeeded()
        let label = field.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.frame.minX == 12, "the text starts after the padding view")
        #expect(field.leftView?.superview === field)

        final class Inset: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 0) }
        }
        let inset = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        inset.placeholder = "Name"
        inset.layoutIfNeeded()
        #expect(inset.subviews.compactMap { $0 as? UILabel }.first?.frame.minX == 20, "a subclass's text rect places the placeholder too")
    }

    /// A search controller's bar goes where apps put it (a table's header here) and draws
    /// there; making the controller active tells its delegate and asks its updater for results.
    @Test func aSearchControllersBarShowsInATableHeaderAndActivatingItTellsTheApp() {
        final class Results: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
            var heard: [String] = []
            func updateSearchResults(for searchController: UISearchController) { heard.append("update \(searchController.searchBar.text ?? "")") }
            func willPresentSearchController(_ searchController: UISearchController) { heard.append("willPresent") }
            func didDismissSearchController(_ searchController: UISearchController) { heard.append("didDismiss") }
        }
        let results = Results()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = results
        search.delegate = results
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search herbs"
        let list = UITableViewController(style: .plain)
        list.tableView.tableHeaderView = search.searchBar
        let window = UIWindow(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(search.searchBar.superview === list.tableView && search.searchBar.frame.height == 56)
        #expect(!search.dimsBackgroundDuringPresentation)
        search.searchBar.text = "ba"
        search.isActive = true
        search.isActive = false
        #expect(results.heard == ["willPresent", "update ba", "didDismiss"])
    }
}
