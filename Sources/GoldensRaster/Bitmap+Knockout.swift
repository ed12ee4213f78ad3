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
