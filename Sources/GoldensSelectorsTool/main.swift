import Foundation
import GoldensSelectorRewriting

/// `GoldensSelectorsTool <input.swift> <output.swift> [<requirements.txt>]`: writes the file the
/// GoldensSelectors plugin compiles in place of `input.swift`. Without the Objective-C runtime
/// (Linux) that is the file with `@objc` and `#selector` rewritten; with it (Apple platforms,
/// where `#selector` works natively) the file unchanged, behind a `#sourceLocation` line either
/// way so diagnostics name the original. The decision is made here, where the tool runs: a build
/// for iOS on a Mac gets the file unchanged.
///
/// `GoldensSelectorsTool --index <requirements.txt> <file.swift>…`: writes the `@objc optional`
/// method requirements the files declare, one full name per line, which the rewrite of each file
/// takes as its third argument (a call `delegate?.menuDidClose?()` is rewritten only for a
/// requirement known to be optional).
struct SelectorsTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    enum Job {
        case rewrite(input: URL, output: URL, requirements: URL?)
        case index(output: URL, inputs: [URL])
    }

    static let usage = "usage: GoldensSelectorsTool <input.swift> <output.swift> [<requirements.txt>]\n"
        + "       GoldensSelectorsTool --index <requirements.txt> <file.swift>..."

    let job: Job

    init(arguments: [String]) throws {
        let arguments = Array(arguments.dropFirst())
        if arguments.first == "--index", arguments.count >= 2 {
            job = .index(output: URL(fileURLWithPath: arguments[1]), inputs: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) })
        } else if arguments.count == 2 || arguments.count == 3, !arguments[0].hasPrefix("--") {
            job = .rewrite(input: URL(fileURLWithPath: arguments[0]), output: URL(fileURLWithPath: arguments[1]),
                           requirements: arguments.count == 3 ? URL(fileURLWithPath: arguments[2]) : nil)
        } else {
            throw Failure(description: Self.usage)
        }
    }

    func run() throws {
        switch job {
        case .rewrite(let input, let output, let requirements):
            try rewrite(input, to: output, requirements: requirements)
        case .index(let output, let inputs):
            var names: Set<String> = []
            for input in inputs { names.formUnion(SelectorRewriter.optionalRequirements(in: try read(input))) }
            try write(names.sorted().map { $0 + "\n" }.joined(), to: output, describing: "the optional requirements")
        }
    }

    private func rewrite(_ input: URL, to output: URL, requirements: URL?) throws {
        let source = try read(input)
        #if canImport(ObjectiveC)
        let text = SelectorRewriter.passThrough(source: source, path: input.path)
        #else
        let known = try requirements.map { Set(try read($0).split(separator: "\n").map(String.init)) } ?? []
        let rewritten = SelectorRewriter.rewrite(source: source, path: input.path, optionalRequirements: known)
        // Printed as compilers print them, so the build log shows them at the original line.
        for warning in rewritten.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }
        let text = rewritten.text
        #endif
        try write(text, to: output, describing: "the rewritten \(input.lastPathComponent)")
    }

    private func read(_ input: URL) throws -> String {
        do {
            return try String(contentsOf: input, encoding: .utf8)
        } catch {
            throw Failure(description: "\(input.path): error: cannot read the file to rewrite: \(error.localizedDescription)")
        }
    }

    private func write(_ text: String, to output: URL, describing what: String) throws {
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Atomically (a temporary file renamed over the output), so an interrupted build
            // never leaves a half-written file for the compiler.
            try Data(text.utf8).write(to: output, options: .atomic)
        } catch {
            throw Failure(description: "\(output.path): error: cannot write \(what): \(error.localizedDescription)")
        }
    }
}

do {
    try SelectorsTool(arguments: CommandLine.arguments).run()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
