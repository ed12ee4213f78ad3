import Foundation

/// An action shown when a table row is swiped: a coloured button with a title or an image.
/// Rows are not swiped open here (a scripted swipe scrolls the table); UIKit code builds these
/// for its delegate, and may run their handlers itself.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// The action's work; it calls the completion with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// Red for a destructive action and grey for a normal one, unless set.
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe on a row reveals, in order from the edge swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// The buttons a swipe on a row revealed before iOS 11 (deprecated in iOS 13).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject, NSCopying {
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        /// The same value as `default`, as in UIKit.
        public static var destructive: Style { .default }
    }

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
        super.init()
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> UITableViewRowAction in
            let copy = UITableViewRowAction(style: style, title: title, handler: handler)
            copy.backgroundColor = backgroundColor
            copy.backgroundEffect = backgroundEffect
            return copy
        }
    }
}
