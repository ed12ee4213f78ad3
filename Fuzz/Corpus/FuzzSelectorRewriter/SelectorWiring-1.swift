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