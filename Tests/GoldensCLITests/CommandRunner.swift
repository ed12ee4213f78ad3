import Foundation

/// Runs the `goldens` executable built beside this test bundle and captures what it prints.
struct CommandRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The built `goldens` binary: in the directory of the running test executable or one of
    /// its parents (on macOS the tests run inside an .xctest bundle).
    static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("goldens")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Runs the tool with `arguments`; `environment` adds to (or, with nil values, removes from)
    /// this process's environment.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
                    executable: URL? = Self.executable) throws -> Result {
        guard let executable else { throw MissingExecutable() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
        }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained at once: read one after the other, a child that fills the
        // second (a sanitizer's report on standard error) while the first is still open would
        // block forever on its write, and so would this read.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.waitForData()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything the pipe carried, once its writer has closed it.
        func waitForData() -> Data {
            done.wait()
            return data
        }
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "the goldens executable was not found beside \(CommandLine.arguments[0])" }
    }
}

/// Files the CLI tests read, found from this source file's path.
enum CLIFixtures {
    static let pngSuite = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GoldensPNGTests/Resources/pngsuite")

    static func suiteImage(_ name: String) -> String { pngSuite.appendingPathComponent(name).path }

    /// A fresh temporary directory; remove it when done.
    static func temporaryDirectory(_ label: String = #function) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("goldens-cli-tests-\(label.filter { $0.isLetter })-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
