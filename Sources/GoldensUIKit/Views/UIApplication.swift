import GoldensScene

/// The application, for code that looks up windows through it.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// The app delegate a test sets (`UIApplication.shared.delegate = AppDelegate()`), for code
    /// that reaches it (`UIApplication.shared.delegate as? AppDelegate`); no app launches it.
    /// Held weakly, as UIKit's is not retained by the application either.
    open weak var delegate: (any UIApplicationDelegate)?
    /// What an app delegate's `application(_:open:options:)` is told about a URL it opens.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    /// The URL that opens the app's page in Settings (opening it does nothing here).
    public static let openSettingsURLString = "app-settings:"

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

    // The status bar as code before iOS 13 reads and sets it. Nothing draws a status bar here;
    // its frame is the screen's top safe-area strip, and the style and visibility are kept.
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: isStatusBarHidden ? 0 : UIScreen.main.safeAreaInsets.top)
    }
    open var statusBarStyle: UIStatusBarStyle = .default
    open var isStatusBarHidden = false
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    open var isIdleTimerDisabled = false
    open var isNetworkActivityIndicatorVisible = false
    open var applicationIconBadgeNumber = 0

    // Remote notifications and background fetch: no device token is ever delivered here.
    open private(set) var isRegisteredForRemoteNotifications = false
    /// Sends an event to the window of its touches (`UIWindow.sendEvent(_:)`), as UIKit's
    /// application does with each event it receives.
    open func sendEvent(_ event: UIEvent) {
        event.allTouches?.first?.window?.sendEvent(event)
    }

    open func registerForRemoteNotifications() { isRegisteredForRemoteNotifications = true }
    open func unregisterForRemoteNotifications() { isRegisteredForRemoteNotifications = false }
    /// The iOS 8 way to ask for alerts, badges and sounds (deprecated in iOS 10): kept, and no
    /// prompt shows; `currentUserNotificationSettings` answers what was asked for.
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter requestAuthorizationWithOptions:completionHandler:]")
    open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {
        currentUserNotificationSettings = notificationSettings
    }
    @available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's -[UNUserNotificationCenter getNotificationSettingsWithCompletionHandler:]")
    open private(set) var currentUserNotificationSettings: UIUserNotificationSettings?
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}

    /// No other app is installed here: web links would open in Safari, anything else in nothing.
    open func canOpenURL(_ url: URL) -> Bool { url.scheme == "http" || url.scheme == "https" }

    /// Leaving the app is not modelled: nothing opens, and the completion hears false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
    open func openURL(_ url: URL) -> Bool { false }

    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    /// The events an app delegate hears about (never sent here: the app is always active).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")

    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    private var ignoringInteractionDepth = 0

    /// Touches are not delivered between this call and its matching `endIgnoringInteractionEvents()`
    /// (calls nest), as code that locks the screen during a transition expects.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { ignoringInteractionDepth += 1 }

    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() { ignoringInteractionDepth = max(0, ignoringInteractionDepth - 1) }

    open var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }

    /// Sends `action` to `target`, or with no target to the first responder from `sender` up its
    /// responder chain that performs it (there is no first responder to start from here); true
    /// when someone performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            TargetAction(target: target, action: action).send(from: sender ?? self, event: event)
            return true
        }
        var responder = sender as? UIResponder
        while let current = responder {
            #if canImport(ObjectiveC)
            if current.responds(to: action) {
                _ = current.perform(action, with: sender, with: event)
                return true
            }
            #else
            if action.send(to: current, sender: sender ?? self, event: event) { return true }
            #endif
            responder = current.next
        }
        return false
    }

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

/// An app delegate, for sample apps whose delegate sits beside their transitions: its methods
/// compile, and nothing launches an app here, so none is called.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
}

/// What a background fetch handler reports.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

/// What an app asked to notify with (iOS 8; deprecated in iOS 10 for UserNotifications).
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNNotificationSettings")
open class UIUserNotificationSettings: NSObject, @unchecked Sendable {
    public let types: UIUserNotificationType
    public let categories: Set<NSObject>?

    public init(types: UIUserNotificationType, categories: Set<NSObject>?) {
        self.types = types
        self.categories = categories
        super.init()
    }
}

/// The ways a notification can reach the user (iOS 8).
@available(iOS, deprecated: 10.0, message: "Use UserNotifications Framework's UNAuthorizationOptions")
public struct UIUserNotificationType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UIUserNotificationType(rawValue: 1 << 0)
    public static let sound = UIUserNotificationType(rawValue: 1 << 1)
    public static let alert = UIUserNotificationType(rawValue: 1 << 2)
}
