import GoldensRaster

/// A decoded JPEG: opaque pixels plus what the frame header said about the file.
public struct JPEGImage: Sendable, Equatable {
    /// Premultiplied RGBA8 like every bitmap in the package; alpha is always 255.
    public var bitmap: Bitmap
    public var header: JPEGHeader

    public init(bitmap: Bitmap, header: JPEGHeader) {
        self.bitmap = bitmap
        self.header = header
    }
}

/// The stored form of a JPEG, as its frame header and markers declare it.
public struct JPEGHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var process: Process
    public var colorModel: ColorModel
    /// The components in frame order with their sampling factors: a 4:2:0 YCbCr file has
    /// (2, 2), (1, 1), (1, 1).
    public var components: [Component]

    public enum Process: Sendable, Equatable, CustomStringConvertible {
        /// SOF0.
        case baseline
        /// SOF1: sequential like baseline, with up to four tables of each kind.
        case extendedSequential
        /// SOF2: the image arrives in several scans of growing detail.
        case progressive

        public var description: String {
            switch self {
            case .baseline: "baseline"
            case .extendedSequential: "extended sequential"
            case .progressive: "progressive"
            }
        }
    }

    public enum ColorModel: Sendable, Equatable, CustomStringConvertible {
        case greyscale
        case yCbCr
        /// Three components stored as R, G and B (an Adobe marker with transform 0, or
        /// components named "R", "G", "B").
        case rgb

        public var description: String {
            switch self {
            case .greyscale: "greyscale"
            case .yCbCr: "YCbCr"
            case .rgb: "RGB"
            }
        }
    }

    public struct Component: Sendable, Equatable {
        public var id: Int
        public var horizontalSampling: Int
        public var verticalSampling: Int
    }
}
