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

// Buttons whose target is not the controller: one made in a stored property's closure, where
// `self` is not the controller yet (Swift warns that it names the method `self`; the target the
// button gets is gone at once), and one added with a nil target. UIKit sends both actions up the
// responder chain, from the button through its superviews to the controller that defines them.

final class ResponderChainCardViewController: UIViewController {
    private(set) var saves = 0
    private(set) var shares: [UIButton] = []

    let saveButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.addTarget(self, action: #selector(save), for: .touchUpInside)
        return button
    }()

    let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.addTarget(nil, action: #selector(share(_:)), for: .touchUpInside)
        let row = UIStackView(arrangedSubviews: [saveButton, shareButton])
        view.addSubview(row)
    }

    @objc func save() {
        saves += 1
    }

    /// A save button outside any controller's views.
    static func looseSaveButton() -> UIButton {
        let button = UIButton(type: .system)
        button.addTarget(nil, action: #selector(save), for: .touchUpInside)
        return button
    }

    @objc func share(_ sender: UIButton) {
        shares.append(sender)
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

// Segues dispatched to a method per identifier, found by name, as older apps route them.
final class SegueRoutingViewController: UIViewController {
    private(set) var prepared: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let identifier = segue.identifier else { return }
        let action = Selector("prepareFor" + identifier + ":sender:")
        if responds(to: action) {
            perform(action, with: segue, with: sender)
        }
    }

    @objc func prepareForShowDetails(_ segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "") from \(sender as? String ?? "nobody")")
    }

    @objc func reload() {}

    /// Which of a few methods `object` has, asked the way app code asks.
    static func answers(_ object: NSObject) -> [String] {
        var found: [String] = []
        if object.responds(to: #selector(SegueRoutingViewController.reload)) { found.append("reload") }
        if object.responds(to: #selector(UIViewController.viewDidLoad)) { found.append("viewDidLoad") }
        if object.responds(to: Selector("noSuchMethod")) { found.append("noSuchMethod") }
        return found
    }

    /// Whether the transition context offers `view(forKey:)`, as libraries written for iOS 7
    /// ask before calling it.
    static func contextOffersViews(_ context: UIViewControllerContextTransitioning) -> Bool {
        context.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))
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
