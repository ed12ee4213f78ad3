        let output = try folder.write(rewrite.text, to: "Rewritten_Storyboard.swift")
        let result = try compiler.run(["-typecheck", "-swift-version", languageMode, standIn.path, output.path])
        #expect(result.status == 0, "\(result.output)\n--- rewritten\n\(rewrite.text)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    /// With an `assign` that takes only classes, the inspectable `Double` fails to compile: the
    /// compiler says so at the property's name, where it was declared (not at its attribute).
    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func anErrorInAGeneratedLineIsReportedAtItsMember() throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        let source = """
            final class Card: UIView {
                @IBOutlet weak var titleLabel: UILabel!

                @IBInspectable
                var radius: Double = 0
            }
            """
        let standIn = Self.standIn.components(separatedBy: "public enum InterfaceBuilderProperty")[0] + """
            public enum InterfaceBuilderProperty {
                public static func assign<Value: AnyObject>(_ slot: inout Value?, _ value: Any?) -> Bool { true }
            }
            """
        let original = folder.url.appendingPathComponent("Card.swift")
        let rewrite = SelectorRewriter.rewrite(source: source, path: original.path)
        let standInFile = try folder.write(standIn, to: "GoldensUIKit.swift")
        let output = try folder.write(rewrite.text, to: "Rewritten_Card.swift")
        let result = try compiler.run(["-typecheck", standInFile.path, output.path])
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(result.status != 0)
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("\(original.path):5:") }, "\(result.output)")
    }
}