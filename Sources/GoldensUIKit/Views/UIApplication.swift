import GoldensScene

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
