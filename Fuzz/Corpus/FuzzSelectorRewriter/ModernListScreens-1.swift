#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// iOS 14-style screens: cell registrations with a custom cell and a list cell, diffable data
// sources, and a table cell subclass registered by class (the forms the GoldensSelectors plugin
// makes work without the Objective-C runtime).

final class BadgeCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private(set) var configuredItem: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 12
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(_ item: String) {
        configuredItem = item
        titleLabel.text = item
    }
}