import Foundation
import PackagePlugin

/// Compiles a target's excluded UIKit files with `@objc` and `#selector` rewritten, so they build
/// on Linux, where Swift has no Objective-C runtime:
///
/// ```swift
/// .testTarget(name: "AppTransitionTests", dependencies: ["GoldensUIKit", "GoldensTesting"],
///             exclude: ["Transitions"],
///             plugins: [.plugin(name: "GoldensSelectors", package: "TransitionGoldens")])
/// ```
///
/// Which files: every `.swift` file under the target's folder (following symbolic links, so a
/// `Transitions` link into the app's sources works) that the target does not compile itself,
/// that is, the files it excludes. Each becomes one build command running
/// `GoldensSelectorsTool <file> <output>`, whose output the target compiles instead. On Apple
/// platforms the tool copies the file unchanged (but for a `#sourceLocation` line), since
/// `#selector` works there natively.
@main
struct GoldensSelectors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let compiled = module.sourceFiles(withSuffix: "swift").map(\.url)
        let plan = try RewritePlan(
            targetDirectory: target.directoryURL,
            compiledSources: compiled,
            outputDirectory: context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
        )
        let tool = try context.tool(named: "GoldensSelectorsTool").url
        guard !plan.files.isEmpty else { return [] }
        // First the index of all the files, since a call in one file is rewritten for an
        // `@objc optional` requirement another declares, and a class's Interface Builder members
        // depend on its superclass and extensions in other files.
        let targetIndex = context.pluginWorkDirectoryURL.appendingPathComponent("TargetIndex.txt")
        let index = Command.buildCommand(
            displayName: "Indexing @objc optional requirements and Interface Builder classes in \(target.name)",
            executable: tool,
            arguments: ["--index", targetIndex.path] + plan.files.map(\.input.path),
            inputFiles: plan.files.map(\.input),
            outputFiles: [targetIndex]
        )
        // The symbols Xcode generates for the asset catalogs among the files (`UIColor.brandLight`),
        // but for the UIKit members the target declares itself, in either kind of file.
        var assetSymbols: [Command] = []
        if !plan.catalogs.isEmpty {
            let sources = plan.files.map(\.input) + compiled
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten/GoldensGeneratedAssetSymbols.swift")
            assetSymbols.append(.buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: tool,
                arguments: ["--asset-symbols", output.path] + plan.catalogs.map(\.path) + ["--"] + sources.map(\.path),
                inputFiles: plan.catalogContents + sources,
                outputFiles: [output]
            ))
        }
        return [index] + assetSymbols + plan.files.map { file in
            .buildCommand(
                displayName: "Rewriting @objc and #selector in \(target.name)/\(file.relativePath)",
                executable: tool,
                arguments: [file.input.path, file.output.path, targetIndex.path],
                inputFiles: [file.input, targetIndex],
                outputFiles: [file.output]
            )
        }
    }
}

/// The files one target has rewritten, in a stable order (sorted by path within the target).
struct RewritePlan {
    struct File {
        /// The path under the target's folder, e.g. "Transitions/CardPopTransition.swift".
        let relativePath: String
        let input: URL
        let output: URL
    }

    struct NameClash: Error, CustomStringConvertible {
        let name: String
        let first: String
        let second: String
        var description: String {
            "GoldensSelectors: \(first) and \(second) would both compile as \(name); rename one of them"
        }
    }

    let files: [File]
    /// The asset catalogs among them (`.xcassets` folders), and the files inside them.
    let catalogs: [URL]
    let catalogContents: [URL]

    init(targetDirectory: URL, compiledSources: [URL], outputDirectory: URL) throws {
        let compiled = Set(compiledSources.map { $0.resolvingSymlinksInPath().path })
        // Swift refuses two source files with the same name in one module, so an output's name
        // must differ from every compiled file's and from every other output's.
        var taken = Dictionary(compiledSources.map { ($0.lastPathComponent, $0.path) }, uniquingKeysWith: { first, _ in first })
        var files: [File] = []
        for relativePath in SwiftFileWalk.relativePaths(under: targetDirectory) {
            let input = targetDirectory.appendingPathComponent(relativePath)
            guard !compiled.contains(input.resolvingSymlinksInPath().path) else { continue }
            // "Transitions/Cards/CardPop.swift" → "Transitions_Cards_CardPop.swift": unique
            // within the target, and it still ends in the file's own name.
            let name = relativePath.split(separator: "/").joined(separator: "_")
            if let earlier = taken[name] {
                throw NameClash(name: name, first: earlier, second: relativePath)
            }
            taken[name] = relativePath
            files.append(File(relativePath: relativePath, input: input, output: outputDirectory.appendingPathComponent(name)))
        }
        self.files = files
        catalogs = SwiftFileWalk.catalogPaths(under: targetDirectory).map { targetDirectory.appendingPathComponent($0) }
        catalogContents = catalogs.flatMap { catalog in
            (FileManager.default.enumerator(atPath: catalog.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix("Contents.json") }.sorted().map { catalog.appendingPathComponent($0) }
        }
    }
}

/// Lists the `.swift` files under a folder, descending through symbolic links to folders (each
/// real folder once, so a link cycle ends) and skipping hidden files and folders.
enum SwiftFileWalk {
    static func relativePaths(under root: URL) -> [String] {
        var visited: Set<String> = []
        var found: [String] = [], catalogs: [String] = []
        walk(root, prefix: "", visited: &visited, found: &found, catalogs: &catalogs)
        return found.sorted()
    }

    /// The `.xcassets` folders under `root`, found the same way (their insides not entered).
    static func catalogPaths(under root: URL) -> [String] {
        var visited: Set<String> = []
        var found: [String] = [], catalogs: [String] = []
        walk(root, prefix: "", visited: &visited, found: &found, catalogs: &catalogs)
        return catalogs.sorted()
    }

    private static func walk(_ folder: URL, prefix: String, visited: inout Set<String>, found: inout [String], catalogs: inout [String]) {
        guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            // fileExists follows symbolic links, so a link to a folder counts as a folder.
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue, name.hasSuffix(".xcassets") {
                catalogs.append(prefix + name)
            } else if isFolder.boolValue {
                walk(url, prefix: prefix + name + "/", visited: &visited, found: &found, catalogs: &catalogs)
            } else if name.hasSuffix(".swift") {
                found.append(prefix + name)
            }
        }
    }
}
