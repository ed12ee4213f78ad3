import Foundation

// What code sets on symbol images: these types hold it and compare as UIKit's do; the symbol
// images themselves are made in `UIImage+Symbols.swift`.

extension UIImage {
    /// What an image is drawn for: traits, and for a symbol its size and weight.
    // Immutable once handed out, as UIKit's (every change makes a copy), so safe to share.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        public internal(set) var traitCollection: UITraitCollection?

        public required override init() {
            super.init()
        }

        /// A copy with other traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = duplicate()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with what `otherConfiguration` specifies laid over it.
        public func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = duplicate()
            if let traits = otherConfiguration?.traitCollection { copy.traitCollection = traits }
            copy.take(otherConfiguration)
            return copy
        }

        /// Takes the specified values of `other` (a symbol configuration's size, weight, scale).
        func take(_ other: Configuration?) {}

        func duplicate() -> Self {
            let copy = Self.makeEmpty()
            copy.traitCollection = traitCollection
            copy.take(self)
            return copy
        }

        static func makeEmpty() -> Self { self.init() }

        public func copy(with zone: NSZone? = nil) -> Any { duplicate() }
    }

    /// A symbol's weight, matching the font weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to the text beside it.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small, medium, large
    }

    /// A symbol's point size or text style, weight and scale; what is not specified comes from
    /// where the symbol is shown.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        var pointSize: CGFloat?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?

        public required init() {
            super.init()
        }

        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .default) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        /// The font's size and weight.
        public convenience init(font: UIFont, scale: SymbolScale = .default) {
            self.init()
            pointSize = font.pointSize
            weight = font.weight.symbolWeight()
            self.scale = scale
        }

        /// A configuration of one colour for every layer of a symbol (iOS 15).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
        }

        public convenience init(paletteColors: [UIColor]) {
            self.init()
        }

        public class func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        public class func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        override func take(_ other: Configuration?) {
            guard let other = other as? SymbolConfiguration else { return }
            if let size = other.pointSize { pointSize = size }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let style = other.textStyle { textStyle = style }
        }

        public func configurationWithoutTextStyle() -> Self { without { $0.textStyle = nil } }
        public func configurationWithoutScale() -> Self { without { $0.scale = .unspecified } }
        public func configurationWithoutWeight() -> Self { without { $0.weight = .unspecified } }
        public func configurationWithoutPointSizeAndWeight() -> Self {
            without {
                $0.pointSize = nil
                $0.weight = .unspecified
            }
        }

        private func without(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = duplicate()
            change(copy)
            return copy
        }

        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
        }

        public override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }
    }
}

extension UIFont.Weight {
    /// The symbol weight of the same name (`.regular` for a weight between the named ones).
    public func symbolWeight() -> UIImage.SymbolWeight {
        let table: [(UIFont.Weight, UIImage.SymbolWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        return table.first { $0.0 == self }?.1 ?? .regular
    }
}
