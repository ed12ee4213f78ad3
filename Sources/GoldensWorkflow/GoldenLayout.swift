import Foundation

/// Where goldens and artifacts live for one test.
///
/// By default goldens are under `Goldens/` in the package root, the nearest directory at or
/// above the test file (`#filePath`) that holds a `Package.swift`, and artifacts are under
/// `.build/goldens-artifacts/` there. `GOLDENS_ARTIFACTS` moves the artifacts (a relative path
/// is taken from the package root); a test may pass both directories explicitly.
public struct GoldenLayout: Sendable, Equatable {
    /// The environment variable that moves the artifacts directory.
    public static let artifactsEnvironmentKey = "GOLDENS_ARTIFACTS"
    /// The artifacts directory inside the package root when nothing else is said.
    public static let defaultArtifactsPath = ".build/goldens-artifacts"

    /// Absolute directory holding `<suite>/<test>/...` goldens.
    public var goldensDirectory: String
    /// Absolute directory for actual/diff images and run records.
    public var artifactsDirectory: String

    public init(goldensDirectory: String, artifactsDirectory: String) {
        self.goldensDirectory = PathText.absolute(goldensDirectory)
        self.artifactsDirectory = PathText.absolute(artifactsDirectory)
    }

    /// The layout for a test in `testFile`, with optional explicit directories.
    public static func resolve(testFile: String, goldensDirectory: String? = nil, artifactsDirectory: String? = nil,
                               environment: [String: String]) throws(GoldenSetupError) -> GoldenLayout {
        let root = packageRoot(above: testFile)
        let goldens: String
        if let goldensDirectory {
            goldens = goldensDirectory
        } else if let root {
            goldens = PathText.join(root, "Goldens")
        } else {
            throw .noPackageRoot(testFile: testFile)
        }
        let base = root ?? FileManager.default.currentDirectoryPath
        var artifacts = PathText.join(base, defaultArtifactsPath)
        if let fromEnvironment = environment[artifactsEnvironmentKey]?.trimmingBlanks(), !fromEnvironment.isEmpty {
            artifacts = fromEnvironment.hasPrefix("/") ? fromEnvironment : PathText.join(base, fromEnvironment)
        }
        if let artifactsDirectory { artifacts = artifactsDirectory }
        return GoldenLayout(goldensDirectory: goldens, artifactsDirectory: artifacts)
    }

    /// The nearest directory at or above `file`'s directory that holds a `Package.swift`.
    public static func packageRoot(above file: String) -> String? {
        var directory = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// The nearest directory at or above `directory` (a goldens directory) that holds a
    /// `Package.swift`: where commands that name it are run.
    public static func packageRoot(containing directory: String) -> String? {
        packageRoot(above: PathText.join(directory, "Package.swift"))
    }

    /// Where the run records of all tests go (one file per assertion call).
    public var recordsDirectory: String { PathText.join(artifactsDirectory, "records") }
    /// Where failing frames' images go.
    public var framesDirectory: String { PathText.join(artifactsDirectory, "frames") }
}

/// Path helpers on plain strings (POSIX separators; Windows is not a target).
enum PathText {
    static func join(_ parts: String...) -> String { join(parts) }

    static func join(_ parts: [String]) -> String {
        var out = ""
        for part in parts where !part.isEmpty {
            if out.isEmpty { out = part; continue }
            out += out.hasSuffix("/") ? part : "/" + part
        }
        return out
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// `path` relative to `base` when it lies inside it, else `path` unchanged.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates `path` and its parents; another process creating it at the same time is fine.
    static func makeDirectory(_ path: String) throws(GoldenSetupError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
            throw .cannotWrite(path: path, reason: "\(error.localizedDescription)")
        }
    }
}
