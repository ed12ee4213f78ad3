import GoldensRaster

/// A decoded PNG: its pixels plus what the file said about itself.
public struct PNGImage: Sendable, Equatable {
    public var bitmap: Bitmap
    public var header: PNGHeader
    public var text: [PNGTextChunk]

    public init(bitmap: Bitmap, header: PNGHeader, text: [PNGTextChunk]) {
        self.bitmap = bitmap
        self.header = header
        self.text = text
    }

    /// The value of the first text chunk with `key`, if any.
    public func text(for key: String) -> String? {
        text.first { $0.key == key }?.value
    }
}

/// The stored form of a PNG, as its IHDR declares it.
public struct PNGHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    public var colorType: ColorType
    public var isInterlaced: Bool
    /// True when a tRNS chunk makes some colour or palette entry transparent.
    public var hasTransparencyChunk: Bool

    public enum ColorType: Int, Sendable, CustomStringConvertible {
        case grayscale = 0
        case rgb = 2
        case palette = 3
        case grayscaleAlpha = 4
        case rgba = 6

        public var description: String {
            switch self {
            case .grayscale: "grayscale"
            case .rgb: "RGB"
            case .palette: "palette"
            case .grayscaleAlpha: "grayscale+alpha"
            case .rgba: "RGBA"
            }
        }
    }
}

/// One text chunk: a Latin-1 keyword (1 to 79 printable characters) and its text.
public struct PNGTextChunk: Sendable, Equatable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// The keys this package writes into goldens.
public enum PNGTextKey {
    /// What drew the image: package and renderer revision (a registered PNG keyword).
    public static let software = "Software"
    /// What the image shows, e.g. "herb-pop present @0.30 (t=0.300 s)" (a registered keyword).
    public static let description = "Description"
    /// The renderer revision alone, so tools can compare it without parsing `Software`.
    public static let rendererRevision = "Goldens-Renderer"
}

extension Array where Element == PNGTextChunk {
    /// The metadata a golden carries: who drew it and what it is.
    public static func golden(describing description: String) -> [PNGTextChunk] {
        [
            PNGTextChunk(key: PNGTextKey.software,
                         value: "TransitionGoldens \(GoldensVersion.package) (renderer \(GoldensVersion.renderer))"),
            PNGTextChunk(key: PNGTextKey.rendererRevision, value: String(GoldensVersion.renderer)),
            PNGTextChunk(key: PNGTextKey.description, value: description),
        ]
    }
}
