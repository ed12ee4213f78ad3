#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A profile screen written for a storyboard: weak implicitly unwrapped outlets, an outlet
// collection, a private optional outlet, a card view with inspectable properties, actions taking
// nothing, the sender, and the sender with its event (one of them in an extension), a subclass
// that adds its own, and the table's data source, a plain NSObject placed in the scene with an
// outlet back to its table. On Linux the GoldensSelectors plugin writes the members through
// which a storyboard connects them (interfaceBuilderSetValue(_:forKey:) and
// interfaceBuilderAction(named:)).

@IBDesignable
final class ProfileCardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var isElevated: Bool = false
    @IBInspectable var badgeCount: Int = 0
}

class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var cardView: ProfileCardView!
    @IBOutlet var ratingButtons: [UIButton]!
    @IBOutlet private weak var footnoteLabel: UILabel?

    private(set) var closeCount = 0
    private(set) var editCount = 0
    private(set) var rating: Int?
    private(set) var touches: [(button: UIButton, event: UIEvent?)] = []

    var footnote: String? { footnoteLabel?.text }

    @IBAction func close() {
        closeCount += 1
    }