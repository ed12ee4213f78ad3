@testable import GoldensRaster
import Testing

/// Bilinear sampling's packed-lane arithmetic against the formula it implements, and the
/// row-at-one-height path (`ImageSampler.bilinearRow`) against the general one: the same
/// bytes for every position, step and clamp, since all sum the same four exact products and
/// round once.
@Suite struct ImageSamplingTests {
    /// A 7 x 5 image of pseudo-random premultiplied texels (fixed seed).
    private static func texels() -> [UInt8] {
        var state: UInt32 = 0x9E37_79B9
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        var texels: [UInt8] = []
        for _ in 0..<(7 * 5) {
            let a = next()
            texels += [UInt8(Int(next()) * Int(a) / 255), UInt8(Int(next()) * Int(a) / 255), UInt8(Int(next()) * Int(a) / 255), a]
        }
        return texels
    }

    /// The definition, one channel at a time: weights are the fraction rounded to 1/256 (a
    /// fraction rounding up to 1 moves to the next texel), edge texels repeat, and
    /// `(c00·(256−wx)·(256−wy) + c10·wx·(256−wy) + c01·(256−wx)·wy + c11·wx·wy + 2^15) >> 16`.
    private static func reference(_ texels: [UInt8], width: Int, height: Int, u: Int64, v: Int64) -> [UInt8] {
        func split(_ coordinate: Int64) -> (index: Int, weight: Int) {
            let weight = Int(((coordinate & 0xFFFF_FFFF) + 0x80_0000) >> 24)
            let index = Int(coordinate >> 32)
            return weight == 256 ? (index + 1, 0) : (index, weight)
        }
        let (ix, wx) = split(u), (iy, wy) = split(v)
        func texel(_ x: Int, _ y: Int, _ channel: Int) -> Int {
            Int(texels[(min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4 + channel])
        }
        return (0..<4).map { c in
            let sum = texel(ix, iy, c) * (256 - wx) * (256 - wy) + texel(ix + 1, iy, c) * wx * (256 - wy)
                + texel(ix, iy + 1, c) * (256 - wx) * wy + texel(ix + 1, iy + 1, c) * wx * wy
            return UInt8((sum + 32_768) >> 16)
        }
    }

    @Test func theGeneralPathComputesTheBilinearFormula() {
        let texels = Self.texels()
        let one = Int64(1) << 32
        var out = [UInt8](repeating: 0, count: 48 * 4)
        var checked = 0
        texels.withUnsafeBufferPointer { buffer in
            // Rotated, sheared, enlarged (several pixels per texel) and reduced steps, from
            // outside every edge and inside; weights that round up to the next texel.
            let steps: [(Int64, Int64)] = [(one / 7, one / 11), (-(one / 3), one / 5 + 999), (one + one / 3, -(one / 2)),
                                           (0, one / 6), (one / 256 * 255 + 77, one / 9)]
            for (du, dv) in steps {
                for (u, v) in [(-2 * one - 5, -one), (one / 2 + 99, 2 * one + (one >> 8) * 255 + (one >> 9)), (6 * one, 4 * one + 3)] {
                    let count = 48
                    out.withUnsafeMutableBufferPointer {
                        ImageSampler.bilinear(buffer.baseAddress!, width: 7, height: 5, u: u, du: du, v: v, dv: dv, count: count,
                                              into: $0.baseAddress!)
                    }
                    for i in 0..<count {
                        let expected = Self.reference(texels, width: 7, height: 5, u: u + du * Int64(i), v: v + dv * Int64(i))
                        #expect(Array(out[(i * 4)..<(i * 4 + 4)]) == expected, "u \(u), du \(du), v \(v), dv \(dv), pixel \(i)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 5 * 3 * 48)
    }

    @Test func theRowPathGivesTheGeneralPathsBytes() {
        let texels = Self.texels()
        let one = Int64(1) << 32
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: 14)
        defer { scratch.deallocate() }
        var general = [UInt8](repeating: 0, count: 64 * 4), row = general
        var checked = 0
        texels.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Enlarged, 1:1 and mirrored steps; starts left of, inside and right of the image;
            // rows above, inside, on a texel centre and below it.
            for du in [one / 9, one / 3 + 12_345, one, -(one / 5)] {
                for u in [-2 * one - 7, one / 2 + 99, 5 * one + 4_321, 9 * one] {
                    for v in [-one, 0, one + one / 3, 2 * one + (one >> 8) * 255 + (one >> 9), 6 * one] {
                        let count = 40
                        let last = u &+ du &* Int64(count - 1)
                        let lo = Int(min(u, last) >> 32), hi = Int(max(u, last) >> 32) + 2
                        general.withUnsafeMutableBufferPointer {
                            ImageSampler.bilinear(base, width: 7, height: 5, u: u, du: du, v: v, dv: 0, count: count, into: $0.baseAddress!)
                        }
                        row.withUnsafeMutableBufferPointer {
                            ImageSampler.bilinearRow(base, width: 7, height: 5, u: u, du: du, v: v, columnsFrom: lo, to: hi,
                                                     scratch: scratch, count: count, into: $0.baseAddress!)
                        }
                        #expect(general == row, "u \(u), du \(du), v \(v)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 80)
    }
}
