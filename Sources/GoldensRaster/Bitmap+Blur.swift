extension Bitmap {
    /// How a blur treats what lies beyond the bitmap's edges.
    public enum BlurEdges: Sendable {
        /// Transparent: the blur spreads out past the edges (the result is larger by `margin`
        /// on each side) and fades at them, as Core Image's Gaussian blur of an image does.
        case transparent
        /// The edge pixels repeat: the result has the bitmap's size and no faded rim (an image
        /// clamped to its extent before it is blurred).
        case repeated
    }

    /// How far past each edge a blur of standard deviation `sigma` (pixels) reaches: three box
    /// radii, the width of the three box passes that approximate the Gaussian.
    public static func blurMargin(sigma: Double) -> Int { 3 * BoxBlur.radius(sigma: sigma) }

    /// The Gaussian blur of the bitmap (standard deviation `sigma` pixels), approximated as
    /// shadows and backdrops are, by three box passes across and down on the premultiplied
    /// channels: deterministic integer arithmetic. A `sigma` that blurs nothing returns the
    /// bitmap (grown by a zero margin).
    public func gaussianBlurred(sigma: Double, edges: BlurEdges) -> Bitmap {
        let radius = sigma.isFinite ? BoxBlur.radius(sigma: sigma) : 0
        let margin = 3 * radius
        let outWidth = edges == .transparent ? width + 2 * margin : width
        let outHeight = edges == .transparent ? height + 2 * margin : height
        guard radius > 0, width > 0, height > 0 else {
            if edges == .repeated || margin == 0 { return self }
            return Bitmap(width: outWidth, height: outHeight)
        }
        // The work area: the bitmap with the margin all round, filled by the edge rule.
        let areaWidth = width + 2 * margin, areaHeight = height + 2 * margin
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: areaWidth * areaHeight * 4)
        defer { buffer.deallocate() }
        let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: max(areaWidth, areaHeight) * 4)
        defer { scratch.deallocate() }
        let (w, h) = (width, height)
        withUnsafeBytes { source in
            let bytes = source.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var y = 0
            while y < areaHeight {
                var x = 0
                while x < areaWidth {
                    var sx = x &- margin, sy = y &- margin
                    let inside = sx >= 0 && sx < w && sy >= 0 && sy < h
                    let cell = buffer + ((y &* areaWidth &+ x) &* 4)
                    if inside || edges == .repeated {
                        sx = Swift.min(Swift.max(sx, 0), w &- 1)
                        sy = Swift.min(Swift.max(sy, 0), h &- 1)
                        let pixel = bytes + ((sy &* w &+ sx) &* 4)
                        cell[0] = UInt16(pixel[0]); cell[1] = UInt16(pixel[1]); cell[2] = UInt16(pixel[2]); cell[3] = UInt16(pixel[3])
                    } else {
                        cell[0] = 0; cell[1] = 0; cell[2] = 0; cell[3] = 0
                    }
                    x &+= 1
                }
                y &+= 1
            }
        }
        BoxBlur.threePasses(buffer, width: areaWidth, height: areaHeight, channels: 4, radius: radius, scratch: scratch)
        var result = Bitmap(width: outWidth, height: outHeight)
        let offset = edges == .transparent ? 0 : margin
        result.withUnsafeMutableBytes { target in
            let bytes = target.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var y = 0
            while y < outHeight {
                var x = 0
                while x < outWidth {
                    let cell = buffer + (((y &+ offset) &* areaWidth &+ (x &+ offset)) &* 4)
                    let pixel = bytes + ((y &* outWidth &+ x) &* 4)
                    // Premultiplied: no channel above its alpha after rounding.
                    let alpha = UInt8(truncatingIfNeeded: Swift.min(cell[3], 255))
                    pixel[0] = Swift.min(UInt8(truncatingIfNeeded: Swift.min(cell[0], 255)), alpha)
                    pixel[1] = Swift.min(UInt8(truncatingIfNeeded: Swift.min(cell[1], 255)), alpha)
                    pixel[2] = Swift.min(UInt8(truncatingIfNeeded: Swift.min(cell[2], 255)), alpha)
                    pixel[3] = alpha
                    x &+= 1
                }
                y &+= 1
            }
        }
        return result
    }
}
