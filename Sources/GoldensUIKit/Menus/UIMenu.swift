import Foundation

/// A menu: a title and its children, shown by a menu button, a bar button item or a context
/// menu. Never shown here (no test makes the long press or tap that opens one); UIKit code
/// builds it, reads it back and replaces its children.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name; the standard ones are the Mac menu bar's.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let spellingPanel = Identifier("com.apple.menu.spelling-panel")
        public static let spellingOptions = Identifier("com.apple.menu.spelling-options")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let substitutionsPanel = Identifier("com.apple.menu.substitutions-panel")
        public static let substitutionOptions = Identifier("com.apple.menu.substitution-options")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.alignment")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let root = Identifier("com.apple.menu.root")
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier given, or a unique one UIKit makes up.
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    public required init?(coder: NSCoder) { nil }

    /// The menu with other children and everything else the same.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let menu = UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
        menu.subtitle = subtitle
        return menu
    }

    /// The children of a single-selection menu that are on (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    override func duplicate() -> UIMenuElement { replacingChildren(children) }
}
