import Foundation

/// What `goldens doctor` compiles an app's files with: the Swift compiler, the built
/// GoldensUIKit module (and the C modules it imports), and the GoldensSelectors rewriter when it
/// has been built, so a file is compiled exactly as a test target applying the plugin compiles it.
public struct SwiftToolchain: Sendable, Equatable {
    public var compiler: String
    /// The folder holding `GoldensUIKit.swiftmodule` (a build folder's `Modules`).
    public var modulesFolder: String
    /// Module maps of the C modules GoldensUIKit's modules import.
    public var moduleMaps: [String]
    /// The GoldensSelectors plugin's tool; nil when it has not been built.
    public var rewriter: String?

    public init(compiler: String, modulesFolder: String, moduleMaps: [String], rewriter: String?) {
        self.compiler = compiler
        self.modulesFolder = modulesFolder
        self.moduleMaps = moduleMaps
        self.rewriter = rewriter
    }

    /// Finds the toolchain for a build folder (`.build/debug`, where the `goldens` tool or a test
    /// runner sits). `GOLDENS_SWIFTC` names the compiler, else `swiftc` on `PATH`.
    public static func discover(buildFolder: String, packageRoot: String = packageRoot(),
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws(DoctorError) -> SwiftToolchain {
        let fileManager = FileManager.default
        let modules = buildFolder + "/Modules"
        guard fileManager.fileExists(atPath: modules + "/GoldensUIKit.swiftmodule") else {
            throw DoctorError(path: modules, problem: "no GoldensUIKit.swiftmodule: build GoldensUIKit first (`swift build`), or name the build folder with --build-folder")
        }
        guard let compiler = environment["GOLDENS_SWIFTC"] ?? findOnPath("swiftc", environment: environment) else {
            throw DoctorError(path: "swiftc", problem: "the Swift compiler is not on PATH (set GOLDENS_SWIFTC to its path)")
        }
        let maps = [buildFolder + "/CPNGShim.build/module.modulemap", packageRoot + "/Sources/CLibPNG/module.modulemap"]
            .filter { fileManager.fileExists(atPath: $0) }
        let rewriter = ["GoldensSelectorsTool", "GoldensSelectorsTool-tool"].map { buildFolder + "/" + $0 }
            .first { fileManager.isExecutableFile(atPath: $0) }
        return SwiftToolchain(compiler: compiler, modulesFolder: modules, moduleMaps: maps, rewriter: rewriter)
    }

    /// This package's root folder: where its sources were when the tool was built.
    public static func packageRoot(sourceFile: String = #filePath) -> String {
        URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func findOnPath(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The compiler's arguments for typechecking files as one module of a test target, in one
    /// whole-module job: the driver's per-file jobs stop at the first file with errors, and the
    /// rest would go unreported.
    func typecheckArguments(swiftVersion: String, moduleCache: String) -> [String] {
        var arguments = ["-typecheck", "-wmo", "-swift-version", swiftVersion, "-parse-as-library", "-module-name", "AppUnderDoctor",
                         "-diagnostic-style", "llvm", "-DDEBUG", "-DSWIFT_PACKAGE", "-I", modulesFolder, "-module-cache-path", moduleCache]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        #if os(macOS)
        #if arch(arm64)
        arguments += ["-target", "arm64-apple-macosx15.0"]
        #else
        arguments += ["-target", "x86_64-apple-macosx15.0"]
        #endif
        #endif
        return arguments
    }
}
