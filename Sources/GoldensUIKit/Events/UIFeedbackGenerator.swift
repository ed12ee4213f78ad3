import Foundation

/// Haptic feedback, as transition code triggers it at a threshold. There is nothing to feel in
/// a golden: the calls are accepted and do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
