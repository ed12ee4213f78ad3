import Foundation
import GoldensSelectorRewriting

/// `GoldensSelectorsTool <input.swift> <output.swift> [<index.txt>]`: writes the file the
/// GoldensSelectors plugin compiles in place of `input.swift`. Without the Objective-C runtime
/// (Linux) that is the file with `@objc` and `#selector` rewritten; with it (Apple platforms,
/// where `#selector` works natively) the file unchanged, behind a `#sourceLocation` line either
/// way so diagnostics name the original. The decision is made here, where the tool runs: a build
/// for iOS on a Mac gets the file unchanged.
///
/// `GoldensSelectorsTool --asset-symbols <output.swift> <catalog.xcassets>… [-- <file.swift>…]`:
/// writes the symbols Xcode generates for the catalogs' colour and image sets (`AssetSymbols`),
/// leaving out the UIKit members the files declare themselves.
///
/// `GoldensSelectorsTool --index <index.txt> <file.swift>…`: writes what the rewrite of each
/// file needs to know about the others (`TargetIndex`), which it takes as its third argument: the
/// `@objc optional` requirements they declare (a call `delegate?.menuDidClose?()` is rewritten
/// only for a requirement known to be optional), and their classes and extensions with
/// Interface Builder members (a class's generated members include its extensions' actions, and
/// override its superclass's only when that has them).
struct SelectorsTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    enum Job {
        case rewrite(input: URL, output: URL, index: URL?)
        case index(output: URL, inputs: [URL])
        case assetSymbols(output: URL, catalogs: [URL], sources: [URL])
    }

    static let usage = "usage: GoldensSelectorsTool <input.swift> <output.swift> [<index.txt>]\n"
        + "       GoldensSelectorsTool --index <index.txt> <file.swift>...\n"
        + "       GoldensSelectorsTool --asset-symbols <output.swift> <catalog.xcassets>... [-- <file.swift>...]"

    let job: Job

    init(arguments: [String]) throws {
        let arguments = Array(arguments.dropFirst())
        if arguments.first == "--asset-symbols", arguments.count >= 2 {
            let rest = arguments.dropFirst(2)
            let catalogs = rest.prefix { $0 != "--" }, sources = rest.drop { $0 != "--" }.dropFirst()
            job = .assetSymbols(output: URL(fileURLWithPath: arguments[1]), catalogs: catalogs.map { URL(fileURLWithPath: $0) },
                                sources: sources.map { URL(fileURLWithPath: $0) })
        } else if arguments.first == "--index", arguments.count >= 2 {
            job = .index(output: URL(fileURLWithPath: arguments[1]), inputs: arguments.dropFirst(2).map { URL(fileURLWithPath: $0) })
        } else if arguments.count == 2 || arguments.count == 3, !arguments[0].hasPrefix("--") {
            job = .rewrite(input: URL(fileURLWithPath: arguments[0]), output: URL(fileURLWithPath: arguments[1]),
                           index: arguments.count == 3 ? URL(fileURLWithPath: arguments[2]) : nil)
        } else {
            throw Failure(description: Self.usage)
        }
    }

    func run() throws {
        switch job {
        case .rewrite(let input, let output, let index):
            try rewrite(input, to: output, index: index)
        case .assetSymbols(let output, let catalogs, let sources):
            var declared: Set<String> = []
            for source in sources { declared.formUnion(AssetSymbols.staticMembers(in: try read(source))) }
            let text = AssetSymbols.source(assets: AssetSymbols.assets(inCatalogs: catalogs), declared: declared)
            try write(text, to: output, describing: "the asset symbols")
        case .index(let output, let inputs):
            var index = TargetIndex()
            for input in inputs { index.add(source: try read(input), path: input.path) }
            try write(index.serialized, to: output, describing: "the target's index")
        }
    }

    private func rewrite(_ input: URL, to output: URL, index: URL?) throws {
        let source = try read(input)
        #if canImport(ObjectiveC)
        let text = SelectorRewriter.passThrough(source: source, path: input.path)
        #else
        let known = try index.map { TargetIndex(serialized: try read($0)) } ?? TargetIndex()
        let rewritten = SelectorRewriter.rewrite(source: source, path: input.path, index: known)
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
