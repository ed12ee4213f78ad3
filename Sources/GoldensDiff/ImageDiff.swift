import GoldensRaster

/// Image comparison. (The engine lands here: verdicts, tolerances, anti-aliasing detection.)
public enum ImageDiff {
    /// True when both bitmaps have the same size and the same premultiplied bytes.
    public static func isIdentical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        a.width == b.width && a.height == b.height && a.bytes == b.bytes
    }
}
