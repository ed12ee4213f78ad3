import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory goldens <subcommand> [options]`:
/// builds the `goldens` tool and runs it in the package directory with the given arguments,
/// e.g. `goldens record`, `goldens test --record failed`, `goldens report`, `goldens accept`.
///
/// The tool is built through the package manager (`packageManager.build`) rather than declared
/// as a plugin dependency: SwiftPM refuses a plugin that depends on an executable target which
/// also backs a product. SwiftPM holds its build-directory lock while a plugin runs, so the
/// `swift test` that `goldens test`/`record` starts builds into the plugin's own work directory
/// (the first run there is a full build). The tool's output passes through; a non-zero exit
/// status becomes an error diagnostic, which fails `swift package`.
@main
struct GoldensPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("goldens"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded,
              let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "goldens" }) else {
            Diagnostics.error("could not build the goldens tool:\n\(build.logText)")
            return
        }
        var forwarded = arguments
        let runsTests = ["test", "record"].contains(arguments.first ?? "")
        if runsTests && !arguments.contains("--scratch-path") {
            forwarded += ["--scratch-path", context.pluginWorkDirectoryURL.appendingPathComponent("test-build").path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            // An error diagnostic makes `swift package` exit with a failure status.
            Diagnostics.error("goldens \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}
