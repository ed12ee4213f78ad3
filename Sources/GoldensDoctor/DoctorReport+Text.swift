import Foundation

extension DoctorReport {
    /// The report as `goldens doctor` prints it: verdicts first, then what to do about them, then
    /// a test target for the files. Paths are shown relative to `directory` when below it.
    public func text(relativeTo directory: String = FileManager.default.currentDirectoryPath, verbose: Bool = false,
                     packageName: String = URL(fileURLWithPath: SwiftToolchain.packageRoot()).lastPathComponent) -> String {
        let show = { (path: String) in Self.relative(path, to: directory) }
        var out: [String] = []
        let documents = interfaceBuilder.count, catalogs = assetCatalogs.count
        out.append("goldens doctor: \(Self.count(files.count, "Swift file")), \(Self.count(documents, "storyboard or xib", "storyboards and xibs")), "
                   + "\(Self.count(catalogs, "asset catalog")) below \(roots.map(show).joined(separator: ", "))")
        out.append("(Swift \(swiftVersion) language mode; " + (selectorsRewritten
            ? "@objc and #selector rewritten as the GoldensSelectors plugin does)"
            : "@objc and #selector NOT rewritten: build the plugin's tool with `swift build --target GoldensSelectorsTool` for the plugin's results)"))
        out.append("")
        out.append("Swift: \(compilingFiles) of \(files.count) files compile against GoldensUIKit")
        for file in files where file.verdict != "compiles" {
            let label = ["missing-api": "missing API", "unavailable": "refused API", "old-swift": "Swift 2 or 3 names", "other-module": "other module", "other": "app code"][file.verdict] ?? file.verdict
            out.append("  ✗ \(show(file.path))  (\(label); \(Self.count(file.errors.count, "error")))")
            for error in (verbose ? file.errors : Array(file.errors.prefix(3))) {
                let symbol = error.symbol.map { "[\($0)] " } ?? ""
                out.append("      \(error.line):\(error.column): \(symbol)\(error.message)")
            }
            if !verbose && file.errors.count > 3 { out.append("      … \(file.errors.count - 3) more (--verbose)") }
        }
        func needs(_ title: String, _ list: [Need]) {
            guard !list.isEmpty else { return }
            out.append("")
            out.append(title)
            for need in (verbose ? list : Array(list.prefix(25))) {
                let files = Self.count(need.files, "file").padding(toLength: 9, withPad: " ", startingAt: 0)
                let note = need.note.isEmpty ? "" : " — \(need.note)"
                let uses = need.uses.prefix(3).map(show).joined(separator: ", ") + (need.uses.count > 3 ? ", …" : "")
                out.append("  \(files) \(need.symbol)\(note)  (\(uses))")
            }
            if !verbose && list.count > 25 { out.append("  … \(list.count - 25) more (--verbose)") }
        }
        needs("Missing UIKit API, by how many files need it:", missingAPI)
        needs("API GoldensUIKit refuses on purpose:", unavailableAPI)
        needs("Swift 2 and 3 names, which today's SDK refuses too (Xcode's migration renames them):", outdatedNames)
        needs("Modules the test target does not have (their imports were removed to compile):", otherModules)
        needs("Compiles, but does not draw as on a device:", caveats)
        func resources(_ title: String, _ list: [Resource]) {
            guard !list.isEmpty else { return }
            out.append("")
            out.append("\(title): \(list.count { $0.verdict == "loads" }) of \(list.count) load without reports")
            for resource in list {
                let sets = resource.colors.map { " (\(Self.count($0, "colour")), \(Self.count(resource.images ?? 0, "image")))" } ?? ""
                out.append("  \(resource.verdict == "loads" ? "✓" : "✗") \(show(resource.path))\(sets)")
                for problem in (verbose ? resource.problems : Array(resource.problems.prefix(5))) {
                    out.append("      " + problem.replacingOccurrences(of: directory.hasSuffix("/") ? directory : directory + "/", with: ""))
                }
                if !verbose && resource.problems.count > 5 { out.append("      … \(resource.problems.count - 5) more (--verbose)") }
            }
        }
        resources("Storyboards and xibs", interfaceBuilder)
        resources("Asset catalogs", assetCatalogs)
        if !skipped.isEmpty {
            out.append("")
            out.append("Skipped: \(skipped.map { "\(show($0.path)) (\($0.reason))" }.prefix(verbose ? .max : 8).joined(separator: "; "))"
                       + (!verbose && skipped.count > 8 ? "; … \(skipped.count - 8) more" : ""))
        }
        out.append("")
        out.append(testTargetSnippet(packageName: packageName))
        return out.joined(separator: "\n")
    }

    /// A test target that compiles these folders as they are: symbolic links to them, excluded
    /// from the target and compiled through the GoldensSelectors plugin.
    public func testTargetSnippet(packageName: String) -> String {
        let links = TestPackageScaffold.linkNames(for: roots)
        var lines = [
            "A test target for these files, in a test package beside the app (Package.swift; `goldens init` writes it):",
            "    " + TestPackageScaffold.testTargetDeclaration(packageName: packageName, linkNames: links, indent: "    "),
            "with the links, from the test package's folder:",
        ]
        for (root, link) in zip(roots, links) { lines.append("    ln -s \(root) Tests/\(TestPackageScaffold.targetName)/\(link)") }
        lines.append("Each file then imports UIKit as `#if canImport(UIKit) import UIKit #else import GoldensUIKit #endif`.")
        return lines.joined(separator: "\n")
    }

    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }

    static func relative(_ path: String, to directory: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
