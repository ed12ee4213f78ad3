import ArgumentParser
import Foundation
import GoldensWorkflow

/// `goldens test`: runs `swift test` with a record mode, then summarises the golden results
/// from the run records.
///
/// A run without `--filter` is a full run: it clears the previous run records first, so the
/// records afterwards list exactly the goldens this run touched (what `goldens prune` needs).
/// Each transition prints one progress line as it finishes (`GOLDENS_PROGRESS=1`); when a
/// frame failed or was recorded the report is written too. The exit status is `swift test`'s.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the tests (swift test) with a golden record mode and summarise the goldens.",
        discussion: """
            Record modes: never (compare only), missing (write goldens that do not exist), \
            failed (also overwrite goldens that differ), all (rewrite every golden that is not \
            byte-identical). Without --record the tests choose: GOLDENS_RECORD, else missing \
            locally and never on CI. Arguments after -- go to swift test.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Option(help: "Record mode: never, missing, failed or all.")
    var record: String?

    @OptionGroup var swiftTest: SwiftTestOptions

    @OptionGroup var output: ProgressOptions

    func run() throws {
        let status = try Self.runTests(paths: paths, record: record, swiftTest: swiftTest, recordingFails: true, quiet: output.quiet)
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the tests and prints the summary; returns `swift test`'s exit status.
    static func runTests(paths: WorkflowPaths, record: String?, swiftTest: SwiftTestOptions,
                         recordingFails: Bool, quiet: Bool) throws -> Int32 {
        let filter = swiftTest.filter, scratchPath = swiftTest.scratchPath
        let swift = swiftTest.swift, extra = swiftTest.swiftTestArguments
        var environment = ProcessInfo.processInfo.environment
        if let record {
            let mode: RecordMode
            do {
                mode = try RecordMode.fromEnvironment([RecordMode.environmentKey: record])
            } catch {
                throw ValidationError("--record \(record): expected one of never, missing, failed, all")
            }
            environment[RecordMode.environmentKey] = mode.rawValue
        }
        let artifacts = paths.artifactsDirectory
        environment[GoldenLayout.artifactsEnvironmentKey] = artifacts
        if !quiet { environment["GOLDENS_PROGRESS"] = "1" }
        if swiftTest.verifyPixels { environment[GoldenFingerprint.verifyPixelsEnvironmentKey] = "1" }
        if !recordingFails { environment["GOLDENS_RECORDING_FAILS"] = "0" }

        let part = try swiftTest.sharding.part(environment: environment)
        // A shard runs the tests `swift test list` names that fall to it, balanced by the
        // costs `--costs` gives.
        var testFilter = filter
        if part.count > 1 {
            let chosen = try shardTests(part, filter: filter, costs: swiftTest.sharding.shardCosts(), swiftTest: swiftTest,
                                        packageDirectory: paths.packageDirectory)
            // Swift Testing matches against "Module.Suite/test()/File.swift:12:6", XCTest "Module.Class/test".
            testFilter = "^(?:" + chosen.map(regexLiteral).joined(separator: "|") + ")(?:$|/)"
            print("goldens: shard \(part): \(chosen.count) test\(chosen.count == 1 ? "" : "s")")
            if chosen.isEmpty { testFilter = "^$" }
        }

        // The last full run's transitions are this one's expected total, for the time left.
        var expected: Int?
        if filter == nil {
            let previous = part.count > 1 ? 0 : GoldenRunRecord.loadAll(from: paths.recordsDirectory).records.count
            expected = previous > 0 ? previous : nil
            try? FileManager.default.removeItem(atPath: paths.recordsDirectory)
        }
        let shardText = part.count > 1 ? part.description : nil
        try LastRun(filter: filter, finished: false, exitStatus: nil, shard: shardText).write(artifactsDirectory: artifacts)

        var arguments = ["test"]
        if let scratchPath { arguments += ["--scratch-path", scratchPath] }
        if let testFilter { arguments += ["--filter", testFilter] }
        arguments += extra
        let process = swiftProcess(arguments, swift: swift, packageDirectory: paths.packageDirectory)
        process.environment = environment
        // On a terminal the tests' output passes through here, so each transition's progress
        // line also advances the status line under it.
        let statusLine = StatusLine(total: expected, quiet: quiet)
        let output = statusLine.isLive ? Pipe() : nil
        if let output { process.standardOutput = output }
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            printError("error: cannot run \(swift): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        let errorWatcher = StandardErrorWatcher(errors.fileHandleForReading)
        if let output {
            forwardLines(from: output.fileHandleForReading) { line in
                statusLine.print(line)
                if let frames = RunProgress.framesInProgressLine(line) { statusLine.finishedTransition(frames: frames) }
            }
            statusLine.clear()
        }
        process.waitUntilExit()
        var status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        try LastRun(filter: filter, finished: process.terminationReason == .exit, exitStatus: status, shard: shardText)
            .write(artifactsDirectory: artifacts)
        // A crash ends the test process and every verdict after it: each suite runs again alone,
        // so it costs only the suite that crashed.
        if errorWatcher.crashed() || process.terminationReason == .uncaughtSignal, swiftTest.isolateCrashes {
            print("goldens: the test process crashed; running each suite in a process of its own to find which")
            let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
            var tests = try listTests(swiftTest: swiftTest, scratch: scratch, packageDirectory: paths.packageDirectory)
            if let testFilter, let pattern = try? Regex(testFilter) { tests = tests.filter { $0.contains(pattern) } }
            _ = CrashIsolation.runSuitesAlone(tests, arguments: scratch + extra, swift: swift,
                                              packageDirectory: paths.packageDirectory, environment: environment)
            status = status == 0 ? 1 : status
        }

        let summary = RunSummary(records: paths.loadRecords(), problems: [])
        let totals = summary.totals
        print("goldens: " + totals.line)
        for item in summary.transitions where item.status != "passed" {
            let frames = item.failingFrames.joined(separator: ", ")
            print("goldens: \(item.status == "failed" ? "FAILED  " : "recorded") \(item.identifier): \(frames)")
        }
        if totals.failed > 0 || totals.recorded > 0 || GitHubActions.isActive() {
            // The review page comes with every run that has something to review (and on
            // Actions, where the step summary names it).
            do {
                let report = try GoldenReport.write(artifactsDirectory: artifacts)
                print("goldens: report \(report.htmlPath)")
                publishStepSummary(report)
            } catch {
                printError("warning: the report could not be written: \(error)")
            }
        }
        if totals.failed > 0 {
            print("goldens: review the report, then `goldens accept [NAME...]` to take actuals as goldens")
        }
        return status
    }
}

extension TestCommand {
    /// The tests `swift test list` names (narrowed by `filter`, a regular expression, when
    /// given) that fall to `part`.
    static func shardTests(_ part: Shard, filter: String?, costs: ShardCosts, swiftTest: SwiftTestOptions,
                           packageDirectory: String) throws -> [String] {
        // Built first, so the list is read from a finished build: no build progress mixed into it.
        let scratch = swiftTest.scratchPath.map { ["--scratch-path", $0] } ?? []
        _ = try runSwift(["build", "--build-tests"] + scratch, swiftTest: swiftTest, packageDirectory: packageDirectory)
        var tests = try listTests(swiftTest: swiftTest, scratch: scratch, packageDirectory: packageDirectory)
        if let filter {
            let pattern: Regex<AnyRegexOutput>
            do {
                pattern = try Regex(filter)
            } catch {
                throw ValidationError("--filter \(filter): not a regular expression: \(error)")
            }
            tests = tests.filter { $0.contains(pattern) }
        }
        return part.select(tests, identifier: { $0 }, cost: { test in
            let (suite, name) = suiteAndTest(test)
            return costs.cost(suite: suite, test: name)
        })
    }

    /// The tests `swift test list` names, from the finished build.
    static func listTests(swiftTest: SwiftTestOptions, scratch: [String], packageDirectory: String) throws -> [String] {
        var tests: [String] = []
        for line in try runSwift(["test", "list", "--skip-build"] + scratch, swiftTest: swiftTest, packageDirectory: packageDirectory,
                                 capture: true) {
            let test = line.trimmingCharacters(in: .whitespaces)
            // "Module.Suite/test()", "Module.Class/testMethod": nothing else is a test.
            if let slash = test.firstIndex(of: "/"), test[..<slash].contains("."), !test.contains(" "), !test.hasPrefix("[") {
                tests.append(test)
            }
        }
        return tests
    }

    /// Runs `swift ARGUMENTS` in the package; returns its output lines when `capture` (else they
    /// pass through), and fails the command when it fails.
    static func runSwift(_ arguments: [String], swiftTest: SwiftTestOptions, packageDirectory: String,
                         capture: Bool = false) throws -> [String] {
        let process = swiftProcess(arguments, swift: swiftTest.swift, packageDirectory: packageDirectory)
        let output = capture ? Pipe() : nil
        if let output { process.standardOutput = output }
        do {
            try process.run()
        } catch {
            printError("error: cannot run \(swiftTest.swift) \(arguments.joined(separator: " ")): \(error.localizedDescription)")
            throw ExitCode(2)
        }
        var lines: [String] = []
        if let output { forwardLines(from: output.fileHandleForReading) { lines.append($0) } }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            printError("error: \(swiftTest.swift) \(arguments.joined(separator: " ")) failed (status \(process.terminationStatus))")
            throw ExitCode(2)
        }
        return lines
    }

    /// `swift ARGUMENTS` in the package: `swift` is a path, or a name looked up on PATH.
    static func swiftProcess(_ arguments: [String], swift: String, packageDirectory: String) -> Process {
        let process = Process()
        if swift.contains("/") {
            process.executableURL = URL(fileURLWithPath: swift)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [swift] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
        return process
    }

    /// "FixtureGoldenTests.Fixtures/slideDown()" → ("Fixtures", "slideDown"), as records name them.
    static func suiteAndTest(_ identifier: String) -> (suite: String, test: String) {
        guard let slash = identifier.lastIndex(of: "/") else { return ("", identifier) }
        let path = identifier[..<slash]
        let suite = path.firstIndex(of: ".").map { String(path[path.index(after: $0)...]) } ?? String(path)
        let function = identifier[identifier.index(after: slash)...]
        return (suite, String(function.prefix { $0 != "(" }))
    }

    /// `text` matched literally in a regular expression.
    static func regexLiteral(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
