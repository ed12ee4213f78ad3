// A generated suite of golden-tested transitions, checked three times the way a team's CI
// would: a full run that records every golden, a run with nothing changed, and a run after one
// transition changed. Each transition is a menu presenting a card (cover vertical or cross
// dissolve) on a 390 x 844 pt screen at scale 3, sampled at every tenth of its duration plus
// the settled state (12 frames), with content varied by index. Prints each run's wall time,
// how many frames were verified by fingerprint and by pixels, and the peak memory so far.
//
//   swift run -c release SuiteBenchmark [frames] [directory]
import BenchmarkSupport
import Foundation
import GoldensScene
import GoldensTesting

final class Screen: ViewController {
    let index: Int
    let tint: Double

    init(_ name: String, index: Int, tint: Double) {
        self.index = index
        self.tint = tint
        super.init()
        self.name = name
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        for row in 0..<(4 + index % 5) {
            let card = View(frame: Rect(x: 16, y: 120 + Double(row) * 76, width: 358, height: 64))
            card.backgroundColor = Color(red: tint, green: Double((index + row) % 9) / 9, blue: 0.8)
            card.layer.cornerRadius = 12
            card.name = "card\(row)"
            view.addSubview(card)
        }
    }
}

/// Transition `index` of the suite: its frames, with `tint` changing the presented card.
@MainActor
func frames(of index: Int, tint: Double) throws -> [TransitionFrame] {
    let window = Window.iPhone(scale: 3)
    let menu = Screen("Menu\(index)", index: index, tint: 0.2)
    window.rootViewController = menu
    let details = Screen("Details\(index)", index: index + 3, tint: tint)
    details.modalPresentationStyle = .fullScreen
    details.modalTransitionStyle = index % 2 == 0 ? .coverVertical : .crossDissolve
    let times = SampleTimes.progress(stride(from: 0.0, through: 0.9, by: 0.1).map { ($0 * 10).rounded() / 10 })
    return try TransitionSampler(window: window).record(.present(details, from: menu), at: times)
}

/// Peak resident memory of this process so far, in MB.
func peakMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / (1024 * 1024)  // bytes on macOS
    #endif
}

@MainActor
func run(_ label: String, transitions: Int, layout: GoldenLayout, mode: RecordMode, changed: Int? = nil) throws -> Double {
    try? FileManager.default.removeItem(atPath: layout.recordsDirectory)
    var verified = (fingerprint: 0, pixels: 0, failed: 0)
    let started = ContinuousClock.now
    for index in 0..<transitions {
        let location = GoldenTestLocation(suite: "Suite", test: "t\(index)", fileID: "SuiteBenchmark/main.swift",
                                          filePath: #filePath, line: #line, column: 1)
        var check = GoldenCheck(transition: "present", location: location, recordMode: mode, layout: layout)
        check.recordingFailsTest = false
        let result = try check.run(try frames(of: index, tint: index == changed ? 0.9 : 0.4).map(GoldenFrame.init))
        for frame in result.record.frames {
            if frame.verifiedBy == .fingerprint { verified.fingerprint += 1 }
            if frame.verifiedBy == .pixels { verified.pixels += 1 }
            if frame.status == .different { verified.failed += 1 }
        }
    }
    let elapsed = started.duration(to: .now)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    print("\(label): \(DecimalText.fixed(seconds, digits: 1)) s, \(verified.fingerprint) by fingerprint, \(verified.pixels) by pixels, "
        + "\(verified.failed) differ; peak \(Int(peakMegabytes())) MB")
    return seconds
}

let arguments = CommandLine.arguments
let frameCount = arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000
let directory = arguments.count > 2 ? arguments[2]
    : FileManager.default.temporaryDirectory.appendingPathComponent("goldens-suite-\(UUID().uuidString)").path
let transitions = max(1, frameCount / 12)
let layout = GoldenLayout(goldensDirectory: directory + "/Goldens", artifactsDirectory: directory + "/artifacts")
print("suite: \(transitions) transitions x 12 frames at 1170 x 2532 px, in \(directory)")
try MainActor.assumeIsolated {
    let full = try run("full (records)", transitions: transitions, layout: layout, mode: .missing)
    let same = try run("nothing changed", transitions: transitions, layout: layout, mode: .never)
    let one = try run("one changed", transitions: transitions, layout: layout, mode: .never, changed: 0)
    print("nothing changed / full: \(DecimalText.fixed(same / full * 100, digits: 1)) %; one changed / full: \(DecimalText.fixed(one / full * 100, digits: 1)) %")
}
if arguments.count <= 2 { try? FileManager.default.removeItem(atPath: directory) }
