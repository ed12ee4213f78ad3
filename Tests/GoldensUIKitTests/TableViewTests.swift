import Foundation
import GoldensPNG
import GoldensRaster
import GoldensUIKit
import Testing

/// A table view as UIKit code drives it: rows stacked from the data source and delegate, cells
/// made for the rows on screen and reused as they scroll away.
@MainActor
@Suite struct TableViewTests {
    /// Written as UIKit code: a list of herbs, one section per letter when `sections` is on.
    final class Herbs: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = 30
        var sections = 1
        var tallRow: IndexPath?
        var made = 0
        var displayed: [IndexPath] = []

        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections > 1 ? "Section \(section)" : nil
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "herb")
                ?? { made += 1; return UITableViewCell(style: .subtitle, reuseIdentifier: "herb") }()
            cell.textLabel?.text = "Herb \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath == tallRow ? 100 : UITableView.automaticDimension
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    private func scene(_ herbs: Herbs, style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
        let (window, root) = WhiteScene.make()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = herbs
        table.delegate = herbs
        root.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test func rowsStackAtTheirHeights() {
        let herbs = Herbs()
        herbs.tallRow = IndexPath(row: 2, section: 0)
        let (_, table) = scene(herbs)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 188)
        #expect(table.contentSize.height == CGFloat(29 * 44 + 100))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 190)) == IndexPath(row: 3, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 30, section: 0)) == .zero)
    }

    @Test func onlyTheRowsOnScreenHaveCellsAndScrolledCellsAreReused() {
        let herbs = Herbs()
        let (_, table) = scene(herbs)
        // 440 points show rows 0...9 (the tenth ends at 440).
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(herbs.made == 10)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Herb 3")
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0)) == nil)
        table.contentOffset = CGPoint(x: 0, y: 44 * 5)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 14, section: 0))
        #expect(herbs.made == 10, "rows 10...14 reuse the cells of rows 0...4")
        #expect(table.cellForRow(at: IndexPath(row: 12, section: 0))?.frame == CGRect(x: 0, y: 528, width: 390, height: 44))
        #expect(herbs.displayed.count == 15)
    }

    @Test func cellsAreDrawnWhereTheirRowsAreWithSeparators() throws {
        let herbs = Herbs()
        let (window, table) = scene(herbs)
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.backgroundColor = .red
        let (bitmap, scale) = try WhiteScene.render(window)
        let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
        // Row 1 is 44...88 in the table, which starts at 100 on screen; its hairline separator
        // (the bottom device pixel, from x = 16) is not red, the pixel left of it is.
        #expect(bitmap[200 * scale, 150 * scale] == red)
        #expect(bitmap[200 * scale, 143 * scale] != red)
        #expect(bitmap[200 * scale, 188 * scale - 1] != red)
        #expect(bitmap[8 * scale, 188 * scale - 1] == red)
        table.contentOffset = CGPoint(x: 0, y: 44)
        let (scrolled, _) = try WhiteScene.render(window)
        #expect(scrolled[200 * scale, 106 * scale] == red, "the red row moved up by 44 points")
    }

    @Test func plainSectionHeadersTakeTwentyEightPoints() {
        let herbs = Herbs()
        herbs.rows = 2
        herbs.sections = 3
        let (_, table) = scene(herbs)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 116, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144)
        #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 232, width: 390, height: 116))
        #expect(table.contentSize.height == 348)
        // Scrolled into section 1, its header stays at the top; near the end of the section the
        // next header pushes it up.
        table.contentOffset = CGPoint(x: 0, y: 150)
        #expect(table.headerView(forSection: 1)?.frame.minY == 150)
        table.contentOffset = CGPoint(x: 0, y: 220)
        #expect(table.headerView(forSection: 1)?.frame.minY == CGFloat(232 - 28))
        #expect(table.headerView(forSection: 2)?.frame.minY == 232)
    }

    /// Xcode writes `sectionHeaderHeight="28"` on every table: a plain table whose sections have
    /// no title and no view shows no header, so its rows start at its top.
    @Test func aPlainTableWithoutHeadersIgnoresItsHeaderHeight() {
        let herbs = Herbs()
        herbs.rows = 2
        let (_, table) = scene(herbs)
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 28
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(table.contentSize.height == 88)
    }

    @Test func scrollToRowPlacesItAtTheTopMiddleOrBottom() {
        let herbs = Herbs()
        let (_, table) = scene(herbs)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 880)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == CGFloat(880 + 22 - 220))
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 - 440), "no further than the end of the content")
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 88)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    }

    @Test func reloadDataReadsTheCountsAgain() {
        let herbs = Herbs()
        let (window, table) = scene(herbs)
        herbs.rows = 3
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Herb 0", "Herb 1", "Herb 2"])
        #expect(table.contentSize.height == 132)
    }

    @Test func insetGroupedSectionsAreRoundedGroupsInsetFromTheSides() throws {
        let herbs = Herbs()
        herbs.rows = 3
        herbs.sections = 2
        let (_, table) = scene(herbs, style: .insetGrouped)
        // Grouped headers with a title are 38 points high.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(first.frame == CGRect(x: 16, y: 38, width: 358, height: 44))
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "SECTION 0")
    }

    /// A delegate that asks the table about itself while the table works out its rows.
    final class Curious: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            // The last row is twice as tall; a rect asked for now is not known yet.
            _ = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
            return indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1 ? 88 : 44
        }
    }

    @Test func aDelegateMayAskForCountsWhileRowsAreMeasured() {
        let curious = Curious()
        let (_, table) = scene(Herbs())
        table.dataSource = curious
        table.delegate = curious
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 390, height: 88))
    }

    @Test func theTablesSeparatorInsetReachesItsCellsAndReloadingClearsTheSelection() throws {
        let herbs = Herbs()
        let (window, table) = scene(herbs)
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorInset.left == 40)
        cell.separatorInset = .zero
        table.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(cell.separatorInset == .zero, "a cell's own inset wins")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// Pixels of row `row` (44 points from y = 100) inside `x0..<x1` points that are not white.
    private static func inked(_ bitmap: Bitmap, scale: Int, row: Int, _ x0: Int, _ x1: Int) -> [PremultipliedPixel] {
        var found: [PremultipliedPixel] = []
        for y in (100 + row * 44 + 4) * scale..<(100 + row * 44 + 40) * scale {
            for x in x0 * scale..<x1 * scale where bitmap[x, y] != PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) {
                found.append(bitmap[x, y])
            }
        }
        return found
    }

    @Test func disclosureIndicatorsAndCheckmarksAreDrawnAtTheRight() throws {
        let herbs = Herbs()
        let (window, table) = scene(herbs)
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_ACCESSORIES"] {
            try PNGEncoder.write(bitmap, to: path)
        }
        func inked(row: Int, _ x0: Int, _ x1: Int) -> [PremultipliedPixel] { Self.inked(bitmap, scale: scale, row: row, x0, x1) }
        // The chevron: grey ink in its 8-point column 16 points from the right, none beyond.
        let chevron = inked(row: 0, 366, 374)
        #expect(chevron.count > 20 * scale)
        #expect(chevron.allSatisfy { $0.r == $0.g && abs(Int($0.b) - Int($0.r)) < 8 })
        #expect(inked(row: 0, 375, 390).isEmpty)
        // The checkmark: blue ink (the tint colour).
        let check = inked(row: 1, 360, 374)
        #expect(check.contains { Int($0.b) > Int($0.r) + 100 })
        #expect(inked(row: 2, 340, 390).isEmpty, "a row without an accessory has none")
    }

    /// The info button of `.detailButton` and `.detailDisclosureButton`: a tinted circle
    /// 16 points from the right, or before the grey chevron; the content view leaves room for them.
    @Test func detailButtonsDrawATintedInfoCircle() throws {
        let herbs = Herbs()
        let (window, table) = scene(herbs)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        first.accessoryType = .detailButton
        second.accessoryType = .detailDisclosureButton
        window.layoutIfNeeded()
        #expect(abs(first.contentView.frame.width - 342) < 1e-9)
        #expect(abs(second.contentView.frame.width - 322) < 1e-9)
        let (bitmap, scale) = try WhiteScene.render(window)
        func inked(row: Int, _ x0: Int, _ x1: Int) -> [PremultipliedPixel] { Self.inked(bitmap, scale: scale, row: row, x0, x1) }
        // Row 0: the circle between 352 and 374 points, blue; nothing right of it.
        let circle = inked(row: 0, 352, 374)
        #expect(circle.count > 40 * scale && circle.contains { Int($0.b) > Int($0.r) + 100 })
        #expect(inked(row: 0, 375, 390).isEmpty)
        // Row 1: the circle between 330 and 352, then the grey chevron in its column.
        #expect(inked(row: 1, 330, 352).contains { Int($0.b) > Int($0.r) + 100 })
        let chevron = inked(row: 1, 366, 374)
        #expect(chevron.count > 20 * scale && chevron.allSatisfy { $0.r == $0.g && abs(Int($0.b) - Int($0.r)) < 8 })
    }

    @Test func listContentConfigurationsSetTheLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Basil"
        content.secondaryText = "Ocimum basilicum"
        content.textProperties.color = .systemGreen
        cell.contentConfiguration = content
        #expect(cell.textLabel?.text == "Basil")
        #expect(cell.textLabel?.textColor == .systemGreen)
        #expect(cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Basil", "Ocimum basilicum"])
    }
}
