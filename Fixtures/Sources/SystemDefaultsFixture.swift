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
        let details = ScreenDetailController(title: style == .coverVertical ? "Cover vertical" : "Cross dissolve",
                                             color: style == .coverVertical ? Palette.detail : Color(red: 0.15, green: 0.60, blue: 0.45))
        details.modalTransitionStyle = style
        return try recordMenuTransition(details, delegate: SystemDefaultTransition(), style: .fullScreen, dismissing: dismissing)
    }
}

/// The detail page of the system transitions. It keeps clear of the status bar by the screen's
/// inset, not by its own `safeAreaInsets`: cover vertical sizes and places the page below the
/// screen before its first layout, where its own safe area is empty (UIKit gives a presented
/// controller's view the screen's safe area wherever it is; the model does not yet).
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
