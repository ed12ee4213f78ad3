import Foundation
import Testing

/// The documentation's Swift samples are compiled: every ```swift block of README.md and of the
/// GoldensTesting DocC articles must appear, whitespace aside, in a `.swift` file of this folder,
/// where it is built as real test code (and, for tests, run against goldens).
///
/// Blocks fenced as ```swift-package are not checked: they are fragments of a Package.swift,
/// whose PackageDescription module a test target cannot import. Shell, YAML and plain blocks are
/// not Swift and are not checked either.
@Suite struct DocumentationSamples {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = folder.deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/GoldensTesting/GoldensTesting.docc")

    /// README.md and every article of the catalog.
    static func documents() throws -> [URL] {
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".md") }.sorted()
            .map { catalog.appendingPathComponent($0) }
        return [root.appendingPathComponent("README.md")] + articles
    }

    /// The blocks fenced as ```swift in `text`, each as its lines.
    static func swiftBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        var fenceIsSwift = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                current?.append(line)
                continue
            }
            if let block = current {
                if fenceIsSwift { blocks.append(block) }
                current = nil
            } else {
                fenceIsSwift = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces) == "swift"
                current = []
            }
        }
        return blocks
    }

    /// Runs of whitespace made one space, so indentation and line breaks do not count.
    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The `.swift` files of this folder and its subfolders, normalized.
    static func sources() throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { normalized(try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test func everySwiftSampleIsCompiledHere() throws {
        let sources = try Self.sources()
        let documents = try Self.documents()
        #expect(documents.count > 5, "the DocC catalog's articles were not found at \(Self.catalog.path)")
        var checked = 0
        for document in documents {
            let blocks = Self.swiftBlocks(in: try String(contentsOf: document, encoding: .utf8))
            for block in blocks {
                checked += 1
                let sample = Self.normalized(block.joined(separator: "\n"))
                let first = block.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                #expect(sources.contains { $0.contains(sample) },
                        "\(document.lastPathComponent): the ```swift block starting \"\(first.trimmingCharacters(in: .whitespaces))\" is in no .swift file of Tests/DocumentationSamplesTests")
            }
        }
        #expect(checked > 0, "no ```swift block found in README.md or the articles")
    }

    /// The fence reader keeps Swift blocks and leaves the others.
    @Test func onlySwiftBlocksAreRead() {
        let text = """
            Text.
            ```swift
            let a = 1
            ```
            ```swift-package
            .package(path: "x")
            ```
              ```sh
              swift test
              ```
            ```swift
                struct S {}
            ```
            """
        #expect(Self.swiftBlocks(in: text) == [["let a = 1"], ["    struct S {}"]])
        #expect(Self.normalized("  a\n\t b  c ") == "a b c")
    }

    /// Files and pictures README.md and the articles link to exist, inside the repository.
    @Test func relativeLinksStayInTheRepository() throws {
        let root = Self.root.standardizedFileURL.path
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for target in Self.linkTargets(in: text) where !target.contains("://") && !target.hasPrefix("#") && !target.hasPrefix("doc:") && !target.hasPrefix("mailto:") {
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let resolved = document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
                #expect(resolved.hasPrefix(root + "/"), "\(document.lastPathComponent) links outside the repository: \(target)")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(document.lastPathComponent) links to a missing file: \(target)")
            }
        }
    }

    /// Targets of Markdown links `[text](target)` and of HTML `src="target"`.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        rest = Substring(text)
        while let open = rest.range(of: "src=\"") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            targets.append(String(after[..<close]))
            rest = after[close...]
        }
        return targets
    }
}
