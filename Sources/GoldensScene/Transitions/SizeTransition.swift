/// A size change of the window (a rotation), animated like a transition: the root controller
/// gets `viewWillTransition(to:with:)` with a coordinator, then the window, the root view and
/// every transition container take the new size inside one animation block, so layout changes
/// animate, and alongside animations run in the same block.
///
/// UIKit's rotation duration is not documented (docs/UIKitBehaviour.md, "Size transitions");
/// 0.4 s easeInOut is used, UIKit's fallback duration for its own transitions (see
/// docs/UIKitBehaviour.md, "System transitions"). Measure on a device before relying on it.
@MainActor
final class SizeTransitionDriver: CoordinatedTransition {
    let window: Window
    let size: Size
    let duration: Double
    let safeAreaInsets: EdgeInsets?
    private(set) var isFinished = false
    private(set) var coordinator: TransitionCoordinator!

    var label: String { "size change to \(size.width) x \(size.height)" }
    var transitionContext: TransitionContext? { nil }
    var coordinatorContainerView: View { window }

    init(window: Window, size: Size, duration: Double, safeAreaInsets: EdgeInsets?) {
        self.window = window
        self.size = size
        self.duration = duration
        self.safeAreaInsets = safeAreaInsets
    }

    func involves(_ controller: ViewController) -> Bool { true }

    func start() {
        coordinator = TransitionCoordinator(driver: self)
        window.runningTransition = self
        window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        View.animate(withDuration: duration, delay: 0, options: [], animations: { [self] in
            if let safeAreaInsets { window.screenSafeAreaInsets = safeAreaInsets }
            window.bounds = Rect(origin: .zero, size: size)
            window.center = Point(x: size.width / 2, y: size.height / 2)
            for subview in window.subviews {
                subview.frame = window.bounds
            }
            window.layoutIfNeeded()
            coordinator.animationsStarted = true
            for entry in coordinator.alongside { entry.animation?(coordinator) }
        }, completion: { [self] _ in finish() })
    }

    func runAlongside(_ entry: TransitionCoordinator.Alongside) {
        guard let animation = entry.animation else { return }
        View.animate(withDuration: duration, animations: { [self] in animation(coordinator) })
    }

    private func finish() {
        isFinished = true
        window.runningTransition = nil
        for entry in coordinator.alongside { entry.completion?(coordinator) }
    }
}

extension Window {
    /// Changes the window's size as a rotation does, animated over `duration` seconds, with the
    /// screen's new safe-area insets (nil keeps them). Reported to `SceneDiagnostics` (and
    /// ignored) while another transition runs.
    public func transition(to size: Size, duration: Double = 0.4, safeAreaInsets: EdgeInsets? = nil) {
        if let running = runningTransition {
            return SceneDiagnostics.report("size change while \(running.label) is in flight")
        }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            return SceneDiagnostics.report("size change to \(size): expected a finite, positive size")
        }
        SizeTransitionDriver(window: self, size: size, duration: duration, safeAreaInsets: safeAreaInsets).start()
    }
}
