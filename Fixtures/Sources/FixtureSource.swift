import Foundation

/// Where a fixture's transition is written: the file and line of the declaration that makes it
/// (its animator, transitioning delegate or presenting screen), for the report's source column
/// and CI annotations. The catalog only runs the fixtures; pointing there would lead nowhere.
public struct FixtureSource: Sendable, Equatable {
    /// Absolute path of the fixture's file.
    public var filePath: String
    /// 1-based line of the declaration, or 1 when it could not be found.
    public var line: Int

    /// "GoldensFixtures/SlideDownFixture.swift", as `#fileID` would name the file.
    public var fileID: String { "GoldensFixtures/" + (filePath.split(separator: "/").last.map(String.init) ?? filePath) }

    /// The declaration of `type` (`class`, `struct`, `enum` or an `extension` of it).
    static func declaration(of type: Any.Type) -> FixtureSource {
        declaration(named: String(describing: type))
    }

    /// The first declaration named `name` in the fixtures' source folder; the folder itself
    /// when the sources are not on this machine (a tool built elsewhere).
    static func declaration(named name: String) -> FixtureSource {
        index[name] ?? FixtureSource(filePath: sourcesDirectory, line: 1)
    }

    private static let sourcesDirectory = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().path

    /// Every top-level declaration's name in the folder, with its first place (files in name order).
    private static let index: [String: FixtureSource] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: sourcesDirectory)) ?? []
        var found: [String: FixtureSource] = [:]
        for file in files.sorted() where file.hasSuffix(".swift") {
            let path = sourcesDirectory + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let name = declaredName(line), found[name] == nil else { continue }
                found[name] = FixtureSource(filePath: path, line: offset + 1)
            }
        }
        return found
    }()

    /// "final class SlideDownAnimator: NSObject, …" → "SlideDownAnimator"; nil for other lines.
    static func declaredName(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "(" || $0 == "{" || $0 == "<" })
        guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "extension", "func"].contains($0) }),
              words[..<keyword].allSatisfy({ ["final", "public", "private", "fileprivate", "internal", "@MainActor"].contains($0) }),
              keyword + 1 < words.count else { return nil }
        return String(words[keyword + 1])
    }
}
