import GoldensDiff
import GoldensRaster

/// Small constructed images for diff tests.
enum DiffFixtures {
    static func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedPixel {
        PremultipliedPixel(r: r, g: g, b: b, a: 255)
    }

    /// A flat opaque image.
    static func flat(width: Int = 16, height: Int = 16, _ pixel: PremultipliedPixel) -> Bitmap {
        Bitmap(width: width, height: height, fill: pixel)
    }

    /// White left of `edge`, black right of it, with one grey anti-aliased column at `edge`
    /// (what a vertical edge at x = edge + 0.5 looks like).
    static func verticalEdge(width: Int = 24, height: Int = 12, edge: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt8 = x < edge ? 255 : (x == edge ? 128 : 0)
                bitmap[x, y] = opaque(value, value, value)
            }
        }
        return bitmap
    }

    /// A deterministic busy image (a linear congruential generator, fixed seed).
    static func noise(width: Int, height: Int, seed: UInt32) -> Bitmap {
        var state = seed
        var bitmap = Bitmap(width: width, height: height)
        bitmap.withUnsafeMutableBytes { bytes in
            var index = 0
            while index < bytes.count {
                state = state &* 1_664_525 &+ 1_013_904_223
                bytes[index] = UInt8(truncatingIfNeeded: state >> 24)
                if index % 4 == 3 { bytes[index] = 255 }
                index += 1
            }
        }
        return bitmap
    }
}
