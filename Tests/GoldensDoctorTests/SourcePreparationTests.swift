@testable import GoldensDoctor
import Testing

@Suite struct SourcePreparationTests {
    @Test func uikitImportsReadGoldensUIKitAndOtherModulesAreRemovedInPlace() {
        let source = """
            import UIKit
            @testable import QuartzCore
            import class CoreGraphics.CGPath
            import Foundation
            import SnapKit
            @_implementationOnly import Kingfisher
            let x = 1
            """
        let prepared = PreparedSource(source: source)
        let lines = prepared.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "import GoldensUIKit")
        #expect(lines[1] == "import GoldensUIKit")
        #expect(lines[2] == "import GoldensUIKit")
        #expect(lines[3] == "import Foundation")
        #expect(lines[4] == "// goldens doctor removed: import SnapKit")
        #expect(lines[6] == "let x = 1", "lines keep their numbers")
        #expect(prepared.removedImports == ["SnapKit", "Kingfisher"])
        #expect(!prepared.text.hasSuffix("import GoldensUIKit\n"), "a file importing UIKit gets no second import")
    }

    @Test func iOSConditionsTakeTheirIOSBranch() {
        let prepared = PreparedSource(source: "#if os(iOS) || canImport(UIKit)\nlet a = 1\n#elseif os(macOS)\n#endif\nlet s = \"os(iOS)\"")
        #expect(prepared.text.hasPrefix("#if true || true\n"))
        #expect(prepared.text.contains("#elseif os(macOS)"))
        #expect(prepared.text.contains("let s = \"os(iOS)\""), "only condition lines change")
    }

    @Test func aFileReachingUIKitThroughAnotherModuleGetsTheImportAfterItsLastLine() {
        let prepared = PreparedSource(source: "import MyFramework\nclass A {}")
        #expect(prepared.text == "// goldens doctor removed: import MyFramework\nclass A {}\nimport GoldensUIKit\n")
    }
}

@Suite struct CompilerDiagnosticTests {
    @Test func readsLocatedErrorsOnceAndSkipsNotesAndWarnings() {
        let output = """
            /tmp/a b/X.swift:6:11: error: value of type 'UIView' has no member 'printMe'
            /tmp/a b/X.swift:6:11: error: value of type 'UIView' has no member 'printMe'
            /tmp/a b/X.swift:7:1: warning: unused
            /tmp/a b/X.swift:8:2: note: did you mean
            <unknown>:0: error: could not find module 'GoldensUIKit'
            """
        let (located, unlocated) = CompilerDiagnostic.errors(in: output)
        #expect(located == [CompilerDiagnostic(file: "/tmp/a b/X.swift", line: 6, column: 11, message: "value of type 'UIView' has no member 'printMe'")])
        #expect(unlocated == ["could not find module 'GoldensUIKit'"])
    }
}
