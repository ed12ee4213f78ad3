import ArgumentParser
import Foundation
import GoldensWorkflow

/// The options every workflow command shares: which package, where its artifacts are.
struct WorkflowPaths: ParsableArguments {
    @Option(name: .customLong("package-path"), help: "The package directory (holding Package.swift).", completion: .directory)
    var packagePath: String = "."

    @Option(help: "The artifacts directory (default: $GOLDENS_ARTIFACTS, else .build/goldens-artifacts in the package).",
            completion: .directory)
    var artifacts: String?

    /// The package directory, absolute.
    var packageDirectory: String {
        let url = URL(fileURLWithPath: packagePath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return url.standardizedFileURL.path
    }

    /// The artifacts directory, absolute: the option, `GOLDENS_ARTIFACTS` (relative to the
    /// package), or the default — the same rule the tests use.
    var artifactsDirectory: String {
        let base = URL(fileURLWithPath: packageDirectory)
        if let artifacts {
            return URL(fileURLWithPath: artifacts, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.path
        }
        if let variable = ProcessInfo.processInfo.environment[GoldenLayout.artifactsEnvironmentKey], !variable.isEmpty {
            return URL(fileURLWithPath: variable, relativeTo: base).standardizedFileURL.path
        }
        return base.appendingPathComponent(GoldenLayout.defaultArtifactsPath).standardizedFileURL.path
    }

    var recordsDirectory: String { URL(fileURLWithPath: artifactsDirectory).appendingPathComponent("records").path }

    /// The run records, with a warning on standard error for each unreadable one.
    func loadRecords() -> [GoldenRunRecord] {
        let (records, problems) = GoldenRunRecord.loadAll(from: recordsDirectory)
        for problem in problems { printError("warning: unreadable run record \(problem)") }
        return records
    }
}
