/// One variant of a colour set: components already converted to sRGB, or a system colour by name.
public enum AssetColorValue: Sendable, Equatable, CustomStringConvertible {
    case rgba(AssetRGBA)
    case system(AssetSystemColor)

    /// The components, when this is not a system colour.
    public var rgba: AssetRGBA? {
        if case .rgba(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .rgba(let value): return value.description
        case .system(let reference): return reference.description
        }
    }
}
