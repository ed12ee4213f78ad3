// Auto Layout's solver (GoldensLayout) on a 200-view screen: a list of 40 rows of 5 views (icon,
// title, subtitle, badge, accessory) in a 390-pt container, with the constraints Auto Layout
// makes for it (edges and gaps, content hugging @250 and compression resistance @750, equal
// widths, a preferred width @999, row spacing @500, required >= bounds). Times the full solve
// from scratch and one in-place constant change at the top of the screen that moves every row,
// against kiwisolver on the same system in the same run (Scripts/layout_peers.py), and checks
// that both solvers give the same values. Run in release and in debug: `swift test` lays out in
// debug.
import BenchmarkSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GoldensLayout

let arguments = CommandLine.arguments
let runs = arguments.contains("--quick") ? 3 : 9

/// `Σ coefficient·x[index] + constant ⋈ 0` at `priority`: one constraint as data, in the shape
/// layout_peers.py reads, so both solvers get the same system.
struct ConstraintSpec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: LinearRelation
    var priority: Double
}

/// SplitMix64 with a fixed seed: the same screen in every run and in every process.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

/// The screen's system. Variables 4v...4v+3 are view v's minX, minY, width and height (v = 5 ×
/// row + column); the last four are the container's. Every optional priority is chosen so the
/// optimum is unique (title hugs at 250, subtitle at 251; title resists compression at 750,
/// subtitle at 749), so two correct solvers must agree on every value.
struct Screen {
    static let rows = 40, columns = 5
    var variableCount = 0
    var names: [String] = []
    var specs: [ConstraintSpec] = []
    /// The constraint the change benchmark sets, and its two constants.
    var changed = 0
    var constants = (original: 0.0, changed: 0.0)

    init() {
        var random = SplitMix64(state: 0x5EED_1A70)
        let views = Self.rows * Self.columns
        let kinds = ["icon", "title", "subtitle", "badge", "accessory"]
        for v in 0..<views {
            let view = "row\(v / Self.columns).\(kinds[v % Self.columns])"
            names += ["\(view).minX", "\(view).minY", "\(view).width", "\(view).height"]
        }
        names += ["container.minX", "container.minY", "container.width", "container.height"]
        variableCount = names.count
        func x(_ v: Int) -> Int { 4 * v }
        func y(_ v: Int) -> Int { 4 * v + 1 }
        func w(_ v: Int) -> Int { 4 * v + 2 }
        func h(_ v: Int) -> Int { 4 * v + 3 }
        let cx = 4 * views, cy = cx + 1, cw = cx + 2, ch = cx + 3
        @discardableResult
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: LinearRelation, _ priority: Double = LinearConstraint.required) -> Int {
            specs.append(ConstraintSpec(terms: terms, constant: constant, relation: relation, priority: priority))
            return specs.count - 1
        }

        // The container: a 390 x 844 window at the origin.
        add([(cx, 1)], 0, .equal)
        add([(cy, 1)], 0, .equal)
        add([(cw, 1)], -390, .equal)
        add([(ch, 1)], -844, .equal)

