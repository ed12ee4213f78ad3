
final class PanToDismissViewController: UIViewController, UIViewControllerTransitioningDelegate {

    let interactor = DismissInteractor()
    private(set) var handledStates: [UIGestureRecognizer.State] = []

    lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.55, green: 0.42, blue: 0.86, alpha: 1.0)
        view.layer.cornerRadius = 24

        let handle = UIView(frame: CGRect(x: view.bounds.midX - 20, y: 60, width: 40, height: 5))
        handle.backgroundColor = UIColor.white.withAlphaComponent(0.7)
        handle.layer.cornerRadius = 2.5
        view.addSubview(handle)

        let label = UILabel(frame: CGRect(x: 20, y: 90, width: view.bounds.width - 40, height: 40))
        label.text = "Drag down to close"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        label.textColor = .white
        view.addSubview(label)

        view.addGestureRecognizer(panGesture)
    }