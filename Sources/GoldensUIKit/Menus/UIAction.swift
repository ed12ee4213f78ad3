import Foundation

/// The closure an action runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action: a menu item, a control's event handler, a bar button item's primary
/// action. A control sends it with itself as the `sender`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's name, unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The identifier of the action a menu for a text field's paste button holds (iOS 15).
        public static let pasteAndGo = Identifier("com.apple.menu.pasteAndGo")
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.pasteAndMatchStyle")
        public static let pasteAndSearch = Identifier("com.apple.menu.pasteAndSearch")
    }

    open var discoverabilityTitle: String?
    /// The identifier given, or a unique one UIKit makes up.
    public let identifier: Identifier
    open var attributes: Attributes
    open var state: State
    /// The control sending the action while its handler runs; nil otherwise.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    public required init?(coder: NSCoder) { nil }

    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }

    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }

    /// Runs the handler as if `sender` sent the action (iOS 15); the target is not consulted.
    open func performWithSender(_ sender: Any?, target: Any?) {
        perform(from: sender)
    }

    /// Runs the handler with `sender` set, as a control or bar item sending it does.
    func perform(from sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }

    override func duplicate() -> UIMenuElement {
        let copy = UIAction(title: title, image: image, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
                            attributes: attributes, state: state, handler: handler)
        copy.subtitle = subtitle
        return copy
    }
}
