#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Cells registered and dequeued through generic helpers keyed by the class's name, as apps and
// their libraries write them: the class reaches `register` as a value, never spelled `.self`.

extension UICollectionView {
    func register<Cell: UICollectionViewCell>(_ type: Cell.Type) {
        register(type, forCellWithReuseIdentifier: String(describing: type))
    }

    func dequeue<Cell: UICollectionViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withReuseIdentifier: String(describing: type), for: indexPath) as? Cell else {
            fatalError("Could not dequeue cell with identifier: \(String(describing: type))")
        }
        return cell
    }
}

extension UITableView {
    func register<Cell: UITableViewCell>(_ type: Cell.Type) {
        register(type, forCellReuseIdentifier: String(describing: type))
    }

    func dequeue<Cell: UITableViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: String(describing: type), for: indexPath) as? Cell else {
            fatalError("Could not dequeue cell with identifier: \(String(describing: type))")
        }
        return cell
    }
}

final class ProfilePhotoCell: UICollectionViewCell {
    let photo = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.backgroundColor = .systemOrange
        contentView.addSubview(photo)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ProfileRowCell: UITableViewCell {}
