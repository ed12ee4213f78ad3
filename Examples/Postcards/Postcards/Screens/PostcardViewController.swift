#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// A postcard opened as a card over the list: its colour, place and message, and a close button.
final class PostcardViewController: UIViewController {
    let postcard: Postcard

    init(postcard: Postcard) {
        self.postcard = postcard
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = postcard.color
        let place = UILabel()
        place.text = postcard.place
        place.font = .systemFont(ofSize: 34, weight: .bold)
        place.textColor = .white
        let message = UILabel()
        message.text = postcard.message
        message.font = .systemFont(ofSize: 17)
        message.textColor = .white
        message.numberOfLines = 0
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.tintColor = .white
        close.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [place, message, close])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
    }

    @objc func closeTapped() {
        dismiss(animated: true)
    }
}
