import Foundation

/// The files of an app that `goldens doctor` looks at, found below the folders it is given: Swift
/// files, Interface Builder documents (`.storyboard`, `.xib`) and asset catalogs (`.xcassets`).
///
/// What a test target would not compile is left out and listed with the reason: dependency and
/// build folders (`Pods`, `Carthage`, `.build`, `DerivedData`), the app's own test targets
/// (folders ending in `Tests`), playgrounds, package manifests, and `main.swift` (an app's entry
/// point; a test launches no app). Folders are walked in byte order of their names, so the
/// result is the same on every machine; symbolic links to folders are followed once.
public struct AppSources: Sendable, Equatable {
    public struct Skipped: Sendable, Equatable, Codable {
        public let path: String
        public let reason: String
    }

    /// The folders and files asked for, absolute.
    public var roots: [String] = []
    public var swiftFiles: [String] = []
    public var interfaceBuilderDocuments: [String] = []
    public var assetCatalogs: [String] = []
    public var skipped: [Skipped] = []

    public init() {}

    /// Folders no test target compiles: other people's code and build products.
    static let dependencyFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "fastlane", "vendor", "Vendor"]

    /// Walks `paths` (folders or single files). Throws when a path does not exist.
    public static func collect(from paths: [String], fileManager: FileManager = .default) throws(DoctorError) -> AppSources {
        var sources = AppSources()
        var visited: Set<String> = []
        for path in paths {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                throw DoctorError(path: path, problem: "no such file or folder (expected the app's source folders or files)")
            }
            sources.roots.append(absolute)
            if isFolder.boolValue {
                sources.walk(absolute, fileManager: fileManager, visited: &visited)
            } else {
                sources.add(file: absolute)
            }
        }
        sources.swiftFiles = unique(sources.swiftFiles)
        sources.interfaceBuilderDocuments = unique(sources.interfaceBuilderDocuments)
        sources.assetCatalogs = unique(sources.assetCatalogs)
        return sources
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    private mutating func walk(_ folder: String, fileManager: FileManager, visited: inout Set<String>) {
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(resolved).inserted else { return }
        let names = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { add(file: path); continue }
            if name.hasSuffix(".xcassets") {
                assetCatalogs.append(path)
            } else if let reason = Self.reasonToSkip(folder: name) {
                skipped.append(Skipped(path: path, reason: reason))
            } else {
                walk(path, fileManager: fileManager, visited: &visited)
            }
        }
    }

    static func reasonToSkip(folder name: String) -> String? {
        if dependencyFolders.contains(name) { return "dependencies or build products, not the app's code" }
        if name == "build" || name.hasPrefix(".build") { return "build products" }
        if name.hasSuffix("Tests") || name.hasSuffix("UITests") { return "the app's own tests (XCTest on a device), not code a test target shares" }
        if name.hasSuffix(".playground") { return "a playground" }
        return nil
    }

    private mutating func add(file path: String) {
        let name = (path as NSString).lastPathComponent
        switch (name as NSString).pathExtension {
        case "swift":
            if name == "main.swift" {
                skipped.append(Skipped(path: path, reason: "the app's entry point (a test launches no app)"))
            } else if name == "Package.swift" {
                skipped.append(Skipped(path: path, reason: "a package manifest"))
            } else {
                swiftFiles.append(path)
            }
        case "storyboard", "xib":
            interfaceBuilderDocuments.append(path)
        default:
            break
        }
    }
}
