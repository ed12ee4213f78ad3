import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// A collection view's animated layout change (Transitions/LayoutToggleScreen.swift): the cells
/// move from the list to the grid and back, against their goldens.
@MainActor
struct LayoutToggleTests {
    @Test func listToGridAndBack() throws {
        let photos = LayoutToggleViewController()
        let navigation = UINavigationController(rootViewController: photos)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        let sampler = TransitionSampler(window: window)
        let times = SampleTimes.seconds([0.1, 0.2, 0.35])
        let toGrid = try sampler.record(.perform("show as grid", phase: "layout") { photos.toggleLayout() }, at: times)
        #expect(photos.showsGrid)
        let toList = try sampler.record(.perform("show as list", phase: "layout") { photos.toggleLayout() }, at: times)
        #expect(!photos.showsGrid)
        let collection = photos.collectionView!
        let shown = collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }
        #expect(shown.count == collection.visibleCells.count, "the grid's cells below the list's rows have left")
        #expect(collection.visibleCells.allSatisfy { $0.frame.width == collection.bounds.width - 24 })
        try expectGoldens(toGrid, named: "grid")
        try expectGoldens(toList, named: "list")
    }
}
