/// The colours of a diff image (opaque, so premultiplied equals straight):
/// - the golden, dimmed to a light grey, as the backdrop, so a change can be located in context;
/// - failing pixels red, anti-aliasing pixels yellow, tolerated differences (within the colour
///   threshold) light blue;
/// - ignored regions a darker blue-grey, so nobody wonders why nothing is marked there;
/// - for a size mismatch, the area only one image covers magenta.
public enum DiffPalette {
    public static let failingPixel = OpaqueColor(r: 255, g: 0, b: 0)
    public static let antiAliasedPixel = OpaqueColor(r: 255, g: 214, b: 0)
    public static let toleratedPixel = OpaqueColor(r: 110, g: 170, b: 255)
    public static let outsideOverlap = OpaqueColor(r: 255, g: 0, b: 255)

    static let failing = failingPixel.word
    static let antiAliased = antiAliasedPixel.word
    static let tolerated = toleratedPixel.word

    /// Writes `count` pixels of the golden row `source` as a dimmed grey: the luma of the pixel
    /// over white, pulled three quarters of the way towards white.
    @inline(__always)
    static func paintDimmed(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        var index = 0
        let end = count &* 4
        while index < end {
            let white = 255 &- Int(source[index &+ 3])
            let r = Int(source[index]) &+ white, g = Int(source[index &+ 1]) &+ white, b = Int(source[index &+ 2]) &+ white
            // Rec. 601 luma in 8.8 fixed point; the clamp guards non-premultiplied input.
            var luma = (r &* 77 &+ g &* 150 &+ b &* 29) >> 8
            if luma > 255 { luma = 255 }
            let grey = UInt8(truncatingIfNeeded: 255 &- ((255 &- luma) >> 2))
            target[index] = grey
            target[index &+ 1] = grey
            target[index &+ 2] = grey
            target[index &+ 3] = 255
            index &+= 4
        }
    }
}

/// An opaque colour for diff images and labels.
public struct OpaqueColor: Sendable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The opaque pixel's four bytes r, g, b, 255 as one word in memory order.
    var word: UInt32 {
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { raw in
            raw[0] = r
            raw[1] = g
            raw[2] = b
            raw[3] = 255
        }
        return value
    }
}
