#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// The screens of the small app the documentation's samples test, written for UIKit.

/// The first screen: a heading, three rows and a button that opens the details.
final class MenuViewController: UIViewController {
    let openButton = UIButton(type: .system)
    private let transition = SlideRightTransitionDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground
        let heading = UILabel()
        heading.text = "Menu"
        heading.font = .systemFont(ofSize: 34, weight: .bold)
        heading.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
        view.addSubview(heading)
        let colors: [UIColor] = [.systemOrange, .systemTeal, .systemIndigo]
        for (index, color) in colors.enumerated() {
            let row = UIView(frame: CGRect(x: 20, y: 170 + CGFloat(index) * 90, width: 350, height: 74))
            row.backgroundColor = color
            row.layer.cornerRadius = 14
            view.addSubview(row)
        }
        openButton.setTitle("Open", for: .normal)
        openButton.frame = CGRect(x: 20, y: 460, width: 350, height: 50)
        openButton.addAction(UIAction { [weak self] _ in self?.openDetails() }, for: .touchUpInside)
        view.addSubview(openButton)
    }

    /// Presents the details with the slide-right transition, as a tap on the button does.
    func openDetails() {
        let details = DetailViewController(title: "Opened by a tap")
        details.modalPresentationStyle = .fullScreen
        details.transitioningDelegate = transition
        present(details, animated: true)
    }
}

/// A coloured page with its title.
final class DetailViewController: UIViewController {
    private let heading: String

    init(title: String) {
        heading = title
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        heading = "Details"
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
        label.text = heading
        label.textColor = .white
        label.font = .systemFont(ofSize: 28, weight: .semibold)
        view.addSubview(label)
    }
}

/// The first screen of Welcome.storyboard, made by the storyboard through `init?(coder:)`.
final class WelcomeViewController: UIViewController {}
