import Foundation
@testable import GoldensUIKit

/// A screen of one colour, as tests of transitions between screens use it.
@MainActor
final class ColoredController: UIViewController {
    let color: UIColor

    init(_ color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }
}
