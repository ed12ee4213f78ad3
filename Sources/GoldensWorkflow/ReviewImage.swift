import GoldensRaster

/// Images prepared for people: shrunk for filmstrips and previews, flattened onto an opaque
/// background so every frame of an animation has the same PNG form.
public enum ReviewImage {
    /// The whole-number factor that fits `width` x `height` into `maxWidth` x `maxHeight`.
    public static func shrinkFactor(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> Int {
        let byWidth = (width + max(1, maxWidth) - 1) / max(1, maxWidth)
        let byHeight = (height + max(1, maxHeight) - 1) / max(1, maxHeight)
        return max(1, byWidth, byHeight)
    }

    /// `source` shrunk by the whole factor that fits it into `maxWidth` x `maxHeight`.
    public static func fitted(_ source: Bitmap, maxWidth: Int, maxHeight: Int) -> Bitmap {
        let factor = shrinkFactor(width: source.width, height: source.height, maxWidth: maxWidth, maxHeight: maxHeight)
        return flattened(source, factor: factor, width: max(1, source.width / factor), height: max(1, source.height / factor))
    }

    /// `source` shrunk by `factor` (each output pixel averages a factor x factor block) onto a
    /// `width` x `height` canvas, over a light grey checkerboard where the source is
    /// transparent or absent (a smaller actual in a size mismatch). Always opaque.
    public static func flattened(_ source: Bitmap, factor: Int, width: Int, height: Int) -> Bitmap {
        let factor = max(1, factor)
        var out = Bitmap(width: max(1, width), height: max(1, height), fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        let sourceWidth = source.width, sourceHeight = source.height
        let outWidth = out.width, outHeight = out.height
        source.withUnsafeBytes { sourceBytes in
            out.withUnsafeMutableBytes { outBytes in
                guard let to = outBytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                let from = sourceBytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
                var y = 0
                while y < outHeight {
                    var x = 0
                    while x < outWidth {
                        // The checkerboard (8-pixel squares) shows through transparency.
                        let light = ((x >> 3) ^ (y >> 3)) & 1 == 0
                        let background = light ? 236 : 204
                        var r = 0, g = 0, b = 0, a = 0, count = 0
                        if let from {
                            var sy = y &* factor
                            let endY = min(sourceHeight, sy &+ factor)
                            while sy < endY {
                                var sx = x &* factor
                                let endX = min(sourceWidth, sx &+ factor)
                                var offset = (sy &* sourceWidth &+ sx) &* 4
                                while sx < endX {
                                    r &+= Int(from[offset]); g &+= Int(from[offset &+ 1])
                                    b &+= Int(from[offset &+ 2]); a &+= Int(from[offset &+ 3])
                                    count &+= 1
                                    sx &+= 1
                                    offset &+= 4
                                }
                                sy &+= 1
                            }
                        }
                        let target = to + (y &* outWidth &+ x) &* 4
                        if count == 0 {
                            target[0] = UInt8(background); target[1] = UInt8(background); target[2] = UInt8(background)
                        } else {
                            // Premultiplied source over the opaque background, averaged over the block.
                            let half = count / 2
                            let alpha = (a &+ half) / count
                            let rest = 255 &- alpha
                            target[0] = UInt8(clamping: (r &+ half) / count &+ (background &* rest &+ 127) / 255)
                            target[1] = UInt8(clamping: (g &+ half) / count &+ (background &* rest &+ 127) / 255)
                            target[2] = UInt8(clamping: (b &+ half) / count &+ (background &* rest &+ 127) / 255)
                        }
                        target[3] = 255
                        x &+= 1
                    }
                    y &+= 1
                }
            }
        }
        return out
    }
}
