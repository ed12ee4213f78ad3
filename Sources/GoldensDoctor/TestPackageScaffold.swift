import Foundation

/// The test package `goldens init` writes beside an app: a `Package.swift` whose test target
/// compiles the app's folders through symbolic links (excluded from the target and compiled by the
/// GoldensSelectors plugin), one example test of the app's first transition, `Goldens/`, a
/// `.gitignore`, and a CI workflow when asked for.
///
/// Only missing files are written: a file that exists, edited or not, is kept as it is, so running
/// `init` again adds what is missing and changes nothing a user wrote.
public struct TestPackageScaffold: Sendable {
    /// Where the package's dependency on this one comes from.
    public enum Dependency: Sendable, Equatable {
        case path(String)
        case url(String, from: String)

        /// The name `.product(name:package:)` and `.plugin(name:package:)` use: the last path
        /// component of the path (resolved from the package's folder) or URL, as SwiftPM names a
        /// dependency.
        public func packageName(packageFolder: String) -> String {
            var name: String = switch self {
            case .path(let path):
                URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: packageFolder, isDirectory: true)).standardizedFileURL.lastPathComponent
            case .url(let url, _):
                URL(fileURLWithPath: url).lastPathComponent
            }
            if name.hasSuffix(".git") { name.removeLast(4) }
            return name
        }
    }

    public enum Workflow: String, Sendable, CaseIterable {
        case github, gitlab, none
    }

    /// One file or link the package needs, and whether `write()` made it.
    public struct Entry: Sendable, Equatable {
        public let path: String
        public let created: Bool
    }

    public let appFolder: String
    public let packageFolder: String
    public let dependency: Dependency
    public let workflow: Workflow
    /// What the test target links to: the app folder's subfolders that hold Swift files, without
    /// the app's own tests, dependencies and build products, and its own Swift files but
    /// `main.swift` (the plugin compiles every Swift file under a link).
    public let linkedFolders: [String]

    static let targetName = "AppTransitionTests"

    public init(appFolder: String, packageFolder: String? = nil, dependency: Dependency? = nil,
                workflow: Workflow = .none) throws(DoctorError) {
        let app = URL(fileURLWithPath: appFolder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: app.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw DoctorError(path: appFolder, problem: "not a folder (expected the app's folder, where its .xcodeproj or its sources are)")
        }
        self.appFolder = app.path
        self.packageFolder = URL(fileURLWithPath: packageFolder ?? app.deletingLastPathComponent()
            .appendingPathComponent(app.lastPathComponent + "TransitionTests").path).standardizedFileURL.path
        self.dependency = dependency ?? .path(Self.relativePath(from: self.packageFolder, to: SwiftToolchain.packageRoot()))
        self.workflow = workflow
        linkedFolders = try Self.foldersToLink(in: app.path)
        guard !linkedFolders.isEmpty else {
            throw DoctorError(path: appFolder, problem: "no Swift files below it (expected the app's source folder)")
        }
    }

    /// The subfolders holding Swift files (skipping what `AppSources` skips and Xcode's project
    /// folders) and the Swift files directly in the app folder, but its entry point.
    static func foldersToLink(in app: String) throws(DoctorError) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: app)) ?? []).sorted()
        var items: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = app + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if name.hasSuffix(".swift") && name != "main.swift" && name != "Package.swift" { items.append(path) }
                continue
            }
            guard AppSources.reasonToSkip(folder: name) == nil, !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcworkspace"),
                  !name.hasSuffix(".xcassets") else { continue }
            if let sources = try? AppSources.collect(from: [path]), !sources.swiftFiles.isEmpty { items.append(path) }
        }
        return items
    }

    /// The name each link has inside the test target: the folder's or file's own, made unique.
    var linkNames: [String] { Self.linkNames(for: linkedFolders) }

    /// Names for links to `paths` inside one folder: each path's last component, numbered when
    /// two would collide (or one would take the example test's name).
    static func linkNames(for paths: [String]) -> [String] {
        var names: [String] = []
        for path in paths {
            let base = URL(fileURLWithPath: path).lastPathComponent
            var name = base
            var counter = 2
            while names.contains(name) || name == ExampleTest.fileName {
                name = "\((base as NSString).deletingPathExtension)\(counter)" + ((base as NSString).pathExtension.isEmpty ? "" : "." + (base as NSString).pathExtension)
                counter += 1
            }
            names.append(name)
        }
        return names
    }

    /// The `.testTarget(…)` of the package's manifest, each line after the first indented by
    /// `indent`: the links excluded and compiled by the GoldensSelectors plugin.
    static func testTargetDeclaration(packageName name: String, linkNames: [String], indent: String) -> String {
        let excluded = linkNames.map { "\"\($0)\"" }.joined(separator: ", ")
        return [
            ".testTarget(",
            "    name: \"\(targetName)\",",
            "    dependencies: [",
            "        .product(name: \"GoldensUIKit\", package: \"\(name)\"),",
            "        .product(name: \"GoldensTesting\", package: \"\(name)\"),",
            "    ],",
            "    exclude: [\(excluded)],",
            "    plugins: [.plugin(name: \"GoldensSelectors\", package: \"\(name)\")]",
            ")",
        ].joined(separator: "\n" + indent)
    }

    /// Writes what is missing; returns every file and link with whether it was made now.
    @discardableResult
    public func write() throws(DoctorError) -> [Entry] {
        var entries: [Entry] = []
        let targetFolder = "Tests/\(Self.targetName)"
        for (folder, name) in zip(linkedFolders, linkNames) {
            let link = "\(targetFolder)/\(name)"
            let destination = Self.relativePath(from: packageFolder + "/" + targetFolder, to: folder)
            entries.append(try make(link) { path throws(DoctorError) in
                do {
                    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
                } catch {
                    throw DoctorError(path: path, problem: "cannot create the link to \(folder): \(error.localizedDescription)")
                }
            })
        }
        let example = ExampleTest(appSources: linkedFolders)
        var files: [(String, String)] = [
            ("Package.swift", manifest),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
            ("Goldens/README.md", "The golden PNGs of `\(Self.targetName)`, recorded by `swift test` and reviewed with `swift run goldens report`.\n"),
            ("\(targetFolder)/\(ExampleTest.fileName)", example.source),
        ]
        switch workflow {
        case .github: files.append((".github/workflows/goldens.yml", try Self.workflowText("github-actions.yml")))
        case .gitlab: files.append((".gitlab-ci.yml", try Self.workflowText("gitlab-ci.yml")))
        case .none: break
        }
        for (path, text) in files {
            entries.append(try make(path) { full throws(DoctorError) in
                guard FileManager.default.createFile(atPath: full, contents: Data(text.utf8)) else {
                    throw DoctorError(path: full, problem: "cannot write the file (is the folder writable?)")
                }
            })
        }
        return entries
    }

    /// Makes `relative` inside the package unless something is already there.
    private func make(_ relative: String, with body: (String) throws(DoctorError) -> Void) throws(DoctorError) -> Entry {
        let path = packageFolder + "/" + relative
        // A link that exists counts even when it points nowhere: it is the user's.
        if (try? FileManager.default.attributesOfItem(atPath: path)) != nil { return Entry(path: relative, created: false) }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw DoctorError(path: path, problem: "cannot create its folder: \(error.localizedDescription)")
        }
        try body(path)
        return Entry(path: relative, created: true)
    }

    var manifest: String {
        let name = dependency.packageName(packageFolder: packageFolder)
        let dependencyLine: String = switch dependency {
        case .path(let path): ".package(path: \"\(path)\"),"
        case .url(let url, let version): ".package(url: \"\(url)\", from: \"\(version)\"),"
        }
        let appName = URL(fileURLWithPath: appFolder).lastPathComponent
        return """
            // swift-tools-version: 6.1
            // Golden tests of \(appName)'s transitions, written by `goldens init`. Edit freely: running
            // `goldens init` again only adds files that are missing.
            import PackageDescription

            let package = Package(
                name: "\(appName)TransitionTests",
                platforms: [.macOS(.v15)],
                dependencies: [
                    \(dependencyLine)
                ],
                targets: [
                    // The app's folders are symbolic links in Tests/\(Self.targetName), excluded here and
                    // compiled by the GoldensSelectors plugin (which rewrites @objc and #selector).
                    \(Self.testTargetDeclaration(packageName: name, linkNames: linkNames, indent: "        ")),
                ]
            )

            """
    }

    static func workflowText(_ name: String) throws(DoctorError) -> String {
        let path = SwiftToolchain.packageRoot() + "/docs/ci/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw DoctorError(path: path, problem: "the CI workflow to copy is not there (this package's docs/ci folder)")
        }
        return text
    }

    /// `to` relative to the folder `from` (both absolute), as a symbolic link or a manifest writes it.
    static func relativePath(from folder: String, to target: String) -> String {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let goal = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < base.count, common < goal.count, base[common] == goal[common] { common += 1 }
        let path = Array(repeating: "..", count: base.count - common) + goal[common...]
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
