import GoldensScene

/// A size transition: the phone turns from portrait to landscape. The menu re-lays its cards
/// for the new width inside the rotation's animation, and an alongside animation recolours the
/// header, as `viewWillTransition(to:with:)` code does.
@MainActor
final class RotatingMenuController: ViewController {
    private let menu = MenuController()

    override init() {
        super.init()
        name = "RotatingMenu"
    }

    override func loadView() {
        view = menu.view
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard let menuView = view as? MenuView else { return }
        let landscape = size.width > size.height
        coordinator.animate(alongsideTransition: { _ in
            menuView.header.backgroundColor = landscape ? Palette.accent : Palette.header
        })
    }
}

enum SizeChangeFixture {
    /// The notched phone turned on its side: the sensor housing on the left, and the home
    /// indicator's strip at the bottom.
    static let landscapeInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    @MainActor
    static var scenarios: [FixtureScenario] {
        [FixtureScenario(test: "sizeChange", transition: "portrait-to-landscape") { try run() }]
    }

    @MainActor
    static func run() throws -> [TransitionFrame] {
        let root = RotatingMenuController()
        let window = makeWindow(root: root)
        return try TransitionSampler(window: window).record(
            .sizeChange(to: Size(width: 844, height: 390), safeAreaInsets: landscapeInsets),
            at: .progress([0.2, 0.4, 0.6, 0.8]))
    }
}
