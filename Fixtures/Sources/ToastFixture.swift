import GoldensScene

/// Toast: a custom presentation controller shows a toast at the bottom, inset 16 pt inside the
/// safe area, as tall as its wrapped text. Then a full-screen controller is presented over it
/// and dismissed. With a naive presentation controller, UIKit hands the toast's view back at
/// the full container size (UIKIT-TRANSITIONS.md §4.7) and the toast visibly becomes a full
/// screen; a base controller that wraps the toast in a full-size view keeps it in place.
@MainActor
final class ToastController: ViewController {
    static let message = "Saved to your favourites. Transitions render the same on every machine."
    let label = Label(text: ToastController.message, fontSize: 17, textColor: .white)

    override init() {
        super.init()
        name = "Toast"
    }

    override func loadView() {
        view = ToastView()
    }

    override func viewDidLoad() {
        view.name = "toast"
        view.backgroundColor = Color(red: 0.13, green: 0.14, blue: 0.18)
        view.layer.cornerRadius = 14
        label.numberOfLines = 0
        label.name = "toast.label"
        view.addSubview(label)
    }

    /// The toast's height for a width: the wrapped text plus 16 pt of padding above and below.
    func height(forWidth width: Double) -> Double {
        label.sizeThatFits(Size(width: width - 32, height: .infinity)).height + 32
    }

}

/// The toast's view: its label fills it, less 16 pt of padding.
@MainActor
final class ToastView: View {
    override func layoutSubviews() {
        subviews.first?.frame = Rect(x: 16, y: 16, width: bounds.width - 32, height: bounds.height - 32)
    }
}

/// The naive controller: the toast's own view is the presented view, framed at the bottom.
@MainActor
class ToastPresentationController: PresentationController {
    var toast: ToastController { presentedViewController as! ToastController }

    /// Bottom of the container, 16 pt inside the safe area, as tall as the text needs.
    var toastFrame: Rect {
        guard let container = containerView else { return .zero }
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        let width = safe.width - 32
        let height = toast.height(forWidth: width)
        return Rect(x: safe.minX + 16, y: safe.maxY - 16 - height, width: width, height: height)
    }

    override var frameOfPresentedViewInContainerView: Rect { toastFrame }
}

/// The fixed base controller: the presented view is a full-size wrapper holding the toast, so
/// when UIKit hands it back at the container's size, that is its own size and the toast inside
/// stays where it was (the wrapper views of Apple's custom-presentation sample).
@MainActor
final class WrappingToastPresentationController: ToastPresentationController {
    private let wrapper = View()

    override var presentedView: View? { wrapper }
    override var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    override func presentationTransitionWillBegin() {
        wrapper.name = "toast wrapper"
        wrapper.frame = containerView?.bounds ?? .zero
        wrapper.addSubview(toast.view)
        toast.view.frame = toastFrame
    }

    override func containerViewWillLayoutSubviews() {
        wrapper.frame = containerView?.bounds ?? .zero
        toast.view.frame = toastFrame
    }
}

/// Slides the toast up from below the screen (easeOut, 0.35 s).
@MainActor
final class ToastAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

    func animateTransition(using context: TransitionContext) {
        guard let toView = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
        context.containerView.addSubview(toView)
        toView.frame = context.finalFrame(for: toController)
        toView.transform = Transform(translationX: 0, y: 240)
        View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseOut, animations: {
            toView.transform = .identity
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

@MainActor
final class ToastTransition: ViewControllerTransitioningDelegate {
    let wraps: Bool

    init(wraps: Bool) {
        self.wraps = wraps
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        wraps ? WrappingToastPresentationController(presentedViewController: presented, presenting: presenting)
            : ToastPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        ToastAnimator()
    }
}

enum ToastFixture {
    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "toast", transition: "present") { try run(wraps: false, coverDismissal: false) },
            FixtureScenario(test: "toast", transition: "cover-dismiss-naive") { try run(wraps: false, coverDismissal: true) },
            FixtureScenario(test: "toast", transition: "cover-dismiss-fixed") { try run(wraps: true, coverDismissal: true) },
        ]
    }

    @MainActor
    static func run(wraps: Bool, coverDismissal: Bool) throws -> [TransitionFrame] {
        let menu = MenuController()
        let window = makeWindow(root: menu)
        let toast = ToastController()
        let transition = ToastTransition(wraps: wraps)
        toast.transitioningDelegate = transition
        toast.modalPresentationStyle = .custom
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime(transition) {
            guard coverDismissal else {
                return try sampler.record(.present(toast, from: menu), at: everyTenthOfTheDuration)
            }
            menu.present(toast, animated: false)
            window.layoutIfNeeded()
            let cover = DetailController(title: "Full screen", color: Palette.accent)
            cover.modalPresentationStyle = .fullScreen
            toast.present(cover, animated: false)
            return try sampler.record(.dismiss(cover), at: .progress([0, 0.2, 0.4, 0.6, 0.8]))
        }
    }
}
