import ArgumentParser
import Foundation
import GoldensWorkflow

/// `goldens record`: `goldens test --record all`, where recordings do not fail the run.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record goldens: run the tests with record mode all (or --mode), listing every golden written.",
        discussion: """
            Recorded goldens fail their test in an ordinary run; here you asked for them, so they \
            are reported as warnings and the exit status is swift test's for everything else. \
            Review the written goldens (git diff, goldens report) before committing them.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Option(help: "Record mode: missing, failed or all.")
    var mode: String = "all"

    @OptionGroup var swiftTest: SwiftTestOptions

    @OptionGroup var output: ProgressOptions

    func run() throws {
        let status = try TestCommand.runTests(paths: paths, record: mode, swiftTest: swiftTest, recordingFails: false,
                                              quiet: output.quiet)
        let records = paths.loadRecords()
        for record in records {
            for frame in record.frames where frame.status == .recorded {
                print("recorded \(frame.goldenPath)")
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
