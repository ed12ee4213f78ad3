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

/// Checks the transitions `indices` of the suite against the goldens in `layout`, and prints
/// what the run cost and how its frames were verified.
@MainActor
func run(_ label: String, indices: [Int], layout: GoldenLayout, mode: RecordMode, verifyPixels: Bool = false,
         changed: Int? = nil) throws -> Double {
    try? FileManager.default.removeItem(atPath: layout.recordsDirectory)
    var verified = (fingerprint: 0, pixels: 0, failed: 0)
    let started = Stopwatch.now()
    for index in indices {
        let location = GoldenTestLocation(suite: "Suite", test: "t\(index)", fileID: "SuiteBenchmark/main.swift",
                                          filePath: #filePath, line: #line, column: 1)
        var check = GoldenCheck(transition: "present", location: location, recordMode: mode, layout: layout)
        check.recordingFailsTest = false
        check.verifyPixels = verifyPixels
        check.startedAt = .now  // a record's cost includes drawing its frames
        let result = try check.run(try frames(of: index, tint: index == changed ? 0.9 : 0.4).map(GoldenFrame.init))
        for frame in result.record.frames {
            if frame.verifiedBy == .fingerprint { verified.fingerprint += 1 }
            if frame.verifiedBy == .pixels { verified.pixels += 1 }
            if frame.status == .different { verified.failed += 1 }
        }
    }
    let seconds = Stopwatch.now() - started
    print("\(label): \(DecimalText.fixed(seconds, digits: 1)) s, \(verified.fingerprint) by fingerprint, \(verified.pixels) by pixels, "
        + "\(verified.failed) differ; peak \(Int(peakMegabytes())) MB")
    fflush(nil)  // shards print as they finish, in order with the process that started them
    return seconds
}

/// Each frame's verdict in a run's records, by "Suite/test/transition/label".
func verdicts(_ records: [GoldenRunRecord]) -> [String: String] {
    var verdicts: [String: String] = [:]
    for record in records {
        for frame in record.frames { verdicts[record.identifier + "/" + frame.label] = "\(frame.status)" }
    }
    return verdicts
}

/// `shards N`: the suite checked by pixels (one transition changed) in one process, then split
/// in N shards balanced by that run's costs, run as N processes of this program, `parallel` at
/// a time, and merged as `goldens report --merge` merges. Prints each shard's cost and whether
/// the merged verdicts are the unsharded run's.
@MainActor
func runShards(count: Int, parallel: Int, transitions: Int, directory: String) throws {
    let goldens = directory + "/Goldens"
    let whole = GoldenLayout(goldensDirectory: goldens, artifactsDirectory: directory + "/unsharded")
    if !FileManager.default.fileExists(atPath: goldens) {
        _ = try run("record", indices: Array(0..<transitions), layout: whole, mode: .missing)
    }
    let unsharded = try run("unsharded, by pixels", indices: Array(0..<transitions), layout: whole, mode: .never,
                            verifyPixels: true, changed: 0)
    let expected = GoldenRunRecord.loadAll(from: whole.recordsDirectory).records

    // The shards, `parallel` at a time; each is this program's `shard I/N` mode.
    var pending = Array(1...count)
    var running: [(index: Int, process: Process, started: Double)] = []
    var wall = [Int: Double]()
    let started = Stopwatch.now()
    while !pending.isEmpty || !running.isEmpty {
        while running.count < parallel, !pending.isEmpty {
            let index = pending.removeFirst()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["shard", "\(index)/\(count)", "\(transitions * 12)", directory]
            try process.run()
            running.append((index, process, Stopwatch.now()))
        }
        // Whichever shard ends first frees its slot (polled: Process offers no wait-for-any).
        guard let done = running.firstIndex(where: { !$0.process.isRunning }) else {
            usleep(5_000)
            continue
        }
        let finished = running.remove(at: done)
        wall[finished.index] = Stopwatch.now() - finished.started
        guard finished.process.terminationStatus == 0 else {
            for other in running { other.process.terminate() }
            throw BenchmarkFailure("shard \(finished.index)/\(count) exited with \(finished.process.terminationStatus)")
        }
    }
    let shardsWall = Stopwatch.now() - started

    let shardDirectories = (1...count).map { directory + "/shard-\($0)" }
    let merged = try ShardMerge.merge(shardDirectories, into: directory + "/merged")
    // Each shard's records, read once: how many transitions it ran and what they cost.
    let shardRecords = shardDirectories.map { GoldenRunRecord.loadAll(from: $0 + "/records").records }
    let costs = shardRecords.map { $0.map(\.durationSeconds).reduce(0, +) }
    let processes = (1...count).map { wall[$0] ?? 0 }
    print("shards (\(count) processes, \(parallel) at a time): \(DecimalText.fixed(shardsWall, digits: 1)) s wall, "
        + "against \(DecimalText.fixed(unsharded, digits: 1)) s unsharded")
    for index in 0..<count {
        print("  shard \(index + 1): \(shardRecords[index].count) transitions, \(DecimalText.fixed(costs[index], digits: 1)) s recorded, "
            + "\(DecimalText.fixed(processes[index], digits: 1)) s process")
    }
    func spread(_ values: [Double]) -> String {
        guard let low = values.min(), low > 0, let high = values.max() else { return "n/a (a shard had no work)" }
        return DecimalText.fixed(high / low, digits: 3)
    }
    print("largest / smallest shard: \(spread(costs)) recorded, \(spread(processes)) process (bar 1.2)")
    let mergedVerdicts = verdicts(merged.records), expectedVerdicts = verdicts(expected)
    let same = mergedVerdicts == expectedVerdicts
    let differing = expectedVerdicts.values.filter { $0 != "\(GoldenFrameStatus.passed)" }.count
    print("merged: \(merged.records.count) transitions, \(mergedVerdicts.count) frames, "
        + "\(merged.problems.count) unreadable records; verdicts \(same ? "identical to" : "DIFFERENT from") the unsharded run's "
        + "(\(differing) frames not matching their golden in both)")
    if !same { throw BenchmarkFailure("the merged shards' verdicts differ from the unsharded run's") }
}

/// `shard I/N`: one shard's part of the suite, by pixels, balanced by the unsharded run's costs.
@MainActor
func runShard(_ text: String, transitions: Int, directory: String) throws {
    let shard = try Shard.parse(text, environment: [:])
    let costs = ShardCosts(records: GoldenRunRecord.loadAll(from: directory + "/unsharded/records").records)
    let mine = shard.select(Array(0..<transitions), identifier: { "Suite/t\($0)/present" },
                            cost: { costs.cost(of: "Suite/t\($0)/present") })
    let layout = GoldenLayout(goldensDirectory: directory + "/Goldens", artifactsDirectory: directory + "/shard-\(shard.index)")
    _ = try run("shard \(shard)", indices: mine, layout: layout, mode: .never, verifyPixels: true, changed: 0)
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first.flatMap { ["shards", "shard"].contains($0) ? $0 : nil }
let shardArgument = command == nil ? nil : (arguments.count > 1 ? arguments[1] : "4")
if command != nil { arguments.removeFirst(min(2, arguments.count)) }
let frameCount = arguments.first.flatMap { Int($0) } ?? 1000
let directory = arguments.count > 1 ? arguments[1]
    : FileManager.default.temporaryDirectory.appendingPathComponent("goldens-suite-\(UUID().uuidString)").path
let transitions = max(1, frameCount / 12)
if command == nil {
    print("suite: \(transitions) transitions x 12 frames at 1170 x 2532 px, in \(directory)")
}
try MainActor.assumeIsolated {
    switch command {
    case "shard":
        try runShard(shardArgument ?? "", transitions: transitions, directory: directory)
    case "shards":
        guard let count = Int(shardArgument ?? ""), (1...64).contains(count) else {
            throw BenchmarkFailure("shards \(shardArgument ?? ""): expected a shard count from 1 to 64")
        }
        print("suite: \(transitions) transitions x 12 frames at 1170 x 2532 px, in \(directory)")
        try runShards(count: count, parallel: 2, transitions: transitions, directory: directory)
    default:
        let layout = GoldenLayout(goldensDirectory: directory + "/Goldens", artifactsDirectory: directory + "/artifacts")
        let all = Array(0..<transitions)
        let full = try run("full (records)", indices: all, layout: layout, mode: .missing)
        let same = try run("nothing changed", indices: all, layout: layout, mode: .never)
        let one = try run("one changed", indices: all, layout: layout, mode: .never, changed: 0)
        print("nothing changed / full: \(DecimalText.fixed(same / full * 100, digits: 1)) %; "
            + "one changed / full: \(DecimalText.fixed(one / full * 100, digits: 1)) %")
    }
}
if arguments.count <= 1 && command != "shard" { try? FileManager.default.removeItem(atPath: directory) }
