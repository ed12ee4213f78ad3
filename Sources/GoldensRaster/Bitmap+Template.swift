extension Bitmap {
    /// This bitmap's coverage filled with `tint`: each pixel keeps its alpha and takes the tint's
    /// colour, as UIKit draws a template image (`.alwaysTemplate`, bar items, system buttons) in
    /// its view's tint colour. In premultiplied bytes, `tint · a / 255` rounded, in integers, so the
    /// result is the same everywhere.
    public func filled(with tint: PremultipliedPixel) -> Bitmap {
        var result = Bitmap(width: width, height: height)
        let count = width * height
        withUnsafeBytes { source in
            result.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let to = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                let r = UInt32(tint.r), g = UInt32(tint.g), b = UInt32(tint.b), alpha = UInt32(tint.a)
                var index = 0
                while index < count {
                    let offset = index &* 4
                    let a = UInt32(from[offset &+ 3])
                    to[offset] = UInt8(truncatingIfNeeded: (r &* a &+ 127) / 255)
                    to[offset &+ 1] = UInt8(truncatingIfNeeded: (g &* a &+ 127) / 255)
                    to[offset &+ 2] = UInt8(truncatingIfNeeded: (b &* a &+ 127) / 255)
                    to[offset &+ 3] = UInt8(truncatingIfNeeded: (alpha &* a &+ 127) / 255)
                    index &+= 1
                }
            }
        }
        return result
    }
}
