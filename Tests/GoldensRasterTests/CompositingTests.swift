@testable import GoldensRaster
import Testing

/// The compositing kernels take shortcuts (two pixels per word, a run of equal pixels blended
/// once and filled); every byte must still be the written-out source-over formula, with each
/// product of two bytes rounded: `round(x · y / 255)`.
@Suite struct CompositingTests {
    /// `round(x · y / 255)`; never a tie, since 255 is odd.
    static func product(_ x: UInt32, _ y: UInt32) -> UInt32 { (2 * x * y + 255) / 510 }

    /// Source scaled by `alpha`, over the destination, channel by channel.
    static func over(_ source: UInt32, alpha: UInt32, _ destination: UInt32) -> UInt32 {
        let sourceAlpha = product(source >> 24, alpha)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let s = product((source >> shift) & 0xFF, alpha), d = (destination >> shift) & 0xFF
            result |= (s + product(d, 255 - sourceAlpha)) << shift
        }
        return result
    }

    /// Rows mixing long runs (one pixel repeated, over one colour), runs that end one pixel
    /// before a block boundary, and noise, from a fixed seed. Sources are premultiplied.
    static func rows(count: Int, seed: UInt64) -> (sources: [UInt32], destinations: [UInt32]) {
        var state = seed
        func next() -> UInt64 {  // a multiplicative hash of a counter: fixed, not random
            state &+= 1
            let z = (state &* 0x9E37_79B9_7F4A_7C15) ^ (state &* 0xD1B5_4A32_D192_ED03 >> 29)
            return z ^ (z >> 32)
        }
        func pixel() -> UInt32 {
            let a = next() % 2 == 0 ? 255 : UInt32(next() % 256)  // half opaque, as in a view's layer
            let channel = { UInt32(next() % UInt64(a + 1)) }
            return channel() | (channel() << 8) | (channel() << 16) | (a << 24)
        }
        var sources: [UInt32] = [], destinations: [UInt32] = []
        while sources.count < count {
            let run = [1, 2, 7, 8, 15, 16, 17, 31, 64, 200][Int(next() % 10)]
            let (s, d) = (pixel(), pixel())
            let sameDestination = next() % 3 != 0, noisy = next() % 4 == 0
            for _ in 0..<run {
                sources.append(noisy && next() % 5 == 0 ? pixel() : s)
                destinations.append(sameDestination ? d : pixel())
            }
        }
        return (Array(sources.prefix(count)), Array(destinations.prefix(count)))
    }

    /// Each pixel through the formula (a release build's loop), and runs found and blended
    /// once (a debug build's): `blendPixels` takes one of them.
    @Test(arguments: [0 as UInt32, 1, 128, 200, 254], [false, true])
    func groupCompositeIsTheFormulaAcrossRuns(alpha: UInt32, findingRuns: Bool) {
        for (count, seed) in [(1, 1), (15, 2), (16, 3), (17, 4), (1000, 5), (4099, 6)] as [(Int, UInt64)] {
            let (sources, destinations) = Self.rows(count: count, seed: seed)
            var pixels = destinations
            sources.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { dst in
                    if findingRuns {
                        Compositing.overScaledFindingRuns(dst.baseAddress!, source.baseAddress!, alpha: alpha, count: count)
                    } else {
                        Compositing.overScaled(dst.baseAddress!, source.baseAddress!, alpha: alpha, count: count)
                    }
                }
            }
            let expected = zip(sources, destinations).map { Self.over($0, alpha: alpha, $1) }
            let first = pixels.indices.first { pixels[$0] != expected[$0] }
            #expect(first == nil, "alpha \(alpha), \(count) pixels: pixel \(first ?? -1) differs")
        }
    }

    @Test(arguments: [1 as UInt32, 128, 255])
    func paintThroughCoverageIsTheFormula(alpha: UInt32) {
        let (sources, destinations) = Self.rows(count: 700, seed: UInt64(alpha))
        let coverage = (0..<700).map { UInt8(truncatingIfNeeded: $0 * 37 % 256) }
        for throughCoverage in [true, false] where throughCoverage || alpha == 255 {
            var pixels = destinations
            sources.withUnsafeBytes { source in
                coverage.withUnsafeBufferPointer { cov in
                    pixels.withUnsafeMutableBytes { dst in
                        Compositing.blendPixels(dst.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                source: source.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                coverage: throughCoverage ? cov.baseAddress! : nil, alpha: alpha, count: 700)
                    }
                }
            }
            let expected = (0..<700).map { i in
                Self.over(sources[i], alpha: throughCoverage ? Self.product(alpha, UInt32(coverage[i])) : alpha, destinations[i])
            }
            let first = pixels.indices.first { pixels[$0] != expected[$0] }
            #expect(first == nil, "alpha \(alpha), coverage \(throughCoverage): pixel \(first ?? -1) differs")
        }
    }

    @Test func solidThroughCoverageIsTheFormula() {
        let color = PremultipliedPixel(straightR: 250, g: 20, b: 140, a: 180)
        let (_, destinations) = Self.rows(count: 512, seed: 9)
        let coverage = (0..<512).map { UInt8($0 % 256) }
        var pixels = destinations
        coverage.withUnsafeBufferPointer { cov in
            pixels.withUnsafeMutableBytes { dst in
                Compositing.blendSolid(dst.baseAddress!.assumingMemoryBound(to: UInt8.self), coverage: cov.baseAddress!,
                                       count: 512, color: color)
            }
        }
        let expected = (0..<512).map { Self.over(color.word, alpha: UInt32(coverage[$0]), destinations[$0]) }
        let first = pixels.indices.first { pixels[$0] != expected[$0] }
        #expect(first == nil, "pixel \(first ?? -1) differs")
    }

    @Test(arguments: [0 as UInt8, 1, 77, 128, 254, 255])
    func translucentFillIsTheFormulaAcrossRuns(alpha: UInt8) {
        let color = PremultipliedPixel(straightR: 30, g: 200, b: 90, a: alpha)
        // Every alignment of the row's start, so the pairs begin on either pixel.
        for (count, offset) in [(1, 0), (2, 1), (33, 0), (33, 1), (1000, 0), (1001, 1)] {
            let (_, destinations) = Self.rows(count: count + offset, seed: UInt64(count))
            var pixels = destinations
            pixels.withUnsafeMutableBytes { dst in
                Compositing.fillSolid(dst.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset * 4,
                                      count: count, color: color)
            }
            let expected = destinations.enumerated().map { i, d in i < offset ? d : Self.over(color.word, alpha: 255, d) }
            let first = pixels.indices.first { pixels[$0] != expected[$0] }
            #expect(first == nil, "alpha \(alpha), \(count) pixels from \(offset): pixel \(first ?? -1) differs")
        }
    }

    /// The pair loop `fillSolid` runs, each way (see `groupCompositeIsTheFormulaAcrossRuns`).
    @Test(arguments: [false, true])
    func translucentPairsAreTheFormula(findingRuns: Bool) {
        let color = PremultipliedPixel(straightR: 230, g: 10, b: 90, a: 99)
        let (_, destinations) = Self.rows(count: 2000, seed: 11)
        var pixels = destinations
        pixels.withUnsafeMutableBufferPointer { dst in
            if findingRuns {
                Compositing.overConstantFindingRuns(dst.baseAddress!, pairs: 1000, source: color.word, inverse: 255 - 99)
            } else {
                Compositing.overConstant(dst.baseAddress!, pairs: 1000, source: color.word, inverse: 255 - 99)
            }
        }
        let expected = destinations.map { Self.over(color.word, alpha: 255, $0) }
        let first = pixels.indices.first { pixels[$0] != expected[$0] }
        #expect(first == nil, "pixel \(first ?? -1) differs")
    }

    @Test func runLengthCountsTheWordsEqualToTheFirst() {
        for length in [1, 2, 7, 8, 9, 15, 16, 17, 100, 1023, 1024, 1025] {
            for tail in [0, 1, 5, 300] {
                let words = [UInt32](repeating: 0xAABB_CCDD, count: length) + (0..<tail).map { UInt32($0) }
                let run = words.withUnsafeBufferPointer { Memory.runLength($0.baseAddress!, count: $0.count, minimum: 16) }
                if length >= 16 {
                    #expect(run == length, "\(length) equal words then \(tail) others")
                } else {
                    #expect(run < 16, "\(length) equal words then \(tail) others: shorter than the minimum")
                }
            }
        }
    }
}
