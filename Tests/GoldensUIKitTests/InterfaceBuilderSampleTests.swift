import Foundation
@testable import GoldensUIKit
import GoldensResources
import GoldensScene
import Testing

/// Loads every storyboard and xib below the folder `GOLDENS_IB_SAMPLE` names (real documents
/// collected for measuring, kept out of the repository): each controller is made and its view
/// loaded, each xib instantiated. Prints what loaded cleanly and what was reported, by kind. Without
/// the variable it checks nothing (`scripts/measure-interface-builder.sh` sets it).
@MainActor
@Suite struct InterfaceBuilderSampleTests {
    @Test func loadsTheSample() throws {
        guard let folder = ProcessInfo.processInfo.environment["GOLDENS_IB_SAMPLE"] else { return }
        let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var clean = 0, readErrors = 0, withReports = 0
        var problems: [String: Int] = [:]
        for relative in paths {
            let log: [String]
            do {
                log = try InterfaceBuilderDocumentCheck.loadEveryScene(ofDocumentAt: folder + "/" + relative)
            } catch {
                readErrors += 1
                print("unreadable \(relative): \(error.problem)")
                continue
            }
            if log.isEmpty { clean += 1 } else { withReports += 1 }
            for message in log {
                // Group by the problem with names, ids and numbers left out.
                let problem = message.split(separator: ":").dropFirst(2).joined(separator: ":")
                let kind = problem.replacingOccurrences(of: #""[^"]*""#, with: "\"…\"", options: .regularExpression)
                    .replacingOccurrences(of: #"\([^)]*\)"#, with: "(…)", options: .regularExpression)
                problems[String(kind.prefix(110)), default: 0] += 1
            }
        }
        print("interface-builder sample: \(paths.count) documents, \(clean) loaded with no report, \(withReports) with reports, \(readErrors) unreadable")
        for (kind, count) in problems.sorted(by: { $0.value > $1.value }).prefix(40) { print(String(format: "%5d", count) + " " + kind) }
    }
}
