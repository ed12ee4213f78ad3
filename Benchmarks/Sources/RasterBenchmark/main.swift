// Rendering a typical transition frame (docs/DisplayListFormat.md version 1, plus filled paths
// for text) against
// cairo (pycairo) and Skia's CPU raster backend (skia-python) drawing the same list in the
// same run. Run in release and in debug: `swift test` renders in debug.
import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GoldensPNG
import GoldensRaster

let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let runs = quick ? 3 : 7
/// `--size 1170x2532` limits the run to one canvas size (and skips the layer series).
let onlySize: String? = arguments.firstIndex(of: "--size").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
let images = TransitionScene.images()
let outputDirectory = Peers.packageDirectory.appendingPathComponent("out")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
for (name, bitmap) in images {
    try PNGEncoder.write(bitmap, to: outputDirectory.appendingPathComponent(name).path)
}
let label: (String, Rect, Transform) -> Path = TransitionScene.label
let renderer = Renderer(images: images)

/// `--profile N --size WxH [--threads T]`: only render that frame N times (for `perf record`).
if let index = arguments.firstIndex(of: "--profile"), index + 1 < arguments.count, let repeats = Int(arguments[index + 1]),
   let size = onlySize?.split(separator: "x").compactMap({ Int($0) }), size.count == 2 {
    let threads = arguments.firstIndex(of: "--threads").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? 1
    let list = TransitionScene.make(width: size[0], height: size[1], label: label)
    let banded = Renderer(images: images, threads: threads)
    for _ in 0..<repeats { _ = try banded.render(list) }
    exit(0)
}

print("Raster benchmark, \(BuildConfiguration.name) build, fastest of \(runs) runs, CPU ms per frame")

/// Seconds of CPU time used by this thread. Rendering is single-threaded on every side, and
/// on a shared machine CPU time is far steadier than wall time (the peers measure the same).
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The fastest of `runs` renders after a warm-up, in CPU milliseconds.
func measure(_ list: DisplayList) throws -> Double {
    _ = try renderer.render(list)
    var best = Double.infinity
    for _ in 0..<runs {
        let start = threadCPUSeconds()
        _ = try renderer.render(list)
        best = min(best, (threadCPUSeconds() - start) * 1000)
    }
    return best
}

func peers(_ listPath: String) -> [String: Double]? {
    let script = Peers.packageDirectory.appendingPathComponent("Scripts/raster_peers.py").path
    guard let output = Peers.run(Peers.python, [script, listPath, "--runs", String(runs)]) else { return nil }
    return (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Double]
}

print("\nsize          ops   ours ms   cairo ms   skia ms   ours/cairo  ours/skia")
for (width, height) in [(390, 844), (1170, 2532), (4096, 4096)] where onlySize == nil || onlySize == "\(width)x\(height)" {
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

// Banded rendering on several threads: wall time (CPU time would count every thread), the
// median of `runs` renders, against one thread in the same run; the bytes are checked equal.
let cores = ProcessInfo.processInfo.activeProcessorCount
print("\nthreads (wall ms, median of \(runs); \(cores) cores)   1 thread   \(cores) threads   speed-up")
for (width, height) in [(390, 844), (1170, 2532), (4096, 4096)] where onlySize == nil || onlySize == "\(width)x\(height)" {
    let list = TransitionScene.make(width: width, height: height, label: label)
    let banded = Renderer(images: images, threads: cores)
    let single = try Stopwatch.medianMilliseconds(runs: runs) { _ = try renderer.render(list) }
    let parallel = try Stopwatch.medianMilliseconds(runs: runs) { _ = try banded.render(list) }
    let same = try renderer.render(list) == banded.render(list)
    print("\(width)x\(height)".padding(toLength: 34, withPad: " ", startingAt: 0),
          String(format: "%8.1f   %9.1f   %7.2fx", single, parallel, single / parallel), same ? "" : "  BYTES DIFFER")
}

if onlySize == nil { print("\nlayers at 1170x2532 (nested groups)   ours ms") }
for groups in [0, 1, 2, 4, 8] where onlySize == nil {
    let list = TransitionScene.make(width: 1170, height: 2532, groups: groups, label: label)
    print(String(format: "%2d group%@                              %8.1f", groups, groups == 1 ? " " : "s", try measure(list)))
}

// Hard cases against a 16x16-supersampled cairo reference (aliased samples averaged: an
// independent estimate of exact area coverage), and against cairo and skia themselves.
if onlySize == nil || arguments.contains("--hard") {
    print("\nhard cases: largest channel difference from the 16x16-supersampled reference (and ours vs peers)")
    print("case            ours  cairo  skia   ours-cairo  ours-skia")
    for (name, list) in HardCases.all() {
        let path = outputDirectory.appendingPathComponent("raster-scene-hard-\(name).json").path
        try Data(list.json).write(to: URL(fileURLWithPath: path))
        try PNGEncoder.write(try renderer.render(list), to: outputDirectory.appendingPathComponent("raster-ours-hard-\(name).png").path)
        let script = Peers.packageDirectory.appendingPathComponent("Scripts/raster_peers.py").path
        guard let output = Peers.run(Peers.python, [script, path, "--runs", "1", "--supersampled"]),
              let peer = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Double] else {
            print(name, "peers not available")
            continue
        }
        func value(_ key: String) -> String { peer[key].map { String(format: "%5d", Int($0)) } ?? "  n/a" }
        print(name.padding(toLength: 14, withPad: " ", startingAt: 0), value("reference_max_diff_ours"), " ", value("reference_max_diff_cairo"),
              value("reference_max_diff_skia"), "     ", value("cairo_max_diff"), "     ", value("skia_max_diff"))
    }
}
