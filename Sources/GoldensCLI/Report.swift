import ArgumentParser
import GoldensWorkflow

/// `goldens report`: the HTML review page, `summary.json` and `junit.xml` from the run records.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Build the review page (report.html), summary.json and junit.xml from the last run's artifacts.",
        discussion: """
            The page is one self-contained HTML file (images embedded, no network): a summary per \
            transition, an animated preview and a filmstrip of every transition, and per failing \
            frame golden | actual | diff with a swipe and onion-skin compare. Exit status 0 when \
            the files were written, whatever the tests found; 2 when they could not be.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Option(name: [.short, .long], help: "Where to write the files (default: the artifacts directory).", completion: .directory)
    var output: String?

    func run() throws {
        do {
            let result = try GoldenReport.write(artifactsDirectory: paths.artifactsDirectory, outputDirectory: output)
            for problem in result.summary.unreadableRecords { printError("warning: unreadable run record \(problem)") }
            let totals = result.summary.totals
            print("\(totals.transitions) transitions, \(totals.frames) frames: \(totals.passed) passed, "
                + "\(totals.failed) failed, \(totals.recorded) recorded")
            print("report:  \(result.htmlPath)")
            print("summary: \(result.summaryPath)")
            print("junit:   \(result.junitPath)")
            publishStepSummary(result)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
