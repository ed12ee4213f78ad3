// Rendering a typical transition frame (DISPLAY_LIST.md, plus filled paths for text) against
// cairo (pycairo) and Skia's CPU raster backend (skia-python) drawing the same list in the
// same run. Run in release and in debug: `swift test` renders in debug.
import BenchmarkSupport
import Foundation
import GoldensPNG
import GoldensRaster

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let runs = quick ? 3 : 7
let images = TransitionScene.images()
let outputDirectory = Peers.packageDirectory.appendingPathComponent("out")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
for (name, bitmap) in images {
    try PNGEncoder.write(bitmap, to: outputDirectory.appendingPathComponent(name).path)
}
let label: (String, Rect, Transform) -> Path = TransitionScene.label
let renderer = Renderer(images: images)

print("Raster benchmark, \(BuildConfiguration.name) build, median of \(runs) runs")

func measure(_ list: DisplayList) throws -> Double {
    try Stopwatch.medianMilliseconds(runs: runs) { _ = try renderer.render(list) }
}

func peers(_ listPath: String) -> [String: Double]? {
    let script = Peers.packageDirectory.appendingPathComponent("Scripts/raster_peers.py").path
    guard let output = Peers.run(Peers.python, [script, listPath, "--runs", String(runs)]) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Double]
}

print("\nsize          ops   ours ms   cairo ms   skia ms   ours/cairo  ours/skia")
for (width, height) in [(390, 844), (1170, 2532), (4096, 4096)] {
    let list = TransitionScene.make(width: width, height: height, label: label)
    let path = outputDirectory.appendingPathComponent("raster-scene-\(width)x\(height).json").path
    try Data(list.json).write(to: URL(fileURLWithPath: path))
    let ours = try measure(list)
    try PNGEncoder.write(try renderer.render(list), to: outputDirectory.appendingPathComponent("raster-ours-\(width)x\(height).png").path)
    let peer = peers(path)
    let cairo = peer?["cairo_ms"], skia = peer?["skia_ms"]
    func cell(_ v: Double?) -> String { v.map { String(format: "%8.1f", $0) } ?? "     n/a" }
    func ratio(_ v: Double?) -> String { v.map { String(format: "%9.2fx", ours / $0) } ?? "       n/a" }
    print("\(width)x\(height)".padding(toLength: 12, withPad: " ", startingAt: 0),
          String(format: "%5d  %8.1f", list.ops.count, ours), cell(cairo), " ", cell(skia), "  ", ratio(cairo), ratio(skia))
    if let peer, let cairoDiff = peer["cairo_max_diff"], let skiaDiff = peer["skia_max_diff"] {
        print(String(format: "              max channel difference vs ours: cairo %d, skia %d (pixels > 2 apart: cairo %.3f%%, skia %.3f%%)",
                     Int(cairoDiff), Int(skiaDiff), peer["cairo_far_percent"] ?? 0, peer["skia_far_percent"] ?? 0))
    }
}

print("\nlayers at 1170x2532 (nested groups)   ours ms")
for groups in [0, 1, 2, 4, 8] {
    let list = TransitionScene.make(width: 1170, height: 2532, groups: groups, label: label)
    print(String(format: "%2d group%@                              %8.1f", groups, groups == 1 ? " " : "s", try measure(list)))
}
