#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Grid-to-detail zoom: a colour swatch in a scrolled collection view grows into the header of a
// detail page whose facts are a table view (0.4 s, ease in-out); dismissal shrinks it back into
// the grid.

/// A rounded swatch with its number in the corner.
final class SwatchCell: UICollectionViewCell {
    static let reuseIdentifier = "swatch"
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        numberLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        numberLabel.textColor = .white
        contentView.addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        numberLabel.frame = CGRect(x: 10, y: 8, width: 40, height: 16)
    }

    func configure(color: UIColor, number: Int) {
        contentView.backgroundColor = color
        numberLabel.text = "\(number)"
    }
}