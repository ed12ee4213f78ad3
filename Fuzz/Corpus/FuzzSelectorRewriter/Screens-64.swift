
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let insets = view.safeAreaInsets
        let width = view.bounds.width
        let margin = SampleListViewController.sideMargin

        headerView.frame = CGRect(x: 0, y: 0, width: width, height: insets.top + SampleListViewController.headerHeight)
        titleLabel.frame = CGRect(x: margin, y: insets.top + 24, width: width - margin * 2, height: 40)

        var y = headerView.frame.maxY + margin
        for (card, label) in zip(cards, cardLabels) {
            card.frame = CGRect(x: margin, y: y, width: width - margin * 2, height: SampleListViewController.cardHeight)
            label.frame = CGRect(x: 16, y: 16, width: card.bounds.width - 32, height: 28)
            y = card.frame.maxY + SampleListViewController.cardSpacing
        }
    }
}

/// A full-screen detail page: coloured background, a big title and a multi-line body.
final class SampleDetailViewController: UIViewController {

    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    private let pageColor: UIColor

    init(title: String, color: UIColor) {
        self.pageColor = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }