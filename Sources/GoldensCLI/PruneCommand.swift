import ArgumentParser
import Foundation
import GoldensWorkflow

/// `goldens prune`: goldens that no test touched in the last full run.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List goldens no test touched in the last full run; delete them with --delete.",
        discussion: """
            Trusts only the records of a finished, unfiltered `goldens test` run (a filtered or \
            interrupted run did not touch every golden). Deleting also refuses after a failed run, \
            where a test may have stopped before its assertion; --force overrides both checks.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Option(help: "The goldens directory (default: Goldens in the package).", completion: .directory)
    var goldens: String?

    @Flag(help: "Delete the orphans (and directories left empty).")
    var delete = false

    @Flag(help: "Use the records even if the last run was filtered, unfinished or failed.")
    var force = false

    func run() throws {
        let goldensDirectory = goldens.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL.path
        } ?? URL(fileURLWithPath: paths.packageDirectory).appendingPathComponent("Goldens").path

        if !force {
            guard let last = LastRun.read(artifactsDirectory: paths.artifactsDirectory) else {
                printError("error: no record of a `goldens test` run in \(paths.artifactsDirectory); run `goldens test` (without --filter) first, or pass --force")
                throw ExitCode.failure
            }
            if let filter = last.filter {
                printError("error: the last run was filtered (--filter \(filter)), so it did not touch every golden; run `goldens test` without --filter, or pass --force")
                throw ExitCode.failure
            }
            if !last.finished {
                printError("error: the last run did not finish; run `goldens test` again, or pass --force")
                throw ExitCode.failure
            }
            if delete && last.exitStatus != 0 {
                printError("error: the last run failed (status \(last.exitStatus ?? -1)); a test that stopped early touches no goldens. Fix the run first, or pass --force")
                throw ExitCode.failure
            }
        }
        let orphans = GoldenPruning.orphans(goldensDirectory: goldensDirectory, records: paths.loadRecords())
        if orphans.isEmpty {
            print("no orphaned goldens in \(goldensDirectory)")
            return
        }
        for orphan in orphans { print(delete ? "deleting \(orphan)" : "orphan \(orphan)") }
        if delete {
            do {
                try GoldenPruning.delete(orphans, goldensDirectory: goldensDirectory)
            } catch {
                printError("error: \(error)")
                throw ExitCode.failure
            }
            print("\(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") deleted")
        } else {
            print("\(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s"); delete with `goldens prune --delete`")
        }
    }
}
