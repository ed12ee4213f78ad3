/// An image set's `properties.template-rendering-intent`: Xcode's "Render As".
public enum AssetRenderingIntent: String, Sendable, Equatable {
    /// No intent written ("Default"): UIKit decides by where the image is used.
    case automatic
    /// `template`: drawn as a mask in the tint colour.
    case template
    /// `original`: drawn in its own colours.
    case original
}
