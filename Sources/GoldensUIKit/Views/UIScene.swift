import GoldensScene

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
