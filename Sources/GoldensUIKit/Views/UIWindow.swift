import GoldensScene

/// A window: the root of a view tree, with its own virtual clock. A window made with the main
/// screen's size takes the screen's scale and safe-area insets.
@preconcurrency @MainActor
open class UIWindow: UIView {
    var windowNode: Window { node as! Window }
    private var rootStorage: UIViewController?

    override class func makeNode(frame: CGRect) -> View { sceneWindow(size: frame.size) }

    /// Delivers an event's touches to the gesture recognizers and views they are for, as UIKit's
    /// window does. A window subclass that overrides it sees every touch first; one that does not
    /// call `super` keeps the touch from them.
    open func sendEvent(_ event: UIEvent) {
        event.delivery?()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIApplication.shared.register(self)
    }

    /// A window the size of the main screen, as UIKit makes `UIWindow()` since iOS 9.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window given the screen's size after it was made (`window.frame = UIScreen.main.bounds`)
    /// takes the screen's safe-area insets, as one made at that size does.
    open override var frame: CGRect {
        didSet {
            guard !wrapsExistingNode, frame.size != oldValue.size else { return }
            let screen = UIScreen.main
            windowNode.screenSafeAreaInsets = frame.size == screen.bounds.size ? screen.safeAreaInsets.scene : EdgeInsets()
        }
    }

    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window of the main screen's size, with its scale and safe-area insets (or one standing
    /// for a window the engine made, as it is).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !wrapsExistingNode {
            let screen = UIScreen.main
            windowNode.screenSafeAreaInsets = screen.safeAreaInsets.scene
            frame = screen.bounds
        }
        UIApplication.shared.register(self)
    }

    /// A scene window at the main screen's scale, with its safe-area insets when it is the
    /// screen's size.
    private static func sceneWindow(size: CGSize) -> Window {
        let screen = UIScreen.main
        let insets = size == screen.bounds.size ? screen.safeAreaInsets.scene : EdgeInsets()
        return Window(size: size.scene, scale: Double(screen.scale), safeAreaInsets: insets)
    }

    /// Its view fills the window; it gets `viewWillAppear`/`viewDidAppear`.
    open var rootViewController: UIViewController? {
        get { rootStorage ?? (windowNode.rootViewController?.host as? UIViewController) }
        set {
            // What the window showed before, for a transition of the window asked for in the same
            // turn (`UIView.transition(with: window, …)` right after the swap, as apps do after a
            // login): Core Animation starts it from the last frame drawn, not from the new root.
            if let old = rootViewController?.viewIfLoaded, old.window === self, newValue !== rootViewController,
               let picture = snapshotView(afterScreenUpdates: false) {
                lookBeforeRootChange = picture
                windowNode.clock.atCommit { [weak self] in
                    MainActor.assumeIsolated { self?.lookBeforeRootChange = nil }
                }
            }
            rootStorage = newValue
            newValue?.loadViewIfNeeded()
            windowNode.rootViewController = newValue?.node
        }
    }

    /// The window's picture before its root controller changed in the current turn.
    var lookBeforeRootChange: UIView?

    /// The window's device pixels per point.
    open var screen: UIScreen { UIScreen.main }
    open var windowLevel: UIWindow.Level = .normal
    /// The responder that is first in this window (see `UIResponder.becomeFirstResponder()`).
    weak var firstResponder: UIResponder?
    override var responderWindow: UIWindow? { self }
    open var windowScene: UIWindowScene? = UIWindowScene.main
    open var isKeyWindow: Bool { Window.key === windowNode }
    /// How many alerts shown in this window grey its tint now (see `UIAlertController`).
    var tintDimmingPresentations = 0

    /// Makes this window's clock time new animations (see `Window.makeKey`).
    open func makeKey() { windowNode.makeKey() }
    /// Called when the window becomes or stops being the key window; overridden to notice it.
    open func becomeKey() {}
    open func resignKey() {}

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Posted by UIKit as windows become and stop being key or visible; code that observes them
    /// compiles, and `makeKey()` here posts none (a test's windows are made key as it builds them).
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}
