import ArgumentParser
import Foundation
import GoldensFixtures
import GoldensScene
import GoldensWorkflow

/// `goldens check`: the main job. Renders every fixture transition, compares each frame with its
/// golden under `Goldens/Fixtures/`, prints one verdict line per transition and writes the report.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every fixture transition, compare with the goldens, print verdicts and write the report.",
        discussion: """
            Goldens live at <goldens>/Fixtures/<fixture>/<transition>/<frame>.png, the same files the \
            fixture tests use. Exit status 0 when every frame matches, 1 when one differs or is \
            missing, 2 when the run could not be made.
            """
    )

    @Option(help: "The directory holding the goldens.", completion: .directory)
    var goldens: String = "Goldens"

    @Option(help: "Where failure images, run records and the report go.", completion: .directory)
    var artifacts: String = ".build/goldens-check"

    @Option(help: "Record goldens: never (default), missing, failed or all.")
    var record: RecordMode = .never

    @Option(help: "Run only the fixtures whose name contains this text.")
    var filter: String?

    @OptionGroup var sharding: ShardOptions

    @Flag(help: "Compare every frame's pixels, even when its golden's fingerprint shows it matches (also GOLDENS_VERIFY_PIXELS=1).")
    var verifyPixels = false

    @OptionGroup var output: ProgressOptions

    func run() throws {
        let layout = GoldenLayout(goldensDirectory: goldens, artifactsDirectory: artifacts)
        let part = try sharding.part()
        let shardCosts = sharding.shardCosts()
        // Start from empty records, so the report shows this run only.
        try? FileManager.default.removeItem(atPath: layout.recordsDirectory)
        let failed = try MainActor.assumeIsolated { () throws -> Bool in
            let scenarios = part.select(FixtureCatalog.all.filter { scenario in filter.map { scenario.test.contains($0) } ?? true },
                                        identifier: { "\(FixtureCatalog.suite)/\($0.test)/\($0.transition)" },
                                        cost: { shardCosts.cost(of: "\(FixtureCatalog.suite)/\($0.test)/\($0.transition)") })
            let status = StatusLine(total: scenarios.count, quiet: output.quiet)
            defer { status.clear() }
            var failed = false
            for scenario in scenarios {
                if try !check(scenario, layout: layout, status: status) { failed = true }
            }
            return failed
        }
        do {
            let report = try GoldenReport.write(artifactsDirectory: layout.artifactsDirectory)
            let totals = report.summary.totals
            print(totals.line)
            print("report: \(report.htmlPath)")
            if totals.failed > 0 {
                let accept = GoldenAcceptance.command(accepting: nil, artifactsDirectory: layout.artifactsDirectory,
                                                      packageDirectory: GoldenLayout.packageRoot(containing: layout.goldensDirectory))
                print("after review, take every failing frame's actual as its golden: \(accept)")
            }
            publishStepSummary(report)
        } catch {
            printError("error: could not write the report: \(error)")
            throw ExitCode(2)
        }
        if failed { throw ExitCode.failure }
    }

    /// Samples and compares one transition; prints its verdict line (unless quiet and it
    /// passed) and its failures.
    @MainActor
    private func check(_ scenario: FixtureScenario, layout: GoldenLayout, status: StatusLine) throws -> Bool {
        let name = "\(scenario.test)/\(scenario.transition)"
        let started = ContinuousClock.now
        let frames: [TransitionFrame]
        do {
            frames = try scenario.frames()
        } catch {
            status.print("FAIL  \(name): \(error)")
            return false
        }
        let location = GoldenTestLocation(suite: FixtureCatalog.suite, test: scenario.test, testIdentity: "goldens check \(name)",
                                          fileID: scenario.source.fileID, filePath: scenario.source.filePath,
                                          line: scenario.source.line, column: 1)
        var check = GoldenCheck(transition: scenario.transition, location: location, recordMode: record, layout: layout)
        check.recordingFailsTest = false
        check.startedAt = started
        check.verifyPixels = verifyPixels || GoldenFingerprint.verifyPixels(ProcessInfo.processInfo.environment)
        do {
            let result = try check.run(frames.map(GoldenFrame.init))
            if !result.passed || !output.quiet {
                status.print("\(result.passed ? "ok  " : "FAIL")  \(result.progressLine.replacingOccurrences(of: "goldens: ", with: ""))")
            }
            for failure in result.failures where !failure.isWarning {
                status.print(failure.message.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            }
            if GitHubActions.isActive() {
                let workspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]
                for line in GitHubActions.annotations(for: result.record, workspace: workspace) { status.print(line) }
            }
            status.finishedTransition(frames: frames.count)
            return result.passed
        } catch {
            status.print("FAIL  \(name): \(error)")
            return false
        }
    }
}

extension RecordMode: ExpressibleByArgument {}
