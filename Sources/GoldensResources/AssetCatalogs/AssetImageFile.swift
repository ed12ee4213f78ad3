/// One file of an image set: where it is, the scale and appearance it is for, and its kind.
public struct AssetImageFile: Sendable, Equatable, CustomStringConvertible {
    /// Absolute path of the file inside the `.imageset` folder.
    public let path: String
    /// As the entry's `filename` says.
    public let filename: String
    /// 1, 2 or 3 for `"1x"`, `"2x"`, `"3x"`; nil for an entry without a scale (Xcode's "Single
    /// Scale", usually a PDF or SVG), which serves every scale.
    public let scale: Double?
    public let appearance: AssetAppearance
    public let kind: AssetImageKind

    public init(path: String, filename: String, scale: Double?, appearance: AssetAppearance) {
        self.path = path
        self.filename = filename
        self.scale = scale
        self.appearance = appearance
        self.kind = AssetImageKind(filename: filename)
    }

    /// "icon@2x.png (dark, 2x)".
    public var description: String {
        "\(filename) (\(appearance), \(scale.map { Self.scaleText($0) } ?? "single scale"))"
    }

    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() && abs(scale) < 1e6 ? "\(Int(scale))x" : "\(scale)x"
    }
}