        for row in 0..<Self.rows {
            let first = row * Self.columns
            let icon = first, title = first + 1, subtitle = first + 2, badge = first + 3, accessory = first + 4
            // Horizontal: 16-pt leading margin, 8-pt gaps, 16-pt trailing margin (326 pt for the five).
            add([(x(icon), 1), (cx, -1)], -16, .equal)
            for view in title...accessory {
                add([(x(view), 1), (x(view - 1), -1), (w(view - 1), -1)], -8, .equal)
            }
            add([(x(accessory), 1), (w(accessory), 1), (cx, -1), (cw, -1)], 16, .equal)

            // The icon is 40 x 40; row 0's height is the constant the change benchmark sets.
            add([(w(icon), 1)], -40, .equal)
            let iconHeight = add([(h(icon), 1)], -40, .equal)
            if row == 0 { changed = iconHeight }

            // Vertical: row 0 20 pt below the container's top; each next row 8 pt below the
            // previous icon (@500) and at least 8 pt below the previous row's labels.
            if row == 0 {
                add([(y(icon), 1), (cy, -1)], -20, .equal)
            } else {
                let above = icon - Self.columns
                add([(y(icon), 1), (y(above), -1), (h(above), -1)], -8, .equal, 500)
                for label in [above + 1, above + 2] {
                    add([(y(icon), 1), (y(label), -1), (h(label), -1)], -8, .greaterThanOrEqual)
                }
            }
            // The other four centred on the icon.
            for view in title...accessory {
                add([(y(view), 1), (h(view), 0.5), (y(icon), -1), (h(icon), -0.5)], 0, .equal)
            }

            // The title: a label's intrinsic size, hugging @250, compression resistance @750,
            // and at least 44 pt wide.
            let titleSize = (Double(random.int(in: 60...180)), random.pick([17.0, 20, 34, 41, 58]))
            add([(w(title), 1)], -titleSize.0, .lessThanOrEqual, 250)
            add([(w(title), 1)], -titleSize.0, .greaterThanOrEqual, 750)
            add([(w(title), 1)], -44, .greaterThanOrEqual)
            add([(h(title), 1)], -titleSize.1, .lessThanOrEqual, 250)
            add([(h(title), 1)], -titleSize.1, .greaterThanOrEqual, 750)

            // The subtitle hugs a little harder and gives way a little sooner than the title,
            // so the title stretches and the subtitle is compressed.
            let subtitleSize = (Double(random.int(in: 40...140)), random.pick([15.0, 18, 30, 45]))
            add([(w(subtitle), 1)], -subtitleSize.0, .lessThanOrEqual, 251)
            add([(w(subtitle), 1)], -subtitleSize.0, .greaterThanOrEqual, 749)
            add([(h(subtitle), 1)], -subtitleSize.1, .lessThanOrEqual, 251)
            add([(h(subtitle), 1)], -subtitleSize.1, .greaterThanOrEqual, 749)
            // Every fourth row shows title and subtitle as two equal columns.
            if row % 4 == 3 { add([(w(title), 1), (w(subtitle), -1)], 0, .equal) }

            // The badge: its text's width if possible (@999), never under 20; 20 tall.
            add([(w(badge), 1)], -20, .greaterThanOrEqual)
            add([(w(badge), 1)], -Double(random.int(in: 20...36)), .equal, 999)
            add([(h(badge), 1)], -20, .equal)

            // The accessory (a chevron): 24 x 24.
            add([(w(accessory), 1)], -24, .equal)
            add([(h(accessory), 1)], -24, .equal)
        }
        constants = (specs[changed].constant, -64)
    }

    var json: Data {
        let constraints: [[String: Any]] = specs.map { spec in
            ["terms": spec.terms.map { [$0.0, $0.1] as [Any] }, "constant": spec.constant,
             "op": spec.relation.rawValue, "priority": spec.priority]
        }
        let object: [String: Any] = [
            "variables": variableCount,
            "constraints": constraints,
            "change": ["constraint": changed, "constant": constants.changed],
        ]
        return try! JSONSerialization.data(withJSONObject: object)
    }
}

/// Seconds of CPU time used by this thread (the peer measures the same with time.thread_time).
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The fastest of `runs` timings of `body`, in CPU milliseconds, after one warm-up run.
func fastestMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var best = Double.infinity
    for _ in 0..<runs {
        let start = threadCPUSeconds()
        try body()
        best = min(best, (threadCPUSeconds() - start) * 1000)
    }
    return best
}

let screen = Screen()
let variables = screen.names.map { LayoutVariable($0) }
let constraints = screen.specs.map { spec in
    var expression = LinearExpression(constant: spec.constant)
    for (index, coefficient) in spec.terms { expression.add(variables[index], times: coefficient) }
    return LinearConstraint(expression, spec.relation, priority: spec.priority)
}
let changed = constraints[screen.changed]

/// Reads every value, as a layout pass reads every frame; the caller keeps the sum so the reads
/// are not optimized away.
func readAll(_ solver: LayoutSolver) -> Double {
    var sum = 0.0
    for variable in variables { sum += solver.value(of: variable) }
    return sum
}
var checksum = 0.0

func values(_ solver: LayoutSolver) -> [Double] { variables.map { solver.value(of: $0) } }

print("Layout benchmark, \(Screen.rows) rows x \(Screen.columns) views, \(variables.count) variables, "
    + "\(constraints.count) constraints, \(BuildConfiguration.name) build")
print("thread CPU ms, fastest of \(runs) runs after a warm-up; change = setConstant of row 0's icon height "
    + "(\(-screen.constants.original) <-> \(-screen.constants.changed) pt, every row moves), then reading all \(variables.count) values")

// (a) Full solve: a new solver, every constraint added, every value read.
let full = try fastestMilliseconds(runs: runs) {
    var solver = LayoutSolver()
    for constraint in constraints { try solver.add(constraint) }
    checksum += readAll(solver)
}

