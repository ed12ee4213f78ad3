// Diff benchmark: generated golden/actual pairs at three sizes and four kinds, compared by the
// diff engine under three tolerances. Compute-only timings (both bitmaps already in memory).
//
//   DiffBenchmark                  generate the pairs (if missing) into out/diff and time them
//   DiffBenchmark generate DIR     write the pairs as PNGs into DIR
//   DiffBenchmark compute DIR      time the pairs found in DIR, one tab-separated line each
//
// File-to-file timings of `goldens diff` and of the peers (pixelmatch, blazediff) are taken
// in the same run by Benchmarks/Scripts/diff_peers.py, which calls this binary for the
// compute-only figures.
import BenchmarkSupport
import Foundation
import GoldensDiff
import GoldensPNG
import GoldensRaster

/// The pair kinds the issue asks for.
enum PairKind: String, CaseIterable {
    case identical
    /// Every anti-aliased shape moved right by one pixel.
    case aaShift = "aa-shift"
    /// One card's fill changed by a small colour step (CIEDE2000 about 1-3).
    case smallColor = "small-color"
    /// The lower half of the screen replaced by other content.
    case largeChange = "large-change"
}

let sizes = [(390, 844), (1170, 2532), (4096, 4096)]

/// A UI-like screen: a light background, a grid of flat cards (axis-aligned, no anti-aliasing),
/// each with an anti-aliased round avatar and a thin anti-aliased diagonal stroke.
struct Screen {
    var width: Int
    var height: Int
    /// Horizontal offset of every anti-aliased shape (the aa-shift pair moves them by one pixel).
    var shapeShift = 0
    /// Colour of the first card (the small-color pair changes it slightly).
    var firstCardColor: (UInt8, UInt8, UInt8) = (226, 234, 248)
    /// From this row down, draw the alternative content (the large-change pair).
    var alternativeFromRow = Int.max

    func render() -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 246, g: 246, b: 250, a: 255))
        let scale = max(1, width / 390)
        let cardWidth = 170 * scale, cardHeight = 120 * scale, gap = 16 * scale
        bitmap.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var index = 0
            var top = gap
            while top + cardHeight <= height {
                var left = gap
                while left + cardWidth <= width {
                    let alternative = top >= alternativeFromRow
                    let color: (UInt8, UInt8, UInt8) = index == 0 ? firstCardColor
                        : alternative ? (40, 44, 60) : (255, 255, 255)
                    fillRect(base, x: left, y: top, w: cardWidth, h: cardHeight, color)
                    let radius = Double(28 * scale) + Double(index % 3) * 0.35
                    let cx = Double(left + 40 * scale + shapeShift) + 0.3, cy = Double(top + 40 * scale) + 0.6
                    fillDisk(base, cx: cx, cy: cy, r: radius, alternative ? (250, 180, 60) : (52, 120, 246))
                    strokeLine(base, x0: Double(left + 80 * scale + shapeShift), y0: Double(top + 90 * scale),
                               x1: Double(left + 160 * scale + shapeShift), y1: Double(top + 20 * scale),
                               halfWidth: 0.8 * Double(scale), alternative ? (255, 255, 255) : (30, 30, 30))
                    index += 1
                    left += cardWidth + gap
                }
                top += cardHeight + gap
            }
        }
        return bitmap
    }

    private func put(_ base: UnsafeMutablePointer<UInt8>, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), coverage: Double) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let p = base + (y * width + x) * 4
        let k = min(1, coverage)
        p[0] = UInt8((Double(c.0) * k + Double(p[0]) * (1 - k)).rounded())
        p[1] = UInt8((Double(c.1) * k + Double(p[1]) * (1 - k)).rounded())
        p[2] = UInt8((Double(c.2) * k + Double(p[2]) * (1 - k)).rounded())
        p[3] = 255
    }

    private func fillRect(_ base: UnsafeMutablePointer<UInt8>, x: Int, y: Int, w: Int, h: Int, _ c: (UInt8, UInt8, UInt8)) {
        for yy in y..<min(y + h, height) {
            for xx in x..<min(x + w, width) { put(base, xx, yy, c, coverage: 1) }
        }
    }

    /// Coverage from the signed distance to the circle's edge (a one-pixel ramp).
    private func fillDisk(_ base: UnsafeMutablePointer<UInt8>, cx: Double, cy: Double, r: Double, _ c: (UInt8, UInt8, UInt8)) {
        for y in Int(cy - r - 2)...Int(cy + r + 2) {
            for x in Int(cx - r - 2)...Int(cx + r + 2) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                put(base, x, y, c, coverage: max(0, min(1, r - (dx * dx + dy * dy).squareRoot() + 0.5)))
            }
        }
    }

    private func strokeLine(_ base: UnsafeMutablePointer<UInt8>, x0: Double, y0: Double, x1: Double, y1: Double,
                            halfWidth: Double, _ c: (UInt8, UInt8, UInt8)) {
        let dx = x1 - x0, dy = y1 - y0, length = (dx * dx + dy * dy).squareRoot()
        for y in Int(min(y0, y1) - 2)...Int(max(y0, y1) + 2) {
            for x in Int(min(x0, x1) - 2)...Int(max(x0, x1) + 2) {
                let px = Double(x) + 0.5 - x0, py = Double(y) + 0.5 - y0
                let t = (px * dx + py * dy) / (length * length)
                guard t >= 0, t <= 1 else { continue }
                let distance = abs(px * dy - py * dx) / length
                put(base, x, y, c, coverage: max(0, min(1, halfWidth - distance + 0.5)))
            }
        }
    }
}

