import Foundation

/// What a menu holds: an action, a submenu, or an element whose children come later. A menu
/// is only shown by a long press or a tap on a menu button, which no test makes here, so
/// elements are data: UIKit code builds them, keeps them and hands them to buttons, bar items
/// and context menus, and can run an action's handler itself.
@preconcurrency @MainActor
open class UIMenuElement: NSObject, NSCopying {
    /// Whether an element is shown checked.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    open internal(set) var title: String
    open internal(set) var image: UIImage?
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    public required init?(coder: NSCoder) {
        title = ""
        image = nil
        super.init()
    }

    /// A copy with the same title and image; the subclasses copy what they add.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { duplicate() }
    }

    func duplicate() -> UIMenuElement {
        let copy = UIMenuElement(title: title, image: image)
        copy.subtitle = subtitle
        return copy
    }
}

/// A menu element whose children a closure provides when the menu opens (iOS 14).
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    private let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    private let isCached: Bool

    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isCached = true
        super.init(title: "", image: nil)
    }

    private init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", image: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// An element asked for its children every time its menu opens (iOS 15).
    public static func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, cached: false)
    }

    override func duplicate() -> UIMenuElement { UIDeferredMenuElement(provider: provider, cached: isCached) }
}
