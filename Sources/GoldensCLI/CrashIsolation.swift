import Foundation
import Synchronization

/// What `goldens test` does when the test process crashes (a force-unwrap or a precondition in
/// app code traps, and with it every verdict after it): it runs each suite in a process of its
/// own, so a crash costs only its suite, and names the suites that crashed with the end of their
/// output (the trap's message and backtrace).
enum CrashIsolation {
    /// What `swift test` ("…' exited with unexpected signal code 4") or the Swift runtime prints
    /// when a test process dies on a signal, lowercased.
    static let markers = ["exited with unexpected signal code", "exited with signal code", "program crashed:", "fatal error:"]

    static func isCrash(_ line: String) -> Bool {
        let lowered = line.lowercased()
        return markers.contains { lowered.contains($0) }
    }

    /// The trap's message (`Fatal error: …`) and the first frames of the crashed thread from the
    /// backtrace the runtime prints, else the last lines.
    static func crashSummary(_ lines: [String]) -> [String] {
        var summary = lines.filter { line in
            let lowered = line.lowercased()
            return lowered.contains("fatal error:") || lowered.contains("precondition failed") || lowered.contains("program crashed:")
        }.prefix(3).map { $0 }
        if let thread = lines.firstIndex(where: { $0.contains("Thread") && $0.hasSuffix("crashed:") }) {
            summary.append(lines[thread])
            summary += lines[(thread + 1)...].filter { $0.trimmingCharacters(in: .whitespaces).first?.isNumber == true }.prefix(8)
        }
        return summary.isEmpty ? Array(lines.suffix(12)) : summary
    }

    /// One suite's run in a process of its own.
    struct SuiteRun {
        let suite: String
        let status: Int32
        let crashed: Bool
        /// What the suite printed about its crash: the trap's message and the crashed thread's
        /// first frames.
        let tail: [String]
    }

    /// Runs each suite among `tests` ("Module.Suite/test()" identifiers) alone, with the build
    /// the crashed run made, and prints a line for each that did not pass.
    static func runSuitesAlone(_ tests: [String], arguments: [String], swift: String, packageDirectory: String,
                               environment: [String: String]) -> [SuiteRun] {
        var suites: [String] = []
        for test in tests {
            guard let slash = test.firstIndex(of: "/") else { continue }
            let suite = String(test[..<slash])
            if !suites.contains(suite) { suites.append(suite) }
        }
        var runs: [SuiteRun] = []
        for suite in suites {
            let filter = "^" + TestCommand.regexLiteral(suite) + "(?:$|/)"
            let process = TestCommand.swiftProcess(["test", "--skip-build", "--filter", filter] + arguments, swift: swift,
                                                   packageDirectory: packageDirectory)
            process.environment = environment
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-suite-\(UUID().uuidString).log").path
            FileManager.default.createFile(atPath: log, contents: nil)
            let output = FileHandle(forWritingAtPath: log)
            process.standardOutput = output
            process.standardError = output
            var status: Int32 = 2
            if (try? process.run()) != nil {
                process.waitUntilExit()
                status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
            }
            try? output?.close()
            let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            try? FileManager.default.removeItem(atPath: log)
            let run = SuiteRun(suite: suite, status: status, crashed: process.terminationReason == .uncaughtSignal || lines.contains(where: isCrash),
                               tail: crashSummary(lines))
            runs.append(run)
            if run.crashed {
                print("goldens: CRASHED  \(suite)")
                for line in run.tail { print("goldens:     \(line)") }
            } else if run.status != 0 {
                print("goldens: failed   \(suite) (status \(run.status))")
            }
        }
        let crashed = runs.filter(\.crashed).count
        print("goldens: \(runs.count) suite\(runs.count == 1 ? "" : "s") run alone: \(crashed) crashed, "
              + "\(runs.count { !$0.crashed && $0.status != 0 }) failed, \(runs.count { $0.status == 0 && !$0.crashed }) passed")
        return runs
    }
}

/// Forwards what a child process writes to standard error, line by line, and notes whether a
/// line told of a crash. Read on a thread of its own, so neither stream can fill and stall the child.
final class StandardErrorWatcher: Sendable {
    private let sawCrash = Mutex(false)
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            forwardLines(from: handle) { line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
                if CrashIsolation.isCrash(line) { sawCrash.withLock { $0 = true } }
            }
            done.signal()
        }
    }

    /// Whether a crash was told of, once the child has closed the stream.
    func crashed() -> Bool {
        done.wait()
        return sawCrash.withLock { $0 }
    }
}