func pair(_ kind: PairKind, width: Int, height: Int) -> (Bitmap, Bitmap) {
    let golden = Screen(width: width, height: height)
    var actual = golden
    switch kind {
    case .identical: break
    case .aaShift: actual.shapeShift = 1
    case .smallColor: actual.firstCardColor = (228, 233, 246)
    case .largeChange: actual.alternativeFromRow = height / 2
    }
    return (golden.render(), actual.render())
}

func pairName(_ kind: PairKind, _ width: Int, _ height: Int) -> String { "\(width)x\(height)-\(kind.rawValue)" }

func generate(into directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (width, height) in sizes {
        for kind in PairKind.allCases {
            let name = pairName(kind, width, height)
            let goldenPath = "\(directory)/\(name)-golden.png", actualPath = "\(directory)/\(name)-actual.png"
            if FileManager.default.fileExists(atPath: goldenPath) && FileManager.default.fileExists(atPath: actualPath) { continue }
            let (golden, actual) = pair(kind, width: width, height: height)
            try PNGEncoder.write(golden, to: goldenPath)
            try PNGEncoder.write(actual, to: actualPath)
        }
    }
}

let tolerances: [(String, Tolerance)] = [
    ("exact", .exact),
    ("yiq0.1+aa", .pixelmatchDefaults),
    ("de1+aa", .perceptual),
]

/// Times every pair in `directory`: one line per pair and tolerance, tab-separated:
/// config, pair, tolerance, ms, differing, failing, anti-aliasing.
func compute(_ directory: String) throws {
    for (width, height) in sizes {
        for kind in PairKind.allCases {
            let name = pairName(kind, width, height)
            let golden = try PNGDecoder.decode(contentsOf: "\(directory)/\(name)-golden.png").bitmap
            let actual = try PNGDecoder.decode(contentsOf: "\(directory)/\(name)-actual.png").bitmap
            let runs = width * height > 4_000_000 ? 5 : 9
            // Decoding one of the two files, for scale: file-to-file time is mostly this.
            let goldenBytes = try FileSystem.readFile(at: "\(directory)/\(name)-golden.png")
            for route in PNGDecoder.Route.allCases {
                let decodeMs = try Stopwatch.medianMilliseconds(runs: runs) {
                    _ = try PNGDecoder.decode(goldenBytes, route: route)
                }
                let label = route == .fastest ? "decode-one" : "decode-one:\(route)"
                print([BuildConfiguration.name, name, label, String(format: "%.3f", decodeMs), "0", "0", "0"].joined(separator: "\t"))
            }
            // In-process file to file, as the CLI does it: read both files, decode them on two
            // threads (once when the files are byte-identical), compare.
            let goldenPath = "\(directory)/\(name)-golden.png", actualPath = "\(directory)/\(name)-actual.png"
            var fileVerdict = try fileToFile(goldenPath, actualPath)
            let fileMs = try Stopwatch.medianMilliseconds(runs: runs) {
                fileVerdict = try fileToFile(goldenPath, actualPath)
            }
            print([BuildConfiguration.name, name, "file:yiq0.1+aa", String(format: "%.3f", fileMs),
                   String(fileVerdict.differingPixels), String(fileVerdict.failingPixels), String(fileVerdict.antiAliasedPixels)]
                .joined(separator: "\t"))
            for (label, tolerance) in tolerances {
                var verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: tolerance)
                let ms = Stopwatch.medianMilliseconds(runs: runs) {
                    verdict = ImageDiff.compare(golden: golden, actual: actual, tolerance: tolerance)
                }
                print([BuildConfiguration.name, name, label, String(format: "%.3f", ms),
                       String(verdict.differingPixels), String(verdict.failingPixels), String(verdict.antiAliasedPixels)]
                    .joined(separator: "\t"))
            }
        }
    }
}

/// Reads, decodes and compares two PNG files the way `goldens diff` does.
func fileToFile(_ goldenPath: String, _ actualPath: String) throws -> Verdict {
    let pair = try PNGFilePair(golden: goldenPath, actual: actualPath).decode()
    return ImageDiff.compare(golden: pair.golden, actual: pair.actual, tolerance: .pixelmatchDefaults)
}

let arguments = CommandLine.arguments
if arguments.count == 3 && arguments[1] == "generate" {
    try generate(into: arguments[2])
} else if arguments.count == 3 && arguments[1] == "compute" {
    try compute(arguments[2])
} else {
    let directory = "out/diff"
    try generate(into: directory)
    print("Diff benchmark (\(BuildConfiguration.name)), compute-only, median ms; peers: Scripts/diff_peers.py")
    try compute(directory)
}
