// JPEG decoding and encoding of a 1170x2532 transition-like frame, against Pillow (libjpeg-turbo)
// in the same run: Pillow writes the frame as baseline and progressive JPEGs, then both decode the
// same files; both encode the frame at quality 90 without subsampling, with optimized tables.
import BenchmarkSupport
import Foundation
import GoldensJPEG
import GoldensPNG
import GoldensRaster

let frame = SyntheticFrame.make()
let outputDirectory = Peers.packageDirectory.appendingPathComponent("out")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
let framePath = outputDirectory.appendingPathComponent("jpeg-frame.png").path
try PNGEncoder.write(frame, to: framePath)

print("JPEG benchmark, \(frame.width)x\(frame.height) frame, \(BuildConfiguration.name) build")

// Pillow writes the files and times its own decode of them.
guard let output = Peers.run(Peers.python, [Peers.packageDirectory.appendingPathComponent("Scripts/jpeg_peers.py").path,
                                            framePath, outputDirectory.path]),
      let peers = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: Any]] else {
    print("Pillow: not available (python3 -m venv .venv && .venv/bin/pip install pillow): no JPEG files to decode")
    exit(0)
}

print("\nfile                    bytes    ours ms   Pillow ms   ours / Pillow")
for name in ["baseline-420", "baseline-444", "progressive-420"] {
    guard let peer = peers[name], let path = peer["path"] as? String, let pillowMs = peer["decode_ms"] as? Double else { continue }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let ours = try Stopwatch.medianMilliseconds(runs: 5) { _ = try JPEGDecoder.decode(bytes) }
    print(name.padding(toLength: 20, withPad: " ", startingAt: 0),
          String(format: "%9d %10.1f %11.1f %12.2fx", bytes.count, ours, pillowMs, ours / pillowMs))
}

if let peer = peers["encode-444-q90"], let pillowMs = peer["encode_ms"] as? Double, let pillowBytes = peer["bytes"] as? Int {
    var encoded: [UInt8] = []
    let ours = Stopwatch.medianMilliseconds(runs: 5) { encoded = JPEGEncoder.encode(frame, quality: 90) ?? [] }
    print("\nencode, quality 90, 4:4:4     bytes    ours ms   Pillow ms   ours / Pillow")
    print(String(format: "ours %25d %10.1f %11.1f %12.2fx", encoded.count, ours, pillowMs, ours / pillowMs))
    print(String(format: "Pillow %23d", pillowBytes))
}
