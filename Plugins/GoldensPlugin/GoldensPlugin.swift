import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory goldens <subcommand> [options]`:
/// runs the `goldens` tool in the package directory with the given arguments, e.g.
/// `goldens record`, `goldens test --record failed`, `goldens report`, `goldens accept`.
///
/// SwiftPM holds its build-directory lock while a plugin runs, so the `swift test` that
/// `goldens test`/`record` starts builds into the plugin's own work directory instead of
/// `.build` (the first run there is a full build). The tool's output is passed through and its
/// exit status becomes the plugin's.
@main
struct GoldensPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "goldens")
        var forwarded = arguments
        let runsTests = ["test", "record"].contains(arguments.first ?? "")
        if runsTests && !arguments.contains("--scratch-path") {
            let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("test-build").path
            forwarded += ["--scratch-path", scratch]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("goldens \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw GoldensToolFailed(status: process.terminationStatus)
        }
    }
}

struct GoldensToolFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "the goldens tool exited with status \(status)" }
}
