// PNG encode and decode of a 1170x2532 transition-like frame, against Pillow (same run) and
// against optipng -o2's size for the same image.
import BenchmarkSupport
import Foundation
import GoldensPNG
import GoldensRaster

let frame = SyntheticFrame.make()
let outputDirectory = Peers.packageDirectory.appendingPathComponent("out")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
let framePath = outputDirectory.appendingPathComponent("png-frame.png").path
try PNGEncoder.write(frame, to: framePath)

print("PNG benchmark, \(frame.width)x\(frame.height) frame, \(BuildConfiguration.name) build")

// Size of the best-effort optimiser, as the yardstick for our size.
var optipngBytes: Int?
if let optipng = Peers.which("optipng") {
    let copy = outputDirectory.appendingPathComponent("png-frame-optipng.png").path
    try? FileManager.default.removeItem(atPath: copy)
    try FileManager.default.copyItem(atPath: framePath, toPath: copy)
    _ = Peers.run(optipng, ["-quiet", "-o2", copy])
    optipngBytes = (try? FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int) ?? nil
}

// Our encoder under the settings worth considering; the default is the one marked *.
let candidates: [(String, PNGEncodeOptions)] = [
    ("level 7, no filter *", .default),
    ("level 6, all filters", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: .all)),
    ("level 1, all filters", PNGEncodeOptions(compressionLevel: 1, strategy: .default, filters: .all)),
    ("level 3, all filters", PNGEncodeOptions(compressionLevel: 3, strategy: .default, filters: .all)),
    ("level 9, all filters", PNGEncodeOptions(compressionLevel: 9, strategy: .default, filters: .all)),
    ("level 6, filtered strategy", PNGEncodeOptions(compressionLevel: 6, strategy: .filtered, filters: .all)),
    ("level 6, RLE strategy", PNGEncodeOptions(compressionLevel: 6, strategy: .runLength, filters: .all)),
    ("level 6, up filter only", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: .up)),
    ("level 6, paeth only", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: .paeth)),
    ("level 6, no filter", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: .none)),
    ("level 4, no filter", PNGEncodeOptions(compressionLevel: 4, strategy: .default, filters: .none)),
    ("level 5, no filter", PNGEncodeOptions(compressionLevel: 5, strategy: .default, filters: .none)),
    ("level 8, no filter", PNGEncodeOptions(compressionLevel: 8, strategy: .default, filters: .none)),
    ("level 9, no filter", PNGEncodeOptions(compressionLevel: 9, strategy: .default, filters: .none)),
    ("level 6, none+sub", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: [.none, .sub])),
    ("level 6, none+up", PNGEncodeOptions(compressionLevel: 6, strategy: .default, filters: [.none, .up])),
]
let quick = CommandLine.arguments.contains("--quick")
print("\nencode                          ms      bytes   size vs optipng -o2")
var defaultEncodeMs = 0.0
for (name, options) in candidates.prefix(quick ? 1 : candidates.count) {
    var bytes = 0
    let ms = try Stopwatch.medianMilliseconds(runs: 5) { bytes = try PNGEncoder.encode(frame, options: options).count }
    if options == .default { defaultEncodeMs = ms }
    let ratio = optipngBytes.map { String(format: "%.3fx", Double(bytes) / Double($0)) } ?? "n/a"
    print(name.padding(toLength: 28, withPad: " ", startingAt: 0), String(format: "%8.1f %10d   %@", ms, bytes, ratio))
}
if let optipngBytes { print("optipng -o2                              \(optipngBytes)") }

let encoded = try PNGEncoder.encode(frame)
let decodeMs = try Stopwatch.medianMilliseconds(runs: 7) { _ = try PNGDecoder.decode(encoded) }
print(String(format: "\ndecode (default encoding)   %8.1f ms", decodeMs))

// Pillow, same frame, same run.
if let output = Peers.run(Peers.python, [Peers.packageDirectory.appendingPathComponent("Scripts/png_peers.py").path, framePath]),
   let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Double],
   let encode = object["pillow_encode_ms"], let decode = object["pillow_decode_ms"], let bytes = object["pillow_bytes"] {
    print(String(format: "Pillow encode %.1f ms (%d bytes), decode %.1f ms", encode, Int(bytes), decode))
    print(String(format: "ratios: our encode is %.2fx Pillow's time, our decode %.2fx Pillow's time",
                 defaultEncodeMs / encode, decodeMs / decode))
} else {
    print("Pillow: not available (python3 -m venv .venv && .venv/bin/pip install pillow)")
}
