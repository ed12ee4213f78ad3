/// What kind of file an image set entry is, by its extension, so a caller that draws only some
/// kinds can say why it cannot draw the others ("vector image cannot be drawn") instead of
/// answering nil.
public enum AssetImageKind: Sendable, Equatable, CustomStringConvertible {
    case png
    case jpeg
    /// PDF: vector artwork, which Xcode rasterizes at build time unless
    /// `preserves-vector-representation` is set.
    case pdf
    /// SVG: vector artwork (Xcode 12 and later).
    case svg
    /// HEIF/HEIC (and AVCI).
    case heif
    case gif
    case tiff
    /// Any other extension, lowercased (empty when the file has none).
    case other(String)

    /// The kind of the file named `filename`.
    public init(filename: String) {
        let base = filename.split(separator: "/").last.map(String.init) ?? filename
        // A leading dot starts a hidden name, not an extension.
        var ext = ""
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            ext = base[base.index(after: dot)...].lowercased()
        }
        switch ext {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "pdf": self = .pdf
        case "svg": self = .svg
        case "heic", "heif", "avci": self = .heif
        case "gif": self = .gif
        case "tif", "tiff": self = .tiff
        default: self = .other(ext)
        }
    }

    /// Whether the file is vector artwork (PDF or SVG) rather than pixels.
    public var isVector: Bool { self == .pdf || self == .svg }

    public var description: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .pdf: return "PDF"
        case .svg: return "SVG"
        case .heif: return "HEIF"
        case .gif: return "GIF"
        case .tiff: return "TIFF"
        case .other(let ext): return ext.isEmpty ? "file without extension" : "\(ext) file"
        }
    }
}