// (b) One constant change on a built solver, alternating between the two constants; each
// direction is timed separately and the slower direction's fastest time is the figure.
var solver = LayoutSolver()
for constraint in constraints { try solver.add(constraint) }
let solvedValues = values(solver)
var forward = Double.infinity, backward = Double.infinity
for step in 0...(2 * runs + 1) {
    let constant = step % 2 == 0 ? screen.constants.changed : screen.constants.original
    let start = threadCPUSeconds()
    try solver.setConstant(constant, of: changed)
    checksum += readAll(solver)
    let ms = (threadCPUSeconds() - start) * 1000
    if step < 2 { continue } // warm-up, one each way
    if step % 2 == 0 { forward = min(forward, ms) } else { backward = min(backward, ms) }
}
let change = max(forward, backward)
try solver.setConstant(screen.constants.changed, of: changed)
let changedValues = values(solver)
let movedViews = (0..<Screen.rows * Screen.columns).filter { view in
    (0..<4).contains { abs(changedValues[4 * view + $0] - solvedValues[4 * view + $0]) > 1e-9 }
}.count

// kiwisolver on the same system, same run.
let outputDirectory = Peers.packageDirectory.appendingPathComponent("out")
try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
let systemPath = outputDirectory.appendingPathComponent("layout-screen-200-views.json").path
try screen.json.write(to: URL(fileURLWithPath: systemPath))
let script = Peers.packageDirectory.appendingPathComponent("Scripts/layout_peers.py").path
let peer = Peers.run(Peers.python, [script, systemPath, "--runs", String(runs), "--values"])
    .flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
let number = { (key: String) -> Double? in (peer?[key] as? NSNumber)?.doubleValue }
let kiwiFull = number("kiwi_full_ms"), kiwiChange = number("kiwi_change_ms"), kiwiSuggest = number("kiwi_suggest_ms")

func cell(_ value: Double?, _ format: String = "%9.3f") -> String { value.map { String(format: format, $0) } ?? "      n/a" }
func ratio(_ ours: Double, _ theirs: Double?) -> String { theirs.map { String(format: "%9.2fx", ours / $0) } ?? "       n/a" }

print("\n                      ours ms    kiwi ms   ours/kiwi")
print("full solve          " + cell(full) + "  " + cell(kiwiFull) + "  " + ratio(full, kiwiFull))
print("change              " + cell(change) + "  " + cell(kiwiChange) + "  " + ratio(change, kiwiChange)
    + "   (kiwi: removeConstraint + addConstraint)")
print("kiwi suggestValue              " + cell(kiwiSuggest) + "  " + ratio(change, kiwiSuggest)
    + "   (edit variable in place of the height constraint)")
print(String(format: "change / full       %9.3f  %@   (bar: ours <= 0.100)", change / full,
             kiwiFull.flatMap { f in kiwiChange.map { String(format: "%9.3f", $0 / f) } } ?? "      n/a"))
print(String(format: "ours change by direction: 40 -> 64 %.3f ms, 64 -> 40 %.3f ms; %d of %d views move",
             forward, backward, movedViews, Screen.rows * Screen.columns))

if let peer {
    if let rejected = peer["kiwi_rejected"] as? [Any], !rejected.isEmpty {
        print("kiwi rejected constraints \(rejected) as unsatisfiable")
    }
    func largestDifference(_ ours: [Double], _ key: String) -> Double? {
        guard let theirs = (peer[key] as? [Any])?.compactMap({ ($0 as? NSNumber)?.doubleValue }),
              theirs.count == ours.count else { return nil }
        return zip(ours, theirs).map { abs($0 - $1) }.max() ?? 0
    }
    let solved = largestDifference(solvedValues, "values"), moved = largestDifference(changedValues, "values_changed")
    if let solved, let moved {
        let verdict = max(solved, moved) <= 1e-6 ? "match" : "DIFFER"
        print(String(format: "values: ours and kiwi's %@ to 1e-6 (largest difference %.1e after the full solve, %.1e after the change; %d values each)",
                     verdict, solved, moved, variables.count))
        if verdict != "match" {
            let theirs = (peer["values"] as? [Any])!.compactMap { ($0 as? NSNumber)?.doubleValue }
            for (index, name) in screen.names.enumerated() where abs(solvedValues[index] - theirs[index]) > 1e-6 {
                print("  \(name): ours \(solvedValues[index]), kiwi \(theirs[index])")
            }
        }
    } else {
        print("values: kiwi's values missing from the peer's output")
    }
    if let version = peer["kiwisolver"] as? String { print("kiwisolver \(version), \(systemPath)") }
} else {
    print("kiwisolver: not available (from the repository root: python3 -m venv .venv && .venv/bin/pip install kiwisolver)")
}
if checksum.isNaN { print(checksum) }
