#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// The first screen (Main.storyboard): a stack of postcards; tapping one opens it as a card.
final class PostcardListViewController: UIViewController {
    @IBOutlet weak var stackView: UIStackView!
    @IBOutlet weak var headerLabel: UILabel!

    private let cardTransition = CardTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.textColor = UIColor(named: "Ink")
        for (index, postcard) in Postcard.all.enumerated() {
            let row = PostcardRow(postcard: postcard)
            row.tag = index
            row.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPostcard(_:))))
            stackView.addArrangedSubview(row)
        }
    }

    @objc func openPostcard(_ sender: UITapGestureRecognizer) {
        guard let index = sender.view?.tag else { return }
        open(Postcard.all[index])
    }

    func open(_ postcard: Postcard) {
        let details = PostcardViewController(postcard: postcard)
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = cardTransition
        present(details, animated: true)
    }
}

/// A row of the list: the postcard's colour as a stripe, and its place.
final class PostcardRow: UIView {
    init(postcard: Postcard) {
        super.init(frame: .zero)
        backgroundColor = UIColor(named: "Paper")
        layer.cornerRadius = 12
        translatesAutoresizingMaskIntoConstraints = false
        heightAnchor.constraint(equalToConstant: 72).isActive = true

        let stripe = UIView()
        stripe.backgroundColor = postcard.color
        stripe.layer.cornerRadius = 4
        stripe.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = postcard.place
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = UIColor(named: "Ink")
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stripe)
        addSubview(label)
        NSLayoutConstraint.activate([
            stripe.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 14),
            stripe.centerYAnchor.constraint(equalTo: centerYAnchor),
            stripe.widthAnchor.constraint(equalToConstant: 8),
            stripe.heightAnchor.constraint(equalToConstant: 44),
            label.leadingAnchor.constraint(equalTo: stripe.trailingAnchor, constant: 14),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
