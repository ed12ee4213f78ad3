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
            frame golden | actual | diff with a swipe and onion-skin compare. With --merge, the \
            shards' artifacts directories (from `goldens check --shard` or `goldens test --shard`) are \
            joined into the artifacts directory first, so the report, `accept` and `prune` see the \
            whole run. Exit status 0 when the files were written, whatever the tests found (1 with \
            --strict when a frame failed); 2 when they could not be.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Option(name: [.short, .long], help: "Where to write the files (default: the artifacts directory).", completion: .directory)
    var output: String?

    @Option(name: .customLong("merge"), parsing: .upToNextOption, help: "Shards' artifacts directories to join first.",
            completion: .directory)
    var shards: [String] = []

    @Flag(help: "Exit 1 when a frame failed (for the CI job that merges shards).")
    var strict = false

    func run() throws {
        let result: GoldenReport.Output
        do {
            if !shards.isEmpty {
                let merged = try ShardMerge.merge(shards, into: paths.artifactsDirectory)
                print("merged \(shards.count) shard\(shards.count == 1 ? "" : "s"): \(merged.records.count) transitions")
            }
            result = try GoldenReport.write(artifactsDirectory: paths.artifactsDirectory, outputDirectory: output)
            for problem in result.summary.unreadableRecords { printError("warning: unreadable run record \(problem)") }
            let totals = result.summary.totals
            print(totals.line)
            print("report:  \(result.htmlPath)")
            print("summary: \(result.summaryPath)")
            print("junit:   \(result.junitPath)")
            publishStepSummary(result)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if strict && (result.summary.totals.failed > 0 || !result.summary.unreadableRecords.isEmpty) { throw ExitCode.failure }
    }
}
