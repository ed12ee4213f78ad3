#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A card screen whose buttons are wired with target-action, as UIKit code wires them: @objc
// action methods named with #selector, one button made in a lazy property, and a target removed
// again when the card is pinned open.

final class SelectorWiringViewController: UIViewController {
    private(set) var closeCount = 0
    private(set) var moreCount = 0
    private(set) var lastSender: UIButton?

    let closeButton = UIButton(type: .system)

    lazy var moreButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.addTarget(self, action: #selector(showMore(_:)), for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setTitle("Close", for: .normal)
        closeButton.addTarget(self, action: #selector(self.close), for: .touchUpInside)
        view.addSubview(closeButton)
        view.addSubview(moreButton)
    }

    /// A pinned card keeps its content: the more button stops doing anything.
    func pin() {
        moreButton.removeTarget(self, action: #selector(showMore), for: .touchUpInside)
    }

    @objc private func close() {
        closeCount += 1
    }

    @objc func showMore(_ sender: UIButton) {
        moreCount += 1
        lastSender = sender
    }
}

// Code from before `#selector` names its actions with strings, and a screen wires its dismissal
// handler on an interaction controller it keeps in a property: the selector reaches the method by
// name, as the Objective-C runtime sends it, on whatever object is the target.

final class SwipeDismissInteractor: UIPercentDrivenInteractiveTransition {
    private(set) var pans: [UIGestureRecognizer.State] = []

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        pans.append(recognizer.state)
    }
}

final class StringSelectorViewController: UIViewController {
    private(set) var refreshCount = 0
    let interactor = SwipeDismissInteractor.makeForDismissal()
    let refreshButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.addTarget(self, action: Selector("refresh:"), for: .touchUpInside)
        view.addSubview(refreshButton)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: interactor, action: #selector(interactor.handlePan(_:))))
    }

    @objc func refresh(_ sender: UIButton) {
        refreshCount += 1
    }
}

extension SwipeDismissInteractor {
    static func makeForDismissal() -> SwipeDismissInteractor {
        let interactor = SwipeDismissInteractor()
        interactor.completionSpeed = 0.8
        return interactor
    }
}

// A model filled by key-value coding from a property list, as older code fills its cards.
final class TripCardModel: NSObject {
    @objc var title: String?
    @objc var nights = 0
    @objc dynamic var progress: CGFloat = 0
}
