import Foundation

/// Runs a program to its end with its output in a file, not a pipe (a pipe nobody reads fills
/// and stops the child), and stops it after a time limit.
struct ChildProcess {
    struct Result {
        let status: Int32
        let output: String
        let timedOut: Bool
    }

    static func run(_ executable: String, _ arguments: [String], outputFile: String, timeLimit: TimeInterval) throws(DoctorError) -> Result {
        FileManager.default.createFile(atPath: outputFile, contents: nil)
        guard let output = FileHandle(forWritingAtPath: outputFile) else {
            throw DoctorError(path: outputFile, problem: "cannot write the compiler's output here")
        }
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DoctorError(path: executable, problem: "cannot run: \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline { process.terminate(); timedOut = true; break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: text, timedOut: timedOut)
    }
}
