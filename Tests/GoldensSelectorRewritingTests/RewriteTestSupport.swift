import Foundation
import GoldensSelectorRewriting
import Testing

/// The rewrite of `source` without its first line, after checking that line is the
/// `#sourceLocation` naming `path` (after the import of GoldensUIKit that generated members bring,
/// left out too: `GeneratedImportTests` checks it).
func rewritten(_ source: String, path: String = "Card.swift", sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let rewrite = SelectorRewriter.rewrite(source: source, path: path).text
    let generatedImport = "import GoldensUIKit\n"
    let text = rewrite.hasPrefix(generatedImport) ? String(rewrite.dropFirst(generatedImport.count)) : rewrite
    let header = "#sourceLocation(file: \"\(path)\", line: 1)\n"
    #expect(text.hasPrefix(header), "the output starts with \(header)", sourceLocation: sourceLocation)
    return String(text.dropFirst(header.count))
}

/// The names of the `Selector("name"...)` calls in `text`, in order, leaving out those of the
/// generated lists of methods by name (`case "close": return Selector(...)`).
func selectorNames(in text: String) -> [String] {
    text.split(separator: "\n").filter { !$0.contains("return Selector(") }.flatMap { line in
        line.split(separator: "Selector(\"", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}

/// The compiler on PATH, for the tests that check what it says about rewritten files.
struct SwiftCompiler {
    let executable: URL

    static let onPath: SwiftCompiler? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return SwiftCompiler(executable: candidate) }
        }
        return nil
    }()

    /// Runs swiftc with `arguments`; its exit status and everything it printed.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Compiles `standIn` as the module GoldensUIKit (which generated members import) in `folder`
    /// and typechecks `rewritten` against it.
    func typecheck(_ rewritten: String, named name: String, against standIn: String, languageMode: String = "5",
                   in folder: borrowing ScratchFolder) throws -> (status: Int32, output: String) {
        let standInFile = try folder.write(standIn, to: "GoldensUIKit.swift")
        let module = try run(["-emit-module", "-parse-as-library", "-module-name", "GoldensUIKit", "-swift-version", languageMode,
                              "-emit-module-path", folder.url.appendingPathComponent("GoldensUIKit.swiftmodule").path, standInFile.path])
        guard module.status == 0 else { return (module.status, "the stand-in does not compile:\n" + module.output) }
        let output = try folder.write(rewritten, to: "Rewritten_\(name)")
        return try run(["-typecheck", "-parse-as-library", "-swift-version", languageMode, "-I", folder.url.path, output.path])
    }
}

/// A fresh folder for one test's files, removed when the test ends.
struct ScratchFolder: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("selector-rewriting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
