
/// The pushed screen: it owns the edge pan and the interaction controller while a drag runs.
final class SwipeBackDetailViewController: UIViewController, UINavigationControllerDelegate {

    private(set) var interactionController: UIPercentDrivenInteractiveTransition?

    private lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        recognizer.edges = .left
        return recognizer
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.30, green: 0.69, blue: 0.56, alpha: 1.0)
        title = "Reading List"

        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 350, height: 40))
        label.text = "Swipe from the left edge"
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        label.textColor = .white
        view.addSubview(label)

        view.addGestureRecognizer(edgePan)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }