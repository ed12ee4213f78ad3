import Foundation
import GoldensWorkflow

/// Writes a line to standard error, where diagnostics belong.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Under GitHub Actions, appends the run to the job's step summary (see `GitHubActions`).
func publishStepSummary(_ report: GoldenReport.Output) {
    let environment = ProcessInfo.processInfo.environment
    guard GitHubActions.isActive(environment) else { return }
    do {
        try GitHubActions.appendStepSummary(report.stepSummary(workspace: environment["GITHUB_WORKSPACE"]), environment: environment)
    } catch {
        printError("warning: the step summary could not be written: \(error)")
    }
}
