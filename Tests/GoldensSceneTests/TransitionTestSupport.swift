import GoldensScene

/// A shared log of callbacks, in order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A controller whose view is one solid colour, logging its appearance callbacks.
@MainActor
final class ColorController: ViewController {
    let color: Color
    let log: CallLog?

    init(_ name: String, color: Color, log: CallLog? = nil) {
        self.color = color
        self.log = log
        super.init()
        self.name = name
    }

    override func viewDidLoad() {
        view.backgroundColor = color
        log?.add("\(displayName).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) { log?.add("\(displayName).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(displayName).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(displayName).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(displayName).viewDidDisappear") }
}

/// Slides the presented view in from the right over `duration`, linearly (or with `options`),
/// and back out on dismissal; logs what UIKit calls.
@MainActor
final class SlideAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: Double
    let options: AnimationOptions
    let log: CallLog?
    /// Misbehaviours to test failure reporting.
    var completes = true
    var completesTwice = false
    var addsViews = true

    init(presenting: Bool, duration: Double = 0.5, options: AnimationOptions = .curveLinear, log: CallLog? = nil) {
        self.presenting = presenting
        self.duration = duration
        self.options = options
        self.log = log
    }

    func transitionDuration(using context: TransitionContext?) -> Double {
        log?.add("transitionDuration")
        return duration
    }

    func animateTransition(using context: TransitionContext) {
        log?.add("animateTransition")
        let container = context.containerView
        let width = container.bounds.width
        let finish: (Bool) -> Void = { [self] _ in
            guard completes else { return }
            context.completeTransition(!context.transitionWasCancelled)
            if completesTwice { context.completeTransition(true) }
        }
        if presenting {
            guard let toView = context.view(forKey: .to), let to = context.viewController(forKey: .to) else { return }
            let final = context.finalFrame(for: to)
            if addsViews { container.addSubview(toView) }
            toView.frame = final.offsetBy(dx: width, dy: 0)
            View.animate(withDuration: duration, delay: 0, options: options, animations: { toView.frame = final },
                         completion: finish)
        } else {
            guard let fromView = context.view(forKey: .from) else { return }
            if let toView = context.view(forKey: .to) { container.insertSubview(toView, belowSubview: fromView) }
            let gone = fromView.frame.offsetBy(dx: width, dy: 0)
            View.animate(withDuration: duration, delay: 0, options: options, animations: { fromView.frame = gone },
                         completion: finish)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// A presentation controller that logs its lifecycle and places the presented view in the
/// lower half of the container.
@MainActor
final class HalfHeightPresentationController: PresentationController {
    let log: CallLog?

    init(presented: ViewController, presenting: ViewController?, log: CallLog?) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() { log?.add("presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.add("dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("dismissalTransitionDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log?.add("containerViewWillLayoutSubviews") }
}

/// Vends the slide animator, an optional presentation controller and interactor; logs calls.
@MainActor
final class RecordingDelegate: ViewControllerTransitioningDelegate {
    let log: CallLog?
    var presentAnimator: SlideAnimator
    var dismissAnimator: SlideAnimator
    var customPresentation = false
    var interactor: PercentDrivenInteractiveTransition?

    init(log: CallLog? = nil, duration: Double = 0.5, options: AnimationOptions = .curveLinear) {
        self.log = log
        presentAnimator = SlideAnimator(presenting: true, duration: duration, options: options, log: log)
        dismissAnimator = SlideAnimator(presenting: false, duration: duration, options: options, log: log)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        log?.add("animationController(forPresented: \(presented.displayName), presenting: \(presenting.displayName))")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        log?.add("animationController(forDismissed: \(dismissed.displayName))")
        return dismissAnimator
    }

    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        log?.add("presentationController(forPresented: \(presented.displayName))")
        return customPresentation ? HalfHeightPresentationController(presented: presented, presenting: presenting, log: log) : nil
    }

    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        log?.add("interactionControllerForPresentation")
        return interactor
    }

    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? {
        log?.add("interactionControllerForDismissal")
        return interactor
    }
}

let red = Color(red: 1, green: 0, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let opaqueRed = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
let opaqueBlue = PremultipliedPixel(r: 0, g: 0, b: 255, a: 255)

/// A 40 x 20 pt window at scale 1 with a red root controller.
@MainActor
func makeStage(log: CallLog? = nil) -> (Window, ColorController) {
    let window = Window(size: Size(width: 40, height: 20), scale: 1)
    let root = ColorController("Menu", color: red, log: log)
    window.rootViewController = root
    return (window, root)
}
