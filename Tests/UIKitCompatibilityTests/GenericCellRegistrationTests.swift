import GoldensUIKit
import Testing

/// Cells registered through a value (a generic helper) are made of their own class, through
/// the method the GoldensSelectors plugin writes into each cell class.
@MainActor
@Suite struct GenericCellRegistrationTests {
    @Test func aCellRegisteredThroughAGenericHelperIsOfItsClass() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
        grid.register(ProfilePhotoCell.self)
        let cell = grid.dequeue(ProfilePhotoCell.self, for: IndexPath(item: 0, section: 0))
        #expect(cell.photo.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "ProfilePhotoCell")

        let list = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        list.register(ProfileRowCell.self)
        let row = list.dequeue(ProfileRowCell.self, for: IndexPath(row: 0, section: 0))
        #expect(row.reuseIdentifier == "ProfileRowCell")
    }
}
