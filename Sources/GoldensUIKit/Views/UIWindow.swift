import GoldensScene

/// A window: the root of a view tree, with its own virtual clock. A window made with the main
/// screen's size takes the screen's scale and safe-area insets.
@preconcurrency @MainActor
open class UIWindow: UIView {
    var windowNode: Window { node as! Window }
    private var rootStorage: UIViewController?

    override class func makeNode(frame: CGRect) -> View { sceneWindow(size: frame.size) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIApplication.shared.register(self)
    }

    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window of the main screen's size, with its scale and safe-area insets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let screen = UIScreen.main
        windowNode.screenSafeAreaInsets = screen.safeAreaInsets.scene
        frame = screen.bounds
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
        get { rootStorage ?? (windowNode.rootViewController?.owner as? UIViewController) }
        set {
            rootStorage = newValue
            newValue?.loadViewIfNeeded()
            windowNode.rootViewController = newValue?.node
        }
    }

    /// The window's device pixels per point.
    open var screen: UIScreen { UIScreen.main }
    open var windowLevel: UIWindow.Level = .normal
    open var windowScene: UIWindowScene? = UIWindowScene.main
    open var isKeyWindow: Bool { Window.key === windowNode }

    /// Makes this window's clock time new animations (see `Window.makeKey`).
    open func makeKey() { windowNode.makeKey() }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }
}

/// A scene: there is one, active in the foreground, holding every window.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String? = nil
}

/// The scene of windows, for code that finds its window through `connectedScenes`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    static let main = UIWindowScene()

    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    open var screen: UIScreen { UIScreen.main }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// The screen: 390 x 844 pt at scale 2 with a notched phone's safe area (47 pt top, 34 pt
/// bottom) unless a test sets `UIScreen.main` to another one before making windows.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public let bounds: CGRect
    public let scale: CGFloat
    /// The insets of the status bar and home indicator areas.
    public let safeAreaInsets: UIEdgeInsets

    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
        self.bounds = bounds
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        super.init()
    }

    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    public var nativeScale: CGFloat { scale }
    /// One device pixel in points: the width of separators and hairline borders.
    var hairline: CGFloat { 1 / max(1, scale) }

    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2,
                                      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
}

/// The application, for code that looks up windows through it.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    private var registered: [WeakWindow] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    func register(_ window: UIWindow) {
        registered.removeAll { $0.window == nil }
        registered.append(WeakWindow(window: window))
    }

    /// The windows alive now, oldest first.
    open var windows: [UIWindow] { registered.compactMap(\.window) }

    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    open var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    open var applicationState: State { .active }

    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    public enum State: Int, Sendable {
        case active, inactive, background
    }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
