import GoldensWorkflow
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Which test framework is running the assertion, and how it names the test.
///
/// - **Swift Testing** (`Test.current` is set): the suite is the test's enclosing type path,
///   e.g. `NavigationTests` or `Outer.Inner`; a free test function uses its file name. The
///   test is the function name without its parameter list (`herbPop()` → `herbPop`).
///   Overloads that meet there (`herbPop()`, `herbPop(animated:)`) are told apart by
///   `GoldenClaims`, which refuses the second one.
/// - **XCTest** (no current Swift Testing test): XCTest has no portable "current test"
///   query, so the suite is the file name (one `XCTestCase` per file is the common layout) and
///   the test is the calling function's name (`#function`, `testHerbPop()` → `testHerbPop`).
///   Call the assertion from the test method itself, or pass the names through a helper's
///   own `function` parameter.
enum TestFramework {
    case swiftTesting
    case xcTest

    static var current: TestFramework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    /// The location of an assertion made at the given call site.
    static func location(fileID: String, filePath: String, function: String, line: Int, column: Int) -> GoldenTestLocation {
        let fileName = Self.fileName(fileID)
        #if canImport(Testing)
        if let test = Test.current {
            let types = test.id.nameComponents.dropLast()
            let suite = types.isEmpty ? fileName : types.joined(separator: ".")
            return GoldenTestLocation(suite: suite, test: functionName(test.name), testIdentity: test.id.description,
                                      fileID: fileID, filePath: filePath, line: line, column: column)
        }
        #endif
        return GoldenTestLocation(suite: fileName, test: functionName(function), testIdentity: "\(fileName).\(function)",
                                  fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// "Module/NavigationTests.swift" → "NavigationTests".
    static func fileName(_ fileID: String) -> String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    /// "herbPop(animated:)" → "herbPop".
    static func functionName(_ name: String) -> String {
        guard let parenthesis = name.firstIndex(of: "("), parenthesis != name.startIndex else { return name }
        return String(name[..<parenthesis])
    }

    /// Records one failure at the caller's location, with its images where the framework
    /// can hold them.
    static func record(_ failure: GoldenFailure, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        switch current {
        case .swiftTesting:
            #if canImport(Testing)
            let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: max(1, Int(line)), column: max(1, Int(column)))
            Issue.record(Comment(rawValue: failure.message), severity: failure.isWarning ? .warning : .error, sourceLocation: location)
            for attachment in failure.attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
            }
            #endif
        case .xcTest:
            #if canImport(XCTest)
            if failure.isWarning {
                print("warning: \(filePath):\(line): \(failure.message)")
            } else {
                XCTFail(failure.message, file: filePath, line: line)
            }
            #else
            print("error: \(filePath):\(line): \(failure.message)")
            #endif
        }
    }
}
