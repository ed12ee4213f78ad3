@testable import GoldensRaster
import Testing

/// The row-at-one-height bilinear path (`ImageSampler.bilinearRow`) against the general one:
/// the same bytes for every position, step and clamp, since both sum the same four exact
/// products and round once.
@Suite struct ImageSamplingTests {
    @Test func theRowPathGivesTheGeneralPathsBytes() {
        // A 7 x 5 image of pseudo-random premultiplied texels (fixed seed).
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
