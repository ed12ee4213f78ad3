import GoldensScene

// iOS 15's button configurations: a button set up by one draws its title, image, colours,
// corners and insets from it. The styles' colours and metrics are UIKit's defaults as far as they
// are documented and seen on a device; the values chosen here are listed in docs/UIKitBehaviour.md
// ("Button configurations").
extension UIButton {
    public struct Configuration: Sendable {
        /// How the style fills the background and colours the content.
        enum Style: Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        public enum CornerStyle: Int, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// The configuration a symbol image is drawn with, over its own.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        public var showsActivityIndicator = false

        init(style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title and image colour: white on a filled background, else the base colour or
        /// the button's tint.
        func foreground(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            switch style {
            case .filled, .borderedProminent: return .white
            default: return tint
            }
        }

        /// The background: the base colour (the tint) filled, a light wash of it tinted, a grey
        /// fill for gray, none plain.
        func background(tint: UIColor) -> UIColor? {
            switch style {
            case .plain, .borderless: return baseBackgroundColor
            case .filled, .borderedProminent: return baseBackgroundColor ?? tint
            case .tinted, .borderedTinted: return baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray, .bordered: return baseBackgroundColor ?? .secondarySystemFill
            }
        }

        /// The corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .small: 4
            case .medium: 6
            case .large: 8
            case .capsule: height / 2
            case .dynamic: buttonSize == .large ? 8 : buttonSize == .medium ? 6 : 4
            }
        }

        /// The title's font: the body size for medium and large buttons, smaller below.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        // An initializer's own assignment runs no observer: drawn here, so the button shows and
        // sizes itself by the configuration from the start.
        self.configuration = configuration
        applyConfiguration()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Draws the configuration: its title, image, colours, font, insets and corners.
    func applyConfiguration() {
        guard let configuration else { return }
        isApplyingConfiguration = true
        defer { isApplyingConfiguration = false }
        let tint: UIColor = tintColor
        let normal = State.normal.rawValue
        setTitle(configuration.title ?? configuredOverrides.titles[normal], for: .normal)
        setTitleColor(configuration.foreground(tint: tint), for: .normal)
        titleLabel?.font = configuration.titleFont
        setImage(configuration.image ?? configuredOverrides.images[normal], for: .normal)
        setPreferredSymbolConfiguration(configuration.preferredSymbolConfigurationForImage, forImageIn: .normal)
        imageView?.tintColor = configuration.foreground(tint: tint)
        backgroundColor = configuration.background(tint: tint)
        let insets = configuration.contentInsets
        contentEdgeInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    }
}
