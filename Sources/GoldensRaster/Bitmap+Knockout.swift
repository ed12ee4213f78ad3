extension Bitmap {
    /// This bitmap with `cut`'s coverage removed (a destination-out composite): each pixel is
    /// scaled by one minus `cut`'s alpha there, as a mark knocked out of a filled shape lets what
    /// lies behind show through. Integer arithmetic, `v · (255 − a) / 255` rounded, so the
    /// result is the same everywhere. A `cut` of another size leaves this bitmap as it is.
    public func removingCoverage(of cut: Bitmap) -> Bitmap {
        guard cut.width == width, cut.height == height else { return self }
        var result = self
        let byteCount = width * height * 4
        cut.withUnsafeBytes { cutBytes in
            result.withUnsafeMutableBytes { target in
                guard let mask = cutBytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let pixels = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                var offset = 0
                while offset < byteCount {
                    let keep = 255 &- UInt32(mask[offset &+ 3])
                    var channel = 0
                    while channel < 4 {
                        let value = UInt32(pixels[offset &+ channel])
                        pixels[offset &+ channel] = UInt8(truncatingIfNeeded: (value &* keep &+ 127) / 255)
                        channel &+= 1
                    }
                    offset &+= 4
                }
            }
        }
        return result
    }
}

extension Bitmap {
    /// An opaque image read as a mask (Core Graphics' `clip(to:mask:)` with a gray image): each
    /// pixel's gray level becomes its coverage, white where the level is, so a mask composite
    /// reads it from the alpha. The level of a colour pixel is its luma with integer Rec. 601
    /// weights, `(77 r + 150 g + 29 b) / 256`; a gray pixel's is its value.
    public func grayLevelAsAlpha() -> Bitmap { grayLevels(asAlpha: true) }

    /// The image in its gray levels (the same luma), each pixel opaque: what a gray bitmap
    /// context holds.
    public func grayscaled() -> Bitmap { grayLevels(asAlpha: false) }

    private func grayLevels(asAlpha: Bool) -> Bitmap {
        var result = self
        let byteCount = width * height * 4
        result.withUnsafeMutableBytes { target in
            guard let pixels = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var offset = 0
            while offset < byteCount {
                let r = UInt32(pixels[offset]), g = UInt32(pixels[offset &+ 1]), b = UInt32(pixels[offset &+ 2])
                let level = UInt8(truncatingIfNeeded: r == g && g == b ? r : (77 &* r &+ 150 &* g &+ 29 &* b) >> 8)
                pixels[offset] = level
                pixels[offset &+ 1] = level
                pixels[offset &+ 2] = level
                pixels[offset &+ 3] = asAlpha ? level : 255
                offset &+= 4
            }
        }
        return result
    }
}
