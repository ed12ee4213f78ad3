import GoldensUIKit
import Testing

/// iOS 14-style lists (Transitions/ModernListScreens.swift, compiled through the GoldensSelectors
/// plugin): registrations and class registrations make the app's own cell subclasses.
@MainActor
struct ModernListTests {
    @Test func cellRegistrationsMakeAndConfigureTheAppsCells() throws {
        let window = UIWindow(rootViewController: BadgeGridViewController())
        window.layoutIfNeeded()
        let controller = try #require(window.rootViewController as? BadgeGridViewController)
        let badges = controller.collectionView.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(badges.map(\.configuredItem) == controller.badges.map(Optional.some))
        let names = controller.collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        #expect(names.count == 2)
        #expect(names.first?.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Ada"])
    }

    @Test func aTableCellSubclassRegisteredByClassIsMadeByTheTable() throws {
        let window = UIWindow(rootViewController: FactListViewController(style: .plain))
        window.layoutIfNeeded()
        let controller = try #require(window.rootViewController as? FactListViewController)
        let cells = controller.tableView.visibleCells.compactMap { $0 as? FactCell }
        #expect(cells.map(\.valueLabel.text) == ["0 %", "10 %", "20 %"])
        #expect(cells.map { $0.textLabel?.text } == ["Hue", "Saturation", "Brightness"])
    }
}
