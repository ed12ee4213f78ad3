#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// The menu and detail screens the fixtures share.

enum AppColors {
    static let background = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    static let header = UIColor(red: 0.16, green: 0.36, blue: 0.80, alpha: 1)
    static let ink = UIColor(red: 0.11, green: 0.11, blue: 0.14, alpha: 1)
    static let secondaryInk = UIColor(red: 0.42, green: 0.42, blue: 0.47, alpha: 1)
    static let detail = UIColor(red: 0.20, green: 0.50, blue: 0.95, alpha: 1)
    static let accent = UIColor(red: 0.98, green: 0.62, blue: 0.18, alpha: 1)
}

/// A list of rounded cards under a coloured header, as a tutorial's menu screen.
class MenuViewController: UIViewController {
    private let items = ["Slide down", "Slide right", "Pop", "Rotate", "Toast"]
    let header = UIView()
    private let titleLabel = UILabel()
    private(set) var cards: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppColors.background
        header.backgroundColor = AppColors.header
        titleLabel.text = "Transitions"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(header)
        header.addSubview(titleLabel)
        for (index, item) in items.enumerated() {
            let card = UIView()
            card.backgroundColor = .white
            card.layer.cornerRadius = 12
            let dot = UIView()
            dot.backgroundColor = index % 2 == 0 ? AppColors.accent : AppColors.detail
            dot.layer.cornerRadius = 8
            let label = UILabel()
            label.text = item
            label.font = .systemFont(ofSize: 17)
            label.textColor = AppColors.ink
            card.addSubview(dot)
            card.addSubview(label)
            view.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        let width = view.bounds.width
        header.frame = CGRect(x: 0, y: 0, width: width, height: top + 64)
        titleLabel.frame = CGRect(x: 20, y: top + 12, width: width - 40, height: 40)
        for (index, card) in cards.enumerated() {
            card.frame = CGRect(x: 16, y: top + 84 + CGFloat(index) * 76, width: width - 32, height: 64)
            card.subviews[0].frame = CGRect(x: 16, y: 24, width: 16, height: 16)
            card.subviews[1].frame = CGRect(x: 44, y: 12, width: card.bounds.width - 60, height: 40)
        }
    }
}

/// A full-screen detail page: a coloured background, a title and a paragraph.
final class DetailViewController: UIViewController {
    private let titleText: String
    private let color: UIColor
    private let body: String
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    init(title: String, color: UIColor = AppColors.detail,
         body: String = "A custom transition, rendered frame by frame and compared with its goldens.") {
        titleText = title
        self.color = color
        self.body = body
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        titleLabel.text = titleText
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        bodyLabel.text = body
        bodyLabel.font = .systemFont(ofSize: 17)
        bodyLabel.textColor = UIColor(white: 1, alpha: 0.85)
        bodyLabel.numberOfLines = 0
        view.addSubview(titleLabel)
        view.addSubview(bodyLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        let width = view.bounds.width - 48
        titleLabel.frame = CGRect(x: 24, y: top + 40, width: width, height: 44)
        let bodySize = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        bodyLabel.frame = CGRect(x: 24, y: top + 100, width: width, height: bodySize.height)
    }
}
