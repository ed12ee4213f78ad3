#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Shared screens for the transition scenarios: a list of cards (the presenter) and a detail page.

/// A simple "Today" screen: a coloured header with a title and a column of rounded cards.
final class SampleListViewController: UIViewController {

    let headerView = UIView()
    let titleLabel = UILabel()

    /// The card views, top to bottom. Animators use these to find the card that was tapped.
    private(set) var cards: [UIView] = []
    private(set) var cardLabels: [UILabel] = []

    let cardTitles = ["Morning Run", "Reading List", "Weekend Trip", "Groceries"]
    let cardColors: [UIColor] = [
        UIColor(red: 0.96, green: 0.45, blue: 0.35, alpha: 1.0),
        UIColor(red: 0.30, green: 0.69, blue: 0.56, alpha: 1.0),
        UIColor(red: 0.55, green: 0.42, blue: 0.86, alpha: 1.0),
        UIColor(red: 0.98, green: 0.71, blue: 0.25, alpha: 1.0),
    ]

    static let headerHeight: CGFloat = 88
    static let cardHeight: CGFloat = 120
    static let cardSpacing: CGFloat = 16
    static let sideMargin: CGFloat = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        headerView.backgroundColor = UIColor(red: 0.20, green: 0.36, blue: 0.85, alpha: 1.0)
        view.addSubview(headerView)

        titleLabel.text = "Today"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        headerView.addSubview(titleLabel)

        for (index, title) in cardTitles.enumerated() {
            let card = UIView()
            card.backgroundColor = cardColors[index % cardColors.count]
            card.layer.cornerRadius = 16
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.15
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)

            let label = UILabel()
            label.text = title
            label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
            label.textColor = .white
            card.addSubview(label)

            view.addSubview(card)
            cards.append(card)
            cardLabels.append(label)
        }
    }

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

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = pageColor

        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 32, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)

        bodyLabel.text = "Plan the week ahead, keep an eye on what matters and check things off as you go. "
            + "Everything you add here stays in sync with the list you came from."
        bodyLabel.font = .systemFont(ofSize: 17, weight: .regular)
        bodyLabel.textColor = UIColor.white.withAlphaComponent(0.9)
        bodyLabel.numberOfLines = 0
        view.addSubview(bodyLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let insets = view.safeAreaInsets
        let contentWidth = view.bounds.width - 48

        titleLabel.frame = CGRect(x: 24, y: insets.top + 32, width: contentWidth, height: 40)

        let bodySize = bodyLabel.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
        bodyLabel.frame = CGRect(x: 24, y: titleLabel.frame.maxY + 16, width: contentWidth, height: ceil(bodySize.height))
    }
}
