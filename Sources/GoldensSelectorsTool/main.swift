import Foundation
import GoldensSelectorRewriting

/// `GoldensSelectorsTool <input.swift> <output.swift>`: writes the file the GoldensSelectors
/// plugin compiles in place of `input.swift`. Without the Objective-C runtime (Linux) that is the
/// file with `@objc` and `#selector` rewritten; with it (Apple platforms, where `#selector` works
/// natively) the file unchanged, behind a `#sourceLocation` line either way so diagnostics name
/// the original. The decision is made here, where the tool runs: a build for iOS on a Mac gets
/// the file unchanged.
struct SelectorsTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let input: URL
    let output: URL

    init(arguments: [String]) throws {
        guard arguments.count == 3 else {
            throw Failure(description: "usage: GoldensSelectorsTool <input.swift> <output.swift>")
        }
        input = URL(fileURLWithPath: arguments[1])
        output = URL(fileURLWithPath: arguments[2])
    }

    func run() throws {
        let source: String
        do {
            source = try String(contentsOf: input, encoding: .utf8)
        } catch {
            throw Failure(description: "\(input.path): error: cannot read the file to rewrite: \(error.localizedDescription)")
        }
        #if canImport(ObjectiveC)
        let text = SelectorRewriter.passThrough(source: source, path: input.path)
        #else
        let rewritten = SelectorRewriter.rewrite(source: source, path: input.path)
        // Printed as compilers print them, so the build log shows them at the original line.
        for warning in rewritten.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
        let text = rewritten.text
        #endif
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomically (a temporary file renamed over the output), so an interrupted build
            // never leaves a half-written file for the compiler.
            try Data(text.utf8).write(to: output, options: .atomic)
        } catch {
            throw Failure(description: "\(output.path): error: cannot write the rewritten \(input.lastPathComponent): \(error.localizedDescription)")
        }
    }
}

do {
    try SelectorsTool(arguments: CommandLine.arguments).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
