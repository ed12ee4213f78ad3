import GoldensScene

/// A transitioning delegate that vends nothing, so UIKit's built-in animations run: the
/// controller's `modalTransitionStyle` picks cover vertical or cross dissolve.
@MainActor
final class SystemDefaultTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
}

/// System defaults: cover vertical and cross dissolve, presented and dismissed, full screen.
enum SystemDefaultsFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [ModalTransitionStyle.coverVertical, .crossDissolve].flatMap { style in
            let name = style == .coverVertical ? "coverVertical" : "crossDissolve"
            return [
                FixtureScenario(test: "systemDefaults", transition: "\(name)-present") { try run(style, dismissing: false) },
                FixtureScenario(test: "systemDefaults", transition: "\(name)-dismiss") { try run(style, dismissing: true) },
            ]
        }
    }

    @MainActor
    static func run(_ style: ModalTransitionStyle, dismissing: Bool) throws -> [TransitionFrame] {
        let menu = MenuController()
        let window = makeWindow(root: menu)
        let details = ScreenDetailController(title: style == .coverVertical ? "Cover vertical" : "Cross dissolve",
                                             color: style == .coverVertical ? Palette.detail : Color(red: 0.15, green: 0.60, blue: 0.45))
        let transition = SystemDefaultTransition()
        details.transitioningDelegate = transition
        details.modalPresentationStyle = .fullScreen
        details.modalTransitionStyle = style
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime(transition) {
            if dismissing {
                menu.present(details, animated: false)
                return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
            }
            return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
        }
    }
}

/// The detail page of the system transitions. It keeps clear of the status bar by the screen's
/// inset, not by its own `safeAreaInsets`: cover vertical moves the page by its `frame`, which
/// lays it out again where it is headed, and below the screen its safe area is empty, so a page
/// laid out by `safeAreaInsets` would jump up under the status bar as its dismissal begins.
@MainActor
final class ScreenDetailController: ViewController {
    let titleText: String
    let color: Color

    init(title: String, color: Color) {
        titleText = title
        self.color = color
        super.init()
        name = "Details"
    }

    override func loadView() {
        view = ScreenDetailView(title: titleText, color: color)
    }
}

@MainActor
final class ScreenDetailView: View {
    let titleLabel = Label(fontSize: 34, textColor: .white)
    let bodyLabel = Label(fontSize: 17, textColor: Color(white: 1, alpha: 0.85))

    init(title: String, color: Color) {
        super.init(frame: .zero)
        name = "details"
        backgroundColor = color
        titleLabel.text = title
        titleLabel.name = "details.title"
        bodyLabel.text = "A built-in transition, rendered frame by frame and compared with its goldens."
        bodyLabel.numberOfLines = 0
        bodyLabel.name = "details.body"
        addSubview(titleLabel)
        addSubview(bodyLabel)
    }

    override func layoutSubviews() {
        let top = window?.screenSafeAreaInsets.top ?? 0
        titleLabel.frame = Rect(x: 24, y: top + 40, width: bounds.width - 48, height: 44)
        let size = bodyLabel.sizeThatFits(Size(width: bounds.width - 48, height: .infinity))
        bodyLabel.frame = Rect(x: 24, y: top + 100, width: bounds.width - 48, height: size.height)
    }
}
