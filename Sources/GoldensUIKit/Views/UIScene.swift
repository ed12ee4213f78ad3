import GoldensScene

/// A scene: there is one, active in the foreground, holding every window.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String? = nil
    /// The app's scene delegate, as it would be given when the scene connects (none connects here).
    open var delegate: (any UISceneDelegate)?
}

/// The scene of windows, for code that finds its window through `connectedScenes`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    static let main = UIWindowScene()

    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    open var screen: UIScreen { UIScreen.main }
    /// The scene's space: the screen's.
    open var coordinateSpace: any UICoordinateSpace { UIScreen.main.coordinateSpace }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// The status bar of the scene's screen (iOS 13's place for what the application answered).
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager.shared }
}

/// A scene's status bar, as iOS 13 code reads it: its frame (the screen's top safe-area strip,
/// none when hidden), style and visibility, which are the application's. Nothing draws a
/// status bar here.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    static let shared = UIStatusBarManager()

    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
}

extension UIScene {
    /// What a scene was opened with (URLs, activities, a shortcut): here nothing, since no
    /// scene connects; the type exists for `scene(_:willConnectTo:options:)` to compile.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<URL> { [] }
        open var sourceApplication: String? { nil }
        open var handoffUserActivityType: String? { nil }
    }
}

/// A scene's session: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    open var role: Role { .windowApplication }
    open var configuration: UISceneConfiguration { UISceneConfiguration(name: "Default Configuration", sessionRole: role) }
    open var persistentIdentifier: String { "main" }
    open var scene: UIScene? { UIWindowScene.main }
    open var userInfo: [String: Any]?
}

/// The configuration an app delegate returns for a new scene: stored, since no scene is made
/// from it here (tests put the app's screens in a `UIWindow` themselves).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A scene's delegate (the app's SceneDelegate): every method is optional, and none is called,
/// since no scene connects here.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, which keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
