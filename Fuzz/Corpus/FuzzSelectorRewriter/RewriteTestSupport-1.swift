import Foundation
import GoldensSelectorRewriting
import Testing

/// The rewrite of `source` without its first line, after checking that line is the
/// `#sourceLocation` naming `path`.
func rewritten(_ source: String, path: String = "Card.swift", sourceLocation: SourceLocation = #_sourceLocation) -> String {
    let text = SelectorRewriter.rewrite(source: source, path: path).text
    let header = "#sourceLocation(file: \"\(path)\", line: 1)\n"
    #expect(text.hasPrefix(header), "the output starts with \(header)", sourceLocation: sourceLocation)
    return String(text.dropFirst(header.count))
}

/// The names of the `Selector("name"...)` calls in `text`, in order.
func selectorNames(in text: String) -> [String] {
    text.split(separator: "Selector(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
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