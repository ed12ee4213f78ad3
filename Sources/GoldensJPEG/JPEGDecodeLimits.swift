/// Limits applied before anything image-sized is allocated. The pixel and file limits are
/// GoldensPNG's, so an app image is refused at the same size whatever its format.
public struct JPEGDecodeLimits: Sendable, Equatable {
    /// Largest `width * height` accepted. The default fits a 4096x4096 frame.
    public var maxPixels: Int
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int
    /// Most scans accepted in one file. A progressive file from a camera or an image editor has
    /// about ten; each scan walks every block of its components, so a file of thousands of
    /// tiny scans would otherwise cost minutes while being only a few kilobytes.
    public var maxScans: Int

    public init(maxPixels: Int = 4096 * 4096, maxFileBytes: Int = 512 << 20, maxScans: Int = 256) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.maxScans = maxScans
    }

    public static let `default` = JPEGDecodeLimits()
}
