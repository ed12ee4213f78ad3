import Foundation
import GoldensScene

/// The SF Symbol an image draws, and the configuration it was drawn for.
struct SymbolDescription: @unchecked Sendable {
    // The configuration is immutable once handed out, as UIKit's.
    let name: String
    let configuration: UIImage.SymbolConfiguration
}

// SF Symbols: `UIImage(systemName:)` makes an image of the package's own drawing of the name
// (`SymbolCatalog`, `SymbolArtwork`), sized for its configuration (`SymbolMetrics`): a
// template, so views draw it in their tint as UIKit draws symbol images.
extension UIImage {
    /// The symbol `name` at the body size, regular weight and medium scale; nil only for a name
    /// no symbol can have (empty parts). A name the package has no drawing of gives a dashed
    /// square of a symbol's size, and a note on standard error.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbolConfiguration = configuration as? SymbolConfiguration ?? SymbolConfiguration.unspecified
        guard let drawn = SymbolArtwork.image(named: name, configuration: symbolConfiguration) else { return nil }
        self.init(drawn.image)
        symbol = SymbolDescription(name: name, configuration: symbolConfiguration)
        baselineOffsetFromBottom = CGFloat(drawn.baselineOffset)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol at `configuration`; the variable value (how much of a variable symbol is
    /// filled) is not drawn.
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// The system's images of the commonest actions (iOS 13).
    public class var add: UIImage { UIImage(systemName: "plus")! }
    public class var remove: UIImage { UIImage(systemName: "minus")! }
    public class var actions: UIImage { UIImage(systemName: "ellipsis")! }
    public class var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    public class var strokedCheckmark: UIImage { UIImage(systemName: "checkmark")! }

    public var isSymbolImage: Bool { symbol != nil }

    /// What the image was configured for: a symbol's configuration; nil for an image of pixels.
    public var configuration: Configuration? { symbol?.configuration }
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// A symbol drawn for `configuration` instead of its own (a symbol configuration replaces
    /// it; one of traits only keeps it); any other image, the same pixels.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return variant() }
        return redrawn(symbol, for: configuration as? SymbolConfiguration ?? symbol.configuration)
    }

    /// A symbol drawn with `configuration` laid over its own; nil for an image that is not a
    /// symbol, as UIKit answers.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return redrawn(symbol, for: symbol.configuration.applying(configuration))
    }

    /// The same symbol at another configuration, keeping this image's rendering and tint.
    private func redrawn(_ symbol: SymbolDescription, for configuration: SymbolConfiguration) -> UIImage {
        guard let drawn = SymbolArtwork.image(named: symbol.name, configuration: configuration) else { return variant() }
        return variant(pixels: drawn.image) { image in
            image.symbol = SymbolDescription(name: symbol.name, configuration: configuration)
            image.baselineOffsetFromBottom = CGFloat(drawn.baselineOffset)
        }
    }
}
